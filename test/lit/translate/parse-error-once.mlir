// REQUIRES: llmir-translate
// A syntax error is reported once, as llmir-opt and mlir-translate-19
// report it: the ops after it that only fail because of it (here every
// `llvm.return` at the end of a line) are not errors of their own.
// RUN: not llmir-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// CHECK: parse-error-once.mlir:[[# @LINE + 2]]:24: error: custom op 'ctors' is unknown
// CHECK-NOT: error
llvm.mlir.global_ctors ctors = [@start], priorities = [65535 : i32]
llvm.func internal @start() {
  llvm.return
}
llvm.func @f(%x: i32) -> i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.return %c : i32
}
