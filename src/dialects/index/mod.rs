//! The index dialect: arithmetic, comparisons and casts on `index` values.

pub mod ops;
mod fold;
mod rewrite;
mod syntax;
mod to_llvm;
mod verify;

use crate::ods::dialect::{AttrModel, Dialect};

/// The index dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "index",
    attrs: AttrModel::Modeled,
    // Read off mlir-opt-19: every other mnemonic is an unknown attribute.
    attr_mnemonics: Some(&["cmp_predicate"]),
    provides_types: false,
    bare_op_names: false,
    tables: &[ops::OPS],
    syntax: syntax::SYNTAX,
    print: syntax::PRINT,
    lower: to_llvm::LOWER,
    rewrite: rewrite::REWRITE,
    verify: verify::VERIFY,
    // Attributes the ops require (ODS `verifyInvariants`: "requires
    // attribute"), in the order MLIR checks them; read off mlir-opt-19.
    required: &[&[
        ("index.bool.constant", &["value"]),
        ("index.cmp", &["pred"]),
        ("index.constant", &["value"]),
    ]],
    unmodeled_ops: Some(&[]),
    ..Dialect::EMPTY
};
