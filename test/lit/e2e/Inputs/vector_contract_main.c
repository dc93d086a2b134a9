/* Calls the kernels of ../vector-contract.mlir through their C interface:
 * a 2x3 by 3x2 matrix product accumulated into C (all row-major, passed
 * as 1-D memref<?xf32> descriptors), and dot products of the tails of
 * two vectors read 8 lanes at a time past their end (masked). */
#include <stdint.h>
#include <stdio.h>

typedef struct {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
} MemRef1D;

void _mlir_ciface_matmul(MemRef1D *a, MemRef1D *b, MemRef1D *c);
float _mlir_ciface_dot(MemRef1D *x, MemRef1D *y, int64_t i);

int main(void) {
  float a[6] = {1, 2, 3, 4, 5, 6};
  float b[6] = {1, 0, 0, 1, 2, 3};
  float c[4] = {10, 20, 30, 40};
  MemRef1D ma = {a, a, 0, {6}, {1}}, mb = {b, b, 0, {6}, {1}}, mc = {c, c, 0, {4}, {1}};
  _mlir_ciface_matmul(&ma, &mb, &mc);
  printf("matmul = %g %g %g %g\n", c[0], c[1], c[2], c[3]);
  float x[5] = {1, 2, 3, 4, 5};
  float y[5] = {5, 4, 3, 2, 1};
  MemRef1D mx = {x, x, 0, {5}, {1}}, my = {y, y, 0, {5}, {1}};
  printf("dot(0) = %g\n", _mlir_ciface_dot(&mx, &my, 0));
  printf("dot(3) = %g\n", _mlir_ciface_dot(&mx, &my, 3));
  return 0;
}
