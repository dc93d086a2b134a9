//! The cf dialect: unstructured control flow (branches, switches, `cf.assert`).

pub mod ops;
mod verify;

use crate::ods::dialect::{AttrModel, Dialect};

/// The cf dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "cf",
    attrs: AttrModel::Unknown,
    bare_op_names: false,
    tables: &[ops::OPS],
    verify: verify::VERIFY,
    rewrite: crate::passes::api::DialectRewrite { ops: BRANCHES },
    ..Dialect::EMPTY
};

/// `BranchOpInterface` of the branches, for the verifier's check of branch
/// operands against successor arguments. Kept here until the dialect's
/// rewrite rows land; they use the shared `dialects::branch` layout.
static BRANCHES: &[crate::passes::api::OpRewrite] = &[
    crate::passes::api::OpRewrite { op: "cf.br", successor_operands: Some(crate::dialects::branch::successor_operands) },
    crate::passes::api::OpRewrite {
        op: "cf.cond_br",
        successor_operands: Some(crate::dialects::branch::successor_operands),
    },
    crate::passes::api::OpRewrite {
        op: "cf.switch",
        successor_operands: Some(crate::dialects::branch::successor_operands),
    },
];
