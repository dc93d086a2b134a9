//! What the func lowering and its C wrappers read off a `func.func`: its
//! properties and discardable attributes, and which of those an
//! `llvm.func` made from it keeps (MLIR's `filterFuncAttributes`).

use crate::conversion::api::ConversionRewriter;
use crate::ir::{Attr, AttrKind, Op};

/// An inherent property of `op`.
pub(super) fn prop(rw: &ConversionRewriter<'_>, op: Op, name: &str) -> Option<Attr> {
    rw.body.op(op).properties.and_then(|p| rw.ctx.dict_get_str(p, name))
}

/// A discardable attribute of `op`.
pub(super) fn attr(rw: &ConversionRewriter<'_>, op: Op, name: &str) -> Option<Attr> {
    rw.ctx.dict_get_str(rw.body.op(op).attrs, name)
}

/// Discardable attributes `func.func` does not hand to `llvm.func`.
const FILTERED: &[&str] = &["llvm.linkage", "func.varargs", "llvm.readnone"];

/// The discardable attributes of a `func.func` an `llvm.func` made from it
/// gets (MLIR's `filterFuncAttributes`): those naming an inherent
/// attribute of `llvm.func` become properties (pushed onto `props`), the
/// others are returned as a dictionary.
pub(super) fn filtered_attrs(rw: &mut ConversionRewriter<'_>, op: Op, props: &mut Vec<(String, Attr)>) -> Attr {
    let inherent: Vec<&str> = crate::ods::lookup("llvm.func").map(|i| i.def.attrs.iter().map(|a| a.name).collect()).unwrap_or_default();
    let mut discardable = Vec::new();
    let old_attrs = match rw.ctx.attr_kind(rw.body.op(op).attrs) {
        AttrKind::Dictionary(e) => e.to_vec(),
        _ => Vec::new(),
    };
    for (k, v) in old_attrs {
        let key = rw.ctx.str(k).to_string();
        if FILTERED.contains(&key.as_str()) {
            continue;
        }
        if inherent.contains(&key.as_str()) {
            props.push((key, v));
        } else {
            discardable.push((k, v));
        }
    }
    rw.ctx.dict(discardable)
}

