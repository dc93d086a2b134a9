//! Memory-access metadata on ops: `access_groups`, `alias_scopes`,
//! `noalias_scopes` and `tbaa` must be arrays of the right attribute kind
//! (`#llvm.access_group`, `#llvm.alias_scope`, `#llvm.tbaa_tag`), as the
//! ODS attribute constraints of the memory ops say. The verifier asks
//! [`list_error`] for every property of the dialect's ops, after their
//! invariants; the parser as soon as it reads them.

use crate::ir::{Attr, AttrKind, Context};

/// (property, the attribute each element must be, the constraint's words)
const LISTS: &[(&str, &str, &str)] = &[
    ("access_groups", "llvm.access_group", "LLVM dialect access group metadata array"),
    ("alias_scopes", "llvm.alias_scope", "LLVM dialect alias scope array"),
    ("noalias_scopes", "llvm.alias_scope", "LLVM dialect alias scope array"),
    ("tbaa", "llvm.tbaa_tag", "LLVM dialect TBAA tag metadata array"),
];

/// The constraint message when `a`, written for the metadata list `key`,
/// is not an array of that list's attribute kind.
pub fn list_error(ctx: &Context, key: &str, a: Attr) -> Option<String> {
    let &(name, elem, words) = LISTS.iter().find(|l| l.0 == key)?;
    let ok = match ctx.attr_kind(a) {
        AttrKind::Array(items) => items.iter().all(|&i| dialect_name(ctx, i) == Some(elem)),
        _ => false,
    };
    (!ok).then(|| format!("attribute '{name}' failed to satisfy constraint: {words}"))
}

/// The mnemonic of a dialect attribute, looking through `distinct[..]<>`.
fn dialect_name(ctx: &Context, a: Attr) -> Option<&str> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect { name, .. } => Some(ctx.str(*name)),
        AttrKind::Distinct { inner, .. } => dialect_name(ctx, *inner),
        _ => None,
    }
}
