// The shape traits, checked for every op that has them, in generic form
// (MLIR's verifySameOperandsAndResultShape and verifyElementwise), after
// the ODS predicates that come first (AllTypesMatch, TypesMatchWith,
// tensor dimensions). Messages are mlir-opt-19's.
// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

func.func @a(%x: vector<[4]xi8>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = "arith.extsi"(%x) : (vector<[4]xi8>) -> vector<4xi32>
  return
}

// -----

func.func @b(%x: tensor<4xf32>) {
  %0 = "math.absf"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error@+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'tensor<4xf32>'}}
  %1 = "math.fpowi"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @c(%x: vector<4xf32>, %y: f32) {
  // expected-error@+1 {{'math.copysign' op requires the same type for all operands and results}}
  %1 = "math.copysign"(%x, %y) : (vector<4xf32>, f32) -> vector<4xf32>
  return
}

// -----

func.func @d(%x: vector<4xf32>, %y: i32) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %1 = "math.fpowi"(%x, %y) : (vector<4xf32>, i32) -> vector<4xf32>
  return
}

// -----

func.func @e(%x: vector<4xf32>, %y: vector<8xi32>) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %1 = "math.fpowi"(%x, %y) : (vector<4xf32>, vector<8xi32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%x: vector<4xf32>, %y: tensor<4xi32>) {
  // expected-error@+1 {{'math.fpowi' op all non-scalar operands/results must have the same shape and base type}}
  %1 = "math.fpowi"(%x, %y) : (vector<4xf32>, tensor<4xi32>) -> vector<4xf32>
  return
}

// -----

func.func @h(%x: complex<f32>) {
  // expected-error@+1 {{'complex.abs' op result #0 must be floating-point, but got 'vector<2xf32>'}}
  %1 = "complex.abs"(%x) : (complex<f32>) -> vector<2xf32>
  return
}

// -----

func.func @i(%x: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %1 = "arith.cmpi"(%x, %x) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @j(%x: vector<4xf32>, %y: vector<4xi32>) {
  %1 = "math.ipowi"(%y, %y) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  // expected-error@+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %2 = "math.fpowi"(%x, %y) : (vector<4xf32>, vector<4xi32>) -> tensor<4xf32>
  return
}

// -----

func.func @k(%x: tensor<4xi8>) {
  // expected-error@+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.extsi"(%x) : (tensor<4xi8>) -> tensor<?xi32>
  %1 = "arith.extsi"(%x) : (tensor<4xi8>) -> tensor<*xi32>
  return
}

// -----

func.func @l(%x: vector<4xi8>) {
  // expected-error@+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.extsi"(%x) : (vector<4xi8>) -> tensor<4xi32>
  return
}

// -----

func.func @m(%x: memref<4xi8>) {
  %0 = "arith.bitcast"(%x) : (memref<4xi8>) -> memref<4xi8>
  return
}

// -----

func.func @g(%x: vector<4xi32>, %y: i32) {
  // expected-error@+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %1:2 = "arith.addui_extended"(%x, %x) : (vector<4xi32>, vector<4xi32>) -> (i32, i1)
  return
}

// -----

func.func @g(%x: vector<4xi32>, %y: i32) {
  // expected-error@+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %1:2 = "arith.addui_extended"(%x, %x) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<2xi1>)
  return
}

// -----

func.func @g(%x: vector<4xi32>, %y: i32) {
  // expected-error@+1 {{'arith.mului_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %1:2 = "arith.mului_extended"(%x, %y) : (vector<4xi32>, i32) -> (vector<4xi32>, vector<4xi32>)
  return
}

// -----

func.func @h(%c: i1, %x: vector<4xf32>, %y: vector<4xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %1 = "arith.select"(%c, %x, %y) : (i1, vector<4xf32>, vector<4xi32>) -> vector<4xf32>
  return
}

// -----

func.func @h(%c: vector<2xi1>, %x: vector<4xf32>, %y: vector<4xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %1 = "arith.select"(%c, %x, %x) : (vector<2xi1>, vector<4xf32>, vector<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @b(%x: complex<f32>) {
  %1 = "complex.re"(%x) : (complex<f32>) -> f32
  return
}

// -----

func.func @g(%x: vector<4xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %1:2 = "arith.addui_extended"(%x, %x) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, i1)
  return
}

// -----

func.func @h(%x: tensor<?xi32>, %y: tensor<4xi32>) {
  // expected-error@+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %1:2 = "arith.mulsi_extended"(%x, %x) : (tensor<?xi32>, tensor<?xi32>) -> (tensor<4xi32>, tensor<?xi32>)
  return
}

// -----

func.func @k(%c: vector<4xi1>, %x: vector<4xf32>) {
  %1 = "arith.select"(%c, %x, %x) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %2 = "arith.select"(%c, %x, %x) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @m(%x: vector<4xf32>, %y: vector<4xi32>) {
  %1 = "math.fpowi"(%x, %y) : (vector<4xf32>, vector<4xi32>) -> vector<4xf32>
  %2 = "arith.sitofp"(%y) : (vector<4xi32>) -> vector<4xf32>
  %3 = "arith.cmpf"(%x, %x) {predicate = 1 : i64} : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
  "test.sink"(%1, %2, %3) : (vector<4xf32>, vector<4xf32>, vector<4xi1>) -> ()
  return
}
