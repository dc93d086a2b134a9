//! The chumsky grammar of MLIR's textual format over the token vector:
//! types, attributes and locations, assembled here from their parts
//! ([`super::builtin_types`], [`super::llvm_types`], [`super::attributes`])
//! with the operations of [`super::operations`].
//!
//! Types and attributes are interned into the context as they are
//! recognised (through the parser state); operations come out as a syntax
//! tree ([`super::ast`]) because SSA names may be used before they are
//! defined. Spans are token indices; callers map them to bytes.

use chumsky::inspector::SimpleState;
use chumsky::prelude::*;
use chumsky::primitive::custom;

use super::ast::*;
use super::attributes::{balanced_text, dialect_len, dictionary, hash_attr};
use super::dense::{dense_literal, DenseLit};
use super::extra::{custom_err, idx, kw, tok, Cursor, Toks, G, P};
use super::knot::Knot;
use super::literals::{symbol_name, unescape};
use super::operations::operations;
use super::state::{is_registered_dialect, keeps_attrs_verbatim, PState};
use super::{builtin_types, llvm_types};
use crate::ir::{AttrKind, LocKind, Type, TypeKind};
use crate::lexer::{Kind, Tok};

pub use super::extra::{FastEx, RichEx};

/// Everything the grammar is made of, built once per source text.
pub struct Grammar<'a, E: G<'a>> {
    pub ty: P<'a, E, Type>,
    pub attr: P<'a, E, crate::ir::Attr>,
    pub dict: P<'a, E, crate::ir::Attr>,
    pub location: P<'a, E, LocAst>,
    pub file: P<'a, E, Vec<TopItem>>,
}

pub fn grammar<'a, E: G<'a>>(src: &'a str, toks: &'a [Tok]) -> Grammar<'a, E> {
    let ty_knot = Knot::declare();
    let attr_knot = Knot::declare();
    let loc_knot = Knot::declare();
    let (ty, attr, loc_inner) = (ty_knot.weak(), attr_knot.weak(), loc_knot.weak());

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
        .then_ignore(tok(Kind::Arrow, "'->' in function type"))
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
    ty_knot.define(
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
    loc_knot.define(
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
        .then(colon.clone().map_with(|_, e| e.span()))
        .then(ty.clone())
        .map_with(move |((lit, colon_span), t), e| {
            let st: &mut SimpleState<PState> = e.state();
            let lit = lit.unwrap_or(DenseLit::List(Vec::new()));
            match super::dense::dense_attr(&mut st.ctx, src, &lit, t) {
                Ok(a) => a,
                Err(m) => {
                    // Reported after the grammar, at the `:` before the
                    // type as MLIR reports it: as the grammar's own error
                    // it would be relabelled "expected attribute value"
                    // (it starts where the attribute does).
                    st.errors.push((colon_span, m));
                    st.ctx.attr(AttrKind::Unit)
                }
            }
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
    // An affine map or integer set is read as MLIR reads it, from its `<`
    // to the `>` its grammar ends at (its constraints hold `>=` and `<=`).
    // One that does not read is reported where MLIR reports it and kept as
    // written up to its matching bracket, so the parse goes on.
    let affine = move |keyword: &'static str| {
        let set = keyword == "affine_set";
        kw(src, keyword).ignore_then(custom(move |inp: &mut Cursor<'a, '_, E>| {
            let before = inp.cursor();
            let start = inp.peek().map_or(src.len(), |t| t.start as usize);
            match crate::ir::affine::read::prefix(&src[start..], set) {
                Ok((read, len)) => {
                    skip_to_byte(inp, start + len);
                    let canonical = read.text();
                    let st: &mut SimpleState<PState> = inp.state();
                    Ok(st.ctx.attr(if set { AttrKind::IntegerSet(canonical.into()) } else { AttrKind::AffineMap(canonical.into()) }))
                }
                Err(bad) => {
                    let text = report_and_skip_affine(inp, src, &before, start, start + bad.at, bad.message);
                    let st: &mut SimpleState<PState> = inp.state();
                    Ok(st.ctx.attr(if set { AttrKind::IntegerSet(text.into()) } else { AttrKind::AffineMap(text.into()) }))
                }
            }
        }))
    };
    // A strided layout is read as MLIR reads it, from its `<` to its `>`;
    // one that does not read is reported where MLIR reports it and kept as
    // written up to its matching bracket.
    let strided = kw(src, "strided").ignore_then(custom(move |inp: &mut Cursor<'a, '_, E>| {
        let before = inp.cursor();
        // The keyword is the token just read.
        let start = inp.peek().map_or(src.len(), |t| t.start as usize);
        let keyword_start = src[..start].trim_end().len().saturating_sub("strided".len());
        match crate::ir::affine::read::strided(&src[start..]) {
            Ok((strides, offset, len)) => {
                skip_to_byte(inp, start + len);
                let canonical = crate::ir::affine::strided_text(&strides, offset);
                let st: &mut SimpleState<PState> = inp.state();
                Ok(st.ctx.attr(AttrKind::Strided(canonical.into())))
            }
            Err(bad) => {
                let at = if bad.at_keyword { keyword_start } else { start + bad.at };
                let text = report_and_skip_affine(inp, src, &before, start, at, bad.message);
                let st: &mut SimpleState<PState> = inp.state();
                Ok(st.ctx.attr(AttrKind::Strided(text.into())))
            }
        }
    }));
    let raw_keyword_attr = choice((affine("affine_map"), affine("affine_set"), strided));
    let hash = hash_attr(src, toks, attr.clone(), ty.clone());
    let type_attr = ty.clone().map_with(|t, e| {
        let st: &mut SimpleState<PState> = e.state();
        st.ctx.attr(AttrKind::Type(t))
    });
    attr_knot.define(
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

    let file = loc_knot.tie(file);
    Grammar { ty: ty_knot.strong(), attr: attr_knot.strong(), dict, location: trailing_loc, file }
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
            if !st.allow_unregistered && !is_registered_dialect(dialect) && !keeps_attrs_verbatim(dialect) {
                st.errors.push((span, format!("dialect '{dialect}' is unknown; use --allow-unregistered-dialect")));
            }
            if crate::ods::dialect(dialect).is_some_and(|d| !d.provides_types) {
                // MLIR's default `Dialect::parseType`, at the mnemonic or the
                // body (right after `!ns.` or `!ns<`).
                let index = st.errors.len();
                st.errors_at_byte.push((index, t.start + 2 + dialect.len() as u32));
                st.errors.push((span, format!("dialect '{dialect}' provides no type parsing hook")));
            }
            if dialect == "llvm" {
                // The LLVM type parser did not take it: MLIR has no fallback
                // for its own dialect and says why.
                let rest = &name[dialect_len(name)..];
                let rest = rest.strip_prefix('.').unwrap_or(rest);
                let found = llvm_types::unparsed_type_errors(rest, body.unwrap_or(""));
                if found.is_empty() {
                    // A type the LLVM parser knows but could not read (a
                    // bad element inside `!llvm.struct<...>`): its own
                    // error, further in, is the one to report.
                    return Err(custom_err(span, format!("expected LLVM type, found '{}'", t.text(src))));
                }
                for m in found {
                    st.errors.push((span, m));
                }
            }
            let dialect = st.ctx.ident(dialect);
            let body = format!("{}{}", &name[dialect_len(name)..], body.unwrap_or(""));
            Ok(st.ctx.ty(TypeKind::Opaque { dialect, body: body.into() }))
        })
        .boxed()
}

/// Moves past the tokens that start before byte `end` (what a reader of
/// the source text took).
fn skip_to_byte<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, end: usize) {
    while inp.peek().is_some_and(|t| (t.start as usize) < end && t.kind != Kind::Eof) {
        inp.skip();
    }
}

