; RUN: llmir-translate --import-llvm %s | FileCheck %s
; RUN: llmir-translate -import-llvm %s | FileCheck %s
; REQUIRES: llmir-translate
; Metadata: TBAA access tags (type descriptors, roots), loop annotations
; on the latch branch, branch weights.
define void @loop(ptr %p, i32 %n) {
entry:
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %v = load i32, ptr %p, align 4, !tbaa !1
  %f = getelementptr inbounds i8, ptr %p, i64 8
  store i64 0, ptr %f, align 8, !tbaa !5
  %next = add nsw i32 %i, 1
  %c = icmp slt i32 %next, %n
  br i1 %c, label %body, label %exit, !llvm.loop !7, !prof !10
exit:
  ret void
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !0, i64 0}
!4 = !{!"pair", !2, i64 0, !6, i64 8}
!5 = !{!4, !6, i64 8}
!6 = !{!"long", !3, i64 0}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = !{!"branch_weights", i32 100, i32 1}

; CHECK: #loop_unroll = #llvm.loop_unroll<disable = true>
; CHECK-NEXT: #tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
; CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, mustProgress = true>
; CHECK-NEXT: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
; CHECK-NEXT: #tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
; CHECK-NEXT: #tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "long", members = {<#tbaa_type_desc, 0>}>
; CHECK-NEXT: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
; CHECK-NEXT: #tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "pair", members = {<#tbaa_type_desc1, 0>, <#tbaa_type_desc2, 8>}>
; CHECK-NEXT: #tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc2, offset = 8>
; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<
; CHECK-NEXT:   llvm.func @loop(%arg0: !llvm.ptr, %arg1: i32) {
; CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(8 : i64) : i64
; CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i64) : i64
; CHECK-NEXT:     %3 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     llvm.br ^bb1(%0 : i32)
; CHECK-NEXT:   ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb1
; CHECK-NEXT:     %5 = llvm.load %arg0 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
; CHECK-NEXT:     %6 = llvm.getelementptr inbounds %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
; CHECK-NEXT:     llvm.store %2, %6 {alignment = 8 : i64, tbaa = [#tbaa_tag1]} : i64, !llvm.ptr
; CHECK-NEXT:     %7 = llvm.add %4, %3 overflow<nsw> : i32
; CHECK-NEXT:     %8 = llvm.icmp "slt" %7, %arg1 : i32
; CHECK-NEXT:     llvm.cond_br %8 weights([100, 1]), ^bb1(%7 : i32), ^bb2 {loop_annotation = #loop_annotation}
; CHECK-NEXT:   ^bb2:  // pred: ^bb1
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }
