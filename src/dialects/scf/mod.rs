//! The scf dialect, as far as llmir needs it: `scf.execute_region` (a
//! region run once, in place), `scf.if`, `scf.for`, `scf.while`,
//! `scf.index_switch` (`switch.rs`) and their terminators, printed and
//! verified as MLIR 19's `SCF.cpp` does (`control.rs`), some of their
//! canonicalization patterns (`canonicalize.rs`, `if_results.rs`), and `convert-scf-to-cf`
//! (`to_cf.rs`). Upstream
//! `mem2reg.mlir` checks that promotion leaves such regions alone.

mod canonicalize;
mod control;
mod if_results;
pub mod ops;
mod parallel;
mod switch;
mod syntax;
mod to_cf;
mod to_cf_parallel;

use crate::ods::dialect::{AttrModel, Dialect};

/// The canonicalization patterns, in MLIR 19's registration order.
static REWRITE_OPS: &[crate::passes::api::OpRewrite] = {
    use crate::passes::api::OpRewrite;
    &[
        OpRewrite { op: "scf.if", patterns: &[
                if_results::trivial_if_to_select,
                canonicalize::remove_empty_else,
                canonicalize::remove_static_condition,
                if_results::remove_unused_results,
                if_results::replace_yield_with_condition,
            ], ..OpRewrite::NONE },
        OpRewrite { op: "scf.execute_region", patterns: &[canonicalize::inline_single_block_execute], ..OpRewrite::NONE },
        OpRewrite { op: "scf.for", patterns: &[canonicalize::simplify_trivial_loop], ..OpRewrite::NONE },
        OpRewrite { op: "scf.index_switch", patterns: &[canonicalize::fold_constant_case], ..OpRewrite::NONE },
    ]
};

/// The scf dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "scf",
    attrs: AttrModel::Modeled,
    // MLIR 19's dialect has no attributes (no attribute parsing hook).
    attr_mnemonics: Some(&[]),
    provides_types: false,
    bare_op_names: false,
    tables: &[ops::OPS],
    syntax: syntax::SYNTAX,
    print: syntax::PRINT,
    verify: syntax::VERIFY,
    rewrite: crate::passes::api::DialectRewrite { ops: REWRITE_OPS, passes: &[to_cf::PASS], ..crate::passes::api::DialectRewrite::EMPTY },
    unmodeled_ops: Some(&["scf.forall", "scf.forall.in_parallel"]),
    ..Dialect::EMPTY
};
