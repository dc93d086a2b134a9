//! The arith dialect's rewrite rows: its folds and constant
//! materialisation.

use super::fold;
use crate::passes::api::{DialectRewrite, OpRewrite};

/// The arith dialect's rewriting hooks.
pub const REWRITE: DialectRewrite = DialectRewrite {
    ops: &[
        OpRewrite { op: "arith.constant", fold: Some(fold::fold_constant), ..OpRewrite::NONE },
        OpRewrite { op: "arith.addi", fold: Some(fold::fold_addi), ..OpRewrite::NONE },
        OpRewrite { op: "arith.select", fold: Some(fold::fold_select), ..OpRewrite::NONE },
        OpRewrite { op: "arith.cmpi", fold: Some(fold::fold_cmpi), ..OpRewrite::NONE },
    ],
    materialize_constant: Some(fold::materialize_constant),
    passes: &[super::to_llvm::PASS],
    data_layout: None,
};
