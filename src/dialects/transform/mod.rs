//! The transform dialect: IR that drives transformations of other IR
//! (MLIR's `TransformDialect`). Its ops are data here (`ops.rs`, hand-kept),
//! with hand-written forms (`syntax.rs`), MLIR's verifiers (`verify.rs`),
//! and the `transform-interpreter` pass (`interpreter.rs`) that runs a
//! named sequence on the payload IR around it: handles to payload ops,
//! `structured.match`, and `apply_conversion_patterns` through the
//! dialects' lowering rows (`conversion.rs`). Its types (`!transform.any_op`)
//! are kept as written, as an unmodelled dialect type.

mod unmodeled;
pub mod ops;
mod syntax;
mod verify;
mod interpreter;
mod conversion;

use crate::ods::dialect::{AttrModel, Dialect};
use crate::ods::opdef::EnumDef;

/// `MatchInterfaceEnum` of `structured.match`'s `interface`.
static ENUMS: &[EnumDef] = &[EnumDef { summary: None, name: "MatchInterfaceEnum", cases: &[("LinalgOp", 0), ("TilingInterface", 1), ("LoopLikeInterface", 2)] }];

/// The transform dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "transform",
    attrs: AttrModel::Modeled,
    // MLIR 19's dialect has no attributes (no attribute parsing hook).
    attr_mnemonics: Some(&[]),
    bare_op_names: false,
    tables: &[ops::OPS],
    enums: ENUMS,
    required: &[&[
        ("transform.named_sequence", &["function_type", "sym_name"]),
        ("transform.apply_conversion_patterns.dialect_to_llvm", &["dialect_name"]),
    ]],
    syntax: syntax::SYNTAX,
    print: syntax::PRINT,
    verify: verify::VERIFY,
    rewrite: crate::passes::api::DialectRewrite { passes: &[interpreter::PASS], ..crate::passes::api::DialectRewrite::EMPTY },
    unmodeled_ops: Some(unmodeled::UNMODELED_OPS),
    ..Dialect::EMPTY
};
