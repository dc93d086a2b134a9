// arith folds at 64 bits and on index (wrapping, floor/ceil division of the
// smallest value), int/float conversions that round or are invalid, element-wise
// folds of dense vectors (a zero divisor stops the whole fold), select over a
// constant condition vector. CHECK lines are mlir-opt-19's output.
// RUN: mlir-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @wide() -> (i64, i64, i64, index, index, f32, f64, f32, i64, i32, i16) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+05 : f32
// CHECK-NEXT: %c9223372036854775805_i64 = arith.constant 9223372036854775805 : i64
// CHECK-NEXT: %c-9223372036854775806_i64 = arith.constant -9223372036854775806 : i64
// CHECK-NEXT: %c-3074457345618258603_i64 = arith.constant -3074457345618258603 : i64
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c-14 = arith.constant -14 : index
// CHECK-NEXT: %cst_0 = arith.constant 9.22337203E+18 : f32
// CHECK-NEXT: %cst_1 = arith.constant 9.2233720368547758E+18 : f64
// CHECK-NEXT: %cst_2 = arith.constant 0x4B800000 : f32
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.fptosi %cst : f32 to i16
// CHECK-NEXT: return %c9223372036854775805_i64, %c-9223372036854775806_i64, %c-3074457345618258603_i64, %c2, %c-14, %cst_0, %cst_1, %cst_2, %c-1_i64, %c0_i32, %0 : i64, i64, i64, index, index, f32, f64, f32, i64, i32, i16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vecs() -> (vector<3xi32>, vector<3xi32>, vector<3xi1>, vector<2xf32>, vector<3xi8>, vector<2xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[10, -20, 30]> : vector<3xi8>
// CHECK-NEXT: %cst_1 = arith.constant dense<[3.000000e+00, 5.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[false, false, true]> : vector<3xi1>
// CHECK-NEXT: %cst_3 = arith.constant dense<[5, 1073741819, 3]> : vector<3xi32>
// CHECK-NEXT: %cst_4 = arith.constant dense<[10, -20, 30]> : vector<3xi32>
// CHECK-NEXT: %cst_5 = arith.constant dense<[3, 0, -4]> : vector<3xi32>
// CHECK-NEXT: %0 = arith.divsi %cst_4, %cst_5 : vector<3xi32>
// CHECK-NEXT: return %0, %cst_3, %cst_2, %cst_1, %cst_0, %cst : vector<3xi32>, vector<3xi32>, vector<3xi1>, vector<2xf32>, vector<3xi8>, vector<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @selv(%arg0: vector<3xi32>, %arg1: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<[1, 7, 3]> : vector<3xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1.000000e+00, 5.000000e-01, 3.000000e+00]> : vector<3xf32>
// CHECK-NEXT: return %arg0, %cst, %cst_0 : vector<3xi32>, vector<3xi32>, vector<3xf32>
// CHECK-NEXT: }

func.func @wide() -> (i64, i64, i64, index, index, f32, f64, f32, i64, i32, i16) {
  %a = arith.constant 9223372036854775807 : i64
  %b = arith.constant 3 : i64
  %m = arith.constant -9223372036854775808 : i64
  %0 = arith.muli %a, %b : i64
  %1 = arith.addi %a, %b : i64
  %2 = arith.floordivsi %m, %b : i64
  %x = arith.constant 100 : index
  %y = arith.constant -7 : index
  %3 = arith.remsi %x, %y : index
  %4 = arith.ceildivsi %x, %y : index
  %5 = arith.uitofp %m : i64 to f32
  %6 = arith.sitofp %a : i64 to f64
  %big = arith.constant 16777217 : i64
  %7 = arith.sitofp %big : i64 to f32
  %n = arith.constant -1.5 : f64
  %8 = arith.fptosi %n : f64 to i64
  %neg = arith.constant -0.5 : f32
  %9 = arith.fptoui %neg : f32 to i32
  %h = arith.constant 1.0e5 : f32
  %10 = arith.fptosi %h : f32 to i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i64, i64, i64, index, index, f32, f64, f32, i64, i32, i16
}
func.func @vecs() -> (vector<3xi32>, vector<3xi32>, vector<3xi1>, vector<2xf32>, vector<3xi8>, vector<2xi32>) {
  %a = arith.constant dense<[10, -20, 30]> : vector<3xi32>
  %b = arith.constant dense<[3, 0, -4]> : vector<3xi32>
  %0 = arith.divsi %a, %b : vector<3xi32>
  %c = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %1 = arith.shrui %a, %c : vector<3xi32>
  %2 = arith.cmpi ult, %a, %b : vector<3xi32>
  %f = arith.constant dense<[1.5, 2.5]> : vector<2xf32>
  %g = arith.constant dense<2.0> : vector<2xf32>
  %3 = arith.mulf %f, %g : vector<2xf32>
  %4 = arith.trunci %a : vector<3xi32> to vector<3xi8>
  %5 = arith.fptosi %f : vector<2xf32> to vector<2xi32>
  return %0, %1, %2, %3, %4, %5 : vector<3xi32>, vector<3xi32>, vector<3xi1>, vector<2xf32>, vector<3xi8>, vector<2xi32>
}
func.func @selv(%x: vector<3xi32>, %y: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xf32>) {
  %t = arith.constant dense<true> : vector<3xi1>
  %0 = arith.select %t, %x, %y : vector<3xi1>, vector<3xi32>
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<7> : vector<3xi32>
  %1 = arith.select %c, %a, %b : vector<3xi1>, vector<3xi32>
  %fa = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %fb = arith.constant dense<0.5> : vector<3xf32>
  %2 = arith.select %c, %fa, %fb : vector<3xi1>, vector<3xf32>
  return %0, %1, %2 : vector<3xi32>, vector<3xi32>, vector<3xf32>
}
