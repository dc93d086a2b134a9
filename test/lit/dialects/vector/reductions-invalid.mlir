// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// vector.multi_reduction, vector.scan and a masked multi_reduction: verifier errors,
// worded as mlir-opt-19's.

func.func @a(%v: vector<4x8xf32>, %acc: vector<8xf32>) -> vector<8xf32> {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<8xf32>' is incompatible with source type 'vector<4x8xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<8xf32>
  return %0 : vector<8xf32>
}
// -----
func.func @a(%v: vector<4x8xf32>, %acc: f32) -> f32 {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'f32' is incompatible with source type 'vector<4x8xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %acc [0] : vector<4x8xf32> to f32
  return %0 : f32
}
// -----
func.func @sc(%v: vector<4x8xf32>, %i: vector<4xf32>) -> vector<4x8xf32> {
  // expected-error@+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 2 : i64} : vector<4x8xf32>, vector<4xf32>
  return %0#0 : vector<4x8xf32>
}
// -----
func.func @sc(%v: vector<4x8xf32>, %i: vector<4x8xf32>) -> vector<4x8xf32> {
  // expected-error@+1 {{'vector.scan' op initial value rank 2 has to be equal to 1}}
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<4x8xf32>
  return %0#0 : vector<4x8xf32>
}
// -----
func.func @sc(%v: vector<4x8xf32>, %i: vector<8xf32>) -> vector<4x8xf32> {
  // expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<8xf32>
  return %0#0 : vector<4x8xf32>
}
// -----
func.func @sc(%v: vector<4x8xf32>, %i: vector<4xf32>) -> vector<4x8xf32> {
  // expected-error@+1 {{'vector.scan' op unsupported reduction type 'f32' for kind 'xor'}}
  %0:2 = vector.scan <xor>, %v, %i {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<4xf32>
  return %0#0 : vector<4x8xf32>
}
// -----
func.func @mr(%v: vector<4x8x16xf32>, %acc: vector<4x16xf32>, %m: vector<4x8xi1>) -> vector<4x16xf32> {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4x8x16xi1>' mask for the maskable operation}}
  %2 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<4x8x16xf32> to vector<4x16xf32> } : vector<4x8xi1> -> vector<4x16xf32>
  return %2 : vector<4x16xf32>
}
