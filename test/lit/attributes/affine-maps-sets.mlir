// RUN: mlir-opt %s --allow-unregistered-dialect | FileCheck %s

// Affine maps and integer sets are read by MLIR's affine grammar and
// printed in MLIR's canonical form: an integer set's constraints hold
// `>=` and `<=` (they used to end the attribute at the `>`), semi-affine
// terms and divisions by zero or by a negative constant are built as
// MLIR's operators build them, and `d0 - d0` folds to 0.

// CHECK-DAG: #[[SET0:.*]] = affine_set<(d0) : (d0 - 1 >= 0)>
// CHECK-DAG: #[[SET1:.*]] = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, -d1 + s0 >= 0, d0 + d1 - 4 == 0, d0 * -2 + s0 >= 0)>
// CHECK-DAG: #[[SET2:.*]] = affine_set<(d0) : (0 >= 0)>
// CHECK-DAG: #[[SET3:.*]] = affine_set<(d0) : (0 == 0)>
// CHECK-DAG: #[[SET4:.*]] = affine_set<(d0)[s0] : (d0 floordiv 2 - s0 mod 3 >= 0, -d0 + 10 >= 0)>
// CHECK-DAG: #[[MAP0:.*]] = affine_map<(d0)[s0] -> (d0 floordiv s0, (d0 + 2) mod s0, d0 ceildiv (s0 * 2), d0 * s0 + 1)>
// CHECK-DAG: #[[MAP1:.*]] = affine_map<(d0)[s0] -> (d0 * -2 + s0, d0 floordiv 0)>
// CHECK-DAG: #[[MAP2:.*]] = affine_map<(d0)[s0] -> (-2, 7 mod -3, -2, d0 floordiv -1, d0 mod -2, d0 * -2, 3 floordiv 0, 0, 0, 0, d0, 0)>
// CHECK-DAG: #[[MAP3:.*]] = affine_map<(d0) -> (0, d0 * 5, 1, d0 * 2)>
// CHECK: "t.sets"() {a = #[[SET0]], b = #[[SET1]], c = #[[SET2]], d = #[[SET3]], e = #[[SET4]]}
"t.sets"() {
  a = affine_set<(i) : (i - 1 >= 0)>,
  b = affine_set<(d0, d1)[s0] : (d0 >= 1, d1 <= s0, d0 + d1 == 4, s0 - d0 * 2 >= 0)>,
  c = affine_set<(d0) : (d0 >= d0)>,
  d = affine_set<(d0) : ()>,
  e = affine_set<(d0)[s0] : (d0 floordiv 2 >= s0 mod 3, -d0 + 10 >= 0)>
} : () -> ()
// CHECK: "t.maps"() {a = #[[MAP0]], b = #[[MAP1]], c = #[[MAP2]], d = #[[MAP3]]}
"t.maps"() {
  a = affine_map<(d0)[s0] -> (d0 floordiv s0, (d0 + 2) mod s0, d0 ceildiv (s0 * 2), s0 * d0 + 1)>,
  b = affine_map<(d0)[s0] -> (s0 - d0 * 2, d0 floordiv 0)>,
  c = affine_map<(d0)[s0] -> (4 floordiv -2, 7 mod -3, 5 ceildiv -2, d0 floordiv -1, d0 mod -2, (d0 * 4) floordiv -2, 3 floordiv 0, d0 * 0, 0 mod 3, (d0 * 6) mod 3, d0 floordiv 1, d0 mod 1)>,
  d = affine_map<(d0) -> (d0 - d0, d0 * 2 + d0 * 3, d0 * 2 - d0 * 2 + 1, d0 + d0)>
} : () -> ()
