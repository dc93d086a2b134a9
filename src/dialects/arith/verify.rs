//! The arith dialect's own verifiers: `arith.constant`'s value against its
//! result type (ODS's `AllTypesMatch<["value", "result"]>`, then
//! `ConstantOp::verify`).

use crate::ir::{AttrKind, Op, Signedness, TypeKind};
use crate::verify::api::{Cx, DialectVerify, OpVerify, Res};

pub const VERIFY: DialectVerify = DialectVerify {
    ops: &[OpVerify { op: "arith.constant", verify: Some(constant), ..OpVerify::NONE }],
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
