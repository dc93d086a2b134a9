// complex folds (MLIR 19's ComplexOps.cpp): constants hoisted and uniqued,
// create(re(x), im(x)), re/im of create, neg(neg(x)), (a - b) + b, log(exp(x)).
// CHECK lines are mlir-opt-19's output.
// RUN: mlir-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @c(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: f32, %arg3: f32) -> (f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>, complex<f32>) {
// CHECK-NEXT: %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %0 = complex.abs %arg0 : complex<f32>
// CHECK-NEXT: return %0, %cst, %arg0, %arg0, %arg0, %arg3, %arg0, %cst : f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>, complex<f32>
// CHECK-NEXT: }

func.func @c(%a: complex<f32>, %b: complex<f32>, %r: f32, %i: f32) -> (f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>, complex<f32>) {
  %0 = complex.abs %a : complex<f32>
  %8 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %re = complex.re %a : complex<f32>
  %im = complex.im %a : complex<f32>
  %1 = complex.create %re, %im : complex<f32>
  %n = complex.neg %a : complex<f32>
  %2 = complex.neg %n : complex<f32>
  %s = complex.sub %a, %b : complex<f32>
  %3 = complex.add %s, %b : complex<f32>
  %c = complex.create %r, %i : complex<f32>
  %4 = complex.im %c : complex<f32>
  %e = complex.exp %a : complex<f32>
  %5 = complex.log %e : complex<f32>
  %9 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  return %0, %8, %1, %2, %3, %4, %5, %9 : f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>, complex<f32>
}
