//! The arith dialect's own verifiers: `arith.constant`'s value against its
//! result type (ODS's `AllTypesMatch<["value", "result"]>`, then
//! `ConstantOp::verify`), and the casts' `CastOpInterface` check
//! (`areCastCompatible`: widths that grow or shrink, index to integer,
//! equal widths for a bitcast, integer to float and back).

use crate::ir::{AttrKind, Op, Signedness, TypeKind};
use crate::verify::api::{Cx, DialectVerify, OpVerify, Res};

pub const VERIFY: DialectVerify = DialectVerify {
    ops: &[
        OpVerify { op: "arith.constant", verify: Some(constant), ..OpVerify::NONE },
        OpVerify { op: "arith.extui", verify: Some(cast), ..OpVerify::NONE },
        OpVerify { op: "arith.extsi", verify: Some(cast), ..OpVerify::NONE },
        OpVerify { op: "arith.extf", verify: Some(cast), ..OpVerify::NONE },
        OpVerify { op: "arith.trunci", verify: Some(cast), ..OpVerify::NONE },
        OpVerify { op: "arith.truncf", verify: Some(cast), ..OpVerify::NONE },
        OpVerify { op: "arith.index_cast", verify: Some(cast), ..OpVerify::NONE },
        OpVerify { op: "arith.index_castui", verify: Some(cast), ..OpVerify::NONE },
        OpVerify { op: "arith.bitcast", verify: Some(cast), ..OpVerify::NONE },
        OpVerify { op: "arith.sitofp", verify: Some(cast), ..OpVerify::NONE },
        OpVerify { op: "arith.uitofp", verify: Some(cast), ..OpVerify::NONE },
        OpVerify { op: "arith.fptosi", verify: Some(cast), ..OpVerify::NONE },
        OpVerify { op: "arith.fptoui", verify: Some(cast), ..OpVerify::NONE },
        OpVerify { op: "arith.cmpi", verify: Some(compare), ..OpVerify::NONE },
        OpVerify { op: "arith.cmpf", verify: Some(compare), ..OpVerify::NONE },
        OpVerify { op: "arith.select", verify: Some(select), ..OpVerify::NONE },
    ],
    ..DialectVerify::EMPTY
};

/// `arith.constant`: the value has the result's type, and an integer
/// result is signless.
fn constant(cx: &Cx, op: Op) -> Res {
    let (Some(value), Some(result)) = (cx.prop(op, "value"), cx.result_type(op, 0)) else { return Ok(()) };
    let value_type = match cx.ctx.attr_kind(value) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } | AttrKind::DenseElements { ty, .. } => Some(*ty),
        _ => None,
    };
    if value_type.is_some_and(|t| t != result) {
        return Err(cx.op_err(op, "failed to verify that all of {value, result} have same type"));
    }
    if matches!(cx.ctx.type_kind(result), TypeKind::Integer { signedness, .. } if *signedness != Signedness::Signless) {
        return Err(cx.op_err(op, "integer return type must be signless"));
    }
    Ok(())
}

/// The element kind and width of a scalar, vector or tensor type (or of a
/// memref's element, which `bitcast` accepts too).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Elem {
    Int(u32),
    Index,
    Float(u32),
    Other,
}

fn elem(cx: &Cx, ty: crate::ir::Type) -> Elem {
    let e = match cx.ctx.type_kind(ty) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem }
        | TypeKind::MemRef { elem, .. }
        | TypeKind::UnrankedMemRef { elem, .. } => *elem,
        _ => ty,
    };
    match cx.ctx.type_kind(e) {
        TypeKind::Integer { width, signedness: Signedness::Signless } => Elem::Int(*width),
        TypeKind::Index => Elem::Index,
        TypeKind::Float(k) => Elem::Float(k.bit_width()),
        _ => Elem::Other,
    }
}

