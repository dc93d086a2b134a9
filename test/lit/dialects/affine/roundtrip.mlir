// The affine ops' custom forms (map aliases, dims in parentheses, symbols
// in brackets, other attributes) and the generic form; -canonicalize (folds
// of constant operands and lone dims, composition, dims promoted to symbols,
// min/max results sorted); lower-affine folding what it can first.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s  | FileCheck %s --check-prefix=CHECK
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: mlir-opt %s -lower-affine | FileCheck %s --check-prefix=LOWER

#m = affine_map<(d0)[s0] -> (d0 * 4 + s0 floordiv 2 - 3)>
func.func @forms(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.apply #m(%a)[%b]
  %1 = affine.apply affine_map<(i, j) -> (j + i * 2)>(%a, %b) {tag = "x"}
  %2 = affine.min affine_map<(d0)[s0] -> (d0, s0 + 2, 7)>(%a)[%b]
  %3 = "affine.max"(%a, %b) <{map = affine_map<()[s0, s1] -> (s0, s1 - 1)>}> : (index, index) -> index
  return %0, %1, %2, %3 : index, index, index, index
}
func.func @folds(%a: index) -> (index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0)>(%c3)[%c5]
  %1 = affine.apply affine_map<(d0, d1) -> (d1)>(%c3, %a)
  %2 = affine.min affine_map<()[s0, s1] -> (s0, s1, 4)>()[%c3, %c5]
  %3 = affine.max affine_map<()[s0, s1] -> (s0, s1 * 2)>()[%a, %c5]
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 * 4 + s0 floordiv 2 - 3)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1 + d0 * 2)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0, s0 + 2, 7)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (s0, s1 - 1)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0 * 4 + s0)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map6 = affine_map<()[s0, s1] -> (s0, s1, 4)>
// CHECK-NEXT: #map7 = affine_map<()[s0, s1] -> (s0, s1 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @forms(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map(%arg0)[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1(%arg0, %arg1) {tag = "x"}
// CHECK-NEXT: %2 = affine.min #map2(%arg0)[%arg1]
// CHECK-NEXT: %3 = affine.max #map3()[%arg0, %arg1]
// CHECK-NEXT: return %0, %1, %2, %3 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @folds(%arg0: index) -> (index, index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = affine.apply #map4(%c3)[%c5]
// CHECK-NEXT: %1 = affine.apply #map5(%c3, %arg0)
// CHECK-NEXT: %2 = affine.min #map6()[%c3, %c5]
// CHECK-NEXT: %3 = affine.max #map7()[%arg0, %c5]
// CHECK-NEXT: return %0, %1, %2, %3 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0)[s0] -> (d0 * 4 + s0 floordiv 2 - 3)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d1 + d0 * 2)>
// GENERIC-NEXT: #map2 = affine_map<(d0)[s0] -> (d0, s0 + 2, 7)>
// GENERIC-NEXT: #map3 = affine_map<()[s0, s1] -> (s0, s1 - 1)>
// GENERIC-NEXT: #map4 = affine_map<(d0)[s0] -> (d0 * 4 + s0)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1) -> (d1)>
// GENERIC-NEXT: #map6 = affine_map<()[s0, s1] -> (s0, s1, 4)>
// GENERIC-NEXT: #map7 = affine_map<()[s0, s1] -> (s0, s1 * 2)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index) -> (index, index, index, index), sym_name = "forms"}> ({
// GENERIC-NEXT: ^bb0(%arg1: index, %arg2: index):
// GENERIC-NEXT: %6 = "affine.apply"(%arg1, %arg2) <{map = #map}> : (index, index) -> index
// GENERIC-NEXT: %7 = "affine.apply"(%arg1, %arg2) <{map = #map1}> {tag = "x"} : (index, index) -> index
// GENERIC-NEXT: %8 = "affine.min"(%arg1, %arg2) <{map = #map2}> : (index, index) -> index
// GENERIC-NEXT: %9 = "affine.max"(%arg1, %arg2) <{map = #map3}> : (index, index) -> index
// GENERIC-NEXT: "func.return"(%6, %7, %8, %9) : (index, index, index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (index) -> (index, index, index, index), sym_name = "folds"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index):
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 3 : index}> : () -> index
// GENERIC-NEXT: %1 = "arith.constant"() <{value = 5 : index}> : () -> index
// GENERIC-NEXT: %2 = "affine.apply"(%0, %1) <{map = #map4}> : (index, index) -> index
// GENERIC-NEXT: %3 = "affine.apply"(%0, %arg0) <{map = #map5}> : (index, index) -> index
// GENERIC-NEXT: %4 = "affine.min"(%0, %1) <{map = #map6}> : (index, index) -> index
// GENERIC-NEXT: %5 = "affine.max"(%arg0, %1) <{map = #map7}> : (index, index) -> index
// GENERIC-NEXT: "func.return"(%2, %3, %4, %5) : (index, index, index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// CANON: #map = affine_map<()[s0, s1] -> (s1 * 4 + s0 floordiv 2 - 3)>
// CANON-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 * 2 + s1)>
// CANON-NEXT: #map2 = affine_map<()[s0, s1] -> (7, s1, s0 + 2)>
// CANON-NEXT: #map3 = affine_map<()[s0, s1] -> (s1 - 1, s0)>
// CANON-NEXT: #map4 = affine_map<()[s0] -> (10, s0)>
// CANON-NEXT: module {
// CANON-NEXT: func.func @forms(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CANON-NEXT: %0 = affine.apply #map()[%arg1, %arg0]
// CANON-NEXT: %1 = affine.apply #map1()[%arg0, %arg1]
// CANON-NEXT: %2 = affine.min #map2()[%arg1, %arg0]
// CANON-NEXT: %3 = affine.max #map3()[%arg0, %arg1]
// CANON-NEXT: return %0, %1, %2, %3 : index, index, index, index
// CANON-NEXT: }
// CANON-NEXT: func.func @folds(%arg0: index) -> (index, index, index, index) {
// CANON-NEXT: %c17 = arith.constant 17 : index
// CANON-NEXT: %c3 = arith.constant 3 : index
// CANON-NEXT: %0 = affine.max #map4()[%arg0]
// CANON-NEXT: return %c17, %arg0, %c3, %0 : index, index, index, index
// CANON-NEXT: }
// CANON-NEXT: }

