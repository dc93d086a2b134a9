//! Reading the `key = value` parameters of an `#llvm.*` attribute from its
//! token tree (see ARCHITECTURE.md: registered dialect attributes keep
//! their body as tokens with nested attributes as handles). Values are
//! token runs: a nested attribute (`#tbaa_root`), a number with its type
//! (`64 : i32`), a keyword (`true`), a quoted string, or an inline group
//! (`<disable = true, count = 4 : i32>`, `{<#desc, 0>, <#desc, 8>}`).

use crate::ir::{Attr, AttrKind, BodyItem, Context};

/// One parameter value: the items between `=` and the next top-level comma.
pub(crate) type Items<'c> = &'c [BodyItem];

/// The items inside a dialect attribute's outer `<...>`.
pub(crate) fn inner(ctx: &Context, a: Attr) -> Option<Items<'_>> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect { body: Some(items), .. } => strip_group(ctx, items),
        _ => None,
    }
}

/// The items inside a `<...>`, `{...}`, `(...)` or `[...]` group.
pub(crate) fn strip_group<'c>(ctx: &Context, items: Items<'c>) -> Option<Items<'c>> {
    let (first, last) = (items.first()?, items.last()?);
    match (text(ctx, first), text(ctx, last)) {
        (Some("<"), Some(">")) | (Some("{"), Some("}")) | (Some("("), Some(")")) | (Some("["), Some("]"))
            if items.len() >= 2 =>
        {
            Some(&items[1..items.len() - 1])
        }
        _ => None,
    }
}

fn text<'c>(ctx: &'c Context, item: &BodyItem) -> Option<&'c str> {
    match item {
        BodyItem::Text(t, _) => Some(ctx.str(*t)),
        _ => None,
    }
}

/// Splits at top-level commas.
pub(crate) fn split_commas<'c>(ctx: &Context, items: Items<'c>) -> Vec<Items<'c>> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, it) in items.iter().enumerate() {
        match text(ctx, it) {
            Some("<" | "{" | "(" | "[") => depth += 1,
            Some(">" | "}" | ")" | "]") => depth -= 1,
            Some(",") if depth == 0 => {
                out.push(&items[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if start < items.len() {
        out.push(&items[start..]);
    }
    out
}

/// `key = value` pairs of a parameter list.
pub(crate) fn fields<'c>(ctx: &'c Context, items: Items<'c>) -> Vec<(&'c str, Items<'c>)> {
    split_commas(ctx, items)
        .into_iter()
        .filter_map(|part| match (part.first().and_then(|i| text(ctx, i)), part.get(1).and_then(|i| text(ctx, i))) {
            (Some(k), Some("=")) => Some((k, &part[2..])),
            _ => None,
        })
        .collect()
}

/// The parameters of a dialect attribute, or of an inline `<...>` value.
pub(crate) fn params<'c>(ctx: &'c Context, v: Items<'c>) -> Option<Vec<(&'c str, Items<'c>)>> {
    match v {
        [BodyItem::Attr(a, _) | BodyItem::Stripped(a, _)] => inner(ctx, *a).map(|i| fields(ctx, i)),
        _ => strip_group(ctx, v).map(|i| fields(ctx, i)),
    }
}

pub(crate) fn get<'c>(fs: &[(&str, Items<'c>)], key: &str) -> Option<Items<'c>> {
    fs.iter().find(|f| f.0 == key).map(|f| f.1)
}

pub(crate) fn as_bool(ctx: &Context, v: Items) -> Option<bool> {
    match v {
        [BodyItem::Attr(a, _) | BodyItem::Stripped(a, _)] => match ctx.attr_kind(*a) {
            AttrKind::Bool(b) => Some(*b),
            _ => None,
        },
        [t, ..] => match text(ctx, t) {
            Some("true") => Some(true),
            Some("false") => Some(false),
            _ => None,
        },
        _ => None,
    }
}

pub(crate) fn as_int(ctx: &Context, v: Items) -> Option<i128> {
    match v.first()? {
        BodyItem::Attr(a, _) | BodyItem::Stripped(a, _) => ctx.int_value(*a),
        t => {
            let s = text(ctx, t)?;
            let (neg, digits) = match s.strip_prefix('-') {
                Some(d) => (true, d),
                None => (false, s),
            };
            let mag = crate::parser::literals::int_magnitude(digits)? as i128;
            Some(if neg { -mag } else { mag })
        }
    }
}

pub(crate) fn as_string(ctx: &Context, v: Items) -> Option<Vec<u8>> {
    match v.first()? {
        BodyItem::Attr(a, _) | BodyItem::Stripped(a, _) => match ctx.attr_kind(*a) {
            AttrKind::String { value, .. } => Some(value.to_vec()),
            _ => None,
        },
        t => {
            let s = text(ctx, t)?;
            if s.len() < 2 || !s.starts_with('"') || !s.ends_with('"') {
                return None;
            }
            crate::parser::literals::unescape(s).ok()
        }
    }
}

pub(crate) fn as_attr(v: Items) -> Option<Attr> {
    match v {
        [BodyItem::Attr(a, _) | BodyItem::Stripped(a, _)] => Some(*a),
        _ => None,
    }
}

/// The items of an inline `<...>` group, or of a nested attribute's body
/// (a class-fixed parameter parses into a nested attribute: `{<#desc, 0>}`
/// holds `#llvm.tbaa_member` attributes).
pub(crate) fn group_items<'c>(ctx: &'c Context, v: Items<'c>) -> Option<Items<'c>> {
    match v {
        [BodyItem::Attr(a, _) | BodyItem::Stripped(a, _)] => inner(ctx, *a),
        _ => strip_group(ctx, v),
    }
}
