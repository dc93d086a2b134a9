//! MLIR's test dialect, which mlir-opt-19 registers: the few ops upstream
//! tests llmir runs use ([`ops`]), with MLIR's inliner interface of the
//! dialect (everything may be inlined, and inlined into). Its attributes
//! and types (`!test.memref_element`, `{test.argOne = 1}`) are kept as
//! written; other `test.*` ops stay generic, as the dialect allows unknown
//! operations.

pub mod ops;

use crate::ods::dialect::{AttrModel, Dialect};
use crate::passes::api::{DialectInline, DialectRewrite};

/// The test dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "test",
    attrs: AttrModel::Verbatim,
    tables: &[ops::OPS],
    rewrite: DialectRewrite { inliner: Some(&DialectInline::ALL_LEGAL), ..DialectRewrite::EMPTY },
    ..Dialect::EMPTY
};
