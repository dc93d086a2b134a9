; RUN: not llmir-translate --import-llvm %s 2>&1 | FileCheck %s
; REQUIRES: llmir-translate
; va_arg: MLIR 19 does not import it.
declare void @ext()
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @f(ptr %p) {
  %a = va_arg ptr %p, i32
  ret void
}
; CHECK: <unknown>:0: error: unhandled instruction:   %a = va_arg ptr %p, i32
