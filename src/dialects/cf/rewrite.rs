//! The cf dialect's rewrite rows: its branches' successor operands and its
//! canonicalization patterns.

use super::{branch, canonicalize};
use crate::passes::api::{DialectRewrite, OpRewrite};

/// The cf dialect's rewriting hooks.
pub const REWRITE: DialectRewrite = DialectRewrite {
    ops: &[
        OpRewrite { op: "cf.assert", patterns: &[canonicalize::assert_true], ..OpRewrite::NONE },
        OpRewrite {
            op: "cf.br",
            successor_operands: Some(branch::br),
            patterns: &[canonicalize::branch],
            ..OpRewrite::NONE
        },
        OpRewrite {
            op: "cf.cond_br",
            successor_operands: Some(branch::cond_br),
            resize_successor_operands: Some(branch::resize_cond_br),
            patterns: &[canonicalize::cond_branch],
            ..OpRewrite::NONE
        },
        OpRewrite {
            op: "cf.switch",
            successor_operands: Some(branch::switch),
            resize_successor_operands: Some(branch::resize_switch),
            patterns: &[canonicalize::switch],
            ..OpRewrite::NONE
        },
    ],
    ..DialectRewrite::EMPTY
};
