// Error recovery: without --verify-diagnostics a file reports every error
// in one run, in source order, each once, the first worded and located as
// mlir-opt-19 reports it (mlir-opt stops there) and the later ones by the
// same rules; the verifier still checks what parsed cleanly.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s

// A missing '}' is one error: here MLIR reads the next function as nested
// in the first and fails at its reused argument name.
// CHECK: recovery-missing-brace.mlir:[[#@LINE+4]]:18: error: region entry argument '%x' is already in use
// CHECK: recovery-missing-brace.mlir:[[#@LINE+1]]:17: note: previously referenced here
func.func @open(%x: i32) -> i32 {
  return %x : i32
func.func @inner(%x: i32) -> i32 {
  return %x : i32
}
// CHECK-NOT: error
