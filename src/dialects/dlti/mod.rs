//! The DLTI dialect: data layout specs and the queries they answer
//! ([`layout`]), the verifier of a module's `dlti.dl_spec`, and the
//! `test-data-layout-query` pass ([`dl_query`]).

pub mod dl_query;
pub mod layout;
mod type_layout;

pub use layout::*;

use crate::ir::{Attr, BodyItem, Context, Op};

/// The DLTI dialect as the registry sees it: attributes only, no ops; its
/// attribute verifier and its test pass.
pub static DIALECT: crate::ods::Dialect = crate::ods::Dialect {
    name: "dlti",
    attrs: crate::ods::dialect::AttrModel::Modeled,
    // Read off mlir-opt-19: every other mnemonic is an unknown attribute.
    attr_mnemonics: Some(&["dl_entry", "dl_spec", "target_device_spec", "target_system_spec"]),
    verify: crate::verify::api::DialectVerify { op_attr: Some(verify_op_attr), ..crate::verify::api::DialectVerify::EMPTY },
    rewrite: crate::passes::api::DialectRewrite {
        passes: &[dl_query::INFO],
        data_layout: Some(type_layout::data_layout),
        ..crate::passes::api::DialectRewrite::EMPTY
    },
    attr_canon: Some(canonical_entry),
    unmodeled_ops: Some(&[]),
    ..crate::ods::Dialect::EMPTY
};

/// `#dlti.dl_entry<key, value>`: the value is a generic attribute, so a bare
/// integer is an i64 one.
fn canonical_entry(ctx: &mut Context, dialect: &'static crate::ods::Dialect, name: &str, items: &mut Vec<BodyItem>) {
    let text = |ctx: &Context, it: &BodyItem| match it {
        BodyItem::Text(t, _) => Some(ctx.str(*t).to_string()),
        _ => None,
    };
    let n = items.len();
    // `<`, key, `,`, value..., `>` where the key is one item (type or string).
    if name == "dlti.dl_entry" && n >= 5 && text(ctx, &items[2]).as_deref() == Some(",") && text(ctx, &items[n - 1]).as_deref() == Some(">") {
        let value = crate::ods::attr_canon::canonical_value(ctx, dialect, "::mlir::Attribute", items[3..n - 1].to_vec());
        items.splice(3..n - 1, value);
    }
}

/// `DLTIDialect::verifyOperationAttribute`, for one `dlti.*` discardable
/// attribute: a module's `dlti.dl_spec` has well-formed entries, the LLVM
/// types' among them.
fn verify_op_attr(cx: &crate::verify::api::Cx, op: Op, name: &str, spec: Attr) -> crate::verify::api::Res {
    if name != "dlti.dl_spec" || cx.name(op) != "builtin.module" {
        return Ok(());
    }
    verify_entries(cx.ctx, &spec_entries(cx.ctx, spec)).map_err(|m| cx.err(op, m))
}
