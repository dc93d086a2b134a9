// One mistake is one error: a value used twice with a wrong type on one
// line gets a single report (MLIR stops at the first use), and the errors
// of the other functions follow, each as mlir-opt-19 reports it once the
// earlier ones are fixed.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s --implicit-check-not=error:

// CHECK: recovery-one-mistake.mlir:[[#@LINE+2]]:17: error: use of value '%x' expects different type than prior uses: 'i3' vs 'i32'
llvm.func @a(%x: i32) -> i32 {
  %0 = llvm.add %x, %x : i3
  llvm.return %0 : i32
}
// CHECK: recovery-one-mistake.mlir:[[#@LINE+2]]:23: error: expected ':'
llvm.func @b(%x: i32) -> i32 {
  %0 = llvm.mul %x, %x) : i32
  llvm.return %0 : i32
}
// CHECK: recovery-one-mistake.mlir:[[#@LINE+2]]:21: error: use of undeclared SSA value name
llvm.func @c(%x: i32) -> i32 {
  %0 = llvm.sub %x, %y : i32
  llvm.return %0 : i32
}
