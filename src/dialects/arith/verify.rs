//! The arith dialect's own verifiers: `arith.constant`'s value against its
//! result type (ODS's `AllTypesMatch<["value", "result"]>`, then
//! `ConstantOp::verify`), and the casts' `CastOpInterface` check
//! (`areCastCompatible`: widths that grow or shrink, index to integer,
//! equal widths for a bitcast, integer to float and back).

use crate::ir::{AttrKind, Op, Signedness, TypeKind};
use crate::verify::api::{compatible_shape, elementwise, Cx, DialectVerify, OpVerify, Res};

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
        OpVerify { op: "arith.addui_extended", verify: Some(add_extended), ..OpVerify::NONE },
        OpVerify { op: "arith.mulsi_extended", verify: Some(mul_extended), ..OpVerify::NONE },
        OpVerify { op: "arith.mului_extended", verify: Some(mul_extended), ..OpVerify::NONE },
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
/// can do; then `Elementwise`.
fn cast(cx: &Cx, op: Op) -> Res {
    let (Some(from), Some(to)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    if tensor_dims(cx, from) != tensor_dims(cx, to) {
        return Err(cx.op_err(op, "failed to verify that input and output have the same tensor dimensions"));
    }
    if !compatible_shape(cx, from, to) {
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
    if !ok {
        return Err(cx.op_err(op, format!("operand type '{}' and result type '{}' are cast incompatible", cx.ts(from), cx.ts(to))));
    }
    elementwise(cx, op)
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
        return elementwise(cx, op);
    }
    Err(cx.op_err(op, "failed to verify that result type has i1 element type and same shape as operands"))
}

/// ODS's `AllTypesMatch` over the named values' types.
fn all_types_match(cx: &Cx, op: Op, names: &str, types: &[Option<crate::ir::Type>]) -> Res {
    let first = types.first().copied().flatten();
    if types.iter().any(|&t| t != first) {
        return Err(cx.op_err(op, format!("failed to verify that all of {names} have same type")));
    }
    Ok(())
}

/// `arith.addui_extended`: ODS's `AllTypesMatch` on the operands and the
/// sum, then `Elementwise`.
fn add_extended(cx: &Cx, op: Op) -> Res {
    let types = [cx.operand_type(op, 0), cx.operand_type(op, 1), cx.result_type(op, 0)];
    all_types_match(cx, op, "{lhs, rhs, sum}", &types)?;
    elementwise(cx, op)
}

/// `arith.mulsi_extended`/`mului_extended`: ODS's `AllTypesMatch` on the
/// operands and both results, then `Elementwise`.
fn mul_extended(cx: &Cx, op: Op) -> Res {
    let types = [cx.operand_type(op, 0), cx.operand_type(op, 1), cx.result_type(op, 0), cx.result_type(op, 1)];
    all_types_match(cx, op, "{lhs, rhs, low, high}", &types)?;
    elementwise(cx, op)
}

/// `arith.select`, in MLIR's order: ODS's `AllTypesMatch` (both values and
/// the result), `BooleanConditionOrMatchingShape`
/// (an `i1` condition, or one of the result's exact shape), the
/// `Elementwise` trait (vector and tensor operands and results of one kind
/// and compatible shapes), then `SelectOp::verify` (a mask is
/// `getI1SameShape` of the result).
fn select(cx: &Cx, op: Op) -> Res {
    let (Some(cond), Some(result)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    let values = [cx.operand_type(op, 1), cx.operand_type(op, 2), Some(result)];
    all_types_match(cx, op, "{true_value, false_value, result}", &values)?;
    let is_i1 = |t: crate::ir::Type| matches!(cx.ctx.type_kind(t), TypeKind::Integer { width: 1, signedness: Signedness::Signless });
    let not_i1 = || cx.op_err(op, format!("expected condition to be a signless i1, but got '{}'", cx.ts(cond)));
    if !is_i1(cond) {
        // (MLIR asks a scalar result for its shape there and crashes.)
        let (Some(a), Some(b)) = (exact_shape(cx, cond), exact_shape(cx, result)) else { return Err(not_i1()) };
        if a != b {
            return Err(cx.op_err(op, "failed to verify that condition is signless i1 or has matching shape"));
        }
    }
    elementwise(cx, op)?;
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
