// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// The element and shape ops' verifiers (and from_elements' operand count,
// a parse error), worded as mlir-opt-19's.

func.func @a(%a: f32) -> vector<2xf32> {
  // expected-error @+1 {{custom op 'vector.from_elements' 1 operands present, but expected 2}}
  %0 = vector.from_elements %a : vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @c(%v: vector<4xf32>) -> vector<2xf32> {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [3], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @d(%v: vector<4xf32>, %w: vector<2xf32>) -> vector<4xf32> {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 0 to be confined to [1, 5)}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [3], strides = [1]} : vector<2xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @e(%v: vector<2x4xf32>) -> vector<4x2xf32> {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 0}}
  %0 = vector.transpose %v, [0, 1] : vector<2x4xf32> to vector<4x2xf32>
  return %0 : vector<4x2xf32>
}

// -----

func.func @f(%v: vector<2x4xf32>) -> vector<3x2xf32> {
  // expected-error @+1 {{'vector.shape_cast' op source/result number of elements must match}}
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}

// -----

func.func @g(%v: vector<3xf32>) -> vector<6xf32> {
  // expected-error @+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = vector.interleave %v, %v : vector<3xf32> -> vector<5xf32>
  return %0 : vector<5xf32>
}

// -----

func.func @h(%v: vector<3xf32>) -> vector<1xf32> {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0, %1 = vector.deinterleave %v : vector<3xf32> -> vector<1xf32>
  return %0 : vector<1xf32>
}

// -----

func.func @j(%v: vector<4xf32>, %s: vector<[4]xf32>) -> vector<[4]xf32> {
  // expected-error @+1 {{'vector.scalable.insert' op failed to verify that position is a multiple of the source length.}}
  %0 = vector.scalable.insert %v, %s[1] : vector<4xf32> into vector<[4]xf32>
  return %0 : vector<[4]xf32>
}

// -----

func.func @k(%v: vector<4xf32>, %w: vector<4xi32>) -> vector<4x4xf32> {
  // expected-error @+1 {{'vector.outerproduct' op failed to verify that rhs operand and result have same element type}}
  %0 = vector.outerproduct %v, %w : vector<4xf32>, vector<4xi32>
  return %0 : vector<4x4xf32>
}

// -----

func.func @l(%v: vector<4xi32>) -> vector<4x4xi32> {
  // expected-error @+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %v, %v {kind = #vector.kind<maxnumf>} : vector<4xi32>, vector<4xi32>
  return %0 : vector<4x4xi32>
}

// -----

func.func @m() -> vector<4xi32> {
  // expected-error @+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.step : vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

func.func @n(%v: vector<4x2xf32>) -> vector<8x1xf32> {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %v, [1, 0] : vector<4x2xf32> to vector<8x1xf32>
  return %0 : vector<8x1xf32>
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0, %1 = "vector.deinterleave"(%v) : (vector<4xf32>) -> (vector<4xf32>, vector<4xf32>)
  return
}

// -----

func.func @b(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.from_elements' op failed to verify that operand types match result element type}}
  %0 = "vector.from_elements"(%v) : (vector<4xf32>) -> vector<1xf32>
  return
}

// -----

func.func @c(%v: vector<4xf32>, %s: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.scalable.extract' op failed to verify that position is a multiple of the result length.}}
  %0 = vector.scalable.extract %s[2] : vector<4xf32> from vector<[8]xf32>
  return
}

// -----

func.func @d(%v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error @+1 {{'vector.outerproduct' op failed to verify that lhs operand and result have same element type}}
  %0 = "vector.outerproduct"(%v, %w) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xi32>) -> vector<4x4xi32>
  return
}

// -----

func.func @e(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %0 = "vector.outerproduct"(%v, %v) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>) -> vector<4x3xf32>
  return
}

// -----

func.func @f(%v: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2, 2], strides = [1]} : vector<4x4xf32> to vector<2x4xf32>
  return
}

// -----

func.func @g(%v: vector<4xf32>, %w: vector<2x2xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected source rank to be no greater than destination rank}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [0], strides = [1, 1]} : vector<2x2xf32> into vector<4xf32>
  return
}

// -----

func.func @h(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.transpose' op duplicate position index: 1}}
  %0 = vector.transpose %v, [1, 1] : vector<2x4xf32> to vector<4x2xf32>
  return
}

// -----

func.func @i(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op source/result vectors must have same element type}}
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xi32>
  return
}

// -----

func.func @scatter_nd(%m: memref<?xf32>, %iv: vector<2x3xi32>, %mask: vector<2x3xi1>, %pt: vector<2x3xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.scatter' op operand #2 must be vector of integer or index values of ranks 1, but got 'vector<2x3xi32>'}}
  vector.scatter %m[%c0][%iv], %mask, %pt : memref<?xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32>
  return
}
