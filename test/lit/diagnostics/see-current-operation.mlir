// MLIR's Operation::emitError attaches "see current operation: <the op in
// generic form>" (numbered as in a print of the whole module, no aliases)
// as the first note of an error emitted on an op: verifier errors,
// dominance errors, errors of a pass such as a failed legalization.
// mlir-opt leaves it out under --verify-diagnostics. Text from mlir-opt-19.
// RUN: not mlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s
// RUN: not mlir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics 2>&1 | FileCheck %s --check-prefix=VERIFY

// VERIFY-NOT: see current operation

// CHECK: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @ret
// CHECK-NEXT: return %a : i32
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation: "func.return"(%arg0) : (i32) -> (){{$}}
func.func @ret(%a: i32) -> i64 {
  return %a : i32
}

// -----

// CHECK: error: operand #0 does not dominate this use
// CHECK-NEXT: %0 = arith.addi %1, %a : i32
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation: %0 = "arith.addi"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: note: operand defined here (op in the same block)
func.func @dom(%a: i32) -> i32 {
  %0 = arith.addi %1, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

// CHECK: error: operand #0 does not dominate this use
// CHECK: note: see current operation: %2 = "arith.addi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: note: operand defined here (op in a parent region)
func.func @nested(%a: i1) -> i32 {
  %0 = "test.wrap"() ({
    %1 = arith.addi %2, %2 : i32
    "test.yield"() : () -> ()
  }) : () -> i32
  %2 = arith.constant 1 : i32
  return %0 : i32
}
