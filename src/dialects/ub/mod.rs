//! The ub dialect: undefined behaviour as values (`ub.poison`); its
//! attribute `#ub.poison` is modelled (a dialect attribute without body).
//! `to_llvm`: `convert-ub-to-llvm`.

pub mod ops;
mod to_llvm;

use crate::ods::dialect::{AttrModel, Dialect};

/// The ub dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "ub",
    attrs: AttrModel::Modeled,
    // Read off mlir-opt-19: every other mnemonic is an unknown attribute.
    attr_mnemonics: Some(&["poison"]),
    provides_types: false,
    bare_op_names: false,
    tables: &[ops::OPS],
    defaults: &[("ub.poison", "value", "#ub.poison")],
    lower: to_llvm::LOWER,
    rewrite: to_llvm::REWRITE,
    unmodeled_ops: Some(&[]),
    ..Dialect::EMPTY
};
