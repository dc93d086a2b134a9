//! The affine dialect, as far as llmir needs it: `affine.apply`,
//! `affine.min` and `affine.max` (what `expand-strided-metadata` builds),
//! their custom forms, verifiers and folds, and `lower-affine` for them.
//! The maps are `crate::ir::affine` values.

mod canonicalize;
mod fold;
mod lower;
pub mod ops;
mod syntax;

use crate::ods::dialect::{AttrModel, Dialect};
use crate::passes::api::{DialectRewrite, OpRewrite};

/// MLIR's order of the min/max patterns (`MergeAffineMinMaxOp` is not
/// modelled).
const MIN_MAX: &[crate::passes::api::PatternFn] = &[
    canonicalize::single_result,
    canonicalize::deduplicate,
    canonicalize::simplify_min_max,
    canonicalize::sort_results,
];

const REWRITE: DialectRewrite = DialectRewrite {
    ops: &[
        OpRewrite { op: "affine.apply", fold: Some(fold::apply), patterns: &[canonicalize::apply], ..OpRewrite::NONE },
        OpRewrite { op: "affine.max", fold: Some(fold::max), patterns: MIN_MAX, ..OpRewrite::NONE },
        OpRewrite { op: "affine.min", fold: Some(fold::min), patterns: MIN_MAX, ..OpRewrite::NONE },
    ],
    materialize_constant: Some(fold::materialize_constant),
    passes: &[lower::PASS],
    ..DialectRewrite::EMPTY
};

/// The affine dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "affine",
    attrs: AttrModel::Modeled,
    // MLIR 19's dialect has no attributes (no attribute parsing hook).
    attr_mnemonics: Some(&[]),
    provides_types: false,
    unmodeled_ops: Some(&["affine.delinearize_index", "affine.dma_start", "affine.dma_wait", "affine.for", "affine.if", "affine.load", "affine.parallel", "affine.prefetch", "affine.store", "affine.vector_load", "affine.vector_store", "affine.yield"]),
    bare_op_names: false,
    tables: &[ops::OPS],
    syntax: syntax::SYNTAX,
    print: syntax::PRINT,
    verify: syntax::VERIFY,
    rewrite: REWRITE,
    // Attributes the ops require (ODS `verifyInvariants`: "requires
    // attribute"), in the order MLIR checks them; read off mlir-opt-19.
    required: &[&[
        ("affine.apply", &["map"]),
        ("affine.max", &["map"]),
        ("affine.min", &["map"]),
    ]],
    ..Dialect::EMPTY
};
