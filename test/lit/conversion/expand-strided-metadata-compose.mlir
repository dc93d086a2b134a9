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
memref.global "private" @g : memref<4x8xf32> = uninitialized
func.func @glob_sv(%i: index) -> memref<2x2xf32, strided<[8, 1], offset: ?>> {
  %a = memref.get_global @g : memref<4x8xf32>
  %0 = memref.subview %a[%i, 2][2, 2][1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
  return %0 : memref<2x2xf32, strided<[8, 1], offset: ?>>
}
func.func @collapse_strided(%a: memref<4x2x8xf32, strided<[32, 16, 1], offset: 5>>) -> memref<8x8xf32, strided<[16, 1], offset: 5>> {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<4x2x8xf32, strided<[32, 16, 1], offset: 5>> into memref<8x8xf32, strided<[16, 1], offset: 5>>
  return %0 : memref<8x8xf32, strided<[16, 1], offset: 5>>
}
func.func @expand_strided(%a: memref<?x8xf32, strided<[?, 2], offset: ?>>, %n: index) -> memref<?x4x2x4xf32, strided<[?, ?, 8, 2], offset: ?>> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [%n, 4, 2, 4] : memref<?x8xf32, strided<[?, 2], offset: ?>> into memref<?x4x2x4xf32, strided<[?, ?, 8, 2], offset: ?>>
  return %0 : memref<?x4x2x4xf32, strided<[?, ?, 8, 2], offset: ?>>
}
func.func @meta_of_views(%a: memref<?x?xf32>, %i: index, %n: index) -> (index, index, index, index) {
  %0 = memref.subview %a[%i, %i][%n, 4][2, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<?x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %1 = memref.collapse_shape %a [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %b2, %o2, %s2, %t2 = memref.extract_strided_metadata %1 : memref<?xf32> -> memref<f32>, index, index, index
  return %o, %t#0, %s2, %t2 : index, index, index, index
}
func.func @alloca_rc(%n: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %a = memref.alloca(%n) : memref<8x?xf32>
  %0 = memref.reinterpret_cast %a to offset: [1], sizes: [%n, %n], strides: [%n, 1] : memref<8x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[1, 1][%n, %n][1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s1 + (s1 + s2 * 4) * s0)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s0 * s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 * 17)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0 * 8 + 2)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: #map5 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map7 = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: #map8 = affine_map<()[s0, s1] -> (s0 + s1 + 1)>
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
// CHECK-NEXT: memref.global "private" @g : memref<4x8xf32> = uninitialized
// CHECK-NEXT: func.func @glob_sv(%arg0: index) -> memref<2x2xf32, strided<[8, 1], offset: ?>> {
// CHECK-NEXT: %0 = memref.get_global @g : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.apply #map3()[%arg0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %0 to offset: [%1], sizes: [2, 2], strides: [8, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<2x2xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @collapse_strided(%arg0: memref<4x2x8xf32, strided<[32, 16, 1], offset: 5>>) -> memref<8x8xf32, strided<[16, 1], offset: 5>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<4x2x8xf32, strided<[32, 16, 1], offset: 5>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [5], sizes: [8, 8], strides: [16, 1] : memref<f32> to memref<8x8xf32, strided<[16, 1], offset: 5>>
// CHECK-NEXT: return %reinterpret_cast : memref<8x8xf32, strided<[16, 1], offset: 5>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @expand_strided(%arg0: memref<?x8xf32, strided<[?, 2], offset: ?>>, %arg1: index) -> memref<?x4x2x4xf32, strided<[?, ?, 8, 2], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32, strided<[?, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map4()[%sizes#0]
// CHECK-NEXT: %1 = affine.apply #map5()[%strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0, 4, 2, 4], strides: [%1, %strides#0, 8, 2] : memref<f32> to memref<?x4x2x4xf32, strided<[?, ?, 8, 2], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x4x2x4xf32, strided<[?, ?, 8, 2], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @meta_of_views(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map6()[%strides#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1, %strides#0]
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %2 = affine.apply #map7()[%sizes_2#0, %sizes_2#1]
// CHECK-NEXT: return %1, %0, %2, %c1 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @alloca_rc(%arg0: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<8x?xf32>
// CHECK-NEXT: %0 = affine.apply #map8()[%c1, %arg0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloca to offset: [%0], sizes: [%arg0, %arg0], strides: [%arg0, 1] : memref<8x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// CANON: #map = affine_map<()[s0, s1, s2] -> (s1 + (s1 + s2 * 4) * s0)>
// CANON-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s0 * s1)>
// CANON-NEXT: #map2 = affine_map<()[s0] -> (s0 * 17)>
// CANON-NEXT: #map3 = affine_map<()[s0] -> (s0 * 8 + 2)>
// CANON-NEXT: #map4 = affine_map<()[s0] -> (s0 floordiv 4)>
// CANON-NEXT: #map5 = affine_map<()[s0] -> (s0 * 4)>
// CANON-NEXT: #map6 = affine_map<()[s0] -> (s0 * 2)>
// CANON-NEXT: #map7 = affine_map<()[s0, s1] -> (s0 * s1)>
// CANON-NEXT: #map8 = affine_map<()[s0] -> (s0 + 2)>
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
// CANON-NEXT: memref.global "private" @g : memref<4x8xf32> = uninitialized
// CANON-NEXT: func.func @glob_sv(%arg0: index) -> memref<2x2xf32, strided<[8, 1], offset: ?>> {
// CANON-NEXT: %0 = memref.get_global @g : memref<4x8xf32>
// CANON-NEXT: %1 = affine.apply #map3()[%arg0]
// CANON-NEXT: %reinterpret_cast = memref.reinterpret_cast %0 to offset: [%1], sizes: [2, 2], strides: [8, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
// CANON-NEXT: return %reinterpret_cast : memref<2x2xf32, strided<[8, 1], offset: ?>>
// CANON-NEXT: }
// CANON-NEXT: func.func @collapse_strided(%arg0: memref<4x2x8xf32, strided<[32, 16, 1], offset: 5>>) -> memref<8x8xf32, strided<[16, 1], offset: 5>> {
// CANON-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<4x2x8xf32, strided<[32, 16, 1], offset: 5>> -> memref<f32>, index, index, index, index, index, index, index
// CANON-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [5], sizes: [8, 8], strides: [16, 1] : memref<f32> to memref<8x8xf32, strided<[16, 1], offset: 5>>
// CANON-NEXT: return %reinterpret_cast : memref<8x8xf32, strided<[16, 1], offset: 5>>
// CANON-NEXT: }
// CANON-NEXT: func.func @expand_strided(%arg0: memref<?x8xf32, strided<[?, 2], offset: ?>>, %arg1: index) -> memref<?x4x2x4xf32, strided<[?, ?, 8, 2], offset: ?>> {
// CANON-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32, strided<[?, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
// CANON-NEXT: %0 = affine.apply #map4()[%sizes#0]
// CANON-NEXT: %1 = affine.apply #map5()[%strides#0]
// CANON-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0, 4, 2, 4], strides: [%1, %strides#0, 8, 2] : memref<f32> to memref<?x4x2x4xf32, strided<[?, ?, 8, 2], offset: ?>>
// CANON-NEXT: return %reinterpret_cast : memref<?x4x2x4xf32, strided<[?, ?, 8, 2], offset: ?>>
// CANON-NEXT: }
// CANON-NEXT: func.func @meta_of_views(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CANON-NEXT: %c1 = arith.constant 1 : index
// CANON-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CANON-NEXT: %0 = affine.apply #map6()[%strides#0]
// CANON-NEXT: %1 = affine.apply #map1()[%arg1, %strides#0]
// CANON-NEXT: %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CANON-NEXT: %2 = affine.apply #map7()[%sizes_2#0, %sizes_2#1]
// CANON-NEXT: return %1, %0, %2, %c1 : index, index, index, index
// CANON-NEXT: }
// CANON-NEXT: func.func @alloca_rc(%arg0: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// CANON-NEXT: %alloca = memref.alloca(%arg0) : memref<8x?xf32>
// CANON-NEXT: %0 = affine.apply #map8()[%arg0]
// CANON-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloca to offset: [%0], sizes: [%arg0, %arg0], strides: [%arg0, 1] : memref<8x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CANON-NEXT: return %reinterpret_cast : memref<?x?xf32, strided<[?, 1], offset: ?>>
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
// LLVM-NEXT: llvm.mlir.global private @g() {addr_space = 0 : i32} : !llvm.array<4 x array<8 x f32>> {
// LLVM-NEXT: %0 = llvm.mlir.undef : !llvm.array<4 x array<8 x f32>>
// LLVM-NEXT: llvm.return %0 : !llvm.array<4 x array<8 x f32>>
// LLVM-NEXT: }
// LLVM-NEXT: llvm.func @glob_sv(%arg0: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// LLVM-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// LLVM-NEXT: %1 = llvm.mlir.constant(8 : index) : i64
// LLVM-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %3 = llvm.mlir.constant(32 : index) : i64
// LLVM-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// LLVM-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LLVM-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// LLVM-NEXT: %7 = llvm.mlir.addressof @g : !llvm.ptr
// LLVM-NEXT: %8 = llvm.getelementptr %7[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x array<8 x f32>>
// LLVM-NEXT: %9 = llvm.mlir.constant(3735928559 : index) : i64
// LLVM-NEXT: %10 = llvm.inttoptr %9 : i64 to !llvm.ptr
// LLVM-NEXT: %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %13 = llvm.insertvalue %8, %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %16 = llvm.insertvalue %0, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %17 = llvm.insertvalue %1, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %18 = llvm.insertvalue %1, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %19 = llvm.insertvalue %2, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %20 = llvm.mlir.constant(8 : index) : i64
// LLVM-NEXT: %21 = llvm.mul %arg0, %20 : i64
// LLVM-NEXT: %22 = llvm.mlir.constant(2 : index) : i64
// LLVM-NEXT: %23 = llvm.add %21, %22 : i64
// LLVM-NEXT: %24 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %25 = llvm.extractvalue %19[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %26 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %27 = llvm.insertvalue %25, %24[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %28 = llvm.insertvalue %26, %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %29 = llvm.insertvalue %23, %28[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %30 = llvm.mlir.constant(2 : index) : i64
// LLVM-NEXT: %31 = llvm.insertvalue %30, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %32 = llvm.mlir.constant(8 : index) : i64
// LLVM-NEXT: %33 = llvm.insertvalue %32, %31[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %34 = llvm.mlir.constant(2 : index) : i64
// LLVM-NEXT: %35 = llvm.insertvalue %34, %33[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %36 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %37 = llvm.insertvalue %36, %35[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: llvm.return %37 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: }
// LLVM-NEXT: llvm.func @collapse_strided(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
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
// LLVM-NEXT: %29 = llvm.mlir.constant(5 : index) : i64
// LLVM-NEXT: %30 = llvm.insertvalue %29, %28[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %31 = llvm.mlir.constant(8 : index) : i64
// LLVM-NEXT: %32 = llvm.insertvalue %31, %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %33 = llvm.mlir.constant(16 : index) : i64
// LLVM-NEXT: %34 = llvm.insertvalue %33, %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %35 = llvm.mlir.constant(8 : index) : i64
// LLVM-NEXT: %36 = llvm.insertvalue %35, %34[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %37 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %38 = llvm.insertvalue %37, %36[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: llvm.return %38 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: }
// LLVM-NEXT: llvm.func @expand_strided(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> {
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
// LLVM-NEXT: %21 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %22 = llvm.mlir.constant(-1 : index) : i64
// LLVM-NEXT: %23 = llvm.icmp "slt" %16, %21 : i64
// LLVM-NEXT: %24 = llvm.sub %22, %16 : i64
// LLVM-NEXT: %25 = llvm.select %23, %24, %16 : i1, i64
// LLVM-NEXT: %26 = llvm.sdiv %25, %20  : i64
// LLVM-NEXT: %27 = llvm.sub %22, %26 : i64
// LLVM-NEXT: %28 = llvm.select %23, %27, %26 : i1, i64
// LLVM-NEXT: %29 = llvm.mlir.constant(4 : index) : i64
// LLVM-NEXT: %30 = llvm.mul %18, %29 : i64
// LLVM-NEXT: %31 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// LLVM-NEXT: %32 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %33 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %34 = llvm.insertvalue %32, %31[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// LLVM-NEXT: %35 = llvm.insertvalue %33, %34[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// LLVM-NEXT: %36 = llvm.insertvalue %15, %35[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// LLVM-NEXT: %37 = llvm.insertvalue %28, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// LLVM-NEXT: %38 = llvm.insertvalue %30, %37[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// LLVM-NEXT: %39 = llvm.mlir.constant(4 : index) : i64
// LLVM-NEXT: %40 = llvm.insertvalue %39, %38[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// LLVM-NEXT: %41 = llvm.insertvalue %18, %40[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// LLVM-NEXT: %42 = llvm.mlir.constant(2 : index) : i64
// LLVM-NEXT: %43 = llvm.insertvalue %42, %41[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// LLVM-NEXT: %44 = llvm.mlir.constant(8 : index) : i64
// LLVM-NEXT: %45 = llvm.insertvalue %44, %43[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// LLVM-NEXT: %46 = llvm.mlir.constant(4 : index) : i64
// LLVM-NEXT: %47 = llvm.insertvalue %46, %45[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// LLVM-NEXT: %48 = llvm.mlir.constant(2 : index) : i64
// LLVM-NEXT: %49 = llvm.insertvalue %48, %47[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// LLVM-NEXT: llvm.return %49 : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// LLVM-NEXT: }
// LLVM-NEXT: llvm.func @meta_of_views(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.struct<(i64, i64, i64, i64)> {
// LLVM-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %9 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %10 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %12 = llvm.insertvalue %9, %11[0] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %13 = llvm.insertvalue %10, %12[1] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %16 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %17 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %18 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %19 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %20 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %21 = llvm.mlir.constant(2 : index) : i64
// LLVM-NEXT: %22 = llvm.mul %19, %21 : i64
// LLVM-NEXT: %23 = llvm.mul %arg7, %19 : i64
// LLVM-NEXT: %24 = llvm.add %arg7, %23 : i64
// LLVM-NEXT: %25 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %26 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %27 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %28 = llvm.insertvalue %25, %27[0] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %29 = llvm.insertvalue %26, %28[1] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %30 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %31 = llvm.insertvalue %30, %29[2] : !llvm.struct<(ptr, ptr, i64)>
// LLVM-NEXT: %32 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %33 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %34 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %35 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %36 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %37 = llvm.mul %33, %34 : i64
// LLVM-NEXT: %38 = llvm.mlir.undef : !llvm.struct<(i64, i64, i64, i64)>
// LLVM-NEXT: %39 = llvm.insertvalue %24, %38[0] : !llvm.struct<(i64, i64, i64, i64)>
// LLVM-NEXT: %40 = llvm.insertvalue %22, %39[1] : !llvm.struct<(i64, i64, i64, i64)>
// LLVM-NEXT: %41 = llvm.insertvalue %37, %40[2] : !llvm.struct<(i64, i64, i64, i64)>
// LLVM-NEXT: %42 = llvm.insertvalue %8, %41[3] : !llvm.struct<(i64, i64, i64, i64)>
// LLVM-NEXT: llvm.return %42 : !llvm.struct<(i64, i64, i64, i64)>
// LLVM-NEXT: }
// LLVM-NEXT: llvm.func @alloca_rc(%arg0: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// LLVM-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %1 = llvm.mlir.constant(8 : index) : i64
// LLVM-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %3 = llvm.mul %arg0, %1 : i64
// LLVM-NEXT: %4 = llvm.alloca %3 x f32 : (i64) -> !llvm.ptr
// LLVM-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %10 = llvm.insertvalue %1, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %11 = llvm.insertvalue %arg0, %10[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %12 = llvm.insertvalue %arg0, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %13 = llvm.insertvalue %2, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %14 = llvm.add %arg0, %0 : i64
// LLVM-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %16 = llvm.add %14, %15 : i64
// LLVM-NEXT: %17 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %18 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %19 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %20 = llvm.insertvalue %18, %17[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %21 = llvm.insertvalue %19, %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %22 = llvm.insertvalue %16, %21[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %23 = llvm.insertvalue %arg0, %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %24 = llvm.insertvalue %arg0, %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %25 = llvm.insertvalue %arg0, %24[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %27 = llvm.insertvalue %26, %25[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: llvm.return %27 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: }
// LLVM-NEXT: }
