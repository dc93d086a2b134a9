//! The arith dialect's folds (MLIR 19's `fold` methods of `arith.constant`,
//! `arith.addi` and `arith.select`) and its constant materialisation
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
