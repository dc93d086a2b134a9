// vector.extract and vector.insert positions, as MLIR 19's verifiers check
// them (llmir had no verifier for either): rank, range per dimension,
// insert's source rank, extract's dynamic markers. Messages are mlir-opt-19's.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @case0(%v: vector<4x8xf32>) -> f32 {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %v[4, 0] : f32 from vector<4x8xf32>
  return %0 : f32
}
// -----
func.func @case1(%v: vector<4x8xf32>) -> f32 {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[0, 0, 1] : f32 from vector<4x8xf32>
  return %0 : f32
}
// -----
func.func @case2(%v: vector<4x8xf32>, %v2: vector<8xf32>, %s: f32) -> vector<4x8xf32> {
  // expected-error @+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %v[0, 9] : f32 into vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
// -----
func.func @case3(%v: vector<4x8xf32>) -> f32 {
  // expected-error @+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %v[0, -1] : f32 from vector<4x8xf32>
  return %0 : f32
}
// -----
func.func @case4(%v: vector<4x8xf32>, %i: index) -> f32 {
  // expected-error @+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %v[%i, 8] : f32 from vector<4x8xf32>
  return %0 : f32
}
// -----
func.func @case5(%v: vector<4x8xf32>, %i: index) -> f32 {
  // expected-error @+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "vector.extract"(%v, %i) <{static_position = array<i64: 0, 1>}> : (vector<4x8xf32>, index) -> f32
  return %0 : f32
}
// -----
func.func @case6(%v: vector<4x8xf32>, %s: vector<8xf32>) -> vector<4x8xf32> {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %s, %v[0, 1] : vector<8xf32> into vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
// -----
func.func @case7(%v: vector<4x8xf32>, %s: f32) -> vector<4x8xf32> {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %s, %v[1] : f32 into vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
// -----
func.func @case8(%v: vector<4x8xf32>, %s: f32) -> vector<4x8xf32> {
  // expected-error @+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %s, %v[1, 2, 3] : f32 into vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
// -----
func.func @case9(%v: vector<[4]x8xf32>, %s: vector<8xf32>, %i: index) -> vector<[4]x8xf32> {
  %0 = vector.insert %s, %v[%i] : vector<8xf32> into vector<[4]x8xf32>
  %1 = vector.insert %s, %0[3] : vector<8xf32> into vector<[4]x8xf32>
  %2 = vector.extract %1[%i, 7] : f32 from vector<[4]x8xf32>
  // expected-error @+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %3 = vector.insert %2, %1[%i, -2] : f32 into vector<[4]x8xf32>
  return %3 : vector<[4]x8xf32>
}
// -----
func.func @case10(%v: vector<4x8xf32>, %i: index, %s: f32) -> vector<4x8xf32> {
  %0 = "vector.insert"(%s, %v, %i) <{static_position = array<i64: 0, 1>}> : (f32, vector<4x8xf32>, index) -> vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
