// RUN: mlir-opt %s -convert-vector-to-llvm | FileCheck %s

// Transfer corner cases through convert-vector-to-llvm (mlir-opt-19's output): a masked
// out-of-bounds transfer (its mask and the bound's combined by arith.andi), a scalable
// one (stepvector), 0-D, vector elements, static shapes with constant indices, one lane.

func.func @a(%A: memref<?xf32>, %i: index, %p: f32, %m: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i], %p, %m : memref<?xf32>, vector<4xf32>
  vector.transfer_write %v, %A[%i], %m : vector<4xf32>, memref<?xf32>
  return %0 : vector<4xf32>
}
func.func @s(%A: memref<?xf32>, %i: index, %p: f32) -> vector<[4]xf32> {
  %0 = vector.transfer_read %A[%i], %p : memref<?xf32>, vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
func.func @z(%A: memref<f32>, %p: f32) -> vector<f32> {
  %0 = vector.transfer_read %A[], %p : memref<f32>, vector<f32>
  return %0 : vector<f32>
}
func.func @ve(%A: memref<?xvector<4xf32>>, %i: index, %p: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i], %p {in_bounds = []} : memref<?xvector<4xf32>>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @st(%A: memref<8x8xf32>, %i: index, %p: f32) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_read %A[%i, %c0], %p : memref<8x8xf32>, vector<8xf32>
  %1 = vector.transfer_read %A[%c0, %i], %p : memref<8x8xf32>, vector<8xf32>
  %2 = arith.addf %0, %1 : vector<8xf32>
  return %2 : vector<8xf32>
}
func.func @one(%A: memref<?xf32>, %i: index, %p: f32) -> vector<1xf32> {
  %0 = vector.transfer_read %A[%i], %p {in_bounds = [true]} : memref<?xf32>, vector<1xf32>
  vector.transfer_write %0, %A[%i] {in_bounds = [true]} : vector<1xf32>, memref<?xf32>
  return %0 : vector<1xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @a(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>, %arg4: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:     %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:     %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:     %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:     %4 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:     %8 = arith.cmpi slt, %cst, %7 : vector<4xi32>
// CHECK-NEXT:     %9 = arith.andi %8, %arg3 : vector<4xi1>
// CHECK-NEXT:     %10 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:     %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %12 = llvm.insertelement %arg2, %10[%11 : i32] : vector<4xf32>
// CHECK-NEXT:     %13 = llvm.shufflevector %12, %10 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %14 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %15 = llvm.getelementptr %14[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %16 = llvm.intr.masked.load %15, %9, %13 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %dim_1 = memref.dim %arg0, %c0_0 : memref<?xf32>
// CHECK-NEXT:     %17 = arith.subi %dim_1, %arg1 : index
// CHECK-NEXT:     %cst_2 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:     %18 = arith.index_cast %17 : index to i32
// CHECK-NEXT:     %19 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:     %20 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %21 = llvm.insertelement %18, %19[%20 : i32] : vector<4xi32>
// CHECK-NEXT:     %22 = llvm.shufflevector %21, %19 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:     %23 = arith.cmpi slt, %cst_2, %22 : vector<4xi32>
// CHECK-NEXT:     %24 = arith.andi %23, %arg3 : vector<4xi1>
// CHECK-NEXT:     %25 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %26 = llvm.getelementptr %25[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.intr.masked.store %arg4, %26, %24 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:     return %16 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> vector<[4]xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:     %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:     %3 = llvm.intr.experimental.stepvector : vector<[4]xi32>
// CHECK-NEXT:     %4 = arith.index_cast %2 : index to i32
// CHECK-NEXT:     %5 = llvm.mlir.undef : vector<[4]xi32>
// CHECK-NEXT:     %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %7 = llvm.insertelement %4, %5[%6 : i32] : vector<[4]xi32>
// CHECK-NEXT:     %8 = llvm.shufflevector %7, %5 [0, 0, 0, 0] : vector<[4]xi32>
// CHECK-NEXT:     %9 = arith.cmpi slt, %3, %8 : vector<[4]xi32>
// CHECK-NEXT:     %10 = llvm.mlir.undef : vector<[4]xf32>
// CHECK-NEXT:     %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %12 = llvm.insertelement %arg2, %10[%11 : i32] : vector<[4]xf32>
// CHECK-NEXT:     %13 = llvm.shufflevector %12, %10 [0, 0, 0, 0] : vector<[4]xf32>
// CHECK-NEXT:     %14 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %15 = llvm.getelementptr %14[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %16 = llvm.intr.masked.load %15, %9, %13 {alignment = 4 : i32} : (!llvm.ptr, vector<[4]xi1>, vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT:     return %16 : vector<[4]xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @z(%arg0: memref<f32>, %arg1: f32) -> vector<f32> {
// CHECK-NEXT:     %0 = memref.load %arg0[] : memref<f32>
// CHECK-NEXT:     %1 = llvm.mlir.undef : vector<1xf32>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %3 = llvm.insertelement %0, %1[%2 : i32] : vector<1xf32>
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %3 : vector<1xf32> to vector<f32>
// CHECK-NEXT:     return %4 : vector<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ve(%arg0: memref<?xvector<4xf32>>, %arg1: index, %arg2: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xvector<4xf32>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT:     %4 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT:     return %4 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @st(%arg0: memref<8x8xf32>, %arg1: index, %arg2: f32) -> vector<8xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<8x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT:     %3 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %5 = llvm.mul %0, %4 : i64
// CHECK-NEXT:     %6 = llvm.add %5, %2 : i64
// CHECK-NEXT:     %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %9 = arith.subi %c8, %arg1 : index
// CHECK-NEXT:     %cst = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
// CHECK-NEXT:     %10 = arith.index_cast %9 : index to i32
// CHECK-NEXT:     %11 = llvm.mlir.undef : vector<8xi32>
// CHECK-NEXT:     %12 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %13 = llvm.insertelement %10, %11[%12 : i32] : vector<8xi32>
// CHECK-NEXT:     %14 = llvm.shufflevector %13, %11 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32>
// CHECK-NEXT:     %15 = arith.cmpi slt, %cst, %14 : vector<8xi32>
// CHECK-NEXT:     %16 = llvm.mlir.undef : vector<8xf32>
// CHECK-NEXT:     %17 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %18 = llvm.insertelement %arg2, %16[%17 : i32] : vector<8xf32>
// CHECK-NEXT:     %19 = llvm.shufflevector %18, %16 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
// CHECK-NEXT:     %20 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %21 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %22 = llvm.mul %2, %21 : i64
// CHECK-NEXT:     %23 = llvm.add %22, %0 : i64
// CHECK-NEXT:     %24 = llvm.getelementptr %20[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %25 = llvm.intr.masked.load %24, %15, %19 {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT:     %26 = arith.addf %8, %25 : vector<8xf32>
// CHECK-NEXT:     return %26 : vector<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @one(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> vector<1xf32> {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:     %1 = llvm.mlir.undef : vector<1xf32>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %3 = llvm.insertelement %0, %1[%2 : i32] : vector<1xf32>
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %1 [0] : vector<1xf32>
// CHECK-NEXT:     memref.store %0, %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:     return %4 : vector<1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
