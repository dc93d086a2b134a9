// RUN: mlir-opt %s -convert-vector-to-llvm | FileCheck %s

// All-true transfer masks and memref.cast operands folded away by the greedy phase, then
// the transfers lowered (mlir-opt-19's output).

func.func @r(%A: memref<?xf32>, %i: index, %p: f32, %v: vector<4xf32>) -> vector<4xf32> {
  %m = vector.constant_mask [4] : vector<4xi1>
  %0 = vector.transfer_read %A[%i], %p, %m : memref<?xf32>, vector<4xf32>
  %t = arith.constant dense<true> : vector<4xi1>
  vector.transfer_write %v, %A[%i], %t {in_bounds = [true]} : vector<4xf32>, memref<?xf32>
  %h = vector.constant_mask [3] : vector<4xi1>
  %1 = vector.transfer_read %A[%i], %p, %h : memref<?xf32>, vector<4xf32>
  %2 = arith.addf %0, %1 : vector<4xf32>
  return %2 : vector<4xf32>
}
func.func @cast(%A: memref<8xf32>, %i: index, %p: f32, %v: vector<4xf32>) -> vector<4xf32> {
  %c = memref.cast %A : memref<8xf32> to memref<?xf32>
  %0 = vector.transfer_read %c[%i], %p : memref<?xf32>, vector<4xf32>
  vector.transfer_write %v, %c[%i] : vector<4xf32>, memref<?xf32>
  return %0 : vector<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @r(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %cst = arith.constant dense<[true, true, true, false]> : vector<4xi1>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:     %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:     %cst_0 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:     %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:     %4 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:     %8 = arith.cmpi slt, %cst_0, %7 : vector<4xi32>
// CHECK-NEXT:     %9 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:     %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %11 = llvm.insertelement %arg2, %9[%10 : i32] : vector<4xf32>
// CHECK-NEXT:     %12 = llvm.shufflevector %11, %9 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %13 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %14 = llvm.getelementptr %13[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %15 = llvm.intr.masked.load %14, %8, %12 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %16 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %17 = llvm.getelementptr %16[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.store %arg3, %17 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %dim_2 = memref.dim %arg0, %c0_1 : memref<?xf32>
// CHECK-NEXT:     %18 = arith.subi %dim_2, %arg1 : index
// CHECK-NEXT:     %cst_3 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:     %19 = arith.index_cast %18 : index to i32
// CHECK-NEXT:     %20 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:     %21 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %22 = llvm.insertelement %19, %20[%21 : i32] : vector<4xi32>
// CHECK-NEXT:     %23 = llvm.shufflevector %22, %20 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:     %24 = arith.cmpi slt, %cst_3, %23 : vector<4xi32>
// CHECK-NEXT:     %25 = arith.andi %24, %cst : vector<4xi1>
// CHECK-NEXT:     %26 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:     %27 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %28 = llvm.insertelement %arg2, %26[%27 : i32] : vector<4xf32>
// CHECK-NEXT:     %29 = llvm.shufflevector %28, %26 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %30 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %31 = llvm.getelementptr %30[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %32 = llvm.intr.masked.load %31, %25, %29 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %33 = arith.addf %15, %32 : vector<4xf32>
// CHECK-NEXT:     return %33 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast(%arg0: memref<8xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %2 = arith.subi %c8, %arg1 : index
// CHECK-NEXT:     %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:     %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:     %4 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:     %8 = arith.cmpi slt, %cst, %7 : vector<4xi32>
// CHECK-NEXT:     %9 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:     %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %11 = llvm.insertelement %arg2, %9[%10 : i32] : vector<4xf32>
// CHECK-NEXT:     %12 = llvm.shufflevector %11, %9 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %13 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %14 = llvm.getelementptr %13[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %15 = llvm.intr.masked.load %14, %8, %12 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c8_1 = arith.constant 8 : index
// CHECK-NEXT:     %16 = arith.subi %c8_1, %arg1 : index
// CHECK-NEXT:     %cst_2 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:     %17 = arith.index_cast %16 : index to i32
// CHECK-NEXT:     %18 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:     %19 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %20 = llvm.insertelement %17, %18[%19 : i32] : vector<4xi32>
// CHECK-NEXT:     %21 = llvm.shufflevector %20, %18 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:     %22 = arith.cmpi slt, %cst_2, %21 : vector<4xi32>
// CHECK-NEXT:     %23 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %24 = llvm.getelementptr %23[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.intr.masked.store %arg3, %24, %22 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:     return %15 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
