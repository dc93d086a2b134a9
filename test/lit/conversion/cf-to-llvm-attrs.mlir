// cf branches keep their attributes when lowered (MLIR builds the LLVM op with
// all of them): branch_weights becomes llvm.cond_br's weights, others stay
// discardable. CHECK lines are mlir-opt-19's output.
// RUN: mlir-opt %s --convert-cf-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: llvm.br ^bb1 {foo = 1 : i32}
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.cond_br %arg0 weights([3, 5]), ^bb2(%arg1 : i32), ^bb3 {bar}
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.switch %0 : i32, ^bb3 [
// CHECK-NEXT: 1: ^bb2(%0 : i32)
// CHECK-NEXT: ] {baz = "x"}
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }

func.func @f(%c: i1, %a: i32) -> i32 {
  cf.br ^bb1 {foo = 1 : i32}
^bb1:
  cf.cond_br %c, ^bb2(%a : i32), ^bb3 {branch_weights = array<i32: 3, 5>, bar}
^bb2(%v: i32):
  cf.switch %v : i32, [
    default: ^bb3,
    1: ^bb2(%v : i32)
  ] {baz = "x"}
^bb3:
  return %a : i32
}
