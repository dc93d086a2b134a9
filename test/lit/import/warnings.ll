; RUN: llmir-translate --import-llvm %s 2>&1 >/dev/null | FileCheck %s
; REQUIRES: llmir-translate
; Warnings keep the import going: data layout tokens DLTI has no entry for
; (at the module's location), loop metadata of the wrong shape.
target datalayout = "e-m:e-i64:64-n8:16:32:64-S128"
define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable", i1 true}
; CHECK: warnings.ll:0:0: warning: unhandled data layout token: m:e
; CHECK-NEXT: warnings.ll:0:0: warning: unhandled data layout token: n8:16:32:64
; CHECK-NEXT: <unknown>:0: warning: expected metadata node llvm.loop.unroll.runtime.disable to hold no value
