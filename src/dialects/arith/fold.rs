//! The arith dialect's folds of `arith.constant`, `arith.select`,
//! `arith.cmpi` and `arith.cmpf` (MLIR 19's `fold` methods; the arithmetic
//! and casts are in `fold_int` and `fold_float`) and its constant
//! materialisation (`ArithDialect::materializeConstant`), registered in
//! [`super::rewrite`].

use super::consts::{int_width, is_one, is_zero, make_floats, make_ints, read_floats, read_ints, unsigned, fold_int_binary};
use super::fold_int::def_named;
use super::softfloat;
use crate::ir::{Attr, AttrKind, Body, Context, DenseData, Op, Type, TypeKind, Value};
use crate::passes::api::{prop, result_type, FoldValue, Folded};

fn one(a: Attr) -> Option<Folded> {
    Some(Folded::Results(vec![FoldValue::Attr(a)]))
}

fn same(v: Value) -> Option<Folded> {
    Some(Folded::Results(vec![FoldValue::Value(v)]))
}

/// `arith.constant` folds to its value.
pub fn fold_constant(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    one(prop(ctx, body, op, "value")?)
}

/// `arith.select` (MLIR 19's `SelectOp::fold`): equal arms, a constant
/// condition, a poison arm, `select %c, true, false` (which is `%c`),
/// a condition comparing the two arms for (in)equality, and a constant
/// vector condition choosing between constant vectors.
pub fn fold_select(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let (cond, t, f) = match *body.op(op).operands {
        [c, t, f] => (c, t, f),
        _ => return None,
    };
    if t == f {
        return same(t);
    }
    let k = |i: usize| consts.get(i).copied().flatten();
    if is_one(ctx, k(0)) {
        return same(t);
    }
    if is_zero(ctx, k(0)) {
        return same(f);
    }
    if is_poison(ctx, k(1)) {
        return same(f);
    }
    if is_poison(ctx, k(2)) {
        return same(t);
    }
    let i1 = ctx.int_type(1);
    if result_type(body, op) == Some(i1) && is_one(ctx, k(1)) && is_zero(ctx, k(2)) {
        return same(cond);
    }
    if let Some(cmp) = def_named(ctx, body, cond, "arith.cmpi") {
        let pred = prop(ctx, body, cmp, "predicate").and_then(|a| ctx.int_value(a));
        let (cl, cr) = (body.op(cmp).operands[0], body.op(cmp).operands[1]);
        if matches!(pred, Some(0) | Some(1)) && ((cl == t && cr == f) || (cr == t && cl == f)) {
            return same(if pred == Some(1) { t } else { f });
        }
    }
    // A constant condition vector over constant arms.
    let (cv, tv, fv) = (read_ints(ctx, k(0))?, k(1)?, k(2)?);
    if !cv.shaped {
        return None;
    }
    let elems = |ctx: &Context, a: Attr| match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, data: DenseData::Ints(v) } => Some((*ty, Err(v.to_vec()))),
        AttrKind::DenseElements { ty, data: DenseData::Floats(v) } => Some((*ty, Ok(v.to_vec()))),
        _ => None,
    };
    let ((ty, tvals), (_, fvals)) = (elems(ctx, tv)?, elems(ctx, fv)?);
    let n = crate::ir::static_shape(ctx, ty)?.0.iter().product::<u64>() as usize;
    let at = |v: &[i128], i: usize| if v.len() == 1 { v[0] } else { v[i] };
    let pick = |i: usize| at(&cv.vals, i) != 0;
    match (tvals, fvals) {
        (Err(a), Err(b)) => {
            let vals = (0..n).map(|i| if pick(i) { at(&a, i) } else { at(&b, i) }).collect();
            one(make_ints(ctx, ty, vals)?)
        }
        (Ok(a), Ok(b)) => {
            let atf = |v: &[u128], i: usize| if v.len() == 1 { v[0] } else { v[i] };
            let vals = (0..n).map(|i| if pick(i) { atf(&a, i) } else { atf(&b, i) }).collect();
            one(make_floats(ctx, ty, vals)?)
        }
        _ => None,
    }
}

/// Whether a constant is `#ub.poison`.
fn is_poison(ctx: &Context, a: Option<Attr>) -> bool {
    a.is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Dialect { name, body: None } if ctx.str(*name) == "ub.poison"))
}

/// `arith.cmpi` predicates in the enum's order.
const PREDICATES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// `arith.cmpi` (MLIR 19's `CmpIOp::fold`): equal operands decide the
/// predicate; `ext(%x : i1) != 0`, `%x != false` and `%x == true` are
/// `%x`; a constant on the left moves to the right with the mirrored
/// predicate (in place); two constants compare, element-wise on vectors.
pub fn fold_cmpi(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let pred = prop(ctx, body, op, "predicate").and_then(|a| ctx.int_value(a))?;
    let name = *PREDICATES.get(usize::try_from(pred).ok()?)?;
    let (lhs, rhs) = match *body.op(op).operands {
        [l, r] => (l, r),
        _ => return None,
    };
    if lhs == rhs {
        return bool_result(ctx, body, op, matches!(name, "eq" | "sle" | "sge" | "ule" | "uge"));
    }
    let (l, r) = (consts.first().copied().flatten(), consts.get(1).copied().flatten());
    let is_i1 = |ctx: &Context, body: &Body, v: Value| int_width(ctx, body.value(v).ty) == Some(1)
        && !matches!(ctx.type_kind(body.value(v).ty), TypeKind::Index);
    if is_zero(ctx, r) {
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(e) = def_named(ctx, body, lhs, ext) {
                let src = body.op(e).operands[0];
                if is_i1(ctx, body, src) && name == "ne" {
                    return same(src);
                }
            }
        }
    }
    if l.is_some() && r.is_none() {
        let mirrored = match name {
            "slt" => "sgt",
            "sle" => "sge",
            "sgt" => "slt",
            "sge" => "sle",
            "ult" => "ugt",
            "ule" => "uge",
            "ugt" => "ult",
            "uge" => "ule",
            other => other,
        };
        let n = PREDICATES.iter().position(|p| *p == mirrored)? as i128;
        let attr = ctx.int_attr(n, 64);
        crate::passes::api::set_prop(ctx, body, op, "predicate", attr);
        body.set_operand(op, 0, rhs);
        body.set_operand(op, 1, lhs);
        return Some(Folded::InPlace);
    }
    let ty = result_type(body, op)?;
    one(fold_int_binary(ctx, consts, Some(ty), |a, b, w| {
        let (ua, ub) = (unsigned(a, w), unsigned(b, w));
        let v = match name {
            "eq" => a == b,
            "ne" => a != b,
            "slt" => a < b,
            "sle" => a <= b,
            "sgt" => a > b,
            "sge" => a >= b,
            "ult" => ua < ub,
            "ule" => ua <= ub,
            "ugt" => ua > ub,
            _ => ua >= ub,
        };
        Some(-(v as i128))
    })?)
}

