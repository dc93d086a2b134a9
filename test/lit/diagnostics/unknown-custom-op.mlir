// An unknown op in custom form without results is "custom op '...' is
// unknown" at its name, as mlir-opt-19 says; llmir had reported the
// enclosing region's "expected operation name in quotes" after the `{`.
// RUN: not mlir-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// CHECK: offset :{{[0-9]+}}:1: error: custom op 'llvm.foo' is unknown
llvm.foo // expected-error {{custom op 'llvm.foo' is unknown}}
// -----
// CHECK-NOT: expected operation name in quotes
// CHECK: offset :{{[0-9]+}}:3: error: custom op 'llvm.frob' is unknown
llvm.func @f() {
  llvm.frob // expected-error {{custom op 'llvm.frob' is unknown}}
  llvm.return
}
// -----
// CHECK: offset :{{[0-9]+}}:5: error: custom op 'test.nothing' is unknown
func.func @g(%c: i1) {
  scf.if %c {
    test.nothing // expected-error {{custom op 'test.nothing' is unknown}}
  }
  return
}
// -----
// CHECK: offset :{{[0-9]+}}:8: error: custom op 'arith.frob' is unknown
func.func @h(%a: i32) {
  %0 = arith.frob %a : i32 // expected-error {{custom op 'arith.frob' is unknown}}
  return
}
