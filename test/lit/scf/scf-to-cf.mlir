// scf.for (index and i32 variables, carried values) and scf.if (with and
// without results, nested in a loop) round-trip in their custom forms and
// lower through -convert-scf-to-cf with MLIR 19's block order.
// CHECK lines are mlir-opt-19's output.
// RUN: mlir-opt %s -allow-unregistered-dialect | FileCheck %s --check-prefix=RT
// RUN: mlir-opt %s -allow-unregistered-dialect -convert-scf-to-cf | FileCheck %s

func.func @loop(%lb: index, %ub: index, %s: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (f32) {
    %n = arith.addf %acc, %acc : f32
    scf.yield %n : f32
  }
  return %r : f32
}
func.func @loop2(%lb: i32, %ub: i32, %s: i32) {
  scf.for %i = %lb to %ub step %s : i32 {
    %c = arith.cmpi slt, %i, %ub : i32
    scf.if %c {
      "test.foo"(%i) : (i32) -> ()
    }
  }
  return
}
func.func @ifs(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  scf.if %c {
    "test.bar"() : () -> ()
  } else {
    "test.baz"() : () -> ()
  }
  return %r : i32
}

// RT: module {
// RT-NEXT: func.func @loop(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// RT-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (f32) {
// RT-NEXT: %1 = arith.addf %arg5, %arg5 : f32
// RT-NEXT: scf.yield %1 : f32
// RT-NEXT: }
// RT-NEXT: return %0 : f32
// RT-NEXT: }
// RT-NEXT: func.func @loop2(%arg0: i32, %arg1: i32, %arg2: i32) {
// RT-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2  : i32 {
// RT-NEXT: %0 = arith.cmpi slt, %arg3, %arg1 : i32
// RT-NEXT: scf.if %0 {
// RT-NEXT: "test.foo"(%arg3) : (i32) -> ()
// RT-NEXT: }
// RT-NEXT: }
// RT-NEXT: return
// RT-NEXT: }
// RT-NEXT: func.func @ifs(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// RT-NEXT: %0 = scf.if %arg0 -> (i32) {
// RT-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// RT-NEXT: scf.yield %1 : i32
// RT-NEXT: } else {
// RT-NEXT: scf.yield %arg2 : i32
// RT-NEXT: }
// RT-NEXT: scf.if %arg0 {
// RT-NEXT: "test.bar"() : () -> ()
// RT-NEXT: } else {
// RT-NEXT: "test.baz"() : () -> ()
// RT-NEXT: }
// RT-NEXT: return %0 : i32
// RT-NEXT: }
// RT-NEXT: }

// CHECK: module {
// CHECK-NEXT: func.func @loop(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = arith.addf %1, %1 : f32
// CHECK-NEXT: %4 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%4, %3 : index, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @loop2(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb4
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb5
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %2, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: "test.foo"(%0) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: %3 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb5:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ifs(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: cf.cond_br %arg0, ^bb5, ^bb6
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb4
// CHECK-NEXT: "test.baz"() : () -> ()
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb7:  // 2 preds: ^bb5, ^bb6
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
