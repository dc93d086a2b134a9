//! The folds of arith's integer arithmetic (MLIR 19's `ArithOps.cpp`):
//! identities (`x + 0`, `x * 1`, `x - x`, division by one, `and` with all
//! ones, ...), the inverse pairs (`(a - b) + b`), and constant folding with
//! MLIR's rules: wrapping arithmetic, no fold on a division by zero or a
//! signed division that overflows, no fold of a shift by the width or more.

use super::consts::{
    fold_int_binary, is_all_ones, is_one, is_zero, make_ints, read_ints, splat_int, unsigned, wrap, zero_of,
};
use crate::ir::{Attr, Body, Context, Op, Value};
use crate::passes::api::{result_type, FoldValue, Folded};

pub(super) fn attr(a: Option<Attr>) -> Option<Folded> {
    Some(Folded::Results(vec![FoldValue::Attr(a?)]))
}

pub(super) fn value(v: Value) -> Option<Folded> {
    Some(Folded::Results(vec![FoldValue::Value(v)]))
}

/// The two operands of a binary op.
pub(super) fn operands2(body: &Body, op: Op) -> Option<(Value, Value)> {
    match *body.op(op).operands {
        [l, r] => Some((l, r)),
        _ => None,
    }
}

/// The op defining `v` when it is named `name`.
pub(super) fn def_named(ctx: &Context, body: &Body, v: Value, name: &str) -> Option<Op> {
    let d = body.defining_op(v)?;
    (ctx.str(body.op(d).name) == name).then_some(d)
}

fn c(consts: &[Option<Attr>], i: usize) -> Option<Attr> {
    consts.get(i).copied().flatten()
}

/// The zero of the op's result type.
fn zero_result(ctx: &mut Context, body: &Body, op: Op) -> Option<Folded> {
    let ty = result_type(body, op)?;
    attr(zero_of(ctx, ty))
}

pub fn addi(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    let (l, r) = operands2(body, op)?;
    if is_zero(ctx, c(k, 1)) {
        return value(l);
    }
    // addi(subi(a, b), b) -> a; addi(b, subi(a, b)) -> a
    for (sub, other) in [(l, r), (r, l)] {
        if let Some(s) = def_named(ctx, body, sub, "arith.subi") {
            if body.op(s).operands[1] == other {
                return value(body.op(s).operands[0]);
            }
        }
    }
    attr(fold_int_binary(ctx, k, None, |a, b, _| Some(a.wrapping_add(b))))
}

pub fn subi(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    let (l, r) = operands2(body, op)?;
    if l == r {
        return zero_result(ctx, body, op);
    }
    if is_zero(ctx, c(k, 1)) {
        return value(l);
    }
    if let Some(add) = def_named(ctx, body, l, "arith.addi") {
        let (a, b) = (body.op(add).operands[0], body.op(add).operands[1]);
        // subi(addi(a, b), b) -> a; subi(addi(a, b), a) -> b
        if b == r {
            return value(a);
        }
        if a == r {
            return value(b);
        }
    }
    attr(fold_int_binary(ctx, k, None, |a, b, _| Some(a.wrapping_sub(b))))
}

pub fn muli(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    let (l, r) = operands2(body, op)?;
    if is_zero(ctx, c(k, 1)) {
        return value(r);
    }
    if is_one(ctx, c(k, 1)) {
        return value(l);
    }
    attr(fold_int_binary(ctx, k, None, |a, b, w| Some(wrap(a.wrapping_mul(b), w))))
}

/// `x / 1 -> x` for every division.
fn div_by_one(ctx: &mut Context, body: &Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    let (l, _) = operands2(body, op)?;
    is_one(ctx, c(k, 1)).then(|| value(l)).flatten()
}

/// The smallest signed value of `w` bits.
fn min_signed(w: u32) -> i128 {
    -(1i128 << (w - 1))
}

pub fn divui(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    div_by_one(ctx, body, op, k).or_else(|| {
        attr(fold_int_binary(ctx, k, None, |a, b, w| {
            let (a, b) = (unsigned(a, w), unsigned(b, w));
            (b != 0).then(|| (a / b) as i128)
        }))
    })
}

pub fn divsi(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    div_by_one(ctx, body, op, k).or_else(|| {
        attr(fold_int_binary(ctx, k, None, |a, b, w| (b != 0 && !(a == min_signed(w) && b == -1)).then(|| a / b)))
    })
}

pub fn ceildivui(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    div_by_one(ctx, body, op, k).or_else(|| {
        attr(fold_int_binary(ctx, k, None, |a, b, w| {
            let (a, b) = (unsigned(a, w), unsigned(b, w));
            (b != 0).then(|| (a / b + (a % b != 0) as u128) as i128)
        }))
    })
}

