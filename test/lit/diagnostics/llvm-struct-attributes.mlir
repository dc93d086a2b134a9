// MLIR 19 reads the struct-format attributes of the LLVM dialect with
// generated parsers: each parameter by its C++ type (DWARF keywords,
// enums, flags, integers as `parseInteger` stores them, attributes of a
// class), the required ones named when missing, `,` and `>` where they
// belong. llmir says what mlir-opt-19 says, where it says it, and prints
// the values MLIR stores. Found by fuzzing print idempotence: such bodies
// were kept as written and printed back.
// RUN: not llmir-opt --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: not llmir-opt --split-input-file %s 2>/dev/null | FileCheck %s --check-prefix=OUT

// ERR: :36: error: invalid debug info debug info tag name: Foo
// ERR: :39: error: failed to parse LLVM_DICompositeTypeAttr parameter 'tag' which is to be a `unsigned`
#t = #llvm.di_composite_type<tag = Foo, name = "D">
module attributes {a.t = #t} {}

// -----

// ERR: :65: error: expected attribute value
// ERR: :66: error: failed to parse LLVM_DICompositeTypeAttr parameter 'name' which is to be a `StringAttr`
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = D>
module attributes {a.t = #t} {}

// -----

// ERR: :66: error: invalid kind of attribute specified
// ERR: :67: error: failed to parse LLVM_DICompositeTypeAttr parameter 'name' which is to be a `StringAttr`
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = 3>
module attributes {a.t = #t} {}

// -----

// ERR: :78: error: expected integer value
// ERR: :78: error: failed to parse LLVM_DICompositeTypeAttr parameter 'line' which is to be a `uint32_t`
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", line = x>
module attributes {a.t = #t} {}

// -----

// OUT: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", line = 4294967295>
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", line = -1>
module attributes {a.t = #t} {}

// -----

// ERR: :78: error: integer value too large
// ERR: :89: error: failed to parse LLVM_DICompositeTypeAttr parameter 'line' which is to be a `uint32_t`
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", line = 99999999999>
module attributes {a.t = #t} {}

// -----

// ERR: :77: error: duplicate or unknown struct parameter name: foo
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", foo = 1>
module attributes {a.t = #t} {}

// -----

// ERR: :78: error: duplicate or unknown struct parameter name: name
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", name = "E">
module attributes {a.t = #t} {}

// -----

// ERR: :63: error: expected '='
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name "D">
module attributes {a.t = #t} {}

// -----

// ERR: :70: error: expected valid keyword
// ERR: :70: error: expected a parameter name in struct
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D",>
module attributes {a.t = #t} {}

// -----

// ERR: :40: error: struct is missing required parameter: tag
#t = #llvm.di_composite_type<name = "D">
module attributes {a.t = #t} {}

// -----

// ERR: :77: error: expected '<'
// ERR: :78: error: failed to parse LLVM_DICompositeTypeAttr parameter 'file' which is to be a `DIFileAttr`
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", file = "x">
module attributes {a.t = #t} {}

// -----

// ERR: :78: error: invalid kind of attribute specified
// ERR: :96: error: failed to parse LLVM_DICompositeTypeAttr parameter 'file' which is to be a `DIFileAttr`
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", file = #llvm.di_null_type>
module attributes {a.t = #t} {}

// -----

// ERR: :79: error: expected keyword for LLVM DI flags
// ERR: :79: error: failed to parse LLVM_DICompositeTypeAttr parameter 'flags' which is to be a `DIFlags`
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", flags = 3>
module attributes {a.t = #t} {}

// -----

// ERR: :36: error: expected valid keyword
// ERR: :36: error: failed to parse LLVM_DICompositeTypeAttr parameter 'tag' which is to be a `unsigned`
#t = #llvm.di_composite_type<tag = 5, name = "D">
module attributes {a.t = #t} {}

// -----

// ERR: :126: error: expected integer value
// ERR: :126: error: failed to parse LLVM_DICompileUnitAttr parameter 'isOptimized' which is to be a `bool`
#t = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #llvm.di_file<"a" in "b">, isOptimized = maybe, emissionKind = Full>
module attributes {a.t = #t} {}

// -----

// ERR: :147: error: invalid LLVM debug emission kind specification: Fool
// ERR: :151: error: failed to parse LLVM_DICompileUnitAttr parameter 'emissionKind' which is to be a `DIEmissionKind`
#t = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #llvm.di_file<"a" in "b">, isOptimized = true, emissionKind = Fool>
module attributes {a.t = #t} {}

// -----

// ERR: :65: error: invalid debug info debug info language name: DW_LANG_Foo
// ERR: :76: error: failed to parse LLVM_DICompileUnitAttr parameter 'sourceLanguage' which is to be a `unsigned`
#t = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Foo, file = #llvm.di_file<"a" in "b">, isOptimized = true, emissionKind = Full>
module attributes {a.t = #t} {}

// -----

// ERR: :33: error: invalid kind of attribute specified
// ERR: :34: error: failed to parse LLVM_DICompileUnitAttr parameter 'id' which is to be a `DistinctAttr`
#t = #llvm.di_compile_unit<id = 3, sourceLanguage = DW_LANG_C11, file = #llvm.di_file<"a" in "b">, isOptimized = true, emissionKind = Full>
module attributes {a.t = #t} {}

// -----

// ERR: :90: error: invalid debug info debug info encoding name: DW_ATE_foo
// ERR: :100: error: failed to parse LLVM_DIBasicTypeAttr parameter 'encoding' which is to be a `unsigned`
#t = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "i", sizeInBits = 32, encoding = DW_ATE_foo>
module attributes {a.t = #t} {}

// -----

// ERR: :90: error: expected valid keyword
// ERR: :90: error: failed to parse LLVM_DIBasicTypeAttr parameter 'encoding' which is to be a `unsigned`
#t = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "i", sizeInBits = 32, encoding = 7>
module attributes {a.t = #t} {}

// -----

// ERR: :74: error: invalid LLVM ModRefInfo specification: bad
// ERR: :77: error: failed to parse LLVM_MemoryEffectsAttr parameter 'inaccessibleMem' which is to be a `ModRefInfo`
#t = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = bad>
module attributes {a.t = #t} {}

// -----

// ERR: :54: error: expected ','
#t = #llvm.memory_effects<other = none, argMem = read>
module attributes {a.t = #t} {}

// -----

// ERR: :27: error: invalid kind of attribute specified
// ERR: :28: error: failed to parse LLVM_TBAARootAttr parameter 'id' which is to be a `StringAttr`
#t = #llvm.tbaa_root<id = 3>
module attributes {a.t = #t} {}

// -----

// ERR: :37: error: duplicate or unknown struct parameter name: id
#t = #llvm.tbaa_root<id = "x", id = "y">
module attributes {a.t = #t} {}

// -----

// ERR: :34: error: invalid kind of attribute specified
// ERR: :35: error: failed to parse LoopUnrollAttr parameter 'disable' which is to be a `BoolAttr`
#t = #llvm.loop_unroll<disable = 1>
module attributes {a.t = #t} {}

// -----

// OUT: #loop_unroll = #llvm.loop_unroll<count = true>
#t = #llvm.loop_unroll<count = true>
module attributes {a.t = #t} {}

// -----

// OUT: #loop_unroll = #llvm.loop_unroll<count = 4 : i64>
#t = #llvm.loop_unroll<count = 4>
module attributes {a.t = #t} {}

// -----

// ERR: :47: error: invalid kind of attribute specified
// ERR: :48: error: failed to parse LoopAnnotationAttr parameter 'disableNonforced' which is to be a `BoolAttr`
#t = #llvm.loop_annotation<disableNonforced = 1>
module attributes {a.t = #t} {}

// -----

// ERR: :53: error: expected attribute value
// ERR: :54: error: failed to parse LLVM_DISubrangeAttr parameter 'lowerBound' which is to be a `::mlir::Attribute`
#t = #llvm.di_subrange<count = 4 : i64, lowerBound = foo>
module attributes {a.t = #t} {}

// -----

// ERR: :86: error: duplicate or unknown struct parameter name: extra
#t = #llvm.di_label<scope = #llvm.di_file<"a" in "b">, name = "l", line = 3, extra = 1>
module attributes {a.t = #t} {}

// -----

// ERR: :55: error: expected attribute value
// ERR: :56: error: failed to parse LLVM_VScaleRangeAttr parameter 'maxRange' which is to be a `IntegerAttr`
#t = #llvm.vscale_range<minRange = 1 : i32, maxRange = x>
module attributes {a.t = #t} {}

// -----

// ERR: :111: error: invalid LLVM DISubprogram flags specification: Definition|Foo
// ERR: :127: error: failed to parse LLVM_DISubprogramAttr parameter 'subprogramFlags' which is to be a `DISubprogramFlags`
#t = #llvm.di_subprogram<id = distinct[0]<>, scope = #llvm.di_file<"a" in "b">, name = "f", subprogramFlags = "Definition|Foo">
module attributes {a.t = #t} {}

// -----

// ERR: :121: error: struct is missing required parameter: file
#t = #llvm.di_subprogram<id = distinct[0]<>, scope = #llvm.di_file<"a" in "b">, name = "f", subprogramFlags = Definition|Optimized>
module attributes {a.t = #t} {}

// -----

// ERR: :86: error: expected '>'
#t = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", dwarfAddressSpace = x>
module attributes {a.t = #t} {}

// -----

// ERR: :65: error: invalid kind of attribute specified
// ERR: :66: error: failed to parse LLVM_AliasScopeDomainAttr parameter 'description' which is to be a `StringAttr`
#t = #llvm.alias_scope_domain<id = distinct[0]<>, description = 3>
module attributes {a.t = #t} {}

// -----

// OUT: #di_namespace = #llvm.di_namespace<exportSymbols = true>
#t = #llvm.di_namespace<exportSymbols = 1>
module attributes {a.t = #t} {}

// -----

// ERR: :41: error: integer value too large
// ERR: :42: error: failed to parse LLVM_DINamespaceAttr parameter 'exportSymbols' which is to be a `bool`
#t = #llvm.di_namespace<exportSymbols = 2>
module attributes {a.t = #t} {}

// -----

// OUT: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", sizeInBits = 18446744073709551615>
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", sizeInBits = -1>
module attributes {a.t = #t} {}

// -----

// ERR: :78: error: integer value too large
// ERR: :89: error: failed to parse LLVM_DICompositeTypeAttr parameter 'line' which is to be a `uint32_t`
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", line = -2147483648>
module attributes {a.t = #t} {}

// -----

// OUT: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", line = 16>
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", line = 0x10>
module attributes {a.t = #t} {}

// -----

// ERR: :64: error: expected '>'
#t = #llvm.di_label<scope = #llvm.di_file<"a" in "b">, line = 1 line = 2>
module attributes {a.t = #t} {}

// -----

// ERR: :29: error: invalid kind of attribute specified
// ERR: :47: error: failed to parse LLVM_DILabelAttr parameter 'scope' which is to be a `DIScopeAttr`
#t = #llvm.di_label<scope = #llvm.di_null_type>
module attributes {a.t = #t} {}

// -----

// ERR: :32: error: invalid kind of attribute specified
// ERR: :35: error: failed to parse LoopUnrollAttr parameter 'count' which is to be a `IntegerAttr`
#t = #llvm.loop_unroll<count = 1.0>
module attributes {a.t = #t} {}

// -----

// ERR: :90: error: invalid kind of attribute specified
// ERR: :91: error: failed to parse LLVM_DICompositeTypeAttr parameter 'elements' which is to be a `::llvm::ArrayRef<DINodeAttr>`
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, elements = #llvm.di_null_type, 3>
module attributes {a.t = #t} {}

// -----

// ERR: :51: error: duplicate or unknown struct parameter name: argMem
#t = #llvm.memory_effects<argMem = read, argMem = none, inaccessibleMem = none>
module attributes {a.t = #t} {}

// -----

// OUT: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", dwarfAddressSpace = 4294967295>
#t = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", dwarfAddressSpace = -1>
module attributes {a.t = #t} {}

// -----

// ERR: :51: error: invalid debug info debug info calling convention name: DW_CC_foo
// ERR: :60: error: failed to parse LLVM_DISubroutineTypeAttr parameter 'callingConvention' which is to be a `unsigned`
#t = #llvm.di_subroutine_type<callingConvention = DW_CC_foo>
module attributes {a.t = #t} {}

// -----

// ERR: :27: error: expected valid keyword
// ERR: :27: error: failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`
// ERR: :27: error: failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`
#t = #llvm.di_expression<[3]>
module attributes {a.t = #t} {}

// -----

// ERR: :45: error: expected integer value
// ERR: :45: error: expected integer operand
// ERR: :45: error: failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`
#t = #llvm.di_expression<[DW_OP_plus_uconst(x)]>
module attributes {a.t = #t} {}

// -----

// ERR: :46: error: expected ')'
// ERR: :47: error: failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`
#t = #llvm.di_expression<[DW_OP_plus_uconst(1 2)]>
module attributes {a.t = #t} {}

// -----

// ERR: :38: error: expected ']'
#t = #llvm.di_expression<[DW_OP_deref DW_OP_deref]>
module attributes {a.t = #t} {}

// -----

// ERR: :39: error: expected valid keyword
// ERR: :39: error: failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`
// ERR: :39: error: failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`
#t = #llvm.di_expression<[DW_OP_deref,]>
module attributes {a.t = #t} {}

// -----

// ERR: :26: error: expected '>'
#t = #llvm.di_expression<DW_OP_deref>
module attributes {a.t = #t} {}

// -----

// ERR: :39: error: expected '>'
#t = #llvm.di_expression<[DW_OP_deref] x>
module attributes {a.t = #t} {}

// -----

// ERR: :27: error: expected valid keyword
// ERR: :27: error: failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`
// ERR: :27: error: failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`
#t = #llvm.di_expression<[]>
module attributes {a.t = #t} {}

// -----

// ERR: :27: error: invalid debug info debug info operation encoding name: DW_OP_LLVM_nop
// ERR: :41: error: failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`
// ERR: :41: error: failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`
#t = #llvm.di_expression<[DW_OP_LLVM_nop]>
module attributes {a.t = #t} {}

// -----


#t = #llvm.di_expression<[DW_OP_LLVM_user]>
module attributes {a.t = #t} {}

// -----

// ERR: :27: error: invalid debug info debug info operation encoding name: DW_OP_foo
// ERR: :36: error: failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`
// ERR: :36: error: failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`
#t = #llvm.di_expression<[DW_OP_foo]>
module attributes {a.t = #t} {}

// -----

// ERR: :30: error: expected '>'
#t = #llvm.di_file<"a" in "b" c>
module attributes {a.t = #t} {}

// -----

// ERR: :26: error: expected attribute value
// ERR: :26: error: failed to parse LLVM_DIFileAttr parameter 'directory' which is to be a `StringAttr`
#t = #llvm.di_file<"a" in>
module attributes {a.t = #t} {}

// -----

// ERR: :24: error: expected 'in'
#t = #llvm.di_file<"a" on "b">
module attributes {a.t = #t} {}

// -----

// ERR: :27: error: invalid kind of attribute specified
// ERR: :28: error: failed to parse LLVM_DIFileAttr parameter 'directory' which is to be a `StringAttr`
#t = #llvm.di_file<"a" in 3>
module attributes {a.t = #t} {}

// -----

// ERR: :24: error: expected 'in'
#t = #llvm.di_file<"a" "b">
module attributes {a.t = #t} {}

// -----

// ERR: :59: error: encountered unknown attribute encoding "DW_ATE_foo"
// ERR: :59: error: failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`
#t = #llvm.di_expression<[DW_OP_LLVM_convert(4, DW_ATE_foo)]>
module attributes {a.t = #t} {}

// -----

// ERR: :46: error: expected integer value
// ERR: :46: error: expected integer operand
// ERR: :46: error: failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`
#t = #llvm.di_expression<[DW_OP_LLVM_convert(DW_ATE_signed, 4)]>
module attributes {a.t = #t} {}

// -----

// OUT: module attributes {a.t = #llvm.di_expression<[DW_OP_LLVM_convert(4, DW_ATE_signed, DW_ATE_complex_float)]>} {
#t = #llvm.di_expression<[DW_OP_LLVM_convert(4, DW_ATE_signed, 3)]>
module attributes {a.t = #t} {}

// -----

// OUT: module attributes {a.t = #llvm.di_expression<[DW_OP_plus_uconst(18446744073709551615), DW_OP_constu(16)]>} {
#t = #llvm.di_expression<[DW_OP_plus_uconst(-1), DW_OP_constu(0x10)]>
module attributes {a.t = #t} {}

// -----

// OUT: module attributes {a.t = #llvm.di_expression<[DW_OP_LLVM_fragment(0, 32), DW_OP_LLVM_convert(8, DW_ATE_signed)]>} {
#t = #llvm.di_expression<[DW_OP_LLVM_fragment(0, 32), DW_OP_LLVM_convert(8, 0x5)]>
module attributes {a.t = #t} {}

// -----

// ERR: :75: error: duplicate or unknown struct parameter name: linkageNaue
// ERR: :75: error: failed to parse LLVM_DIGlobalVariableExpressionAttr parameter 'var' which is to be a `DIGlobalVariableAttr`
#t = #llvm.di_global_variable_expression<var = <name = "g", linkageNaue = "x", file = #llvm.di_file<"a" in "b">, line = 1, type = #llvm.di_null_type>, expr = <>>
module attributes {a.t = #t} {}

// -----

// OUT: #di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
#t = #llvm.di_global_variable_expression<var = <name = "g", file = #llvm.di_file<"a" in "b">, line = 1, type = #llvm.di_null_type>, expr = <>>
module attributes {a.t = #t} {}

// -----

// ERR: :102: error: expected integer value
// ERR: :102: error: failed to parse LLVM_DIGlobalVariable parameter 'line' which is to be a `unsigned`
// ERR: :102: error: failed to parse LLVM_DIGlobalVariableExpressionAttr parameter 'var' which is to be a `DIGlobalVariableAttr`
#t = #llvm.di_global_variable_expression<var = <name = "g", file = #llvm.di_file<"a" in "b">, line = x, type = #llvm.di_null_type>, expr = <>>
module attributes {a.t = #t} {}
