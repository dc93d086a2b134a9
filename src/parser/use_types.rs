//! Type agreement between the uses and the definition of an SSA value, in
//! MLIR's parse order. llmir resolves names after the whole file is read,
//! so the order MLIR sees them in is rebuilt from byte offsets: the first
//! use before the definition is the forward reference's placeholder, whose
//! type later forward uses must repeat ("prior use here": the placeholder)
//! and the definition must have ("definition of SSA value ... has type",
//! "previously used here with type"); a use after the definition must have
//! the definition's type ("prior use here": the definition).

use crate::diag::Diagnostic;
use crate::ir::{Body, Context, Span, Type, Value, ValueDef};
use rustc_hash::FxHashMap;

/// One use of a value: where, the type the user gave it, and its spelling
/// (`%x`, `%x#1`) and result number.
pub(crate) struct TypedUse<'a> {
    pub value: Value,
    pub span: Span,
    pub ty: Type,
    pub name: &'a str,
    pub index: u32,
}

/// The type errors among `uses`, each with its note, in source order.
pub(crate) fn check(ctx: &Context, body: &Body, src: &str, uses: &[TypedUse<'_>]) -> Vec<Diagnostic> {
    let mut by_value: FxHashMap<Value, Vec<&TypedUse<'_>>> = FxHashMap::default();
    for u in uses {
        by_value.entry(u.value).or_default().push(u);
    }
    let show = |t: Type| crate::printer::type_to_string(ctx, t);
    let mut errors = Vec::new();
    for (v, mut list) in by_value {
        list.sort_by_key(|u| u.span.start);
        let def = body.value(v);
        let def_span = definition_span(body, src, v);
        let placeholder = list.iter().find(|u| u.span.start < def_span.start).copied();
        for u in &list {
            let (prior_ty, prior_span) = match placeholder {
                Some(p) if u.span.start < def_span.start => (p.ty, p.span),
                _ => (def.ty, def_span),
            };
            if u.ty != prior_ty {
                let msg = format!("use of value '{}' expects different type than prior uses: '{}' vs '{}'", u.name, show(u.ty), show(prior_ty));
                let mut d = Diagnostic::error(u.span, msg);
                d.notes.push(Diagnostic::note(prior_span, "prior use here".to_string()));
                errors.push(d);
            }
        }
        if let Some(p) = placeholder.filter(|p| p.ty != def.ty) {
            let base = p.name.split('#').next().unwrap_or(p.name);
            let mut d = Diagnostic::error(def_span, format!("definition of SSA value '{base}#{}' has type '{}'", p.index, show(def.ty)));
            d.notes.push(Diagnostic::note(p.span, format!("previously used here with type '{}'", show(p.ty))));
            errors.push(d);
        }
    }
    errors.sort_by_key(|d| d.span.map(|s| s.start));
    errors
}

/// Where MLIR says a value was defined: a block argument's name, or the
/// name of the result group (`%x:2`, `%b` in `%a, %b = ...`) holding a
/// result.
fn definition_span(body: &Body, src: &str, v: Value) -> Span {
    let d = body.value(v);
    let ValueDef::Result { op, index } = d.def else { return d.span };
    let bytes = src.as_bytes();
    // The op's span starts at its name: the results are before it, on
    // its line, ending in `=`.
    let name_at = body.op(op).span.start as usize;
    let line_start = src[..name_at.min(src.len())].rfind('\n').map_or(0, |i| i + 1);
    let before = &src[line_start..name_at.min(src.len())];
    let Some(first) = before.find('%').filter(|_| before.trim_end().ends_with('=')) else { return d.span };
    let mut at = line_start + first;
    let mut first_of_group = 0u32;
    // `%name(:N)?` groups separated by commas, up to `=`.
    while bytes.get(at) == Some(&b'%') {
        let start = at;
        at += 1;
        while at < bytes.len() && (bytes[at].is_ascii_alphanumeric() || matches!(bytes[at], b'_' | b'$' | b'.' | b'-')) {
            at += 1;
        }
        let end = at;
        let mut count = 1u32;
        if bytes.get(at) == Some(&b':') {
            at += 1;
            let digits = at;
            while at < bytes.len() && bytes[at].is_ascii_digit() {
                at += 1;
            }
            count = src[digits..at].parse().unwrap_or(1);
        }
        if index < first_of_group + count {
            return Span::new(start as u32, end as u32);
        }
        first_of_group += count;
        while at < bytes.len() && (bytes[at].is_ascii_whitespace() || bytes[at] == b',') {
            at += 1;
        }
    }
    d.span
}
