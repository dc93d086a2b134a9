// expand-strided-metadata: subviews of an alloc, of a subview and of a
// reinterpret_cast (the metadata folded through each), expand_shape and
// collapse_shape (affine.min of the group's strides), metadata of an alloc.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s -expand-strided-metadata | FileCheck %s --check-prefix=CHECK

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

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1, s2] -> (s0 * s1 + s2)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: #map5 = affine_map<()[s0, s1] -> (s0, s1)>
// CHECK-NEXT: #map6 = affine_map<()[s0, s1] -> (s0 + s1 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @alloc_sv(%arg0: index, %arg1: index) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [%0], sizes: [5], strides: [1] : memref<4x?xf32> to memref<5xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %reinterpret_cast : memref<5xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @sv_sv(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map1()[%arg1, %strides#0, %arg2]
// CHECK-NEXT: %1 = affine.apply #map2()[%0, %strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [%arg3, 3], strides: [%strides#0, 1] : memref<f32> to memref<?x3xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %reinterpret_cast : memref<?x3xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @expand(%arg0: memref<?x?xf32>, %arg1: index) -> memref<?x4x?xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map3()[%sizes#0]
// CHECK-NEXT: %1 = affine.apply #map4()[%strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0, 4, %sizes#1], strides: [%1, %strides#0, 1] : memref<f32> to memref<?x4x?xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?x4x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @collapse(%arg0: memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map4()[%sizes#0]
// CHECK-NEXT: %1 = affine.min #map5()[%strides#0, %strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0, %sizes#2], strides: [%1, 1] : memref<f32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @meta(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: return %c0, %arg0, %c32 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rc(%arg0: memref<?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = affine.apply #map6()[%arg1, %arg2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [2, 2], strides: [%arg2, 1] : memref<f32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %reinterpret_cast : memref<2x2xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
