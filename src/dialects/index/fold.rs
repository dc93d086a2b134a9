//! The index dialect's folds and constant materialisation (MLIR 19's
//! `IndexOps.cpp`). An `index` is 32 or 64 bits wide depending on the
//! target, so an op whose result depends on the width (division,
//! remainders, signed/unsigned extrema, shifts, comparisons, casts to wider
//! integers) folds only when the 64-bit result truncated to 32 bits equals
//! the 32-bit result (`foldBinaryOpChecked`); width-independent ones (add,
//! sub, mul, and, or, xor) always fold. Identities: `add(x, 0)`,
//! `sub(x, 0)`, `mul(x, 1)` are `x`, `mul(x, 0)` is `0`, and `cmp(x, x)` is
//! known for every predicate.

use crate::ir::{Attr, AttrKind, Body, Context, IntValue, Op, Type, TypeKind, Value};
use crate::passes::api::{constant_value, int_of, prop, FoldValue, Folded, Rewriter};

/// A value computed at one width (64 or 32 bits), kept sign-extended.
type Calc = fn(i128, i128, u32) -> Option<i128>;

/// `v` wrapped to `bits` bits, sign-extended.
fn wrap(v: i128, bits: u32) -> i128 {
    let s = 128 - bits;
    (v << s) >> s
}

/// `v` as unsigned `bits` bits.
fn unsigned(v: i128, bits: u32) -> u128 {
    (v as u128) & ((1u128 << bits) - 1)
}

fn index_attr(ctx: &mut Context, v: i128) -> Attr {
    let ty = ctx.ty(TypeKind::Index);
    ctx.attr(AttrKind::Integer { value: IntValue::Small(wrap(v, 64)), ty })
}

/// The constant `index` operands of a binary op, as 64-bit values.
fn operands(consts: &[Option<Attr>], ctx: &Context) -> Option<(i128, i128)> {
    let (a, _) = int_of(ctx, *consts.first()?)?;
    let (b, _) = int_of(ctx, *consts.get(1)?)?;
    Some((wrap(a, 64), wrap(b, 64)))
}

/// `foldBinaryOpChecked`: the 64-bit result when it agrees with the
/// 32-bit one; `unchecked` ops agree by construction.
fn binary(ctx: &mut Context, consts: &[Option<Attr>], calc: Calc, checked: bool) -> Option<Attr> {
    let (a, b) = operands(consts, ctx)?;
    let r64 = calc(a, b, 64)?;
    if checked {
        let r32 = calc(wrap(a, 32), wrap(b, 32), 32)?;
        if wrap(r64, 32) != wrap(r32, 32) {
            return None;
        }
    }
    Some(index_attr(ctx, r64))
}

fn attr(a: Attr) -> Option<Folded> {
    Some(Folded::Results(vec![FoldValue::Attr(a)]))
}

fn value(v: Value) -> Option<Folded> {
    Some(Folded::Results(vec![FoldValue::Value(v)]))
}

/// The constant right-hand side, as 64 bits.
fn rhs_const(ctx: &Context, consts: &[Option<Attr>]) -> Option<i128> {
    int_of(ctx, *consts.get(1)?).map(|(v, _)| wrap(v, 64))
}

fn lhs(body: &Body, op: Op) -> Value {
    body.op(op).operands[0]
}

macro_rules! binary_folds {
    ($($name:ident, $checked:expr, $calc:expr;)*) => {
        $(pub fn $name(ctx: &mut Context, _: &mut Body, _: Op, consts: &[Option<Attr>]) -> Option<Folded> {
            attr(binary(ctx, consts, $calc, $checked)?)
        })*
    };
}

fn nonzero(b: i128) -> Option<()> {
    (b != 0).then_some(())
}

/// Signed division of `bits`-bit values with wrap-around (INT_MIN / -1).
fn sdiv(a: i128, b: i128, bits: u32) -> i128 {
    wrap(a.wrapping_div(b), bits)
}

fn ceil_div_s(n: i128, m: i128, bits: u32) -> Option<i128> {
    nonzero(m)?;
    if n == 0 {
        return Some(0);
    }
    let m_pos = m > 0;
    if (n > 0) != m_pos {
        // -((-n) / m): no overflow since the signs differ.
        return Some(wrap(-sdiv(wrap(-n, bits), m, bits), bits));
    }
    let x = if m_pos { -1 } else { 1 };
    Some(wrap(sdiv(wrap(n + x, bits), m, bits) + 1, bits))
}

