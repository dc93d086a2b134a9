// RUN: mlir-opt %s -convert-vector-to-llvm | FileCheck %s

// Transfers through convert-vector-to-llvm: in-bounds 1-D ones become loads and stores,
// out-of-bounds ones get a mask of (dim - index) first; permuted, 2-D and tensor
// transfers stay (mlir-opt-19's output).

func.func @r(%A: memref<?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i], %p : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @rin(%A: memref<?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i], %p {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @rm(%A: memref<8xf32>, %i: index, %p: f32, %m: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i], %p, %m {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @w(%A: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %A[%i] : vector<4xf32>, memref<?xf32>
  return
}
func.func @win(%A: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %A[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  return
}
func.func @r2(%A: memref<?x?xf32>, %i: index, %p: f32) -> vector<2x4xf32> {
  %0 = vector.transfer_read %A[%i, %i], %p {in_bounds = [true, true]} : memref<?x?xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @perm(%A: memref<?x?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @bcast(%A: memref<?x?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i, %i], %p {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @t(%A: tensor<?xf32>, %i: index, %p: f32, %v: vector<4xf32>) -> tensor<?xf32> {
  %0 = vector.transfer_read %A[%i], %p : tensor<?xf32>, vector<4xf32>
  %1 = vector.transfer_write %0, %A[%i] : vector<4xf32>, tensor<?xf32>
  return %1 : tensor<?xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @r(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
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
// CHECK-NEXT:     %9 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:     %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %11 = llvm.insertelement %arg2, %9[%10 : i32] : vector<4xf32>
// CHECK-NEXT:     %12 = llvm.shufflevector %11, %9 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %13 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %14 = llvm.getelementptr %13[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %15 = llvm.intr.masked.load %14, %8, %12 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     return %15 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rin(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %4 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT:     return %4 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rm(%arg0: memref<8xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %4 = llvm.insertelement %arg2, %2[%3 : i32] : vector<4xf32>
// CHECK-NEXT:     %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %6 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %7 = llvm.getelementptr %6[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %8 = llvm.intr.masked.load %7, %arg3, %5 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     return %8 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @w(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xf32>) {
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
// CHECK-NEXT:     %9 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %10 = llvm.getelementptr %9[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.intr.masked.store %arg2, %10, %8 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @win(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<4xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.mul %0, %3 : i64
// CHECK-NEXT:     %5 = llvm.add %4, %0 : i64
// CHECK-NEXT:     %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.store %arg2, %6 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @r2(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<2x4xf32> {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {in_bounds = [true, true]} : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT:     return %0 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @perm(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {permutation_map = #map} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bcast(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1, %arg1] : memref<?x?xf32>
// CHECK-NEXT:     %1 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %3 = llvm.insertelement %0, %1[%2 : i32] : vector<4xf32>
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %1 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     return %4 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     return %arg0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
