// RUN: not mlir-opt %s --convert-math-to-libm 2>&1 | FileCheck %s

// The math dialect is illegal to convert-math-to-libm: an op libm has no
// function for is mlir-opt-19's error, at the op.

// CHECK: 8:8: error: failed to legalize operation 'math.rsqrt' that was explicitly marked illegal
func.func @f(%a: f32) -> f32 {
  %0 = math.rsqrt %a : f32
  return %0 : f32
}
