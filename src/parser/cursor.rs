//! Reading tokens inside a custom form, with MLIR's error wording: the
//! helpers the format interpreter and the dialects' hand-written forms
//! share (MLIR's `OpAsmParser` basics). An error made here is also kept in
//! the parser state, so the grammar can report it as MLIR does.

use chumsky::inspector::SimpleState;

use super::ast::{TokIdx, ValueUse};
use super::extra::{custom_err, Cursor, Subs, Toks, G};
use super::op_parse::OpParse;
use super::state::PState;
use crate::ir::{AttrKind, Type};
use crate::lexer::{Kind, Tok};

/// The parser state (the context types and attributes are interned in).
pub fn st<'a, 'b, E: G<'a>>(inp: &'b mut Cursor<'a, '_, E>) -> &'b mut PState {
    let s: &mut SimpleState<PState> = inp.state();
    s
}

/// Index of the token the cursor is at.
pub fn pos<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>) -> TokIdx {
    let c = inp.cursor();
    inp.span_since(&c).start as TokIdx
}

pub fn peek_kind<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>) -> Kind {
    inp.peek().map(|t| t.kind).unwrap_or(Kind::Eof)
}

pub fn peek_is_kw<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, src: &str, w: &str) -> bool {
    matches!(inp.peek(), Some(t) if t.kind == Kind::BareId && t.text(src) == w)
}

/// An error at the token the cursor is at.
/// The message is also kept in the parser state: if it ends the op's
/// custom parse, the grammar reports it as MLIR does (see
/// `PState::op_errors`).
pub fn err_here<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, msg: impl ToString) -> E::Error {
    let c = inp.cursor();
    inp.skip();
    let span = inp.span_since(&c);
    let msg = msg.to_string();
    let st: &mut SimpleState<PState> = inp.state();
    st.last_custom_err = Some((span, msg.clone(), super::state::ErrStyle::Op));
    custom_err(span, msg)
}

/// An error at the token where `at` was taken (MLIR reports checks made
/// after reading an element at the element's start).
pub fn err_at<'a, 'p, E: G<'a>>(
    inp: &mut Cursor<'a, 'p, E>,
    at: &chumsky::input::Cursor<'a, 'p, Toks<'a>>,
    msg: impl ToString,
) -> E::Error {
    let whole = inp.span_since(at);
    let span = chumsky::span::SimpleSpan::from(whole.start..whole.start + 1);
    let msg = msg.to_string();
    let st: &mut SimpleState<PState> = inp.state();
    st.last_custom_err = Some((span, msg.clone(), super::state::ErrStyle::Op));
    custom_err(span, msg)
}

pub fn expect_kind<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, k: Kind, what: &str) -> Result<Tok, E::Error> {
    match inp.peek() {
        Some(t) if t.kind == k => {
            inp.skip();
            Ok(t)
        }
        _ => Err(wrong_token(inp, format!("expected {what}"))),
    }
}

pub fn eat_kind<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, k: Kind) -> bool {
    if peek_kind(inp) == k {
        inp.skip();
        true
    } else {
        false
    }
}

pub fn eat_kw<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, src: &str, w: &str) -> bool {
    if peek_is_kw(inp, src, w) {
        inp.skip();
        true
    } else {
        false
    }
}

/// The token kind of a punctuation literal of a format.
fn punct_kind(lit: &str) -> Option<Kind> {
    Some(match lit {
        "," => Kind::Comma,
        ":" => Kind::Colon,
        "(" => Kind::LParen,
        ")" => Kind::RParen,
        "[" => Kind::LBracket,
        "]" => Kind::RBracket,
        "<" => Kind::Less,
        ">" => Kind::Greater,
        "{" => Kind::LBrace,
        "}" => Kind::RBrace,
        "=" => Kind::Equal,
        "->" => Kind::Arrow,
        "?" => Kind::Question,
        "*" => Kind::Star,
        "+" => Kind::Plus,
        _ => return None,
    })
}

pub fn literal_matches(t: Tok, src: &str, lit: &str) -> bool {
    match punct_kind(lit) {
        Some(k) => t.kind == k || (k == Kind::RBracket && t.kind == Kind::RBracketX),
        None => t.kind == Kind::BareId && t.text(src) == lit,
    }
}

pub fn expect_literal<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, src: &str, lit: &str) -> Result<(), E::Error> {
    match inp.peek() {
        Some(t) if literal_matches(t, src, lit) => {
            inp.skip();
            Ok(())
        }
        // A keyword is the custom parser's own `parseKeyword` (its error
        // at the token, under the op's name); punctuation is the plain
        // parser's `parseToken`, a wrong-token error.
        _ if lit.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') => Err(err_here(inp, format!("expected '{lit}'"))),
        _ => Err(wrong_token(inp, format!("expected '{lit}'"))),
    }
}

