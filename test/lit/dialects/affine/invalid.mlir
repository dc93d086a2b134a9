// The affine ops' parse and verifier errors, worded as mlir-opt-19 words them.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @f(%a: index) -> index {
  // expected-error@+1 {{dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a)
  return %0 : index
}
// -----
func.func @f(%a: index) -> index {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return %0 : index
}
// -----
func.func @f(%a: index) -> index {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a, %a) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return %0 : index
}
// -----
func.func @f(%a: index) -> index {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.min"(%a, %a) <{map = affine_map<(d0) -> (d0, 4)>}> : (index, index) -> index
  return %0 : index
}
// -----
func.func @f(%a: index) -> index {
  // expected-error@+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.max affine_map<(d0)[s0] -> (s0, 2)>(%a)
  return %0 : index
}
