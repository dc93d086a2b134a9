; RUN: llmir-translate --import-llvm %s | FileCheck %s
; REQUIRES: llmir-translate
; Loop annotations' parallel accesses (access groups), a function's entry
; count from its !prof, overflow flags on constant expressions.
@arr = global [4 x i32] zeroinitializer
@p = global ptr getelementptr inbounds ([4 x i32], ptr @arr, i64 0, i64 2)
@q = global i64 add nuw nsw (i64 ptrtoint (ptr @arr to i64), i64 8)

define void @f(ptr %a, i32 %n) !prof !0 {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %v = load i32, ptr %a, align 4, !llvm.access.group !3
  store i32 %v, ptr %a, align 4, !llvm.access.group !3
  %next = add i32 %i, 1
  %c = icmp slt i32 %next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !1
exit:
  ret void
}
!0 = !{!"function_entry_count", i64 42}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.parallel_accesses", !3}
!3 = distinct !{}

; CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
; CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<parallelAccesses = #access_group>
; CHECK-NEXT: module attributes {dlti.dl_spec = {{.*}}} {
; CHECK-NEXT:   llvm.mlir.global external @arr(dense<0> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
; CHECK-NEXT:   llvm.mlir.global external @p() {addr_space = 0 : i32} : !llvm.ptr {
; CHECK-NEXT:     %0 = llvm.mlir.constant(2 : i64) : i64
; CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i64) : i64
; CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %3 = llvm.mlir.constant(dense<0> : tensor<4xi32>) : !llvm.array<4 x i32>
; CHECK-NEXT:     %4 = llvm.mlir.addressof @arr : !llvm.ptr
; CHECK-NEXT:     %5 = llvm.getelementptr inbounds %4[%1, %0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i32>
; CHECK-NEXT:     llvm.return %5 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @q() {addr_space = 0 : i32} : i64 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(8 : i64) : i64
; CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.constant(dense<0> : tensor<4xi32>) : !llvm.array<4 x i32>
; CHECK-NEXT:     %3 = llvm.mlir.addressof @arr : !llvm.ptr
; CHECK-NEXT:     %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
; CHECK-NEXT:     %5 = llvm.add %4, %0 overflow<nsw, nuw> : i64
; CHECK-NEXT:     llvm.return %5 : i64
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @f(%arg0: !llvm.ptr, %arg1: i32) attributes {function_entry_count = 42 : i64} {
; CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     llvm.br ^bb1(%0 : i32)
; CHECK-NEXT:   ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb1
; CHECK-NEXT:     %3 = llvm.load %arg0 {access_groups = [#access_group], alignment = 4 : i64} : !llvm.ptr -> i32
; CHECK-NEXT:     llvm.store %3, %arg0 {access_groups = [#access_group], alignment = 4 : i64} : i32, !llvm.ptr
; CHECK-NEXT:     %4 = llvm.add %2, %1 : i32
; CHECK-NEXT:     %5 = llvm.icmp "slt" %4, %arg1 : i32
; CHECK-NEXT:     llvm.cond_br %5, ^bb1(%4 : i32), ^bb2 {loop_annotation = #loop_annotation}
; CHECK-NEXT:   ^bb2:  // pred: ^bb1
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }
