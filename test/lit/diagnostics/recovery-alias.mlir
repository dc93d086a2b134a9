// Error recovery: without --verify-diagnostics a file reports every error
// in one run, in source order, each once, the first worded and located as
// mlir-opt-19 reports it (mlir-opt stops there) and the later ones by the
// same rules; the verifier still checks what parsed cleanly.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s

// A bad alias at the top level: the uses of the alias are not errors of
// their own, a later mistake is.
// CHECK: recovery-alias.mlir:[[#@LINE+1]]:5: error: expected non-function type
!t = i3z
func.func @alias(%x: !t) -> !t {
  return %x : !t
}
// CHECK: recovery-alias.mlir:[[#@LINE+2]]:21: error: expected ','
func.func @later(%x: i32) -> i32 {
  %0 = arith.addi %x %x : i32
  return %0 : i32
}
// CHECK-NOT: error
