// With --mlir-print-debuginfo a function signature spells its arguments'
// locations out, even when the location has an alias (MLIR's
// printOptionalLocationSpecifier); ops use the alias.
// RUN: mlir-opt --mlir-print-debuginfo %s | FileCheck %s

// CHECK: #[[L:.*]] = loc("here")
// CHECK: llvm.func @f(%arg0: i32 loc("here"), %arg1: i32 loc("there")) -> i32 {
llvm.func @f(%a: i32 loc("here"), %b: i32 loc("there")) -> i32 {
  // CHECK: llvm.return %arg0 : i32 loc(#[[L]])
  llvm.return %a : i32 loc("here")
}
