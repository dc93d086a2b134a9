// The arith ops the LLVM dialect's tests mix in: their custom forms round
// trip, they fold (addi of constants and of zero, select of equal arms or
// a constant condition), and a fold of an arith op materialises an
// arith.constant even from LLVM constants.
// RUN: mlir-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: mlir-opt %s -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: @cross_dialect
// CHECK-NEXT: %[[R:.*]] = arith.constant 82 : i32
// CHECK-NEXT: llvm.return %[[R]] : i32
// GENERIC: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
llvm.func @cross_dialect() -> i32 {
  %0 = llvm.mlir.constant(40 : i32) : i32
  %1 = llvm.mlir.constant(42 : i32) : i32
  %2 = arith.addi %0, %1 : i32
  llvm.return %2 : i32
}

// -----

// CHECK-LABEL: @add_zero_and_select
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: i32, %[[V:.*]]: vector<2xi1>, %[[X:.*]]: vector<2xi32>, %[[Y:.*]]: vector<2xi32>)
// CHECK: arith.select %[[V]], %[[X]], %[[Y]] : vector<2xi1>, vector<2xi32>
// CHECK: llvm.call @use(%[[A]], %[[A]], %[[C]], %[[A]], %{{.*}})
// GENERIC: "arith.select"(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<2xi1>, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
llvm.func @use(i32, i32, i1, i32, vector<2xi32>)
llvm.func @add_zero_and_select(%c: i1, %a: i32, %v: vector<2xi1>, %x: vector<2xi32>, %y: vector<2xi32>) {
  %zero = arith.constant 0 : i32
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.addi %a, %zero overflow<nsw> : i32
  %1 = arith.select %c, %a, %a : i32
  %2 = arith.select %c, %t, %f : i1
  %3 = arith.select %t, %a, %zero : i32
  %4 = arith.select %v, %x, %y : vector<2xi1>, vector<2xi32>
  llvm.call @use(%0, %1, %2, %3, %4) : (i32, i32, i1, i32, vector<2xi32>) -> ()
  llvm.return
}
