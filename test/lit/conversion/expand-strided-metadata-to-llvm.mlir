// The whole route of views into the LLVM dialect: expand-strided-metadata,
// lower-affine, then finalize-memref-to-llvm and convert-to-llvm (or
// convert-to-llvm alone), reconcile-unrealized-casts.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s -expand-strided-metadata -lower-affine -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=CHECK
// RUN: mlir-opt %s -expand-strided-metadata -lower-affine -convert-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=ALL

func.func @alloc_sv(%n: index, %i: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %a = memref.alloc(%n) : memref<4x?xf32>
  %0 = memref.subview %a[1, %i][1, 5][1, 1] : memref<4x?xf32> to memref<5xf32, strided<[1], offset: ?>>
  %1 = memref.cast %0 : memref<5xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return %1 : memref<?xf32, strided<[1], offset: ?>>
}
func.func @sv_sv(%a: memref<?x?xf32>, %i: index, %j: index, %n: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.subview %a[%i, %j][%n, %n][1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[1, 2][%n, 3][1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x3xf32, strided<[?, 1], offset: ?>>
  %2 = memref.cast %1 : memref<?x3xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %2 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @expand(%a: memref<?x?xf32>, %n: index) -> memref<?x4x?xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [%n, 4, %n] : memref<?x?xf32> into memref<?x4x?xf32>
  return %0 : memref<?x4x?xf32>
}
func.func @collapse(%a: memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @meta(%n: index) -> (index, index, index) {
  %a = memref.alloc(%n) : memref<?x4x8xf32>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %a : memref<?x4x8xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %o, %s#0, %t#0 : index, index, index
}
func.func @rc(%a: memref<?xf32>, %o: index, %n: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.reinterpret_cast %a to offset: [%o], sizes: [%n, %n], strides: [%n, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[1, 1][2, 2][1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %2 = memref.cast %1 : memref<2x2xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %2 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// CHECK: module {
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.func @alloc_sv(%arg0: i64, %arg1: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// CHECK-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mul %arg0, %0 : i64
// CHECK-NEXT: %3 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %4 = llvm.getelementptr %3[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// CHECK-NEXT: %6 = llvm.call @malloc(%5) : (i64) -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %0, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg0, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %arg0, %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %1, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.add %arg0, %arg1 : i64
// CHECK-NEXT: %17 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %18, %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %19, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %16, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %24 = llvm.insertvalue %23, %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %26 = llvm.insertvalue %25, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return %26 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @sv_sv(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %15 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.mul %arg7, %18 : i64
// CHECK-NEXT: %21 = llvm.add %20, %arg8 : i64
// CHECK-NEXT: %22 = llvm.add %21, %18 : i64
// CHECK-NEXT: %23 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %24 = llvm.add %22, %23 : i64
// CHECK-NEXT: %25 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %27 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %28 = llvm.insertvalue %26, %25[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.insertvalue %27, %28[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.insertvalue %24, %29[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.insertvalue %arg9, %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %32 = llvm.insertvalue %18, %31[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %33 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %34 = llvm.insertvalue %33, %32[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %35 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %36 = llvm.insertvalue %35, %34[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.return %36 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @expand(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %15 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %22 = llvm.mlir.constant(-1 : index) : i64
// CHECK-NEXT: %23 = llvm.icmp "slt" %16, %21 : i64
// CHECK-NEXT: %24 = llvm.sub %22, %16 : i64
// CHECK-NEXT: %25 = llvm.select %23, %24, %16 : i1, i64
// CHECK-NEXT: %26 = llvm.sdiv %25, %20  : i64
// CHECK-NEXT: %27 = llvm.sub %22, %26 : i64
// CHECK-NEXT: %28 = llvm.select %23, %27, %26 : i1, i64
// CHECK-NEXT: %29 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %30 = llvm.mul %18, %29 : i64
// CHECK-NEXT: %31 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %32 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %33 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %34 = llvm.insertvalue %32, %31[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %35 = llvm.insertvalue %33, %34[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %36 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %37 = llvm.insertvalue %36, %35[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %38 = llvm.insertvalue %28, %37[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %39 = llvm.insertvalue %30, %38[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %40 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %41 = llvm.insertvalue %40, %39[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %42 = llvm.insertvalue %18, %41[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %43 = llvm.insertvalue %17, %42[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %44 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %45 = llvm.insertvalue %44, %43[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: llvm.return %45 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @collapse(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg7, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg5, %7[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg8, %8[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %9[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %13 = llvm.insertvalue %10, %12[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %17 = llvm.extractvalue %9[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %20 = llvm.extractvalue %9[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %21 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %22 = llvm.extractvalue %9[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %23 = llvm.extractvalue %9[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %24 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %25 = llvm.mul %18, %24 : i64
// CHECK-NEXT: %26 = llvm.intr.smin(%21, %22)  : (i64, i64) -> i64
// CHECK-NEXT: %27 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %29 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %30 = llvm.insertvalue %28, %27[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.insertvalue %29, %30[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %32 = llvm.insertvalue %17, %31[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %33 = llvm.insertvalue %25, %32[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %34 = llvm.insertvalue %26, %33[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %35 = llvm.insertvalue %20, %34[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %37 = llvm.insertvalue %36, %35[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.return %37 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @meta(%arg0: i64) -> !llvm.struct<(i64, i64, i64)> {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(i64, i64, i64)>
// CHECK-NEXT: %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(i64, i64, i64)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(i64, i64, i64)>
// CHECK-NEXT: %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(i64, i64, i64)>
// CHECK-NEXT: llvm.return %5 : !llvm.struct<(i64, i64, i64)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @rc(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %9 = llvm.insertvalue %6, %8[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %13 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.add %arg5, %arg6 : i64
// CHECK-NEXT: %17 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %18 = llvm.add %16, %17 : i64
// CHECK-NEXT: %19 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %21 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %22 = llvm.insertvalue %20, %19[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %21, %22[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %18, %23[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %26 = llvm.insertvalue %25, %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %arg6, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %29 = llvm.insertvalue %28, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %31 = llvm.insertvalue %30, %29[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.return %31 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: }
// CHECK-NEXT: }

// ALL: module {
// ALL-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// ALL-NEXT: llvm.func @alloc_sv(%arg0: i64, %arg1: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// ALL-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// ALL-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %2 = llvm.mul %arg0, %0 : i64
// ALL-NEXT: %3 = llvm.mlir.zero : !llvm.ptr
// ALL-NEXT: %4 = llvm.getelementptr %3[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALL-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// ALL-NEXT: %6 = llvm.call @malloc(%5) : (i64) -> !llvm.ptr
// ALL-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %12 = llvm.insertvalue %0, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %13 = llvm.insertvalue %arg0, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %14 = llvm.insertvalue %arg0, %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %15 = llvm.insertvalue %1, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %16 = llvm.add %arg0, %arg1 : i64
// ALL-NEXT: %17 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %18 = llvm.extractvalue %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %19 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %20 = llvm.insertvalue %18, %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %21 = llvm.insertvalue %19, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %22 = llvm.insertvalue %16, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %23 = llvm.mlir.constant(5 : index) : i64
// ALL-NEXT: %24 = llvm.insertvalue %23, %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %25 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %26 = llvm.insertvalue %25, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: llvm.return %26 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: }
// ALL-NEXT: llvm.func @sv_sv(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// ALL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %11 = llvm.insertvalue %8, %10[0] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %13 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %15 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %16 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %17 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %18 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %19 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %20 = llvm.mul %arg7, %18 : i64
// ALL-NEXT: %21 = llvm.add %20, %arg8 : i64
// ALL-NEXT: %22 = llvm.add %21, %18 : i64
// ALL-NEXT: %23 = llvm.mlir.constant(2 : index) : i64
// ALL-NEXT: %24 = llvm.add %22, %23 : i64
// ALL-NEXT: %25 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %26 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %27 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %28 = llvm.insertvalue %26, %25[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %29 = llvm.insertvalue %27, %28[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %30 = llvm.insertvalue %24, %29[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %31 = llvm.insertvalue %arg9, %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %32 = llvm.insertvalue %18, %31[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %33 = llvm.mlir.constant(3 : index) : i64
// ALL-NEXT: %34 = llvm.insertvalue %33, %32[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %35 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %36 = llvm.insertvalue %35, %34[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: llvm.return %36 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: }
// ALL-NEXT: llvm.func @expand(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> {
// ALL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %11 = llvm.insertvalue %8, %10[0] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %13 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %15 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %16 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %17 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %18 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %19 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %20 = llvm.mlir.constant(4 : index) : i64
// ALL-NEXT: %21 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %22 = llvm.mlir.constant(-1 : index) : i64
// ALL-NEXT: %23 = llvm.icmp "slt" %16, %21 : i64
// ALL-NEXT: %24 = llvm.sub %22, %16 : i64
// ALL-NEXT: %25 = llvm.select %23, %24, %16 : i1, i64
// ALL-NEXT: %26 = llvm.sdiv %25, %20  : i64
// ALL-NEXT: %27 = llvm.sub %22, %26 : i64
// ALL-NEXT: %28 = llvm.select %23, %27, %26 : i1, i64
// ALL-NEXT: %29 = llvm.mlir.constant(4 : index) : i64
// ALL-NEXT: %30 = llvm.mul %18, %29 : i64
// ALL-NEXT: %31 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %32 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %33 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %34 = llvm.insertvalue %32, %31[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %35 = llvm.insertvalue %33, %34[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %36 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %37 = llvm.insertvalue %36, %35[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %38 = llvm.insertvalue %28, %37[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %39 = llvm.insertvalue %30, %38[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %40 = llvm.mlir.constant(4 : index) : i64
// ALL-NEXT: %41 = llvm.insertvalue %40, %39[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %42 = llvm.insertvalue %18, %41[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %43 = llvm.insertvalue %17, %42[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %44 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %45 = llvm.insertvalue %44, %43[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: llvm.return %45 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: }
// ALL-NEXT: llvm.func @collapse(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// ALL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %7 = llvm.insertvalue %arg7, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %8 = llvm.insertvalue %arg5, %7[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %9 = llvm.insertvalue %arg8, %8[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %10 = llvm.extractvalue %9[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %11 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %12 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %13 = llvm.insertvalue %10, %12[0] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %15 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %17 = llvm.extractvalue %9[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %18 = llvm.extractvalue %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %19 = llvm.extractvalue %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %20 = llvm.extractvalue %9[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %21 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %22 = llvm.extractvalue %9[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %23 = llvm.extractvalue %9[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %24 = llvm.mlir.constant(4 : index) : i64
// ALL-NEXT: %25 = llvm.mul %18, %24 : i64
// ALL-NEXT: %26 = llvm.intr.smin(%21, %22)  : (i64, i64) -> i64
// ALL-NEXT: %27 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %28 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %29 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %30 = llvm.insertvalue %28, %27[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %31 = llvm.insertvalue %29, %30[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %32 = llvm.insertvalue %17, %31[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %33 = llvm.insertvalue %25, %32[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %34 = llvm.insertvalue %26, %33[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %35 = llvm.insertvalue %20, %34[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %36 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %37 = llvm.insertvalue %36, %35[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: llvm.return %37 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: }
// ALL-NEXT: llvm.func @meta(%arg0: i64) -> !llvm.struct<(i64, i64, i64)> {
// ALL-NEXT: %0 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %1 = llvm.mlir.constant(32 : index) : i64
// ALL-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(i64, i64, i64)>
// ALL-NEXT: %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(i64, i64, i64)>
// ALL-NEXT: %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(i64, i64, i64)>
// ALL-NEXT: %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(i64, i64, i64)>
// ALL-NEXT: llvm.return %5 : !llvm.struct<(i64, i64, i64)>
// ALL-NEXT: }
// ALL-NEXT: llvm.func @rc(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// ALL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %6 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %7 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %9 = llvm.insertvalue %6, %8[0] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %11 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %13 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %14 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %15 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %16 = llvm.add %arg5, %arg6 : i64
// ALL-NEXT: %17 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %18 = llvm.add %16, %17 : i64
// ALL-NEXT: %19 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %20 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %21 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %22 = llvm.insertvalue %20, %19[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %23 = llvm.insertvalue %21, %22[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %24 = llvm.insertvalue %18, %23[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %25 = llvm.mlir.constant(2 : index) : i64
// ALL-NEXT: %26 = llvm.insertvalue %25, %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %27 = llvm.insertvalue %arg6, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %28 = llvm.mlir.constant(2 : index) : i64
// ALL-NEXT: %29 = llvm.insertvalue %28, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %30 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %31 = llvm.insertvalue %30, %29[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: llvm.return %31 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: }
// ALL-NEXT: }
