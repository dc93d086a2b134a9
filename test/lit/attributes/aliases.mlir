// Attribute aliases: `#name = ...` at the top of the file. On output MLIR
// derives its own alias names (e.g. #map for affine maps) and prints the
// alias definitions first.
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

#transpose = affine_map<(d0, d1) -> (d1, d0)>

// CHECK:      #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "test.use"() {map = #map} : () -> ()
"test.use"() {map = #transpose} : () -> ()