/// An affine map, set or strided layout (its `<` at byte `start`) that did
/// not read: `message` is recorded to be reported at byte `at`, where MLIR
/// reports it, and the rest is skipped ([`skip_affine_text`]) so the parse
/// goes on; gives the text as written.
fn report_and_skip_affine<'a, 'p, E: G<'a>>(
    inp: &mut Cursor<'a, 'p, E>,
    src: &'a str,
    before: &chumsky::input::Cursor<'a, 'p, Toks<'a>>,
    start: usize,
    at: usize,
    message: String,
) -> &'a str {
    let text = skip_affine_text(inp, src, start);
    let span = inp.span_since(before);
    let st: &mut SimpleState<PState> = inp.state();
    let index = st.errors.len();
    st.errors_at_byte.push((index, at as u32));
    st.errors.push((span, message));
    text
}

/// Skips what is left of an affine map or set that did not read, from its
/// `<` at byte `start` to the first `>` outside parentheses and square
/// brackets (or up to a brace or the end, where it cannot have ended);
/// gives its text.
fn skip_affine_text<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, src: &'a str, start: usize) -> &'a str {
    let mut nesting = 0usize;
    let mut end = start;
    inp.skip();
    while let Some(t) = inp.peek() {
        match t.kind {
            Kind::LParen | Kind::LBracket => nesting += 1,
            Kind::RParen | Kind::RBracket | Kind::RBracketX if nesting > 0 => nesting -= 1,
            Kind::Greater if nesting == 0 => {
                inp.skip();
                return &src[start..t.end(src) as usize];
            }
            Kind::RParen | Kind::RBracket | Kind::RBracketX | Kind::LBrace | Kind::RBrace | Kind::Eof => break,
            _ => {}
        }
        end = t.end(src) as usize;
        inp.skip();
    }
    &src[start..end.max(start + 1).min(src.len())]
}
