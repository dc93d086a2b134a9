; RUN: not llmir-translate --import-llvm %s 2>&1 | FileCheck %s
; REQUIRES: llmir-translate
; MLIR 19 has no op for llvm.dbg.assign: the import fails at the call's
; debug location (no source line: t.c is not there), the call printed with
; LLVM's numbering of the module's metadata.
define void @f(ptr %p) !dbg !10 {
entry:
  call void @llvm.dbg.value(metadata ptr %p, metadata !21, metadata !DIExpression()), !dbg !40
  store i32 0, ptr %p, align 4, !DIAssignID !42
  call void @llvm.dbg.assign(metadata i32 0, metadata !20, metadata !DIExpression(), metadata !42, metadata ptr %p, metadata !DIExpression()), !dbg !41
  ret void
}

declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.assign(metadata, metadata, metadata, metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DISubroutineType(types: !{null})
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!20 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 6, type: !3)
!21 = !DILocalVariable(name: "p", arg: 1, scope: !10, file: !1, line: 5, type: !3)
!40 = !DILocation(line: 5, column: 1, scope: !10)
!41 = !DILocation(line: 7, column: 3, scope: !10)
!42 = distinct !DIAssignID()
; CHECK: t.c:7:3: error: unhandled intrinsic:   tail call void @llvm.dbg.assign(metadata i32 0, metadata !10, metadata !DIExpression(), metadata !9, metadata ptr %p, metadata !DIExpression()), !dbg !11
