// RUN: mlir-opt %s --convert-vector-to-llvm | FileCheck %s

// Expectations are mlir-opt-19's output: shuffles (one shufflevector, or element
// by element), broadcasts and n-D bitcasts unrolled by the greedy pre-pass
// (constants folded and hoisted, extract chains joined), n-D fma peeled in
// the conversion.

func.func @shuffle(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<8xf32> {
  %0 = vector.shuffle %a, %b [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xf32>, vector<4xf32>
  return %0 : vector<8xf32>
}
func.func @shuffle2(%a: vector<2x4xf32>, %b: vector<1x4xf32>) -> vector<3x4xf32> {
  %0 = vector.shuffle %a, %b [1, 0, 2] : vector<2x4xf32>, vector<1x4xf32>
  return %0 : vector<3x4xf32>
}
func.func @shuffle0(%a: vector<f32>, %b: vector<f32>) -> vector<2xf32> {
  %0 = vector.shuffle %a, %b [0, 1] : vector<f32>, vector<f32>
  return %0 : vector<2xf32>
}
func.func @shuffle3(%a: vector<4xf32>, %b: vector<2xf32>) -> vector<3xf32> {
  %0 = vector.shuffle %a, %b [0, 5, 1] : vector<4xf32>, vector<2xf32>
  return %0 : vector<3xf32>
}
func.func @bc(%a: vector<4xf32>, %s: f32, %b: vector<1x4xf32>, %c: vector<3x1xf32>) -> (vector<2x4xf32>, vector<2x3xf32>, vector<3x4xf32>, vector<2x3x4xf32>) {
  %0 = vector.broadcast %a : vector<4xf32> to vector<2x4xf32>
  %1 = vector.broadcast %s : f32 to vector<2x3xf32>
  %2 = vector.broadcast %b : vector<1x4xf32> to vector<3x4xf32>
  %3 = vector.broadcast %c : vector<3x1xf32> to vector<2x3x4xf32>
  return %0, %1, %2, %3 : vector<2x4xf32>, vector<2x3xf32>, vector<3x4xf32>, vector<2x3x4xf32>
}
func.func @fma(%a: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.fma %a, %a, %a : vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @bitcast(%a: vector<2x4xf32>) -> vector<2x8xi16> {
  %0 = vector.bitcast %a : vector<2x4xf32> to vector<2x8xi16>
  return %0 : vector<2x8xi16>
}
func.func @fma3(%a: vector<2x2x4xf32>) -> vector<2x2x4xf32> {
  %0 = vector.fma %a, %a, %a : vector<2x2x4xf32>
  return %0 : vector<2x2x4xf32>
}
func.func @bc3(%a: vector<2x3x4xf32>) -> vector<2x3x8xi16> {
  %0 = vector.bitcast %a : vector<2x3x4xf32> to vector<2x3x8xi16>
  return %0 : vector<2x3x8xi16>
}
func.func @bcc() -> (vector<4xf32>, vector<2x4xi32>) {
  %c = arith.constant 1.0 : f32
  %0 = vector.broadcast %c : f32 to vector<4xf32>
  %i = arith.constant 3 : i32
  %1 = vector.broadcast %i : i32 to vector<2x4xi32>
  return %0, %1 : vector<4xf32>, vector<2x4xi32>
}
func.func @bc0(%a: vector<f32>, %b: vector<1xf32>, %c: vector<4x1x2xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4x3x2xf32>) {
  %0 = vector.broadcast %a : vector<f32> to vector<4xf32>
  %1 = vector.broadcast %b : vector<1xf32> to vector<4xf32>
  %2 = vector.broadcast %c : vector<4x1x2xf32> to vector<4x3x2xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<4x3x2xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @shuffle(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<8xf32> {
// CHECK-NEXT: %0 = llvm.shufflevector %arg0, %arg1 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xf32>
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @shuffle2(%arg0: vector<2x4xf32>, %arg1: vector<1x4xf32>) -> vector<3x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT: return %9 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @shuffle0(%arg0: vector<f32>, %arg1: vector<f32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %2 = llvm.shufflevector %1, %0 [0, 1] : vector<1xf32>
// CHECK-NEXT: return %2 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @shuffle3(%arg0: vector<4xf32>, %arg1: vector<2xf32>) -> vector<3xf32> {
// CHECK-NEXT: %0 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %2 = llvm.extractelement %arg0[%1 : i64] : vector<4xf32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.insertelement %2, %0[%3 : i64] : vector<3xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.extractelement %arg1[%5 : i64] : vector<2xf32>
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %8 = llvm.insertelement %6, %4[%7 : i64] : vector<3xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.extractelement %arg0[%9 : i64] : vector<4xf32>
// CHECK-NEXT: %11 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %12 = llvm.insertelement %10, %8[%11 : i64] : vector<3xf32>
// CHECK-NEXT: return %12 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bc(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<1x4xf32>, %arg3: vector<3x1xf32>) -> (vector<2x4xf32>, vector<2x3xf32>, vector<3x4xf32>, vector<2x3x4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<3x1xf32> to !llvm.array<3 x vector<1xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x3x4xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst_0 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %cst_1 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %cst_1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.insertvalue %arg0, %4[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %6 = llvm.insertvalue %arg0, %5[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %8 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %11 = llvm.insertelement %arg1, %9[%10 : i32] : vector<3xf32>
// CHECK-NEXT: %12 = llvm.shufflevector %11, %11 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %8[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %14 = llvm.insertvalue %12, %13[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %16 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %3[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %18 = llvm.insertvalue %16, %17[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %19 = llvm.insertvalue %16, %18[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT: %21 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<1xf32>>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %23 = llvm.extractelement %21[%22 : i64] : vector<1xf32>
// CHECK-NEXT: %24 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %26 = llvm.insertelement %23, %24[%25 : i32] : vector<4xf32>
// CHECK-NEXT: %27 = llvm.shufflevector %26, %24 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %28 = llvm.insertvalue %27, %3[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %29 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<1xf32>>
// CHECK-NEXT: %30 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %31 = llvm.extractelement %29[%30 : i64] : vector<1xf32>
// CHECK-NEXT: %32 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %33 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %34 = llvm.insertelement %31, %32[%33 : i32] : vector<4xf32>
// CHECK-NEXT: %35 = llvm.shufflevector %34, %32 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %36 = llvm.insertvalue %35, %28[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %37 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<1xf32>>
// CHECK-NEXT: %38 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %39 = llvm.extractelement %37[%38 : i64] : vector<1xf32>
// CHECK-NEXT: %40 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %41 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %42 = llvm.insertelement %39, %40[%41 : i32] : vector<4xf32>
// CHECK-NEXT: %43 = llvm.shufflevector %42, %40 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %44 = llvm.insertvalue %43, %36[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %45 = llvm.insertvalue %44, %2[0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %46 = llvm.insertvalue %44, %45[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %47 = builtin.unrealized_conversion_cast %46 : !llvm.array<2 x array<3 x vector<4xf32>>> to vector<2x3x4xf32>
// CHECK-NEXT: return %7, %15, %20, %47 : vector<2x4xf32>, vector<2x3xf32>, vector<3x4xf32>, vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fma(%arg0: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst_0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.intr.fmuladd(%2, %3, %4)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.intr.fmuladd(%7, %8, %9)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %6[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: return %12 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bitcast(%arg0: vector<2x4xf32>) -> vector<2x8xi16> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x8xi16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x8xi16> to !llvm.array<2 x vector<8xi16>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.bitcast %2 : vector<4xf32> to vector<8xi16>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %1[0] : !llvm.array<2 x vector<8xi16>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %6 = llvm.bitcast %5 : vector<4xf32> to vector<8xi16>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %4[1] : !llvm.array<2 x vector<8xi16>>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<2 x vector<8xi16>> to vector<2x8xi16>
// CHECK-NEXT: return %8 : vector<2x8xi16>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fma3(%arg0: vector<2x2x4xf32>) -> vector<2x2x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x2x4xf32> to !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x2x4xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst_0 : vector<2x2x4xf32> to !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %cst_2 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %7 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %9 = llvm.intr.fmuladd(%6, %7, %8)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %5[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %12 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %13 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %14 = llvm.intr.fmuladd(%11, %12, %13)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %10[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %1[0] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %18 = llvm.extractvalue %0[1] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %19 = llvm.extractvalue %0[1] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %cst_3 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %cst_4 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %21 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %22 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %23 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %24 = llvm.intr.fmuladd(%21, %22, %23)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %20[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %26 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %27 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %28 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %29 = llvm.intr.fmuladd(%26, %27, %28)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %25[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %16[1] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %32 = builtin.unrealized_conversion_cast %31 : !llvm.array<2 x array<2 x vector<4xf32>>> to vector<2x2x4xf32>
// CHECK-NEXT: return %32 : vector<2x2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bc3(%arg0: vector<2x3x4xf32>) -> vector<2x3x8xi16> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x3x8xi16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x3x8xi16> to !llvm.array<2 x array<3 x vector<8xi16>>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %3 = llvm.bitcast %2 : vector<4xf32> to vector<8xi16>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %1[0, 0] : !llvm.array<2 x array<3 x vector<8xi16>>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %6 = llvm.bitcast %5 : vector<4xf32> to vector<8xi16>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %4[0, 1] : !llvm.array<2 x array<3 x vector<8xi16>>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %9 = llvm.bitcast %8 : vector<4xf32> to vector<8xi16>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %7[0, 2] : !llvm.array<2 x array<3 x vector<8xi16>>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %12 = llvm.bitcast %11 : vector<4xf32> to vector<8xi16>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %10[1, 0] : !llvm.array<2 x array<3 x vector<8xi16>>>
// CHECK-NEXT: %14 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %15 = llvm.bitcast %14 : vector<4xf32> to vector<8xi16>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %13[1, 1] : !llvm.array<2 x array<3 x vector<8xi16>>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %18 = llvm.bitcast %17 : vector<4xf32> to vector<8xi16>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %16[1, 2] : !llvm.array<2 x array<3 x vector<8xi16>>>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.array<2 x array<3 x vector<8xi16>>> to vector<2x3x8xi16>
// CHECK-NEXT: return %20 : vector<2x3x8xi16>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bcc() -> (vector<4xf32>, vector<2x4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<3> : vector<2x4xi32>
// CHECK-NEXT: return %cst, %cst_0 : vector<4xf32>, vector<2x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bc0(%arg0: vector<f32>, %arg1: vector<1xf32>, %arg2: vector<4x1x2xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4x3x2xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<4x1x2xf32> to !llvm.array<4 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<3x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<4x3x2xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst_0 : vector<4x3x2xf32> to !llvm.array<4 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %5 = llvm.extractelement %1[%4 : i64] : vector<1xf32>
// CHECK-NEXT: %6 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %8 = llvm.insertelement %5, %6[%7 : i32] : vector<4xf32>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %6 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %11 = llvm.extractelement %arg1[%10 : i64] : vector<1xf32>
// CHECK-NEXT: %12 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %14 = llvm.insertelement %11, %12[%13 : i32] : vector<4xf32>
// CHECK-NEXT: %15 = llvm.shufflevector %14, %12 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %16 = llvm.extractvalue %0[0, 0] : !llvm.array<4 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %18 = llvm.insertvalue %16, %17[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %19 = llvm.insertvalue %16, %18[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %20 = llvm.insertvalue %19, %3[0] : !llvm.array<4 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %21 = llvm.extractvalue %0[1, 0] : !llvm.array<4 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %22 = llvm.insertvalue %21, %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %23 = llvm.insertvalue %21, %22[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %24 = llvm.insertvalue %21, %23[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %20[1] : !llvm.array<4 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %26 = llvm.extractvalue %0[2, 0] : !llvm.array<4 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %28 = llvm.insertvalue %26, %27[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %29 = llvm.insertvalue %26, %28[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %25[2] : !llvm.array<4 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %31 = llvm.extractvalue %0[3, 0] : !llvm.array<4 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %32 = llvm.insertvalue %31, %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %33 = llvm.insertvalue %31, %32[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %34 = llvm.insertvalue %31, %33[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %35 = llvm.insertvalue %34, %30[3] : !llvm.array<4 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %36 = builtin.unrealized_conversion_cast %35 : !llvm.array<4 x array<3 x vector<2xf32>>> to vector<4x3x2xf32>
// CHECK-NEXT: return %9, %15, %36 : vector<4xf32>, vector<4xf32>, vector<4x3x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
