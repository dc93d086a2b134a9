//! Attribute dictionaries and dialect attributes (`#alias`,
//! `#dialect.mnemonic<...>`): a registered dialect's attribute body is read
//! as a token tree with real nested attributes and types, checked by the
//! dialect's hook and made canonical ([`crate::ods::attr_canon`]);
//! an unregistered dialect's is kept as text. Both are looked up by their
//! source text first (`PState::remember`).

use chumsky::inspector::SimpleState;
use chumsky::prelude::*;
use chumsky::primitive::custom;

use super::cursor::pos;
use super::extra::{custom_err, tok, Cursor, Toks, G, P};
use super::literals::unescape;
use super::state::{keeps_attrs_verbatim, PState};
use crate::ir::{AttrKind, BodyItem, Ident, Type};
use crate::lexer::{Kind, Tok};
use crate::ods::dialect::AttrModel;

/// `{name = attr, unit_name, "quoted" = attr}` as a sorted dictionary.
/// The label of a dictionary's closing brace: MLIR words a missing one
/// with the list's context (`parseCommaSeparatedList`).
pub const DICT_CLOSE: &str = "'}' in attribute dictionary";

pub fn dictionary<'a, E: G<'a>>(src: &'a str, attr: impl Parser<'a, Toks<'a>, crate::ir::Attr, E> + Clone + 'a) -> P<'a, E, crate::ir::Attr> {
    let name = any()
        .filter(|t: &Tok| matches!(t.kind, Kind::BareId | Kind::String))
        .labelled("attribute name")
        .try_map(move |t, span| {
            if t.kind == Kind::String {
                let v = unescape(t.text(src)).map_err(|m| custom_err(span, m))?;
                if v.is_empty() {
                    return Err(custom_err(span, "expected valid attribute name"));
                }
                Ok(std::borrow::Cow::Owned(String::from_utf8_lossy(&v).into_owned()))
            } else {
                Ok(std::borrow::Cow::Borrowed(t.text(src)))
            }
        });
    let entry = name
        .then(tok(Kind::Equal, "'='").ignore_then(attr).or_not())
        .map_with(|(n, a), e| (n, a, e.span()));
    let full = entry
        .separated_by(tok(Kind::Comma, "','"))
        .collect::<Vec<_>>()
        .delimited_by(tok(Kind::LBrace, "'{'"), tok(Kind::RBrace, DICT_CLOSE))
        .try_map_with(|entries, e| {
            let st: &mut SimpleState<PState> = e.state();
            let mut items = Vec::with_capacity(entries.len());
            for (n, a, span) in entries {
                let a = match a {
                    Some(a) => a,
                    None => st.ctx.unit(),
                };
                items.push((n, a, span));
            }
            items.sort_by(|a, b| a.0.cmp(&b.0));
            for w in items.windows(2) {
                if w[0].0 == w[1].0 {
                    return Err(custom_err(w[1].2, format!("duplicate key '{}' in dictionary attribute", w[1].0)));
                }
            }
            let entries: Vec<(Ident, crate::ir::Attr)> =
                items.into_iter().map(|(n, a, _)| (st.ctx.ident(&n), a)).collect();
            Ok(st.ctx.attr(AttrKind::Dictionary(entries.into())))
        })
        .labelled("attribute dictionary")
        .boxed();
    // Ops of a kind repeat their dictionaries (`<{alignment = 8 : i64}>`):
    // the text is looked up first, as for dialect attributes.
    custom(move |inp: &mut Cursor<'a, '_, E>| {
        let Some(text) = braced_text(inp, src) else { return inp.parse(full.clone()) };
        if let Some(a) = inp.state().remembered(text) {
            let end = end_in(src, text);
            while inp.peek().is_some_and(|t| (t.start as usize) < end) {
                inp.skip();
            }
            return Ok(a);
        }
        let mark = inp.state().memo_mark();
        let a = inp.parse(full.clone())?;
        inp.state().remember(text, a, mark);
        Ok(a)
    })
    .boxed()
}

/// The byte offset in `src` just past `part`, a slice of it.
fn end_in(src: &str, part: &str) -> usize {
    part.as_ptr() as usize - src.as_ptr() as usize + part.len()
}

