; RUN: not llmir-translate --import-llvm %s 2>&1 | FileCheck %s
; REQUIRES: llmir-translate
; LLVM's verifier runs before the import; its report is printed as it is
; and nothing is imported.
define void @f(ptr %p) {
  store i32 1, ptr %p, !prof !0
  ret void
}
!0 = !{!"branch_weights", i32 1, i32 2}
; CHECK: !prof branch_weights are not allowed for this instruction
; CHECK-NEXT: !0 = !{!"branch_weights", i32 1, i32 2}
; CHECK-NEXT: Wrong number of operands
; CHECK-NEXT: !0 = !{!"branch_weights", i32 1, i32 2}
