// RUN: mlir-opt %s -allow-unregistered-dialect -convert-func-to-llvm | FileCheck %s

// What convert-func-to-llvm leaves for users it does not convert, as
// mlir-opt-19: an exploded memref argument rebuilt and cast back to the
// memref, with the cast to the descriptor MLIR pairs with it kept even when
// unused; nothing for an unused argument; a 1:1 argument (index) cast once;
// the casts of one op's results in result order.

// CHECK: module {
// CHECK-LABEL: llvm.func @unconverted_user(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr, %arg7: i64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg7 : i64 to index
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg5, %1[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg6, %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg4, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = memref.load %12[%0] : memref<4xf32>
// CHECK-NEXT: "test.use"(%14, %4) : (f32, memref<*xf32>) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @converted_user(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: "test.use"(%6) : (memref<4xf32>) -> ()
// CHECK-NEXT: llvm.return %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @unused(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : i64 to index
// CHECK-NEXT: "test.use"(%0) : (index) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @multi_result(%arg0: i64, %arg1: i64) -> !llvm.struct<(i64, i64)> {
// CHECK-NEXT: %0 = llvm.sext %arg0 : i64 to i128
// CHECK-NEXT: %1 = llvm.sext %arg1 : i64 to i128
// CHECK-NEXT: %2 = llvm.mul %0, %1 : i128
// CHECK-NEXT: %3 = llvm.trunc %2 : i128 to i64
// CHECK-NEXT: %4 = llvm.mlir.constant(64 : i128) : i128
// CHECK-NEXT: %5 = llvm.lshr %2, %4  : i128
// CHECK-NEXT: %6 = llvm.trunc %5 : i128 to i64
// CHECK-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %8 = llvm.insertvalue %3, %7[0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: llvm.return %9 : !llvm.struct<(i64, i64)>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @unconverted_user(%a: memref<4xf32>, %u: memref<*xf32>, %i: index) {
  %0 = memref.load %a[%i] : memref<4xf32>
  "test.use"(%0, %u) : (f32, memref<*xf32>) -> ()
  return
}

func.func @converted_user(%a: memref<4xf32>) -> memref<4xf32> {
  "test.use"(%a) : (memref<4xf32>) -> ()
  return %a : memref<4xf32>
}

func.func @unused(%a: memref<4xf32>, %i: index) {
  "test.use"(%i) : (index) -> ()
  return
}

func.func @multi_result(%a: index, %b: index) -> (index, index) {
  %0:2 = arith.mulsi_extended %a, %b : index
  return %0#0, %0#1 : index, index
}
