//! The chumsky grammar of MLIR's textual format over the token vector.
//!
//! Types and attributes are interned into the context as they are
//! recognised (through the parser state); operations come out as a syntax
//! tree ([`super::ast`]) because SSA names may be used before they are
//! defined. Spans are token indices; callers map them to bytes.

use chumsky::extra;
use chumsky::input::InputRef;
use chumsky::inspector::SimpleState;
use chumsky::prelude::*;
use chumsky::primitive::custom;

use super::ast::*;
use super::dense::{dense_literal, DenseLit};
use super::literals::{symbol_name, unescape};
use super::state::{is_registered_dialect, keeps_attrs_verbatim, PState};
use super::{builtin_types, llvm_types};
use crate::ir::{AttrKind, BodyItem, Ident, LocKind, ResourceGroup, Type, TypeKind};
use crate::lexer::{Kind, Tok};

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

/// What the grammar needs of its parser extras; both flavours have it.
pub trait G<'a>:
    chumsky::extra::ParserExtra<
        'a,
        Toks<'a>,
        State = SimpleState<PState>,
        Context = (),
        Error: MakeErr + chumsky::label::LabelError<'a, Toks<'a>, &'static str>,
    > + 'a
{
}

impl<'a, T> G<'a> for T where
    T: chumsky::extra::ParserExtra<
            'a,
            Toks<'a>,
            State = SimpleState<PState>,
            Context = (),
            Error: MakeErr + chumsky::label::LabelError<'a, Toks<'a>, &'static str>,
        > + 'a
{
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

/// Everything the grammar is made of, built once per source text.
pub struct Grammar<'a, E: G<'a>> {
    pub ty: P<'a, E, Type>,
    pub attr: P<'a, E, crate::ir::Attr>,
    pub dict: P<'a, E, crate::ir::Attr>,
    pub location: P<'a, E, LocAst>,
    pub file: P<'a, E, Vec<TopItem>>,
}

pub fn grammar<'a, E: G<'a>>(src: &'a str, toks: &'a [Tok]) -> Grammar<'a, E> {
    let mut ty = Recursive::declare();
    let mut attr = Recursive::declare();
    let mut loc_inner = Recursive::declare();

    let comma = tok(Kind::Comma, "','");
    let lparen = tok(Kind::LParen, "'('");
    let rparen = tok(Kind::RParen, "')'");
    let less = tok(Kind::Less, "'<'");
    let greater = tok(Kind::Greater, "'>'");
    let colon = tok(Kind::Colon, "':'");

    // ---- types -------------------------------------------------------------
    let type_list = ty
        .clone()
        .separated_by(comma.clone())
        .collect::<Vec<Type>>()
        .delimited_by(lparen.clone(), rparen.clone());
    let function_type = type_list
        .clone()
        .then_ignore(tok(Kind::Arrow, "'->'"))
        .then(choice((type_list.clone(), ty.clone().map(|t| vec![t]))))
        .map_with(|(inputs, results), e| {
            let st: &mut SimpleState<PState> = e.state();
            st.ctx.ty(TypeKind::Function { inputs: inputs.into(), results: results.into() })
        })
        .boxed();

    let builtin = builtin_types::builtin_type(src, ty.clone(), attr.clone());
    let llvm_top = llvm_types::llvm_type(src, toks, ty.clone(), false);
    let bang = bang_type(src, toks);
    let full = choice((builtin, function_type.clone(), llvm_top, bang)).labelled("type").boxed();
    // Most types are one token (`i32`, `f64`, `index`, `!llvm.ptr`): those
    // are read at once, without trying the grammar's alternatives in turn.
    ty.define(
        custom(move |inp: &mut Cursor<'a, '_, E>| {
            if let Some(kind) = one_token_type(src, inp) {
                let st: &mut SimpleState<PState> = inp.state();
                return Ok(st.ctx.ty(kind));
            }
            inp.parse(full.clone())
        })
        .boxed(),
    );

    // ---- locations ---------------------------------------------------------
    let string = tok(Kind::String, "string");
    let int = tok(Kind::Int, "integer");
    let file_line_col_or_name = string
        .clone()
        .then(colon.clone().ignore_then(int.clone()).then_ignore(colon.clone()).then(int.clone()).or_not())
        .then(loc_inner.clone().delimited_by(lparen.clone(), rparen.clone()).or_not())
        .try_map_with(move |((file, lc), child), e| {
            let span = e.span();
            let text = unescape(file.text(src)).map_err(|m| custom_err(span, m))?;
            let kind = match (lc, child) {
                (Some((l, c)), None) => {
                    let line = l.text(src).parse().map_err(|_| custom_err(span, "expected line number"))?;
                    let col = c.text(src).parse().map_err(|_| custom_err(span, "expected column number"))?;
                    LocKind::FileLineCol { file: text.into(), line, col }
                }
                (None, child) => LocKind::Name { name: text.into(), child },
                (Some(_), Some(_)) => return Err(custom_err(span, "expected ')'")),
            };
            let st: &mut SimpleState<PState> = e.state();
            Ok(st.ctx.attr(AttrKind::Loc(kind)))
        });
    let callsite = kw(src, "callsite")
        .ignore_then(
            loc_inner
                .clone()
                .then_ignore(kw(src, "at"))
                .then(loc_inner.clone())
                .delimited_by(lparen.clone(), rparen.clone()),
        )
        .map_with(|(callee, caller), e| {
            let st: &mut SimpleState<PState> = e.state();
            st.ctx.attr(AttrKind::Loc(LocKind::CallSite { callee, caller }))
        });
    let fused = kw(src, "fused")
        .ignore_then(attr.clone().delimited_by(less.clone(), greater.clone()).or_not())
        .then(
            loc_inner
                .clone()
                .separated_by(comma.clone())
                .collect::<Vec<_>>()
                .delimited_by(tok(Kind::LBracket, "'['"), tok(Kind::RBracket, "']'")),
        )
        .map_with(|(metadata, locs), e| {
            let st: &mut SimpleState<PState> = e.state();
            st.ctx.attr(AttrKind::Loc(LocKind::Fused { metadata, locs: locs.into() }))
        });
    let unknown = kw(src, "unknown").map_with(|_, e| {
        let st: &mut SimpleState<PState> = e.state();
        st.ctx.attr(AttrKind::Loc(LocKind::Unknown))
    });
    let loc_alias = tok(Kind::HashId, "location alias").try_map_with(move |t, e| {
        let st: &mut SimpleState<PState> = e.state();
        let name = &t.text(src)[1..];
        st.attr_aliases
            .get(name)
            .copied()
            .ok_or_else(|| custom_err(e.span(), format!("undefined symbol alias id '{name}'")))
    });
    loc_inner.define(
        choice((unknown, callsite, fused, file_line_col_or_name, loc_alias))
            .labelled("location")
            .boxed(),
    );
    let loc_attr = kw(src, "loc")
        .ignore_then(loc_inner.clone().delimited_by(lparen.clone(), rparen.clone()))
        .boxed();
    // An op's or block argument's trailing location may name an alias that is
    // only defined further down (MLIR prints location aliases at the end).
    let trailing_loc = kw(src, "loc")
        .ignore_then(
            choice((
                tok(Kind::HashId, "location alias").map_with(move |t, e| {
                    let st: &mut SimpleState<PState> = e.state();
                    match st.attr_aliases.get(&t.text(src)[1..]) {
                        Some(&a) => LocAst::Attr(a),
                        None => LocAst::Alias(idx(e.span())),
                    }
                }),
                loc_inner.clone().map(LocAst::Attr),
            ))
            .delimited_by(lparen.clone(), rparen.clone()),
        )
        .boxed();

    // ---- attributes --------------------------------------------------------
    let dict = dictionary(src, attr.clone());
    let number = tok(Kind::Minus, "'-'")
        .or_not()
        .then(choice((
            tok(Kind::Int, "integer"),
            tok(Kind::Float, "float"),
            tok(Kind::Hex, "integer"),
        )))
        .then(colon.clone().ignore_then(ty.clone()).or_not())
        .try_map_with(move |((minus, lit), t), e| {
            let span = e.span();
            let st: &mut SimpleState<PState> = e.state();
            super::attr_values::number_attr(&mut st.ctx, minus.is_some(), lit.kind, lit.text(src), t)
                .map_err(|m| custom_err(span, m))
        });
    let string_attr = string
        .clone()
        .then(colon.clone().ignore_then(ty.clone()).or_not())
        .try_map_with(move |(s, t), e| {
            let value = unescape(s.text(src)).map_err(|m| custom_err(e.span(), m))?;
            let st: &mut SimpleState<PState> = e.state();
            Ok(st.ctx.attr(AttrKind::String { value: value.into(), ty: t }))
        });
    let array = attr
        .clone()
        .separated_by(comma.clone())
        .allow_trailing()
        .collect::<Vec<_>>()
        .delimited_by(tok(Kind::LBracket, "'['"), tok(Kind::RBracket, "']'"))
        .map_with(|items, e| {
            let st: &mut SimpleState<PState> = e.state();
            st.ctx.attr(AttrKind::Array(items.into()))
        });
    let symbol_ref = tok(Kind::AtId, "symbol")
        .separated_by(tok(Kind::ColonColon, "'::'"))
        .at_least(1)
        .collect::<Vec<Tok>>()
        .try_map_with(move |parts, e| {
            let span = e.span();
            let st: &mut SimpleState<PState> = e.state();
            let mut names = Vec::with_capacity(parts.len());
            for p in &parts {
                let n = symbol_name(p.text(src)).map_err(|m| custom_err(span, m))?;
                names.push(st.ctx.ident(&String::from_utf8_lossy(&n)));
            }
            Ok(st.ctx.attr(AttrKind::SymbolRef { root: names[0], nested: names[1..].into() }))
        });
    let keyword_attr = any()
        .filter(move |t: &Tok| {
            t.kind == Kind::BareId && matches!(t.text(src), "true" | "false" | "unit")
        })
        .map_with(move |t, e| {
            let st: &mut SimpleState<PState> = e.state();
            match t.text(src) {
                "true" => st.ctx.attr(AttrKind::Bool(true)),
                "false" => st.ctx.attr(AttrKind::Bool(false)),
                _ => st.ctx.attr(AttrKind::Unit),
            }
        });
    let dense = kw(src, "dense")
        .ignore_then(dense_literal(src).or_not().delimited_by(less.clone(), greater.clone()))
        .then_ignore(colon.clone())
        .then(ty.clone())
        .try_map_with(move |(lit, t), e| {
            let span = e.span();
            let st: &mut SimpleState<PState> = e.state();
            let lit = lit.unwrap_or(DenseLit::List(Vec::new()));
            super::dense::dense_attr(&mut st.ctx, src, &lit, t).map_err(|m| custom_err(span, m))
        });
    let sparse = kw(src, "sparse")
        .ignore_then(
            dense_literal(src)
                .then_ignore(comma.clone())
                .then(dense_literal(src))
                .delimited_by(less.clone(), greater.clone()),
        )
        .then_ignore(colon.clone())
        .then(ty.clone())
        .try_map_with(move |((indices, values), t), e| {
            let span = e.span();
            let st: &mut SimpleState<PState> = e.state();
            super::dense::sparse_attr(&mut st.ctx, src, &indices, &values, t).map_err(|m| custom_err(span, m))
        });
    let dense_resource = kw(src, "dense_resource")
        .ignore_then(any().filter(|t: &Tok| t.kind == Kind::BareId).delimited_by(less.clone(), greater.clone()))
        .then_ignore(colon.clone())
        .then(ty.clone())
        .map_with(move |(key, t), e| {
            let st: &mut SimpleState<PState> = e.state();
            let key = st.ctx.ident(key.text(src));
            st.ctx.attr(AttrKind::DenseResource { ty: t, key })
        });
    let dense_array = kw(src, "array")
        .ignore_then(
            ty.clone()
                .then(
                    colon
                        .clone()
                        .ignore_then(
                            tok(Kind::Minus, "'-'")
                                .or_not()
                                .then(any().filter(|t: &Tok| {
                                    matches!(t.kind, Kind::Int | Kind::Float | Kind::Hex | Kind::BareId)
                                }))
                                .separated_by(comma.clone())
                                .collect::<Vec<_>>(),
                        )
                        .or_not(),
                )
                .delimited_by(less.clone(), greater.clone()),
        )
        .try_map_with(move |(elem, vals), e| {
            let span = e.span();
            let st: &mut SimpleState<PState> = e.state();
            let vals: Vec<(bool, &str)> =
                vals.unwrap_or_default().iter().map(|(m, t)| (m.is_some(), t.text(src))).collect();
            super::attr_values::dense_array(&mut st.ctx, elem, &vals).map_err(|m| custom_err(span, m))
        });
    let distinct = kw(src, "distinct")
        .ignore_then(tok(Kind::Int, "integer").delimited_by(tok(Kind::LBracket, "'['"), tok(Kind::RBracket, "']'")))
        .then(attr.clone().or_not().delimited_by(less.clone(), greater.clone()))
        .try_map_with(move |(id, inner), e| {
            let span = e.span();
            let st: &mut SimpleState<PState> = e.state();
            let id: u64 = id.text(src).parse().map_err(|_| custom_err(span, "expected distinct ID"))?;
            let inner = inner.unwrap_or_else(|| st.ctx.unit());
            let serial = match st.distinct_ids.get(&id) {
                Some(&s) => s,
                None => {
                    let s = st.ctx.fresh_distinct();
                    st.distinct_ids.insert(id, s);
                    s
                }
            };
            Ok(st.ctx.attr(AttrKind::Distinct { serial, inner }))
        });
    let raw_keyword_attr = choice((kw(src, "affine_map"), kw(src, "affine_set"), kw(src, "strided")))
        .then(custom(move |inp: &mut Cursor<'a, '_, E>| balanced_text(inp, src)))
        .map_with(move |(k, text), e| {
            let st: &mut SimpleState<PState> = e.state();
            match k.text(src) {
                "affine_set" => st.ctx.attr(AttrKind::IntegerSet(text.into())),
                "affine_map" => {
                    let canonical = crate::ir::affine::canonical_map(text);
                    st.ctx.attr(AttrKind::AffineMap(canonical.map_or_else(|| text.into(), Into::into)))
                }
                _ => st.ctx.attr(AttrKind::Strided(text.into())),
            }
        });
    let hash = hash_attr(src, toks, attr.clone(), ty.clone());
    let type_attr = ty.clone().map_with(|t, e| {
        let st: &mut SimpleState<PState> = e.state();
        st.ctx.attr(AttrKind::Type(t))
    });
    attr.define(
        choice((
            hash,
            number,
            string_attr,
            array,
            dict.clone(),
            symbol_ref,
            keyword_attr,
            dense,
            dense_array,
            dense_resource,
            sparse,
            distinct,
            raw_keyword_attr,
            loc_attr.clone(),
            type_attr,
        ))
        .labelled("attribute")
        .boxed(),
    );

    // ---- operations ----------------------------------------------------------
    let file = operations(src, toks, ty.clone(), attr.clone(), dict.clone(), trailing_loc.clone(), function_type);

    Grammar { ty: ty.boxed(), attr: attr.boxed(), dict, location: trailing_loc, file }
}