/// The casts' traits in MLIR's order: `SameInputOutputTensorDims` (a
/// tensor only to a tensor of the same dimensions), `SameOperandsAndResultShape`,
/// then `CastOpInterface`: the operand and result types are a cast the op
/// can do.
fn cast(cx: &Cx, op: Op) -> Res {
    let (Some(from), Some(to)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    if tensor_dims(cx, from) != tensor_dims(cx, to) {
        return Err(cx.op_err(op, "failed to verify that input and output have the same tensor dimensions"));
    }
    if !compatible_shapes(cx, from, to) {
        return Err(cx.op_err(op, "requires the same shape for all operands and results"));
    }
    let (a, b) = (elem(cx, from), elem(cx, to));
    let name = cx.name(op).trim_start_matches("arith.");
    let ok = match (name, a, b) {
        ("extui" | "extsi", Elem::Int(x), Elem::Int(y)) => y > x,
        ("trunci", Elem::Int(x), Elem::Int(y)) => y < x,
        ("extf", Elem::Float(x), Elem::Float(y)) => y > x,
        ("truncf", Elem::Float(x), Elem::Float(y)) => y < x,
        ("index_cast" | "index_castui", Elem::Index, Elem::Int(_)) | ("index_cast" | "index_castui", Elem::Int(_), Elem::Index) => true,
        ("bitcast", Elem::Int(x) | Elem::Float(x), Elem::Int(y) | Elem::Float(y)) => x == y,
        ("sitofp" | "uitofp", Elem::Int(_), Elem::Float(_)) | ("fptosi" | "fptoui", Elem::Float(_), Elem::Int(_)) => true,
        _ => false,
    };
    if ok {
        return Ok(());
    }
    Err(cx.op_err(op, format!("operand type '{}' and result type '{}' are cast incompatible", cx.ts(from), cx.ts(to))))
}

/// A tensor's dimensions (`None` inside for an unranked one); `None` for
/// any other type.
fn tensor_dims(cx: &Cx, t: crate::ir::Type) -> Option<Option<Vec<crate::ir::types::Dim>>> {
    match cx.ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(Some(shape.to_vec())),
        TypeKind::UnrankedTensor { .. } => Some(None),
        _ => None,
    }
}

/// `verifyCompatibleShape`: both shaped or neither; an unranked side, or
/// a dynamic dimension, matches anything; a vector's scalable dimensions
/// must agree.
fn compatible_shapes(cx: &Cx, a: crate::ir::Type, b: crate::ir::Type) -> bool {
    use crate::ir::types::Dim;
    /// Rank-less (`None`), or dimensions with their scalability.
    fn shape(k: &TypeKind) -> Option<Option<Vec<(Option<u64>, bool)>>> {
        let dims = |s: &[Dim]| s.iter().map(|&d| (d, false)).collect();
        match k {
            TypeKind::Vector { shape, scalable, .. } => {
                Some(Some(shape.iter().zip(scalable.iter()).map(|(&n, &s)| (Some(n), s)).collect()))
            }
            TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => Some(Some(dims(shape))),
            TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => Some(None),
            _ => None,
        }
    }
    match (shape(cx.ctx.type_kind(a)), shape(cx.ctx.type_kind(b))) {
        (None, None) => true,
        (None, Some(_)) | (Some(_), None) => false,
        (Some(None), _) | (_, Some(None)) => true,
        (Some(Some(x)), Some(Some(y))) => {
            x.len() == y.len()
                && x.iter().zip(&y).all(|(&(m, ms), &(n, ns))| ms == ns && (m.is_none() || n.is_none() || m == n))
        }
    }
}

