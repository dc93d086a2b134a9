// RUN: mlir-opt %s -canonicalize | FileCheck %s

// The transfer folds: static in-bounds dimensions, a read of a tensor just written.

func.func @s(%A: memref<8xf32>, %p: f32) -> vector<4xf32> {
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %0 = vector.transfer_read %A[%c2], %p : memref<8xf32>, vector<4xf32>
  %1 = vector.transfer_read %A[%c6], %p : memref<8xf32>, vector<4xf32>
  vector.transfer_write %1, %A[%c6] : vector<4xf32>, memref<8xf32>
  %2 = arith.addf %0, %1 : vector<4xf32>
  return %2 : vector<4xf32>
}
func.func @rm(%A: memref<?xf32>, %i: index, %p: f32, %m: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i], %p, %m : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @wm(%A: memref<?x?xf32>, %i: index, %v: vector<4xf32>, %m: vector<4xi1>) {
  vector.transfer_write %v, %A[%i, %i], %m : vector<4xf32>, memref<?x?xf32>
  return
}
func.func @i(%A: memref<?xi32>, %i: index, %p: i32) -> vector<8xi32> {
  %0 = vector.transfer_read %A[%i], %p : memref<?xi32>, vector<8xi32>
  return %0 : vector<8xi32>
}
func.func @strided(%A: memref<?xf32, strided<[2]>>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i], %p {in_bounds = [true]} : memref<?xf32, strided<[2]>>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @perm2(%A: memref<?x?xf32>, %i: index, %p: f32) -> vector<2x4xf32> {
  %0 = vector.transfer_read %A[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @vm(%A: memref<?xf32>, %i: index, %p: f32, %m: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.mask %m { vector.transfer_read %A[%i], %p : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @t(%A: tensor<?xf32>, %i: index, %p: f32, %v: vector<4xf32>) -> (tensor<?xf32>, vector<4xf32>) {
  %0 = vector.transfer_write %v, %A[%i] {in_bounds = [true]} : vector<4xf32>, tensor<?xf32>
  %1 = vector.transfer_read %0[%i], %p : tensor<?xf32>, vector<4xf32>
  return %0, %1 : tensor<?xf32>, vector<4xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @s(%arg0: memref<8xf32>, %arg1: f32) -> vector<4xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c2], %arg1 {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[%c6], %arg1 : memref<8xf32>, vector<4xf32>
// CHECK-NEXT:     vector.transfer_write %1, %arg0[%c6] : vector<4xf32>, memref<8xf32>
// CHECK-NEXT:     %2 = arith.addf %0, %1 : vector<4xf32>
// CHECK-NEXT:     return %2 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rm(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1], %arg2, %arg3 : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @wm(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<4xf32>, %arg3: vector<4xi1>) {
// CHECK-NEXT:     vector.transfer_write %arg2, %arg0[%arg1, %arg1], %arg3 : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @i(%arg0: memref<?xi32>, %arg1: index, %arg2: i32) -> vector<8xi32> {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1], %arg2 : memref<?xi32>, vector<8xi32>
// CHECK-NEXT:     return %0 : vector<8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @strided(%arg0: memref<?xf32, strided<[2]>>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1], %arg2 {in_bounds = [true]} : memref<?xf32, strided<[2]>>, vector<4xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @perm2(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<2x4xf32> {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {permutation_map = #map} : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT:     return %0 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vm(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = vector.mask %arg3 { vector.transfer_read %arg0[%arg1], %arg2 : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xf32>) -> (tensor<?xf32>, vector<4xf32>) {
// CHECK-NEXT:     %0 = vector.transfer_write %arg3, %arg0[%arg1] {in_bounds = [true]} : vector<4xf32>, tensor<?xf32>
// CHECK-NEXT:     return %0, %arg3 : tensor<?xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
