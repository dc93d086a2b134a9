// Error recovery: without --verify-diagnostics a file reports every error
// in one run, in source order, each once, the first worded and located as
// mlir-opt-19 reports it (mlir-opt stops there) and the later ones by the
// same rules; the verifier still checks what parsed cleanly.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s

// A stray ')' ends the op before it; the next function's error is found.
// CHECK: recovery-stray-paren.mlir:[[#@LINE+2]]:31: error: expected operation name in quotes
func.func @stray(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32)
  return %0 : i32
}
// CHECK: recovery-stray-paren.mlir:[[#@LINE+2]]:8: error: custom op 'arith.nope' is unknown
func.func @after(%x: i32) -> i32 {
  %0 = arith.nope %x : i32
  return %0 : i32
}
// CHECK-NOT: error
