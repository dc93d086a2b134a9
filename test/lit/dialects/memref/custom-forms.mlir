// The memref ops with hand-written custom forms (subview, reinterpret_cast
// and expand_shape's `custom<DynamicIndexList>`, memref.global's type and
// initial value, transpose, generic_atomic_rmw, alloca_scope with and
// without results, prefetch, dma_start with and without strides).
// CHECK lines are mlir-opt-19's output for this file; the generic form
// read back must print the same.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

memref.global "private" constant @c : memref<2x2xi32> = dense<[[1, 2], [3, 4]]> {alignment = 16 : i64}
memref.global @s : memref<3xf32> = dense<1.5>
memref.global "public" @e : memref<4xi8>
func.func @f(%m: memref<?xf32>, %i: index, %a: memref<4x4xf32>, %t: memref<1xi32>, %big: memref<16x16xf32>) -> f32 {
  memref.prefetch %m[%i], read, locality<3>, data : memref<?xf32>
  memref.prefetch %a[%i, %i], write, locality<0>, instr : memref<4x4xf32>
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
  %r2 = memref.reinterpret_cast %m to offset: [%i], sizes: [], strides: [] : memref<?xf32> to memref<f32, strided<[], offset: ?>>
  %x = memref.alloca_scope -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %y = memref.alloca() : memref<4xf32>
  } {attr = 1}
  memref.dma_start %big[%i, %i], %a[%i, %i], %i, %t[%i] : memref<16x16xf32>, memref<4x4xf32>, memref<1xi32>
  memref.dma_start %big[%i, %i], %a[%i, %i], %i, %t[%i], %i, %i : memref<16x16xf32>, memref<4x4xf32>, memref<1xi32>
  memref.dma_wait %t[%i], %i : memref<1xi32>
  %e = memref.expand_shape %m [[0, 1]] output_shape [%i, 4] : memref<?xf32> into memref<?x4xf32>
  %s = memref.subview %a[0, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 1>>
  %z = memref.generic_atomic_rmw %m[%i] : memref<?xf32> {
  ^bb0(%old: f32):
    %n = arith.addf %old, %old : f32
    memref.atomic_yield %n : f32
  } {tag}
  return %x : f32
}

// CHECK: memref.global "private" constant @c : memref<2x2xi32> = dense<{{\[\[}}1, 2], [3, 4]]> {alignment = 16 : i64}
// CHECK-NEXT: memref.global @s : memref<3xf32> = dense<1.500000e+00>
// CHECK-NEXT: memref.global "public" @e : memref<4xi8>
// CHECK-NEXT: func.func @f(%arg0: memref<?xf32>, %arg1: index, %arg2: memref<4x4xf32>, %arg3: memref<1xi32>, %arg4: memref<16x16xf32>) -> f32 {
// CHECK-NEXT:   memref.prefetch %arg0[%arg1], read, locality<3>, data : memref<?xf32>
// CHECK-NEXT:   memref.prefetch %arg2[%arg1, %arg1], write, locality<0>, instr : memref<4x4xf32>
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
// CHECK-NEXT:   %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [], strides: [] : memref<?xf32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT:   %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT:     %2 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:     memref.alloca_scope.return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.alloca_scope  {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:   } {attr = 1 : i64}
// CHECK-NEXT:   memref.dma_start %arg4[%arg1, %arg1], %arg2[%arg1, %arg1], %arg1, %arg3[%arg1] : memref<16x16xf32>, memref<4x4xf32>, memref<1xi32>
// CHECK-NEXT:   memref.dma_start %arg4[%arg1, %arg1], %arg2[%arg1, %arg1], %arg1, %arg3[%arg1], %arg1, %arg1 : memref<16x16xf32>, memref<4x4xf32>, memref<1xi32>
// CHECK-NEXT:   memref.dma_wait %arg3[%arg1], %arg1 : memref<1xi32>
// CHECK-NEXT:   %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT:   %subview = memref.subview %arg2[0, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 1>>
// CHECK-NEXT:   %1 = memref.generic_atomic_rmw %arg0[%arg1] : memref<?xf32> {
// CHECK-NEXT:   ^bb0(%arg5: f32):
// CHECK-NEXT:     %2 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT:     memref.atomic_yield %2 : f32
// CHECK-NEXT:   } {tag}
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }

// The permutation map prints inline, as MLIR does.
// CHECK-LABEL: func.func @transpose
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d2, d0, d1) : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>
func.func @transpose(%arg0: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>) {
  %0 = memref.transpose %arg0 (i, j, k) -> (k, i, j) : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>
  return
}
