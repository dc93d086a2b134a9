// LLVM dialect attributes without parameters (`#llvm.zero`, `poison`,
// `undef`, `di_null_type`): MLIR's generated parser reads the mnemonic
// only and leaves a `<...>` body after it unread, so the body is dropped
// and both spellings are one attribute (one alias). As mlir-opt-19 prints.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s | mlir-opt | FileCheck %s

// CHECK: #di_null_type = #llvm.di_null_type{{$}}
// CHECK-NOT: #di_null_type1
// CHECK: llvm.func @g() attributes {a = #llvm.poison, b = #llvm.poison, c = #llvm.undef, d = #llvm.zero, e = #di_null_type, f = #di_null_type}
llvm.func @g() attributes {a = #llvm.poison<x = 1 : i32>, b = #llvm.poison<>, c = #llvm.undef<[1, 2]>, d = #llvm.zero<y>, e = #llvm.di_null_type<x = 1>, f = #llvm.di_null_type}
