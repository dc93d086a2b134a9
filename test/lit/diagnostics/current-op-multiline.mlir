// RUN: not mlir-opt %s 2>&1 | FileCheck %s

// MLIR's `Diagnostic::appendOp`: an op whose generic form takes several
// lines starts on a new line after "see current operation: " (mlir-opt-19's
// output).

// CHECK: error: 'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation
// CHECK-NEXT: %0 = vector.mask
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation: {{$}}
// CHECK-NEXT: %0 = "vector.mask"(%arg3) ({
// CHECK-NEXT:   %1 = "vector.transfer_read"(%arg0, %arg1, %arg2) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32) -> vector<4xf32>
// CHECK-NEXT:   "vector.yield"(%1) : (vector<4xf32>) -> ()
// CHECK-NEXT: }) : (vector<8xi1>) -> vector<4xf32>

func.func @a(%A: memref<?xf32>, %i: index, %p: f32, %m: vector<8xi1>) -> vector<4xf32> {
  %0 = vector.mask %m { vector.transfer_read %A[%i], %p : memref<?xf32>, vector<4xf32> } : vector<8xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
