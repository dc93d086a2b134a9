//! Checks on parsed LLVM dialect attributes whose parameters must be
//! attributes of a given kind (TBAA tags and type descriptors), and on the
//! keywords of the LLVM enum attributes (`#llvm.cconv<...>`, linkage, tail
//! call kind, frame pointer kind). MLIR's generated attribute parsers
//! reject those while parsing, with two or three messages (the inner one
//! first); the parser reports them after the grammar ran.

use crate::ir::{Attr, AttrKind, BodyItem, Context};
use crate::parser::api::AttrError;

fn mnemonic(ctx: &Context, a: Attr) -> Option<&str> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect { name, .. } => Some(ctx.str(*name)),
        AttrKind::Distinct { inner, .. } => mnemonic(ctx, *inner),
        _ => None,
    }
}

/// The attribute written after `key =` in a dialect attribute's body.
fn param(ctx: &Context, items: &[BodyItem], key: &str) -> Option<Attr> {
    let at = items.iter().position(|i| matches!(i, BodyItem::Text(t, _) if ctx.str(*t) == key))?;
    match (items.get(at + 1), items.get(at + 2)) {
        (Some(BodyItem::Text(eq, _)), Some(BodyItem::Attr(a, _))) if ctx.str(*eq) == "=" => Some(*a),
        _ => None,
    }
}

/// MLIR's messages for `#name<items>` just read: at the whole attribute
/// (`None`) or at a token of it (`starts`: each item's token).
pub fn check(ctx: &Context, name: &str, items: &[BodyItem], starts: &[usize]) -> Vec<AttrError> {
    if let Some(found) = name.strip_prefix("llvm.").and_then(|m| super::struct_check::check(ctx, m, items, starts)) {
        if !found.is_empty() {
            return found;
        }
    }
    let mut errors: Vec<String> = Vec::new();
    match name {
        "llvm.tbaa_tag" => {
            for key in ["access_type", "base_type"] {
                if let Some(a) = param(ctx, items, key) {
                    if mnemonic(ctx, a) != Some("llvm.tbaa_type_desc") {
                        errors.push("invalid kind of attribute specified".into());
                        errors.push(format!(
                            "failed to parse LLVM_TBAATagAttr parameter '{key}' which is to be a `TBAATypeDescriptorAttr`"
                        ));
                        break;
                    }
                }
            }
        }
        "llvm.tbaa_type_desc" => {
            if let Some(found) = tbaa_members_syntax(ctx, items, starts) {
                return found;
            }
            // `members = {<#node, offset>, ...}`: the attribute after each `<`.
            let members = items.iter().position(|i| matches!(i, BodyItem::Text(t, _) if ctx.str(*t) == "members"));
            let rest = members.map(|m| &items[m..]).unwrap_or(&[]);
            for w in rest.windows(2) {
                if let (BodyItem::Text(lt, _), BodyItem::Attr(a, _)) = (&w[0], &w[1]) {
                    if ctx.str(*lt) == "<" && !matches!(mnemonic(ctx, *a), Some("llvm.tbaa_root" | "llvm.tbaa_type_desc")) {
                        errors.push("invalid kind of attribute specified".into());
                        errors.push(
                            "failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`".into(),
                        );
                        errors.push(
                            "failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`"
                                .into(),
                        );
                        break;
                    }
                }
            }
        }
        "llvm.target_features" => {
            // `TargetFeaturesAttr::verify`, reported at the body's `<`.
            if let Some(m) = target_features_error(ctx, items) {
                return vec![AttrError::at(starts.first().copied(), m)];
            }
        }
        _ => {
            if let Some(found) = llvm_enum_errors(ctx, name, items, starts) {
                return found;
            }
        }
    }
    errors.into_iter().map(|m| AttrError::at(None, m)).collect()
}

/// The first syntax error in `members = {<#node, offset>, ...}` of a
/// `#llvm.tbaa_type_desc`, with the messages of MLIR's generated parsers
/// (the body is otherwise kept as tokens): the wrong token's error right
/// after the token before it, then the parameters that failed, at it.
fn tbaa_members_syntax(ctx: &Context, items: &[BodyItem], starts: &[usize]) -> Option<Vec<AttrError>> {
    const MEMBERS: &str = "failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`";
    let text = |i: usize| match items.get(i) {
        Some(BodyItem::Text(t, _)) => Some(ctx.str(*t)),
        _ => None,
    };
    let at = |i: usize| starts.get(i).copied();
    let wrong = |i: usize, message: &str, failed: &[&str]| {
        let mut errors = vec![AttrError { at: at(i), message: message.to_string(), after_previous: true }];
        errors.extend(failed.iter().map(|m| AttrError::at(at(i), *m)));
        Some(errors)
    };
    let m = items.iter().position(|i| matches!(i, BodyItem::Text(t, _) if ctx.str(*t) == "members"))?;
    if text(m + 1) != Some("=") || text(m + 2) != Some("{") {
        return None;
    }
    let mut i = m + 3;
    if text(i) == Some("}") {
        return None;
    }
    loop {
        if text(i) != Some("<") {
            return None;
        }
        i += 1;
        if !matches!(items.get(i), Some(BodyItem::Attr(..))) {
            let type_desc = "failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`";
            return wrong(i, "expected attribute value", &[type_desc, MEMBERS]);
        }
        i += 1;
        if text(i) != Some(",") {
            return wrong(i, "expected ','", &[MEMBERS]);
        }
        i += 1;
        if text(i).and_then(|t| t.parse::<i64>().ok()).is_none() {
            let offset = "failed to parse LLVM_TBAAMemberAttr parameter 'offset' which is to be a `int64_t`";
            let mut errors = vec![AttrError::at(at(i), "expected integer value")];
            errors.extend([offset, MEMBERS].iter().map(|m| AttrError::at(at(i), *m)));
            return Some(errors);
        }
        i += 1;
        if text(i) != Some(">") {
            return wrong(i, "expected '>'", &[MEMBERS]);
        }
        i += 1;
        match text(i) {
            Some(",") => i += 1,
            _ => return None,
        }
    }
}

