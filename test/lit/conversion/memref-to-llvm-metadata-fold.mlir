// RUN: mlir-opt %s -allow-unregistered-dialect -finalize-memref-to-llvm | FileCheck %s

// extract_strided_metadata folds before it is lowered (mlir-opt-19): the
// static size and stride an unconverted op uses become arith constants
// before the lowered op; the dynamic ones come from the descriptor, cast
// back in result order.

// CHECK: module {
// CHECK-LABEL: func.func @metadata(%arg0: memref<?x8xf32, strided<[8, 1], offset: ?>>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x8xf32, strided<[8, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = llvm.insertvalue %1, %3[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %5 = llvm.insertvalue %2, %4[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %8 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %8 : i64 to index
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %9 : i64 to index
// CHECK-NEXT: "test.use"(%13, %14, %15, %c8, %c1) : (memref<f32>, index, index, index, index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @metadata(%m: memref<?x8xf32, strided<[8, 1], offset: ?>>) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<?x8xf32, strided<[8, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  "test.use"(%b, %o, %s#0, %s#1, %t#1) : (memref<f32>, index, index, index, index) -> ()
  return
}