/// The text from the `{` at the cursor to its matching `}`, without moving
/// the cursor; `None` if there is no `{` or it is not closed.
fn braced_text<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, src: &'a str) -> Option<&'a str> {
    let first = inp.peek().filter(|t| t.kind == Kind::LBrace)?;
    let save = inp.save();
    let mut depth = 0usize;
    let end = loop {
        let Some(t) = inp.next() else { break None };
        match t.kind {
            Kind::LBrace | Kind::LParen | Kind::LBracket | Kind::Less | Kind::FileMetadataBegin => depth += 1,
            Kind::RBrace | Kind::RParen | Kind::RBracket | Kind::RBracketX | Kind::Greater | Kind::FileMetadataEnd => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    break (t.kind == Kind::RBrace).then(|| t.end(src));
                }
            }
            Kind::Eof => break None,
            _ => {}
        }
    };
    inp.rewind(save);
    Some(&src[first.start as usize..end? as usize])
}

/// Skips a balanced `<...>` group and returns its text, `<` and `>` included.
pub fn balanced_text<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, src: &'a str) -> Result<&'a str, E::Error> {
    let before = inp.cursor();
    let first = match inp.peek() {
        Some(t) if t.kind == Kind::Less => t,
        _ => {
            inp.skip();
            return Err(custom_err(inp.span_since(&before), "expected '<'"));
        }
    };
    let mut depth = 0usize;
    loop {
        let Some(t) = inp.next() else {
            return Err(custom_err(inp.span_since(&before), "unbalanced '<' character in pretty dialect name"));
        };
        match t.kind {
            Kind::Less | Kind::LParen | Kind::LBracket | Kind::LBrace | Kind::FileMetadataBegin => depth += 1,
            Kind::Greater | Kind::RParen | Kind::RBracket | Kind::RBracketX | Kind::RBrace => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    if t.kind != Kind::Greater {
                        return Err(custom_err(inp.span_since(&before), "unbalanced '>' character in pretty dialect name"));
                    }
                    return Ok(&src[first.start as usize..t.end(src) as usize]);
                }
            }
            Kind::Eof => {
                return Err(custom_err(inp.span_since(&before), "unbalanced '<' character in pretty dialect name"));
            }
            _ => {}
        }
    }
}

/// MLIR's complaint about `#dialect.mnemonic` (or `#dialect<mnemonic ...>`,
/// `start` at its `#`) when the dialect is registered and knows no such
/// attribute, or has no attributes at all.
fn unknown_mnemonic(src: &str, start: usize, name: &str, dialect: &str, has_body: bool) -> Option<String> {
    let known = crate::ods::dialect(dialect)?.attr_mnemonics?;
    let mnemonic = match name.strip_prefix(dialect).and_then(|m| m.strip_prefix('.')) {
        Some(m) => m,
        None if has_body => {
            // The first word of the body, right after `<`.
            let rest = src.get(start + 1 + dialect.len() + 1..)?;
            let len = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.')).unwrap_or(rest.len());
            &rest[..len]
        }
        None => return None,
    };
    if known.is_empty() {
        return Some(format!("dialect '{dialect}' provides no attribute parsing hook"));
    }
    (!known.contains(&mnemonic)).then(|| format!("unknown attribute `{mnemonic}` in dialect `{dialect}`"))
}

pub fn dialect_len(name: &str) -> usize {
    name.find('.').unwrap_or(name.len())
}

