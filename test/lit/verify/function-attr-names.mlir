// A function's argument and result attributes must be dialect attributes
// (a `.` in the name), as FunctionOpInterface's verifier says; and a type
// of the LLVM dialect that its parser cannot read is that parser's error,
// not an opaque type (mutation findings: llmir accepted both). Messages are
// mlir-opt-19's.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{'llvm.func' op arguments may only have dialect attributes}}
llvm.func @a(%arg0: !llvm.ptr {i32 = i64})
// -----
// expected-error @+1 {{'llvm.func' op results may only have dialect attributes}}
llvm.func @b() -> (!llvm.ptr {foo})
// -----
// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @c(%a: i32 {foo}) -> i32 {
  return %a : i32
}
// -----
// Dialect attributes are the dialect's to check.
func.func @d(%a: i32 {test.foo}) -> (i32 {test.bar}) {
  return %a : i32
}
// -----
llvm.func @e(%n: i32) {
  // expected-error @+1 {{expected ')'}}
  %1 = llvm.alloca %n x !llvm.struct<"foo", (i32 f64)> : (i32) -> !llvm.ptr
  llvm.return
}
