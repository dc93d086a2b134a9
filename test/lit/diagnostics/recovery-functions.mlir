// Error recovery: without --verify-diagnostics a file reports every error
// in one run, in source order, each once, the first worded and located as
// mlir-opt-19 reports it (mlir-opt stops there) and the later ones by the
// same rules; the verifier still checks what parsed cleanly.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s

// Several functions, one error each, and a verifier error in a clean one.
// CHECK: recovery-functions.mlir:[[#@LINE+2]]:21: error: expected ','
func.func @one(%x: i32) -> i32 {
  %0 = arith.addi %x %x : i32
  return %0 : i32
}
// CHECK-NEXT: {{^}}  %0 = arith.addi %x %x : i32
// CHECK: recovery-functions.mlir:[[#@LINE+2]]:23: error: use of undeclared SSA value name
func.func @two(%x: i32) -> i32 {
  %0 = arith.muli %x, %y : i32
  return %0 : i32
}
// CHECK: recovery-functions.mlir:[[#@LINE+2]]:3: error: 'func.return' op has 1 operands, but enclosing function (@three) returns 0
func.func @three(%x: i32) {
  return %x : i32
}
// CHECK: recovery-functions.mlir:[[#@LINE+2]]:8: error: custom op 'arith.frobnicate' is unknown
func.func @four(%x: i32) -> i32 {
  %0 = arith.frobnicate %x : i32
  return %0 : i32
}
// CHECK-NOT: error
