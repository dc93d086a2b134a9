// REQUIRES: llmir-translate
// Debug info: #llvm.di_* attributes become LLVM's debug info nodes, a
// function's loc(fused<#di_subprogram>[...]) its subprogram, op locations
// (written or implicit: the op's place in the source) !DILocations, and the
// debug intrinsics records or, with --write-experimental-debuginfo=false,
// intrinsic calls.
// RUN: llmir-translate --mlir-to-llvmir %s | FileCheck %s --check-prefixes=CHECK,RECORDS
// RUN: llmir-translate --mlir-to-llvmir --write-experimental-debuginfo=false %s | FileCheck %s --check-prefixes=CHECK,INTRINSICS

#file = #llvm.di_file<"demo.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file,
  producer = "llmir", isOptimized = false, emissionKind = Full, nameTableKind = None>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#node_self = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[1]<>>
#node_ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #node_self, sizeInBits = 64>
#node = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[1]<>, name = "node",
  file = #file, line = 3, sizeInBits = 64, elements = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #node_ptr, sizeInBits = 64>>
#fn_type = #llvm.di_subroutine_type<types = #int, #int>
#sp = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "twice",
  file = #file, line = 7, scopeLine = 7, subprogramFlags = Definition, type = #fn_type>
#block = #llvm.di_lexical_block<scope = #sp, file = #file, line = 8, column = 3>
#x = #llvm.di_local_variable<scope = #block, name = "x", file = #file, line = 8, arg = 1, type = #int>
#gv = #llvm.di_global_variable<scope = #cu, name = "head", file = #file, line = 5, type = #node, isDefined = true>

// CHECK: @head = global ptr null, !dbg ![[GVE:[0-9]+]]
llvm.mlir.global @head() {dbg_expr = #llvm.di_global_variable_expression<var = #gv, expr = <>>} : !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// CHECK: define i32 @twice(i32 %0) !dbg ![[SP:[0-9]+]] {
llvm.func @twice(%arg: i32) -> i32 {
  // RECORDS: #dbg_value(i32 %0, ![[X:[0-9]+]], !DIExpression(DW_OP_LLVM_fragment, 0, 16), ![[L1:[0-9]+]])
  // INTRINSICS: call void @llvm.dbg.value(metadata i32 %0, metadata ![[X:[0-9]+]], metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg ![[L1:[0-9]+]]
  llvm.intr.dbg.value #x #llvm.di_expression<[DW_OP_LLVM_fragment(0, 16)]> = %arg : i32 loc(fused<#block>["demo.c":8:5])
  // The implicit location: line 38, column 10 of this file (the op name).
  // CHECK: %2 = add i32 %0, %0, !dbg ![[L2:[0-9]+]]
  %sum = llvm.add %arg, %arg : i32
  // CHECK: ret i32 %2, !dbg ![[L3:[0-9]+]]
  llvm.return %sum : i32 loc(callsite("inner.c":1:1 at "demo.c":9:3))
} loc(fused<#sp>["demo.c":7:1])

// A function without a subprogram: no locations, no debug intrinsics.
// CHECK-LABEL: define void @plain(i32 %0) {
// CHECK-NEXT: ret void
// CHECK-NEXT: }
llvm.func @plain(%arg: i32) {
  llvm.intr.dbg.value #x = %arg : i32
  llvm.return
}

// INTRINSICS: declare void @llvm.dbg.value(metadata, metadata, metadata)
// RECORDS-NOT: declare void @llvm.dbg.value

// CHECK: !llvm.dbg.cu = !{![[CU:[0-9]+]]}
// CHECK: ![[GVE]] = !DIGlobalVariableExpression(var: ![[GV:[0-9]+]], expr: !DIExpression())
// CHECK: ![[GV]] = distinct !DIGlobalVariable(name: "head", scope: ![[CU]], file: ![[FILE:[0-9]+]], line: 5, type: ![[NODE:[0-9]+]], isLocal: false, isDefinition: true)
// CHECK: ![[CU]] = distinct !DICompileUnit(language: DW_LANG_C11, file: ![[FILE]], producer: "llmir", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: ![[GLOBALS:[0-9]+]], nameTableKind: None)
// CHECK: ![[FILE]] = !DIFile(filename: "demo.c", directory: "/src")
// CHECK: ![[GLOBALS]] = !{![[GVE]]}
// CHECK: ![[NODE]] = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: ![[FILE]], line: 3, size: 64, elements: ![[MEMBERS:[0-9]+]])
// CHECK: ![[MEMBERS]] = !{![[NEXT:[0-9]+]]}
// CHECK: ![[NEXT]] = !DIDerivedType(tag: DW_TAG_member, name: "next", baseType: ![[PTR:[0-9]+]], size: 64)
// CHECK: ![[PTR]] = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: ![[NODE]], size: 64)
// CHECK: ![[SP]] = distinct !DISubprogram(name: "twice", scope: ![[FILE]], file: ![[FILE]], line: 7, type: ![[TYPE:[0-9]+]], scopeLine: 7, spFlags: DISPFlagDefinition, unit: ![[CU]])
// CHECK: ![[X]] = !DILocalVariable(name: "x", arg: 1, scope: ![[BLOCK:[0-9]+]], file: ![[FILE]], line: 8, type: ![[INT:[0-9]+]])
// CHECK: ![[BLOCK]] = distinct !DILexicalBlock(scope: ![[SP]], file: ![[FILE]], line: 8, column: 3)
// CHECK: ![[L1]] = !DILocation(line: 8, column: 5, scope: ![[BLOCK]])
// CHECK: ![[L2]] = !DILocation(line: 38, column: 10, scope: ![[SP]])
// CHECK: ![[L3]] = !DILocation(line: 9, column: 3, scope: ![[SP]])
