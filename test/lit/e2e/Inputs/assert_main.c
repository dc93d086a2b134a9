/* Calls a function guarded by cf.assert with the number given on the
 * command line. */
#include <stdio.h>
#include <stdlib.h>

int _mlir_ciface_checked_square(int i);

int main(int argc, char **argv) {
  /* The failed assertion `puts` its message and aborts: unbuffered, the
   * message reaches a pipe before the abort. */
  setvbuf(stdout, NULL, _IONBF, 0);
  int i = argc > 1 ? atoi(argv[1]) : 0;
  int r = _mlir_ciface_checked_square(i);
  printf("checked(%d) = %d\n", i, r);
  return 0;
}
