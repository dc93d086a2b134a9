// Module attributes: `llvm.data_layout` must be a layout LLVM 19 parses
// (MLIR wraps LLVM's message); it is checked on whatever op carries it.
// MLIR 19 does not check `llvm.target_triple`: any value passes.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file --allow-unregistered-dialect

// expected-error @below {{'builtin.module' op invalid data layout descriptor: Unknown specifier in datalayout string}}
module attributes {llvm.data_layout = "#vjkr32"} {
}

// -----

// expected-error @below {{'builtin.module' op expected 'llvm.data_layout' to be a string attributes}}
module attributes {llvm.data_layout = 5} {
}

// -----

// expected-error @below {{'test.op' op invalid data layout descriptor}}
"test.op"() {llvm.data_layout = "p:7"} : () -> ()

// -----

module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = 5 : i64} {
}
