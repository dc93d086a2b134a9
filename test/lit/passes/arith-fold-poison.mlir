// A #ub.poison operand makes arith's constant folds poison (MLIR's constFold*
// helpers), materialised as ub.poison (arith's and ub's materializeConstant);
// a select with a poison arm is its other arm. CHECK lines are mlir-opt-19's output.
// RUN: mlir-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @p(%arg0: i32, %arg1: i1) -> (i32, i32, i32, f32) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: return %0, %arg0, %0, %1 : i32, i32, i32, f32
// CHECK-NEXT: }

func.func @p(%x: i32, %c: i1) -> (i32, i32, i32, f32) {
  %p = ub.poison : i32
  %0 = arith.addi %x, %p : i32
  %1 = arith.select %c, %p, %x : i32
  %2 = arith.muli %p, %x : i32
  %fp = ub.poison : f32
  %f = arith.constant 1.0 : f32
  %3 = arith.addf %f, %fp : f32
  return %0, %1, %2, %3 : i32, i32, i32, f32
}