/// `{name = attr, unit_name, "quoted" = attr}` as a sorted dictionary.
fn dictionary<'a, E: G<'a>>(src: &'a str, attr: impl Parser<'a, Toks<'a>, crate::ir::Attr, E> + Clone + 'a) -> P<'a, E, crate::ir::Attr> {
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
        .delimited_by(tok(Kind::LBrace, "'{'"), tok(Kind::RBrace, "'}'"))
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
fn balanced_text<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, src: &'a str) -> Result<&'a str, E::Error> {
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

/// A type spelled by the next token alone (which is then consumed): a
/// builtin keyword type or the opaque `!llvm.ptr` not followed by `<`.
fn one_token_type<'a, E: G<'a>>(src: &'a str, inp: &mut Cursor<'a, '_, E>) -> Option<TypeKind> {
    let t = inp.peek()?;
    let kind = match t.kind {
        Kind::BareId => builtin_types::keyword_type(t.text(src))?.ok()?,
        Kind::BangId if t.text(src) == "!llvm.ptr" => TypeKind::Llvm(crate::ir::LlvmType::Ptr { addr_space: 0 }),
        _ => return None,
    };
    let before = inp.save();
    inp.skip();
    if matches!(kind, TypeKind::Llvm(_)) && inp.peek().is_some_and(|n| n.kind == Kind::Less) {
        inp.rewind(before);
        return None;
    }
    Some(kind)
}

/// `!alias`, `!llvm.*` handled elsewhere, `!dialect.type<...>`.
fn bang_type<'a, E: G<'a>>(src: &'a str, _toks: &'a [Tok]) -> P<'a, E, Type> {
    tok(Kind::BangId, "type")
        .then(custom(move |inp: &mut Cursor<'a, '_, E>| {
            if matches!(inp.peek(), Some(t) if t.kind == Kind::Less) {
                balanced_text(inp, src).map(Some)
            } else {
                Ok(None)
            }
        }))
        .try_map_with(move |(t, body), e| {
            let span = e.span();
            let name = &t.text(src)[1..];
            let st: &mut SimpleState<PState> = e.state();
            let dialect = name.split('.').next().unwrap_or(name);
            if body.is_none() && !name.contains('.') {
                return st
                    .type_aliases
                    .get(name)
                    .copied()
                    .ok_or_else(|| custom_err(span, format!("undefined symbol alias id '{name}'")));
            }
            if !st.allow_unregistered && !is_registered_dialect(dialect) {
                st.errors.push((span, format!("dialect '{dialect}' is unknown; use --allow-unregistered-dialect")));
            }
            if dialect == "llvm" {
                // The LLVM type parser did not take it: MLIR has no fallback
                // for its own dialect and says why.
                let rest = &name[dialect_len(name)..];
                let rest = rest.strip_prefix('.').unwrap_or(rest);
                for m in llvm_types::unparsed_type_errors(rest, body.unwrap_or("")) {
                    st.errors.push((span, m));
                }
            }
            let dialect = st.ctx.ident(dialect);
            let body = format!("{}{}", &name[dialect_len(name)..], body.unwrap_or(""));
            Ok(st.ctx.ty(TypeKind::Opaque { dialect, body: body.into() }))
        })
        .boxed()
}

