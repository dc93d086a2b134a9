// expand-strided-metadata: extract_strided_metadata of alloc, alloca,
// get_global and cast; extract_aligned_pointer_as_index of a view; rank
// reduction by strides; subviews of subviews; reshapes with unit and
// dynamic dimensions, of rank 0.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s -expand-strided-metadata | FileCheck %s --check-prefix=CHECK
// RUN: mlir-opt %s -expand-strided-metadata -lower-affine | FileCheck %s --check-prefix=AFFINE

func.func @meta(%n: index) -> (index, index, index) {
  %a = memref.alloc(%n) : memref<?x4x8xf32>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %a : memref<?x4x8xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %o, %s#0, %t#0 : index, index, index
}
func.func @meta2(%n: index, %m: index) -> (memref<f32>, index, index, index, index) {
  %a = memref.alloca(%n, %m) : memref<?x4x?xf32>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %a : memref<?x4x?xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %b, %o, %s#0, %t#0, %t#1 : memref<f32>, index, index, index, index
}
memref.global "private" constant @g : memref<2x3xf32> = dense<0.0>
func.func @glob() -> (memref<f32>, index, index) {
  %a = memref.get_global @g : memref<2x3xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<2x3xf32> -> memref<f32>, index, index, index, index, index
  return %b, %s#1, %t#0 : memref<f32>, index, index
}
func.func @castx(%a: memref<4x?xf32>) -> (index, index, index) {
  %c = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %s#0, %s#1, %t#0 : index, index, index
}
func.func @ptr(%a: memref<?x?xf32>, %i: index) -> index {
  %0 = memref.subview %a[%i, 0][2, 2][1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %0 : memref<2x2xf32, strided<[?, 1], offset: ?>> -> index
  return %p : index
}
func.func @rank_reduce(%a: memref<4x1x?xf32>, %i: index, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %a[%i, 0, 0][1, 1, %n][1, 1, 1] : memref<4x1x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}
func.func @strided2(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index) -> memref<3x4xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %a[%i, 2][3, 4][2, 3] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<3x4xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<3x4xf32, strided<[?, ?], offset: ?>>
}
func.func @static_strides(%a: memref<8x16x32xf32>, %i: index, %j: index) -> memref<2x4xf32, strided<[?, 2], offset: ?>> {
  %0 = memref.subview %a[%i, 3, %j][1, 2, 4][1, 1, 2] : memref<8x16x32xf32> to memref<2x4xf32, strided<[32, 2], offset: ?>>
  %1 = memref.subview %0[0, 0][2, 4][1, 1] : memref<2x4xf32, strided<[32, 2], offset: ?>> to memref<2x4xf32, strided<[32, 2], offset: ?>>
  %2 = memref.cast %1 : memref<2x4xf32, strided<[32, 2], offset: ?>> to memref<2x4xf32, strided<[?, 2], offset: ?>>
  %3 = memref.subview %a[%i, %i, %j][2, 1, 4][%i, 1, 2] : memref<8x16x32xf32> to memref<2x4xf32, strided<[?, 2], offset: ?>>
  return %3 : memref<2x4xf32, strided<[?, 2], offset: ?>>
}
func.func @expand_static(%a: memref<12xf32>) -> memref<3x4xf32> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>
  return %0 : memref<3x4xf32>
}
func.func @expand_dyn_stride(%a: memref<?xf32, strided<[?], offset: ?>>, %n: index) -> memref<2x?x4xf32, strided<[?, ?, ?], offset: ?>> {
  %0 = memref.expand_shape %a [[0, 1, 2]] output_shape [2, %n, 4] : memref<?xf32, strided<[?], offset: ?>> into memref<2x?x4xf32, strided<[?, ?, ?], offset: ?>>
  return %0 : memref<2x?x4xf32, strided<[?, ?, ?], offset: ?>>
}
func.func @collapse_all(%a: memref<?x?xf32>) -> memref<?xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @collapse_units(%a: memref<1x1x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<1x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<1x1x?xf32, strided<[?, ?, 1], offset: ?>> into memref<1x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<1x?xf32, strided<[?, 1], offset: ?>>
}
func.func @expand0(%a: memref<f32>) -> memref<1x1xf32> {
  %0 = memref.expand_shape %a [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return %0 : memref<1x1xf32>
}

// CHECK: #map = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0 * 3)>
// CHECK-NEXT: #map4 = affine_map<()[s0, s1, s2, s3] -> (s0 + s1 * s2 + s3 * 2)>
// CHECK-NEXT: #map5 = affine_map<()[s0] -> (s0 * 512)>
// CHECK-NEXT: #map6 = affine_map<()[s0, s1] -> (s0 * 544 + s1)>
// CHECK-NEXT: #map7 = affine_map<()[s0] -> (s0 floordiv 8)>
// CHECK-NEXT: #map8 = affine_map<()[s0, s1] -> ((s0 floordiv 2) * s1)>
// CHECK-NEXT: #map9 = affine_map<()[s0] -> (s0, 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @meta(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: return %c0, %arg0, %c32 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @meta2(%arg0: index, %arg1: index) -> (memref<f32>, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca(%arg0, %arg1) : memref<?x4x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloca to offset: [0], sizes: [], strides: [] : memref<?x4x?xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c0, %arg0, %0, %arg1 : memref<f32>, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" constant @g : memref<2x3xf32> = dense<0.000000e+00>
// CHECK-NEXT: func.func @glob() -> (memref<f32>, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = memref.get_global @g : memref<2x3xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [], strides: [] : memref<2x3xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c3, %c3 : memref<f32>, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @castx(%arg0: memref<4x?xf32>) -> (index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %c4, %sizes#1, %strides#0 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ptr(%arg0: memref<?x?xf32>, %arg1: index) -> index {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32> -> index
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rank_reduce(%arg0: memref<4x1x?xf32>, %arg1: index, %arg2: index) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<4x1x?xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map1()[%arg1, %strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [%arg2], strides: [1] : memref<f32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @strided2(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> memref<3x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map2()[%strides#0]
// CHECK-NEXT: %1 = affine.apply #map3()[%strides#1]
// CHECK-NEXT: %2 = affine.apply #map4()[%offset, %arg1, %strides#0, %strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%2], sizes: [3, 4], strides: [%0, %1] : memref<f32> to memref<3x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<3x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @static_strides(%arg0: memref<8x16x32xf32>, %arg1: index, %arg2: index) -> memref<2x4xf32, strided<[?, 2], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<8x16x32xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map5()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map6()[%arg1, %arg2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [2, 4], strides: [%0, 2] : memref<f32> to memref<2x4xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<2x4xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @expand_static(%arg0: memref<12xf32>) -> memref<3x4xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<12xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [3, 4], strides: [4, 1] : memref<f32> to memref<3x4xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @expand_dyn_stride(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<2x?x4xf32, strided<[?, ?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = affine.apply #map7()[%sizes]
// CHECK-NEXT: %1 = affine.apply #map8()[%sizes, %strides]
// CHECK-NEXT: %2 = affine.apply #map()[%strides]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [2, %0, 4], strides: [%1, %2, %strides] : memref<f32> to memref<2x?x4xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<2x?x4xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @collapse_all(%arg0: memref<?x?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map1()[%sizes#0, %sizes#1]
// CHECK-NEXT: %1 = affine.min #map9()[%strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0], strides: [%1] : memref<f32> to memref<?xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @collapse_units(%arg0: memref<1x1x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<1x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<1x1x?xf32, strided<[?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [1, %sizes#2], strides: [%strides#0, 1] : memref<f32> to memref<1x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<1x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @expand0(%arg0: memref<f32>) -> memref<1x1xf32> {
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f32> -> memref<f32>, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [1, 1], strides: [1, 1] : memref<f32> to memref<1x1xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<1x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// AFFINE: module {
// AFFINE-NEXT: func.func @meta(%arg0: index) -> (index, index, index) {
// AFFINE-NEXT: %c0 = arith.constant 0 : index
// AFFINE-NEXT: %c32 = arith.constant 32 : index
// AFFINE-NEXT: return %c0, %arg0, %c32 : index, index, index
// AFFINE-NEXT: }
// AFFINE-NEXT: func.func @meta2(%arg0: index, %arg1: index) -> (memref<f32>, index, index, index, index) {
// AFFINE-NEXT: %c0 = arith.constant 0 : index
// AFFINE-NEXT: %alloca = memref.alloca(%arg0, %arg1) : memref<?x4x?xf32>
// AFFINE-NEXT: %c4 = arith.constant 4 : index
// AFFINE-NEXT: %0 = arith.muli %arg1, %c4 : index
// AFFINE-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloca to offset: [0], sizes: [], strides: [] : memref<?x4x?xf32> to memref<f32>
// AFFINE-NEXT: return %reinterpret_cast, %c0, %arg0, %0, %arg1 : memref<f32>, index, index, index, index
// AFFINE-NEXT: }
// AFFINE-NEXT: memref.global "private" constant @g : memref<2x3xf32> = dense<0.000000e+00>
// AFFINE-NEXT: func.func @glob() -> (memref<f32>, index, index) {
// AFFINE-NEXT: %c3 = arith.constant 3 : index
// AFFINE-NEXT: %0 = memref.get_global @g : memref<2x3xf32>
// AFFINE-NEXT: %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [], strides: [] : memref<2x3xf32> to memref<f32>
// AFFINE-NEXT: return %reinterpret_cast, %c3, %c3 : memref<f32>, index, index
// AFFINE-NEXT: }
// AFFINE-NEXT: func.func @castx(%arg0: memref<4x?xf32>) -> (index, index, index) {
// AFFINE-NEXT: %c4 = arith.constant 4 : index
// AFFINE-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// AFFINE-NEXT: return %c4, %sizes#1, %strides#0 : index, index, index
// AFFINE-NEXT: }
// AFFINE-NEXT: func.func @ptr(%arg0: memref<?x?xf32>, %arg1: index) -> index {
// AFFINE-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32> -> index
// AFFINE-NEXT: return %intptr : index
// AFFINE-NEXT: }
// AFFINE-NEXT: func.func @rank_reduce(%arg0: memref<4x1x?xf32>, %arg1: index, %arg2: index) -> memref<?xf32, strided<[1], offset: ?>> {
// AFFINE-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<4x1x?xf32> -> memref<f32>, index, index, index, index, index, index, index
// AFFINE-NEXT: %0 = arith.muli %arg1, %strides#0 : index
// AFFINE-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [%arg2], strides: [1] : memref<f32> to memref<?xf32, strided<[1], offset: ?>>
// AFFINE-NEXT: return %reinterpret_cast : memref<?xf32, strided<[1], offset: ?>>
// AFFINE-NEXT: }
// AFFINE-NEXT: func.func @strided2(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> memref<3x4xf32, strided<[?, ?], offset: ?>> {
// AFFINE-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// AFFINE-NEXT: %c2 = arith.constant 2 : index
// AFFINE-NEXT: %0 = arith.muli %strides#0, %c2 : index
// AFFINE-NEXT: %c3 = arith.constant 3 : index
// AFFINE-NEXT: %1 = arith.muli %strides#1, %c3 : index
// AFFINE-NEXT: %2 = arith.muli %arg1, %strides#0 : index
// AFFINE-NEXT: %3 = arith.addi %offset, %2 : index
// AFFINE-NEXT: %c2_0 = arith.constant 2 : index
// AFFINE-NEXT: %4 = arith.muli %strides#1, %c2_0 : index
// AFFINE-NEXT: %5 = arith.addi %3, %4 : index
// AFFINE-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%5], sizes: [3, 4], strides: [%0, %1] : memref<f32> to memref<3x4xf32, strided<[?, ?], offset: ?>>
// AFFINE-NEXT: return %reinterpret_cast : memref<3x4xf32, strided<[?, ?], offset: ?>>
// AFFINE-NEXT: }
// AFFINE-NEXT: func.func @static_strides(%arg0: memref<8x16x32xf32>, %arg1: index, %arg2: index) -> memref<2x4xf32, strided<[?, 2], offset: ?>> {
// AFFINE-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<8x16x32xf32> -> memref<f32>, index, index, index, index, index, index, index
// AFFINE-NEXT: %c512 = arith.constant 512 : index
// AFFINE-NEXT: %0 = arith.muli %arg1, %c512 : index
// AFFINE-NEXT: %c544 = arith.constant 544 : index
// AFFINE-NEXT: %1 = arith.muli %arg1, %c544 : index
// AFFINE-NEXT: %2 = arith.addi %1, %arg2 : index
// AFFINE-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%2], sizes: [2, 4], strides: [%0, 2] : memref<f32> to memref<2x4xf32, strided<[?, 2], offset: ?>>
// AFFINE-NEXT: return %reinterpret_cast : memref<2x4xf32, strided<[?, 2], offset: ?>>
// AFFINE-NEXT: }
// AFFINE-NEXT: func.func @expand_static(%arg0: memref<12xf32>) -> memref<3x4xf32> {
// AFFINE-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<12xf32> -> memref<f32>, index, index, index
// AFFINE-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [3, 4], strides: [4, 1] : memref<f32> to memref<3x4xf32>
// AFFINE-NEXT: return %reinterpret_cast : memref<3x4xf32>
// AFFINE-NEXT: }
// AFFINE-NEXT: func.func @expand_dyn_stride(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<2x?x4xf32, strided<[?, ?, ?], offset: ?>> {
// AFFINE-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
// AFFINE-NEXT: %c8 = arith.constant 8 : index
// AFFINE-NEXT: %c0 = arith.constant 0 : index
// AFFINE-NEXT: %c-1 = arith.constant -1 : index
// AFFINE-NEXT: %0 = arith.cmpi slt, %sizes, %c0 : index
// AFFINE-NEXT: %1 = arith.subi %c-1, %sizes : index
// AFFINE-NEXT: %2 = arith.select %0, %1, %sizes : index
// AFFINE-NEXT: %3 = arith.divsi %2, %c8 : index
// AFFINE-NEXT: %4 = arith.subi %c-1, %3 : index
// AFFINE-NEXT: %5 = arith.select %0, %4, %3 : index
// AFFINE-NEXT: %c2 = arith.constant 2 : index
// AFFINE-NEXT: %c0_0 = arith.constant 0 : index
// AFFINE-NEXT: %c-1_1 = arith.constant -1 : index
// AFFINE-NEXT: %6 = arith.cmpi slt, %sizes, %c0_0 : index
// AFFINE-NEXT: %7 = arith.subi %c-1_1, %sizes : index
// AFFINE-NEXT: %8 = arith.select %6, %7, %sizes : index
// AFFINE-NEXT: %9 = arith.divsi %8, %c2 : index
// AFFINE-NEXT: %10 = arith.subi %c-1_1, %9 : index
// AFFINE-NEXT: %11 = arith.select %6, %10, %9 : index
// AFFINE-NEXT: %12 = arith.muli %11, %strides : index
// AFFINE-NEXT: %c4 = arith.constant 4 : index
// AFFINE-NEXT: %13 = arith.muli %strides, %c4 : index
// AFFINE-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [2, %5, 4], strides: [%12, %13, %strides] : memref<f32> to memref<2x?x4xf32, strided<[?, ?, ?], offset: ?>>
// AFFINE-NEXT: return %reinterpret_cast : memref<2x?x4xf32, strided<[?, ?, ?], offset: ?>>
// AFFINE-NEXT: }
// AFFINE-NEXT: func.func @collapse_all(%arg0: memref<?x?xf32>) -> memref<?xf32> {
// AFFINE-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// AFFINE-NEXT: %0 = arith.muli %sizes#0, %sizes#1 : index
// AFFINE-NEXT: %c1 = arith.constant 1 : index
// AFFINE-NEXT: %1 = arith.minsi %strides#0, %c1 : index
// AFFINE-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0], strides: [%1] : memref<f32> to memref<?xf32>
// AFFINE-NEXT: return %reinterpret_cast : memref<?xf32>
// AFFINE-NEXT: }
// AFFINE-NEXT: func.func @collapse_units(%arg0: memref<1x1x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<1x?xf32, strided<[?, 1], offset: ?>> {
// AFFINE-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<1x1x?xf32, strided<[?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// AFFINE-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [1, %sizes#2], strides: [%strides#0, 1] : memref<f32> to memref<1x?xf32, strided<[?, 1], offset: ?>>
// AFFINE-NEXT: return %reinterpret_cast : memref<1x?xf32, strided<[?, 1], offset: ?>>
// AFFINE-NEXT: }
// AFFINE-NEXT: func.func @expand0(%arg0: memref<f32>) -> memref<1x1xf32> {
// AFFINE-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f32> -> memref<f32>, index
// AFFINE-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [1, 1], strides: [1, 1] : memref<f32> to memref<1x1xf32>
// AFFINE-NEXT: return %reinterpret_cast : memref<1x1xf32>
// AFFINE-NEXT: }
// AFFINE-NEXT: }
