// RUN: mlir-opt %s | FileCheck %s

// memref.transpose's permutation is printed inline and gets no alias
// (mlir-opt-19); its result layout does.
// CHECK-NOT: affine_map<(d0, d1) -> (d1, d0)>

// CHECK: #map = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d1 * s0 + d2 * s1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @transpose(%arg0: memref<?x?x?xf32>, %arg1: memref<4x8xf32>) {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d2, d0, d1) : memref<?x?x?xf32> to memref<?x?x?xf32, #map>
// CHECK-NEXT: %transpose_0 = memref.transpose %arg1 (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @transpose(%m: memref<?x?x?xf32>, %s: memref<4x8xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<?x?x?xf32> to memref<?x?x?xf32, affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d1 * s0 + d2 * s1)>>
  %1 = memref.transpose %s (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return
}
