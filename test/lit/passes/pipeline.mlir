// The textual pipeline: nesting by op name and `any`, options in braces,
// `-p` as its alias, and passes given as flags (one dash or two, with
// options after `=`) running in command-line order.
// RUN: mlir-opt %s --pass-pipeline='builtin.module(llvm.func(canonicalize{max-iterations=2 test-convergence}), cse)' | FileCheck %s
// RUN: mlir-opt %s -p 'builtin.module(any(canonicalize, cse))' | FileCheck %s
// RUN: mlir-opt %s -p 'builtin.module(llvm.func(cse))' | FileCheck %s --check-prefix=CSE-ONLY
// RUN: mlir-opt %s -canonicalize --cse | FileCheck %s
// RUN: mlir-opt %s --canonicalize='max-iterations=3 top-down=false' | FileCheck %s
// RUN: mlir-opt %s -p 'builtin.module()' | FileCheck %s --check-prefix=NONE

// CHECK-LABEL: llvm.func @f
// CHECK-NEXT: %[[C:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[S:.*]] = llvm.add %[[C]], %[[C]] : i32
// CHECK-NEXT: llvm.return %[[S]] : i32
// CSE-ONLY: llvm.mlir.constant(1 : i32)
// CSE-ONLY-NOT: llvm.mlir.constant
// CSE-ONLY: llvm.bitcast
// NONE-COUNT-2: llvm.mlir.constant(1 : i32)
llvm.func @f() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.bitcast %1 : i32 to i32
  %3 = llvm.add %0, %2 : i32
  llvm.return %3 : i32
}
