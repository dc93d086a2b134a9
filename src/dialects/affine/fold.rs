//! The affine ops' folds (MLIR 19's `AffineApplyOp::fold`, `foldMinMaxOp`)
//! and the dialect's constant materialisation (`arith.constant`, as
//! `AffineDialect::materializeConstant` builds it).

use crate::ir::affine::expr::{uses, Map};
use crate::ir::affine::E;
use crate::ir::{Attr, AttrKind, Body, Context, IntValue, Op, Type, TypeKind};
use crate::passes::api::{FoldValue, Folded};

use super::syntax::map_of;

fn index_attr(ctx: &mut Context, v: i64) -> Attr {
    let ty = ctx.ty(TypeKind::Index);
    ctx.attr(AttrKind::Integer { value: IntValue::Small(v as i128), ty })
}

/// Each result of `map` whose operands are all constant, folded.
fn fold_results(ctx: &Context, map: &Map, consts: &[Option<Attr>]) -> Vec<Option<i64>> {
    let value = |i: usize| consts.get(i).copied().flatten().and_then(|a| ctx.int_value(a)).and_then(|v| i64::try_from(v).ok());
    let dims: Vec<Option<i64>> = (0..map.dims).map(value).collect();
    let syms: Vec<Option<i64>> = (0..map.syms).map(|i| value(map.dims + i)).collect();
    map.results
        .iter()
        .map(|e| {
            let known = (0..map.dims).all(|i| !uses(e, true, i) || dims[i].is_some())
                && (0..map.syms).all(|i| !uses(e, false, i) || syms[i].is_some());
            if !known {
                return None;
            }
            let d: Vec<i64> = dims.iter().map(|v| v.unwrap_or(0)).collect();
            let s: Vec<i64> = syms.iter().map(|v| v.unwrap_or(0)).collect();
            crate::ir::affine::expr::eval(e, &d, &s)
        })
        .collect()
}

/// `affine.apply`: a lone dim or symbol is its operand; constant operands
/// fold the map.
pub fn apply(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let map = map_of(ctx, body.op(op).properties.and_then(|p| ctx.dict_get_str(p, "map")))?;
    let operands = body.op(op).operands.to_vec();
    match map.results.first()? {
        E::Dim(i) => return Some(Folded::Results(vec![FoldValue::Value(*operands.get(*i)?)])),
        E::Sym(i) => return Some(Folded::Results(vec![FoldValue::Value(*operands.get(map.dims + *i)?)])),
        _ => {}
    }
    let v = fold_results(ctx, &map, consts).first().copied().flatten()?;
    Some(Folded::Results(vec![FoldValue::Attr(index_attr(ctx, v))]))
}

fn min_max(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>], min: bool) -> Option<Folded> {
    let map_attr = body.op(op).properties.and_then(|p| ctx.dict_get_str(p, "map"));
    let map = map_of(ctx, map_attr)?;
    let folded = fold_results(ctx, &map, consts);
    let mut partial = map.clone();
    for (e, f) in partial.results.iter_mut().zip(&folded) {
        if let Some(c) = f {
            *e = E::Const(*c);
        }
    }
    // MLIR's fold also names a one-symbol identity map, but mlir-opt-19
    // leaves `affine.min ()[s0] -> (s0)` unfolded: so does llmir.
    if folded.iter().all(Option::is_some) && !folded.is_empty() {
        let values = folded.iter().flatten();
        let v = if min { values.min() } else { values.max() }?;
        return Some(Folded::Results(vec![FoldValue::Attr(index_attr(ctx, *v))]));
    }
    if partial == map {
        return None;
    }
    let text = partial.text();
    let new_map = ctx.attr(AttrKind::AffineMap(text.into()));
    crate::passes::api::set_prop(ctx, body, op, "map", new_map);
    Some(Folded::InPlace)
}

pub fn min(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    min_max(ctx, body, op, consts, true)
}

pub fn max(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    min_max(ctx, body, op, consts, false)
}

/// An `arith.constant` of an integer or index value.
pub fn materialize_constant(ctx: &mut Context, body: &mut Body, value: Attr, ty: Type, loc: Option<Attr>) -> Option<Op> {
    let AttrKind::Integer { ty: attr_ty, .. } = ctx.attr_kind(value) else { return None };
    if *attr_ty != ty {
        return None;
    }
    crate::passes::api::materialize_through("arith", ctx, body, value, ty, loc)
}
