//! The DLTI dialect: data layout specs and the queries they answer
//! ([`layout`]), the verifier of a module's `dlti.dl_spec`, and the
//! `test-data-layout-query` pass ([`dl_query`]).

pub mod dl_query;
pub mod layout;

pub use layout::*;

use crate::ir::{Attr, Op};

/// The DLTI dialect as the registry sees it: attributes only, no ops; its
/// attribute verifier and its test pass.
pub static DIALECT: crate::ods::Dialect = crate::ods::Dialect {
    name: "dlti",
    attrs: crate::ods::dialect::AttrModel::Modeled,
    verify: crate::verify::api::DialectVerify { op_attr: Some(verify_op_attr), ..crate::verify::api::DialectVerify::EMPTY },
    rewrite: crate::passes::api::DialectRewrite { passes: &[dl_query::INFO], ..crate::passes::api::DialectRewrite::EMPTY },
    ..crate::ods::Dialect::EMPTY
};

/// `DLTIDialect::verifyOperationAttribute`, for one `dlti.*` discardable
/// attribute: a module's `dlti.dl_spec` has well-formed entries, the LLVM
/// types' among them.
fn verify_op_attr(cx: &crate::verify::api::Cx, op: Op, name: &str, spec: Attr) -> crate::verify::api::Res {
    if name != "dlti.dl_spec" || cx.name(op) != "builtin.module" {
        return Ok(());
    }
    verify_entries(cx.ctx, &spec_entries(cx.ctx, spec)).map_err(|m| cx.err(op, m))
}
