//! The cf dialect's rewrite rows: its branches' successor operands and its
//! canonicalization patterns.

use super::canonicalize;
use crate::passes::api::{branch_layouts, DialectRewrite, OpRewrite};

/// The cf dialect's rewriting hooks.
pub const REWRITE: DialectRewrite = DialectRewrite {
    ops: &[
        OpRewrite { op: "cf.assert", patterns: &[canonicalize::assert_true], ..OpRewrite::NONE },
        OpRewrite {
            op: "cf.br",
            successor_operands: Some(branch_layouts::all_to_one),
            patterns: &[canonicalize::branch],
            ..OpRewrite::NONE
        },
        OpRewrite {
            op: "cf.cond_br",
            successor_operands: Some(branch_layouts::conditional),
            resize_successor_operands: Some(branch_layouts::resize_conditional),
            patterns: &[canonicalize::cond_branch],
            ..OpRewrite::NONE
        },
        OpRewrite {
            op: "cf.switch",
            successor_operands: Some(branch_layouts::switch),
            resize_successor_operands: Some(branch_layouts::resize_switch),
            patterns: &[canonicalize::switch],
            ..OpRewrite::NONE
        },
    ],
    passes: &[super::to_llvm::PASS],
    data_layout: None,
    ..DialectRewrite::EMPTY
};
