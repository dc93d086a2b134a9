//! The memref dialect's rewrite rows: its passes (`finalize-memref-to-llvm`).

use crate::passes::api::DialectRewrite;

/// The memref dialect's rewriting hooks.
pub const REWRITE: DialectRewrite = DialectRewrite { passes: &[super::to_llvm::PASS], // Every op may be inlined (MLIR's inliner interface of the dialect).
    inliner: Some(&crate::passes::api::DialectInline::ALL_LEGAL),
    ..DialectRewrite::EMPTY };
