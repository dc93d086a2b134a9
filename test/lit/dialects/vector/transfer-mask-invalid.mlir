// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// vector.transfer_read/transfer_write and vector.mask: parser and verifier errors,
// worded as mlir-opt-19's.

func.func @a(%A: memref<?x?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %A[%i], %p : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @a(%A: memref<?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires two types}}
  %0 = vector.transfer_read %A[%i], %p : memref<?xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @a(%A: vector<4xf32>, %i: index, %p: f32) -> vector<4xf32> {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %A[%i], %p : vector<4xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @a(%A: memref<?xf32>, %i: index, %p: f32) -> f32 {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires vector type}}
  %0 = vector.transfer_read %A[%i], %p : memref<?xf32>, f32
  return %0 : f32
}
// -----
func.func @a(%A: memref<?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  // expected-error@+1 {{'vector.transfer_read' op requires permutation_map without symbols}}
  %0 = vector.transfer_read %A[%i], %p {permutation_map = affine_map<(d0)[s0] -> (d0)>} : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @a(%A: memref<?x?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %A[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @a(%A: memref<?x?xf32>, %i: index, %p: f32) -> vector<4x4xf32> {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %A[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return %0 : vector<4x4xf32>
}
// -----
func.func @a(%A: memref<?x?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %A[%i, %i], %p {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @a(%A: memref<?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  // expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0) -> (d0)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %A[%i], %p {in_bounds = [true, false]} : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @a(%A: memref<?x?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  // expected-error@+1 {{'vector.transfer_read' op requires broadcast dimensions to be in-bounds}}
  %0 = vector.transfer_read %A[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @a(%A: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %A[%i, %i] {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (0)>} : vector<4xf32>, memref<?x?xf32>
  return
}
// -----
func.func @a(%A: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op masked attribute has been removed. Use in_bounds instead.}}
  vector.transfer_write %v, %A[%i] {masked = [true]} : vector<4xf32>, memref<?xf32>
  return
}
// -----
func.func @a(%A: memref<?xf32>, %i: index, %p: f32) -> vector<4x2xf32> {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %A[%i], %p : memref<?xf32>, vector<4x2xf32>
  return %0 : vector<4x2xf32>
}
// -----
func.func @r(%v: vector<4xf32>, %m: vector<8xi1>, %acc: f32) -> f32 {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<8xi1> -> f32
  return %0 : f32
}
// -----
func.func @r(%v: vector<4xf32>, %m: vector<4xi1>, %acc: f32) -> f32 {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1>
  return %acc : f32
}
// -----
func.func @r(%v: vector<4xf32>, %m: vector<4xi1>, %acc: f32) -> f32 {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %acc { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}
// -----
func.func @r(%v: vector<4xf32>, %m: vector<4xi1>, %acc: f32) -> f32 {
  // expected-error@+1 {{'vector.mask' op expects only one operation to mask}}
  %0 = vector.mask %m { %1 = arith.addf %acc, %acc : f32
    %2 = arith.addf %1, %acc : f32
    vector.yield %2 : f32 } : vector<4xi1> -> f32
  return %0 : f32
}
