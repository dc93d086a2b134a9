//! The math dialect's rewrite rows: its passes.

use crate::passes::api::DialectRewrite;

/// The math dialect's rewriting hooks.
pub const REWRITE: DialectRewrite = DialectRewrite { passes: &[super::to_llvm::PASS, super::to_libm::PASS], // Every op may be inlined (MLIR's inliner interface of the dialect).
    inliner: Some(&crate::passes::api::DialectInline::ALL_LEGAL),
    ..DialectRewrite::EMPTY };
