// `vector.extract`'s result against the type MLIR infers for it
// (InferTypeOpInterface, checked after the op's own verifier): the element
// for a full position, else the vector of the dimensions left; a
// one-element vector and its element are interchangeable. Its element type
// is checked first. Messages (the inferred-type pair included) are
// mlir-opt-19's.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @zero_d(%v: vector<f32>) -> vector<f32> {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'f32' are incompatible with return type(s) of operation 'vector<f32>'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[] : vector<f32> from vector<f32>
  return %0 : vector<f32>
}
// -----
func.func @rest(%w: vector<2x4xf32>) {
  // expected-error @+2 {{inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'vector<3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = vector.extract %w[0] : vector<3xf32> from vector<2x4xf32>
  return
}
// -----
func.func @scalable(%s: vector<2x[4]xf32>) {
  // expected-error @+2 {{inferred type(s) 'vector<[4]xf32>' are incompatible with return type(s) of operation 'vector<4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = vector.extract %s[0] : vector<4xf32> from vector<2x[4]xf32>
  return
}
// -----
func.func @generic(%w: vector<2x4xf32>) {
  // expected-error @+2 {{inferred type(s) 'f32' are incompatible with return type(s) of operation 'vector<2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "vector.extract"(%w) <{static_position = array<i64: 1, 2>}> : (vector<2x4xf32>) -> vector<2xf32>
  return
}
// -----
func.func @element(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
  %0 = vector.extract %v[0] : i32 from vector<4xf32>
  return
}
// -----
// The position checks of the op's own verifier come before the inference.
func.func @position(%v: vector<4xf32>) {
  // expected-error @+1 {{expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[0, 1] : f32 from vector<4xf32>
  return
}
// -----
// A one-element vector for its element, and back.
func.func @one(%v: vector<4xf32>, %w: vector<2x4xf32>, %o: vector<1x1xf32>) -> (vector<1xf32>, vector<1xf32>, f32) {
  %0 = vector.extract %v[0] : vector<1xf32> from vector<4xf32>
  %1 = vector.extract %w[0, 0] : vector<1xf32> from vector<2x4xf32>
  %2 = vector.extract %o[0] : f32 from vector<1x1xf32>
  return %0, %1, %2 : vector<1xf32>, vector<1xf32>, f32
}
