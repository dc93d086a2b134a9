// Target extension types keep their type parameters' dialect prefix.
// XFAIL: *
// Known bug: llmir prints the parameter as `void` instead of `!llvm.void`.
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK: "test.target"() : () -> !llvm.target<"spirv.Image", !llvm.void, 0>
"test.target"() : () -> !llvm.target<"spirv.Image", !llvm.void, 0>
