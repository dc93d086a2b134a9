//! `CmpFIntToFPConst` (MLIR 19's `arith.cmpf` canonicalization, after
//! LLVM's InstCombine): a comparison of `sitofp`/`uitofp` of an integer
//! with a float constant becomes an integer comparison with the constant
//! truncated toward zero (the predicate adjusted for a fractional
//! constant), or a constant `true`/`false` when the result cannot depend
//! on the integer (a constant outside the integer type's range, `ord`,
//! `uno`, a fractional `eq`/`ne`). Left alone when the conversion may lose
//! precision in a way that matters, for NaN constants, and for float
//! formats the arith folds do not model (beyond f16, bf16, f32, f64).

use super::consts::{float_kind, int_width, is_shaped, make_ints};
use super::softfloat::{compare, decode, from_int, to_int, Val};
use crate::ir::{FloatKind, Op, Value};
use crate::passes::api::{constant_value, materialize_constant, prop, Rewriter};
use std::cmp::Ordering;

/// `arith.cmpi`'s predicates.
const EQ: i128 = 0;
const NE: i128 = 1;
const SLT: i128 = 2;
const SLE: i128 = 3;
const SGT: i128 = 4;
const SGE: i128 = 5;
const ULT: i128 = 6;
const ULE: i128 = 7;
const UGT: i128 = 8;
const UGE: i128 = 9;

/// `arith.cmpf`'s `ord` and `uno`.
const ORD: i128 = 7;
const UNO: i128 = 14;

/// `convertToIntegerPredicate`: the float predicate as an integer one
/// (ordered and unordered alike); `None` for the constant predicates.
fn integer_predicate(pred: i128, unsigned: bool) -> Option<i128> {
    let pick = |s: i128, u: i128| if unsigned { u } else { s };
    Some(match pred {
        1 | 8 => EQ,
        2 | 9 => pick(SGT, UGT),
        3 | 10 => pick(SGE, UGE),
        4 | 11 => pick(SLT, ULT),
        5 | 12 => pick(SLE, ULE),
        6 | 13 => NE,
        _ => return None,
    })
}

/// `getFPMantissaWidth` (the precision, implicit bit included) and the
/// largest finite value's exponent, for the formats modelled.
fn format(kind: FloatKind) -> Option<(i32, i32)> {
    Some(match kind {
        FloatKind::F16 => (11, 15),
        FloatKind::BF16 => (8, 127),
        FloatKind::F32 => (24, 127),
        FloatKind::F64 => (53, 1023),
        _ => return None,
    })
}

/// `ilogb`: the unbiased exponent of a finite non-zero value, `i32::MAX`
/// for infinities, very negative for zero.
fn ilogb(v: Val) -> i32 {
    match v {
        Val::Finite { mag: 0, .. } => i32::MIN + 1,
        Val::Finite { mag, exp, .. } => 127 - mag.leading_zeros() as i32 + exp,
        Val::Inf(_) => i32::MAX,
        Val::Nan(..) => i32::MIN,
    }
}

fn replace_by_bool(rw: &mut Rewriter<'_>, op: Op, value: bool) -> bool {
    let i1 = rw.ctx.int_type(1);
    let Some(attr) = make_ints(rw.ctx, i1, vec![value as i128]) else { return false };
    replace_by_constant_then(rw, op, attr, i1, None)
}

/// Replaces `op` by an `arith.constant attr : ty` (then, with `cmp`, by
/// `arith.cmpi cmp.0, cmp.1, %constant`).
fn replace_by_constant_then(rw: &mut Rewriter<'_>, op: Op, attr: crate::ir::Attr, ty: crate::ir::Type, cmp: Option<(i128, Value)>) -> bool {
    let loc = rw.body.op(op).loc;
    let info = crate::ods::lookup("arith.constant");
    let Some(c) = materialize_constant(rw.ctx, rw.body, info, attr, ty, loc) else { return false };
    rw.insert_before(op, c);
    let cv = Value(rw.body.op(c).first_result);
    let Some((pred, lhs)) = cmp else {
        rw.replace_op(op, &[cv]);
        return true;
    };
    let i1 = rw.ctx.int_type(1);
    let p = rw.ctx.int_attr(pred, 64);
    let key = rw.ctx.ident("predicate");
    let props = Some(rw.ctx.dict(vec![(key, p)]));
    let name = rw.ctx.ident("arith.cmpi");
    let attrs = rw.ctx.empty_dict();
    let span = rw.body.op(op).span;
    let new = rw.body.new_op(name, Box::new([lhs, cv]), &[i1], Box::new([]), props, attrs, Box::new([]), loc, span);
    rw.insert_before(op, new);
    let r = Value(rw.body.op(new).first_result);
    rw.replace_op(op, &[r]);
    true
}

