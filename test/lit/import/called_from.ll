; RUN: not llmir-translate --import-llvm %s 2>&1 | FileCheck %s
; REQUIRES: llmir-translate
; An error on an inlined instruction: at its own location, then a
; `called from` note for each call site it was inlined through, as MLIR's
; diagnostic handler shows a call-site location.
define void @f() !dbg !10 {
  call void @llvm.x86.sse2.pause(), !dbg !22
  ret void
}
declare void @llvm.x86.sse2.pause()
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "no-such-file.c", directory: "/nowhere")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DIFile(filename: "no-such-header.h", directory: "/nowhere")
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!11 = distinct !DISubprogram(name: "pause", scope: !3, file: !3, line: 40, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!12 = distinct !DISubprogram(name: "yield", scope: !1, file: !1, line: 20, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!20 = distinct !DILocation(line: 7, column: 5, scope: !10)
!21 = distinct !DILocation(line: 22, column: 3, scope: !12, inlinedAt: !20)
!22 = !DILocation(line: 41, column: 3, scope: !11, inlinedAt: !21)
; CHECK: no-such-header.h:41:3: error: unhandled intrinsic:   call void @llvm.x86.sse2.pause(), !dbg !6
; CHECK-NEXT: no-such-file.c:22:3: note: called from
; CHECK-NEXT: no-such-file.c:7:5: note: called from
