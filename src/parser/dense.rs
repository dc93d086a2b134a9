//! `dense<...>` and `sparse<...>` literals: parsed into a literal tree, then
//! checked against the attribute's shaped type and stored as flat data.

use chumsky::prelude::*;

use super::extra::{tok, G, P};
use super::literals::{fit_integer, unescape};
use crate::ir::{Attr, AttrKind, Context, DenseData, FloatKind, IntValue, Signedness, Type, TypeKind};
use crate::ir::float::parse_float_literal_mlir;
use crate::lexer::{Kind, Tok};

#[derive(Clone, Debug)]
pub enum DenseLit {
    Num { negative: bool, tok: Tok },
    Bool(bool),
    Str(Tok),
    Complex(Box<DenseLit>, Box<DenseLit>),
    List(Vec<DenseLit>),
}

pub fn dense_literal<'a, E: G<'a>>(src: &'a str) -> P<'a, E, DenseLit> {
    recursive(|lit| {
        let num = tok(Kind::Minus, "'-'")
            .or_not()
            .then(any().filter(|t: &Tok| matches!(t.kind, Kind::Int | Kind::Float | Kind::Hex)).labelled("number"))
            .map(|(m, t)| DenseLit::Num { negative: m.is_some(), tok: t });
        let boolean = any()
            .filter(move |t: &Tok| t.kind == Kind::BareId && matches!(t.text(src), "true" | "false"))
            .map(move |t| DenseLit::Bool(t.text(src) == "true"));
        let string = tok(Kind::String, "string").map(DenseLit::Str);
        let complex = lit
            .clone()
            .then_ignore(tok(Kind::Comma, "','"))
            .then(lit.clone())
            .delimited_by(tok(Kind::LParen, "'('"), tok(Kind::RParen, "')'"))
            .map(|(a, b)| DenseLit::Complex(Box::new(a), Box::new(b)));
        let list = lit
            .separated_by(tok(Kind::Comma, "','"))
            .collect::<Vec<_>>()
            .delimited_by(tok(Kind::LBracket, "'['"), tok(Kind::RBracket, "']'"))
            .map(DenseLit::List);
        choice((num, boolean, string, complex, list))
    })
    .boxed()
}

use crate::ir::static_shape as shape_of;

pub fn dense_attr(ctx: &mut Context, src: &str, lit: &DenseLit, ty: Type) -> Result<Attr, String> {
    let (shape, elem) = shape_of(ctx, ty).ok_or("elements literal type must have static shape")?;
    // Saturating: a type's dimensions may multiply past 64 bits (a fuzz
    // finding of the translate target); no literal has that many elements.
    let numel: u64 = shape.iter().fold(1u64, |n, &d| n.saturating_mul(d));
    // A hex string is raw element data.
    if let DenseLit::Str(t) = lit {
        let text = t.text(src);
        if text.starts_with("\"0x") && !matches!(ctx.type_kind(elem), TypeKind::Opaque { .. }) {
            let data = decode_hex(ctx, &text[3..text.len() - 1], ty, elem, numel)?;
            return Ok(ctx.attr(AttrKind::DenseElements { ty, data }));
        }
    }
    let mut flat = Vec::new();
    match lit {
        DenseLit::List(_) => {
            let mut inferred = Vec::new();
            infer_shape(lit, 0, &mut inferred, &mut flat)?;
            if inferred != shape && !(numel == 0 && flat.is_empty()) {
                return Err(format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    join(&inferred),
                    join(&shape)
                ));
            }
        }
        single => flat.push(single),
    }
    let data = convert(ctx, src, &flat, elem)?;
    Ok(ctx.attr(AttrKind::DenseElements { ty, data }))
}