/// `#alias`, `#dialect.mnemonic<...>`, `#dialect<...>`.
pub fn hash_attr<'a, E: G<'a>>(
    src: &'a str,
    toks: &'a [Tok],
    attr: impl Parser<'a, Toks<'a>, crate::ir::Attr, E> + Clone + 'a,
    ty: impl Parser<'a, Toks<'a>, Type, E> + Clone + 'a,
) -> P<'a, E, crate::ir::Attr> {
    custom(move |inp: &mut Cursor<'a, '_, E>| {
        let before = inp.cursor();
        let t = match inp.peek() {
            Some(t) if t.kind == Kind::HashId => t,
            _ => {
                inp.skip();
                return Err(custom_err(inp.span_since(&before), "expected attribute"));
            }
        };
        inp.skip();
        let name = &t.text(src)[1..];
        let has_body = matches!(inp.peek(), Some(n) if n.kind == Kind::Less && !n.spaced());
        if !has_body && !name.contains('.') {
            let span = inp.span_since(&before);
            let st: &mut SimpleState<PState> = inp.state();
            return st
                .attr_aliases
                .get(name)
                .copied()
                .ok_or_else(|| custom_err(span, format!("undefined symbol alias id '{name}'")));
        }
        let dialect = &name[..dialect_len(name)];
        if let Some(message) = unknown_mnemonic(src, t.start as usize, name, dialect, has_body) {
            // MLIR's dialect parser stops at the mnemonic: the body is
            // skipped and the error is reported at the mnemonic itself.
            let at = t.start + 2 + dialect.len() as u32;
            let body = if has_body { balanced_text(inp, src)? } else { "" };
            let span = inp.span_since(&before);
            let st: &mut SimpleState<PState> = inp.state();
            let index = st.errors.len();
            st.errors_at_byte.push((index, at));
            st.errors.push((span, message));
            let text = format!("{name}{body}");
            return Ok(inp.state().ctx.attr(AttrKind::Opaque { text: text.into() }));
        }
        let registered = crate::ods::dialect(dialect).filter(|d| d.attrs == AttrModel::Modeled);
        let Some(registered) = registered else {
            let span = inp.span_since(&before);
            let body = if has_body { balanced_text(inp, src)? } else { "" };
            if !inp.state().allow_unregistered && !keeps_attrs_verbatim(dialect) {
                let msg = format!("dialect '{dialect}' is unknown; use --allow-unregistered-dialect");
                inp.state().errors.push((span, msg));
            }
            let text = format!("{name}{body}");
            let st: &mut SimpleState<PState> = inp.state();
            return Ok(st.ctx.attr(AttrKind::Opaque { text: text.into() }));
        };
        // The same attribute is usually spelled many times over
        // (`#llvm.fastmath<fast>`): its text is looked up first.
        let mut text = None;
        if has_body {
            let after_name = inp.save();
            if let Ok(b) = balanced_text(inp, src) {
                let end = end_in(src, b);
                let key = &src[t.start as usize..end];
                if let Some(a) = inp.state().remembered(key) {
                    return Ok(a);
                }
                text = Some(key);
            }
            inp.rewind(after_name);
        }
        let mark = inp.state().memo_mark();
        let body = if has_body { Some(dialect_body(inp, src, toks, &attr, &ty)?) } else { None };
        let span = inp.span_since(&before);
        let st: &mut SimpleState<PState> = inp.state();
        // MLIR's generated attribute parsers reject a parameter of the
        // wrong kind while parsing; the dialect's check says so after the
        // grammar ran, at the attribute or at a token of its body.
        if let (Some((items, starts)), Some(check)) = (&body, registered.syntax.attr_check) {
            let starts: Vec<usize> = starts.iter().map(|&s| s - span.start).collect();
            let found = check(&st.ctx, name, items, &starts);
            push_attr_errors(st, span, found);
        }
        // An empty canonical body is a class without parameters: no body.
        let body = body.map(|(b, _)| crate::ods::attr_canon::canonicalize(&mut st.ctx, registered, name, b)).filter(|b| !b.is_empty());
        let name = st.ctx.ident(name);
        let a = st.ctx.attr(AttrKind::Dialect { name, body: body.map(Into::into) });
        if let Some(text) = text {
            st.remember(text, a, mark);
        }
        Ok(a)
    })
    .boxed()
}