/// `arith.cmpf` predicates in the enum's order.
const FPREDICATES: [&str; 16] =
    ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"];

/// `arith.cmpf` of two scalar constants (a NaN on either side decides
/// alone: the other side needs not be constant).
pub fn fold_cmpf(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    use std::cmp::Ordering::*;
    let pred = prop(ctx, body, op, "predicate").and_then(|a| ctx.int_value(a))?;
    let name = *FPREDICATES.get(usize::try_from(pred).ok()?)?;
    let scalar = |ctx: &Context, a: Option<Attr>| match ctx.attr_kind(a?) {
        AttrKind::Float { .. } => read_floats(ctx, a).map(|(e, k)| (e.vals[0], k)),
        _ => None,
    };
    let mut l = scalar(ctx, consts.first().copied().flatten());
    let mut r = scalar(ctx, consts.get(1).copied().flatten());
    if let Some((b, k)) = l {
        if softfloat::is_nan(b, k) {
            r = l;
        }
    }
    if let Some((b, k)) = r {
        if softfloat::is_nan(b, k) {
            l = r;
        }
    }
    let ((a, kind), (b, _)) = (l?, r?);
    let ord = softfloat::compare(a, b, kind);
    let v = match name {
        "false" => false,
        "oeq" => ord == Some(Equal),
        "ogt" => ord == Some(Greater),
        "oge" => matches!(ord, Some(Greater | Equal)),
        "olt" => ord == Some(Less),
        "ole" => matches!(ord, Some(Less | Equal)),
        "one" => matches!(ord, Some(Less | Greater)),
        "ord" => ord.is_some(),
        "ueq" => matches!(ord, None | Some(Equal)),
        "ugt" => matches!(ord, None | Some(Greater)),
        "uge" => matches!(ord, None | Some(Greater | Equal)),
        "ult" => matches!(ord, None | Some(Less)),
        "ule" => matches!(ord, None | Some(Less | Equal)),
        "une" => ord != Some(Equal),
        "uno" => ord.is_none(),
        _ => true,
    };
    one(ctx.attr(AttrKind::Bool(v)))
}

/// `true`/`false` of the op's result type: an `i1`, or a splat of a
/// shaped `i1` type.
fn bool_result(ctx: &mut Context, body: &mut Body, op: Op, value: bool) -> Option<Folded> {
    let ty = result_type(body, op)?;
    one(make_ints(ctx, ty, vec![-(value as i128)])?)
}

/// `arith.constant` of an integer, float or elements attribute of type `ty`
/// (integers, floats, `index` and shapes of them).
pub fn materialize_constant(ctx: &mut Context, body: &mut Body, value: Attr, ty: Type, loc: Option<Attr>) -> Option<Op> {
    if is_poison(ctx, Some(value)) {
        // MLIR's arith materializer builds `ub.poison` for a poison value.
        let name = ctx.ident("ub.poison");
        let key = ctx.ident("value");
        let properties = Some(ctx.dict(vec![(key, value)]));
        let attrs = ctx.empty_dict();
        return Some(body.new_op(name, Box::new([]), &[ty], Box::new([]), properties, attrs, Box::new([]), loc, Default::default()));
    }
    let attr_ty = match ctx.attr_kind(value) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } | AttrKind::DenseElements { ty, .. } => *ty,
        AttrKind::Bool(_) => ctx.int_type(1),
        _ => return None,
    };
    if attr_ty != ty {
        return None;
    }
    let name = ctx.ident("arith.constant");
    let key = ctx.ident("value");
    let properties = Some(ctx.dict(vec![(key, value)]));
    let attrs = ctx.empty_dict();
    Some(body.new_op(name, Box::new([]), &[ty], Box::new([]), properties, attrs, Box::new([]), loc, Default::default()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn materializes_typed_constants_only() {
        let mut ctx = Context::new();
        let mut body = Body::default();
        let i64t = ctx.int_type(64);
        let seven = ctx.int_attr(7, 64);
        let op = materialize_constant(&mut ctx, &mut body, seven, i64t, None).unwrap();
        assert_eq!(ctx.str(body.op(op).name), "arith.constant");
        // Nothing for symbols.
        let ptr = ctx.ptr_type();
        let sym = ctx.flat_symbol_ref("g");
        assert!(materialize_constant(&mut ctx, &mut body, sym, ptr, None).is_none());
    }
}