/// A wrong-token error (`expected ':'`): see `PState::last_custom_err`.
fn wrong_token<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, msg: String) -> E::Error {
    let e = err_here(inp, msg);
    let st: &mut SimpleState<PState> = inp.state();
    if let Some(last) = st.last_custom_err.as_mut() {
        last.2 = super::state::ErrStyle::WrongToken;
    }
    e
}

/// A comma-separated list of SSA uses, possibly empty.
pub fn value_list<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>) -> Result<Vec<ValueUse>, E::Error> {
    let mut out = Vec::new();
    if peek_kind(inp) != Kind::ValueId {
        return Ok(out);
    }
    loop {
        out.push(inp.parse(subs.value_use.clone())?);
        // As MLIR's `parseOperandList`: a comma asks for another operand.
        if !eat_kind(inp, Kind::Comma) {
            return Ok(out);
        }
        if peek_kind(inp) != Kind::ValueId {
            return Err(wrong_token(inp, "expected SSA operand".to_string()));
        }
    }
}

/// The operands of a list delimited by its opening token (just read) and
/// `close` (MLIR's `parseOperandList` with a delimiter): empty, or
/// operands separated by commas, each required ("expected SSA operand").
/// The closing token is left to the caller.
pub fn delimited_value_list<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, close: Kind) -> Result<Vec<ValueUse>, E::Error> {
    if peek_kind(inp) == close {
        return Ok(Vec::new());
    }
    if peek_kind(inp) != Kind::ValueId {
        return Err(wrong_token(inp, "expected SSA operand".to_string()));
    }
    value_list(inp, subs)
}

/// Whether the token after the next one has kind `k`.
pub fn next_is<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, k: Kind) -> bool {
    let save = inp.save();
    inp.skip();
    let r = peek_kind(inp) == k;
    inp.rewind(save);
    r
}

/// A comma-separated list of at least one type.
pub fn type_list<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>) -> Result<Vec<Type>, E::Error> {
    let mut out = vec![inp.parse(subs.ty.clone())?];
    while eat_kind(inp, Kind::Comma) {
        out.push(inp.parse(subs.ty.clone())?);
    }
    Ok(out)
}

/// MLIR's `parseOptionalArrowTypeList`: nothing, `-> type`, or
/// `-> (type, ...)` (possibly empty).
pub fn optional_arrow_types<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>) -> Result<Vec<Type>, E::Error> {
    if !eat_kind(inp, Kind::Arrow) {
        return Ok(Vec::new());
    }
    if !eat_kind(inp, Kind::LParen) {
        return Ok(vec![inp.parse(subs.ty.clone())?]);
    }
    let types = if peek_kind(inp) == Kind::RParen { Vec::new() } else { type_list(inp, subs)? };
    expect_kind(inp, Kind::RParen, "')'")?;
    Ok(types)
}


/// An optional attribute dictionary (`{...}`), added to the op's
/// attributes.
pub fn parse_opt_dict<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>) -> Result<(), E::Error> {
    if peek_kind(inp) == Kind::LBrace {
        let d = inp.parse(subs.dict.clone())?;
        if let AttrKind::Dictionary(entries) = st(inp).ctx.attr_kind(d) {
            p.attrs.extend(entries.iter().copied());
        }
    }
    Ok(())
}

/// Sets a unit property (a keyword that is present).
pub fn unit_prop<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, p: &mut OpParse<'_>, name: &str) {
    let s = st(inp);
    let u = s.ctx.unit();
    p.set_prop(s, name, u);
}

/// MLIR's `parseRegion` error for a region given entry arguments (a
/// function's named arguments, a loop's induction variables) whose first
/// block has a label: at that label, worded by the parser itself (no
/// `custom op` prefix).
pub fn named_region_label_err<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, label: TokIdx) -> E::Error {
    let e = err_at_tok(inp, label, "invalid block name in region with named arguments");
    if let Some(last) = st(inp).last_custom_err.as_mut() {
        last.2 = super::state::ErrStyle::Parser;
    }
    e
}

/// An error at token `at` (an op's own checks, which MLIR reports at the
/// op's name).
pub fn err_at_tok<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, at: TokIdx, msg: impl ToString) -> E::Error {
    let span = chumsky::span::SimpleSpan::from(at as usize..at as usize + 1);
    let msg = msg.to_string();
    st(inp).last_custom_err = Some((span, msg.clone(), super::state::ErrStyle::Op));
    custom_err(span, msg)
}
