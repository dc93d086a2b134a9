// The vector ops the conversion and translation tests use.
// CHECK lines are mlir-opt-19's output for this file.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @vector(%arg0: index, %arg1: index, %arg2: f32, %arg3: vector<4xf32>, %arg4: i32) -> vector<8xi1> {
// CHECK-NEXT: %0 = vector.constant_mask [4] : vector<8xi1>
// CHECK-NEXT: %1 = vector.constant_mask [1, 1, 3] : vector<2x3x4xi1>
// CHECK-NEXT: %2 = vector.create_mask %arg0 : vector<8xi1>
// CHECK-NEXT: %3 = vector.create_mask %arg0, %arg1 : vector<4x3xi1>
// CHECK-NEXT: %4 = vector.splat %arg2 : vector<4xf32>
// CHECK-NEXT: %5 = vector.broadcast %arg2 : f32 to vector<2x4xf32>
// CHECK-NEXT: %6 = vector.extractelement %arg3[%arg4 : i32] : vector<4xf32>
// CHECK-NEXT: %7 = vector.insertelement %arg2, %arg3[%arg0 : index] : vector<4xf32>
// CHECK-NEXT: %8 = vector.fma %arg3, %arg3, %arg3 : vector<4xf32>
// CHECK-NEXT: %9 = vector.bitcast %arg3 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT: return %0 : vector<8xi1>

func.func @vector(%i: index, %j: index, %x: f32, %v: vector<4xf32>, %k: i32) -> vector<8xi1> {
  %0 = vector.constant_mask [4] : vector<8xi1>
  %1 = vector.constant_mask [1, 1, 3] : vector<2x3x4xi1>
  %2 = vector.create_mask %i : vector<8xi1>
  %3 = vector.create_mask %i, %j : vector<4x3xi1>
  %4 = vector.splat %x : vector<4xf32>
  %5 = vector.broadcast %x : f32 to vector<2x4xf32>
  %6 = vector.extractelement %v[%k : i32] : vector<4xf32>
  %7 = vector.insertelement %x, %v[%i : index] : vector<4xf32>
  %8 = vector.fma %v, %v, %v : vector<4xf32>
  %9 = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  return %0 : vector<8xi1>
}