pub fn sparse_attr(
    ctx: &mut Context,
    src: &str,
    indices: &DenseLit,
    values: &DenseLit,
    ty: Type,
) -> Result<Attr, String> {
    let (_, elem) = shape_of(ctx, ty).ok_or("elements literal type must have static shape")?;
    let mut flat_idx = Vec::new();
    let mut s = Vec::new();
    infer_shape(indices, 0, &mut s, &mut flat_idx).or_else(|_| {
        flat_idx.clear();
        flat_idx.push(indices);
        Ok::<_, String>(())
    })?;
    let i64t = ctx.ty(TypeKind::Integer { width: 64, signedness: Signedness::Signless });
    let indices = convert(ctx, src, &flat_idx, i64t)?;
    if let DenseLit::Str(t) = values {
        let text = t.text(src);
        if let Some(hex) = text.strip_prefix("\"0x").and_then(|h| h.strip_suffix('"')) {
            // Raw values: one per index row.
            let nnz = s.first().copied().unwrap_or(1);
            let values = decode_hex(ctx, hex, ty, elem, nnz)?;
            return Ok(ctx.attr(AttrKind::Sparse { ty, indices, values }));
        }
    }
    let mut flat_val = Vec::new();
    let mut s2 = Vec::new();
    match values {
        DenseLit::List(_) => infer_shape(values, 0, &mut s2, &mut flat_val)?,
        v => flat_val.push(v),
    }
    let values = convert(ctx, src, &flat_val, elem)?;
    Ok(ctx.attr(AttrKind::Sparse { ty, indices, values }))
}

fn join(v: &[u64]) -> String {
    v.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
}

fn infer_shape<'l>(
    lit: &'l DenseLit,
    depth: usize,
    shape: &mut Vec<u64>,
    flat: &mut Vec<&'l DenseLit>,
) -> Result<(), String> {
    match lit {
        DenseLit::List(items) => {
            if shape.len() == depth {
                shape.push(items.len() as u64);
            } else if shape.len() < depth || shape[depth] != items.len() as u64 {
                return Err("tensor literal is invalid; ranks are not consistent between elements".into());
            }
            for i in items {
                infer_shape(i, depth + 1, shape, flat)?;
            }
            Ok(())
        }
        other => {
            if shape.len() != depth {
                return Err("tensor literal is invalid; ranks are not consistent between elements".into());
            }
            flat.push(other);
            Ok(())
        }
    }
}

fn int_of(ctx: &Context, elem: Type) -> Option<(u32, Signedness)> {
    match ctx.type_kind(elem) {
        TypeKind::Integer { width, signedness } => Some((*width, *signedness)),
        TypeKind::Index => Some((64, Signedness::Signless)),
        _ => None,
    }
}

fn int_value(src: &str, lit: &DenseLit, width: u32, sign: Signedness) -> Result<i128, String> {
    match lit {
        DenseLit::Num { negative, tok } if tok.kind != Kind::Float => {
            match fit_integer(*negative, tok.text(src), width, sign).map_err(str::to_string)? {
                IntValue::Small(v) => Ok(v),
                IntValue::Big(_) => Err("integer too wide for a dense elements attribute".into()),
            }
        }
        DenseLit::Bool(b) if width == 1 => Ok(if *b { -1 } else { 0 }),
        _ => Err("expected integer elements, but parsed floating-point".into()),
    }
}

pub fn float_value(src: &str, lit: &DenseLit, kind: FloatKind) -> Result<u128, String> {
    match lit {
        DenseLit::Num { negative, tok } => {
            let text = tok.text(src);
            let bits = if let Some(hex) = text.strip_prefix("0x") {
                u128::from_str_radix(hex, 16).map_err(|_| "hexadecimal float constant out of range".to_string())?
            } else {
                parse_float_literal_mlir(text, kind).ok_or("invalid float literal")?
            };
            Ok(if *negative { bits ^ (1u128 << (kind.bit_width() - 1)) } else { bits })
        }
        _ => Err("expected floating-point elements".into()),
    }
}

fn convert(ctx: &Context, src: &str, flat: &[&DenseLit], elem: Type) -> Result<DenseData, String> {
    if let Some((w, s)) = int_of(ctx, elem) {
        let v = flat.iter().map(|l| int_value(src, l, w, s)).collect::<Result<Vec<_>, _>>()?;
        return Ok(DenseData::Ints(splat(v).into()));
    }
    match ctx.type_kind(elem) {
        TypeKind::Float(k) => {
            let v = flat.iter().map(|l| float_value(src, l, *k)).collect::<Result<Vec<_>, _>>()?;
            Ok(DenseData::Floats(splat(v).into()))
        }
        TypeKind::Complex(inner) => {
            let inner = *inner;
            let pairs: Vec<(&DenseLit, &DenseLit)> = flat
                .iter()
                .map(|l| match l {
                    DenseLit::Complex(a, b) => Ok((&**a, &**b)),
                    _ => Err("expected complex element".to_string()),
                })
                .collect::<Result<_, _>>()?;
            if let Some((w, s)) = int_of(ctx, inner) {
                let v = pairs
                    .iter()
                    .map(|(a, b)| Ok((int_value(src, a, w, s)?, int_value(src, b, w, s)?)))
                    .collect::<Result<Vec<_>, String>>()?;
                return Ok(DenseData::ComplexInts(splat(v).into()));
            }
            let TypeKind::Float(k) = ctx.type_kind(inner) else { return Err("invalid complex element type".into()) };
            let k = *k;
            let v = pairs
                .iter()
                .map(|(a, b)| Ok((float_value(src, a, k)?, float_value(src, b, k)?)))
                .collect::<Result<Vec<_>, String>>()?;
            Ok(DenseData::ComplexFloats(splat(v).into()))
        }
        _ => {
            let v = flat
                .iter()
                .map(|l| match l {
                    DenseLit::Str(t) => unescape(t.text(src)).map(Into::into),
                    _ => Err("expected string element".to_string()),
                })
                .collect::<Result<Vec<Box<[u8]>>, _>>()?;
            Ok(DenseData::Strings(splat(v).into()))
        }
    }
}