/// MLIR's `CeilDivSIOp::fold`: the exact ceiling, except where one of its
/// steps (negating the smallest value, `MIN / -1`) would overflow.
pub fn ceildivsi(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    div_by_one(ctx, body, op, k).or_else(|| {
        attr(fold_int_binary(ctx, k, None, |a, b, w| {
            if b == 0 {
                return None;
            }
            if a == 0 {
                return Some(0);
            }
            let min = min_signed(w);
            if !(a > 0 && b > 0) && (a == min || b == min) {
                return None;
            }
            let (q, r) = (a / b, a % b);
            let ceil = if r != 0 && ((r > 0) == (b > 0)) { q + 1 } else { q };
            (ceil <= -(min + 1)).then_some(ceil)
        }))
    })
}

pub fn floordivsi(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    div_by_one(ctx, body, op, k).or_else(|| {
        attr(fold_int_binary(ctx, k, None, |a, b, w| {
            if b == 0 || (a == min_signed(w) && b == -1) {
                return None;
            }
            let (q, r) = (a / b, a % b);
            Some(if r != 0 && ((r < 0) != (b < 0)) { q - 1 } else { q })
        }))
    })
}

pub fn remui(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    if is_one(ctx, c(k, 1)) {
        return zero_result(ctx, body, op);
    }
    attr(fold_int_binary(ctx, k, None, |a, b, w| {
        let (a, b) = (unsigned(a, w), unsigned(b, w));
        (b != 0).then(|| (a % b) as i128)
    }))
}

pub fn remsi(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    if is_one(ctx, c(k, 1)) {
        return zero_result(ctx, body, op);
    }
    attr(fold_int_binary(ctx, k, None, |a, b, _| (b != 0).then(|| if b == -1 { 0 } else { a % b })))
}

/// `x` when `v` is `xori(x, -1)` (`not x`).
fn not_of(ctx: &mut Context, body: &mut Body, v: Value) -> Option<Value> {
    let x = def_named(ctx, body, v, "arith.xori")?;
    let (a, b) = (body.op(x).operands[0], body.op(x).operands[1]);
    let bdef = body.defining_op(b)?;
    let cst = crate::passes::api::constant_value(ctx, body, bdef);
    is_all_ones(ctx, cst).then_some(a)
}

pub fn andi(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    let (l, r) = operands2(body, op)?;
    if is_zero(ctx, c(k, 1)) {
        return value(r);
    }
    if splat_int(ctx, c(k, 1)).is_some_and(|(v, _)| v == -1) {
        return value(l);
    }
    // and(x, not(x)) -> 0; and(not(x), x) -> 0
    if not_of(ctx, body, r) == Some(l) || not_of(ctx, body, l) == Some(r) {
        return zero_result(ctx, body, op);
    }
    // and(a, and(a, b)) -> and(a, b), in every arrangement.
    for (x, y) in [(l, r), (r, l)] {
        if let Some(inner) = def_named(ctx, body, y, "arith.andi") {
            let ops = &body.op(inner).operands;
            if ops[0] == x || ops[1] == x {
                return value(y);
            }
        }
    }
    if let Some(f) = attr(fold_int_binary(ctx, k, None, |a, b, _| Some(a & b))) {
        return Some(f);
    }
    // The `Idempotent` trait.
    (l == r).then(|| value(l)).flatten()
}

pub fn ori(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    let (l, r) = operands2(body, op)?;
    if is_zero(ctx, c(k, 1)) {
        return value(l);
    }
    // or(x, all ones) -> all ones, for scalars only.
    if let Some(rhs) = c(k, 1) {
        if matches!(ctx.attr_kind(rhs), crate::ir::AttrKind::Integer { .. } | crate::ir::AttrKind::Bool(true))
            && is_all_ones(ctx, Some(rhs))
        {
            return attr(Some(rhs));
        }
    }
    if let Some(f) = attr(fold_int_binary(ctx, k, None, |a, b, _| Some(a | b))) {
        return Some(f);
    }
    (l == r).then(|| value(l)).flatten()
}

pub fn xori(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    let (l, r) = operands2(body, op)?;
    if is_zero(ctx, c(k, 1)) {
        return value(l);
    }
    if l == r {
        return zero_result(ctx, body, op);
    }
    // xor(xor(x, a), a) -> x; xor(xor(a, x), a) -> x
    if let Some(inner) = def_named(ctx, body, l, "arith.xori") {
        let (a, b) = (body.op(inner).operands[0], body.op(inner).operands[1]);
        if b == r {
            return value(a);
        }
        if a == r {
            return value(b);
        }
    }
    attr(fold_int_binary(ctx, k, None, |a, b, _| Some(a ^ b)))
}

/// The shifts: `x << 0 -> x`; constants shift when the amount is below the
/// width (MLIR only checks the last element's amount).
fn shift(
    ctx: &mut Context,
    body: &Body,
    op: Op,
    k: &[Option<Attr>],
    f: impl Fn(i128, u32, u32) -> i128,
) -> Option<Folded> {
    let (l, _) = operands2(body, op)?;
    if is_zero(ctx, c(k, 1)) {
        return value(l);
    }
    let mut bounded = false;
    let folded = fold_int_binary(ctx, k, None, |a, b, w| {
        let amount = unsigned(b, w);
        bounded = amount < w as u128;
        Some(if bounded { f(a, amount as u32, w) } else { 0 })
    });
    if bounded {
        attr(folded)
    } else {
        None
    }
}

