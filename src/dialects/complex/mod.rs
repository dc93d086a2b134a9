//! The complex dialect: arithmetic and elementary functions on `complex<T>` values; fastmath flags are `#arith.fastmath` attributes.

pub mod facts;
mod fold;
pub mod ops;
mod to_llvm;

use crate::ods::dialect::{AttrModel, Dialect};

/// The complex dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "complex",
    attrs: AttrModel::Modeled,
    // Read off mlir-opt-19: every other mnemonic is an unknown attribute.
    attr_mnemonics: Some(&["number"]),
    provides_types: false,
    bare_op_names: false,
    tables: &[ops::OPS],
    lower: to_llvm::LOWER,
    rewrite: fold::REWRITE,
    defaults: facts::DEFAULTS,
    type_rules: facts::TYPE_RULES,
    // `getAsmResultNames`: a complex constant is `%cst`.
    result_names: &[("complex.constant", &["cst"])],
    // Attributes the ops require (ODS `verifyInvariants`: "requires
    // attribute"), in the order MLIR checks them; read off mlir-opt-19.
    required: &[&[
        ("complex.constant", &["value"]),
    ]],
    unmodeled_ops: Some(&[]),
    ..Dialect::EMPTY
};
