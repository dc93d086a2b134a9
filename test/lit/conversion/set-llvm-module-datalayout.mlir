// RUN: mlir-opt %s -set-llvm-module-datalayout | FileCheck %s
// RUN: mlir-opt %s -set-llvm-module-datalayout='data-layout=p:32:32:32' | FileCheck %s --check-prefix=P32

// The module gets `llvm.data_layout` (the empty string by default), beside
// the attributes it has; output as mlir-opt-19's.

// CHECK: module attributes {llvm.data_layout = "", test.keep = 1 : i32} {
// P32: module attributes {llvm.data_layout = "p:32:32:32", test.keep = 1 : i32} {
module attributes {test.keep = 1 : i32} {
  func.func private @f()
}
