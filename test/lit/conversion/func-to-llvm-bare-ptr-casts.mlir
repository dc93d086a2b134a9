// RUN: mlir-opt %s -allow-unregistered-dialect -convert-func-to-llvm=use-bare-ptr-memref-call-conv | FileCheck %s

// Bare-pointer arguments rebuilt as descriptors for users left unconverted
// (mlir-opt-19): each rebuild cast to the memref and, paired with it, the
// cast back to the descriptor that MLIR keeps even when unused.

// CHECK: module {
// CHECK-LABEL: llvm.func @bare(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg0, %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg0, %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %19 = llvm.insertvalue %18, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %20 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: "test.use"(%20) : (memref<4xf32>) -> ()
// CHECK-NEXT: llvm.br ^bb1(%10 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)
// CHECK-NEXT: ^bb1(%22: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>):  // pred: ^bb0
// CHECK-NEXT: %23 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT: "test.use"(%23) : (memref<4xf32>) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @bare(%a: memref<4xf32>, %b: memref<4xf32>) {
  "test.use"(%a) : (memref<4xf32>) -> ()
  cf.br ^bb1(%b : memref<4xf32>)
^bb1(%c: memref<4xf32>):
  "test.use"(%c) : (memref<4xf32>) -> ()
  return
}
