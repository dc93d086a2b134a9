//! The LLVM dialect: its ops and intrinsics (`ops`, generated), its
//! attribute classes (`attrs`, generated), the facts the generated tables
//! do not carry (`facts`: enums, property defaults), LLVM's data layout
//! strings (`data_layout`), and its rewriting (`rewrite`: rows pointing at
//! `fold`, `effects`, the shared branch layouts, and its `passes`).

pub mod attrs;
mod attr_canon;
pub mod lowering_target;
pub mod data_layout;
pub mod dwarf_names;
pub mod effects;
pub mod facts;
pub mod fold;
pub mod inliner;
pub mod memslot;
pub mod ops;
pub mod passes;
pub mod rewrite;
pub mod verify;
mod syntax;

use crate::ods::dialect::{AttrModel, Dialect};

/// The LLVM dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "llvm",
    attrs: AttrModel::Modeled,
    // Read off mlir-opt-19: every other mnemonic is an unknown attribute.
    attr_mnemonics: Some(&["access_group", "alias_scope", "alias_scope_domain", "cconv", "comdat", "di_basic_type", "di_compile_unit", "di_composite_type", "di_derived_type", "di_expression", "di_expression_elem", "di_file", "di_global_variable", "di_global_variable_expression", "di_label", "di_lexical_block", "di_lexical_block_file", "di_local_variable", "di_module", "di_namespace", "di_null_type", "di_string_type", "di_subprogram", "di_subrange", "di_subroutine_type", "fastmath", "framePointerKind", "linkage", "loop_annotation", "loop_distribute", "loop_interleave", "loop_licm", "loop_peeled", "loop_pipeline", "loop_unroll", "loop_unroll_and_jam", "loop_unswitch", "loop_vectorize", "memory_effects", "overflow", "poison", "tailcallkind", "target_features", "tbaa_member", "tbaa_root", "tbaa_tag", "tbaa_type_desc", "undef", "vscale_range", "zero"]),
    bare_op_names: false,
    tables: &[ops::OPS],
    enums: facts::ENUMS,
    defaults: facts::DEFAULTS,
    always_set: facts::ALWAYS_SET,
    attr_schemas: attrs::ATTRS,
    required: &[facts::REQUIRED],
    rewrite: rewrite::REWRITE,
    verify: verify::VERIFY,
    bit_enums: facts::BIT_ENUMS,
    elided_when_zero: facts::ELIDED_WHEN_ZERO,
    param_bit_enums: facts::PARAM_BIT_ENUMS,
    attr_canon: Some(attr_canon::canonical_body),
    syntax: syntax::SYNTAX,
    print: syntax::PRINT,
    lowering_target: Some(&lowering_target::TARGET_OPS),
    ..Dialect::EMPTY
};
