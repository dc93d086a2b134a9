// RUN: mlir-opt %s -convert-vector-to-llvm | FileCheck %s

// vector.extract folds (through insert chains, transposes lowered to them,
// shape_cast, from_elements, broadcasts and splats) in the pass's bottom-up
// greedy phase, before the shape ops are lowered. CHECK lines are
// mlir-opt-19's output.

func.func @x(%a: vector<2x4xf32>, %f: f32, %b: vector<4xf32>) -> (f32, vector<4xf32>, f32, f32, vector<4xf32>) {
  %t = vector.transpose %a, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %0 = vector.extract %t[1, 0] : f32 from vector<4x2xf32>
  %bc = vector.broadcast %f : f32 to vector<3x4xf32>
  %1 = vector.extract %bc[1] : vector<4xf32> from vector<3x4xf32>
  %sc = vector.shape_cast %a : vector<2x4xf32> to vector<8xf32>
  %2 = vector.extract %sc[5] : f32 from vector<8xf32>
  %fe = vector.from_elements %f, %f : vector<2xf32>
  %3 = vector.extract %fe[1] : f32 from vector<2xf32>
  %o = vector.outerproduct %b, %b : vector<4xf32>, vector<4xf32>
  %5 = vector.extract %o[2] : vector<4xf32> from vector<4x4xf32>
  return %0, %1, %2, %3, %5 : f32, vector<4xf32>, f32, f32, vector<4xf32>
}
func.func @y(%a: vector<2x4xf32>) -> f32 {
  %sc = vector.shape_cast %a : vector<2x4xf32> to vector<8xf32>
  %2 = vector.extract %sc[5] : f32 from vector<8xf32>
  return %2 : f32
}
func.func @b(%f: f32, %v: vector<4xf32>, %u: vector<1x4xf32>) -> (f32, vector<4xf32>, f32, vector<4xf32>, f32) {
  %b = vector.broadcast %f : f32 to vector<3x4xf32>
  %0 = vector.extract %b[1, 2] : f32 from vector<3x4xf32>
  %c = vector.broadcast %v : vector<4xf32> to vector<2x3x4xf32>
  %1 = vector.extract %c[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %2 = vector.extract %c[0, 1, 3] : f32 from vector<2x3x4xf32>
  %d = vector.broadcast %u : vector<1x4xf32> to vector<3x4xf32>
  %3 = vector.extract %d[2] : vector<4xf32> from vector<3x4xf32>
  %s = vector.splat %f : vector<8xf32>
  %4 = vector.extract %s[5] : f32 from vector<8xf32>
  return %0, %1, %2, %3, %4 : f32, vector<4xf32>, f32, vector<4xf32>, f32
}

// CHECK-LABEL: func.func @x(%arg0: vector<2x4xf32>, %arg1: f32, %arg2: vector<4xf32>) -> (f32, vector<4xf32>, f32, f32, vector<4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %1[%2 : i64] : vector<4xf32>
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.insertelement %arg1, %5[%6 : i32] : vector<4xf32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %7 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %4[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.insertvalue %8, %9[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %11[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %13 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %15 = llvm.extractelement %13[%14 : i64] : vector<4xf32>
// CHECK-NEXT: %16 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %17 = llvm.extractelement %arg2[%16 : i64] : vector<4xf32>
// CHECK-NEXT: %18 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %20 = llvm.insertelement %17, %18[%19 : i32] : vector<4xf32>
// CHECK-NEXT: %21 = llvm.shufflevector %20, %18 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %22 = arith.mulf %21, %arg2 : vector<4xf32>
// CHECK-NEXT: return %3, %12, %15, %arg1, %22 : f32, vector<4xf32>, f32, f32, vector<4xf32>
// CHECK-LABEL: func.func @y(%arg0: vector<2x4xf32>) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %1[%2 : i64] : vector<4xf32>
// CHECK-NEXT: return %3 : f32
// CHECK-LABEL: func.func @b(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<1x4xf32>) -> (f32, vector<4xf32>, f32, vector<4xf32>, f32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %1 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %2 = llvm.extractelement %arg1[%1 : i64] : vector<4xf32>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: return %arg0, %arg1, %2, %3, %arg0 : f32, vector<4xf32>, f32, vector<4xf32>, f32
