// Optional parameters of LLVM attributes that hold their default (zero or
// false) are left out, as mlir-opt-19 leaves them out; required ones stay.
// RUN: mlir-opt %s | FileCheck %s

// CHECK-DAG: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int">
// CHECK-DAG: #di_file = #llvm.di_file<"a.c" in "/src">
// CHECK-DAG: #tbaa_root = #llvm.tbaa_root<id = "r">
// CHECK-DAG: #di_compile_unit = #llvm.di_compile_unit<id = distinct{{\[}}0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = Full>
// CHECK-DAG: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "a", file = #di_file>
// CHECK-DAG: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", baseType = #di_basic_type, dwarfAddressSpace = 0>
// CHECK-DAG: #di_namespace = #llvm.di_namespace<name = "n", scope = #di_file, exportSymbols = false>
// CHECK-DAG: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type>
// CHECK-DAG: #di_global_variable = #llvm.di_global_variable<scope = #di_compile_unit, name = "g", file = #di_file, line = 0, type = #di_basic_type>
// CHECK-DAG: #di_module = #llvm.di_module<file = #di_file, scope = #di_compile_unit, name = "m", configMacros = "", includePath = "", apinotes = "">
// CHECK-DAG: #di_subprogram = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, subprogramFlags = Definition, type = #di_subroutine_type>
// CHECK-DAG: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_root, 0>}>
// CHECK-DAG: #di_label = #llvm.di_label<scope = #di_subprogram, name = "l", file = #di_file>
// CHECK-DAG: #di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file>
// CHECK-DAG: #di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_subprogram, file = #di_file, discriminator = 0>
// CHECK-DAG: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "x", file = #di_file, type = #di_basic_type>
// CHECK-DAG: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>

#file = #llvm.di_file<"a.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#bt = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 0>
#mod = #llvm.di_module<file = #file, scope = #cu, name = "m", configMacros = "", includePath = "", apinotes = "", line = 0, isDecl = false>
#gv = #llvm.di_global_variable<scope = #cu, name = "g", file = #file, line = 0, type = #bt, isLocalToUnit = false, isDefined = false, alignInBits = 0>
#dt = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", baseType = #bt, sizeInBits = 0, alignInBits = 0, offsetInBits = 0, dwarfAddressSpace = 0>
#ct = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "a", file = #file, line = 0, sizeInBits = 0, alignInBits = 0>
#st = #llvm.di_subroutine_type<types = #bt>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, line = 0, scopeLine = 0, subprogramFlags = Definition, type = #st>
#lb = #llvm.di_lexical_block<scope = #sp, file = #file, line = 0, column = 0>
#lbf = #llvm.di_lexical_block_file<scope = #sp, file = #file, discriminator = 0>
#lv = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 0, arg = 0, alignInBits = 0, type = #bt>
#lab = #llvm.di_label<scope = #sp, name = "l", file = #file, line = 0>
#ns = #llvm.di_namespace<name = "n", scope = #file, exportSymbols = false>
#root = #llvm.tbaa_root<id = "r">
#desc = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #desc, access_type = #desc, offset = 0, constant = false>
#vs = #llvm.vscale_range<minRange = 1 : i64, maxRange = 1 : i64>
llvm.func @f() attributes {a = #mod, b = #gv, c = #dt, d = #ct, e = #lb, f = #lbf, g = #lv, h = #lab, i = #ns, j = #tag, k = #st, l = #sp} {
  llvm.return
}
