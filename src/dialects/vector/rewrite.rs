//! The vector dialect's rewrite rows: its pass.

use crate::passes::api::DialectRewrite;

/// The vector dialect's rewriting hooks.
pub const REWRITE: DialectRewrite = DialectRewrite { passes: &[super::to_llvm::PASS], // Every op may be inlined (MLIR's inliner interface of the dialect).
    inliner: Some(&crate::passes::api::DialectInline::ALL_LEGAL),
    ..DialectRewrite::EMPTY };