// LOWER: module {
// LOWER-NEXT: func.func @forms(%arg0: index, %arg1: index) -> (index, index, index, index) {
// LOWER-NEXT: %c4 = arith.constant 4 : index
// LOWER-NEXT: %0 = arith.muli %arg0, %c4 : index
// LOWER-NEXT: %c2 = arith.constant 2 : index
// LOWER-NEXT: %c0 = arith.constant 0 : index
// LOWER-NEXT: %c-1 = arith.constant -1 : index
// LOWER-NEXT: %1 = arith.cmpi slt, %arg1, %c0 : index
// LOWER-NEXT: %2 = arith.subi %c-1, %arg1 : index
// LOWER-NEXT: %3 = arith.select %1, %2, %arg1 : index
// LOWER-NEXT: %4 = arith.divsi %3, %c2 : index
// LOWER-NEXT: %5 = arith.subi %c-1, %4 : index
// LOWER-NEXT: %6 = arith.select %1, %5, %4 : index
// LOWER-NEXT: %7 = arith.addi %0, %6 : index
// LOWER-NEXT: %c-3 = arith.constant -3 : index
// LOWER-NEXT: %8 = arith.addi %7, %c-3 : index
// LOWER-NEXT: %c2_0 = arith.constant 2 : index
// LOWER-NEXT: %9 = arith.muli %arg0, %c2_0 : index
// LOWER-NEXT: %10 = arith.addi %arg1, %9 : index
// LOWER-NEXT: %c2_1 = arith.constant 2 : index
// LOWER-NEXT: %11 = arith.addi %arg1, %c2_1 : index
// LOWER-NEXT: %c7 = arith.constant 7 : index
// LOWER-NEXT: %12 = arith.minsi %arg0, %11 : index
// LOWER-NEXT: %13 = arith.minsi %12, %c7 : index
// LOWER-NEXT: %c-1_2 = arith.constant -1 : index
// LOWER-NEXT: %14 = arith.addi %arg1, %c-1_2 : index
// LOWER-NEXT: %15 = arith.maxsi %arg0, %14 : index
// LOWER-NEXT: return %8, %10, %13, %15 : index, index, index, index
// LOWER-NEXT: }
// LOWER-NEXT: func.func @folds(%arg0: index) -> (index, index, index, index) {
// LOWER-NEXT: %c3 = arith.constant 3 : index
// LOWER-NEXT: %c5 = arith.constant 5 : index
// LOWER-NEXT: %c17 = arith.constant 17 : index
// LOWER-NEXT: %c3_0 = arith.constant 3 : index
// LOWER-NEXT: %c10 = arith.constant 10 : index
// LOWER-NEXT: %0 = arith.maxsi %arg0, %c10 : index
// LOWER-NEXT: return %c17, %arg0, %c3_0, %0 : index, index, index, index
// LOWER-NEXT: }
// LOWER-NEXT: }
