//! The index dialect's rewrite rows: its pass.

use crate::passes::api::DialectRewrite;

/// The index dialect's rewriting hooks.
pub const REWRITE: DialectRewrite = DialectRewrite { passes: &[super::to_llvm::PASS], ..DialectRewrite::EMPTY };
