// Error recovery: without --verify-diagnostics a file reports every error
// in one run, in source order, each once, the first worded and located as
// mlir-opt-19 reports it (mlir-opt stops there) and the later ones by the
// same rules; the verifier still checks what parsed cleanly.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s

// A bad block label: branches to it and uses of its argument are not
// reported again.
func.func @label(%x: i32) -> i32 {
  cf.br ^bb1(%x : i32)
// CHECK: recovery-block-label.mlir:[[#@LINE+1]]:8: error: expected ':' and type for SSA operand
^bb1(%y i32):
  return %y : i32
}
// CHECK: recovery-block-label.mlir:[[#@LINE+2]]:8: error: custom op 'arith.nope' is unknown
func.func @next(%x: i32) -> i32 {
  %0 = arith.nope %x : i32
  return %0 : i32
}
// CHECK-NOT: error
