// RUN: not mlir-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// Properties that hold affine maps (affine.apply/min/max `map`,
// vector.transfer_* `permutation_map`, memref.transpose `permutation`)
// are of MLIR's AffineMapAttr class: another attribute in `<{...}>` fails
// the property conversion, and in the attribute dictionary the
// constraint. llmir accepted them and printed a custom form it could not
// read back (print_idempotent fuzz finding crash-8dafe9d8: a type
// `!affine_map<...>` given as the map).

// CHECK: error: invalid properties {map = !affine_map<(d0) -> (d0)>} for op affine.apply: Invalid attribute `map` in property conversion: !affine_map<(d0) -> (d0)>
func.func @f(%a: index) -> index {
  %0 = "affine.apply"(%a, %a) <{map =!affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return %0 : index
}

// -----

// CHECK: error: 'affine.apply' op attribute 'map' failed to satisfy constraint: AffineMap attribute
func.func @f(%a: index) -> index {
  %0 = "affine.apply"(%a) {map = 5 : i32} : (index) -> index
  return %0 : index
}

// -----

// CHECK: error: invalid properties {in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = 5 : i32} for op vector.transfer_read: Invalid attribute `permutation_map` in property conversion: 5 : i32
func.func @f(%m: memref<4x4xf32>, %i: index) -> vector<4xf32> {
  %c = arith.constant 0.0 : f32
  %0 = "vector.transfer_read"(%m, %i, %i, %c) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = 5 : i32}> : (memref<4x4xf32>, index, index, f32) -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

// CHECK: error: invalid properties {permutation = [1, 0]} for op memref.transpose: Invalid attribute `permutation` in property conversion: [1, 0]
func.func @f(%m: memref<4x4xf32>) -> memref<4x4xf32, strided<[1, 4]>> {
  %0 = "memref.transpose"(%m) <{permutation = [1, 0]}> : (memref<4x4xf32>) -> memref<4x4xf32, strided<[1, 4]>>
  return %0 : memref<4x4xf32, strided<[1, 4]>>
}
