// Operand and result type constraints of the arith, index, math, memref,
// complex and cf ops in generic form (MLIR's `index`, `*-like`, memref and
// complex constraints), the casts' tensor-dimension, shape and
// compatibility checks, cmpi/cmpf's i1 result and select's condition, in
// mlir-opt-19's order and words. One case per op and message; the
// expectations are mlir-opt-19's diagnostics on the same chunks.
// RUN: llmir-opt %s -split-input-file -verify-diagnostics

func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = "arith.andi"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.andi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.andi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = "arith.maxsi"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.maxsi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.maxsi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.mulf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.mulf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  %0 = "arith.mulf"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: index) {
  %0 = "index.add"(%a, %a) : (index, index) -> index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.absf"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  %0 = "math.absf"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = "math.absi"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.absi"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = "math.ctlz"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctlz"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%c: i32, %a: i32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'complex.abs' op operand #0 must be complex type with floating-point elements, but got 'i32'}}
  %0 = "complex.abs"(%a) : (i32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = "arith.index_cast"(%a) : (i32) -> index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'i32'}}
  %0 = "memref.rank"(%a) : (i32) -> index
  return
}

// -----

func.func @f(%m: memref<4xf32>, %a: i32) {
  // expected-error @+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.load"(%m, %a) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'i32'}}
  "memref.dealloc"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  %0 = "index.casts"(%a) : (i32) -> index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%a) <{msg = "x"}> : (i32) -> ()
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  %0 = "arith.select"(%c, %a, %a) : (i1, i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i1) {
  "cf.assert"(%a) <{msg = "x"}> : (i1) -> ()
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = "arith.index_cast"(%a) : (index) -> index
  return
}

// -----

func.func @f(%m: memref<4xf32>, %a: index) {
  %0 = "memref.load"(%m, %a) : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = "index.casts"(%a) : (index) -> index
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = "arith.index_cast"(%a) : (f32) -> index
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (f32, f32) -> i1
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = "index.casts"(%a) : (f32) -> index
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = "arith.index_cast"(%a) : (vector<4xi32>) -> index
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @f(%a: tensor<4xi32>) {
  // expected-error @+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.index_cast"(%a) : (tensor<4xi32>) -> index
  return
}

// -----

func.func @f(%a: complex<f32>) {
  %0 = "complex.abs"(%a) : (complex<f32>) -> f32
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  %0 = "memref.rank"(%a) : (memref<4xf32>) -> index
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  "memref.dealloc"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%c: vector<4xi1>, %a: vector<[4]xi32>) {
  // expected-error @+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
  return
}

// -----

func.func @f(%c: vector<2xi1>, %a: vector<4xi32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %a, %a) : (vector<2xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return
}
