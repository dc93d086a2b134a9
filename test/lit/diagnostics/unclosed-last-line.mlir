// A function left open whose last line is an unfinished op: the error is
// reported and the exit status is 1 (mutation finding: error recovery took
// the error for the missing brace's cascade and printed an empty module).
// Message as mlir-opt-19's.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s
// CHECK: unclosed-last-line.mlir:[[# @LINE + 4]]:3: error: expected ':'
// CHECK-NOT: module
llvm.func @f() {
  llvm.return
%1
