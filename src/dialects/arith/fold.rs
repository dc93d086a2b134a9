//! The arith dialect's folds (MLIR 19's `fold` methods of `arith.constant`,
//! `arith.addi`, `arith.select` and, in part, `arith.cmpi`) and its constant materialisation
//! (`ArithDialect::materializeConstant`), registered in [`super::rewrite`].

use crate::ir::{Attr, AttrKind, Body, Context, Op, Type, TypeKind, Value};
use crate::passes::api::{int_attr, int_of, prop, result_type, FoldValue, Folded};

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

/// `arith.addi`: constants add (wrapping); `x + 0` is `x`.
pub fn fold_addi(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let lhs = int_of(ctx, consts.first().copied().flatten());
    let rhs = int_of(ctx, consts.get(1).copied().flatten());
    if rhs.is_some_and(|(v, _)| v == 0) {
        return same(*body.op(op).operands.first()?);
    }
    let ((l, _), (r, _)) = (lhs?, rhs?);
    let ty = result_type(body, op)?;
    let width = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => return None,
    };
    one(int_attr(ctx, ty, width, l.wrapping_add(r))?)
}

/// `arith.select`: equal arms, a constant condition, or `select %c, true,
/// false` (which is `%c`).
pub fn fold_select(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let (cond, t, f) = match *body.op(op).operands {
        [c, t, f] => (c, t, f),
        _ => return None,
    };
    if t == f {
        return same(t);
    }
    match int_of(ctx, consts.first().copied().flatten()) {
        Some((1, 1)) | Some((-1, 1)) => return same(t),
        Some((0, 1)) => return same(f),
        _ => {}
    }
    let i1 = ctx.int_type(1);
    let tv = int_of(ctx, consts.get(1).copied().flatten());
    let fv = int_of(ctx, consts.get(2).copied().flatten());
    if result_type(body, op) == Some(i1) && tv.is_some_and(|x| x.0 != 0) && fv.is_some_and(|x| x.0 == 0) {
        return same(cond);
    }
    None
}

/// `arith.cmpi` predicates in the enum's order.
const PREDICATES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// `arith.cmpi` (MLIR 19's `CmpIOp::fold`, in part): equal operands decide
/// the predicate; two integer constants compare; a constant on the left
/// moves to the right with the mirrored predicate (in place).
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
    let ((a, w), (b, _)) = (int_of(ctx, l)?, int_of(ctx, r)?);
    let unsigned = |x: i128| if w >= 128 { x } else { x & ((1i128 << w) - 1) };
    let (ua, ub) = (unsigned(a), unsigned(b));
    let value = match name {
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
    bool_result(ctx, body, op, value)
}

/// `true`/`false` of the op's result type: an `i1`, or a splat of a
/// shaped `i1` type.
fn bool_result(ctx: &mut Context, body: &mut Body, op: Op, value: bool) -> Option<Folded> {
    let ty = result_type(body, op)?;
    match ctx.type_kind(ty) {
        TypeKind::Integer { width: 1, .. } => one(ctx.int_attr(value as i128, 1)),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => {
            let data = crate::ir::DenseData::Ints(Box::new([value as i128]));
            one(ctx.attr(AttrKind::DenseElements { ty, data }))
        }
        _ => None,
    }
}

/// `arith.constant` of an integer, float or elements attribute of type `ty`
/// (integers, floats, `index` and shapes of them).
pub fn materialize_constant(ctx: &mut Context, body: &mut Body, value: Attr, ty: Type, loc: Option<Attr>) -> Option<Op> {
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