/// A registered dialect attribute written stripped, as a format variable
/// of its class (`fastmath<fast>` after the keyword): the body from `<`,
/// checked and built as `#name<...>` would be.
pub fn stripped_dialect_attr<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    src: &'a str,
    attr: &(impl Parser<'a, Toks<'a>, crate::ir::Attr, E> + Clone + 'a),
    ty: &(impl Parser<'a, Toks<'a>, Type, E> + Clone + 'a),
    name: &str,
) -> Result<crate::ir::Attr, E::Error> {
    let before = inp.cursor();
    let (items, starts) = dialect_body(inp, src, &[], attr, ty)?;
    let span = inp.span_since(&before);
    let starts: Vec<usize> = starts.iter().map(|&s| s - span.start).collect();
    let Some(registered) = name.split_once('.').and_then(|(d, _)| crate::ods::dialect(d)) else {
        return Err(custom_err(span, format!("unknown attribute class '{name}'")));
    };
    let st: &mut SimpleState<PState> = inp.state();
    if let Some(check) = registered.syntax.attr_check {
        let found = check(&st.ctx, name, &items, &starts);
        push_attr_errors(st, span, found);
    }
    let body = crate::ods::attr_canon::canonicalize(&mut st.ctx, registered, name, items);
    let name = st.ctx.ident(name);
    let body = (!body.is_empty()).then(|| body.into());
    Ok(st.ctx.attr(AttrKind::Dialect { name, body }))
}

/// A dialect's messages on an attribute spanning the tokens `span`.
fn push_attr_errors(st: &mut PState, span: SimpleSpan, found: Vec<super::state::AttrError>) {
    for e in found {
        let at = match e.at {
            Some(i) => SimpleSpan::from(span.start + i..span.start + i + 1),
            None => span,
        };
        if e.after_previous {
            st.errors_after_previous.push(st.errors.len());
        }
        st.errors.push((at, e.message));
    }
}

/// The `<...>` of a registered dialect's attribute as a token tree whose
/// nested attributes and types are parsed for real, with the token index
/// each item starts at (and, last, the index after the body).
fn dialect_body<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    src: &'a str,
    toks: &'a [Tok],
    attr: &(impl Parser<'a, Toks<'a>, crate::ir::Attr, E> + Clone + 'a),
    ty: &(impl Parser<'a, Toks<'a>, Type, E> + Clone + 'a),
) -> Result<(Vec<BodyItem>, Vec<usize>), E::Error> {
    let before = inp.cursor();
    let mut items = Vec::new();
    let mut starts = Vec::new();
    // The closers the open brackets wait for, innermost last.
    let mut open: Vec<Kind> = Vec::new();
    loop {
        let depth = open.len();
        starts.push(pos(inp) as usize);
        let Some(t) = inp.peek() else {
            return Err(custom_err(inp.span_since(&before), "unbalanced '<' in dialect attribute"));
        };
        let spaced = t.spaced() && depth > 0;
        let nested_attr = t.kind == Kind::HashId
            || (t.kind == Kind::BareId && matches!(t.text(src), "distinct" | "loc" | "dense" | "array"));
        if nested_attr {
            let a = inp.parse(attr.clone())?;
            items.push(BodyItem::Attr(a, spaced));
            continue;
        }
        if t.kind == Kind::BangId {
            let ty = inp.parse(ty.clone())?;
            items.push(BodyItem::Type(ty, spaced));
            continue;
        }
        inp.skip();
        match t.kind {
            Kind::Less => open.push(Kind::Greater),
            Kind::LParen => open.push(Kind::RParen),
            Kind::LBracket => open.push(Kind::RBracket),
            Kind::LBrace => open.push(Kind::RBrace),
            Kind::Greater | Kind::RParen | Kind::RBracket | Kind::RBrace | Kind::RBracketX => {
                // A bracket closes the innermost open one of its kind only
                // (`]x` closes a `[` too): `<a }` is not a body.
                let wanted = open.pop();
                let closes = wanted == Some(t.kind) || (t.kind == Kind::RBracketX && wanted == Some(Kind::RBracket));
                if !closes {
                    let what = match wanted {
                        Some(Kind::Greater) => "expected '>'",
                        Some(Kind::RParen) => "expected ')'",
                        Some(Kind::RBracket) => "expected ']'",
                        Some(_) => "expected '}'",
                        None => "unbalanced dialect attribute body",
                    };
                    return Err(custom_err(inp.span_since(&before), what));
                }
            }
            Kind::Eof | Kind::Error => {
                return Err(custom_err(inp.span_since(&before), "unbalanced '<' in dialect attribute"));
            }
            _ => {}
        }
        let st: &mut SimpleState<PState> = inp.state();
        let text = st.ctx.ident(t.text(src));
        items.push(BodyItem::Text(text, spaced));
        if open.is_empty() {
            let _ = toks;
            starts.push(pos(inp) as usize);
            return Ok((items, starts));
        }
    }
}

