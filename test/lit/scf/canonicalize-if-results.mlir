// RUN: mlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// scf.if canonicalization on results (mlir-opt-19's output): ConvertTrivialIfToSelect,
// RemoveUnusedResults, ReplaceIfYieldWithConditionOrValue.

func.func @sel(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %0 : i32
}

func.func @unused(%c: i1, %a: i32, %b: i32) -> i32 {
  %0, %1 = scf.if %c -> (i32, i32) {
    "test.foo"() : () -> ()
    scf.yield %a, %b : i32, i32
  } else {
    "test.bar"() : () -> ()
    scf.yield %b, %a : i32, i32
  }
  return %0 : i32
}

func.func @cond(%c: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %0 = scf.if %c -> (i1) {
    "test.foo"() : () -> ()
    scf.yield %t : i1
  } else {
    "test.bar"() : () -> ()
    scf.yield %f : i1
  }
  return %0 : i1
}

func.func @partial(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0, %1, %2, %3, %4 = scf.if %c -> (i32, i32, i32, i1, i1) {
    %x = arith.addi %a, %b : i32
    scf.yield %x, %a, %b, %f, %t : i32, i32, i32, i1, i1
  } else {
    scf.yield %b, %b, %a, %t, %f : i32, i32, i32, i1, i1
  }
  return %0, %1, %2, %3, %4 : i32, i32, i32, i1, i1
}

func.func @unused2(%c: i1, %a: i32, %b: i32) -> i32 {
  %0, %1 = scf.if %c -> (i32, i32) {
    %x = arith.addi %a, %b : i32
    %y = arith.muli %a, %b : i32
    scf.yield %x, %y : i32, i32
  } else {
    %z = arith.subi %a, %b : i32
    scf.yield %z, %z : i32, i32
  }
  return %1 : i32
}

func.func @nestedyield(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    %1 = scf.if %d -> (i32) {
      %x = arith.addi %a, %b : i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %1 : i32
  } else {
    scf.yield %b : i32
  }
  return %0 : i32
}

// CHECK-LABEL: func.func @sel(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-LABEL: func.func @unused(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-LABEL: func.func @cond(%arg0: i1) -> i1 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : i1
// CHECK-LABEL: func.func @partial(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: %2 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %4 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %3, %0, %1, %2, %arg0 : i32, i32, i32, i1, i1
// CHECK-LABEL: func.func @unused2(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-LABEL: func.func @nestedyield(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
