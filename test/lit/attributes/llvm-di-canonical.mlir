// Debug-info attributes printed as mlir-opt-19 prints them: a
// compile unit's `nameTableKind = Default` left out, flag parameters in
// MLIR's case order (a group case like Public first, hiding its bits; a
// value that is exactly one case bare, others quoted; no flag left out;
// MLIR 19 gives the three inheritance flags one bit, and prints them bare,
// which it cannot read back: no round trip here), and
// `DW_OP_LLVM_convert`'s encoding by its DW_ATE name.
// RUN: mlir-opt %s --allow-unregistered-dialect | FileCheck %s
#file = #llvm.di_file<"a.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = true, emissionKind = None, nameTableKind = Default>
#cu2 = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = false, emissionKind = Full, nameTableKind = GNU>
#sp = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = "ObjCDirect|Deleted|MainSubprogram|Recursive|Elemental|Pure|Optimized|Definition|LocalToUnit|PureVirtual">
#sp2 = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #cu2, scope = #file, name = "g", file = #file, subprogramFlags = "Definition">
#t1 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "A", flags = "Thunk|NonTrivial|BigEndian|LittleEndian|AllCallsDescribed|EnumClass|TypePassByReference|TypePassByValue|IntroducedVirtual|BitField|NoReturn|Public|Prototyped|Artificial|FwdDecl">
#t2 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "B", flags = "ExportSymbols|RValueReference|LValueReference|StaticMember|Vector|ObjectPointer|ObjcClassComplete|Explicit|Virtual|AppleBlock|Protected|SingleInheritance">
#t3 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "C", flags = "Protected|Private">
#t4 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", flags = "MultipleInheritance">
#t5 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "E", flags = Zero>
#e = #llvm.di_expression<[DW_OP_LLVM_convert(32, 5), DW_OP_LLVM_convert(64, DW_ATE_unsigned), DW_OP_LLVM_fragment(0, 32), DW_OP_LLVM_convert(8, 0x2), DW_OP_LLVM_convert(16, 19), DW_OP_stack_value]>
module attributes {a.sp = #sp, a.sp2 = #sp2, a.t = [#t1, #t2, #t3, #t4, #t5], a.e = #e} {
}
// CHECK: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "A", flags = "Public|FwdDecl|Artificial|Prototyped|IntroducedVirtual|BitField|NoReturn|TypePassByValue|TypePassByReference|EnumClass|Thunk|NonTrivial|BigEndian|LittleEndian|AllCallsDescribed">
// CHECK-NEXT: #di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "B", flags = "Protected|AppleBlock|Virtual|Explicit|ObjcClassComplete|ObjectPointer|Vector|StaticMember|LValueReference|RValueReference|ExportSymbols|SingleInheritance|MultipleInheritance|VirtualInheritance">
// CHECK-NEXT: #di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "C", flags = Public>
// CHECK-NEXT: #di_composite_type3 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", flags = SingleInheritance|MultipleInheritance|VirtualInheritance>
// CHECK-NEXT: #di_composite_type4 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "E">
// CHECK-NEXT: #di_file = #llvm.di_file<"a.c" in "/d">
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, isOptimized = true, emissionKind = None>
// CHECK-NEXT: #di_compile_unit1 = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C11, file = #di_file, isOptimized = false, emissionKind = Full, nameTableKind = GNU>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, subprogramFlags = "PureVirtual|LocalToUnit|Definition|Optimized|Pure|Elemental|Recursive|MainSubprogram|Deleted|ObjCDirect">
// CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #di_compile_unit1, scope = #di_file, name = "g", file = #di_file, subprogramFlags = Definition>
// CHECK-NEXT: module attributes {a.e = #llvm.di_expression<[DW_OP_LLVM_convert(32, DW_ATE_signed), DW_OP_LLVM_convert(64, DW_ATE_unsigned), DW_OP_LLVM_fragment(0, 32), DW_OP_LLVM_convert(8, DW_ATE_boolean), DW_OP_LLVM_convert(16, 19), DW_OP_stack_value]>, a.sp = #di_subprogram, a.sp2 = #di_subprogram1, a.t = [#di_composite_type, #di_composite_type1, #di_composite_type2, #di_composite_type3, #di_composite_type4]} {
// CHECK-NEXT: }
// CHECK-NEXT-EMPTY:
