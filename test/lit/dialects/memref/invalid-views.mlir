// The memref views' verifiers (subview, reinterpret_cast, expand_shape,
// collapse_shape), worded as mlir-opt-19 words them.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @f(%a: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %a[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}
// -----
func.func @f(%a: memref<8x8xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 1}}
  %0 = memref.subview %a[0][4][1] : memref<8x8xf32> to memref<4xf32>
  return
}
// -----
func.func @f(%a: memref<12xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim size (12) must equal reassociation group size (15)}}
  %0 = memref.expand_shape %a [[0, 1]] output_shape [3, 5] : memref<12xf32> into memref<3x5xf32>
  return
}
// -----
func.func @f(%a: memref<2x3xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.collapse_shape %a [[0], [1]] : memref<2x3xf32> into memref<6xf32>
  return
}
// -----
func.func @f(%a: memref<?xf32>) {
  // expected-error@+1 {{expected result type with stride = 1 instead of 2 in dim = 1}}
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32, strided<[4, 2]>>
  return
}
// -----
func.func @f(%a: memref<?xf32>) {
  // expected-error@+1 {{expected 2 size values, got 1}}
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4x4xf32>
  return
}
// -----
func.func @f(%a: memref<2x3xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim size (5) must equal reassociation group size (6)}}
  %0 = memref.collapse_shape %a [[0, 1]] : memref<2x3xf32> into memref<5xf32>
  return
}
// -----
func.func @f(%a: memref<8x8xf32>) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<8x8xf32>' and subview memref type 'memref<4x4xf32, strided<[8, 1]>, 1>'}}
  %0 = memref.subview %a[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>, 1>
  return
}
// -----
func.func @f(%a: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes)}}
  %0 = memref.subview %a[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x3xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%a: memref<8x8xf32>, %i: index) {
  %0 = memref.subview %a[%i, 2][1, 4][1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}
// -----
func.func @f(%a: memref<8x8xf32>, %i: index) {
  // expected-error@+1 {{expected result element type to be 'f32'}}
  %0 = memref.subview %a[%i, 2][1, 4][1, 1] : memref<8x8xf32> to memref<4xi32, strided<[1], offset: ?>>
  return
}
// -----
func.func @f(%a: memref<?xf32>) {
  // expected-error@+1 {{expected result type with offset = 3 instead of 2}}
  %0 = memref.reinterpret_cast %a to offset: [3], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: 2>>
  return
}
// -----
func.func @f(%a: memref<?xf32>) {
  // expected-error@+1 {{expected result type with size = 4 instead of 5 in dim = 0}}
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<5xf32>
  return
}
// -----
func.func @f(%a: memref<?xf32>) {
  // expected-error@+1 {{different element types specified for source type 'memref<?xf32>' and result memref type 'memref<4xi32>'}}
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xi32>
  return
}
// -----
func.func @f(%a: memref<2x3xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %a [[1, 0]] : memref<2x3xf32> into memref<6xf32>
  return
}
// -----
func.func @f(%a: memref<6xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %a [[0, 1]] output_shape [2, 4] : memref<6xf32> into memref<2x3xf32>
  return
}
// -----
func.func @f(%a: memref<2x3xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %0 = memref.expand_shape %a [[0, 1]] output_shape [6] : memref<2x3xf32> into memref<6xf32>
  return
}
