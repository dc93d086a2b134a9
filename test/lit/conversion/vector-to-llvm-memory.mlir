// RUN: mlir-opt %s --convert-vector-to-llvm | FileCheck %s

// Expectations are mlir-opt-19's output: vector memory ops through the
// descriptor's strided element address (static and dynamic strides and
// offsets), the element type's preferred alignment, unused loads removed,
// one-element loads and stores through memref.load/store.

func.func @ld(%m: memref<?x?xf32>, %i: index, %j: index, %v: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.load %m[%i, %j] : memref<?x?xf32>, vector<8xf32>
  vector.store %v, %m[%i, %j] : memref<?x?xf32>, vector<8xf32>
  %1 = vector.load %m[%i, %j] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @ml(%m: memref<16xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.maskedload %m[%i], %mask, %pt : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i], %mask, %0 : memref<16xf32>, vector<8xi1>, vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @g(%m: memref<16xf32>, %i: index, %idx: vector<8xi32>, %mask: vector<8xi1>, %pt: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.gather %m[%i][%idx], %mask, %pt : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %m[%i][%idx], %mask, %0 : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @ex(%m: memref<16xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.expandload %m[%i], %mask, %pt : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m[%i], %mask, %0 : memref<16xf32>, vector<8xi1>, vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @ld_strided(%m: memref<4x8xf32, strided<[8, 1], offset: 3>>, %n: memref<?x8xi64, strided<[?, 1], offset: ?>>, %z: memref<f32>, %i: index, %j: index) -> (vector<8xf32>, vector<4xi64>, vector<f32>) {
  %0 = vector.load %m[%i, %j] : memref<4x8xf32, strided<[8, 1], offset: 3>>, vector<8xf32>
  %1 = vector.load %n[%i, %j] : memref<?x8xi64, strided<[?, 1], offset: ?>>, vector<4xi64>
  %2 = vector.load %z[] : memref<f32>, vector<f32>
  vector.store %2, %z[] : memref<f32>, vector<f32>
  return %0, %1, %2 : vector<8xf32>, vector<4xi64>, vector<f32>
}
func.func @ld2(%m: memref<?xvector<4xf32>>, %i: index) -> vector<4xf32> {
  %0 = vector.load %m[%i] : memref<?xvector<4xf32>>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @tc(%m: memref<8x8xf32>) -> memref<vector<8x8xf32>> {
  %0 = vector.type_cast %m : memref<8x8xf32> to memref<vector<8x8xf32>>
  return %0 : memref<vector<8x8xf32>>
}

// CHECK: module {
// CHECK-NEXT: func.func @ld(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT: %6 = llvm.add %5, %0 : i64
// CHECK-NEXT: %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
// CHECK-NEXT: %9 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.mul %1, %10 : i64
// CHECK-NEXT: %12 = llvm.add %11, %0 : i64
// CHECK-NEXT: %13 = llvm.getelementptr %9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg3, %13 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
// CHECK-NEXT: return %8 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ml(%arg0: memref<16xf32>, %arg1: index, %arg2: vector<8xi1>, %arg3: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<16xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.intr.masked.load %3, %arg2, %arg3 {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.intr.masked.store %4, %6, %arg2 {alignment = 4 : i32} : vector<8xf32>, vector<8xi1> into !llvm.ptr
// CHECK-NEXT: return %4 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: memref<16xf32>, %arg1: index, %arg2: vector<8xi32>, %arg3: vector<8xi1>, %arg4: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<16xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.getelementptr %3[%arg2] : (!llvm.ptr, vector<8xi32>) -> !llvm.vec<8 x ptr>, f32
// CHECK-NEXT: %5 = llvm.intr.masked.gather %4, %arg3, %arg4 {alignment = 4 : i32} : (!llvm.vec<8 x ptr>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %6 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.getelementptr %6[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.getelementptr %7[%arg2] : (!llvm.ptr, vector<8xi32>) -> !llvm.vec<8 x ptr>, f32
// CHECK-NEXT: llvm.intr.masked.scatter %5, %8, %arg3 {alignment = 4 : i32} : vector<8xf32>, vector<8xi1> into !llvm.vec<8 x ptr>
// CHECK-NEXT: return %5 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ex(%arg0: memref<16xf32>, %arg1: index, %arg2: vector<8xi1>, %arg3: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<16xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = "llvm.intr.masked.expandload"(%3, %arg2, %arg3) : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.masked.compressstore"(%4, %6, %arg2) : (vector<8xf32>, !llvm.ptr, vector<8xi1>) -> ()
// CHECK-NEXT: return %4 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ld_strided(%arg0: memref<4x8xf32, strided<[8, 1], offset: 3>>, %arg1: memref<?x8xi64, strided<[?, 1], offset: ?>>, %arg2: memref<f32>, %arg3: index, %arg4: index) -> (vector<8xf32>, vector<4xi64>, vector<f32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?x8xi64, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<4x8xf32, strided<[8, 1], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %6 = llvm.getelementptr %4[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %8 = llvm.mul %2, %7 : i64
// CHECK-NEXT: %9 = llvm.add %8, %1 : i64
// CHECK-NEXT: %10 = llvm.getelementptr %6[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %11 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
// CHECK-NEXT: %12 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.getelementptr %12[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %15 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mul %2, %15 : i64
// CHECK-NEXT: %17 = llvm.add %16, %1 : i64
// CHECK-NEXT: %18 = llvm.getelementptr %14[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %19 = llvm.load %18 {alignment = 8 : i64} : !llvm.ptr -> vector<4xi64>
// CHECK-NEXT: %20 = memref.load %arg2[] : memref<f32>
// CHECK-NEXT: %21 = llvm.mlir.undef : vector<1xf32>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %23 = llvm.insertelement %20, %21[%22 : i32] : vector<1xf32>
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : vector<1xf32> to vector<f32>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %26 = llvm.extractelement %23[%25 : i64] : vector<1xf32>
// CHECK-NEXT: memref.store %26, %arg2[] : memref<f32>
// CHECK-NEXT: return %11, %19, %24 : vector<8xf32>, vector<4xi64>, vector<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ld2(%arg0: memref<?xvector<4xf32>>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xvector<4xf32>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %4 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: return %4 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tc(%arg0: memref<8x8xf32>) -> memref<vector<8x8xf32>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<8x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64)> to memref<vector<8x8xf32>>
// CHECK-NEXT: return %8 : memref<vector<8x8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
