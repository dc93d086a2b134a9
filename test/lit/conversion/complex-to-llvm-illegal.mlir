// convert-complex-to-llvm marks the complex dialect illegal: an op it has no
// lowering for fails the pass (mlir-opt-19's error), while convert-to-llvm
// leaves it alone.
// RUN: not mlir-opt %s --convert-complex-to-llvm 2>&1 | FileCheck %s
// RUN: mlir-opt %s --convert-to-llvm | FileCheck %s --check-prefix=ALL

// CHECK: error: failed to legalize operation 'complex.conj' that was explicitly marked illegal
// CHECK-NEXT: %1 = complex.conj %a : complex<f32>
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation: %12 = "complex.conj"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// ALL: llvm.fadd
// ALL: complex.conj %{{.*}} : complex<f32>
func.func @f(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.conj %a : complex<f32>
  return %1 : complex<f32>
}