fn ceil_div_u(n: i128, m: i128, bits: u32) -> Option<i128> {
    nonzero(m)?;
    if n == 0 {
        return Some(0);
    }
    let (n, m) = (unsigned(n, bits), unsigned(m, bits));
    Some(wrap(((n - 1) / m + 1) as i128, bits))
}

fn floor_div_s(n: i128, m: i128, bits: u32) -> Option<i128> {
    nonzero(m)?;
    if n == 0 {
        return Some(0);
    }
    let m_neg = m < 0;
    if (n < 0) == m_neg {
        return Some(sdiv(n, m, bits));
    }
    let x = if m_neg { 1 } else { -1 };
    Some(wrap(-1 - sdiv(wrap(x - n, bits), m, bits), bits))
}

binary_folds! {
    divs, true, |a, b, bits| { nonzero(b)?; Some(sdiv(a, b, bits)) };
    divu, true, |a, b, bits| { nonzero(b)?; Some(wrap((unsigned(a, bits) / unsigned(b, bits)) as i128, bits)) };
    ceildivs, true, ceil_div_s;
    ceildivu, true, ceil_div_u;
    floordivs, true, floor_div_s;
    rems, true, |a, b, bits| { nonzero(b)?; Some(wrap(a.wrapping_rem(b), bits)) };
    remu, true, |a, b, bits| { nonzero(b)?; Some(wrap((unsigned(a, bits) % unsigned(b, bits)) as i128, bits)) };
    maxs, true, |a, b, _| Some(a.max(b));
    mins, true, |a, b, _| Some(a.min(b));
    maxu, true, |a, b, bits| Some(if unsigned(a, bits) > unsigned(b, bits) { a } else { b });
    minu, true, |a, b, bits| Some(if unsigned(a, bits) < unsigned(b, bits) { a } else { b });
    // A shift by 32 or more is undefined on 32-bit targets only.
    shl, true, |a, b, bits| { (unsigned(b, bits) < 32).then(|| wrap(a << unsigned(b, bits), bits)) };
    shrs, true, |a, b, bits| { (unsigned(b, bits) < 32).then(|| a >> unsigned(b, bits)) };
    shru, true, |a, b, bits| { (unsigned(b, bits) < 32).then(|| (unsigned(a, bits) >> unsigned(b, bits)) as i128) };
    and, false, |a, b, _| Some(a & b);
    or, false, |a, b, _| Some(a | b);
    xor, false, |a, b, _| Some(a ^ b);
}

/// add: constants, then `add(x, 0) -> x`.
pub fn add(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    if let Some(a) = binary(ctx, consts, |a, b, bits| Some(wrap(a + b, bits)), false) {
        return attr(a);
    }
    (rhs_const(ctx, consts)? == 0).then(|| value(lhs(body, op))).flatten()
}

/// sub: constants, then `sub(x, 0) -> x`.
pub fn sub(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    if let Some(a) = binary(ctx, consts, |a, b, bits| Some(wrap(a - b, bits)), false) {
        return attr(a);
    }
    (rhs_const(ctx, consts)? == 0).then(|| value(lhs(body, op))).flatten()
}

/// mul: constants, then `mul(x, 1) -> x` and `mul(x, 0) -> 0`.
pub fn mul(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    if let Some(a) = binary(ctx, consts, |a, b, bits| Some(wrap(a.wrapping_mul(b), bits)), false) {
        return attr(a);
    }
    match rhs_const(ctx, consts)? {
        1 => value(lhs(body, op)),
        0 => attr(consts[1]?),
        _ => None,
    }
}

/// The predicate word of `index.cmp`.
fn predicate(ctx: &Context, body: &Body, op: Op) -> Option<String> {
    let a = prop(ctx, body, op, "pred")?;
    super::syntax::predicate_word(ctx, a).map(str::to_string)
}

fn compare(pred: &str, a: i128, b: i128, bits: u32) -> Option<bool> {
    let (ua, ub) = (unsigned(a, bits), unsigned(b, bits));
    Some(match pred {
        "eq" => a == b,
        "ne" => a != b,
        "slt" => a < b,
        "sle" => a <= b,
        "sgt" => a > b,
        "sge" => a >= b,
        "ult" => ua < ub,
        "ule" => ua <= ub,
        "ugt" => ua > ub,
        "uge" => ua >= ub,
        _ => return None,
    })
}

/// cmp: constants when both widths agree, then `cmp(x, x)`.
pub fn cmp(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let pred = predicate(ctx, body, op)?;
    if let Some((a, b)) = operands(consts, ctx) {
        let r64 = compare(&pred, a, b, 64)?;
        let r32 = compare(&pred, wrap(a, 32), wrap(b, 32), 32)?;
        if r64 == r32 {
            return attr(ctx.attr(AttrKind::Bool(r64)));
        }
    }
    let ops = &body.op(op).operands;
    if ops.len() == 2 && ops[0] == ops[1] {
        let known = matches!(pred.as_str(), "eq" | "sge" | "sle" | "uge" | "ule");
        return attr(ctx.attr(AttrKind::Bool(known)));
    }
    None
}

