; RUN: llmir-translate --import-llvm --drop-di-composite-type-elements %s 2>/dev/null | FileCheck %s
; REQUIRES: llmir-translate
; --drop-di-composite-type-elements: a struct's debug type loses its
; members, a vector keeps its subrange (clang-19 -g -O0 output).
source_filename = "v.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P = type { i32, double, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @g(<4 x float> noundef %0) #0 !dbg !10 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %2, align 16
    #dbg_declare(ptr %2, !19, !DIExpression(), !20)
  %3 = load <4 x float>, ptr %2, align 16, !dbg !21
  %4 = load <4 x float>, ptr %2, align 16, !dbg !22
  %5 = fadd <4 x float> %3, %4, !dbg !23
  ret <4 x float> %5, !dbg !24
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @f(ptr noundef %0) #1 !dbg !25 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !36, !DIExpression(), !37)
  %3 = load ptr, ptr %2, align 8, !dbg !38
  %4 = getelementptr inbounds %struct.P, ptr %3, i32 0, i32 0, !dbg !39
  %5 = load i32, ptr %4, align 8, !dbg !39
  ret i32 %5, !dbg !40
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "v.c", directory: "/tmp/imp3", checksumkind: CSK_MD5, checksum: "1e67d0139065b11469e977de408e59d9")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4", file: !1, line: 1, baseType: !14)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, flags: DIFlagVector, elements: !16)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !{!17}
!17 = !DISubrange(count: 4)
!18 = !{}
!19 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!20 = !DILocation(line: 3, column: 9, scope: !10)
!21 = !DILocation(line: 3, column: 21, scope: !10)
!22 = !DILocation(line: 3, column: 25, scope: !10)
!23 = !DILocation(line: 3, column: 23, scope: !10)
!24 = !DILocation(line: 3, column: 14, scope: !10)
!25 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 4, type: !26, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!26 = !DISubroutineType(types: !27)
!27 = !{!28, !29}
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !1, line: 2, size: 192, elements: !31)
!31 = !{!32, !33, !35}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !30, file: !1, line: 2, baseType: !28, size: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !30, file: !1, line: 2, baseType: !34, size: 64, offset: 64)
!34 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !30, file: !1, line: 2, baseType: !29, size: 64, offset: 128)
!36 = !DILocalVariable(name: "p", arg: 1, scope: !25, file: !1, line: 4, type: !29)
!37 = !DILocation(line: 4, column: 17, scope: !25)
!38 = !DILocation(line: 4, column: 29, scope: !25)
!39 = !DILocation(line: 4, column: 32, scope: !25)
!40 = !DILocation(line: 4, column: 22, scope: !25)
; CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 32, encoding = DW_ATE_float>
; CHECK-NEXT: #di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
; CHECK-NEXT: #di_file = #llvm.di_file<"v.c" in "/tmp/imp3">
; CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 19.1.7 (3~deb12u1)", isOptimized = false, emissionKind = Full, nameTableKind = None>
; CHECK-NEXT: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type, flags = Vector, sizeInBits = 128, elements = #llvm.di_subrange<count = 4 : i64>>
; CHECK-NEXT: #di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "P", file = #di_file, line = 2, sizeInBits = 192>
; CHECK-NEXT: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "v4", baseType = #di_composite_type>
; CHECK-NEXT: #di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type1, sizeInBits = 64>
; CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_derived_type, #di_derived_type>
; CHECK-NEXT: #di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_basic_type1, #di_derived_type1>
; CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "g", file = #di_file, line = 3, scopeLine = 3, subprogramFlags = Definition, type = #di_subroutine_type>
; CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 4, scopeLine = 4, subprogramFlags = Definition, type = #di_subroutine_type1>
; CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "a", file = #di_file, line = 3, arg = 1, type = #di_derived_type>
; CHECK-NEXT: #di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram1, name = "p", file = #di_file, line = 4, arg = 1, type = #di_derived_type1>
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<{{.*}}>} {
; CHECK-NEXT:   llvm.func @g(%arg0: vector<4xf32> {llvm.noundef}) -> vector<4xf32> attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = {{\[\[}}"uwtable", "2"], ["min-legal-vector-width", "128"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %1 = llvm.alloca %0 x vector<4xf32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
; CHECK-NEXT:     llvm.intr.dbg.declare #di_local_variable = %1 : !llvm.ptr
; CHECK-NEXT:     llvm.store %arg0, %1 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
; CHECK-NEXT:     %2 = llvm.load %1 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
; CHECK-NEXT:     %3 = llvm.load %1 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
; CHECK-NEXT:     %4 = llvm.fadd %2, %3  : vector<4xf32>
; CHECK-NEXT:     llvm.return %4 : vector<4xf32>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @f(%arg0: !llvm.ptr {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = {{\[\[}}"uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %2 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
; CHECK-NEXT:     llvm.intr.dbg.declare #di_local_variable1 = %2 : !llvm.ptr
; CHECK-NEXT:     llvm.store %arg0, %2 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
; CHECK-NEXT:     %3 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
; CHECK-NEXT:     %4 = llvm.getelementptr inbounds %3[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.P", (i32, f64, ptr)>
; CHECK-NEXT:     %5 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> i32
; CHECK-NEXT:     llvm.return %5 : i32
; CHECK-NEXT:   }
; CHECK-NEXT: }
