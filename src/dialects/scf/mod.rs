//! The scf dialect, as far as llmir needs it: `scf.execute_region` (a
//! region run once, in place) and its terminator `scf.yield`, printed and
//! verified as MLIR 19's `SCF.cpp` does. Upstream `mem2reg.mlir` checks
//! that promotion leaves such regions alone.

pub mod ops;
mod syntax;

use crate::ods::dialect::{AttrModel, Dialect};

/// The scf dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "scf",
    attrs: AttrModel::Modeled,
    bare_op_names: false,
    tables: &[ops::OPS],
    syntax: syntax::SYNTAX,
    print: syntax::PRINT,
    verify: syntax::VERIFY,
    ..Dialect::EMPTY
};
