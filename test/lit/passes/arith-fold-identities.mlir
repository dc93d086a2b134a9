// arith folds that need no constants or only one: x+0, x*1, x-x, division by one,
// and/or/xor identities, min/max with the extreme values, -(-x), x + -0.0, cmpi of
// equal operands or of an i1 extension against zero, select of a known condition,
// ext/trunc chains folded in place, NaN and signed-zero rules of the float folds
// (maxnumf folds constants as llvm::maximum in MLIR 19). CHECK lines are mlir-opt-19's output.
// RUN: mlir-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @cmp(%arg0: i32, %arg1: i1, %arg2: vector<4xi32>) -> (i1, i1, i1, i1, i1, vector<4xi1>, i1, i1) {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = arith.cmpi ne, %arg1, %false : i1
// CHECK-NEXT: %1 = arith.cmpi eq, %arg1, %true : i1
// CHECK-NEXT: %2 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c5_i32 : i32
// CHECK-NEXT: return %arg1, %0, %1, %2, %true, %cst, %arg1, %3 : i1, i1, i1, i1, i1, vector<4xi1>, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sel(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32, i1) {
// CHECK-NEXT: return %arg1, %arg1, %arg2, %arg0 : i32, i32, i32, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chains(%arg0: i8, %arg1: i32, %arg2: f32, %arg3: f32) -> (i32, i8, i16, i8, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT: %2 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT: %3 = arith.addf %arg2, %cst : f32
// CHECK-NEXT: return %0, %arg0, %1, %2, %arg2, %arg2, %arg2, %arg2, %3, %arg2 : i32, i8, i16, i8, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fspecial() -> (f32, f32, f32, f32, f32, f32, i1, i1, f16, f32) {
// CHECK-NEXT: %cst = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0xFFC00001 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst_4 = arith.constant 0x7C00 : f16
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst, %false, %false, %cst_4, %cst_3 : f32, f32, f32, f32, f32, f32, i1, i1, f16, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vecid(%arg0: vector<4xi32>, %arg1: vector<2x2xf32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<2x2xf32>, vector<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: return %arg0, %arg0, %cst, %arg1, %cst : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<2x2xf32>, vector<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ext() -> (i32, i1, i32, i32, i64, i64, i32, i1) {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-63_i32 = arith.constant -63 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c-21_i64 = arith.constant -21 : i64
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT: %c18_i32 = arith.constant 18 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %c2_i32, %true, %c-63_i32, %c-1_i32, %c-21_i64, %c2_i64, %c18_i32, %false : i32, i1, i32, i32, i64, i64, i32, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tensor(%arg0: tensor<3xi32>) -> (tensor<3xi32>, tensor<2xf32>, tensor<2xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : tensor<3xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[3.000000e+00, -5.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[1, -2]> : tensor<2xi32>
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : tensor<3xi32>, tensor<2xf32>, tensor<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mm(%arg0: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: %0 = arith.maxnumf %arg0, %cst_2 : f32
// CHECK-NEXT: %1 = arith.maximumf %arg0, %cst_2 : f32
// CHECK-NEXT: return %0, %arg0, %arg0, %cst_1, %cst_0, %cst, %arg0, %1, %cst_2, %cst_1 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }

func.func @cmp(%x: i32, %b: i1, %v: vector<4xi32>) -> (i1, i1, i1, i1, i1, vector<4xi1>, i1, i1) {
  %z = arith.constant 0 : i32
  %t = arith.constant true
  %f = arith.constant false
  %c5 = arith.constant 5 : i32
  %e = arith.extui %b : i1 to i32
  %0 = arith.cmpi ne, %e, %z : i32
  %1 = arith.cmpi ne, %b, %f : i1
  %2 = arith.cmpi eq, %b, %t : i1
  %3 = arith.cmpi slt, %c5, %x : i32
  %4 = arith.cmpi uge, %x, %x : i32
  %5 = arith.cmpi sgt, %v, %v : vector<4xi32>
  %es = arith.extsi %b : i1 to i32
  %6 = arith.cmpi ne, %es, %z : i32
  %7 = arith.cmpi eq, %c5, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, vector<4xi1>, i1, i1
}
func.func @sel(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %t, %x, %y : i32
  %1 = arith.select %c, %x, %x : i32
  %cmp = arith.cmpi eq, %x, %y : i32
  %2 = arith.select %cmp, %x, %y : i32
  %3 = arith.select %c, %t, %f : i1
  return %0, %1, %2, %3 : i32, i32, i32, i1
}
func.func @chains(%x: i8, %y: i32, %f: f32, %g: f32) -> (i32, i8, i16, i8, f32, f32, f32, f32, f32, f32) {
  %0 = arith.extui %x : i8 to i16
  %1 = arith.extui %0 : i16 to i32
  %2 = arith.extsi %x : i8 to i32
  %3 = arith.trunci %2 : i32 to i8
  %4 = arith.trunci %1 : i32 to i16
  %5 = arith.trunci %y : i32 to i16
  %6 = arith.trunci %5 : i16 to i8
  %n = arith.negf %f : f32
  %7 = arith.negf %n : f32
  %m0 = arith.constant -0.0 : f32
  %p0 = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %8 = arith.addf %f, %m0 : f32
  %9 = arith.subf %f, %p0 : f32
  %10 = arith.mulf %f, %one : f32
  %11 = arith.addf %f, %p0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %12 = arith.maximumf %f, %ninf : f32
  %13 = arith.maxnumf %f, %f : f32
  return %1, %3, %4, %6, %7, %8, %9, %10, %11, %12 : i32, i8, i16, i8, f32, f32, f32, f32, f32, f32
}
func.func @fspecial() -> (f32, f32, f32, f32, f32, f32, i1, i1, f16, f32) {
  %nan = arith.constant 0x7FC00001 : f32
  %snan = arith.constant 0xFF800001 : f32
  %a = arith.constant 2.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %m0 = arith.constant -0.0 : f32
  %p0 = arith.constant 0.0 : f32
  %0 = arith.addf %a, %nan : f32
  %1 = arith.mulf %snan, %a : f32
  %2 = arith.subf %inf, %inf : f32
  %3 = arith.maximumf %m0, %p0 : f32
  %4 = arith.minimumf %m0, %p0 : f32
  %5 = arith.maxnumf %nan, %a : f32
  %6 = arith.cmpf oeq, %nan, %a : f32
  %7 = arith.cmpf une, %a, %a : f32
  %h = arith.constant 6.0e4 : f16
  %8 = arith.addf %h, %h : f16
  %9 = arith.mulf %m0, %a : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, i1, i1, f16, f32
}
func.func @vecid(%v: vector<4xi32>, %w: vector<2x2xf32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<2x2xf32>, vector<4xi32>) {
  %z = arith.constant dense<0> : vector<4xi32>
  %o = arith.constant dense<1> : vector<4xi32>
  %0 = arith.addi %v, %z : vector<4xi32>
  %1 = arith.muli %v, %o : vector<4xi32>
  %2 = arith.subi %v, %v : vector<4xi32>
  %one = arith.constant dense<1.0> : vector<2x2xf32>
  %3 = arith.divf %w, %one : vector<2x2xf32>
  %4 = arith.remui %v, %o : vector<4xi32>
  return %0, %1, %2, %3, %4 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<2x2xf32>, vector<4xi32>
}
func.func @ext() -> (i32, i1, i32, i32, i64, i64, i32, i1) {
  %a = arith.constant -7 : i32
  %b = arith.constant 9 : i32
  %0:2 = arith.addui_extended %a, %b : i32, i1
  %1:2 = arith.mulsi_extended %a, %b : i32
  %c = arith.constant -7 : i64
  %d = arith.constant 3 : i64
  %2:2 = arith.mului_extended %c, %d : i64
  %3:2 = arith.addui_extended %b, %b : i32, i1
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1 : i32, i1, i32, i32, i64, i64, i32, i1
}
func.func @tensor(%t: tensor<3xi32>) -> (tensor<3xi32>, tensor<2xf32>, tensor<2xi32>) {
  %0 = arith.subi %t, %t : tensor<3xi32>
  %a = arith.constant dense<[1.5, -2.5]> : tensor<2xf32>
  %1 = arith.addf %a, %a : tensor<2xf32>
  %2 = arith.fptosi %a : tensor<2xf32> to tensor<2xi32>
  return %0, %1, %2 : tensor<3xi32>, tensor<2xf32>, tensor<2xi32>
}

func.func @mm(%f: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %nan = arith.constant 0x7FC00001 : f32
  %a = arith.constant 2.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %m0 = arith.constant -0.0 : f32
  %p0 = arith.constant 0.0 : f32
  %0 = arith.maxnumf %f, %nan : f32
  %1 = arith.maxnumf %f, %ninf : f32
  %2 = arith.minnumf %f, %pinf : f32
  %3 = arith.minnumf %a, %nan : f32
  %4 = arith.maxnumf %m0, %p0 : f32
  %5 = arith.minnumf %p0, %m0 : f32
  %6 = arith.minimumf %f, %pinf : f32
  %7 = arith.maximumf %f, %nan : f32
  %8 = arith.maximumf %a, %nan : f32
  %9 = arith.minnumf %nan, %a : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}
