// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// constant_mask/create_mask verifiers, the rank-1 operands of the masked,
// expanding and compressing memory ops, and vector.type_cast's rules, worded
// as mlir-opt-19's.

func.func @a() {
  // expected-error @+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2] : vector<[4]xi1>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [2, 0] : vector<4x4xi1>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5] : vector<4xi1>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [1, 1] : vector<4xi1>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %0 = vector.constant_mask [2] : vector<i1>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{array attr must have length 1 for 0-D vectors}}
  %0 = vector.constant_mask [1, 1] : vector<i1>
  return
}

// -----

func.func @a(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<4x4xi1>
  return
}

// -----

func.func @a(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask %i, %i : vector<i1>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<2x4xi1>, %p: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.compressstore' op operand #2 must be vector of 1-bit signless integer values of ranks 1, but got 'vector<2x4xi1>'}}
  vector.compressstore %m[%i], %k, %p : memref<?xf32>, vector<2x4xi1>, vector<2x4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<8xi8>, %p: vector<8xf32>) -> vector<8xf32> {
  // expected-error @+1 {{'vector.maskedload' op operand #2 must be vector of 1-bit signless integer values of ranks 1, but got 'vector<8xi8>'}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<8xi8>, vector<8xf32> into vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<2x4xf32>) -> vector<2x4xf32> {
  // expected-error @+1 {{'vector.expandload' op operand #3 must be  of ranks 1, but got 'vector<2x4xf32>'}}
  %0 = vector.expandload %m[%i], %k, %p : memref<?xf32>, vector<8xi1>, vector<2x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xf32>) -> vector<2x4xf32> {
  // expected-error @+1 {{'vector.maskedload' op result #0 must be  of ranks 1, but got 'vector<2x4xf32>'}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

func.func @a(%m: memref<?xf32>) {
  // expected-error @+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
  %0 = vector.type_cast %m : memref<?xf32> to memref<vector<4xf32>>
  return
}

// -----

func.func @a(%m: memref<4xf32, strided<[1], offset: 2>>) {
  // expected-error @+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<4xf32, strided<[1], offset: 2>> to memref<vector<4xf32>, strided<[], offset: 2>>
  return
}

// -----

func.func @a(%m: memref<4xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<4xf32> to memref<vector<4xf32>, strided<[], offset: 2>>
  return
}

// -----

func.func @a(%m: memref<4xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result in same memory space}}
  %0 = vector.type_cast %m : memref<4xf32> to memref<vector<4xf32>, 3>
  return
}

// -----

func.func @a(%m: memref<2x4xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<2x4xi32>>'}}
  %0 = vector.type_cast %m : memref<2x4xf32> to memref<vector<2x4xi32>>
  return
}

// -----

func.func @a(%m: memref<2x4xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<4x2xf32>>'}}
  %0 = vector.type_cast %m : memref<2x4xf32> to memref<vector<4x2xf32>>
  return
}

// -----

func.func @a(%m: memref<2x4xf32, strided<[4, 1]>>) -> memref<2xvector<4xf32>> {
  %0 = vector.type_cast %m : memref<2x4xf32, strided<[4, 1]>> to memref<2xvector<4xf32>>
  return %0 : memref<2xvector<4xf32>>
}