pub fn shli(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    shift(ctx, body, op, k, |a, s, w| wrap(((a as u128) << s) as i128, w))
}

pub fn shrui(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    shift(ctx, body, op, k, |a, s, w| (unsigned(a, w) >> s) as i128)
}

pub fn shrsi(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    shift(ctx, body, op, k, |a, s, _| a >> s)
}

/// min/max: `op(x, x) -> x`, the extreme constants, then constants.
fn min_max(
    ctx: &mut Context,
    body: &Body,
    op: Op,
    k: &[Option<Attr>],
    signed: bool,
    max: bool,
) -> Option<Folded> {
    let (l, r) = operands2(body, op)?;
    if l == r {
        return value(r);
    }
    if let Some((v, w)) = splat_int(ctx, c(k, 1)) {
        let (lo, hi) = if signed { (min_signed(w), -(min_signed(w) + 1)) } else { (0, wrap(-1, w)) };
        let is = |x: i128| if signed { v == x } else { unsigned(v, w) == unsigned(x, w) };
        // The absorbing extreme gives the constant, the other one `x`.
        if is(if max { hi } else { lo }) {
            return value(r);
        }
        if is(if max { lo } else { hi }) {
            return value(l);
        }
    }
    attr(fold_int_binary(ctx, k, None, |a, b, w| {
        let less = if signed { a < b } else { unsigned(a, w) < unsigned(b, w) };
        Some(if less == max { b } else { a })
    }))
}

pub fn maxsi(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    min_max(ctx, body, op, k, true, true)
}
pub fn minsi(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    min_max(ctx, body, op, k, true, false)
}
pub fn maxui(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    min_max(ctx, body, op, k, false, true)
}
pub fn minui(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    min_max(ctx, body, op, k, false, false)
}

/// The `i1` overflow type of `addui_extended` (its second result).
fn second_type(body: &Body, op: Op) -> Option<crate::ir::Type> {
    body.op(op).results().nth(1).map(|v| body.value(v).ty)
}

/// `addui_extended(x, 0) -> x, false`; constants give the sum and whether
/// it wrapped.
pub fn addui_extended(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    let (l, _) = operands2(body, op)?;
    let bool_ty = second_type(body, op)?;
    if is_zero(ctx, c(k, 1)) {
        let f = make_ints(ctx, bool_ty, vec![0])?;
        return Some(Folded::Results(vec![FoldValue::Value(l), FoldValue::Attr(f)]));
    }
    let sum = fold_int_binary(ctx, k, None, |a, b, _| Some(a.wrapping_add(b)))?;
    let overflow = fold_int_binary(ctx, k, Some(bool_ty), |a, b, w| {
        let s = unsigned(a.wrapping_add(b), w);
        Some(-((s < unsigned(b, w)) as i128))
    })?;
    Some(Folded::Results(vec![FoldValue::Attr(sum), FoldValue::Attr(overflow)]))
}

/// `mul{s,u}i_extended`: by zero, both halves are zero; by one (unsigned
/// only), `x` and zero; constants give the low and high halves.
fn mul_extended(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>], signed: bool) -> Option<Folded> {
    let (l, _) = operands2(body, op)?;
    if is_zero(ctx, c(k, 1)) {
        let z = c(k, 1)?;
        return Some(Folded::Results(vec![FoldValue::Attr(z), FoldValue::Attr(z)]));
    }
    if !signed && is_one(ctx, c(k, 1)) {
        let ty = result_type(body, op)?;
        let z = zero_of(ctx, ty)?;
        return Some(Folded::Results(vec![FoldValue::Value(l), FoldValue::Attr(z)]));
    }
    let lty = read_ints(ctx, c(k, 0))?.ty;
    let width = super::consts::int_width(ctx, lty)?;
    if width > 64 {
        // The full product needs more than 128 bits.
        return None;
    }
    // The high half: signed products fit an i128, unsigned ones a u128.
    let high_of = |a: i128, b: i128, w: u32| {
        if signed {
            (a * b) >> w
        } else {
            ((unsigned(a, w) * unsigned(b, w)) >> w) as i128
        }
    };
    let low = fold_int_binary(ctx, k, None, |a, b, _| Some(a.wrapping_mul(b)))?;
    let high = fold_int_binary(ctx, k, None, |a, b, w| Some(high_of(a, b, w)))?;
    Some(Folded::Results(vec![FoldValue::Attr(low), FoldValue::Attr(high)]))
}

pub fn mulsi_extended(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    mul_extended(ctx, body, op, k, true)
}

pub fn mului_extended(ctx: &mut Context, body: &mut Body, op: Op, k: &[Option<Attr>]) -> Option<Folded> {
    mul_extended(ctx, body, op, k, false)
}