/// The first feature of `#llvm.target_features<[...]>` MLIR refuses.
fn target_features_error(ctx: &Context, items: &[BodyItem]) -> Option<&'static str> {
    // The list may come as an array attribute, string attributes or the
    // string tokens as written.
    let mut features: Vec<Vec<u8>> = Vec::new();
    let string = |a: Attr| match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(value.to_vec()),
        _ => None,
    };
    for item in items {
        match item {
            BodyItem::Attr(a, _) => match ctx.attr_kind(*a) {
                AttrKind::Array(list) => features.extend(list.iter().filter_map(|&e| string(e))),
                _ => features.extend(string(*a)),
            },
            BodyItem::Text(t, _) => {
                let text = ctx.str(*t);
                if text.len() >= 2 && text.starts_with('"') && text.ends_with('"') {
                    features.push(crate::parser::api::unescape(text).unwrap_or_default());
                }
            }
            _ => {}
        }
    }
    for text in features {
        match text.first() {
            None => return Some("target features can not be null or empty"),
            Some(b'+' | b'-') => {}
            Some(_) => return Some("target features must start with '+' or '-'"),
        }
        if text.contains(&b',') {
            return Some("target features can not contain ','");
        }
    }
    None
}

/// The LLVM dialect's enum attributes written `#llvm.name<keyword>`:
/// (attribute, enum, enum summary, attribute class, parameter, its C++ type).
const LLVM_ENUM_ATTRS: &[(&str, &str, &str, &str, &str, &str)] = &[
    ("llvm.cconv", "CConv", "Calling Conventions", "CConvAttr", "CallingConv", "CConv"),
    ("llvm.linkage", "Linkage", "LLVM linkage types", "LinkageAttr", "linkage", "linkage::Linkage"),
    ("llvm.tailcallkind", "TailCallKind", "Tail Call Kind", "TailCallKindAttr", "tailCallKind", "TailCallKind"),
    (
        "llvm.framePointerKind",
        "FramePointerKind",
        "LLVM FramePointerKind",
        "FramePointerKindAttr",
        "framePointerKind",
        "framePointerKind::FramePointerKind",
    ),
];

/// MLIR's messages on the body of an LLVM enum attribute (its generated
/// parser: `<`, a keyword or string naming a case, `>`): a body that does
/// not start with a keyword (`<0>`, `<>`), an unknown case, or more after
/// the case.
fn llvm_enum_errors(ctx: &Context, name: &str, items: &[BodyItem], starts: &[usize]) -> Option<Vec<AttrError>> {
    let &(_, e, summary, class, param, cpp) = LLVM_ENUM_ATTRS.iter().find(|a| a.0 == name)?;
    let failed = format!("failed to parse {class} parameter '{param}' which is to be a `{cpp}`");
    let word = match items.get(1) {
        Some(BodyItem::Text(w, _)) => Some(ctx.str(*w)),
        _ => None,
    };
    let keyword = word.filter(|w| w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_' || c == '"'));
    let Some(word) = keyword else {
        // Both at the token that is not a keyword.
        let at = starts.get(1).copied();
        return Some(vec![AttrError::at(at, format!("expected keyword for {summary}")), AttrError::at(at, failed)]);
    };
    // Keywords that are not identifiers are quoted (`"non-leaf"`).
    let bare = match word.strip_prefix('"') {
        Some(_) => String::from_utf8_lossy(&crate::parser::api::unescape(word).unwrap_or_default()).into_owned(),
        None => word.to_string(),
    };
    if crate::ods::enum_def(e)?.value(&bare).is_none() {
        // MLIR points at the keyword, then at the token after it.
        return Some(vec![
            AttrError::at(starts.get(1).copied(), format!("invalid {summary} specification: {bare}")),
            AttrError::at(starts.get(2).copied(), failed),
        ]);
    }
    match items {
        [_, _, BodyItem::Text(gt, _)] if ctx.str(*gt) == ">" => None,
        _ => Some(vec![AttrError { at: starts.get(2).copied(), message: "expected '>'".into(), after_previous: true }]),
    }
}
