//! The folds of arith's float arithmetic and of its casts (MLIR 19's
//! `ArithOps.cpp`): `x + -0.0`, `x - 0.0`, `x * 1.0`, `x / 1.0`,
//! `-(-x)`, min/max of equal operands or with the neutral infinity;
//! constants computed with `APFloat`'s rules (`softfloat`); casts of
//! constants where the conversion is exact or valid (a `truncf` that
//! would round and an `fptosi` out of range do not fold), and the chains
//! of extensions and truncations that fold in place.

use super::consts::{
    fold_cast, fold_float_binary, float_kind, int_width, read_floats, splat_float, unsigned, CastOut,
};
use super::fold_int::{attr, def_named, operands2, value};
use super::softfloat::{self as sf, BinOp};
use crate::ir::{Attr, Body, Context, FloatKind, Op};
use crate::passes::api::{prop, result_type, Folded};

fn c(consts: &[Option<Attr>], i: usize) -> Option<Attr> {
    consts.get(i).copied().flatten()
}

/// A splat or scalar float constant equal to `f64` value `x` (its sign
/// included).
fn is_float(ctx: &Context, a: Option<Attr>, x: f64) -> bool {
    let Some((bits, kind)) = splat_float(ctx, a) else { return false };
    let Some((want, _)) = sf::encode(sf::decode(x.to_bits() as u128, FloatKind::F64).unwrap_or(sf::Val::Inf(false)), kind)
    else {
        return false;
    };
    bits == want
}

fn binary(ctx: &mut Context, body: &Body, op: Op, k: &[Option<Attr>], bop: BinOp, neutral: Option<f64>) -> Option<Folded> {
    let (l, _) = operands2(body, op)?;
    if neutral.is_some_and(|n| is_float(ctx, c(k, 1), n)) {
        return value(l);
    }
    attr(fold_float_binary(ctx, k, |a, b, kind| sf::binary(bop, a, b, kind)))
}

pub fn addf(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    binary(ctx, body, op, k, BinOp::Add, Some(-0.0))
}
pub fn subf(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    binary(ctx, body, op, k, BinOp::Sub, Some(0.0))
}
pub fn mulf(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    binary(ctx, body, op, k, BinOp::Mul, Some(1.0))
}
pub fn divf(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    binary(ctx, body, op, k, BinOp::Div, Some(1.0))
}
pub fn remf(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    binary(ctx, body, op, k, BinOp::Rem, None)
}

pub fn negf(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    let x = *body.op(op).operands.first()?;
    if let Some(inner) = def_named(ctx, body, x, "arith.negf") {
        return value(body.op(inner).operands[0]);
    }
    let (e, kind) = read_floats(ctx, c(k, 0))?;
    let vals = e.vals.iter().map(|&v| sf::negate(v, kind)).collect::<Option<Vec<_>>>()?;
    attr(super::consts::make_floats(ctx, e.ty, vals))
}

/// `maximumf`/`minimumf`/`maxnumf`/`minnumf`: equal operands, the
/// neutral infinity on the right, then constants.
fn min_max(ctx: &mut Context, body: &Body, op: Op, k: &[Option<Attr>], max: bool, nan_wins: bool) -> Option<Folded> {
    let (l, r) = operands2(body, op)?;
    if l == r {
        return value(r);
    }
    let neutral = if max { f64::NEG_INFINITY } else { f64::INFINITY };
    if is_float(ctx, c(k, 1), neutral) {
        return value(l);
    }
    attr(fold_float_binary(ctx, k, |a, b, kind| sf::min_max(a, b, kind, max, nan_wins)))
}

pub fn maximumf(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    min_max(ctx, body, op, k, true, true)
}
pub fn minimumf(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    min_max(ctx, body, op, k, false, true)
}
/// MLIR 19 folds `maxnumf` of constants with `llvm::maximum` (a NaN wins),
/// unlike `minnumf`.
pub fn maxnumf(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    min_max(ctx, body, op, k, true, true)
}
pub fn minnumf(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    min_max(ctx, body, op, k, false, false)
}

/// A cast of integer constants to the op's result type.
fn int_cast(ctx: &mut Context, body: &Body, op: Op, k: &[Option<Attr>], f: impl Fn(i128, u32, u32) -> i128) -> Option<Folded> {
    let ty = result_type(body, op)?;
    let out_w = int_width(ctx, ty)?;
    attr(fold_cast(ctx, k, ty, |v, w| Some(CastOut::Int(f(v, w, out_w))), |_, _| None))
}

/// `ext(ext(x)) -> ext(x)` in place (`name` is the op's own name).
fn ext_of_ext(ctx: &mut Context, body: &mut Body, op: Op, name: &str) -> Option<Folded> {
    let x = *body.op(op).operands.first()?;
    let inner = def_named(ctx, body, x, name)?;
    let src = body.op(inner).operands[0];
    body.set_operand(op, 0, src);
    Some(Folded::InPlace)
}

