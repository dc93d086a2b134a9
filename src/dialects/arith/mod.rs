//! The arith dialect: integer and float arithmetic, comparisons, casts and constants on scalars, vectors and tensors.

pub mod fold;
pub mod ops;
pub mod rewrite;
mod parse;
mod print;

use crate::ods::dialect::{AttrModel, Dialect};

/// The arith dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "arith",
    attrs: AttrModel::Unknown,
    bare_op_names: false,
    tables: &[ops::OPS],
    rewrite: rewrite::REWRITE,
    syntax: parse::SYNTAX,
    print: print::PRINT,
    ..Dialect::EMPTY
};
