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

/// `CastOpInterface`: the operand and result types are a cast the op can do.
fn cast(cx: &Cx, op: Op) -> Res {
    let (Some(from), Some(to)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
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
