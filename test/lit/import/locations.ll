; RUN: llmir-translate --import-llvm --mlir-print-debuginfo %s | FileCheck %s
; REQUIRES: llmir-translate
; Locations (MLIR 19's DebugImporter::translateLoc/translateFuncLocation):
; the module and its globals at the source file's 0:0, a function at its
; subprogram's name and line fused with the subprogram (its entry block's
; arguments too), one without a subprogram unknown, each instruction at its
; debug location fused with its scope (a call site for an inlined one), a
; phi's block argument at the phi's location, constants unknown, debug
; intrinsics at their own location. (A subroutine type `!{null}`, which
; LLVM's C API shows as `!{}`, keeps its null type.)
source_filename = "loc.c"

@g = global i32 1, align 4
@p = global ptr getelementptr (i8, ptr @g, i64 4)

define i32 @f(i32 %n) !dbg !10 {
entry:
  %a = alloca i32, align 4, !dbg !20
  call void @llvm.dbg.value(metadata i32 %n, metadata !30, metadata !DIExpression()), !dbg !21
  %c = icmp sgt i32 %n, 0, !dbg !22
  br i1 %c, label %loop, label %exit, !dbg !22
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ], !dbg !23
  %next = add i32 %i, 1, !dbg !24
  %m = mul i32 %next, 3, !dbg !25
  store i32 %m, ptr %a, align 4
  %d = icmp slt i32 %next, %n, !dbg !24
  br i1 %d, label %loop, label %exit, !dbg !24
exit:
  %r = phi i32 [ 0, %entry ], [ %next, %loop ]
  ret i32 %r, !dbg !26
}

define void @nodebug(ptr %q) {
  store i32 7, ptr %q, align 4
  ret void
}

declare !dbg !40 i32 @ext(i32)

