// RUN: mlir-opt %s -allow-unregistered-dialect -convert-scf-to-cf | FileCheck %s

// scf.execute_region lowered by convert-scf-to-cf (ExecuteRegionLowering: a branch in,
// each scf.yield a branch to the rest of the block); mlir-opt-19's output.

func.func @f(%a: i32, %c: i1) -> i32 {
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  ^bb2:
    scf.yield %a : i32
  }
  scf.execute_region {
    "test.foo"() : () -> ()
    scf.yield
  }
  %1:2 = scf.execute_region -> (i32, i32) {
    scf.yield %0, %a : i32, i32
  }
  return %1#0 : i32
}

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: cf.br ^bb4(%0 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb4(%arg0 : i32)
// CHECK-NEXT: ^bb4(%1: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT: cf.br ^bb8(%1, %arg0 : i32, i32)
// CHECK-NEXT: ^bb8(%2: i32, %3: i32):  // pred: ^bb7
// CHECK-NEXT: return %2 : i32
