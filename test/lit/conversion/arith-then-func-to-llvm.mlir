// RUN: mlir-opt %s -convert-arith-to-llvm -convert-func-to-llvm | FileCheck %s

// convert-arith-to-llvm then convert-func-to-llvm, as mlir-opt-19: the
// arguments' casts back to index at the block start in reverse argument
// order, the casts arith left looked through where their input fits; a
// tensor constant stays.

// CHECK: module {
// CHECK-LABEL: llvm.func @f(%arg0: i64, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : i64 to index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : i64 to index
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %1 : index to i64
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %0 : index to i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %2 : index to i64
// CHECK-NEXT: %6 = llvm.add %5, %4 : i64
// CHECK-NEXT: %7 = llvm.mul %6, %3 : i64
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// CHECK-NEXT: llvm.return %7 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tensor_constant() -> tensor<2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: return %cst : tensor<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%a: index, %b: index, %c: index) -> index {
  %0 = arith.addi %a, %c : index
  %1 = arith.muli %0, %b : index
  return %1 : index
}

func.func @tensor_constant() -> tensor<2xi32> {
  %0 = arith.constant dense<[1, 2]> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
