// The LLVM dialect's types.
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Opaque pointers, optionally in an address space.
// CHECK: "test.pointers"() : () -> (!llvm.ptr, !llvm.ptr<1>)
"test.pointers"() : () -> (!llvm.ptr, !llvm.ptr<1>)

// Arrays and structs: literal, packed and identified (named). Nested LLVM
// types drop their `!llvm.` prefix.
// CHECK: "test.aggregates"() : () -> (!llvm.array<4 x i32>, !llvm.struct<(i32, f64)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<"named", (i32, ptr)>)
"test.aggregates"() : () -> (!llvm.array<4 x i32>, !llvm.struct<(i32, f64)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<"named", (i32, !llvm.ptr)>)

// An identified struct may refer to itself.
// CHECK: "test.list"() : () -> !llvm.struct<"list", (ptr, struct<"list">)>
"test.list"() : () -> !llvm.struct<"list", (ptr, struct<"list">)>

// Function types (with varargs), and the types without values.
// CHECK: "test.others"() : () -> (!llvm.func<void (i32, ...)>, !llvm.void, !llvm.token, !llvm.label, !llvm.metadata)
"test.others"() : () -> (!llvm.func<void (i32, ...)>, !llvm.void, !llvm.token, !llvm.label, !llvm.metadata)

// A scalable vector of four-element multiples. (MLIR 19 prints two spaces
// before the element type; so does llmir.)
// CHECK: "test.vec"() : () -> !llvm.vec<? x 4 x  i32>
"test.vec"() : () -> !llvm.vec<? x 4 x i32>
