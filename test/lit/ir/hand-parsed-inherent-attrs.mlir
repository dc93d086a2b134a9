// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// A hand-written parser (llvm.call's) does not check inherent attributes
// given in the attribute dictionary: MLIR stores each through
// dyn_cast_or_null to its storage class, so one of another class is
// dropped silently (mlir-opt-19's output; upstream inlining.mlir chunk 2).

llvm.func fastcc @f() -> i32
// CHECK-LABEL: llvm.func @g()
llvm.func @g() -> i32 {
  // CHECK-NEXT: %0 = llvm.call fastcc @f() : () -> i32
  %0 = llvm.call fastcc @f() {branch_weights = dense<42> : vector<1xi32>} : () -> i32
  // CHECK-NEXT: %1 = llvm.call fastcc @f() {branch_weights = array<i32: 42>} : () -> i32
  %1 = llvm.call fastcc @f() {branch_weights = array<i32: 42>} : () -> i32
  // CHECK-NEXT: %2 = llvm.call fastcc @f() {fastmathFlags = #llvm.fastmath<nnan>} : () -> i32
  %2 = llvm.call fastcc @f() {fastmathFlags = #llvm.fastmath<nnan>, branch_weights = array<i64: 42>} : () -> i32
  // CHECK-NEXT: %3 = llvm.call @f() {fastmathFlags = #llvm.fastmath<nnan>} : () -> i32
  %3 = llvm.call @f() {fastmathFlags = #llvm.fastmath<nnan>, branch_weights = "x"} : () -> i32
  // CHECK-NEXT: %4 = llvm.call @f() {aaa} : () -> i32
  %4 = llvm.call @f() {aaa, branch_weights = "x"} : () -> i32
  // CHECK-NEXT: %5 = llvm.call @f() {a = 1 : i64, b = 2 : i64, c = 3 : i64} : () -> i32
  %5 = llvm.call @f() {a = 1, b = 2, branch_weights = "x", c = 3} : () -> i32
  llvm.return %0 : i32
}

// GENERIC: "llvm.call"() <{CConv = #llvm.cconv<fastcc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>}> : () -> i32
// GENERIC: "llvm.call"() <{CConv = #llvm.cconv<fastcc>, TailCallKind = #llvm.tailcallkind<none>, branch_weights = array<i32: 42>, callee = @f, fastmathFlags = #llvm.fastmath<none>}> : () -> i32
// GENERIC: "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>}> {a = 1 : i64, b = 2 : i64, c = 3 : i64} : () -> i32
