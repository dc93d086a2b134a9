; RUN: not llmir-translate --import-llvm %s 2>&1 | FileCheck %s
; REQUIRES: llmir-translate
; An operand MLIR 19 cannot convert (dso_local_equivalent) in an
; instruction its generated builders convert: the constant's error, then
; the instruction's.
declare void @ext()
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @f(ptr %p) {
  store ptr dso_local_equivalent @ext, ptr %p
  ret void
}
; CHECK: <unknown>:0: error: unhandled constant: ptr dso_local_equivalent @ext
; CHECK-NEXT: <unknown>:0: error: unhandled instruction:   store ptr dso_local_equivalent @ext, ptr %p, align 8
