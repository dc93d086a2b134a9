; RUN: llmir-translate --import-llvm %s | FileCheck %s
; REQUIRES: llmir-translate
; Debug information: the compile unit, files, subprograms, basic, derived,
; composite (self-referencing through a member, so with recId) and
; subroutine types, lexical blocks, local and global variables with their
; expressions, labels, subranges; debug intrinsics placed after their
; operand's definition (at the block's start for arguments), kill
; locations and argument lists dropped; loop annotation locations (a call
; site location is not kept, as in MLIR 19).
@g = global i32 1, align 4, !dbg !30

define i32 @f(ptr %p, i32 %n) !dbg !10 {
entry:
  %a = alloca i32, align 4
  call void @llvm.dbg.declare(metadata ptr %a, metadata !20, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 %n, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !40
  call void @llvm.dbg.value(metadata ptr %p, metadata !22, metadata !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !40
  call void @llvm.dbg.value(metadata i32 7, metadata !21, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata !{}, metadata !21, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata !DIArgList(i32 %n, i32 %n), metadata !21, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !40
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  call void @llvm.dbg.label(metadata !23), !dbg !40
  %next = add i32 %i, 1
  call void @llvm.dbg.value(metadata i32 %i, metadata !21, metadata !DIExpression()), !dbg !40
  store i32 %next, ptr %a, align 4
  %c = icmp slt i32 %next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !50
exit:
  call void @llvm.dbg.value(metadata i32 %next, metadata !21, metadata !DIExpression()), !dbg !40
  ret i32 %next
}

define void @h() !dbg !60 {
entry:
  br label %loop
loop:
  br i1 true, label %loop, label %exit, !llvm.loop !53
exit:
  ret void
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !31, nameTableKind: None)
!1 = !DIFile(filename: "t.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 2, size: 128, flags: DIFlagTypePassByValue, elements: !5)
!5 = !{!6, !7}
!6 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !4, file: !1, line: 2, baseType: !3, size: 32)
!7 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !4, file: !1, line: 2, baseType: !8, size: 64, offset: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!9 = !DISubroutineType(types: !11)
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !{!3, !8, !3}
!12 = distinct !DILexicalBlock(scope: !10, file: !1, line: 6, column: 3)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 4, lowerBound: 1)
!20 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 6, type: !13)
!21 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 5, type: !3)
!22 = !DILocalVariable(name: "p", arg: 1, scope: !10, file: !1, line: 5, type: !8)
!23 = !DILabel(scope: !10, name: "again", file: !1, line: 7)
!30 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!31 = !{!30}
!32 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !3, isLocal: false, isDefinition: true)
!40 = !DILocation(line: 6, column: 3, scope: !12)
!50 = distinct !{!50, !51, !52, !54}
!51 = !DILocation(line: 8, column: 3, scope: !12)
!52 = !DILocation(line: 9, column: 5, scope: !12)
!53 = distinct !{!53, !55, !54}
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 8, column: 3, scope: !12, inlinedAt: !56)
!56 = !DILocation(line: 20, column: 1, scope: !60)
!60 = distinct !DISubprogram(name: "h", scope: !1, file: !1, line: 19, type: !61, scopeLine: 19, spFlags: DISPFlagDefinition, unit: !0)
!61 = !DISubroutineType(types: !62)
!62 = !{null}

; CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
; CHECK-NEXT: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[0]<>>
; CHECK-NEXT: #di_file = #llvm.di_file<"t.c" in "/src">
; CHECK-NEXT: #loc = loc("t.c":8:3)
; CHECK-NEXT: #loc1 = loc("t.c":9:5)
; CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<mustProgress = true>
; CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "clang", isOptimized = true, emissionKind = Full, nameTableKind = None>
; CHECK-NEXT: #di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type, sizeInBits = 128, elements = #llvm.di_subrange<count = 4 : i64, lowerBound = 1 : i64>>
; CHECK-NEXT: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_member, name = "v", baseType = #di_basic_type, sizeInBits = 32>
; CHECK-NEXT: #di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64>
; CHECK-NEXT: #di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #di_derived_type1, sizeInBits = 64, offsetInBits = 64>
; CHECK-NEXT: #di_global_variable = #llvm.di_global_variable<scope = #di_compile_unit, name = "g", file = #di_file, line = 1, type = #di_basic_type, isDefined = true>
; CHECK-NEXT: #di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[0]<>, name = "node", file = #di_file, line = 2, flags = TypePassByValue, sizeInBits = 128, elements = #di_derived_type, #di_derived_type2>
; CHECK-NEXT: #di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
; CHECK-NEXT: #di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type2, sizeInBits = 64>
; CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_derived_type3, #di_basic_type>
; CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 5, scopeLine = 5, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
; CHECK-NEXT: #di_label = #llvm.di_label<scope = #di_subprogram, name = "again", file = #di_file, line = 7>
; CHECK-NEXT: #di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 6, column = 3>
; CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "p", file = #di_file, line = 5, arg = 1, type = #di_derived_type3>
; CHECK-NEXT: #di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "n", file = #di_file, line = 5, arg = 2, type = #di_basic_type>
; CHECK-NEXT: #di_local_variable2 = #llvm.di_local_variable<scope = #di_lexical_block, name = "a", file = #di_file, line = 6, type = #di_composite_type1>
; CHECK-NEXT: #loc2 = loc(fused<#di_lexical_block>[#loc])
; CHECK-NEXT: #loc3 = loc(fused<#di_lexical_block>[#loc1])
; CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<mustProgress = true, startLoc = #loc2, endLoc = #loc3>
; CHECK-NEXT: module attributes {dlti.dl_spec = {{.*}}} {
; CHECK-NEXT:   llvm.mlir.global external @g(1 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dbg_expr = #di_global_variable_expression} : i32
; CHECK-NEXT:   llvm.func @f(%arg0: !llvm.ptr, %arg1: i32) -> i32 {
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable #llvm.di_expression<[DW_OP_deref, DW_OP_plus_uconst(8), DW_OP_stack_value]> = %arg0 : !llvm.ptr
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable1 #llvm.di_expression<[DW_OP_LLVM_fragment(0, 16)]> = %arg1 : i32
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.constant(7 : i32) : i32
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable1 = %2 : i32
; CHECK-NEXT:     %3 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
; CHECK-NEXT:     llvm.intr.dbg.declare #di_local_variable2 = %3 : !llvm.ptr
; CHECK-NEXT:     llvm.br ^bb1(%1 : i32)
; CHECK-NEXT:   ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb1
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable1 = %4 : i32
; CHECK-NEXT:     llvm.intr.dbg.label #di_label
; CHECK-NEXT:     %5 = llvm.add %4, %0 : i32
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable1 = %5 : i32
; CHECK-NEXT:     llvm.store %5, %3 {alignment = 4 : i64} : i32, !llvm.ptr
; CHECK-NEXT:     %6 = llvm.icmp "slt" %5, %arg1 : i32
; CHECK-NEXT:     llvm.cond_br %6, ^bb1(%5 : i32), ^bb2 {loop_annotation = #loop_annotation1}
; CHECK-NEXT:   ^bb2:  // pred: ^bb1
; CHECK-NEXT:     llvm.return %5 : i32
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @h() {
; CHECK-NEXT:     %0 = llvm.mlir.constant(true) : i1
; CHECK-NEXT:     llvm.br ^bb1
; CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
; CHECK-NEXT:     llvm.cond_br %0, ^bb1, ^bb2 {loop_annotation = #loop_annotation}
; CHECK-NEXT:   ^bb2:  // pred: ^bb1
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }
