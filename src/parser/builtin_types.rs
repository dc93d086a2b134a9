//! Builtin types: integers, index, floats, none, complex, tuple, vector,
//! tensor and memref (with their shape syntax).

use chumsky::inspector::SimpleState;
use chumsky::prelude::*;

use super::extra::{custom_err, kw, tok, Toks, G, P};
use super::state::{ErrStyle, PState};
use crate::ir::{Attr, AttrKind, FloatKind, Signedness, Type, TypeKind};
use crate::lexer::{Kind, Tok};

/// The largest integer width MLIR accepts.
const MAX_INT_WIDTH: u32 = 1 << 24;

/// Labels of the `>` closing each builtin type: MLIR's messages for a
/// missing one say which type it closes (`parser::mlir_expected`).
pub const GREATER_IN_COMPLEX: &str = "'>' in complex type";
pub const GREATER_IN_TUPLE: &str = "'>' in tuple type";
pub const GREATER_IN_VECTOR: &str = "'>' in vector type";
pub const GREATER_IN_TENSOR: &str = "'>' in tensor type";
/// Right after a memref's element type, where MLIR says "expected ',' or
/// '>' in memref type" (after a layout or memory space, just "',' or '>'").
pub const GREATER_IN_MEMREF: &str = "'>' in memref type";

/// A keyword type without parameters: `i32`, `si8`, `ui1`, `index`, `f32`, `none`.
pub fn keyword_type(text: &str) -> Option<Result<TypeKind, &'static str>> {
    let int = |digits: &str, signedness| -> Option<Result<TypeKind, &'static str>> {
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Some(match digits.parse::<u32>() {
            Ok(w) if w <= MAX_INT_WIDTH => Ok(TypeKind::Integer { width: w, signedness }),
            _ => Err("integer bitwidth is limited to 16777215 bits"),
        })
    };
    let prefixes = [("si", Signedness::Signed), ("ui", Signedness::Unsigned), ("i", Signedness::Signless)];
    for (p, s) in prefixes {
        if let Some(t) = text.strip_prefix(p).and_then(|d| int(d, s)) {
            return Some(t);
        }
    }
    match text {
        "index" => Some(Ok(TypeKind::Index)),
        "none" => Some(Ok(TypeKind::None)),
        _ => FloatKind::from_keyword(text).map(|k| Ok(TypeKind::Float(k))),
    }
}

pub fn builtin_type<'a, E: G<'a>>(
    src: &'a str,
    ty: impl Parser<'a, Toks<'a>, Type, E> + Clone + 'a,
    attr: impl Parser<'a, Toks<'a>, Attr, E> + Clone + 'a,
) -> P<'a, E, Type> {
    let less = tok(Kind::Less, "'<'");
    let greater = tok(Kind::Greater, "'>'");
    let comma = tok(Kind::Comma, "','");

    let simple = any()
        .filter(move |t: &Tok| t.kind == Kind::BareId && keyword_type(t.text(src)).is_some())
        .try_map_with(move |t: Tok, e| {
            let sp: chumsky::span::SimpleSpan = e.span();
            let at = sp.start;
            let kind = keyword_type(t.text(src)).unwrap().map_err(|m| vector_error(e.state(), at, m, ErrStyle::Parser))?;
            let st: &mut SimpleState<PState> = e.state();
            Ok(st.ctx.ty(kind))
        });
    // Each type's closing `>` says which type it closes, as MLIR's
    // messages do (`expected '>' in tuple type`).
    let closing = |what: &'static str| tok(Kind::Greater, what);
    let complex = kw(src, "complex")
        .ignore_then(ty.clone().delimited_by(less.clone(), closing(GREATER_IN_COMPLEX)))
        .map_with(|t, e| {
            let st: &mut SimpleState<PState> = e.state();
            st.ctx.ty(TypeKind::Complex(t))
        });
    let tuple = kw(src, "tuple")
        .ignore_then(
            ty.clone().separated_by(comma.clone()).collect::<Vec<_>>().delimited_by(less.clone(), closing(GREATER_IN_TUPLE)),
        )
        .map_with(|ts, e| {
            let st: &mut SimpleState<PState> = e.state();
            st.ctx.ty(TypeKind::Tuple(ts.into()))
        });

    // `4x`, `[4]x`, and `4 x` with the `x` apart (MLIR's lexer allows it;
    // upstream tests write `vector<16 x f32>`); each with its token index.
    // What MLIR's `parseVectorDimensionList` rejects inside a scalable
    // dimension is reported where MLIR reports it (`vector_error`).
    let vector_dim = choice((
        tok(Kind::DimX, "dimension").map_with(move |t, e| (t.text(src), false, e.span().start)),
        tok(Kind::Int, "dimension")
            .then_ignore(any().filter(move |t: &Tok| t.kind == Kind::BareId && t.text(src) == "x").labelled("'x' in dimension list"))
            .map_with(move |t, e| (t.text(src), false, e.span().start)),
        tok(Kind::LBracket, "'['")
            .ignore_then(tok(Kind::Int, "dimension").map_with(|t, e| (t, e.span().start)))
            .then_ignore(tok(Kind::RBracketX, "']x'"))
            .map(move |(t, at)| (t.text(src), true, at)),
        // `[4x4]`: MLIR reads the integer `4`, then finds `x4` where the
        // `]` should be.
        tok(Kind::LBracket, "'['").ignore_then(tok(Kind::DimX, "dimension")).try_map_with(move |_, e| {
            let at = e.span().end - 1;
            Err(vector_error(e.state(), at, "missing ']' closing scalable dimension", ErrStyle::LastChar))
        }),
        // `[?]`: not an integer.
        tok(Kind::LBracket, "'['").ignore_then(tok(Kind::Question, "'?'")).try_map_with(move |_, e| {
            let at = e.span().end - 1;
            Err(vector_error(e.state(), at, "invalid dimension", ErrStyle::Parser))
        }),
    ));
    let vector = kw(src, "vector")
        .ignore_then(
            vector_dim
                .repeated()
                .collect::<Vec<_>>()
                .then(ty.clone().map_with(|t, e| (t, e.span().start)))
                .delimited_by(less.clone(), closing(GREATER_IN_VECTOR)),
        )
        .try_map_with(move |(dims, (elem, elem_at)), e| {
            let mut shape = Vec::with_capacity(dims.len());
            let mut scalable = Vec::with_capacity(dims.len());
            let mut zero = false;
            for (text, s, at) in dims {
                let Some(n) = crate::lexer::dimension_size(text) else {
                    return Err(vector_error(e.state(), at, "invalid dimension", ErrStyle::Parser));
                };
                zero |= n == 0;
                shape.push(n);
                scalable.push(s);
            }
            // MLIR checks the sizes before it reads the element type, and
            // reports both at the element type's first token.
            if zero {
                return Err(vector_error(e.state(), elem_at, "vector types must have positive constant sizes", ErrStyle::Parser));
            }
            let st: &mut SimpleState<PState> = e.state();
            if !is_vector_element(st.ctx.type_kind(elem)) {
                return Err(vector_error(e.state(), elem_at, "vector elements must be int/index/float type", ErrStyle::Parser));
            }
            Ok(st.ctx.ty(TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), elem }))
        });

    // `4x` or `?x` (or `4 x`)
    let shaped_dim = choice((
        tok(Kind::DimX, "dimension").map(move |t| crate::lexer::dimension_size(t.text(src))),
        tok(Kind::QuestionX, "'?x'").to(None),
    ));
    let ranked = shaped_dim.repeated().collect::<Vec<_>>().then(ty.clone());
    let unranked = tok(Kind::StarX, "'*x'").ignore_then(ty.clone());
    let tensor = kw(src, "tensor")
        .ignore_then(
            choice((
                unranked.clone().map(|elem| (None, elem, None)),
                ranked
                    .clone()
                    .then(comma.clone().ignore_then(attr.clone()).or_not())
                    .map(|((dims, elem), enc)| (Some(dims), elem, enc)),
            ))
            .delimited_by(less.clone(), closing(GREATER_IN_TENSOR)),
        )
        .map_with(|(dims, elem, encoding), e| {
            let st: &mut SimpleState<PState> = e.state();
            match dims {
                None => st.ctx.ty(TypeKind::UnrankedTensor { elem }),
                Some(d) => st.ctx.ty(TypeKind::RankedTensor { shape: d.into(), elem, encoding }),
            }
        });
    // MLIR's memref list: right after the element type a missing `>` is
    // "expected ',' or '>' in memref type", after a layout or memory
    // space plain "expected ',' or '>'".
    let memref_rest = choice((
        closing(GREATER_IN_MEMREF).to(Vec::new()),
        comma
            .clone()
            .ignore_then(attr.clone().map_with(|a, e| (a, e.span().end)))
            .repeated()
            .at_least(1)
            .collect::<Vec<_>>()
            .then_ignore(greater),
    ));
    let memref = kw(src, "memref")
        .ignore_then(less)
        .ignore_then(choice((
            unranked.then(memref_rest.clone()).map(|(elem, ms)| (None, elem, ms)),
            ranked.then(memref_rest).map(|((dims, elem), extra)| (Some(dims), elem, extra)),
        )))
        .try_map_with(|(dims, elem, extra), e| {
            let span = e.span();
            let st: &mut SimpleState<PState> = e.state();
            // Each attribute after the element type is a layout or the
            // memory space, judged as MLIR's `parseMemRefType` judges them,
            // with its errors at the token after the attribute.
            let (mut layout, mut memory_space) = (None, None);
            for (a, after) in extra {
                if !is_layout(st.ctx.attr_kind(a)) {
                    if memory_space.is_some() {
                        return Err(vector_error(st, after, "multiple memory spaces specified in memref type", ErrStyle::Parser));
                    }
                    memory_space = Some(a);
                    continue;
                }
                layout = Some(a);
                if dims.is_none() {
                    return Err(vector_error(st, after, "cannot have affine map for unranked memref type", ErrStyle::Parser));
                }
                if memory_space.is_some() {
                    return Err(vector_error(st, after, "expected memory space to be last in memref type", ErrStyle::Parser));
                }
            }
            match dims {
                None => Ok(st.ctx.ty(TypeKind::UnrankedMemRef { elem, memory_space })),
                Some(d) => {
                    // `MemRefType::verify`: the layout fits the rank.
                    if let Some(l) = layout {
                        if let Some(message) = layout_rank_mismatch(st.ctx.attr_kind(l), d.len()) {
                            return Err(vector_error(st, span.start, &message, ErrStyle::Op));
                        }
                    }
                    // MLIR drops an identity map layout (`affine_map<(d0) -> (d0)>`).
                    let layout = layout.filter(|l| {
                        !matches!(st.ctx.attr_kind(*l), AttrKind::AffineMap(t) if crate::ir::affine::is_identity(t, d.len()))
                    });
                    Ok(st.ctx.ty(TypeKind::MemRef { shape: d.into(), elem, layout, memory_space }))
                }
            }
        });
    choice((simple, complex, tuple, vector, tensor, memref)).boxed()
}

