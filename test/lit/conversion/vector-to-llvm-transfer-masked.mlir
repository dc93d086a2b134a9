// RUN: mlir-opt %s -convert-vector-to-llvm | FileCheck %s

// Transfers with masks, constant indices, strided memrefs, permutations, vector.mask.

func.func @s(%A: memref<8xf32>, %p: f32) -> vector<4xf32> {
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %0 = vector.transfer_read %A[%c2], %p : memref<8xf32>, vector<4xf32>
  %1 = vector.transfer_read %A[%c6], %p : memref<8xf32>, vector<4xf32>
  vector.transfer_write %1, %A[%c6] : vector<4xf32>, memref<8xf32>
  %2 = arith.addf %0, %1 : vector<4xf32>
  return %2 : vector<4xf32>
}
func.func @rm(%A: memref<?xf32>, %i: index, %p: f32, %m: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i], %p, %m : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @wm(%A: memref<?x?xf32>, %i: index, %v: vector<4xf32>, %m: vector<4xi1>) {
  vector.transfer_write %v, %A[%i, %i], %m : vector<4xf32>, memref<?x?xf32>
  return
}
func.func @i(%A: memref<?xi32>, %i: index, %p: i32) -> vector<8xi32> {
  %0 = vector.transfer_read %A[%i], %p : memref<?xi32>, vector<8xi32>
  return %0 : vector<8xi32>
}
func.func @strided(%A: memref<?xf32, strided<[2]>>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i], %p {in_bounds = [true]} : memref<?xf32, strided<[2]>>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @perm2(%A: memref<?x?xf32>, %i: index, %p: f32) -> vector<2x4xf32> {
  %0 = vector.transfer_read %A[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @vm(%A: memref<?xf32>, %i: index, %p: f32, %m: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.mask %m { vector.transfer_read %A[%i], %p : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @t(%A: tensor<?xf32>, %i: index, %p: f32, %v: vector<4xf32>) -> (tensor<?xf32>, vector<4xf32>) {
  %0 = vector.transfer_write %v, %A[%i] {in_bounds = [true]} : vector<4xf32>, tensor<?xf32>
  %1 = vector.transfer_read %0[%i], %p : tensor<?xf32>, vector<4xf32>
  return %0, %1 : tensor<?xf32>, vector<4xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @s(%arg0: memref<8xf32>, %arg1: f32) -> vector<4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %c2 : index to i64
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %c6 : index to i64
// CHECK-NEXT:     %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %5 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %6 = arith.subi %c8, %c6 : index
// CHECK-NEXT:     %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:     %7 = arith.index_cast %6 : index to i32
// CHECK-NEXT:     %8 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:     %9 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %10 = llvm.insertelement %7, %8[%9 : i32] : vector<4xi32>
// CHECK-NEXT:     %11 = llvm.shufflevector %10, %8 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:     %12 = arith.cmpi slt, %cst, %11 : vector<4xi32>
// CHECK-NEXT:     %13 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:     %14 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %15 = llvm.insertelement %arg1, %13[%14 : i32] : vector<4xf32>
// CHECK-NEXT:     %16 = llvm.shufflevector %15, %13 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %17 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %18 = llvm.getelementptr %17[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %19 = llvm.intr.masked.load %18, %12, %16 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c8_1 = arith.constant 8 : index
// CHECK-NEXT:     %20 = arith.subi %c8_1, %c6 : index
// CHECK-NEXT:     %cst_2 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:     %21 = arith.index_cast %20 : index to i32
// CHECK-NEXT:     %22 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:     %23 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %24 = llvm.insertelement %21, %22[%23 : i32] : vector<4xi32>
// CHECK-NEXT:     %25 = llvm.shufflevector %24, %22 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:     %26 = arith.cmpi slt, %cst_2, %25 : vector<4xi32>
// CHECK-NEXT:     %27 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %28 = llvm.getelementptr %27[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.intr.masked.store %19, %28, %26 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:     %29 = arith.addf %5, %19 : vector<4xf32>
// CHECK-NEXT:     return %29 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rm(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>) -> vector<4xf32> {
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
// CHECK-NEXT:     return %16 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @wm(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<4xf32>, %arg3: vector<4xi1>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:     %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:     %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:     %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:     %4 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:     %8 = arith.cmpi slt, %cst, %7 : vector<4xi32>
// CHECK-NEXT:     %9 = arith.andi %8, %arg3 : vector<4xi1>
// CHECK-NEXT:     %10 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %11 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %12 = llvm.mul %0, %11 : i64
// CHECK-NEXT:     %13 = llvm.add %12, %0 : i64
// CHECK-NEXT:     %14 = llvm.getelementptr %10[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.intr.masked.store %arg2, %14, %9 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @i(%arg0: memref<?xi32>, %arg1: index, %arg2: i32) -> vector<8xi32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xi32>
// CHECK-NEXT:     %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:     %cst = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
// CHECK-NEXT:     %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:     %4 = llvm.mlir.undef : vector<8xi32>
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %6 = llvm.insertelement %3, %4[%5 : i32] : vector<8xi32>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32>
// CHECK-NEXT:     %8 = arith.cmpi slt, %cst, %7 : vector<8xi32>
// CHECK-NEXT:     %9 = llvm.mlir.undef : vector<8xi32>
// CHECK-NEXT:     %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %11 = llvm.insertelement %arg2, %9[%10 : i32] : vector<8xi32>
// CHECK-NEXT:     %12 = llvm.shufflevector %11, %9 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32>
// CHECK-NEXT:     %13 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %14 = llvm.getelementptr %13[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %15 = llvm.intr.masked.load %14, %8, %12 {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xi32>) -> vector<8xi32>
// CHECK-NEXT:     return %15 : vector<8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @strided(%arg0: memref<?xf32, strided<[2]>>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1], %arg2 {in_bounds = [true]} : memref<?xf32, strided<[2]>>, vector<4xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @perm2(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<2x4xf32> {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {permutation_map = #map} : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT:     return %0 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vm(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = vector.mask %arg3 { vector.transfer_read %arg0[%arg1], %arg2 : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xf32>) -> (tensor<?xf32>, vector<4xf32>) {
// CHECK-NEXT:     %0 = vector.transfer_write %arg3, %arg0[%arg1] {in_bounds = [true]} : vector<4xf32>, tensor<?xf32>
// CHECK-NEXT:     return %0, %arg3 : tensor<?xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
