// RUN: mlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// scf canonicalization (mlir-opt-19's output): RemoveStaticCondition, RemoveEmptyElseBranch,
// SingleBlockExecuteInliner, SimplifyTrivialLoops (no, one, and empty-body iterations),
// index_switch FoldConstantCase.

func.func @if1(%a: i32, %b: i32) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = scf.if %t -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  %1 = scf.if %f -> (i32) {
    scf.yield %a : i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  scf.if %f {
    "test.foo"() : () -> ()
  }
  scf.if %t {
    "test.bar"() : () -> ()
  }
  return %0, %1 : i32, i32
}

func.func @if2(%c: i1) {
  scf.if %c {
    "test.foo"() : () -> ()
  } else {
  }
  return
}

func.func @er(%a: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  scf.execute_region {
    "test.foo"() : () -> ()
    scf.yield
  }
  return %0 : i32
}

func.func @for1(%a: i32, %lb: index, %ub: index) -> (i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %0 = scf.for %i = %c4 to %c4 step %c1 iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  %1 = scf.for %i = %c10 to %c4 step %c1 iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  %2 = scf.for %i = %c0 to %c4 step %c10 iter_args(%x = %a) -> (i32) {
    %k = arith.index_cast %i : index to i32
    %y = arith.addi %x, %k : i32
    scf.yield %y : i32
  }
  %3 = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %a : i32
  }
  %u = arith.addi %lb, %c4 : index
  %4 = scf.for %i = %lb to %u step %c4 iter_args(%x = %a) -> (i32) {
    "test.foo"(%i) : (index) -> ()
    scf.yield %x : i32
  }
  scf.for %i = %lb to %ub step %c1 {
    "test.bar"(%i) : (index) -> ()
  }
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

func.func @sw(%a: i32, %b: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %0 = scf.index_switch %c2 -> i32
  case 2 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  }
  default {
    scf.yield %b : i32
  }
  %1 = scf.index_switch %c7 -> i32
  case 2 {
    scf.yield %a : i32
  }
  default {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @if1(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-LABEL: func.func @if2(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @er(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-LABEL: func.func @for1(%arg0: i32, %arg1: index, %arg2: index) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: "test.foo"(%arg1) : (index) -> ()
// CHECK-NEXT: scf.for %arg3 = %arg1 to %arg2 step %c1 {
// CHECK-NEXT: "test.bar"(%arg3) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %arg0 : i32, i32, i32, i32, i32
// CHECK-LABEL: func.func @sw(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
