// RUN: mlir-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: mlir-opt %s --convert-vector-to-llvm=force-32bit-vector-indices=false | FileCheck %s --check-prefix=I64

// Expectations are mlir-opt-19's output: masks rewritten first (constant ones
// folded and unrolled, run-time ones as comparisons), then element access,
// splats, bitcasts and fma lowered.

func.func @f(%v: vector<4xf32>, %m: vector<2x4xf32>, %s: f32, %i: index, %z: vector<f32>, %n: vector<2x3x4xf32>) {
  %0 = vector.extract %v[2] : f32 from vector<4xf32>
  %1 = vector.extract %v[%i] : f32 from vector<4xf32>
  %2 = vector.extract %m[1] : vector<4xf32> from vector<2x4xf32>
  %3 = vector.extract %m[1, 3] : f32 from vector<2x4xf32>
  %4 = vector.insert %s, %v [1] : f32 into vector<4xf32>
  %5 = vector.insert %v, %m [0] : vector<4xf32> into vector<2x4xf32>
  %6 = vector.insert %s, %m [1, 2] : f32 into vector<2x4xf32>
  %7 = vector.extractelement %v[%i : index] : vector<4xf32>
  %8 = vector.extractelement %z[] : vector<f32>
  %9 = vector.insertelement %s, %v[%i : index] : vector<4xf32>
  %10 = vector.insertelement %s, %z[] : vector<f32>
  %11 = vector.splat %s : vector<4xf32>
  %12 = vector.splat %s : vector<2x3x4xf32>
  %13 = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  %14 = vector.fma %v, %v, %v : vector<4xf32>
  %15 = vector.broadcast %s : f32 to vector<4xf32>
  %16 = vector.extract %n[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %17 = vector.insert %v, %n [0, 1] : vector<4xf32> into vector<2x3x4xf32>
  %18 = vector.extract %n[1, 2, 3] : f32 from vector<2x3x4xf32>
  %19 = vector.splat %s : vector<f32>
  return
}

func.func @genbool_1d() -> vector<8xi1> {
  %0 = vector.constant_mask [4] : vector<8xi1>
  return %0 : vector<8xi1>
}

func.func @genbool_2d() -> vector<4x4xi1> {
  %v = vector.constant_mask [2, 2] : vector<4x4xi1>
  return %v: vector<4x4xi1>
}

func.func @genbool_3d() -> vector<2x3x4xi1> {
  %v = vector.constant_mask [1, 1, 3] : vector<2x3x4xi1>
  return %v: vector<2x3x4xi1>
}

func.func @masks(%n: index) -> (vector<4xi1>, vector<3x2xi1>, vector<4xi1>, vector<4xi1>) {
  %c9 = arith.constant 9 : index
  %c1 = arith.constant 1 : index
  %0 = vector.create_mask %c9 : vector<4xi1>
  %1 = vector.create_mask %c1, %c9 : vector<3x2xi1>
  %2 = vector.create_mask %n : vector<4xi1>
  %3 = vector.constant_mask [4] : vector<4xi1>
  return %0, %1, %2, %3 : vector<4xi1>, vector<3x2xi1>, vector<4xi1>, vector<4xi1>
}

// CHECK: module {
// CHECK-LABEL: func.func @f(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: f32, %arg3: index, %arg4: vector<f32>, %arg5: vector<2x3x4xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @genbool_1d() -> vector<8xi1> {
// CHECK-NEXT: %cst = arith.constant dense<[true, true, true, true, false, false, false, false]> : vector<8xi1>
// CHECK-NEXT: return %cst : vector<8xi1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @genbool_2d() -> vector<4x4xi1> {
// CHECK-NEXT: %cst = arith.constant dense<[true, true, false, false]> : vector<4xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<4x4xi1>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst_0 : vector<4x4xi1> to !llvm.array<4 x vector<4xi1>>
// CHECK-NEXT: %1 = llvm.insertvalue %cst, %0[0] : !llvm.array<4 x vector<4xi1>>
// CHECK-NEXT: %2 = llvm.insertvalue %cst, %1[1] : !llvm.array<4 x vector<4xi1>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.array<4 x vector<4xi1>> to vector<4x4xi1>
// CHECK-NEXT: return %3 : vector<4x4xi1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @genbool_3d() -> vector<2x3x4xi1> {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<2x3x4xi1>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst : vector<2x3x4xi1> to !llvm.array<2 x array<3 x vector<4xi1>>>
// CHECK-NEXT: %cst_0 = arith.constant dense<[true, true, true, false]> : vector<4xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<false> : vector<3x4xi1>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst_1 : vector<3x4xi1> to !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT: %2 = llvm.insertvalue %cst_0, %1[0] : !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %0[0] : !llvm.array<2 x array<3 x vector<4xi1>>>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !llvm.array<2 x array<3 x vector<4xi1>>> to vector<2x3x4xi1>
// CHECK-NEXT: return %4 : vector<2x3x4xi1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masks(%arg0: index) -> (vector<4xi1>, vector<3x2xi1>, vector<4xi1>, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<false> : vector<3x2xi1>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst_1 : vector<3x2xi1> to !llvm.array<3 x vector<2xi1>>
// CHECK-NEXT: %1 = llvm.insertvalue %cst_0, %0[0] : !llvm.array<3 x vector<2xi1>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !llvm.array<3 x vector<2xi1>> to vector<3x2xi1>
// CHECK-NEXT: %cst_2 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %3 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %4 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %8 = arith.cmpi slt, %cst_2, %7 : vector<4xi32>
// CHECK-NEXT: return %cst, %2, %8, %cst : vector<4xi1>, vector<3x2xi1>, vector<4xi1>, vector<4xi1>
// CHECK-NEXT: }
// CHECK-NEXT: }

// I64: module {
// I64-LABEL: func.func @f(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: f32, %arg3: index, %arg4: vector<f32>, %arg5: vector<2x3x4xf32>) {
// I64-NEXT: return
// I64-NEXT: }
// I64-LABEL: func.func @genbool_1d() -> vector<8xi1> {
// I64-NEXT: %cst = arith.constant dense<[true, true, true, true, false, false, false, false]> : vector<8xi1>
// I64-NEXT: return %cst : vector<8xi1>
// I64-NEXT: }
// I64-LABEL: func.func @genbool_2d() -> vector<4x4xi1> {
// I64-NEXT: %cst = arith.constant dense<[true, true, false, false]> : vector<4xi1>
// I64-NEXT: %cst_0 = arith.constant dense<false> : vector<4x4xi1>
// I64-NEXT: %0 = builtin.unrealized_conversion_cast %cst_0 : vector<4x4xi1> to !llvm.array<4 x vector<4xi1>>
// I64-NEXT: %1 = llvm.insertvalue %cst, %0[0] : !llvm.array<4 x vector<4xi1>>
// I64-NEXT: %2 = llvm.insertvalue %cst, %1[1] : !llvm.array<4 x vector<4xi1>>
// I64-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.array<4 x vector<4xi1>> to vector<4x4xi1>
// I64-NEXT: return %3 : vector<4x4xi1>
// I64-NEXT: }
// I64-LABEL: func.func @genbool_3d() -> vector<2x3x4xi1> {
// I64-NEXT: %cst = arith.constant dense<false> : vector<2x3x4xi1>
// I64-NEXT: %0 = builtin.unrealized_conversion_cast %cst : vector<2x3x4xi1> to !llvm.array<2 x array<3 x vector<4xi1>>>
// I64-NEXT: %cst_0 = arith.constant dense<[true, true, true, false]> : vector<4xi1>
// I64-NEXT: %cst_1 = arith.constant dense<false> : vector<3x4xi1>
// I64-NEXT: %1 = builtin.unrealized_conversion_cast %cst_1 : vector<3x4xi1> to !llvm.array<3 x vector<4xi1>>
// I64-NEXT: %2 = llvm.insertvalue %cst_0, %1[0] : !llvm.array<3 x vector<4xi1>>
// I64-NEXT: %3 = llvm.insertvalue %2, %0[0] : !llvm.array<2 x array<3 x vector<4xi1>>>
// I64-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !llvm.array<2 x array<3 x vector<4xi1>>> to vector<2x3x4xi1>
// I64-NEXT: return %4 : vector<2x3x4xi1>
// I64-NEXT: }
// I64-LABEL: func.func @masks(%arg0: index) -> (vector<4xi1>, vector<3x2xi1>, vector<4xi1>, vector<4xi1>) {
// I64-NEXT: %cst = arith.constant dense<true> : vector<4xi1>
// I64-NEXT: %cst_0 = arith.constant dense<true> : vector<2xi1>
// I64-NEXT: %cst_1 = arith.constant dense<false> : vector<3x2xi1>
// I64-NEXT: %0 = builtin.unrealized_conversion_cast %cst_1 : vector<3x2xi1> to !llvm.array<3 x vector<2xi1>>
// I64-NEXT: %1 = llvm.insertvalue %cst_0, %0[0] : !llvm.array<3 x vector<2xi1>>
// I64-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !llvm.array<3 x vector<2xi1>> to vector<3x2xi1>
// I64-NEXT: %cst_2 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi64>
// I64-NEXT: %3 = arith.index_cast %arg0 : index to i64
// I64-NEXT: %4 = llvm.mlir.undef : vector<4xi64>
// I64-NEXT: %5 = llvm.mlir.constant(0 : i32) : i32
// I64-NEXT: %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi64>
// I64-NEXT: %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi64>
// I64-NEXT: %8 = arith.cmpi slt, %cst_2, %7 : vector<4xi64>
// I64-NEXT: return %cst, %2, %8, %cst : vector<4xi1>, vector<3x2xi1>, vector<4xi1>, vector<4xi1>
// I64-NEXT: }
// I64-NEXT: }
