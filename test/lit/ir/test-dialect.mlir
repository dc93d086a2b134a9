// MLIR's test dialect, which mlir-opt-19 registers: the ops llmir models
// (test.region_yield, test.isolated_regions with any number of regions,
// test.alloca_scope_region, test.one_region_op), unknown test.* ops kept
// generic, and test types and attributes kept as written, without
// --allow-unregistered-dialect. CHECK lines from mlir-opt-19.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @f(%a: f32) -> memref<2x!test.memref_element> {
  "test.one_region_op"() ({
    test.region_yield %a : f32 {tag}
  }) : () -> ()
  test.isolated_regions attributes {x} {
    %c = arith.constant 1.0 : f32
    test.region_yield %c : f32
  }, {
    %c = arith.constant 2.0 : f32
    test.region_yield %c : f32
  }
  test.alloca_scope_region {
    test.region_yield %a : f32
  }
  %m = "test.unknown"() {test.attr = 1} : () -> memref<2x!test.memref_element>
  return %m : memref<2x!test.memref_element>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: f32) -> memref<2x!test.memref_element> {
// CHECK-NEXT:     "test.one_region_op"() ({
// CHECK-NEXT:       test.region_yield %arg0 : f32 {tag}
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     test.isolated_regions attributes {x} {
// CHECK-NEXT:       %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:       test.region_yield %cst : f32
// CHECK-NEXT:     }, {
// CHECK-NEXT:       %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:       test.region_yield %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     test.alloca_scope_region {
// CHECK-NEXT:       test.region_yield %arg0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = "test.unknown"() {test.attr = 1 : i64} : () -> memref<2x!test.memref_element>
// CHECK-NEXT:     return %0 : memref<2x!test.memref_element>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (f32) -> memref<2x!test.memref_element>, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: f32):
// GENERIC-NEXT:     "test.one_region_op"() ({
// GENERIC-NEXT:       "test.region_yield"(%arg0) {tag} : (f32) -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "test.isolated_regions"() ({
// GENERIC-NEXT:       %2 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:       "test.region_yield"(%2) : (f32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       %1 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:       "test.region_yield"(%1) : (f32) -> ()
// GENERIC-NEXT:     }) {x} : () -> ()
// GENERIC-NEXT:     "test.alloca_scope_region"() ({
// GENERIC-NEXT:       "test.region_yield"(%arg0) : (f32) -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     %0 = "test.unknown"() {test.attr = 1 : i64} : () -> memref<2x!test.memref_element>
// GENERIC-NEXT:     "func.return"(%0) : (memref<2x!test.memref_element>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
