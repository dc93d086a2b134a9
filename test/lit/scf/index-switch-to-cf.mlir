// RUN: mlir-opt %s -allow-unregistered-dialect -convert-scf-to-cf | FileCheck %s

// scf.index_switch lowered by convert-scf-to-cf (IndexSwitchLowering): a cf.switch on
// the value cast to i32, case blocks then the default one; mlir-opt-19's output.

func.func @f(%i: index, %a: i32, %b: i32) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case 5 {
    %c = arith.addi %a, %b : i32
    scf.yield %c : i32
  }
  default {
    scf.yield %b : i32
  }
  scf.index_switch %i
  case 1 {
    "test.foo"() : () -> ()
    scf.yield
  }
  default {
  }
  scf.index_switch %i {foo = 1 : i32}
  default {
    "test.bar"() : () -> ()
  }
  return %0 : i32
}

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 2: ^bb1,
// CHECK-NEXT: 5: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: cf.br ^bb4(%1 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4(%arg2 : i32)
// CHECK-NEXT: ^bb4(%2: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT: %3 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %3 : i32, [
// CHECK-NEXT: default: ^bb6,
// CHECK-NEXT: 1: ^bb5
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb4
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb7:  // 2 preds: ^bb5, ^bb6
// CHECK-NEXT: %4 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %4 : i32, [
// CHECK-NEXT: default: ^bb8]
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: cf.br ^bb9
// CHECK-NEXT: ^bb9:  // pred: ^bb8
// CHECK-NEXT: return %2 : i32
