// expand-strided-metadata composing a subview offset computed by affine.apply,
// a subview inside a loop block, a memory space, a static collapse, memref.dim
// of a subview, subviews of an expand_shape of a subview; then -canonicalize
// and the whole route to LLVM.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s -expand-strided-metadata | FileCheck %s --check-prefix=CHECK
// RUN: mlir-opt %s -expand-strided-metadata -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: mlir-opt %s -expand-strided-metadata -lower-affine -convert-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

#m = affine_map<(d0)[s0] -> (d0 * 4 + s0)>
func.func @tiled(%a: memref<?x?xf32>, %i: index, %j: index, %n: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %o = affine.apply #m(%i)[%j]
  %0 = memref.subview %a[%o, %j][4, %n][1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<4x?xf32, strided<[?, 1], offset: ?>>
}
func.func @in_block(%a: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^done
^body:
  %sv = memref.subview %a[%i, %i][2, 2][1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %f = arith.constant 1.0 : f32
  memref.store %f, %sv[%c0, %c1] : memref<2x2xf32, strided<[?, 1], offset: ?>>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^loop(%i2 : index)
^done:
  return
}
func.func @space(%a: memref<8x8xf32, 3>, %i: index) -> memref<4xf32, strided<[8], offset: ?>, 3> {
  %0 = memref.subview %a[0, %i][4, 1][1, 1] : memref<8x8xf32, 3> to memref<4xf32, strided<[8], offset: ?>, 3>
  return %0 : memref<4xf32, strided<[8], offset: ?>, 3>
}
func.func @collapse_static(%a: memref<2x3x4xf32>) -> memref<6x4xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return %0 : memref<6x4xf32>
}
func.func @dim_of(%a: memref<?x?xf32>, %i: index, %n: index) -> index {
  %0 = memref.subview %a[%i, 0][%n, 4][1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %c0 = arith.constant 0 : index
  %d = memref.dim %0, %c0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %d : index
}
func.func @expand_of_subview(%a: memref<?x16xf32>, %i: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %0 = memref.subview %a[%i, 0][1, 16][1, 1] : memref<?x16xf32> to memref<16xf32, strided<[1], offset: ?>>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [4, 4] : memref<16xf32, strided<[1], offset: ?>> into memref<4x4xf32, strided<[4, 1], offset: ?>>
  %2 = memref.subview %1[1, 1][2, 2][1, 1] : memref<4x4xf32, strided<[4, 1], offset: ?>> to memref<2x2xf32, strided<[4, 1], offset: ?>>
  %3 = memref.cast %2 : memref<2x2xf32, strided<[4, 1], offset: ?>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %4 = memref.subview %a[%i, %i][4, 4][1, 1] : memref<?x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %4 : memref<4x4xf32, strided<[16, 1], offset: ?>>
}

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s1 + (s1 + s2 * 4) * s0)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s0 * s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 * 17)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @tiled(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%strides#0, %arg2, %arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4, %arg3], strides: [%strides#0, 1] : memref<f32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @in_block(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %2 = affine.apply #map1()[%0, %strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%2], sizes: [2, 2], strides: [%strides#0, 1] : memref<f32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.store %cst, %reinterpret_cast[%c0, %c1] : memref<2x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %3 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%3 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @space(%arg0: memref<8x8xf32, 3>, %arg1: index) -> memref<4xf32, strided<[8], offset: ?>, 3> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x8xf32, 3> -> memref<f32, 3>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%arg1], sizes: [4], strides: [8] : memref<f32, 3> to memref<4xf32, strided<[8], offset: ?>, 3>
// CHECK-NEXT: return %reinterpret_cast : memref<4xf32, strided<[8], offset: ?>, 3>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @collapse_static(%arg0: memref<2x3x4xf32>) -> memref<6x4xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<2x3x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [6, 4], strides: [4, 1] : memref<f32> to memref<6x4xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<6x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dim_of(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: return %arg2 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @expand_of_subview(%arg0: memref<?x16xf32>, %arg1: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map2()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4, 4], strides: [16, 1] : memref<f32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// CANON: #map = affine_map<()[s0, s1, s2] -> (s1 + (s1 + s2 * 4) * s0)>
// CANON-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s0 * s1)>
// CANON-NEXT: #map2 = affine_map<()[s0] -> (s0 * 17)>
// CANON-NEXT: module {
// CANON-NEXT: func.func @tiled(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
// CANON-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CANON-NEXT: %0 = affine.apply #map()[%strides#0, %arg2, %arg1]
// CANON-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4, %arg3], strides: [%strides#0, 1] : memref<f32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CANON-NEXT: return %reinterpret_cast : memref<4x?xf32, strided<[?, 1], offset: ?>>
// CANON-NEXT: }
// CANON-NEXT: func.func @in_block(%arg0: memref<?x?xf32>, %arg1: index) {
// CANON-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %c1 = arith.constant 1 : index
// CANON-NEXT: cf.br ^bb1(%c0 : index)
// CANON-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CANON-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CANON-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CANON-NEXT: ^bb2:  // pred: ^bb1
// CANON-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CANON-NEXT: %2 = affine.apply #map1()[%0, %strides#0]
// CANON-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%2], sizes: [2, 2], strides: [%strides#0, 1] : memref<f32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
// CANON-NEXT: memref.store %cst, %reinterpret_cast[%c0, %c1] : memref<2x2xf32, strided<[?, 1], offset: ?>>
// CANON-NEXT: %3 = arith.addi %0, %c1 : index
// CANON-NEXT: cf.br ^bb1(%3 : index)
// CANON-NEXT: ^bb3:  // pred: ^bb1
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: func.func @space(%arg0: memref<8x8xf32, 3>, %arg1: index) -> memref<4xf32, strided<[8], offset: ?>, 3> {
// CANON-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x8xf32, 3> -> memref<f32, 3>, index, index, index, index, index
// CANON-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%arg1], sizes: [4], strides: [8] : memref<f32, 3> to memref<4xf32, strided<[8], offset: ?>, 3>
// CANON-NEXT: return %reinterpret_cast : memref<4xf32, strided<[8], offset: ?>, 3>
// CANON-NEXT: }
// CANON-NEXT: func.func @collapse_static(%arg0: memref<2x3x4xf32>) -> memref<6x4xf32> {
// CANON-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<2x3x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CANON-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [6, 4], strides: [4, 1] : memref<f32> to memref<6x4xf32>
// CANON-NEXT: return %reinterpret_cast : memref<6x4xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @dim_of(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> index {
// CANON-NEXT: return %arg2 : index
// CANON-NEXT: }
// CANON-NEXT: func.func @expand_of_subview(%arg0: memref<?x16xf32>, %arg1: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
// CANON-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x16xf32> -> memref<f32>, index, index, index, index, index
// CANON-NEXT: %0 = affine.apply #map2()[%arg1]
// CANON-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4, 4], strides: [16, 1] : memref<f32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CANON-NEXT: return %reinterpret_cast : memref<4x4xf32, strided<[16, 1], offset: ?>>
// CANON-NEXT: }
// CANON-NEXT: }

// LLVM: module {
// LLVM-NEXT: llvm.func @tiled(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// LLVM-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %11 = llvm.insertvalue %8, %10[0] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %13 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %15 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %16 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %17 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %18 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %19 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %20 = llvm.mlir.constant(4 : index) : i64
// LLVM-NEXT: %21 = llvm.mul %arg7, %20 : i64
// LLVM-NEXT: %22 = llvm.add %arg8, %21 : i64
// LLVM-NEXT: %23 = llvm.mul %22, %18 : i64
// LLVM-NEXT: %24 = llvm.add %arg8, %23 : i64
// LLVM-NEXT: %25 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %26 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %27 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %28 = llvm.insertvalue %26, %25[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %29 = llvm.insertvalue %27, %28[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %30 = llvm.insertvalue %24, %29[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %31 = llvm.mlir.constant(4 : index) : i64
// LLVM-NEXT: %32 = llvm.insertvalue %31, %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %33 = llvm.insertvalue %18, %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %34 = llvm.insertvalue %arg9, %33[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %35 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %36 = llvm.insertvalue %35, %34[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: llvm.return %36 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: }
// LLVM-NEXT: llvm.func @in_block(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) {
// LLVM-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %8 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// LLVM-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: llvm.br ^bb1(%9 : i64)
// LLVM-NEXT: ^bb1(%11: i64):  // 2 preds: ^bb0, ^bb2
// LLVM-NEXT: %12 = llvm.icmp "slt" %11, %arg7 : i64
// LLVM-NEXT: llvm.cond_br %12, ^bb2, ^bb3
// LLVM-NEXT: ^bb2:  // pred: ^bb1
// LLVM-NEXT: %13 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %14 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %15 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %16 = llvm.insertvalue %13, %15[0] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %18 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %20 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %21 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %22 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %23 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %24 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %25 = llvm.mul %11, %23 : i64
// LLVM-NEXT: %26 = llvm.add %11, %25 : i64
// LLVM-NEXT: %27 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %28 = llvm.extractvalue %19[0] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %29 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %30 = llvm.insertvalue %28, %27[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %31 = llvm.insertvalue %29, %30[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %32 = llvm.insertvalue %26, %31[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %33 = llvm.mlir.constant(2 : index) : i64
// LLVM-NEXT: %34 = llvm.insertvalue %33, %32[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %35 = llvm.insertvalue %23, %34[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %36 = llvm.mlir.constant(2 : index) : i64
// LLVM-NEXT: %37 = llvm.insertvalue %36, %35[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %38 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %39 = llvm.insertvalue %38, %37[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %40 = llvm.extractvalue %39[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %41 = llvm.extractvalue %39[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %42 = llvm.getelementptr %40[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LLVM-NEXT: %43 = llvm.extractvalue %39[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %44 = llvm.mul %9, %43 : i64
// LLVM-NEXT: %45 = llvm.add %44, %10 : i64
// LLVM-NEXT: %46 = llvm.getelementptr %42[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LLVM-NEXT: llvm.store %8, %46 : f32, !llvm.ptr
// LLVM-NEXT: %47 = llvm.add %11, %10 : i64
// LLVM-NEXT: llvm.br ^bb1(%47 : i64)
// LLVM-NEXT: ^bb3:  // pred: ^bb1
// LLVM-NEXT: llvm.return
// LLVM-NEXT: }
// LLVM-NEXT: llvm.func @space(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<3>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> {
// LLVM-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %10 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// LLVM-NEXT: %11 = llvm.insertvalue %8, %10[0] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// LLVM-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// LLVM-NEXT: %13 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// LLVM-NEXT: %15 = llvm.extractvalue %7[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %16 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %17 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %18 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %19 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %20 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %21 = llvm.extractvalue %14[0] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// LLVM-NEXT: %22 = llvm.extractvalue %14[1] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// LLVM-NEXT: %23 = llvm.insertvalue %21, %20[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %24 = llvm.insertvalue %22, %23[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %25 = llvm.insertvalue %arg7, %24[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %26 = llvm.mlir.constant(4 : index) : i64
// LLVM-NEXT: %27 = llvm.insertvalue %26, %25[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %28 = llvm.mlir.constant(8 : index) : i64
// LLVM-NEXT: %29 = llvm.insertvalue %28, %27[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: llvm.return %29 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: }
// LLVM-NEXT: llvm.func @collapse_static(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// LLVM-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %7 = llvm.insertvalue %arg7, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %8 = llvm.insertvalue %arg5, %7[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %9 = llvm.insertvalue %arg8, %8[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %10 = llvm.extractvalue %9[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %11 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %12 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %13 = llvm.insertvalue %10, %12[0] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %15 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %17 = llvm.extractvalue %9[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %18 = llvm.extractvalue %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %19 = llvm.extractvalue %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %20 = llvm.extractvalue %9[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %21 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %22 = llvm.extractvalue %9[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %23 = llvm.extractvalue %9[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM-NEXT: %24 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %25 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %26 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %27 = llvm.insertvalue %25, %24[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %28 = llvm.insertvalue %26, %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %29 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %30 = llvm.insertvalue %29, %28[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %31 = llvm.mlir.constant(6 : index) : i64
// LLVM-NEXT: %32 = llvm.insertvalue %31, %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %33 = llvm.mlir.constant(4 : index) : i64
// LLVM-NEXT: %34 = llvm.insertvalue %33, %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %35 = llvm.mlir.constant(4 : index) : i64
// LLVM-NEXT: %36 = llvm.insertvalue %35, %34[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %37 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %38 = llvm.insertvalue %37, %36[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: llvm.return %38 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: }
// LLVM-NEXT: llvm.func @dim_of(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> i64 {
// LLVM-NEXT: llvm.return %arg8 : i64
// LLVM-NEXT: }
// LLVM-NEXT: llvm.func @expand_of_subview(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// LLVM-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %11 = llvm.insertvalue %8, %10[0] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %13 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %15 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %16 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %17 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %18 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %19 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %20 = llvm.mlir.constant(17 : index) : i64
// LLVM-NEXT: %21 = llvm.mul %arg7, %20 : i64
// LLVM-NEXT: %22 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %23 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %24 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %25 = llvm.insertvalue %23, %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %26 = llvm.insertvalue %24, %25[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %27 = llvm.insertvalue %21, %26[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %28 = llvm.mlir.constant(4 : index) : i64
// LLVM-NEXT: %29 = llvm.insertvalue %28, %27[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %30 = llvm.mlir.constant(16 : index) : i64
// LLVM-NEXT: %31 = llvm.insertvalue %30, %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %32 = llvm.mlir.constant(4 : index) : i64
// LLVM-NEXT: %33 = llvm.insertvalue %32, %31[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %34 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %35 = llvm.insertvalue %34, %33[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: llvm.return %35 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: }
// LLVM-NEXT: }
