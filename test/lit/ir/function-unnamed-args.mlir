// RUN: mlir-opt %s | FileCheck %s

// A function with unnamed arguments and a body takes its entry block as
// written (MLIR accepts it; the verifier matches the block to the
// signature).

// CHECK-LABEL: func.func @ops(%arg0: f32, %arg1: i32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
func.func @ops(f32, i32) -> (f32) {
^bb0(%a: f32, %b: i32):
  return %a : f32
}