/// `foldCastOp`: to `index`, the cast as on a 64-bit target (truncating
/// it later gives the 32-bit answer); from `index`, only when the result
/// does not depend on the width.
fn cast(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>], signed: bool) -> Option<Folded> {
    let (v, width) = int_of(ctx, *consts.first()?)?;
    let ext = |x: i128, from: u32, to: u32| -> i128 {
        if signed {
            wrap(wrap(x, from), to)
        } else {
            wrap(unsigned(x, from) as i128, to)
        }
    };
    let rty: Type = body.value(Value(body.op(op).first_result)).ty;
    match ctx.type_kind(rty).clone() {
        TypeKind::Index => {
            let r = ext(v, width, 64);
            attr(index_attr(ctx, r))
        }
        TypeKind::Integer { width: w, .. } => {
            let value = wrap(v, 64);
            let result = if w <= 32 {
                wrap(value, w)
            } else if w >= 64 {
                if ext(value, 32, 64) != value {
                    return None;
                }
                ext(value, 64, w.min(127))
            } else {
                let r = wrap(value, w);
                if r != ext(value, 32, w) {
                    return None;
                }
                r
            };
            if w > 127 {
                return None;
            }
            let a = crate::passes::api::int_attr(ctx, rty, w, result)?;
            attr(a)
        }
        _ => None,
    }
}

pub fn casts(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    cast(ctx, body, op, consts, true)
}

pub fn castu(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    cast(ctx, body, op, consts, false)
}

/// `index.constant` and `index.bool.constant` are their values.
pub fn constant(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    attr(prop(ctx, body, op, "value")?)
}

/// MLIR's `IndexDialect::materializeConstant`: a bool as
/// `index.bool.constant` (for `i1`), an `index` integer as `index.constant`.
pub fn materialize_constant(ctx: &mut Context, body: &mut Body, value: Attr, ty: Type, loc: Option<Attr>) -> Option<Op> {
    let name = match ctx.attr_kind(value) {
        AttrKind::Bool(_) if matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, .. }) => "index.bool.constant",
        AttrKind::Integer { ty: at, .. } if matches!(ctx.type_kind(*at), TypeKind::Index) && matches!(ctx.type_kind(ty), TypeKind::Index) => {
            "index.constant"
        }
        _ => return None,
    };
    let name = ctx.ident(name);
    let key = ctx.ident("value");
    let properties = Some(ctx.dict(vec![(key, value)]));
    let attrs = ctx.empty_dict();
    Some(body.new_op(name, Box::new([]), &[ty], Box::new([]), properties, attrs, Box::new([]), loc, Default::default()))
}

/// `cmp(sub(x, y), 0)` → `cmp(x, y)` and `cmp(0, sub(x, y))` → `cmp(y, x)`,
/// the predicate kept (MLIR's `CmpOp::canonicalize`).
pub fn cmp_of_sub(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let is_zero = |rw: &mut Rewriter<'_>, v: Value| -> bool {
        let Some(d) = rw.body.defining_op(v) else { return false };
        let c = constant_value(rw.ctx, rw.body, d);
        int_of(rw.ctx, c).is_some_and(|(v, _)| v == 0)
    };
    let (l, r) = (rw.body.op(op).operands[0], rw.body.op(op).operands[1]);
    let rhs_zero = is_zero(rw, r);
    if !rhs_zero && !is_zero(rw, l) {
        return false;
    }
    let sub_of = if rhs_zero { l } else { r };
    let Some(sub) = rw.body.defining_op(sub_of) else { return false };
    if rw.ctx.str(rw.body.op(sub).name) != "index.sub" {
        return false;
    }
    let (x, y) = (rw.body.op(sub).operands[0], rw.body.op(sub).operands[1]);
    let operands: Box<[Value]> = if rhs_zero { Box::new([x, y]) } else { Box::new([y, x]) };
    let d = rw.body.op(op).clone();
    let i1 = rw.body.value(Value(d.first_result)).ty;
    let new = rw.body.new_op(d.name, operands, &[i1], Box::new([]), d.properties, d.attrs, Box::new([]), d.loc, d.span);
    rw.insert_before(op, new);
    let v = Value(rw.body.op(new).first_result);
    rw.replace_op(op, &[v]);
    true
}
