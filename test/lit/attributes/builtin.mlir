// Builtin attributes in an op's attribute dictionary, and how MLIR prints
// them back: integers get their type (i64 by default), floats their
// exact scientific spelling, strings MLIR's escapes.
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK: "test.ints"() {a = 42 : i32, b = -1 : i8, c = 7 : i64, d = true, e = false, f = 16 : i64}
"test.ints"() {a = 42 : i32, b = -1 : i8, c = 7, d = true, e = false, f = 0x10 : i64} : () -> ()

// Floats print with six digits after the point; a hex spelling gives the
// exact bits (here a NaN, which stays in hex).
// CHECK: "test.floats"() {a = 1.500000e+00 : f32, b = 1.000000e-01 : f64, c = 1.000000e+10 : f64, d = 0x7FC00000 : f32, e = -0.000000e+00 : f16}
"test.floats"() {a = 1.5 : f32, b = 0.1 : f64, c = 1.0e+10 : f64, d = 0x7FC00000 : f32, e = -0.0 : f16} : () -> ()

// Strings keep \XX escapes; a unit attribute prints as its bare name;
// symbol references may be nested.
// CHECK: "test.strings"() {a = "hello", b = "tab\09quote\22", c, d = @sym, e = @outer::@inner}
"test.strings"() {a = "hello", b = "tab\09quote\22", c = unit, d = @sym, e = @outer::@inner} : () -> ()

// Arrays, dictionaries (sorted by name), dense elements, dense arrays and
// types as attributes.
// CHECK: "test.aggregates"() {a = [1, 2.000000e+00, "x"], b = {x = 1 : i32, y}, c = dense<[1, 2, 3]> : tensor<3xi32>, d = dense<1.000000e+00> : vector<4xf32>, e = array<i32: 1, 2>, g = i32}
"test.aggregates"() {a = [1, 2.0, "x"], b = {y, x = 1 : i32}, c = dense<[1, 2, 3]> : tensor<3xi32>, d = dense<1.0> : vector<4xf32>, e = array<i32: 1, 2>, g = i32} : () -> ()
