// RUN: not mlir-opt %s --split-input-file 2>&1 | FileCheck %s

// The strided slice ops' offsets, sizes and strides, vector.shuffle's mask
// and vector.constant_mask's sizes are ODS I64ArrayAttrs: an array of
// signless 64-bit integers; the transfer ops' in_bounds is a BoolArrayAttr,
// and one that is no array at all is dropped by their parsers (then
// "requires attribute"). Anything else is MLIR's constraint
// error, from the custom form's attribute dictionary as soon as it is read
// (at its `{`), from `<{...}>` as a property conversion error when it is not
// an array. llmir accepted a type there and printed a generic form it could
// not read back (print_idempotent fuzz finding crash-89875878). Expected
// output from mlir-opt-19.

func.func @c(%v: vector<4xf32>) -> vector<2xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1 : i32]} : vector<4xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}
// CHECK: offset :15:40: error: custom op 'vector.extract_strided_slice' 'vector.extract_strided_slice' op attribute 'strides' failed to satisfy constraint: 64-bit integer array attribute

// -----
func.func @d(%v: vector<2xf32>, %w: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.insert_strided_slice %v, %w {offsets = "x", strides = [1]} : vector<2xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}
// CHECK: offset :3:43: error: custom op 'vector.insert_strided_slice' 'vector.insert_strided_slice' op attribute 'offsets' failed to satisfy constraint: 64-bit integer array attribute

// -----
func.func @e(%v: vector<4xf32>) -> vector<2xf32> {
  %0 = "vector.extract_strided_slice"(%v) <{offsets = [0], sizes = [2], strides = i65}> : (vector<4xf32>) -> vector<2xf32>
  return %0 : vector<2xf32>
}
// CHECK: offset :3:8: error: invalid properties {offsets = [0], sizes = [2], strides = i65} for op vector.extract_strided_slice: Invalid attribute `strides` in property conversion: i65

// -----
func.func @f(%v: vector<4xf32>) -> vector<2xf32> {
  %0 = "vector.extract_strided_slice"(%v) <{offsets = [0], sizes = [2], strides = [1.0]}> : (vector<4xf32>) -> vector<2xf32>
  return %0 : vector<2xf32>
}
// CHECK: offset :3:8: error: 'vector.extract_strided_slice' op attribute 'strides' failed to satisfy constraint: 64-bit integer array attribute

// -----
func.func @g(%v: vector<4xf32>) -> vector<2xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [2 : si64], strides = [1]} : vector<4xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}
// CHECK: offset :3:40: error: custom op 'vector.extract_strided_slice' 'vector.extract_strided_slice' op attribute 'sizes' failed to satisfy constraint: 64-bit integer array attribute

// -----
func.func @a(%m: memref<4xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %m[%i], %p {in_bounds = [1 : i32]} : memref<4xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// CHECK: offset :3:8: error: 'vector.transfer_read' op attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute

// -----
func.func @d(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.shuffle %v, %v [0, 1, 2, 3] {mask = i32} : vector<4xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// CHECK: offset :3:43: error: custom op 'vector.shuffle' 'vector.shuffle' op attribute 'mask' failed to satisfy constraint: 64-bit integer array attribute

// -----
func.func @e() -> vector<4xi1> {
  %0 = vector.constant_mask [2] {mask_dim_sizes = i32} : vector<4xi1>
  return %0 : vector<4xi1>
}
// CHECK: offset :3:33: error: custom op 'vector.constant_mask' 'vector.constant_mask' op attribute 'mask_dim_sizes' failed to satisfy constraint: 64-bit integer array attribute

// -----
func.func @f(%m: memref<4xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %m[%i], %p {in_bounds = i32} : memref<4xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// CHECK: offset :3:8: error: 'vector.transfer_read' op requires attribute 'in_bounds'

