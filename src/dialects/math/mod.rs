//! The math dialect: elementary functions and bit counts on integers and floats (scalars, vectors, tensors); its fastmath flags are `#arith.fastmath` attributes.

pub mod facts;
pub mod ops;
mod rewrite;
mod to_libm;
mod to_llvm;
mod verify;

use crate::ods::dialect::{AttrModel, Dialect};

/// The math dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "math",
    attrs: AttrModel::Modeled,
    // MLIR 19's dialect has no attributes (no attribute parsing hook).
    attr_mnemonics: Some(&[]),
    provides_types: false,
    bare_op_names: false,
    tables: &[ops::OPS],
    defaults: facts::DEFAULTS,
    type_rules: facts::TYPE_RULES,
    lower: to_llvm::LOWER,
    rewrite: rewrite::REWRITE,
    verify: verify::VERIFY,
    unmodeled_ops: Some(&[]),
    ..Dialect::EMPTY
};
