//! The LLVM dialect: its ops and intrinsics (`ops`, generated), its
//! attribute classes (`attrs`, generated), the facts the generated tables
//! do not carry (`facts`: enums, property defaults) and LLVM's data layout
//! strings (`data_layout`).

pub mod attrs;
pub mod data_layout;
pub mod facts;
pub mod ops;
pub mod verify;

use crate::ods::dialect::{AttrModel, Dialect};

/// The LLVM dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "llvm",
    attrs: AttrModel::Modeled,
    bare_op_names: false,
    tables: &[ops::OPS],
    enums: facts::ENUMS,
    defaults: facts::DEFAULTS,
    always_set: facts::ALWAYS_SET,
    attr_schemas: attrs::ATTRS,
    required: &[facts::REQUIRED],
    verify: verify::VERIFY,
    rewrite: crate::passes::api::DialectRewrite { ops: BRANCHES },
    ..Dialect::EMPTY
};

/// `BranchOpInterface` of the branches, for the verifier's check of branch
/// operands against successor arguments. Kept here until the dialect's
/// rewrite rows land; they use the shared `dialects::branch` layout.
static BRANCHES: &[crate::passes::api::OpRewrite] = &[
    crate::passes::api::OpRewrite {
        op: "llvm.br",
        successor_operands: Some(crate::dialects::branch::successor_operands),
    },
    crate::passes::api::OpRewrite {
        op: "llvm.cond_br",
        successor_operands: Some(crate::dialects::branch::successor_operands),
    },
    crate::passes::api::OpRewrite {
        op: "llvm.switch",
        successor_operands: Some(crate::dialects::branch::successor_operands),
    },
];
