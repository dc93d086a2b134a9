// The complex dialect's custom forms; parts of a complex value take its
// element type.
// CHECK lines are mlir-opt-19's output for this file.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @complex(%arg0: complex<f32>, %arg1: f32) -> complex<f32> {
// CHECK-NEXT: %0 = complex.add %arg0, %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.mul %arg0, %arg0 fastmath<fast> : complex<f32>
// CHECK-NEXT: %2 = complex.abs %arg0 : complex<f32>
// CHECK-NEXT: %3 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %4 = complex.im %arg0 fastmath<nnan> : complex<f32>
// CHECK-NEXT: %5 = complex.create %arg1, %arg1 : complex<f32>
// CHECK-NEXT: %6 = complex.eq %arg0, %arg0 : complex<f32>
// CHECK-NEXT: %7 = complex.exp %arg0 : complex<f32>
// CHECK-NEXT: %8 = complex.angle %arg0 : complex<f32>
// CHECK-NEXT: %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: return %0 : complex<f32>

func.func @complex(%a: complex<f32>, %r: f32) -> complex<f32> {
  %0 = complex.add %a, %a : complex<f32>
  %1 = complex.mul %a, %a fastmath<fast> : complex<f32>
  %2 = complex.abs %a : complex<f32>
  %3 = complex.re %a : complex<f32>
  %4 = complex.im %a fastmath<nnan> : complex<f32>
  %5 = complex.create %r, %r : complex<f32>
  %6 = complex.eq %a, %a : complex<f32>
  %7 = complex.exp %a : complex<f32>
  %8 = complex.angle %a : complex<f32>
  %cst = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  return %0 : complex<f32>
}
