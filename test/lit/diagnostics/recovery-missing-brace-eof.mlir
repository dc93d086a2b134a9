// Error recovery: without --verify-diagnostics a file reports every error
// in one run, in source order, each once, the first worded and located as
// mlir-opt-19 reports it (mlir-opt stops there) and the later ones by the
// same rules; the verifier still checks what parsed cleanly.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s

// A missing '}' at the end of the file is one error, reported after the
// last token (as MLIR reports an unexpected end of file); the function
// before is verified.
// CHECK: recovery-missing-brace-eof.mlir:[[#@LINE+7]]:3: error: 'func.return' op has 1 operands, but enclosing function (@ok) returns 0
// CHECK: recovery-missing-brace-eof.mlir:[[#@LINE+9]]:8: error: expected operation name in quotes
// CHECK-NOT: error
// The file ends without a newline after `return`: MLIR then reports one
// character early, at the `n`.

func.func @ok(%x: i32) {
  return %x : i32
}
func.func @unclosed() {
  return