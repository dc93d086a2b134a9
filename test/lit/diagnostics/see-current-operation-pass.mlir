// A pass's error on an op gets the "see current operation" note too (here a
// failed legalization; text from mlir-opt-19).
// RUN: not mlir-opt %s --convert-math-to-libm 2>&1 | FileCheck %s

// CHECK: error: failed to legalize operation 'math.rsqrt' that was explicitly marked illegal
// CHECK-NEXT: %0 = math.rsqrt %a : f32
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation: %0 = "math.rsqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
func.func @f(%a: f32) -> f32 {
  %0 = math.rsqrt %a : f32
  return %0 : f32
}
