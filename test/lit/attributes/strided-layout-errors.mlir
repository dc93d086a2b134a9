// RUN: not mlir-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// A strided layout is read as MLIR's parseStridedLayoutAttr reads it, and
// a memref layout must fit the memref's rank (MemRefType::verify); llmir
// used to keep a malformed layout as written and print it back.

// CHECK: :42: error: expected ']'
"t.op"() : () -> memref<4xf32, strided<[1 1]>>

// -----
// CHECK: :44: error: expected a 64-bit signed integer or '?'
"t.op"() : () -> memref<4xf32, strided<[1, x]>>

// -----
// CHECK: :51: error: expected ':' after 'offset'
"t.op"() : () -> memref<4xf32, strided<[1], offset 2>>

// -----
// CHECK: :40: error: expected '['
"t.op"() : () -> memref<4xf32, strided<1>>

// -----
// CHECK: :44: error: expected 'offset' after comma
"t.op"() : () -> memref<4xf32, strided<[1], foo: 2>>

// -----
// CHECK: :43: error: expected ','
"t.op"() : () -> memref<4xf32, strided<[1] x>>

// -----
// CHECK: :32: error: strides must not be zero
"t.op"() : () -> memref<4xf32, strided<[0]>>

// -----
// CHECK: :41: error: expected a 64-bit signed integer or '?'
"t.op"() : () -> memref<4xf32, strided<[99999999999999999999]>>

// -----
// CHECK: :18: error: expected the number of strides to match the rank
"t.op"() : () -> memref<4xf32, strided<[1, 1]>>

// -----
// CHECK: :18: error: memref layout mismatch between rank and affine map: 1 != 2
"t.op"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0)>>
