// A pass that fails fails the run, printing nothing on stdout; with
// --mlir-print-ir-after-failure the IR it left is dumped with MLIR's
// "Failed" header. canonicalize{test-convergence} fails when the driver
// has not converged within max-iterations.
// RUN: not mlir-opt %s -p 'builtin.module(llvm.func(canonicalize{test-convergence max-iterations=1}))' --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=FAILED
// RUN: not mlir-opt %s -p 'builtin.module(llvm.func(canonicalize{test-convergence max-iterations=1}))' 2>/dev/null | count 0
// RUN: mlir-opt %s -p 'builtin.module(llvm.func(canonicalize{test-convergence max-iterations=2}))' | FileCheck %s --check-prefix=CONVERGED

// FAILED: // -----// IR Dump After Canonicalizer Failed (canonicalize) //----- //
// FAILED-NEXT: llvm.func @f() -> i32 {
// FAILED-NEXT:   %0 = llvm.mlir.constant(2 : i32) : i32
// CONVERGED: llvm.mlir.constant(2 : i32)
llvm.func @f() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.shl %0, %0 : i32
  llvm.return %1 : i32
}