declare !dbg !41 void @noargs()

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "loc.c", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = distinct !DISubprogram(name: "f", linkageName: "f_linkage", scope: !1, file: !1, line: 3, type: !4, scopeLine: 4, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = distinct !DILexicalBlock(scope: !10, file: !1, line: 5, column: 3)
!12 = distinct !DISubprogram(name: "helper", scope: !1, file: !1, line: 20, type: !4, scopeLine: 20, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = !DILocation(line: 4, column: 7, scope: !10)
!21 = !DILocation(line: 0, scope: !10)
!22 = !DILocation(line: 5, column: 3, scope: !11)
!23 = !DILocation(line: 5, column: 12, scope: !11)
!24 = !DILocation(line: 6, column: 9, scope: !11)
!25 = !DILocation(line: 21, column: 5, scope: !12, inlinedAt: !27)
!26 = !DILocation(line: 8, column: 3, scope: !10)
!27 = distinct !DILocation(line: 6, column: 14, scope: !11)
!30 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 3, type: !6)
!40 = !DISubprogram(name: "ext", scope: !1, file: !1, line: 30, type: !4, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!41 = !DISubprogram(name: "noargs", scope: !1, file: !1, line: 31, type: !42, spFlags: DISPFlagOptimized)
!42 = !DISubroutineType(types: !43)
!43 = !{null}
; CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
; CHECK-NEXT: #di_file = #llvm.di_file<"loc.c" in "/src">
; CHECK-NEXT: #loc1 = loc(unknown)
; CHECK-NEXT: #loc2 = loc("f")
; CHECK-NEXT: #loc3 = loc("loc.c":3:0)
; CHECK-NEXT: #loc6 = loc("loc.c":5:12)
; CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "clang", isOptimized = true, emissionKind = Full>
; CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type>
; CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", linkageName = "f_linkage", file = #di_file, line = 3, scopeLine = 4, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
; CHECK-NEXT: #di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 5, column = 3>
; CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "n", file = #di_file, line = 3, arg = 1, type = #di_basic_type>
; CHECK-NEXT: #loc15 = loc(fused<#di_subprogram>[#loc2, #loc3])
; CHECK-NEXT: #loc23 = loc(fused<#di_lexical_block>[#loc6])
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<{{.*}}>} {
; CHECK-NEXT:   llvm.mlir.global external @g(1 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32 loc(#loc)
; CHECK-NEXT:   llvm.mlir.global external @p() {addr_space = 0 : i32} : !llvm.ptr {
; CHECK-NEXT:     %0 = llvm.mlir.constant(4 : i64) : i64 loc(#loc1)
; CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32 loc(#loc1)
; CHECK-NEXT:     %2 = llvm.mlir.addressof @g : !llvm.ptr loc(#loc1)
; CHECK-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8 loc(#loc1)
; CHECK-NEXT:     llvm.return %3 : !llvm.ptr loc(#loc)
; CHECK-NEXT:   } loc(#loc)
; CHECK-NEXT:   llvm.func @f(%arg0: i32 loc(fused<#di_subprogram>[#loc2, #loc3])) -> i32 {
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable = %arg0 : i32 loc(#loc16)
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32 loc(#loc1)
; CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32 loc(#loc1)
; CHECK-NEXT:     %2 = llvm.mlir.constant(3 : i32) : i32 loc(#loc1)
; CHECK-NEXT:     %3 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr loc(#loc17)
; CHECK-NEXT:     %4 = llvm.icmp "sgt" %arg0, %1 : i32 loc(#loc22)
; CHECK-NEXT:     llvm.cond_br %4, ^bb1(%1 : i32), ^bb2(%1 : i32) loc(#loc22)
; CHECK-NEXT:   ^bb1(%5: i32 loc(fused<#di_lexical_block>[#loc6])):  // 2 preds: ^bb0, ^bb1
; CHECK-NEXT:     %6 = llvm.add %5, %0 : i32 loc(#loc24)
; CHECK-NEXT:     %7 = llvm.mul %6, %2 : i32 loc(#loc26)
; CHECK-NEXT:     llvm.store %7, %3 {alignment = 4 : i64} : i32, !llvm.ptr loc(#loc1)
; CHECK-NEXT:     %8 = llvm.icmp "slt" %6, %arg0 : i32 loc(#loc24)
; CHECK-NEXT:     llvm.cond_br %8, ^bb1(%6 : i32), ^bb2(%6 : i32) loc(#loc24)
; CHECK-NEXT:   ^bb2(%9: i32 loc(unknown)):  // 2 preds: ^bb0, ^bb1
; CHECK-NEXT:     llvm.return %9 : i32 loc(#loc19)
; CHECK-NEXT:   } loc(#loc15)
; CHECK-NEXT:   llvm.func @nodebug(%arg0: !llvm.ptr loc(unknown)) {
; CHECK-NEXT:     %0 = llvm.mlir.constant(7 : i32) : i32 loc(#loc1)
; CHECK-NEXT:     llvm.store %0, %arg0 {alignment = 4 : i64} : i32, !llvm.ptr loc(#loc1)
; CHECK-NEXT:     llvm.return loc(#loc1)
; CHECK-NEXT:   } loc(#loc1)
; CHECK-NEXT:   llvm.func @ext(i32) -> i32 loc(#loc20)
; CHECK-NEXT:   llvm.func @noargs() loc(#loc21)
; CHECK-NEXT: } loc(#loc)
; CHECK-NEXT: #di_null_type = #llvm.di_null_type
; CHECK-NEXT: #loc = loc("loc.c":0:0)
; CHECK-NEXT: #loc4 = loc("loc.c":4:7)
; CHECK-NEXT: #loc5 = loc("loc.c":5:3)
; CHECK-NEXT: #loc7 = loc("loc.c":6:9)
; CHECK-NEXT: #loc8 = loc("loc.c":21:5)
; CHECK-NEXT: #loc9 = loc("loc.c":6:14)
; CHECK-NEXT: #loc10 = loc("loc.c":8:3)
; CHECK-NEXT: #loc11 = loc("ext")
; CHECK-NEXT: #loc12 = loc("loc.c":30:0)
; CHECK-NEXT: #loc13 = loc("noargs")
; CHECK-NEXT: #loc14 = loc("loc.c":31:0)
; CHECK-NEXT: #di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_null_type>
; CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "helper", file = #di_file, line = 20, scopeLine = 20, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
; CHECK-NEXT: #di_subprogram2 = #llvm.di_subprogram<scope = #di_file, name = "ext", file = #di_file, line = 30, subprogramFlags = Optimized, type = #di_subroutine_type>
; CHECK-NEXT: #di_subprogram3 = #llvm.di_subprogram<scope = #di_file, name = "noargs", file = #di_file, line = 31, subprogramFlags = Optimized, type = #di_subroutine_type1>
; CHECK-NEXT: #loc16 = loc(fused<#di_subprogram>[#loc])
; CHECK-NEXT: #loc17 = loc(fused<#di_subprogram>[#loc4])
; CHECK-NEXT: #loc18 = loc(fused<#di_subprogram1>[#loc8])
; CHECK-NEXT: #loc19 = loc(fused<#di_subprogram>[#loc10])
; CHECK-NEXT: #loc20 = loc(fused<#di_subprogram2>[#loc11, #loc12])
; CHECK-NEXT: #loc21 = loc(fused<#di_subprogram3>[#loc13, #loc14])
; CHECK-NEXT: #loc22 = loc(fused<#di_lexical_block>[#loc5])
; CHECK-NEXT: #loc24 = loc(fused<#di_lexical_block>[#loc7])
; CHECK-NEXT: #loc25 = loc(fused<#di_lexical_block>[#loc9])
; CHECK-NEXT: #loc26 = loc(callsite(#loc18 at #loc25))
