// The memref dialect's declarative custom forms, result names and strided
// layouts.
// CHECK lines are mlir-opt-19's output for this file.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @memref(%arg0: memref<?xf32>, %arg1: memref<4x3xf32, strided<[3, 1], offset: ?>>, %arg2: index, %arg3: f32, %arg4: memref<*xi32>, %arg5: memref<2048xi8>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg2) : memref<?x4xf32>
// CHECK-NEXT: %alloca = memref.alloca() {alignment = 64 : i64} : memref<2x3xi32, 3>
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg2] {nontemporal = true} : memref<?xf32>
// CHECK-NEXT: memref.store %arg3, %arg1[%arg2, %arg2] : memref<4x3xf32, strided<[3, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32> to memref<*xf32>
// CHECK-NEXT: %dim = memref.dim %alloc, %arg2 : memref<?x4xf32>
// CHECK-NEXT: %2 = memref.rank %arg4 : memref<*xi32>
// CHECK-NEXT: %3 = memref.atomic_rmw addf %arg3, %arg0[%arg2] : (f32, memref<?xf32>) -> f32
// CHECK-NEXT: %view = memref.view %arg5[%arg2][%arg2] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg1 {{\[\[}}0, 1]] : memref<4x3xf32, strided<[3, 1], offset: ?>> into memref<12xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32> -> index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg1 : memref<4x3xf32, strided<[3, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: memref.copy %arg0, %arg0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.assume_alignment %arg0, 16 : memref<?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?x4xf32>
// CHECK-NEXT: return

func.func @memref(%m: memref<?xf32>, %s: memref<4x3xf32, strided<[3, 1], offset: ?>>, %i: index, %x: f32, %u: memref<*xi32>, %b: memref<2048xi8>) {
  %alloc = memref.alloc(%i) : memref<?x4xf32>
  %alloca = memref.alloca() {alignment = 64 : i64} : memref<2x3xi32, 3>
  %0 = memref.load %m[%i] : memref<?xf32>
  %1 = memref.load %m[%i] {nontemporal = true} : memref<?xf32>
  memref.store %x, %s[%i, %i] : memref<4x3xf32, strided<[3, 1], offset: ?>>
  %cast = memref.cast %m : memref<?xf32> to memref<*xf32>
  %dim = memref.dim %alloc, %i : memref<?x4xf32>
  %2 = memref.rank %u : memref<*xi32>
  %3 = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<?xf32>) -> f32
  %view = memref.view %b[%i][%i] : memref<2048xi8> to memref<?x4xf32>
  %collapse_shape = memref.collapse_shape %s [[0, 1]] : memref<4x3xf32, strided<[3, 1], offset: ?>> into memref<12xf32, strided<[1], offset: ?>>
  %intptr = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %s : memref<4x3xf32, strided<[3, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  memref.copy %m, %m : memref<?xf32> to memref<?xf32>
  memref.assume_alignment %m, 16 : memref<?xf32>
  memref.dealloc %alloc : memref<?x4xf32>
  return
}
