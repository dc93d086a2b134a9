// RUN: not llmir-opt %s --split-input-file 2>&1 | FileCheck %s

// A registered op's `<{...}>` holds its own properties only: MLIR's
// setPropertiesFromAttr reads the names the op has and drops the rest
// (found by fuzzing print idempotence: llmir kept them as attributes).
// Without its own, the op misses a required attribute.
// CHECK: error: 'llvm.icmp' op requires attribute 'predicate'
// CHECK: note: see current operation: %0 = "llvm.icmp"(%arg0, %arg0) : (i32, i32) -> i1
llvm.func @unknown(%a: i32) {
  %0 = "llvm.icmp"(%a, %a) <{p1redicate = 0 : i64}> : (i32, i32) -> i1
  llvm.return
}

// -----

// A misspelled `operandSegmentSizes` is dropped; segment sizes never given
// are zeros, which do not cover the operand (fuzz finding: llmir accepted
// the op and printed a condition of the wrong type).
// CHECK: error: 'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'
// CHECK: note: see current operation: "cf.cond_br"(%arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 0, 0, 0>}> : (i8) -> ()
func.func @condition_type(%c: i8) {
  "cf.cond_br"(%c)[^bb1, ^bb1] <{opeiandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
^bb1:
  return
}

// -----

// CHECK-LABEL: func.func @known
// CHECK: arith.cmpi eq, %arg0, %arg0 : i32
// CHECK-NOT: foo
func.func @known(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64, foo = 1 : i32}> : (i32, i32) -> i1
  return
}
