//! The scf dialect, as far as llmir needs it: `scf.execute_region` (a
//! region run once, in place), `scf.if`, `scf.for` and their terminator
//! `scf.yield`, printed and verified as MLIR 19's `SCF.cpp` does
//! (`control.rs`), and `convert-scf-to-cf` (`to_cf.rs`). Upstream
//! `mem2reg.mlir` checks that promotion leaves such regions alone.

mod control;
pub mod ops;
mod switch;
mod syntax;
mod to_cf;

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
    rewrite: crate::passes::api::DialectRewrite { passes: &[to_cf::PASS], ..crate::passes::api::DialectRewrite::EMPTY },
    ..Dialect::EMPTY
};
