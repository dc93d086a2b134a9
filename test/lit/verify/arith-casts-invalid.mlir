// The casts' CastOpInterface check (MLIR 19's areCastCompatible): wider or
// narrower integer/float widths, index to integer, equal bitcast widths
// (memrefs too). Messages are mlir-opt-19's.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @a(%a: i32) -> i16 {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i16
  return %0 : i16
}
// -----
func.func @b(%a: i32) -> i64 {
  // expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return %0 : i64
}
// -----
func.func @c(%a: f32) -> i64 {
  // expected-error @+1 {{'arith.bitcast' op operand type 'f32' and result type 'i64' are cast incompatible}}
  %0 = arith.bitcast %a : f32 to i64
  return %0 : i64
}
// -----
func.func @d(%a: i32) -> i16 {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i16
  return %0 : i16
}
// -----
func.func @e(%a: vector<4xf64>) -> vector<4xf32> {
  // expected-error @+1 {{'arith.extf' op operand type 'vector<4xf64>' and result type 'vector<4xf32>' are cast incompatible}}
  %0 = arith.extf %a : vector<4xf64> to vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @f(%a: index) -> index {
  // expected-error @+1 {{'arith.index_castui' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_castui %a : index to index
  return %0 : index
}
// -----
func.func @g(%a: f16) -> bf16 {
  %0 = arith.bitcast %a : f16 to bf16
  // expected-error @+1 {{'arith.truncf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
  %1 = arith.truncf %a : f16 to bf16
  return %0 : bf16
}
// -----
func.func @h(%a: memref<4xi32>) -> memref<4xf32> {
  %0 = arith.bitcast %a : memref<4xi32> to memref<4xf32>
  return %0 : memref<4xf32>
}
