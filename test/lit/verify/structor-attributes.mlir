// `llvm.mlir.global_ctors`/`global_dtors` take an array of flat symbol
// references and an array of i32 priorities (ODS constraints, checked as
// the custom form is read; mutation finding: llmir accepted a type in the
// list). Messages are mlir-opt-19's.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

llvm.func @f() {
  llvm.return
}
// expected-error @+1 {{'llvm.mlir.global_dtors' op attribute 'dtors' failed to satisfy constraint: flat symbol ref array attribute}}
llvm.mlir.global_dtors { dtors = [vector<4xf32>], priorities = [0 : i32]}
// -----
llvm.func @f() {
  llvm.return
}
// expected-error @+1 {{'llvm.mlir.global_ctors' op attribute 'priorities' failed to satisfy constraint: 32-bit integer array attribute}}
llvm.mlir.global_ctors { ctors = [@f], priorities = [0 : i64]}
// -----
llvm.func @f() {
  llvm.return
}
llvm.mlir.global_ctors { ctors = [@f], priorities = [0 : i32]}
