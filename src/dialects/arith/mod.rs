//! The arith dialect: integer and float arithmetic, comparisons, casts and constants on scalars, vectors and tensors.

mod canonicalize;
mod cmpf_canonicalize;
pub mod fold;
mod consts;
mod fold_float;
mod fold_int;
mod softfloat;
pub mod facts;
pub mod ops;
pub mod rewrite;
mod parse;
mod print;
mod to_llvm;
mod to_llvm_ext;
mod to_llvm_util;
mod verify;

use crate::ods::dialect::{AttrModel, Dialect};

/// The arith dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "arith",
    attrs: AttrModel::Modeled,
    // Read off mlir-opt-19: every other mnemonic is an unknown attribute.
    attr_mnemonics: Some(&["fastmath", "overflow"]),
    provides_types: false,
    unmodeled_ops: Some(&[]),
    bare_op_names: false,
    tables: &[ops::OPS],
    rewrite: rewrite::REWRITE,
    verify: verify::VERIFY,
    lower: to_llvm::LOWER,
    syntax: parse::SYNTAX,
    print: print::PRINT,
    enums: facts::ENUMS,
    bit_enums: facts::BIT_ENUMS,
    defaults: facts::DEFAULTS,
    result_names: facts::RESULT_NAMES,
    type_rules: facts::TYPE_RULES,
    // Attributes the ops require (ODS `verifyInvariants`: "requires
    // attribute"), in the order MLIR checks them; read off mlir-opt-19.
    required: &[&[
        ("arith.cmpf", &["predicate"]),
        ("arith.cmpi", &["predicate"]),
        ("arith.constant", &["value"]),
    ]],
    ..Dialect::EMPTY
};