pub fn extui(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    ext_of_ext(ctx, body, op, "arith.extui").or_else(|| int_cast(ctx, body, op, k, |v, w, _| unsigned(v, w) as i128))
}

pub fn extsi(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    ext_of_ext(ctx, body, op, "arith.extsi").or_else(|| int_cast(ctx, body, op, k, |v, _, _| v))
}

pub fn trunci(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    let x = *body.op(op).operands.first()?;
    let ext = def_named(ctx, body, x, "arith.extui").or_else(|| def_named(ctx, body, x, "arith.extsi"));
    if let Some(ext) = ext {
        let src = body.op(ext).operands[0];
        let src_ty = body.value(src).ty;
        let (sw, dw) = (int_width(ctx, src_ty)?, int_width(ctx, result_type(body, op)?)?);
        if sw > dw {
            body.set_operand(op, 0, src);
            return Some(Folded::InPlace);
        }
        if Some(src_ty) == result_type(body, op) {
            return value(src);
        }
    }
    if let Some(inner) = def_named(ctx, body, x, "arith.trunci") {
        let src = body.op(inner).operands[0];
        body.set_operand(op, 0, src);
        return Some(Folded::InPlace);
    }
    int_cast(ctx, body, op, k, |v, _, _| v)
}

pub fn index_cast(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    int_cast(ctx, body, op, k, |v, _, _| v)
}

pub fn index_castui(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    int_cast(ctx, body, op, k, |v, w, _| unsigned(v, w) as i128)
}

/// `sitofp`/`uitofp` of constants (nearest even).
fn int_to_float(ctx: &mut Context, body: &Body, op: Op, k: &[Option<Attr>], signed: bool) -> Option<Folded> {
    let ty = result_type(body, op)?;
    let kind = float_kind(ctx, ty)?;
    attr(fold_cast(
        ctx,
        k,
        ty,
        |v, w| sf::from_int(v, (!signed).then(|| unsigned(v, w)), kind).map(CastOut::Float),
        |_, _| None,
    ))
}

pub fn sitofp(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    int_to_float(ctx, body, op, k, true)
}
pub fn uitofp(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    int_to_float(ctx, body, op, k, false)
}

/// `fptosi`/`fptoui` of constants, toward zero; no fold when invalid.
fn float_to_int(ctx: &mut Context, body: &Body, op: Op, k: &[Option<Attr>], signed: bool) -> Option<Folded> {
    let ty = result_type(body, op)?;
    let w = int_width(ctx, ty)?;
    attr(fold_cast(ctx, k, ty, |_, _| None, |v, kind| sf::to_int(v, kind, w, signed).map(CastOut::Int)))
}

pub fn fptosi(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    float_to_int(ctx, body, op, k, true)
}
pub fn fptoui(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    float_to_int(ctx, body, op, k, false)
}

/// `extf`/`truncf` of constants: only exact conversions fold
/// (`convertFloatValue`), whatever the rounding mode.
fn float_to_float(ctx: &mut Context, body: &Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    let ty = result_type(body, op)?;
    let to = float_kind(ctx, ty)?;
    attr(fold_cast(ctx, k, ty, |_, _| None, |v, from| match sf::convert(v, from, to)? {
        (bits, true) => Some(CastOut::Float(bits)),
        _ => None,
    }))
}

/// Whether the op's fast-math flags include `contract`.
fn contracts(ctx: &Context, body: &Body, op: Op) -> bool {
    let Some(a) = prop(ctx, body, op, "fastmath") else { return false };
    ctx.dialect_words(a).is_some_and(|(_, words)| words.iter().any(|w| *w == "contract" || *w == "fast"))
}

pub fn extf(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    let x = *body.op(op).operands.first()?;
    // extf(truncf(x)) -> x when both may contract.
    if let Some(t) = def_named(ctx, body, x, "arith.truncf") {
        let src = body.op(t).operands[0];
        if Some(body.value(src).ty) == result_type(body, op) && contracts(ctx, body, t) && contracts(ctx, body, op) {
            return value(src);
        }
    }
    float_to_float(ctx, body, op, k)
}

pub fn truncf(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    float_to_float(ctx, body, op, k)
}

/// `bitcast` of constants between integers and floats of one width.
pub fn bitcast(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    let ty = result_type(body, op)?;
    // `CastOpInterface`'s fold: a cast to the operand's own type.
    let x = *body.op(op).operands.first()?;
    if body.value(x).ty == ty {
        return value(x);
    }
    let to_int = int_width(ctx, ty).is_some();
    attr(fold_cast(
        ctx,
        k,
        ty,
        |v, w| Some(if to_int { CastOut::Int(v) } else { CastOut::Float(unsigned(v, w)) }),
        |bits, _| Some(if to_int { CastOut::Int(bits as i128) } else { CastOut::Float(bits) }),
    ))
}
