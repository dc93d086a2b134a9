// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// vector.mask around transfers: the mask type inferred from the vector type and the
// permutation map, the pass-through a read allows (mlir-opt-19's wording).

func.func @a(%A: memref<?xf32>, %i: index, %p: f32, %m: vector<8xi1>) -> vector<4xf32> {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.transfer_read %A[%i], %p : memref<?xf32>, vector<4xf32> } : vector<8xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @a(%A: memref<?xf32>, %i: index, %p: f32, %m: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.mask %m, %pt { vector.transfer_read %A[%i], %p : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @a(%A: memref<?x?xf32>, %i: index, %v: vector<2x4xf32>, %m: vector<4x2xi1>) {
  vector.mask %m { vector.transfer_write %v, %A[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x4xf32>, memref<?x?xf32> } : vector<4x2xi1>
  return
}
// -----
func.func @a(%A: memref<?x?xf32>, %i: index, %v: vector<2x4xf32>, %m: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4x2xi1>' mask for the maskable operation}}
  vector.mask %m { vector.transfer_write %v, %A[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x4xf32>, memref<?x?xf32> } : vector<2x4xi1>
  return
}
