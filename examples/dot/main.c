/* Calls the kernel's C interface (`_mlir_ciface_dot`, `_mlir_ciface_scale`)
 * with one-dimensional memref descriptors, as MLIR's calling convention
 * lays them out: allocated and aligned pointers, offset, sizes, strides. */
#include <stdint.h>
#include <stdio.h>

typedef struct {
  double *allocated;
  double *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
} MemRef1D;

double _mlir_ciface_dot(MemRef1D *a, MemRef1D *b);
void _mlir_ciface_scale(MemRef1D *a, double s);

static MemRef1D view(double *data, int64_t n) {
  MemRef1D m = {data, data, 0, {n}, {1}};
  return m;
}

int main(void) {
  double x[] = {1, 2, 3, 4, 5};
  double y[] = {2, 0.5, 4, 0.25, 1};
  MemRef1D a = view(x, 5), b = view(y, 5);
  printf("dot(x, y) = %g\n", _mlir_ciface_dot(&a, &b));
  _mlir_ciface_scale(&a, 3);
  printf("dot(3x, y) = %g\n", _mlir_ciface_dot(&a, &b));
  return 0;
}
