// RUN: not mlir-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// A map or set that does not read is MLIR's error where mlir-opt-19 puts
// it (llmir used to keep such text as written and print it back).

// CHECK: :29: error: expected ')' in dimensional identifier list
"t.op"() {a = affine_map<(d0 d1) -> (d0)>} : () -> ()

// -----
// CHECK: :33: error: expected ']' in symbol list
"t.op"() {a = affine_map<(d0)[s0 s1] -> (d0)>} : () -> ()

// -----
// CHECK: :35: error: use of undeclared identifier
"t.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----
// CHECK: :38: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
"t.op"() {a = affine_map<(d0) -> (d0 * d0)>} : () -> ()

// -----
// CHECK: :42: error: non-affine expression: right operand of floordiv has to be either a constant or symbolic
"t.op"() {a = affine_map<(d0, d1) -> (d0 floordiv d1)>} : () -> ()

// -----
// CHECK: :39: error: missing right operand of binary operator
"t.op"() {a = affine_map<(d0) -> (d0 +)>} : () -> ()

// -----
// CHECK: :36: error: no expression inside parentheses
"t.op"() {a = affine_map<(d0) -> (())>} : () -> ()

// -----
// CHECK: :31: error: redefinition of identifier 'd0'
"t.op"() {a = affine_map<(d0, d0) -> ()>} : () -> ()

// -----
// CHECK: :30: error: expected '->' or ':'
"t.op"() {a = affine_map<(d0) (d0)>} : () -> ()

// -----
// CHECK: :39: error: expected '== affine-expr' or '>= affine-expr' at end of affine constraint
"t.op"() {a = affine_set<(d0) : (d0 > 0)>} : () -> ()

// -----
// CHECK: :40: error: expected affine expression
"t.op"() {a = affine_set<(d0) : (d0 >= )>} : () -> ()

// -----
// CHECK: :41: error: expected ')' in integer set constraint list
"t.op"() {a = affine_set<(d0) : (d0 >= 0>} : () -> ()

// -----
// CHECK: :26: error: expected AffineMap, but got IntegerSet
"t.op"() {a = affine_map<(d0) : (d0 >= 0)>} : () -> ()

// -----
// CHECK: :26: error: expected IntegerSet, but got AffineMap
"t.op"() {a = affine_set<(d0) -> (d0)>} : () -> ()

// -----
// CHECK: :38: error: expected '>' in affine map
"t.op"() {a = affine_map<(d0) -> (d0) x>} : () -> ()

// -----
// CHECK: :35: error: constant too large for index
"t.op"() {a = affine_map<(d0) -> (99999999999999999999)>} : () -> ()

// -----
// CHECK: :27: error: expected bare identifier
"t.op"() {a = affine_map<(1) -> (d0)>} : () -> ()