fn dialect_len(name: &str) -> usize {
    name.find('.').unwrap_or(name.len())
}

/// `#alias`, `#dialect.mnemonic<...>`, `#dialect<...>`.
fn hash_attr<'a, E: G<'a>>(
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
        let registered = is_registered_dialect(dialect);
        if !registered {
            let span = inp.span_since(&before);
            let body = if has_body { balanced_text(inp, src)? } else { "" };
            if !inp.state().allow_unregistered && !keeps_attrs_verbatim(dialect) {
                let msg = format!("dialect '{dialect}' is unknown; use --allow-unregistered-dialect");
                inp.state().errors.push((span, msg));
            }
            let text = format!("{name}{body}");
            let st: &mut SimpleState<PState> = inp.state();
            return Ok(st.ctx.attr(AttrKind::Opaque { text: text.into() }));
        }
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
        if let Some(items) = &body {
            super::dialect_attrs::check(st, name, items, span);
        }
        let body = body.map(|b| crate::ods::attr_canon::canonicalize(&mut st.ctx, name, b));
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
/// built as `#name<...>` would be.
pub(super) fn stripped_dialect_attr<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    src: &'a str,
    attr: &(impl Parser<'a, Toks<'a>, crate::ir::Attr, E> + Clone + 'a),
    ty: &(impl Parser<'a, Toks<'a>, Type, E> + Clone + 'a),
    name: &str,
) -> Result<crate::ir::Attr, E::Error> {
    let before = inp.cursor();
    let items = dialect_body(inp, src, &[], attr, ty)?;
    let span = inp.span_since(&before);
    let st: &mut SimpleState<PState> = inp.state();
    super::dialect_attrs::check(st, name, &items, span);
    let body = crate::ods::attr_canon::canonicalize(&mut st.ctx, name, items);
    let name = st.ctx.ident(name);
    Ok(st.ctx.attr(AttrKind::Dialect { name, body: Some(body.into()) }))
}

/// The `<...>` of a registered dialect's attribute as a token tree whose
/// nested attributes and types are parsed for real.
fn dialect_body<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    src: &'a str,
    toks: &'a [Tok],
    attr: &(impl Parser<'a, Toks<'a>, crate::ir::Attr, E> + Clone + 'a),
    ty: &(impl Parser<'a, Toks<'a>, Type, E> + Clone + 'a),
) -> Result<Vec<BodyItem>, E::Error> {
    let before = inp.cursor();
    let mut items = Vec::new();
    let mut depth = 0usize;
    loop {
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
            Kind::Less | Kind::LParen | Kind::LBracket | Kind::LBrace => depth += 1,
            Kind::Greater | Kind::RParen | Kind::RBracket | Kind::RBrace | Kind::RBracketX => {
                if depth == 0 {
                    return Err(custom_err(inp.span_since(&before), "unbalanced dialect attribute body"));
                }
                depth -= 1;
            }
            Kind::Eof | Kind::Error => {
                return Err(custom_err(inp.span_since(&before), "unbalanced '<' in dialect attribute"));
            }
            _ => {}
        }
        let st: &mut SimpleState<PState> = inp.state();
        let text = st.ctx.ident(t.text(src));
        items.push(BodyItem::Text(text, spaced));
        if depth == 0 {
            let _ = toks;
            return Ok(items);
        }
    }
}

/// Generic operations, regions, blocks, aliases and file metadata.
fn operations<'a, E: G<'a>>(
    src: &'a str,
    toks: &'a [Tok],
    ty: impl Parser<'a, Toks<'a>, Type, E> + Clone + 'a,
    attr: impl Parser<'a, Toks<'a>, crate::ir::Attr, E> + Clone + 'a,
    dict: P<'a, E, crate::ir::Attr>,
    trailing_loc: P<'a, E, LocAst>,
    function_type: P<'a, E, Type>,
) -> P<'a, E, Vec<TopItem>> {
    let comma = tok(Kind::Comma, "','");
    let lparen = tok(Kind::LParen, "'('");
    let rparen = tok(Kind::RParen, "')'");
    let colon = tok(Kind::Colon, "':'");
    let mut op = Recursive::declare();

    let value_use = tok(Kind::ValueId, "SSA value")
        .map_with(|_, e| idx(e.span()))
        .then(
            any()
                .filter(move |t: &Tok| t.kind == Kind::HashId && !t.spaced() && t.text(src)[1..].bytes().all(|b| b.is_ascii_digit()))
                .or_not(),
        )
        .try_map(move |(tok_idx, hash), span| {
            let index = match hash {
                Some(h) => h.text(src)[1..].parse().map_err(|_| custom_err(span, "invalid SSA value result number"))?,
                None => 0,
            };
            Ok(ValueUse { tok: tok_idx, index })
        })
        .boxed();
    // Nearly every use is a lone `%name`: read it at once.
    let value_use = {
        let full = value_use;
        custom(move |inp: &mut Cursor<'a, '_, E>| {
            let before = inp.cursor();
            if inp.peek().is_some_and(|t| t.kind == Kind::ValueId) {
                let at = inp.save();
                inp.skip();
                if !inp.peek().is_some_and(|t| t.kind == Kind::HashId) {
                    return Ok(ValueUse { tok: inp.span_since(&before).start as TokIdx, index: 0 });
                }
                inp.rewind(at);
            }
            inp.parse(full.clone())
        })
        .boxed()
    };
    let result_group = tok(Kind::ValueId, "SSA value")
        .map_with(|_, e| idx(e.span()))
        .then(colon.clone().ignore_then(tok(Kind::Int, "integer")).or_not())
        .try_map(move |(t, n), span| {
            let count = match n {
                Some(n) => n
                    .text(src)
                    .parse::<u32>()
                    .ok()
                    .filter(|&c| c > 0)
                    .ok_or_else(|| custom_err(span, "expected named operation to have at least 1 result"))?,
                None => 1,
            };
            Ok((t, count))
        });
    let results = result_group
        .separated_by(comma.clone())
        .at_least(1)
        .collect::<Vec<_>>()
        .then_ignore(tok(Kind::Equal, "'='"));
    let op_name = tok(Kind::String, "operation name").try_map_with(move |t, e| {
        let span = e.span();
        let name = unescape(t.text(src)).map_err(|m| custom_err(span, m))?;
        if name.is_empty() {
            return Err(custom_err(span, "empty operation name is invalid"));
        }
        let name = String::from_utf8_lossy(&name).into_owned();
        let st: &mut SimpleState<PState> = e.state();
        let dialect = name.split('.').next().unwrap_or("");
        if !st.allow_unregistered && !super::state::is_upstream_dialect(dialect) {
            // MLIR points just past the name.
            let at = SimpleSpan::from(span.end..span.end + 1);
            st.errors.push((at, "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used".into()));
        }
        Ok(st.ctx.ident(&name))
    });
    let operands = value_use
        .clone()
        .separated_by(comma.clone())
        .collect::<Vec<_>>()
        .delimited_by(lparen.clone(), rparen.clone());
    let successors = tok(Kind::CaretId, "block name")
        .map_with(|_, e| idx(e.span()))
        .separated_by(comma.clone())
        .at_least(1)
        .collect::<Vec<_>>()
        .delimited_by(tok(Kind::LBracket, "'['"), tok(Kind::RBracket, "']'"));
    let properties = dict.clone().delimited_by(tok(Kind::Less, "'<'"), tok(Kind::Greater, "'>'"));

    let block_arg = tok(Kind::ValueId, "SSA value")
        .map_with(|_, e| idx(e.span()))
        .then_ignore(colon.clone())
        .then(ty.clone())
        .then(trailing_loc.clone().or_not())
        .map(|((t, ty), loc)| (t, ty, loc))
        .boxed();
    let block_label = tok(Kind::CaretId, "block name")
        .map_with(|_, e| idx(e.span()))
        .then(
            block_arg
                .clone()
                .separated_by(comma.clone())
                .collect::<Vec<_>>()
                .delimited_by(lparen.clone(), rparen.clone())
                .or_not(),
        )
        .then_ignore(colon.clone());
    // An op that fails to parse is skipped up to the next line that starts
    // like an op, so one file reports all of its errors.
    let recovery = skip_line(
        |k| matches!(k, Kind::ValueId | Kind::String | Kind::BareId),
        |k| matches!(k, Kind::ValueId | Kind::String | Kind::CaretId | Kind::RBrace | Kind::HashId | Kind::BangId),
    )
        .map_with(|_, e| OpAst::error(e.span()));
    let op_in_block = op.clone().recover_with(via_parser(recovery));
    let block = block_label
        .then(op_in_block.clone().repeated().collect::<Vec<_>>())
        .map(|((label, args), ops)| BlockAst { label: Some(label), args: args.unwrap_or_default(), ops });
    let region = op_in_block
        .repeated()
        .collect::<Vec<_>>()
        .then(block.repeated().collect::<Vec<_>>())
        .delimited_by(tok(Kind::LBrace, "'{'"), tok(Kind::RBrace, "'}'"))
        .map_with(|(entry_ops, mut blocks), e| {
            let span = e.span();
            // Ops before the first label form an unlabeled entry block; a
            // region with neither has no blocks at all.
            if !entry_ops.is_empty() {
                blocks.insert(0, BlockAst { label: None, args: Vec::new(), ops: entry_ops });
            }
            RegionAst { blocks, toks: (span.start as TokIdx, span.end as TokIdx) }
        })
        .boxed();
    let regions = region
        .clone()
        .separated_by(comma.clone())
        .at_least(1)
        .collect::<Vec<_>>()
        .delimited_by(lparen.clone(), rparen.clone());

    let subs = std::rc::Rc::new(super::custom_op::Subs {
        src,
        ty: ty.clone().boxed(),
        attr: attr.clone().boxed(),
        dict: dict.clone(),
        value_use: value_use.clone(),
        region: region.clone(),
        function_type: function_type.clone(),
        block_arg: block_arg.clone(),
        location: trailing_loc.clone(),
    });
    // A custom op is read in two steps so that errors in its body are
    // positioned after the op name: chumsky relabels an error positioned at
    // the start of the labelled `operation` parser ("expected operation"),
    // which would hide the op's own message when the op has no results.
    let custom_name = custom(move |inp: &mut Cursor<'a, '_, E>| {
        let before = inp.cursor();
        let name_tok = super::custom_op::pos(inp);
        let t = match inp.peek() {
            Some(t) if t.kind == Kind::BareId => t,
            _ => {
                inp.skip();
                return Err(custom_err(inp.span_since(&before), "expected operation name"));
            }
        };
        let name = t.text(src);
        let info = crate::ods::lookup_custom(name);
        inp.skip();
        let Some(info) = info else {
            return Err(custom_err(inp.span_since(&before), format!("custom op '{name}' is unknown")));
        };
        let st: &mut SimpleState<PState> = inp.state();
        st.pending_custom = Some((info, name_tok, name.to_string()));
        Ok(())
    });
    let custom_body = custom(move |inp: &mut Cursor<'a, '_, E>| {
        let before = inp.cursor();
        let st: &mut SimpleState<PState> = inp.state();
        let Some((info, name_tok, name)) = st.pending_custom.take() else {
            return Err(custom_err(inp.span_since(&before), "expected operation name"));
        };
        st.last_custom_err = None;
        let res = super::custom_op::parse_custom(inp, &subs, info, name_tok);
        let st: &mut SimpleState<PState> = inp.state();
        match res {
            Ok(v) => {
                st.last_custom_err = None;
                Ok(v)
            }
            Err(e) => {
                if let Some((span, msg, wrong_token)) = st.last_custom_err.take() {
                    // Wrong-token errors come from MLIR's plain parser,
                    // without the custom op prefix.
                    let msg = if wrong_token { msg } else { format!("custom op '{name}' {msg}") };
                    st.op_errors.push((name_tok, span, msg, wrong_token));
                }
                Err(e)
            }
        }
    });
    let custom_rest = custom_name.ignore_then(custom_body);
    let generic_rest = op_name
        .then(operands)
        .then(successors.or_not())
        .then(properties.or_not())
        .then(regions.or_not())
        .then(dict.clone().or_not())
        .then_ignore(colon.clone())
        .then(function_type)
        .try_map_with(|((((((name, operands), successors), properties), regions), attrs), fty), e| {
            let span = e.span();
            let st: &mut SimpleState<PState> = e.state();
            let (inputs, outputs) = match st.ctx.type_kind(fty) {
                TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
                _ => return Err(custom_err(span, "expected function type")),
            };
            let attrs = match attrs {
                Some(a) => a,
                None => st.ctx.empty_dict(),
            };
            let (properties, attrs) = super::custom_op::registered_generic_attrs(&mut st.ctx, name, properties, attrs);
            Ok(OpAst {
                results: Vec::new(),
                name,
                operands,
                successors: successors.unwrap_or_default(),
                properties,
                regions: regions.unwrap_or_default(),
                attrs,
                inputs,
                outputs,
                loc: None,
                toks: (span.start as TokIdx, span.end as TokIdx),
            })
        });
    op.define(
        results
            .or_not()
            .then(choice((generic_rest, custom_rest)))
            .then(trailing_loc.clone().or_not())
            .map_with(|((results, mut ast), loc), e| {
                let span = e.span();
                ast.results = results.unwrap_or_default();
                ast.loc = loc;
                ast.toks = (span.start as TokIdx, span.end as TokIdx);
                ast
            })
            .labelled("operation")
            .boxed(),
    );

    let attr_alias = tok(Kind::HashId, "alias")
        .then_ignore(tok(Kind::Equal, "'='"))
        .then(attr.clone())
        .try_map_with(move |(name, a), e| {
            let span = e.span();
            let st: &mut SimpleState<PState> = e.state();
            let name = &name.text(src)[1..];
            if name.contains('.') {
                return Err(custom_err(span, "expected attribute alias name without a dot"));
            }
            if st.attr_aliases.insert(name.into(), a).is_some() {
                return Err(custom_err(span, format!("redefinition of attribute alias id '{name}'")));
            }
            Ok(TopItem::Alias)
        });
    let type_alias = tok(Kind::BangId, "alias")
        .then_ignore(tok(Kind::Equal, "'='"))
        .then(ty.clone())
        .try_map_with(move |(name, t), e| {
            let span = e.span();
            let st: &mut SimpleState<PState> = e.state();
            let name = &name.text(src)[1..];
            if name.contains('.') {
                return Err(custom_err(span, "expected type alias name without a dot"));
            }
            if st.type_aliases.insert(name.into(), t).is_some() {
                return Err(custom_err(span, format!("redefinition of type alias id '{name}'")));
            }
            Ok(TopItem::Alias)
        });
    let metadata = file_metadata(src).map(TopItem::Resources);
    let top_op = op.clone().map(TopItem::Op);
    let top_recovery = skip_line(
        |k| k != Kind::Eof,
        |k| matches!(k, Kind::ValueId | Kind::String | Kind::HashId | Kind::BangId),
    )
        .to(TopItem::Alias);
    let _ = toks;
    choice((attr_alias, type_alias, metadata, top_op))
        .recover_with(via_parser(top_recovery))
        .repeated()
        .collect::<Vec<_>>()
        .then_ignore(tok(Kind::Eof, "end of file"))
        .boxed()
}

/// Error recovery: skips from a token that `starts` accepts up to (not
/// including) the next line-start token that `resumes` accepts, or the end.
fn skip_line<'a, E: G<'a>>(
    starts: impl Fn(Kind) -> bool + Clone + 'a,
    resumes: impl Fn(Kind) -> bool + Clone + 'a,
) -> impl Parser<'a, Toks<'a>, (), E> + Clone {
    any()
        .filter(move |t: &Tok| starts(t.kind))
        .then(any().filter(move |t: &Tok| t.kind != Kind::Eof && !(t.line_start() && resumes(t.kind))).repeated())
        .ignored()
}

/// `{-# section: { dialect: { key: value, ... } } #-}`; values kept verbatim.
fn file_metadata<'a, E: G<'a>>(src: &'a str) -> P<'a, E, ResourceGroup> {
    let key = any().filter(|t: &Tok| matches!(t.kind, Kind::BareId | Kind::String)).labelled("resource key");
    let value = custom(move |inp: &mut Cursor<'a, '_, E>| {
        // A value runs to the next ',' or '}' at this nesting level.
        let before = inp.cursor();
        let mut depth = 0usize;
        let mut first: Option<Tok> = None;
        let mut last: Option<Tok> = None;
        loop {
            let Some(t) = inp.peek() else { break };
            match t.kind {
                Kind::Comma | Kind::RBrace if depth == 0 => break,
                Kind::Eof => break,
                Kind::LBrace | Kind::LParen | Kind::LBracket | Kind::Less => depth += 1,
                Kind::RBrace | Kind::RParen | Kind::RBracket | Kind::Greater => depth = depth.saturating_sub(1),
                _ => {}
            }
            inp.skip();
            first.get_or_insert(t);
            last = Some(t);
        }
        match (first, last) {
            (Some(f), Some(l)) => Ok(&src[f.start as usize..l.end(src) as usize]),
            _ => Err(custom_err(inp.span_since(&before), "expected resource value")),
        }
    });
    let entry = key.then_ignore(tok(Kind::Colon, "':'")).then(value);
    let entries = entry
        .separated_by(tok(Kind::Comma, "','"))
        .allow_trailing()
        .collect::<Vec<_>>()
        .delimited_by(tok(Kind::LBrace, "'{'"), tok(Kind::RBrace, "'}'"));
    let dialect = key.then_ignore(tok(Kind::Colon, "':'")).then(entries);
    let dialects = dialect
        .separated_by(tok(Kind::Comma, "','"))
        .allow_trailing()
        .collect::<Vec<_>>()
        .delimited_by(tok(Kind::LBrace, "'{'"), tok(Kind::RBrace, "'}'"));
    let section = tok(Kind::BareId, "resource section").then_ignore(tok(Kind::Colon, "':'")).then(dialects);
    section
        .separated_by(tok(Kind::Comma, "','"))
        .allow_trailing()
        .collect::<Vec<_>>()
        .delimited_by(tok(Kind::FileMetadataBegin, "'{-#'"), tok(Kind::FileMetadataEnd, "'#-}'"))
        .map(move |sections| {
            let text = |t: Tok| -> Box<str> { t.text(src).into() };
            // Several sections collapse into one group per section; the
            // caller keeps them in order.
            let mut group = ResourceGroup::default();
            for (name, dialects) in sections {
                if !group.section.is_empty() {
                    // Only the last section's name is kept per group; MLIR
                    // files carry one section per metadata block in practice.
                }
                group.section = text(name);
                for (d, entries) in dialects {
                    group.dialects.push((text(d), entries.into_iter().map(|(k, v)| (text(k), v.into())).collect()));
                }
            }
            group
        })
        .boxed()
}

impl OpAst {
    /// The placeholder left where an op failed to parse.
    pub fn error(span: SimpleSpan) -> OpAst {
        OpAst {
            results: Vec::new(),
            name: Ident(u32::MAX),
            operands: Vec::new(),
            successors: Vec::new(),
            properties: None,
            regions: Vec::new(),
            attrs: crate::ir::Attr(u32::MAX),
            inputs: Box::new([]),
            outputs: Box::new([]),
            loc: None,
            toks: (span.start as TokIdx, span.end as TokIdx),
        }
    }
}
