// Generic ops of the lowering dialects missing an attribute their op
// requires: ODS's "requires attribute", in the order MLIR checks them
// (found by fuzzing: `arith.cmpi` without its predicate printed a form
// that did not parse back). Checked against mlir-opt-19.
// RUN: not llmir-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: error: 'arith.cmpi' op requires attribute 'predicate'
func.func @f(%a: i32, %b: i1, %m: memref<4xf32>, %i: index, %f: f32, %v: vector<4xf32>) {
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

// CHECK: error: 'cf.assert' op requires attribute 'msg'
func.func @f(%a: i32, %b: i1, %m: memref<4xf32>, %i: index, %f: f32, %v: vector<4xf32>) {
  "cf.assert"(%b) : (i1) -> ()
  return
}

// -----

// CHECK: error: 'memref.prefetch' op requires attribute 'isDataCache'
func.func @f(%a: i32, %b: i1, %m: memref<4xf32>, %i: index, %f: f32, %v: vector<4xf32>) {
  "memref.prefetch"(%m) : (memref<4xf32>) -> ()
  return
}

// -----

// CHECK: error: 'index.cmp' op requires attribute 'pred'
func.func @f(%a: i32, %b: i1, %m: memref<4xf32>, %i: index, %f: f32, %v: vector<4xf32>) {
  %1 = "index.cmp"(%i, %i) : (index, index) -> i1
  return
}

// -----

// CHECK: error: 'complex.constant' op requires attribute 'value'
func.func @f(%a: i32, %b: i1, %m: memref<4xf32>, %i: index, %f: f32, %v: vector<4xf32>) {
  %2 = "complex.constant"() : () -> complex<f32>
  return
}

// -----

// CHECK: error: 'vector.transfer_read' op requires attribute 'in_bounds'
func.func @f(%a: i32, %b: i1, %m: memref<4xf32>, %i: index, %f: f32, %v: vector<4xf32>) {
  %3 = "vector.transfer_read"(%m, %i, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (memref<4xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

// CHECK: error: 'vector.matrix_multiply' op requires attribute 'lhs_columns'
func.func @f(%a: i32, %b: i1, %m: memref<4xf32>, %i: index, %f: f32, %v: vector<4xf32>) {
  %4 = "vector.matrix_multiply"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

// CHECK: error: 'affine.apply' op requires attribute 'map'
func.func @f(%a: i32, %b: i1, %m: memref<4xf32>, %i: index, %f: f32, %v: vector<4xf32>) {
  %5 = "affine.apply"(%i) : (index) -> index
  return
}

// -----

// `llvm.mlir.global`'s linkage is required in the generic form (its custom
// form always sets it); found by fuzzing: a dropped misspelled `linkage`
// printed a global without one, which read back as `external`.
// CHECK: error: 'llvm.mlir.global' op requires attribute 'linkage'
"llvm.mlir.global"() <{global_type = i32, sym_name = "g"}> ({}) : () -> ()