/// MLIR stores an attribute whose elements are all equal as a splat.
fn splat<T: PartialEq>(mut v: Vec<T>) -> Vec<T> {
    if v.len() > 1 && v.iter().all(|x| *x == v[0]) {
        v.truncate(1);
    }
    v
}

/// Raw little-endian element data from a `"0x..."` literal, checked as
/// MLIR's `DenseElementsAttr::isValidRawBuffer` checks it: one element's
/// bytes make a splat, else one element per storage slot; `i1` is packed
/// eight to a byte (and one byte of all zeros or all ones is a splat).
fn decode_hex(ctx: &Context, hex: &str, ty: Type, elem: Type, numel: u64) -> Result<DenseData, String> {
    if hex.len() % 2 != 0 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err("expected hex string".into());
    }
    let bytes: Vec<u8> = (0..hex.len() / 2).map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap()).collect();
    let scalar = |t: Type| match ctx.type_kind(t) {
        TypeKind::Integer { width, signedness } => Some((*width, false, *signedness)),
        TypeKind::Index => Some((64, false, Signedness::Signless)),
        TypeKind::Float(k) => Some((k.bit_width(), true, Signedness::Signless)),
        _ => None,
    };
    let (complex, (bits, is_float, sign)) = match ctx.type_kind(elem) {
        TypeKind::Complex(inner) => match scalar(*inner) {
            Some(s) if s.0 > 1 => (true, s),
            _ => return Ok(DenseData::Hex(hex.into())),
        },
        _ => match scalar(elem) {
            Some(s) => (false, s),
            None => return Ok(DenseData::Hex(hex.into())),
        },
    };
    let invalid = || format!("elements hex data size is invalid for provided type: '{}'", crate::printer::type_to_string(ctx, ty));
    if bits == 1 {
        if let [b @ (0 | 0xff)] = bytes[..] {
            return Ok(DenseData::Ints(Box::new([super::literals::normalize((b & 1) as u128, 1, sign)])));
        }
        if bytes.len() as u64 != numel.div_ceil(8) {
            return Err(invalid());
        }
        let v: Vec<i128> = (0..numel as usize)
            .map(|i| super::literals::normalize(((bytes[i / 8] >> (i % 8)) & 1) as u128, 1, sign))
            .collect();
        return Ok(DenseData::Ints(splat(v).into()));
    }
    let part = bits.div_ceil(8) as usize;
    let stride = if complex { 2 * part } else { part };
    if stride == 0 || bytes.len() % stride != 0 {
        return Err(invalid());
    }
    let count = (bytes.len() / stride) as u64;
    if count != numel && count != 1 {
        return Err(invalid());
    }
    let raw: Vec<u128> = bytes
        .chunks(part)
        .map(|c| c.iter().rev().fold(0u128, |acc, &b| (acc << 8) | b as u128))
        .collect();
    let int = |r: u128| super::literals::normalize(r, bits.max(1), sign);
    Ok(match (complex, is_float) {
        (true, true) => DenseData::ComplexFloats(splat(raw.chunks(2).map(|p| (p[0], p[1])).collect()).into()),
        (true, false) => DenseData::ComplexInts(splat(raw.chunks(2).map(|p| (int(p[0]), int(p[1]))).collect()).into()),
        (false, true) => DenseData::Floats(splat(raw).into()),
        (false, false) => DenseData::Ints(splat(raw.into_iter().map(int).collect()).into()),
    })
}
