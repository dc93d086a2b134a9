// A custom op's error that MLIR places after the op (where its parser then
// stood: the next line's first token) is reported once; the next error in
// the file is still found (recovery removes the failed op, not the line
// the message points at, which only moved the same error on).
// RUN: not mlir-opt %s 2>&1 | FileCheck %s
llvm.func @f(%v: !llvm.struct<(i32)>) {
  %0 = llvm.shufflevector %v, %v [0, 1] : !llvm.struct<(i32)>
  llvm.return
}
llvm.func @g(%v: !llvm.struct<(i32)>) {
  %0 = llvm.extractvalue %v[5] : !llvm.struct<(i32)>
  llvm.return
}
llvm.func @h() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
// CHECK: custom-op-error-once.mlir:8:3: error: custom op 'llvm.shufflevector' expected an LLVM compatible vector type
// CHECK-NOT: llvm.shufflevector
// CHECK: custom-op-error-once.mlir:12:3: error: custom op 'llvm.extractvalue' position out of bounds: 5
// CHECK-NOT: llvm.extractvalue
// CHECK: custom-op-error-once.mlir:16:3: error: 'llvm.return' op expected no operands
// CHECK-NOT: error:
