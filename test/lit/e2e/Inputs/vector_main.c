#include <stdio.h>
float vdemo(float, float, float, float);
int main(void) {
  printf("vdemo(1, 2, 3, 4) = %g\n", vdemo(1, 2, 3, 4));
  printf("vdemo(2, 0, 1, 5) = %g\n", vdemo(2, 0, 1, 5));
  return 0;
}
