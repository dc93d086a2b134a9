// With --verify-diagnostics a diagnostic nobody expected, or an expected
// one that never came, fails the run, and the report says which.
// RUN: not mlir-opt %s --verify-diagnostics 2>&1 | FileCheck %s

// CHECK: unexpected.mlir:[[#@LINE+3]]:15: error: unexpected error: use of undeclared SSA value name
// CHECK: unexpected.mlir:[[#@LINE+3]]:4: error: expected error "this is never reported" was not produced
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "f"}> ({
  "llvm.call"(%a) <{callee = @g}> : (i32) -> ()
// expected-error @below {{this is never reported}}
  "llvm.return"() : () -> ()
}) : () -> ()
