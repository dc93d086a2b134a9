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
    provides_types: false,
    verify: crate::verify::api::DialectVerify { op_attr: Some(verify_op_attr), ..crate::verify::api::DialectVerify::EMPTY },
    rewrite: crate::passes::api::DialectRewrite {
        passes: &[dl_query::INFO],
        data_layout: Some(type_layout::data_layout),
        ..crate::passes::api::DialectRewrite::EMPTY
    },
    attr_canon: Some(canonical_entry),
    unmodeled_ops: Some(&[]),
    syntax: crate::parser::api::DialectSyntax { attr_check: Some(check_spec), ..crate::parser::api::DialectSyntax::EMPTY },
    ..crate::ods::Dialect::EMPTY
};

/// `#dlti.dl_spec<...>` as MLIR 19 reads it: a comma-separated list of
/// attributes, each a `#dlti.dl_entry<key, value>`
/// (`DataLayoutEntryInterface`); anything else (a `key = value` pair, a
/// bare type) is "invalid kind of attribute specified" at the entry.
fn check_spec(ctx: &Context, name: &str, items: &[BodyItem], starts: &[usize]) -> Vec<crate::parser::api::AttrError> {
    if name == "dlti.dl_entry" {
        return check_entry(ctx, items, starts);
    }
    if name != "dlti.dl_spec" {
        return Vec::new();
    }
    let is_text = |i: usize, s: &str| matches!(items.get(i), Some(BodyItem::Text(t, _)) if ctx.str(*t) == s);
    let is_entry = |a: Attr| matches!(ctx.attr_kind(a), crate::ir::AttrKind::Dialect { name, .. } if ctx.str(*name) == "dlti.dl_entry");
    // `<` entry (`,` entry)* `>`, or `<>`.
    if !is_text(0, "<") || is_text(1, ">") {
        return Vec::new();
    }
    let wrong = |i: usize, m: &str| vec![crate::parser::api::AttrError { at: starts.get(i).copied(), message: m.into(), after_previous: true }];
    let mut i = 1;
    loop {
        match items.get(i) {
            Some(BodyItem::Attr(a, _)) if is_entry(*a) => {}
            // Punctuation or a bare word where an attribute starts.
            Some(BodyItem::Text(t, _)) if !starts_attribute(ctx.str(*t)) => return wrong(i, "expected attribute value"),
            Some(_) => {
                return vec![crate::parser::api::AttrError::at(starts.get(i).copied(), "invalid kind of attribute specified")];
            }
            None => return Vec::new(),
        }
        if is_text(i + 1, ">") {
            return Vec::new();
        }
        if !is_text(i + 1, ",") {
            return wrong(i + 1, "expected '>'");
        }
        i += 2;
    }
}

/// `#dlti.dl_entry<key, value>`: a value must follow the comma.
fn check_entry(ctx: &Context, items: &[BodyItem], starts: &[usize]) -> Vec<crate::parser::api::AttrError> {
    let text = |i: usize| match items.get(i) {
        Some(BodyItem::Text(t, _)) => Some(ctx.str(*t)),
        _ => None,
    };
    if text(2) != Some(",") {
        return Vec::new();
    }
    match text(3) {
        Some(t) if !starts_attribute(t) => {
            vec![crate::parser::api::AttrError { at: starts.get(3).copied(), message: "expected attribute value".into(), after_previous: true }]
        }
        _ => Vec::new(),
    }
}

/// Whether a token kept as text starts an attribute (a string, a number,
/// a type or an attribute keyword) rather than being a stray word or
/// punctuation.
fn starts_attribute(t: &str) -> bool {
    let int_type = |p: &str| t.strip_prefix(p).is_some_and(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit()));
    t.starts_with(['"', '!', '#', '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])
        || int_type("i")
        || int_type("si")
        || int_type("ui")
        || t.starts_with("f8")
        || matches!(
            t,
            "f16" | "f32" | "f64" | "f80" | "f128" | "bf16" | "tf32" | "index" | "none" | "vector" | "memref" | "tensor"
                | "tuple" | "complex" | "true" | "false" | "unit" | "dense" | "dense_resource" | "sparse" | "array"
                | "affine_map" | "affine_set" | "distinct" | "strided" | "loc"
        )
}

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
