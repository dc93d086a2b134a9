// cf.switch cases that go where the default goes, with the same operands, are
// dropped (dropSwitchCasesThatMatchDefault); the rebuilt switch has no
// discardable attributes. CHECK lines are mlir-opt-19's output.
// RUN: mlir-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 2: ^bb1(%arg2 : i32),
// CHECK-NEXT: 7: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }

func.func @f(%v: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %v : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    2: ^bb1(%b : i32),
    7: ^bb2,
    9: ^bb1(%a : i32)
  ] {foo}
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %b : i32
}
func.func @g(%v: i32, %a: i32) -> i32 {
  cf.switch %v : i32, [
    default: ^bb1(%a : i32),
    3: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
