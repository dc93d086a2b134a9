//! The memref dialect's rewrite rows: its passes (`finalize-memref-to-llvm`).

use crate::passes::api::DialectRewrite;

/// The memref dialect's rewriting hooks.
pub const REWRITE: DialectRewrite = DialectRewrite { passes: &[super::to_llvm::PASS], ..DialectRewrite::EMPTY };
