// expand-strided-metadata on subviews: static and dynamic offsets, sizes and
// strides, strided sources, a rank-reducing subview; then -canonicalize.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s -expand-strided-metadata | FileCheck %s --check-prefix=CHECK
// RUN: mlir-opt %s -expand-strided-metadata -canonicalize | FileCheck %s --check-prefix=CANON

func.func @sv_static(%a: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 34>> {
  %0 = memref.subview %a[2, 2][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
  return %0 : memref<4x4xf32, strided<[16, 1], offset: 34>>
}
func.func @sv_dyn(%a: memref<?x?xf32>, %o0: index, %o1: index, %s0: index, %s1: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.subview %a[%o0, %o1][%s0, %s1][1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @sv_strided(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>, %o0: index, %o1: index, %s0: index, %s1: index, %t0: index, %t1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %a[%o0, %o1][%s0, %s1][%t0, %t1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @sv_reduce(%a: memref<8x?xf32>, %i: index, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %a[%i, 0][1, %n][1, 1] : memref<8x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s0 * s1 + s2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1, s2, s3, s4] -> (s0 + s1 * s2 + s3 * s4)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @sv_static(%arg0: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 34>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [34], sizes: [4, 4], strides: [16, 1] : memref<f32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
// CHECK-NEXT: return %reinterpret_cast : memref<4x4xf32, strided<[16, 1], offset: 34>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @sv_dyn(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %strides#0, %arg2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [%arg3, %arg4], strides: [%strides#0, 1] : memref<f32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @sv_strided(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map1()[%arg5, %strides#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg6, %strides#1]
// CHECK-NEXT: %2 = affine.apply #map2()[%offset, %arg1, %strides#0, %arg2, %strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%2], sizes: [%arg3, %arg4], strides: [%0, %1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @sv_reduce(%arg0: memref<8x?xf32>, %arg1: index, %arg2: index) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map1()[%arg1, %strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [%arg2], strides: [1] : memref<f32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// CANON: #map = affine_map<()[s0, s1, s2] -> (s0 * s1 + s2)>
// CANON-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 * s1)>
// CANON-NEXT: #map2 = affine_map<()[s0, s1, s2, s3, s4] -> (s0 + s1 * s2 + s3 * s4)>
// CANON-NEXT: module {
// CANON-NEXT: func.func @sv_static(%arg0: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 34>> {
// CANON-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CANON-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [34], sizes: [4, 4], strides: [16, 1] : memref<f32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
// CANON-NEXT: return %reinterpret_cast : memref<4x4xf32, strided<[16, 1], offset: 34>>
// CANON-NEXT: }
// CANON-NEXT: func.func @sv_dyn(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// CANON-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CANON-NEXT: %0 = affine.apply #map()[%arg1, %strides#0, %arg2]
// CANON-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [%arg3, %arg4], strides: [%strides#0, 1] : memref<f32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CANON-NEXT: return %reinterpret_cast : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CANON-NEXT: }
// CANON-NEXT: func.func @sv_strided(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CANON-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CANON-NEXT: %0 = affine.apply #map1()[%arg5, %strides#0]
// CANON-NEXT: %1 = affine.apply #map1()[%arg6, %strides#1]
// CANON-NEXT: %2 = affine.apply #map2()[%offset, %arg1, %strides#0, %arg2, %strides#1]
// CANON-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%2], sizes: [%arg3, %arg4], strides: [%0, %1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CANON-NEXT: return %reinterpret_cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CANON-NEXT: }
// CANON-NEXT: func.func @sv_reduce(%arg0: memref<8x?xf32>, %arg1: index, %arg2: index) -> memref<?xf32, strided<[1], offset: ?>> {
// CANON-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x?xf32> -> memref<f32>, index, index, index, index, index
// CANON-NEXT: %0 = affine.apply #map1()[%arg1, %strides#0]
// CANON-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [%arg2], strides: [1] : memref<f32> to memref<?xf32, strided<[1], offset: ?>>
// CANON-NEXT: return %reinterpret_cast : memref<?xf32, strided<[1], offset: ?>>
// CANON-NEXT: }
// CANON-NEXT: }
