//! What every part of the grammar is generic over: the token input, the
//! two flavours of parser extras (fast, with empty errors, and rich, with
//! MLIR's messages), the sub-grammars a custom form is read with, and the
//! hook type dialects register their hand-written parsing under.
//!
//! A hook is written once, generic over the flavour; `parse_hook!` (in
//! [`super::api`]) instantiates it for both flavours into plain function pointers, so a
//! dialect's rows are data and chumsky's generics stay in the engine.

use chumsky::extra;
use chumsky::input::InputRef;
use chumsky::inspector::SimpleState;
use chumsky::prelude::*;

use super::ast::{LocAst, RegionAst, TokIdx, ValueUse};
use super::op_parse::OpParse;
use super::state::PState;
use crate::ir::{Attr, Type};
use crate::lexer::{Kind, Tok};
use crate::ods::format::CustomArg;
use crate::ods::OpInfo;

pub type Toks<'a> = &'a [Tok];
/// The diagnostic-rich flavour of the grammar (used when the fast one fails).
pub type RichEx<'a> = extra::Full<Rich<'a, Tok>, SimpleState<PState>, ()>;
/// The fast flavour: errors carry nothing, so failing alternatives cost nothing.
pub type FastEx<'a> = extra::Full<chumsky::error::EmptyErr, SimpleState<PState>, ()>;
pub type Cursor<'a, 'p, E> = InputRef<'a, 'p, Toks<'a>, E>;

/// Boxed, cloneable parser: keeps the grammar's types small.
pub type P<'a, E, O> = Boxed<'a, 'a, Toks<'a>, O, E>;

/// Errors the grammar can make with a message of its own.
pub trait MakeErr {
    fn custom(span: SimpleSpan, msg: String) -> Self;
}

impl<'a> MakeErr for Rich<'a, Tok> {
    fn custom(span: SimpleSpan, msg: String) -> Self {
        Rich::custom(span, msg)
    }
}

impl MakeErr for chumsky::error::EmptyErr {
    fn custom(_: SimpleSpan, _: String) -> Self {
        chumsky::error::EmptyErr::default()
    }
}

/// One flavour's instantiation of a hook.
pub type HookFn<'a, E> = fn(
    &mut Cursor<'a, '_, E>,
    &Subs<'a, E>,
    &mut OpParse<'_>,
    &HookArgs<'_>,
) -> Result<(), <E as chumsky::extra::ParserExtra<'a, Toks<'a>>>::Error>;

/// What the grammar needs of its parser extras: the two flavours, each of
/// which knows its instantiation of a [`ParseHook`].
pub trait G<'a>:
    chumsky::extra::ParserExtra<
        'a,
        Toks<'a>,
        State = SimpleState<PState>,
        Context = (),
        Error: MakeErr + chumsky::label::LabelError<'a, Toks<'a>, &'static str>,
    > + Sized
    + 'a
{
    /// This flavour's function of `h`.
    fn hook(h: &ParseHook) -> HookFn<'a, Self>;
    /// Whether ops are looked up by shape ([`super::op_memo`]): only where
    /// errors carry nothing.
    const MEMO_OPS: bool;
}

impl<'a> G<'a> for FastEx<'a> {
    const MEMO_OPS: bool = true;
    #[inline]
    fn hook(h: &ParseHook) -> HookFn<'a, Self> {
        h.fast
    }
}

impl<'a> G<'a> for RichEx<'a> {
    const MEMO_OPS: bool = false;
    #[inline]
    fn hook(h: &ParseHook) -> HookFn<'a, Self> {
        h.rich
    }
}

/// A hand-written piece of syntax (a whole op's form, a `custom<...>`
/// directive, an attribute written stripped, a form tried when the
/// format fails) in both flavours. Build it with `parse_hook!`.
#[derive(Clone, Copy)]
pub struct ParseHook {
    pub fast: for<'a> fn(
        &mut Cursor<'a, '_, FastEx<'a>>,
        &Subs<'a, FastEx<'a>>,
        &mut OpParse<'_>,
        &HookArgs<'_>,
    ) -> Result<(), chumsky::error::EmptyErr>,
    pub rich: for<'a> fn(
        &mut Cursor<'a, '_, RichEx<'a>>,
        &Subs<'a, RichEx<'a>>,
        &mut OpParse<'_>,
        &HookArgs<'_>,
    ) -> Result<(), Rich<'a, Tok>>,
}

impl std::fmt::Debug for ParseHook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ParseHook")
    }
}

/// What a hook is called with besides the input and the op read so far.
pub struct HookArgs<'h> {
    /// The op's registry entry.
    pub info: &'static OpInfo,
    /// The token of the op's name (where MLIR reports an op's own checks);
    /// for a directive or a stripped attribute, the token it starts at.
    pub name_tok: TokIdx,
    /// A `custom<...>` directive's arguments.
    pub args: &'h [CustomArg],
    /// The attribute slot a stripped-attribute hook reads.
    pub attr: usize,
}

/// The sub-grammars an op's custom form is made of.
pub struct Subs<'a, E: G<'a>> {
    pub src: &'a str,
    pub ty: P<'a, E, Type>,
    pub attr: P<'a, E, Attr>,
    pub dict: P<'a, E, Attr>,
    pub value_use: P<'a, E, ValueUse>,
    pub region: P<'a, E, RegionAst>,
    pub function_type: P<'a, E, Type>,
    pub block_arg: P<'a, E, (TokIdx, Type, Option<LocAst>)>,
    pub location: P<'a, E, LocAst>,
}

/// A token of the given kind.
pub fn tok<'a, E: G<'a>>(k: Kind, label: &'static str) -> impl Parser<'a, Toks<'a>, Tok, E> + Clone {
    any().filter(move |t: &Tok| t.kind == k).labelled(label)
}

/// A bare identifier spelled `w`.
pub fn kw<'a, E: G<'a>>(src: &'a str, w: &'static str) -> impl Parser<'a, Toks<'a>, Tok, E> + Clone {
    any().filter(move |t: &Tok| t.kind == Kind::BareId && t.text(src) == w).labelled(w)
}

/// The token index a single-token parser matched.
#[inline]
pub fn idx(span: SimpleSpan) -> TokIdx {
    span.start as TokIdx
}

pub fn custom_err<Er: MakeErr>(span: SimpleSpan, msg: impl ToString) -> Er {
    Er::custom(span, msg.to_string())
}
