// RUN: mlir-opt %s --convert-arith-to-llvm | FileCheck %s

// The pass is a partial conversion, as MLIR's: an op it has no lowering for
// stays as it is (MLIR 19 leaves arith.floordivsi to arith-expand), and
// what uses it keeps working.

// CHECK-LABEL: func.func @rest
// CHECK-NEXT: %[[C:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = arith.floordivsi %arg0, %[[C]] : i32
// CHECK-NEXT: llvm.add %[[D]], %arg1 : i32
func.func @rest(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 3 : i32
  %0 = arith.floordivsi %a, %c : i32
  %1 = arith.addi %0, %b : i32
  return %1 : i32
}
