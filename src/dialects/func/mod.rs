//! The func dialect: functions, calls and returns; its ops are written bare (`return`) inside function bodies.

pub mod ops;
mod verify;
mod parse;
mod print;
mod c_wrappers;
mod canonicalize;
mod inliner;
mod lower_attrs;
mod to_llvm;

use crate::ods::dialect::{AttrModel, Dialect};

/// The func dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "func",
    attrs: AttrModel::Modeled,
    // MLIR 19's dialect has no attributes (no attribute parsing hook).
    attr_mnemonics: Some(&[]),
    provides_types: false,
    bare_op_names: true,
    tables: &[ops::OPS],
    // ODS `requires attribute '...'` for what the reference does not mark.
    required: &[&[("func.func", &["function_type", "sym_name"])]],
    verify: verify::VERIFY,
    syntax: parse::SYNTAX,
    print: print::PRINT,
    lower: to_llvm::LOWER,
    rewrite: crate::passes::api::DialectRewrite {
        passes: &[to_llvm::PASS, to_llvm::SET_DATA_LAYOUT],
        ops: &[crate::passes::api::OpRewrite {
            op: "func.call_indirect",
            patterns: &[canonicalize::indirect_call_with_known_callee],
            ..crate::passes::api::OpRewrite::NONE
        }],
        inliner: Some(&inliner::INLINER),
        ..crate::passes::api::DialectRewrite::EMPTY
    },
    // `getAsmResultNames`: a function constant's result is `%f`.
    result_names: &[("func.constant", &["f"])],
    unmodeled_ops: Some(&[]),
    ..Dialect::EMPTY
};
