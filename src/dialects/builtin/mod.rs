//! The builtin dialect's ops (`builtin.module`, `builtin.unrealized_conversion_cast`); written bare (`module`) in the custom form.

pub mod ops;
mod verify;

use crate::ods::dialect::{AttrModel, Dialect};

/// The builtin dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "builtin",
    attrs: AttrModel::Modeled,
    // MLIR 19's dialect has no attributes (no attribute parsing hook).
    attr_mnemonics: Some(&[]),
    provides_types: false,
    bare_op_names: true,
    tables: &[ops::OPS],
    rewrite: crate::passes::api::DialectRewrite {
        // The conversion framework's clean-up of this dialect's casts, and
        // its generic lowering (both need the framework, which sits above
        // the pass registry).
        passes: &[crate::conversion::api::RECONCILE_UNREALIZED_CASTS, crate::conversion::api::CONVERT_TO_LLVM],
        ..crate::passes::api::DialectRewrite::EMPTY
    },
    unmodeled_ops: Some(&[]),
    verify: verify::VERIFY,
    print: PRINT,
    ..Dialect::EMPTY
};

/// `builtin.module` sets `builtin` as the default dialect of its body
/// (`ModuleOp::getDefaultDialect`), for the parser and the printer alike.
const PRINT: crate::printer::api::DialectPrint = crate::printer::api::DialectPrint {
    ops: &[crate::printer::api::OpPrint {
        op: "builtin.module",
        default_dialect: Some("builtin"),
        ..crate::printer::api::OpPrint::NONE
    }],
    ..crate::printer::api::DialectPrint::EMPTY
};
