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
