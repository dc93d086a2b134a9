//! Memory-access metadata on ops: `access_groups`, `alias_scopes`,
//! `noalias_scopes` and `tbaa` must be arrays of the right attribute kind
//! (`#llvm.access_group`, `#llvm.alias_scope`, `#llvm.tbaa_tag`), as the
//! ODS attribute constraints of the memory ops say.

use super::{Cx, Res};
use crate::ir::{AttrKind, Op};

/// (property, the attribute each element must be, the constraint's words)
const LISTS: &[(&str, &str, &str)] = &[
    ("access_groups", "llvm.access_group", "LLVM dialect access group metadata array"),
    ("alias_scopes", "llvm.alias_scope", "LLVM dialect alias scope array"),
    ("noalias_scopes", "llvm.alias_scope", "LLVM dialect alias scope array"),
    ("tbaa", "llvm.tbaa_tag", "LLVM dialect TBAA tag metadata array"),
];

pub fn check(cx: &Cx, op: Op) -> Res {
    let d = cx.body.op(op);
    let Some(props) = d.properties else { return Ok(()) };
    for &(name, elem, words) in LISTS {
        let Some(a) = cx.ctx.dict_get_str(props, name) else { continue };
        let ok = match cx.ctx.attr_kind(a) {
            AttrKind::Array(items) => items.iter().all(|&i| dialect_name(cx, i) == Some(elem)),
            _ => false,
        };
        if !ok {
            return Err(cx.op_err(op, format!("attribute '{name}' failed to satisfy constraint: {words}")));
        }
    }
    Ok(())
}

/// The mnemonic of a dialect attribute, looking through `distinct[..]<>`.
fn dialect_name<'a>(cx: &Cx<'a>, a: crate::ir::Attr) -> Option<&'a str> {
    match cx.ctx.attr_kind(a) {
        AttrKind::Dialect { name, .. } => Some(cx.ctx.str(*name)),
        AttrKind::Distinct { inner, .. } => dialect_name(cx, *inner),
        _ => None,
    }
}
