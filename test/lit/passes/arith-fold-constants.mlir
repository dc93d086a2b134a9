// arith folds of constants (MLIR 19's ArithOps.cpp): wrapping integer arithmetic,
// no fold on division by zero or signed overflow, shifts past the width left alone,
// float arithmetic rounded as APFloat (f16, bf16, f32, f64), casts that are exact
// or valid only. CHECK lines are mlir-opt-19's output.
// RUN: mlir-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @int_const() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c613566757_i32 = arith.constant 613566757 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c-10_i32 = arith.constant -10 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %0 = arith.divsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT: %1 = arith.divui %c7_i32, %c0_i32 : i32
// CHECK-NEXT: return %c4_i32, %c-10_i32, %c-2147483648_i32, %c-2_i32, %c0_i32, %0, %c-3_i32, %c1_i32, %c-2_i32, %c-3_i32, %c613566757_i32, %1 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bits() -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
// CHECK-NEXT: %c-33_i8 = arith.constant -33 : i8
// CHECK-NEXT: %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT: %c-100_i8 = arith.constant -100 : i8
// CHECK-NEXT: %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c-97_i8 = arith.constant -97 : i8
// CHECK-NEXT: %c-32_i8 = arith.constant -32 : i8
// CHECK-NEXT: %c-13_i8 = arith.constant -13 : i8
// CHECK-NEXT: %c19_i8 = arith.constant 19 : i8
// CHECK-NEXT: %0 = arith.shli %c-100_i8, %c8_i8 : i8
// CHECK-NEXT: return %c0_i8, %c-97_i8, %c-97_i8, %c-32_i8, %c-13_i8, %c19_i8, %0, %c3_i8, %c-100_i8, %c-100_i8, %c3_i8, %c-33_i8 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ident(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: return %arg0, %c0_i32, %arg0, %c0_i32, %arg0, %c0_i32, %arg0, %c-1_i32, %c0_i32, %c2147483647_i32, %c0_i32, %arg0, %arg0, %arg0 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vec() -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[3, 4, 5, 6]> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<4> : vector<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[true, false, false, false]> : vector<4xi1>
// CHECK-NEXT: %cst_2 = arith.constant dense<[1, 2, 2, 2]> : vector<4xi32>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2 : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @floats() -> (f32, f32, f32, f32, f32, f32, f32, f64, f16, bf16, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 1.600000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.400000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.500000e-01 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.500000e+01 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0.0999999791 : f32
// CHECK-NEXT: %cst_5 = arith.constant -1.500000e+00 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0.30000000000000004 : f64
// CHECK-NEXT: %cst_7 = arith.constant 1.999510e-01 : f16
// CHECK-NEXT: %cst_8 = arith.constant 1.087500e+01 : bf16
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %false, %true : f32, f32, f32, f32, f32, f32, f32, f64, f16, bf16, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts() -> (i64, i64, i8, index, index, f32, f32, f64, i32, i32, f32, f32, f32, i32) {
// CHECK-NEXT: %c-1070596096_i32 = arith.constant -1070596096 : i32
// CHECK-NEXT: %cst = arith.constant 0xFFFFFFFB : f32
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_1 = arith.constant 3.000000e+10 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT: %c-5_i64 = arith.constant -5 : i64
// CHECK-NEXT: %c4294967291_i64 = arith.constant 4294967291 : i64
// CHECK-NEXT: %c-5_i8 = arith.constant -5 : i8
// CHECK-NEXT: %c-5 = arith.constant -5 : index
// CHECK-NEXT: %c4294967291 = arith.constant 4294967291 : index
// CHECK-NEXT: %cst_3 = arith.constant -5.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT: %cst_5 = arith.constant -2.750000e+00 : f64
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %0 = arith.fptosi %cst_1 : f32 to i32
// CHECK-NEXT: %1 = arith.truncf %cst_2 : f64 to f32
// CHECK-NEXT: return %c-5_i64, %c4294967291_i64, %c-5_i8, %c-5, %c4294967291, %cst_3, %cst_4, %cst_5, %c-2_i32, %0, %1, %cst_0, %cst, %c-1070596096_i32 : i64, i64, i8, index, index, f32, f32, f64, i32, i32, f32, f32, f32, i32
// CHECK-NEXT: }

func.func @int_const() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %a = arith.constant 7 : i32
  %b = arith.constant -3 : i32
  %m = arith.constant -2147483648 : i32
  %n1 = arith.constant -1 : i32
  %z = arith.constant 0 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %b, %a : i32
  %2 = arith.muli %m, %n1 : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.divsi %m, %n1 : i32
  %6 = arith.remsi %b, %a : i32
  %7 = arith.remui %b, %a : i32
  %8 = arith.ceildivsi %a, %b : i32
  %9 = arith.floordivsi %a, %b : i32
  %10 = arith.ceildivui %b, %a : i32
  %11 = arith.divui %a, %z : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @bits() -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %a = arith.constant -100 : i8
  %b = arith.constant 3 : i8
  %c8 = arith.constant 8 : i8
  %0 = arith.andi %a, %b : i8
  %1 = arith.ori %a, %b : i8
  %2 = arith.xori %a, %b : i8
  %3 = arith.shli %a, %b : i8
  %4 = arith.shrsi %a, %b : i8
  %5 = arith.shrui %a, %b : i8
  %6 = arith.shli %a, %c8 : i8
  %7 = arith.maxsi %a, %b : i8
  %8 = arith.maxui %a, %b : i8
  %9 = arith.minsi %a, %b : i8
  %10 = arith.minui %a, %b : i8
  %11 = arith.ceildivsi %a, %b : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}
