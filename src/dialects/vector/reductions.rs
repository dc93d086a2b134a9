//! `vector.multi_reduction` and `vector.scan`: their verifiers (MLIR 19's
//! wording) and `multi_reduction`'s fold (a 1-D reduction over no
//! dimension is its source). `convert-vector-to-llvm` lowers neither (its
//! greedy phase has no multi-reduction or scan patterns), as mlir-opt-19.

use crate::ir::{Attr, AttrKind, Body, Context, Op, TypeKind};
use crate::passes::api::{prop, FoldValue, Folded};
use crate::verify::api::{Cx, Res};

fn dims(ctx: &Context, a: Option<Attr>) -> Vec<i64> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.iter().filter_map(|&i| ctx.int_value(i)).map(|v| v as i64).collect(),
        _ => Vec::new(),
    }
}

/// `MultiDimReductionOp::verify`: the result is the source without the
/// reduced dimensions (the element type when none is left).
pub fn verify_multi_reduction(cx: &Cx, op: Op) -> Res {
    let (Some(source), Some(dest)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    let TypeKind::Vector { shape, scalable, elem } = cx.ctx.type_kind(source).clone() else { return Ok(()) };
    let reduced = dims(cx.ctx, cx.prop(op, "reduction_dims"));
    let kept: Vec<usize> = (0..shape.len()).filter(|i| !reduced.contains(&(*i as i64))).collect();
    let ok = if kept.is_empty() {
        dest == elem
    } else {
        matches!(cx.ctx.type_kind(dest), TypeKind::Vector { shape: s, scalable: sc, elem: e }
            if *e == elem && s.len() == kept.len() && kept.iter().zip(s.iter()).all(|(&i, &d)| shape[i] == d) && kept.iter().zip(sc.iter()).all(|(&i, &f)| scalable[i] == f))
    };
    if !ok {
        return Err(cx.op_err(op, format!("destination type '{}' is incompatible with source type '{}'", cx.ts(dest), cx.ts(source))));
    }
    Ok(())
}

/// `ScanOp::verify`.
pub fn verify_scan(cx: &Cx, op: Op) -> Res {
    let (Some(source), Some(init)) = (cx.operand_type(op, 0), cx.operand_type(op, 1)) else { return Ok(()) };
    let (TypeKind::Vector { shape, elem, .. }, TypeKind::Vector { shape: init_shape, .. }) = (cx.ctx.type_kind(source).clone(), cx.ctx.type_kind(init).clone()) else { return Ok(()) };
    let rank = shape.len() as i64;
    let dim = cx.prop_int(op, "reduction_dim").unwrap_or(0) as i64;
    if dim >= rank {
        return Err(cx.op_err(op, format!("reduction dimension {dim} has to be less than {rank}")));
    }
    if init_shape.len() as i64 != rank - 1 {
        return Err(cx.op_err(op, format!("initial value rank {} has to be equal to {}", init_shape.len(), rank - 1)));
    }
    let expected: Vec<u64> = shape.iter().enumerate().filter(|(i, _)| *i as i64 != dim).map(|(_, &d)| d).collect();
    if init_shape[..] != expected[..] {
        return Err(cx.op_err(op, "incompatible input/initial value shapes"));
    }
    let kind = cx.prop(op, "kind").and_then(|a| cx.ctx.dialect_words(a)).and_then(|(_, w)| w.first().copied()).unwrap_or("add");
    if !super::contract::kind_supports(cx.ctx, kind, elem) {
        return Err(cx.op_err(op, format!("unsupported reduction type '{}' for kind '{kind}'", cx.ts(elem))));
    }
    Ok(())
}

/// `MultiDimReductionOp::fold`: a rank-1 source reduced over nothing.
pub fn fold_multi_reduction(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    let source = *body.op(op).operands.first()?;
    let TypeKind::Vector { shape, .. } = ctx.type_kind(body.value(source).ty) else { return None };
    if shape.len() == 1 && !dims(ctx, prop(ctx, body, op, "reduction_dims")).contains(&0) {
        return Some(Folded::Results(vec![FoldValue::Value(source)]));
    }
    None
}
