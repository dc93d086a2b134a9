; RUN: llmir-translate --import-llvm %s | FileCheck %s
; REQUIRES: llmir-translate
; A global whose initializer points into itself, the same constant used in
; a function: the global is an address, its initializer is not walked
; again (this recursed without end before; mlir-translate-19 crashes on
; this input, so the checks are the function's body only).
@g = global { ptr, i64 } { ptr getelementptr (i8, ptr @g, i64 8), i64 1 }
define ptr @f() {
  ret ptr getelementptr (i8, ptr @g, i64 8)
}
; CHECK-LABEL: llvm.func @f() -> !llvm.ptr {
; CHECK-NEXT:    %0 = llvm.mlir.constant(8 : i64) : i64
; CHECK-NEXT:    %1 = llvm.mlir.addressof @g : !llvm.ptr
; CHECK-NEXT:    %2 = llvm.getelementptr %1[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
; CHECK-NEXT:    llvm.return %2 : !llvm.ptr