func.func @ident(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %z = arith.constant 0 : i32
  %o = arith.constant 1 : i32
  %n = arith.constant -1 : i32
  %mx = arith.constant 2147483647 : i32
  %0 = arith.addi %x, %z : i32
  %1 = arith.subi %x, %x : i32
  %2 = arith.muli %x, %o : i32
  %3 = arith.muli %x, %z : i32
  %4 = arith.divsi %x, %o : i32
  %5 = arith.remui %x, %o : i32
  %6 = arith.andi %x, %n : i32
  %7 = arith.ori %x, %n : i32
  %8 = arith.xori %x, %x : i32
  %9 = arith.maxsi %x, %mx : i32
  %10 = arith.minui %x, %z : i32
  %s = arith.subi %x, %y : i32
  %11 = arith.addi %s, %y : i32
  %12 = arith.shli %x, %z : i32
  %13 = arith.andi %x, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @vec() -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<2> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.muli %b, %b : vector<4xi32>
  %2 = arith.cmpi slt, %a, %b : vector<4xi32>
  %3 = arith.select %2, %a, %b : vector<4xi1>, vector<4xi32>
  return %0, %1, %2, %3 : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>
}
func.func @floats() -> (f32, f32, f32, f32, f32, f32, f32, f64, f16, bf16, i1, i1) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %z = arith.constant 0.0 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.divf %z, %z : f32
  %5 = arith.remf %a, %b : f32
  %6 = arith.negf %a : f32
  %d = arith.constant 0.1 : f64
  %e = arith.constant 0.2 : f64
  %7 = arith.addf %d, %e : f64
  %h = arith.constant 0.1 : f16
  %8 = arith.addf %h, %h : f16
  %bf = arith.constant 3.3 : bf16
  %9 = arith.mulf %bf, %bf : bf16
  %10 = arith.cmpf olt, %a, %b : f32
  %11 = arith.cmpf uno, %a, %4 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, f32, f32, f64, f16, bf16, i1, i1
}
func.func @casts() -> (i64, i64, i8, index, index, f32, f32, f64, i32, i32, f32, f32, f32, i32) {
  %a = arith.constant -5 : i32
  %f = arith.constant -2.75 : f32
  %big = arith.constant 3.0e10 : f32
  %d = arith.constant 0.1 : f64
  %dd = arith.constant 0.5 : f64
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %a : i32 to i8
  %3 = arith.index_cast %a : i32 to index
  %4 = arith.index_castui %a : i32 to index
  %5 = arith.sitofp %a : i32 to f32
  %6 = arith.uitofp %a : i32 to f32
  %7 = arith.extf %f : f32 to f64
  %8 = arith.fptosi %f : f32 to i32
  %9 = arith.fptosi %big : f32 to i32
  %10 = arith.truncf %d : f64 to f32
  %11 = arith.truncf %dd : f64 to f32
  %12 = arith.bitcast %a : i32 to f32
  %13 = arith.bitcast %f : f32 to i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i64, i64, i8, index, index, f32, f32, f64, i32, i32, f32, f32, f32, i32
}
