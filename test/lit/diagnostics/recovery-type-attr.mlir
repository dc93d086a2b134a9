// Error recovery: without --verify-diagnostics a file reports every error
// in one run, in source order, each once, the first worded and located as
// mlir-opt-19 reports it (mlir-opt stops there) and the later ones by the
// same rules; the verifier still checks what parsed cleanly.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s

// A bad type and a bad attribute.
// CHECK: recovery-type-attr.mlir:[[#@LINE+2]]:27: error: expected non-function type
func.func @types(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i3z
  return %0 : i32
}
// CHECK: recovery-type-attr.mlir:[[#@LINE+2]]:50: error: expected attribute value
func.func @attrs() -> i32 {
  %0 = arith.constant {value = 1 : i32, foo = [1, } : i32
  return %0 : i32
}
// CHECK-NOT: error
