// Builtin types, as results of unregistered ops: each prints back in its
// canonical spelling.
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// A second round trip prints the same text.
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic \
// RUN:   | mlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Signless integers iN, signed siN and unsigned uiN, and index. An op with
// several results names them as one group: %0:8.
// CHECK: %0:8 = "test.integers"() : () -> (i1, i8, i32, i64, i128, si8, ui16, index)
"test.integers"() : () -> (i1, i8, i32, i64, i128, si8, ui16, index)

// Floating-point types, and `none`.
// CHECK: %1:9 = "test.floats"() : () -> (f16, bf16, f32, f64, f80, f128, tf32, f8E4M3FN, none)
"test.floats"() : () -> (f16, bf16, f32, f64, f80, f128, tf32, f8E4M3FN, none)

// Shaped types: `?` is a dynamic size, `[4]` a scalable vector dimension,
// `*` an unranked tensor or memref.
// CHECK: "test.shaped"() : () -> (vector<4xf32>, vector<[4]xi1>, vector<2x[4]xf32>, tensor<?x4xf32>, tensor<*xi8>, memref<4x?xf32>, memref<*xf32>)
"test.shaped"() : () -> (vector<4xf32>, vector<[4]xi1>, vector<2x[4]xf32>, tensor<?x4xf32>, tensor<*xi8>, memref<4x?xf32>, memref<*xf32>)

// Complex numbers, tuples and function types.
// CHECK: "test.compound"() : () -> (complex<f64>, tuple<i32, f32>, (i32) -> f32, () -> ())
"test.compound"() : () -> (complex<f64>, tuple<i32, f32>, (i32) -> f32, () -> ())

// Type aliases are resolved where they are used (the alias itself is not
// printed back).
!i = i32
// CHECK: "test.alias"() : () -> i32
"test.alias"() : () -> !i
