; RUN: not llmir-translate --import-llvm %s 2>&1 | FileCheck %s
; REQUIRES: llmir-translate
; An intrinsic the LLVM dialect of MLIR 19 has no op for cannot be
; imported: mlir-translate-19's error, quoting the instruction.
declare ptr @llvm.frameaddress.p0(i32)
define ptr @f() {
  %1 = call ptr @llvm.frameaddress.p0(i32 0)
  ret ptr %1
}
; CHECK: <unknown>:0: error: unhandled intrinsic:   %1 = call ptr @llvm.frameaddress.p0(i32 0)
