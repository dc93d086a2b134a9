// RUN: mlir-opt %s -convert-func-to-llvm -split-input-file -verify-diagnostics | FileCheck %s

// What convert-func-to-llvm refuses, as mlir-opt-19 does: the pattern emits
// an error and leaves the function alone (the pass itself succeeds, so the
// rest is converted and printed).

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @bad_linkage(i32) attributes {llvm.linkage = 3 : i64}
// expected-error@+1 {{Contains llvm.linkage attribute not of type LLVM::LinkageAttr}}
func.func private @bad_linkage(i32) attributes {llvm.linkage = 3 : i64}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @variadic(%arg0: i32) attributes {func.varargs = true, llvm.emit_c_interface} {
// CHECK-NEXT: llvm.return
// expected-error@+1 {{C interface for variadic functions is not supported yet.}}
func.func @variadic(%arg0: i32) attributes {func.varargs = true, llvm.emit_c_interface} {
  return
}

// -----

// Types without an LLVM counterpart: no error, the function stays, and so
// does its return, whose operand cannot be converted.
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @tensor_result(%arg0: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: return %arg0 : tensor<2xf32>
func.func @tensor_result(%t: tensor<2xf32>) -> tensor<2xf32> {
  return %t : tensor<2xf32>
}
