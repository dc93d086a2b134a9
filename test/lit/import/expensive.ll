; RUN: llmir-translate --import-llvm --emit-expensive-warnings %s 2>&1 >/dev/null | FileCheck %s
; RUN: llmir-translate --import-llvm %s 2>&1 >/dev/null | FileCheck --allow-empty --check-prefix=QUIET %s
; REQUIRES: llmir-translate
; --emit-expensive-warnings: the debug intrinsics the import drops (a kill
; location, an argument list) are reported at their locations, printed
; with LLVM's metadata numbering; without the flag nothing is said.
source_filename = "x.c"
define i32 @f(i32 %n) !dbg !10 {
  call void @llvm.dbg.value(metadata !{}, metadata !21, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 %n, metadata !21, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata !DIArgList(i32 %n, i32 %n), metadata !21, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !41
  ret i32 %n
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "x.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 3, type: !6)
!40 = !DILocation(line: 4, column: 7, scope: !10)
!41 = !DILocation(line: 5, column: 2, scope: !10)
; CHECK: x.c:4:7: warning: dropped intrinsic:   tail call void @llvm.dbg.value(metadata !7, metadata !8, metadata !DIExpression()), !dbg !9
; CHECK-NEXT: x.c:5:2: warning: dropped intrinsic:   tail call void @llvm.dbg.value(metadata !DIArgList(i32 %n, i32 %n), metadata !8, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !10
; QUIET-NOT: warning