/// A type MLIR's parser stops at (a vector shape, an integer too wide): recorded as an error MLIR stops
/// at (`PState::op_errors`, which drops the grammar's errors from the
/// alternatives tried around it), at token `at`, and returned as the
/// grammar's failure.
fn vector_error<Er: super::extra::MakeErr>(st: &mut SimpleState<PState>, at: usize, msg: &str, style: ErrStyle) -> Er {
    let span = chumsky::span::SimpleSpan::from(at..at + 1);
    st.op_errors.push((at as super::ast::TokIdx, span, msg.to_string(), style));
    custom_err(span, msg)
}

/// MLIR's complaint about a memref layout that does not fit `rank`
/// dimensions, if it does not.
fn layout_rank_mismatch(layout: &AttrKind, rank: usize) -> Option<String> {
    match layout {
        AttrKind::Strided(text) => {
            let (strides, _, _) = crate::ir::affine::read::strided(text).ok()?;
            (strides.len() != rank).then(|| "expected the number of strides to match the rank".to_string())
        }
        AttrKind::AffineMap(text) => {
            let map = crate::ir::affine::expr::Map::parse(text)?;
            (map.dims != rank).then(|| format!("memref layout mismatch between rank and affine map: {rank} != {}", map.dims))
        }
        _ => None,
    }
}

fn is_layout(a: &AttrKind) -> bool {
    match a {
        AttrKind::AffineMap(_) | AttrKind::Strided(_) => true,
        _ => false,
    }
}

fn is_vector_element(t: &TypeKind) -> bool {
    matches!(t, TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_))
}
