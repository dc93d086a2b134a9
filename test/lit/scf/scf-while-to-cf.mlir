// scf.while and scf.condition: custom forms (with and without carried values,
// attributes) and -convert-scf-to-cf, the general lowering (before and after
// blocks) and the do-while one (an after region that only forwards).
// CHECK lines are mlir-opt-19's output.
// RUN: mlir-opt %s -allow-unregistered-dialect | FileCheck %s --check-prefix=RT
// RUN: mlir-opt %s -allow-unregistered-dialect -convert-scf-to-cf | FileCheck %s

func.func @w(%n: i32, %init: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %next = arith.addi %b, %c1 : i32
    scf.yield %next : i32
  }
  return %r : i32
}
func.func @dowhile(%n: i32, %init: i32) -> (i32, f32) {
  %f = arith.constant 1.0 : f32
  %r:2 = scf.while (%a = %init, %g = %f) : (i32, f32) -> (i32, f32) {
    %a2 = arith.addi %a, %a : i32
    %c = arith.cmpi slt, %a2, %n : i32
    scf.condition(%c) %a2, %g : i32, f32
  } do {
  ^bb0(%b: i32, %h: f32):
    scf.yield %b, %h : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}
func.func @noargs() {
  scf.while : () -> () {
    %c = "test.cond"() : () -> i1
    scf.condition(%c)
  } do {
    "test.body"() : () -> ()
    scf.yield
  } attributes {foo = 1 : i32}
  return
}

// RT: module {
// RT-NEXT: func.func @w(%arg0: i32, %arg1: i32) -> i32 {
// RT-NEXT: %c1_i32 = arith.constant 1 : i32
// RT-NEXT: %0 = scf.while (%arg2 = %arg1) : (i32) -> i32 {
// RT-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : i32
// RT-NEXT: scf.condition(%1) %arg2 : i32
// RT-NEXT: } do {
// RT-NEXT: ^bb0(%arg2: i32):
// RT-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// RT-NEXT: scf.yield %1 : i32
// RT-NEXT: }
// RT-NEXT: return %0 : i32
// RT-NEXT: }
// RT-NEXT: func.func @dowhile(%arg0: i32, %arg1: i32) -> (i32, f32) {
// RT-NEXT: %cst = arith.constant 1.000000e+00 : f32
// RT-NEXT: %0:2 = scf.while (%arg2 = %arg1, %arg3 = %cst) : (i32, f32) -> (i32, f32) {
// RT-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// RT-NEXT: %2 = arith.cmpi slt, %1, %arg0 : i32
// RT-NEXT: scf.condition(%2) %1, %arg3 : i32, f32
// RT-NEXT: } do {
// RT-NEXT: ^bb0(%arg2: i32, %arg3: f32):
// RT-NEXT: scf.yield %arg2, %arg3 : i32, f32
// RT-NEXT: }
// RT-NEXT: return %0#0, %0#1 : i32, f32
// RT-NEXT: }
// RT-NEXT: func.func @noargs() {
// RT-NEXT: scf.while : () -> () {
// RT-NEXT: %0 = "test.cond"() : () -> i1
// RT-NEXT: scf.condition(%0)
// RT-NEXT: } do {
// RT-NEXT: "test.body"() : () -> ()
// RT-NEXT: scf.yield
// RT-NEXT: } attributes {foo = 1 : i32}
// RT-NEXT: return
// RT-NEXT: }
// RT-NEXT: }

// CHECK: module {
// CHECK-NEXT: func.func @w(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT: %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dowhile(%arg0: i32, %arg1: i32) -> (i32, f32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: cf.br ^bb1(%arg1, %cst : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %0 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg0 : i32
// CHECK-NEXT: cf.cond_br %3, ^bb1(%2, %1 : i32, f32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %2, %1 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @noargs() {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %0 = "test.cond"() : () -> i1
// CHECK-NEXT: cf.cond_br %0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.body"() : () -> ()
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
