// RUN: mlir-opt %s -canonicalize | FileCheck %s

// Transfer folds: an all-true mask operand is dropped, a partial one stays; a
// memref.cast operand is replaced by its source (mlir-opt-19's output).

func.func @r(%A: memref<?xf32>, %i: index, %p: f32, %v: vector<4xf32>) -> vector<4xf32> {
  %m = vector.constant_mask [4] : vector<4xi1>
  %0 = vector.transfer_read %A[%i], %p, %m : memref<?xf32>, vector<4xf32>
  %t = arith.constant dense<true> : vector<4xi1>
  vector.transfer_write %v, %A[%i], %t {in_bounds = [true]} : vector<4xf32>, memref<?xf32>
  %h = vector.constant_mask [3] : vector<4xi1>
  %1 = vector.transfer_read %A[%i], %p, %h : memref<?xf32>, vector<4xf32>
  %2 = arith.addf %0, %1 : vector<4xf32>
  return %2 : vector<4xf32>
}
func.func @cast(%A: memref<8xf32>, %i: index, %p: f32, %v: vector<4xf32>) -> vector<4xf32> {
  %c = memref.cast %A : memref<8xf32> to memref<?xf32>
  %0 = vector.transfer_read %c[%i], %p : memref<?xf32>, vector<4xf32>
  vector.transfer_write %v, %c[%i] : vector<4xf32>, memref<?xf32>
  return %0 : vector<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @r(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1], %arg2 : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:     vector.transfer_write %arg3, %arg0[%arg1] {in_bounds = [true]} : vector<4xf32>, memref<?xf32>
// CHECK-NEXT:     %1 = vector.constant_mask [3] : vector<4xi1>
// CHECK-NEXT:     %2 = vector.transfer_read %arg0[%arg1], %arg2, %1 : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:     %3 = arith.addf %0, %2 : vector<4xf32>
// CHECK-NEXT:     return %3 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast(%arg0: memref<8xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1], %arg2 : memref<8xf32>, vector<4xf32>
// CHECK-NEXT:     vector.transfer_write %arg3, %arg0[%arg1] : vector<4xf32>, memref<8xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
