// RUN: not mlir-opt %s -split-input-file 2>&1 | FileCheck %s

// A region given entry arguments (a function's named arguments, a loop's
// induction variables) cannot start with a block label: MLIR's parser
// reports it at the label, without the custom op prefix.

// CHECK: offset :10:1: error: invalid block name in region with named arguments
llvm.func @h(%c: i1) {

^bb1:
  llvm.return
}

// -----

// CHECK-NEXT: ^bb1:
// CHECK: offset :8:5: error: invalid block name in region with named arguments
llvm.func @h(%c: i32) {
  omp.wsloop {
    omp.loop_nest (%i) : i32 = (%c) to (%c) step (%c) {
    ^bb3:
      omp.yield
    }
  }
  llvm.return
}

// -----

// The first error only: once the branch is dropped, its successor's label
// starting the body is a consequence, not reported.
// CHECK-NEXT: ^bb3:
// CHECK: offset :9:31: error: custom op 'llvm.cond_br' 'llvm.cond_br' op attribute 'branch_weights' failed to satisfy constraint: i32 dense array attribute
// CHECK-NOT: error
llvm.func @h(%c: i1) {
  llvm.cond_br %c, ^bb1, ^bb1 {branch_weights = dense<1> : vector<2xi32>}
^bb1:
  llvm.return
}
