; RUN: not llmir-translate --import-llvm %s 2>&1 | FileCheck %s
; REQUIRES: llmir-translate
; In a getelementptr (converted by hand in MLIR 19): the constant's
; error only.
declare void @ext()
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @f(ptr %p) {
  %g = getelementptr i8, ptr dso_local_equivalent @ext, i64 1
  ret void
}
; CHECK: <unknown>:0: error: unhandled constant: ptr dso_local_equivalent @ext
; CHECK-NOT: error
