//! The cf dialect: unstructured control flow (branches, switches, `cf.assert`).

pub mod canonicalize;
pub mod ops;
pub mod rewrite;
mod verify;
mod parse;
mod print;
mod to_llvm;

use crate::ods::dialect::{AttrModel, Dialect};

/// The cf dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "cf",
    attrs: AttrModel::Unknown,
    // MLIR 19's dialect has no attributes (no attribute parsing hook).
    attr_mnemonics: Some(&[]),
    provides_types: false,
    bare_op_names: false,
    tables: &[ops::OPS],
    verify: verify::VERIFY,
    rewrite: rewrite::REWRITE,
    syntax: parse::SYNTAX,
    print: print::PRINT,
    lower: to_llvm::LOWER,
    // Attributes the ops require (ODS `verifyInvariants`: "requires
    // attribute"), in the order MLIR checks them; read off mlir-opt-19.
    required: &[&[
        ("cf.assert", &["msg"]),
    ]],
    unmodeled_ops: Some(&[]),
    ..Dialect::EMPTY
};
