// ub.poison: its default #ub.poison value is elided.
// CHECK lines are mlir-opt-19's output for this file.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @poison() -> (i32, vector<4xf32>) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : vector<4xf32>
// CHECK-NEXT: return %0, %1 : i32, vector<4xf32>

func.func @poison() -> (i32, vector<4xf32>) {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : vector<4xf32>
  return %0, %1 : i32, vector<4xf32>
}
