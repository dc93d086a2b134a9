// subview and realloc are not lowered by finalize-memref-to-llvm in MLIR 19
// (expand-strided-metadata and expand-realloc come first): the partial
// conversion leaves them, with no error, down to the final cast clean-up.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s -finalize-memref-to-llvm | FileCheck %s --check-prefix=CHECK
// RUN: mlir-opt %s -finalize-memref-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=RECONCILE

func.func @subview_left(%m: memref<8x8xf32>, %i: index) -> memref<4x4xf32, strided<[8, 1], offset: ?>> {
  %0 = memref.subview %m[%i, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  return %0 : memref<4x4xf32, strided<[8, 1], offset: ?>>
}
func.func @realloc_left(%m: memref<2xf32>) -> memref<4xf32> {
  %0 = memref.realloc %m : memref<2xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

// CHECK: func.func @subview_left(%arg0: memref<8x8xf32>, %arg1: index) -> memref<4x4xf32, strided<[8, 1], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: return %subview : memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @realloc_left(%arg0: memref<2xf32>) -> memref<4xf32> {
// CHECK-NEXT: %0 = memref.realloc %arg0 : memref<2xf32> to memref<4xf32>
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }

// RECONCILE: llvm.func @subview_left(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// RECONCILE-NEXT: %0 = builtin.unrealized_conversion_cast %arg7 : i64 to index
// RECONCILE-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT: %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT: %3 = llvm.insertvalue %arg1, %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT: %4 = llvm.insertvalue %arg2, %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT: %5 = llvm.insertvalue %arg3, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT: %6 = llvm.insertvalue %arg5, %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT: %7 = llvm.insertvalue %arg4, %6[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT: %8 = llvm.insertvalue %arg6, %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<8x8xf32>
// RECONCILE-NEXT: %subview = memref.subview %9[%0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
// RECONCILE-NEXT: %10 = builtin.unrealized_conversion_cast %subview : memref<4x4xf32, strided<[8, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT: llvm.return %10 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT: }
// RECONCILE-NEXT: llvm.func @realloc_left(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// RECONCILE-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xf32>
// RECONCILE-NEXT: %7 = memref.realloc %6 : memref<2xf32> to memref<4xf32>
// RECONCILE-NEXT: %8 = builtin.unrealized_conversion_cast %7 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT: llvm.return %8 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT: }
