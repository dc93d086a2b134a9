// Diagnostics where llmir does not yet say what mlir-opt-19 says (the
// expectations below are mlir-opt-19's). Remove the XFAIL once they pass.
// XFAIL: *
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

// expected-note @below {{previously defined here}}
%x = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
// expected-error @below {{redefinition of SSA value '%x'}}
%x = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32

// -----

"llvm.func"() <{function_type = !llvm.func<i32 ()>, sym_name = "dominance"}> ({
  "llvm.br"()[^bb1] : () -> ()
^bb1:
  // expected-error @below {{operand #0 does not dominate this use}}
  "llvm.return"(%0) : (i32) -> ()
^bb2:
  // expected-note @below {{operand defined here (op in the same region)}}
  %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
  "llvm.br"()[^bb1] : () -> ()
}) : () -> ()

// -----

// expected-error @below {{expected ')'}}
"llvm.mlir.constant"() <{value = 1 : i32}> : () -> (i32

// -----

// expected-error @below {{integer bitwidth is limited to 16777215 bits}}
"llvm.mlir.constant"() <{value = 1 : i32}> : () -> i99999999
