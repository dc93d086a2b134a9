// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// vector.reduction's verifier, worded as mlir-opt-19's.

func.func @n(%v: vector<2x4xf32>) -> f32 {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<2x4xf32> into f32
  return %0 : f32
}
// -----
func.func @k(%v: vector<4xf32>) -> f32 {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
  return %0 : f32
}
// -----
func.func @k(%v: vector<4xi8>) -> i8 {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''i8'' for kind 'maximumf'}}
  %0 = vector.reduction <maximumf>, %v : vector<4xi8> into i8
  return %0 : i8
}
