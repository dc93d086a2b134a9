//! MLIR's shape traits as the verifier checks them for every op that has
//! them: `SameOperandsAndResultShape` (`verifySameOperandsAndResultShape`,
//! over `verifyCompatibleShape` of two types) and `Elementwise`
//! (`verifyElementwise`: vector and tensor operands and results of one
//! type class and compatible shapes, `verifyCompatibleShapes`). Ops whose
//! own rows check ODS predicates that MLIR verifies before these traits
//! call them from there instead, in MLIR's order.

use super::api::{Cx, Res};
use crate::ir::{Op, Type, TypeKind};

/// A type's shape as `ShapedType` sees it: `None` for a type that is not
/// shaped, `Some(None)` for an unranked one, else its sizes (`None` for a
/// dynamic size) with whether each is scalable.
fn shape_of(k: &TypeKind) -> Option<Option<Vec<(Option<u64>, bool)>>> {
    match k {
        TypeKind::Vector { shape, scalable, .. } => Some(Some(shape.iter().zip(scalable.iter()).map(|(&n, &s)| (Some(n), s)).collect())),
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => Some(Some(shape.iter().map(|&d| (d, false)).collect())),
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

/// `verifyCompatibleShape(Type, Type)`: both shaped or neither; an
/// unranked side matches anything; then equal ranks, each size equal or
/// dynamic on one side, and a vector's scalable sizes in the same places.
pub fn compatible_shape(cx: &Cx, a: Type, b: Type) -> bool {
    match (shape_of(cx.ctx.type_kind(a)), shape_of(cx.ctx.type_kind(b))) {
        (None, None) => true,
        (None, Some(_)) | (Some(_), None) => false,
        (Some(None), _) | (_, Some(None)) => true,
        (Some(Some(x)), Some(Some(y))) => {
            x.len() == y.len() && x.iter().zip(&y).all(|(&(m, ms), &(n, ns))| ms == ns && (m.is_none() || n.is_none() || m == n))
        }
    }
}

/// `verifyCompatibleShapes(TypeRange)`: all shaped or none; scalable
/// vectors not mixed with anything else; the ranked ones of one rank, and
/// at each position the static sizes equal.
fn compatible_shapes(cx: &Cx, types: &[Type]) -> bool {
    let shapes: Vec<_> = types.iter().map(|&t| shape_of(cx.ctx.type_kind(t))).collect();
    if shapes.iter().all(Option::is_none) {
        return true;
    }
    if shapes.iter().any(Option::is_none) {
        return false;
    }
    let scalable = |t: Type| matches!(cx.ctx.type_kind(t), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    let n_scalable = types.iter().filter(|&&t| scalable(t)).count();
    if n_scalable != 0 && n_scalable != types.len() {
        return false;
    }
    let ranked: Vec<&Vec<(Option<u64>, bool)>> = shapes.iter().filter_map(|s| s.as_ref().and_then(|s| s.as_ref())).collect();
    let Some(first) = ranked.first() else { return true };
    if ranked.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| {
        let mut fixed = ranked.iter().filter_map(|s| s[i].0);
        match fixed.next() {
            Some(n) => fixed.all(|m| m == n),
            None => true,
        }
    })
}

/// `SameOperandsAndResultShape`: every result, then every operand after
/// the first, has a shape compatible with the first operand's.
pub fn same_operands_and_result_shape(cx: &Cx, op: Op) -> Res {
    let d = cx.body.op(op);
    let Some(&first) = d.operands.first() else { return Ok(()) };
    let first = cx.body.value(first).ty;
    let mut others = d.results().chain(d.operands.iter().skip(1).copied());
    if others.any(|v| !compatible_shape(cx, cx.body.value(v).ty, first)) {
        return Err(cx.op_err(op, "requires the same shape for all operands and results"));
    }
    Ok(())
}

/// `Elementwise`: vector and tensor ("mappable") operands and results go
/// together, all of one type class with compatible shapes.
pub fn elementwise(cx: &Cx, op: Op) -> Res {
    let d = cx.body.op(op);
    let mappable = |t: &Type| matches!(cx.ctx.type_kind(*t), TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. });
    let results: Vec<Type> = d.results().map(|v| cx.body.value(v).ty).filter(mappable).collect();
    let operands: Vec<Type> = d.operands.iter().map(|&v| cx.body.value(v).ty).filter(mappable).collect();
    if results.is_empty() && operands.is_empty() {
        return Ok(());
    }
    if operands.is_empty() {
        return Err(cx.op_err(op, "if a result is non-scalar, then at least one operand must be non-scalar"));
    }
    if results.is_empty() {
        return Err(cx.op_err(op, "if an operand is non-scalar, then there must be at least one non-scalar result"));
    }
    if results.len() != d.num_results as usize {
        return Err(cx.op_err(op, "if an operand is non-scalar, then all results must be non-scalar"));
    }
    let types: Vec<Type> = operands.into_iter().chain(results).collect();
    let class = |t: Type| std::mem::discriminant(cx.ctx.type_kind(t));
    if types.iter().any(|&t| class(t) != class(types[0])) || !compatible_shapes(cx, &types) {
        return Err(cx.op_err(op, "all non-scalar operands/results must have the same shape and base type"));
    }
    Ok(())
}
