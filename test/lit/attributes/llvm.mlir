// Attributes of the LLVM dialect.
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Enums: linkage, calling convention; flag sets: fast-math and overflow.
// CHECK: "test.enums"() {a = #llvm.linkage<internal>, b = #llvm.cconv<fastcc>, c = #llvm.fastmath<nnan, ninf>, d = #llvm.overflow<nsw, nuw>}
"test.enums"() {a = #llvm.linkage<internal>, b = #llvm.cconv<fastcc>, c = #llvm.fastmath<nnan, ninf>, d = #llvm.overflow<nsw, nuw>} : () -> ()

// An op's inherent attributes (properties) print in `<{...}>`, sorted.
// CHECK: "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32
%0 = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32
