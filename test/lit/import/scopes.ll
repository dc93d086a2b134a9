; RUN: llmir-translate --import-llvm %s | FileCheck %s
; REQUIRES: llmir-translate
; Alias scopes (self-referencing, hence distinct) with their domains, and
; access groups, on loads and stores.
define void @copy(ptr %a, ptr %b) {
  %v = load i32, ptr %a, align 4, !alias.scope !0, !noalias !3, !llvm.access.group !5
  store i32 %v, ptr %b, align 4, !alias.scope !3, !noalias !0, !llvm.access.group !6
  ret void
}

!0 = !{!1}
!1 = distinct !{!1, !2, !"copy: %a"}
!2 = distinct !{!2, !"copy"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"copy: %b"}
!5 = distinct !{}
!6 = !{!5, !7}
!7 = distinct !{}

; CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
; CHECK-NEXT: #access_group1 = #llvm.access_group<id = distinct[1]<>>
; CHECK-NEXT: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[2]<>, description = "copy">
; CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[3]<>, domain = #alias_scope_domain, description = "copy: %a">
; CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[4]<>, domain = #alias_scope_domain, description = "copy: %b">
; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<
; CHECK-NEXT:   llvm.func @copy(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
; CHECK-NEXT:     %0 = llvm.load %arg0 {access_groups = [#access_group], alias_scopes = [#alias_scope], alignment = 4 : i64, noalias_scopes = [#alias_scope1]} : !llvm.ptr -> i32
; CHECK-NEXT:     llvm.store %0, %arg1 {access_groups = [#access_group, #access_group1], alias_scopes = [#alias_scope1], alignment = 4 : i64, noalias_scopes = [#alias_scope]} : i32, !llvm.ptr
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }
