// LLVM dialect attributes are values: however the source spells them, they
// print in MLIR's canonical spelling (spacing, flag order, parameter order,
// the class-fixed parameters without their `#llvm.` prefix, i64 integers).
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s | mlir-opt | FileCheck %s

// Struct parameters come out in declaration order, nested `<...>` of a
// fixed class becomes an aliased attribute, a bare integer of a generic
// attribute parameter becomes `: i64`, a single subprogram flag is bare.
// CHECK-DAG: #[[FILE:.*]] = #llvm.di_file<"a.c" in "/src">
// CHECK-DAG: #[[CU:.*]] = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #[[FILE]], isOptimized = false, emissionKind = Full>
// CHECK-DAG: #[[VAR:.*]] = #llvm.di_global_variable<scope = #[[CU]], name = "g", file = #[[FILE]], line = 3, type = #{{.*}}>
// CHECK-DAG: #llvm.di_global_variable_expression<var = #[[VAR]], expr = <>>
// CHECK-DAG: #llvm.di_subrange<count = 4 : i64>
// CHECK-DAG: #llvm.di_subprogram<compileUnit = #[[CU]], scope = #[[FILE]], name = "f", file = #[[FILE]], subprogramFlags = Definition>
// CHECK-DAG: #llvm.tbaa_tag<base_type = #{{.*}}, access_type = #{{.*}}, offset = 0>
#file = #llvm.di_file<"a.c" in "/src">
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int">
#cu = #llvm.di_compile_unit<emissionKind = Full, id = distinct[0]<>, isOptimized = false, sourceLanguage = DW_LANG_C, file = #file>
#sp = #llvm.di_subprogram< compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = "Definition" >
#root = #llvm.tbaa_root<id = "root">
#desc = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<access_type = #desc, offset = 0, base_type = #desc>

llvm.mlir.global external @g() {dbg_expr = #llvm.di_global_variable_expression<expr = <>, var = <type = #int, file = #file, line = 3, name = "g", scope = #cu>>} : i32
llvm.mlir.global external @r() {range = #llvm.di_subrange<count = 4>, sp = #sp} : i32

// Flags of bit enums print in bit order; `fast` stands for all of them.
// CHECK-LABEL: llvm.func @flags
// CHECK: llvm.fadd %{{.*}}, %{{.*}} {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK: llvm.fmul %{{.*}}, %{{.*}} {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK: llvm.shl %{{.*}}, %{{.*}} overflow<nsw, nuw> : i32
// CHECK: llvm.load %{{.*}} {tbaa = [#{{.*}}]} : !llvm.ptr -> i32
llvm.func @flags(%a: f32, %i: i32, %p: !llvm.ptr) {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<ninf,nnan>} : f32
  %1 = llvm.fmul %a, %a {fastmathFlags = #llvm.fastmath<reassoc, nnan, ninf, nsz, arcp, contract, afn>} : f32
  %2 = llvm.shl %i, %i overflow<nuw, nsw> : i32
  %3 = llvm.load %p {tbaa = [#tag]} : !llvm.ptr -> i32
  llvm.return
}

// A spaced `x` in a dimension list is MLIR syntax too.
// CHECK-LABEL: llvm.func @shapes
// CHECK-SAME: vector<2xi1>, %{{.*}}: vector<4xf32>
llvm.func @shapes(%v: vector<2 x i1>, %w: vector<4 xf32>) {
  llvm.return
}
