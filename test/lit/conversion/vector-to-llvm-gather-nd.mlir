// RUN: mlir-opt %s -convert-vector-to-llvm | FileCheck %s

// An n-D vector.gather gathers each innermost 1-D vector on its own. CHECK
// lines are mlir-opt-19's output.

func.func @g(%m: memref<?xf32>, %iv: vector<2x3xi32>, %mask: vector<2x3xi1>, %pt: vector<2x3xf32>) -> vector<2x3xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %m[%c0][%iv], %mask, %pt : memref<?xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// CHECK-LABEL: func.func @g(%arg0: memref<?xf32>, %arg1: vector<2x3xi32>, %arg2: vector<2x3xi1>, %arg3: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: %5 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.getelementptr %5[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %7 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %9 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %11 = llvm.getelementptr %6[%8] : (!llvm.ptr, vector<3xi32>) -> !llvm.vec<3 x ptr>, f32
// CHECK-NEXT: %12 = llvm.intr.masked.gather %11, %9, %10 {alignment = 4 : i32} : (!llvm.vec<3 x ptr>, vector<3xi1>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %7[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %14 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %15 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %16 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %17 = llvm.getelementptr %6[%14] : (!llvm.ptr, vector<3xi32>) -> !llvm.vec<3 x ptr>, f32
// CHECK-NEXT: %18 = llvm.intr.masked.gather %17, %15, %16 {alignment = 4 : i32} : (!llvm.vec<3 x ptr>, vector<3xi1>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %13[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %20 : vector<2x3xf32>
