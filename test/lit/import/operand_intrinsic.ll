; RUN: not llmir-translate --import-llvm %s 2>&1 | FileCheck %s
; REQUIRES: llmir-translate
; The same operand in an intrinsic call: the constant's error, then
; the intrinsic's.
declare void @ext()
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @f(ptr %p) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr dso_local_equivalent @ext, i64 4, i1 false)
  ret void
}
; CHECK: <unknown>:0: error: unhandled constant: ptr dso_local_equivalent @ext
; CHECK-NEXT: <unknown>:0: error: unhandled intrinsic:   call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr dso_local_equivalent @ext, i64 4, i1 false)
