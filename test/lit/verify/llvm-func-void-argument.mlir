// A `!llvm.void` argument in `llvm.func`'s custom form is accepted and
// printed back, as mlir-opt-19 does (its custom parser builds the function
// type unchecked); the generic form of the same op is rejected when read,
// because reading `!llvm.func<void (void)>` checks the argument types. So
// MLIR prints a generic form of this op it cannot read back, and llmir
// with it (print_idempotent fuzz finding crash-32fd8b2f, now a known
// unreadable output in the fuzz target).
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: mlir-opt %s --mlir-print-op-generic -o %t.mlir
// RUN: not mlir-opt %t.mlir 2>&1 | FileCheck %s --check-prefix=BAD
llvm.func @f(!llvm.void {llvm.noundef})
// CHECK: llvm.func @f(!llvm.void {llvm.noundef})
// GEN: function_type = !llvm.func<void (void)>
// BAD: error: invalid function argument type: '!llvm.void'
