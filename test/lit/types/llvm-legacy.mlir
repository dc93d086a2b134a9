// llmir also reads the LLVM dialect's older type spellings and prints
// today's: typed pointers become opaque pointers, and the 2019 form
// `!llvm<"...">` (LLVM IR type syntax in a string) becomes dialect types.
// mlir-opt-19 rejects these inputs, hence `llmir-opt` here.
// RUN: llmir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK: "test.typed"() : () -> (!llvm.ptr, !llvm.ptr<3>)
"test.typed"() : () -> (!llvm.ptr<i8>, !llvm.ptr<struct<(i32)>, 3>)

// CHECK: "test.legacy"() : () -> (!llvm.ptr, !llvm.struct<(i32, f32)>, !llvm.array<4 x i64>)
"test.legacy"() : () -> (!llvm<"i8*">, !llvm<"{ i32, float }">, !llvm<"[4 x i64]">)