/// `arith.cmpi`/`arith.cmpf`: the result is `i1`, or `i1` in the operands'
/// vector or tensor shape (ODS's `TypesMatchWith<..., "::getI1SameShape($_self)">`).
fn compare(cx: &Cx, op: Op) -> Res {
    let (Some(lhs), Some(result)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    let is_i1 = |t: crate::ir::Type| matches!(cx.ctx.type_kind(t), TypeKind::Integer { width: 1, signedness: Signedness::Signless });
    let ok = match (cx.ctx.type_kind(lhs), cx.ctx.type_kind(result)) {
        (TypeKind::Vector { shape: s, scalable: v, .. }, TypeKind::Vector { shape, scalable, elem }) => {
            s == shape && v == scalable && is_i1(*elem)
        }
        (TypeKind::RankedTensor { shape: s, encoding: e, .. }, TypeKind::RankedTensor { shape, encoding, elem }) => {
            s == shape && e == encoding && is_i1(*elem)
        }
        (TypeKind::UnrankedTensor { .. }, TypeKind::UnrankedTensor { elem }) => is_i1(*elem),
        (TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }, _) => false,
        _ => is_i1(result),
    };
    if ok {
        return Ok(());
    }
    Err(cx.op_err(op, "failed to verify that result type has i1 element type and same shape as operands"))
}

/// `arith.select`, in MLIR's order: ODS's `BooleanConditionOrMatchingShape`
/// (an `i1` condition, or one of the result's exact shape), the
/// `Elementwise` trait (vector and tensor operands and results of one kind
/// and compatible shapes), then `SelectOp::verify` (a mask is
/// `getI1SameShape` of the result).
fn select(cx: &Cx, op: Op) -> Res {
    let (Some(cond), Some(result)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    let is_i1 = |t: crate::ir::Type| matches!(cx.ctx.type_kind(t), TypeKind::Integer { width: 1, signedness: Signedness::Signless });
    let not_i1 = || cx.op_err(op, format!("expected condition to be a signless i1, but got '{}'", cx.ts(cond)));
    if !is_i1(cond) {
        // (MLIR asks a scalar result for its shape there and crashes.)
        let (Some(a), Some(b)) = (exact_shape(cx, cond), exact_shape(cx, result)) else { return Err(not_i1()) };
        if a != b {
            return Err(cx.op_err(op, "failed to verify that condition is signless i1 or has matching shape"));
        }
    }
    let types: Vec<crate::ir::Type> = (0..3).filter_map(|i| cx.operand_type(op, i)).chain([result]).collect();
    let mapped: Vec<crate::ir::Type> = types
        .iter()
        .copied()
        .filter(|&t| matches!(cx.ctx.type_kind(t), TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }))
        .collect();
    if let Some(&first) = mapped.first() {
        let same_kind = |t| std::mem::discriminant(cx.ctx.type_kind(t)) == std::mem::discriminant(cx.ctx.type_kind(first));
        if !mapped.iter().all(|&t| same_kind(t) && compatible_shapes(cx, t, first)) {
            return Err(cx.op_err(op, "all non-scalar operands/results must have the same shape and base type"));
        }
    }
    if is_i1(cond) {
        return Ok(());
    }
    // `getI1SameShape(result)`: the result's type with `i1` elements.
    let (elem, rank) = match cx.ctx.type_kind(result) {
        TypeKind::Vector { shape, elem, .. } => (*elem, shape.len()),
        TypeKind::RankedTensor { shape, elem, .. } => (*elem, shape.len()),
        TypeKind::UnrankedTensor { elem } => (*elem, 1),
        _ => return Err(not_i1()),
    };
    let (spelled, elem) = (cx.ts(result), cx.ts(elem));
    let expected = if rank == 0 {
        spelled.replacen(&format!("<{elem}"), "<i1", 1)
    } else {
        spelled.replacen(&format!("x{elem}"), "xi1", 1)
    };
    if cx.ts(cond) == expected {
        return Ok(());
    }
    Err(cx.op_err(
        op,
        format!("expected condition type to have the same shape as the result type, expected '{expected}', but got '{}'", cx.ts(cond)),
    ))
}

/// A shaped type's dimensions as `ShapedType::getShape` gives them
/// (scalability aside; `None` inside for an unranked tensor); `None` for
/// a type without a shape.
fn exact_shape(cx: &Cx, t: crate::ir::Type) -> Option<Option<Vec<Option<u64>>>> {
    match cx.ctx.type_kind(t) {
        TypeKind::Vector { shape, .. } => Some(Some(shape.iter().map(|&n| Some(n)).collect())),
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => Some(Some(shape.to_vec())),
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}
