// A failed conversion reports the failing op with values numbered as MLIR
// numbers them then: the ops patterns replaced are still in place (MLIR
// rolls back or commits only at the end), so the new ops and the old ones
// both count, and the failing op's operand is the old complex.create.
// RUN: not mlir-opt %s --convert-complex-to-llvm 2>&1 | FileCheck %s

// CHECK: error: failed to legalize operation 'complex.exp' that was explicitly marked illegal
// CHECK-NEXT: %2 = complex.exp %c : complex<f32>
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation: %32 = "complex.exp"(%31) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>

func.func @f(%a: complex<f32>, %b: complex<f32>, %x: f32) -> complex<f32> {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.mul %0, %b : complex<f32>
  %r = complex.re %1 : complex<f32>
  %c = complex.create %r, %x : complex<f32>
  %2 = complex.exp %c : complex<f32>
  %3 = complex.sub %2, %a : complex<f32>
  return %3 : complex<f32>
}