/// The pattern on `arith.cmpf`.
pub fn cmpf_int_to_fp_const(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let d = rw.body.op(op);
    let (lhs, rhs) = (d.operands[0], d.operands[1]);
    let Some(rdef) = rw.body.defining_op(rhs) else { return false };
    let Some(attr) = constant_value(rw.ctx, rw.body, rdef) else { return false };
    let crate::ir::AttrKind::Float { bits, .. } = *rw.ctx.attr_kind(attr) else { return false };
    let Some(kind) = float_kind(rw.ctx, rw.body.value(rhs).ty) else { return false };
    let Some((mantissa, max_exp)) = format(kind) else { return false };
    let Some(val) = decode(bits, kind) else { return false };
    if matches!(val, Val::Nan(..)) {
        return false;
    }
    let Some(ldef) = rw.body.defining_op(lhs) else { return false };
    let unsigned = match rw.ctx.str(rw.body.op(ldef).name) {
        "arith.sitofp" => false,
        "arith.uitofp" => true,
        _ => return false,
    };
    let int_val = rw.body.op(ldef).operands[0];
    let int_ty = rw.body.value(int_val).ty;
    let Some(width) = int_width(rw.ctx, int_ty) else { return false };
    if width == 0 || width > 64 || is_shaped(rw.ctx, int_ty) {
        return false;
    }
    let value_bits = if unsigned { width as i32 } else { width as i32 - 1 };
    if width as i32 > mantissa {
        let exponent = ilogb(val);
        if exponent == i32::MAX {
            if max_exp < value_bits {
                return false;
            }
        } else if mantissa <= exponent && exponent <= value_bits {
            return false;
        }
    }
    let Some(pred) = prop(rw.ctx, rw.body, op, "predicate").and_then(|a| rw.ctx.int_value(a)) else { return false };
    let mut pred = match pred {
        ORD => return replace_by_bool(rw, op, true),
        UNO => return replace_by_bool(rw, op, false),
        p => match integer_predicate(p, unsigned) {
            Some(p) => p,
            None => return false,
        },
    };
    let less = |a: u128, b: u128| compare(a, b, kind) == Some(Ordering::Less);
    // The type's extremes as floats of the constant's format.
    let (max, min) = if unsigned {
        let m = ((1u128 << width) - 1) as i128;
        (from_int(m, Some(m as u128), kind), from_int(0, Some(0), kind))
    } else {
        let m = (1i128 << (width - 1)) - 1;
        (from_int(m, None, kind), from_int(-m - 1, None, kind))
    };
    let (Some(max), Some(min)) = (max, min) else { return false };
    if less(max, bits) {
        let t = pred == NE || pred == if unsigned { ULT } else { SLT } || pred == if unsigned { ULE } else { SLE };
        return replace_by_bool(rw, op, t);
    }
    if less(bits, min) {
        let t = pred == NE || pred == if unsigned { UGT } else { SGT } || pred == if unsigned { UGE } else { SGE };
        return replace_by_bool(rw, op, t);
    }
    let Some(rhs_int) = to_int(bits, kind, width, !unsigned) else { return false };
    let (negative, zero) = match val {
        Val::Finite { neg, mag, .. } => (neg, mag == 0),
        Val::Inf(neg) => (neg, false),
        Val::Nan(..) => return false,
    };
    if !zero {
        let back = if unsigned { from_int(rhs_int, Some(rhs_int as u128), kind) } else { from_int(rhs_int, None, kind) };
        let Some(back) = back else { return false };
        if compare(back, bits, kind) != Some(Ordering::Equal) {
            match pred {
                NE => return replace_by_bool(rw, op, true),
                EQ => return replace_by_bool(rw, op, false),
                ULE if negative => return replace_by_bool(rw, op, false),
                SLE if negative => pred = SLT,
                ULT if negative => return replace_by_bool(rw, op, false),
                ULT => pred = ULE,
                SLT if !negative => pred = SLE,
                UGT if negative => return replace_by_bool(rw, op, true),
                SGT if negative => pred = SGE,
                UGE if negative => return replace_by_bool(rw, op, true),
                UGE => pred = UGT,
                SGE if !negative => pred = SGT,
                _ => {}
            }
        }
    }
    let Some(c) = make_ints(rw.ctx, int_ty, vec![rhs_int]) else { return false };
    replace_by_constant_then(rw, op, c, int_ty, Some((pred, int_val)))
}
