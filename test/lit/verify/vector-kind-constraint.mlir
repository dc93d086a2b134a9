// RUN: not mlir-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// vector.contract's `kind`, written in its attribute dictionary, must be a
// `#vector.kind`: anything else fails ODS's constraint on the attribute
// (the vector dialect's attribute classes, with their ODS summaries).
// llmir accepted a type there and printed a generic form it could not read
// back (print_idempotent fuzz finding crash-780f6fcf). mlir-opt-19 crashes
// on these inputs; the wording is its generated verifier's, and in `<{...}>`
// the property conversion error matches mlir-opt-19's.

#map0 = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>

// CHECK: error: 'vector.contract' op attribute 'kind' failed to satisfy constraint: Kind of combining function for contractions and reductions
func.func @type_kind(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = !vetocr.kind<maxnumf>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

// CHECK: error: 'vector.contract' op attribute 'kind' failed to satisfy constraint: Kind of combining function for contractions and reductions
func.func @other_class(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.iterator_type<parallel>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

// CHECK: error: invalid properties {punctuation = #vector.kind<add>} for op vector.print: Invalid attribute `punctuation` in property conversion: #vector.kind<add>
func.func @punctuation(%x: f32) {
  "vector.print"(%x) <{punctuation = #vector.kind<add>}> : (f32) -> ()
  return
}

// -----

// CHECK: error: invalid properties {fastmath = #vector.kind<add>, kind = #vector.kind<add>} for op vector.reduction: Invalid attribute `fastmath` in property conversion: #vector.kind<add>
func.func @fastmath(%v: vector<4xf32>) -> f32 {
  %0 = "vector.reduction"(%v) <{kind = #vector.kind<add>, fastmath = #vector.kind<add>}> : (vector<4xf32>) -> f32
  return %0 : f32
}
