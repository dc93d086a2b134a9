// Error recovery: without --verify-diagnostics a file reports every error
// in one run, in source order, each once, the first worded and located as
// mlir-opt-19 reports it (mlir-opt stops there) and the later ones by the
// same rules; the verifier still checks what parsed cleanly.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s

// A bad op in a nested region; the op after it still parses.
module {
  llvm.mlir.global internal @g() {addr_space = 0 : i32} : i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK: recovery-nested-region.mlir:[[#@LINE+1]]:21: error: expected ','
    %1 = llvm.add %0 %0 : i32
    llvm.return %1 : i32
  }
  llvm.func @f() -> i32 {
// CHECK: recovery-nested-region.mlir:[[#@LINE+1]]:36: error: expected ')'
    %0 = llvm.mlir.constant(2 : i32 : i32
    llvm.return %0 : i32
  }
}
// CHECK-NOT: error
