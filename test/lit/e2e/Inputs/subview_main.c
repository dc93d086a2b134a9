/* Calls the kernels of ../subview.mlir through their C interface with
 * a 4x6 row-major matrix m[i][j] = 10 * i + j, passed as a dynamic
 * memref<?x?xf64> descriptor (allocated and aligned pointers, offset,
 * sizes, strides). */
#include <stdint.h>
#include <stdio.h>

typedef struct {
  double *allocated;
  double *aligned;
  int64_t offset;
  int64_t sizes[2];
  int64_t strides[2];
} MemRef2D;

typedef struct {
  double *allocated;
  double *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
} MemRef1D;

double _mlir_ciface_window_sum(MemRef2D *m, int64_t r, int64_t c, int64_t h, int64_t w, int64_t step);
void _mlir_ciface_column(MemRef2D *m, int64_t j, MemRef1D *out);
double _mlir_ciface_total(MemRef2D *m);

int main(void) {
  double data[4 * 6];
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 6; ++j)
      data[i * 6 + j] = 10 * i + j;
  MemRef2D m = {data, data, 0, {4, 6}, {6, 1}};
  printf("window(1, 2, 2x3) = %g\n", _mlir_ciface_window_sum(&m, 1, 2, 2, 3, 1));
  printf("window(0, 1, 3x3, step 2) = %g\n", _mlir_ciface_window_sum(&m, 0, 1, 3, 3, 2));
  double col[4];
  MemRef1D out = {col, col, 0, {4}, {1}};
  _mlir_ciface_column(&m, 5, &out);
  printf("column 5 = %g %g %g %g\n", col[0], col[1], col[2], col[3]);
  printf("total = %g\n", _mlir_ciface_total(&m));
  return 0;
}
