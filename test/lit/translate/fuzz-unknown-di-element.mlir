// REQUIRES: llmir-translate
// RUN: not llmir-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// Found by fuzzing the translation (fuzz/translate): a composite type whose
// elements hold an attribute that is no debug info node (an unknown
// `#llvm.dh_subrange`) made LLVM's verifier crash on a null element. Since
// llmir checks the parameters of struct-format attributes as MLIR's
// generated parsers do, the input is rejected while parsing, as
// mlir-translate-19 rejects it: first for the compile unit's missing
// `sourceLanguage`; llmir goes on to the next errors.

// CHECK: {{[0-9]+}}:21: error: struct is missing required parameter: sourceLanguage
// CHECK: {{[0-9]+}}:36: error: expected '='
// CHECK: {{[0-9]+}}:13: error: invalid kind of attribute specified
// CHECK: {{[0-9]+}}:59: error: failed to parse LLVM_DICompositeTypeAttr parameter 'elements' which is to be a `::llvm::ArrayRef<DINodeAttr>`
#bt = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int">
#file = #llvm.di_file<"debug-info.ll" in "/">
#cu = #llvm.di_compile_unit<id = distinct[1]<>,
 emissionKind = Full>
#comp_ty1 = #llvm.di_composite_type<tag = DW_TAG_array_type,
 elements = #llvm.di_subrange<count = #llvm.di_expression<
 [DW_OP_push_object_address, DW_OP_plus_uconst(16), DW_OP_deref]>>>
#srty = #llvm.di_subroutine_type<types = #bt, #comp_ty1>
#sp = #llvm.di_subprogram<compileUn, subprogramFlags = Definition, type = #srty>
#lvar = #llvm.di_local_variable<scope = #sp, name = "size">
#gv = #llvm.di_global_variable<scope = #cu, name = "gv", file = #file,
 line = 3, type = #bt>
#comp_ty2 = #llvm.di_composite_type<tag = DW_TAG_array_type,
 name = "var_elements", baseType = #bt, flags = Vector,
 elements = #llvm.dh_subrange<count = #lvar, stride = #gv>>
#lvar2 = #llvm.di_local_variable<scope = #sp, name = "var", type = #comp_ty2>
#loc1 = loc("test.f90": 1:1)
#loc2 = loc(fused<#sp>[#loc1])
llvm.func @subranges(%arg: !llvm.ptr) {
  llvm.intr.dbg.declare #lvar2 = %arg : !llvm.ptr
  llvm.return
} loc(#loc2)
