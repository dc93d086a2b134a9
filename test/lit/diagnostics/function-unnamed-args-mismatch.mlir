// RUN: not mlir-opt %s 2>&1 | FileCheck %s

// Unnamed arguments and a body: the entry block written must match the
// signature (mlir-opt-19's message).

// CHECK: error: 'func.func' op entry block must have 1 arguments to match function signature
func.func @missing(f32) {
  return
}
