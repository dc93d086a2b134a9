// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// MLIR 19's messages for arith.constant (ODS's AllTypesMatch, then
// ConstantOp::verify), checked against mlir-opt-19.

func.func @mismatch() -> i32 {
  // expected-error @below {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %c = "arith.constant"() <{value = 42 : i64}> : () -> i32
  return %c : i32
}

// -----

func.func @signed() {
  // expected-error @below {{'arith.constant' op integer return type must be signless}}
  %c = "arith.constant"() <{value = 42 : si32}> : () -> si32
  return
}
