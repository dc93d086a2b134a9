//! The memref dialect's rewrite rows: the `memref.cast` fold and its passes
//! (`finalize-memref-to-llvm`).

use crate::passes::api::{DialectRewrite, OpRewrite};

/// The memref dialect's rewriting hooks.
pub const REWRITE: DialectRewrite = DialectRewrite { ops: &[OpRewrite { op: "memref.cast", fold: Some(super::fold::cast), ..OpRewrite::NONE }], passes: &[super::to_llvm::PASS], // Every op may be inlined (MLIR's inliner interface of the dialect).
    inliner: Some(&crate::passes::api::DialectInline::ALL_LEGAL),
    ..DialectRewrite::EMPTY };
