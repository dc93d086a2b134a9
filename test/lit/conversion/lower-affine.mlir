// lower-affine on affine.apply, affine.min and affine.max: sums, products,
// floordiv, ceildiv and mod by constants expanded into arith ops, min/max
// chains of arith.minsi/maxsi.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s -lower-affine | FileCheck %s --check-prefix=CHECK
// RUN: mlir-opt %s -canonicalize | FileCheck %s --check-prefix=CANON

#m = affine_map<(d0)[s0] -> (d0 * 4 + s0 floordiv 2 - 3)>
func.func @apply(%a: index, %b: index, %c: index) -> (index, index, index, index) {
  %0 = affine.apply #m(%a)[%b]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 - d1 * 3)>(%a, %b)
  %2 = affine.apply affine_map<()[s0] -> (s0 ceildiv 8 + s0 mod 5)>()[%c]
  %3 = affine.apply affine_map<() -> (42)>()
  return %0, %1, %2, %3 : index, index, index, index
}
func.func @minmax(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0, s0 + 2, 7)>(%a)[%c]
  %1 = affine.max affine_map<()[s0, s1] -> (s0 * s1, s1 mod 3, s0 ceildiv 5)>()[%b, %c]
  %2 = affine.min affine_map<()[s0] -> (s0)>()[%b]
  return %0, %1, %2 : index, index, index
}

// CHECK: module {
// CHECK-NEXT: func.func @apply(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.muli %arg0, %c4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %c0 : index
// CHECK-NEXT: %2 = arith.subi %c-1, %arg1 : index
// CHECK-NEXT: %3 = arith.select %1, %2, %arg1 : index
// CHECK-NEXT: %4 = arith.divsi %3, %c2 : index
// CHECK-NEXT: %5 = arith.subi %c-1, %4 : index
// CHECK-NEXT: %6 = arith.select %1, %5, %4 : index
// CHECK-NEXT: %7 = arith.addi %0, %6 : index
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %8 = arith.addi %7, %c-3 : index
// CHECK-NEXT: %c-3_0 = arith.constant -3 : index
// CHECK-NEXT: %9 = arith.muli %arg1, %c-3_0 : index
// CHECK-NEXT: %10 = arith.addi %arg0, %9 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %11 = arith.cmpi sle, %arg2, %c0_1 : index
// CHECK-NEXT: %12 = arith.subi %c0_1, %arg2 : index
// CHECK-NEXT: %13 = arith.subi %arg2, %c1 : index
// CHECK-NEXT: %14 = arith.select %11, %12, %13 : index
// CHECK-NEXT: %15 = arith.divsi %14, %c8 : index
// CHECK-NEXT: %16 = arith.subi %c0_1, %15 : index
// CHECK-NEXT: %17 = arith.addi %15, %c1 : index
// CHECK-NEXT: %18 = arith.select %11, %16, %17 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %19 = arith.remsi %arg2, %c5 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %20 = arith.cmpi slt, %19, %c0_2 : index
// CHECK-NEXT: %21 = arith.addi %19, %c5 : index
// CHECK-NEXT: %22 = arith.select %20, %21, %19 : index
// CHECK-NEXT: %23 = arith.addi %18, %22 : index
// CHECK-NEXT: %c42 = arith.constant 42 : index
// CHECK-NEXT: return %8, %10, %23, %c42 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @minmax(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.addi %arg2, %c2 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %1 = arith.minsi %arg0, %0 : index
// CHECK-NEXT: %2 = arith.minsi %1, %c7 : index
// CHECK-NEXT: %3 = arith.muli %arg1, %arg2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %4 = arith.remsi %arg2, %c3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %5 = arith.cmpi slt, %4, %c0 : index
// CHECK-NEXT: %6 = arith.addi %4, %c3 : index
// CHECK-NEXT: %7 = arith.select %5, %6, %4 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %8 = arith.cmpi sle, %arg1, %c0_0 : index
// CHECK-NEXT: %9 = arith.subi %c0_0, %arg1 : index
// CHECK-NEXT: %10 = arith.subi %arg1, %c1 : index
// CHECK-NEXT: %11 = arith.select %8, %9, %10 : index
// CHECK-NEXT: %12 = arith.divsi %11, %c5 : index
// CHECK-NEXT: %13 = arith.subi %c0_0, %12 : index
// CHECK-NEXT: %14 = arith.addi %12, %c1 : index
// CHECK-NEXT: %15 = arith.select %8, %13, %14 : index
// CHECK-NEXT: %16 = arith.maxsi %3, %7 : index
// CHECK-NEXT: %17 = arith.maxsi %16, %15 : index
// CHECK-NEXT: return %2, %17, %arg1 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// CANON: #map = affine_map<()[s0, s1] -> (s1 * 4 + s0 floordiv 2 - 3)>
// CANON-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 - s1 * 3)>
// CANON-NEXT: #map2 = affine_map<()[s0] -> (s0 + s0 ceildiv 8 - (s0 floordiv 5) * 5)>
// CANON-NEXT: #map3 = affine_map<()[s0, s1] -> (7, s1, s0 + 2)>
// CANON-NEXT: #map4 = affine_map<()[s0, s1] -> (s0 * s1, s1 mod 3, s0 ceildiv 5)>
// CANON-NEXT: module {
// CANON-NEXT: func.func @apply(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CANON-NEXT: %c42 = arith.constant 42 : index
// CANON-NEXT: %0 = affine.apply #map()[%arg1, %arg0]
// CANON-NEXT: %1 = affine.apply #map1()[%arg0, %arg1]
// CANON-NEXT: %2 = affine.apply #map2()[%arg2]
// CANON-NEXT: return %0, %1, %2, %c42 : index, index, index, index
// CANON-NEXT: }
// CANON-NEXT: func.func @minmax(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CANON-NEXT: %0 = affine.min #map3()[%arg2, %arg0]
// CANON-NEXT: %1 = affine.max #map4()[%arg1, %arg2]
// CANON-NEXT: return %0, %1, %arg1 : index, index, index
// CANON-NEXT: }
// CANON-NEXT: }
