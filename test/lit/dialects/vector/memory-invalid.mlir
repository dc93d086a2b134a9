// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// The shuffle and memory ops' verifiers, worded as mlir-opt-19's.

func.func @s1(%a: vector<4xf32>, %b: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op rank mismatch}}
  %0 = "vector.shuffle"(%a, %b) <{mask = [0, 1]}> : (vector<4xf32>, vector<2x4xf32>) -> vector<2xf32>
  return
}
// -----
func.func @s2(%a: vector<2x4xf32>, %b: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.shuffle' op dimension mismatch}}
  %0 = "vector.shuffle"(%a, %b) <{mask = [0, 1]}> : (vector<2x4xf32>, vector<2x3xf32>) -> vector<2x4xf32>
  return
}
// -----
func.func @s3(%a: vector<4xf32>, %b: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask length mismatch}}
  %0 = "vector.shuffle"(%a, %b) <{mask = [0, 1]}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
  return
}
// -----
func.func @s4(%a: vector<4xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #3 out of range}}
  %0 = vector.shuffle %a, %b [0, 5, 6] : vector<4xf32>, vector<2xf32>
  return
}
// -----
func.func @l1(%m: memref<?xf64>, %i: index) {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<?xf64>, vector<8xf32>
  return
}
// -----
func.func @l2(%m: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<8xf32>
  return
}
// -----
func.func @l3(%m: memref<?x?xf32, strided<[1, 4]>>, %i: index) {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<?x?xf32, strided<[1, 4]>>, vector<8xf32>
  return
}
// -----
func.func @l4(%m: memref<?xvector<4xf32>>, %i: index) {
  // expected-error@+1 {{'vector.load' op base memref and result vector types should match}}
  %0 = vector.load %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
  return
}
// -----
func.func @st(%m: memref<?xf64>, %i: index, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<?xf64>, vector<8xf32>
  return
}
// -----
func.func @ml(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error@+1 {{'vector.maskedload' op expected result dim to match mask dim}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return
}
// -----
func.func @ml2(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xf64>) {
  // expected-error@+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<8xi1>, vector<8xf64> into vector<8xf32>
  return
}
// -----
func.func @ms(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<8xi32>) {
  // expected-error@+1 {{'vector.maskedstore' op base and valueToStore element type should match}}
  vector.maskedstore %m[%i], %k, %v : memref<?xf32>, vector<8xi1>, vector<8xi32>
  return
}
// -----
func.func @g(%m: memref<?xf32>, %i: index, %x: vector<4xi32>, %k: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error@+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %m[%i][%x], %k, %p : memref<?xf32>, vector<4xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}
// -----
func.func @sc(%m: memref<?x?xf32>, %i: index, %x: vector<8xi32>, %k: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.scatter' op requires 2 indices}}
  vector.scatter %m[%i][%x], %k, %v : memref<?x?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  return
}
// -----
func.func @sc2(%m: memref<?xf32>, %i: index, %x: vector<8xi32>, %k: vector<4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%i][%x], %k, %v : memref<?xf32>, vector<8xi32>, vector<4xi1>, vector<8xf32>
  return
}
// -----
func.func @ex(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error@+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return
}
// -----
func.func @cs(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.compressstore' op requires 1 indices}}
  vector.compressstore %m[%i, %i], %k, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
  return
}
