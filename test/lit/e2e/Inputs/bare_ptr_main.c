/* Calls functions lowered with the bare-pointer convention: each
 * statically shaped memref argument is a plain pointer. */
#include <stdio.h>

void saxpy(float *x, float *y, float a);
float sum(float *y);

int main(void) {
  float x[4] = {1, 2, 3, 4};
  float y[4] = {0, 0, 0, 0};
  saxpy(x, y, 3.0f);
  printf("y = %g %g %g %g\n", y[0], y[1], y[2], y[3]);
  printf("sum(y) = %g\n", sum(y));
  return 0;
}
