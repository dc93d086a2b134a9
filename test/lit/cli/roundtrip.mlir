// --verify-roundtrip prints the module in the generic form, parses that
// again and checks the two print the same.
// RUN: mlir-opt %s --verify-roundtrip --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK: "test.op"() {a = dense<[1, 2]> : tensor<2xi8>} : () -> !llvm.struct<(i32, ptr)>
%0 = "test.op"() {a = dense<[1, 2]> : tensor<2xi8>} : () -> !llvm.struct<(i32, ptr)>
