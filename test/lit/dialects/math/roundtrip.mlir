// The math dialect's custom forms (fastmath flags are #arith.fastmath).
// CHECK lines are mlir-opt-19's output for this file.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @math(%arg0: f32, %arg1: vector<4xf64>, %arg2: i32) -> f32 {
// CHECK-NEXT: %0 = math.ceil %arg0 : f32
// CHECK-NEXT: %1 = math.floor %arg0 fastmath<fast> : f32
// CHECK-NEXT: %2 = math.fma %arg1, %arg1, %arg1 : vector<4xf64>
// CHECK-NEXT: %3 = math.sqrt %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %4 = math.powf %arg0, %arg0 : f32
// CHECK-NEXT: %5 = math.fpowi %arg0, %arg2 : f32, i32
// CHECK-NEXT: %6 = math.ctlz %arg2 : i32
// CHECK-NEXT: %7 = math.absi %arg2 : i32
// CHECK-NEXT: %8 = math.ipowi %arg2, %arg2 : i32
// CHECK-NEXT: %9 = math.atan2 %arg0, %arg0 : f32
// CHECK-NEXT: %10 = math.exp %arg1 : vector<4xf64>
// CHECK-NEXT: %11 = math.roundeven %arg0 : f32
// CHECK-NEXT: return %0 : f32

func.func @math(%x: f32, %v: vector<4xf64>, %i: i32) -> f32 {
  %0 = math.ceil %x : f32
  %1 = math.floor %x fastmath<fast> : f32
  %2 = math.fma %v, %v, %v : vector<4xf64>
  %3 = math.sqrt %x fastmath<nnan,ninf> : f32
  %4 = math.powf %x, %x : f32
  %5 = math.fpowi %x, %i : f32, i32
  %6 = math.ctlz %i : i32
  %7 = math.absi %i : i32
  %8 = math.ipowi %i, %i : i32
  %9 = math.atan2 %x, %x : f32
  %10 = math.exp %v : vector<4xf64>
  %11 = math.roundeven %x : f32
  return %0 : f32
}
