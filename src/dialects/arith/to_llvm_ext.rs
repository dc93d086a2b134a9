//! The arith lowerings that are more than one LLVM instruction of the same
//! meaning: `index_cast`/`index_castui` (a no-op, a truncation or an
//! extension, depending on the widths once `index` is converted),
//! `truncf` with a rounding mode (LLVM's constrained intrinsic), and the
//! extended arithmetic (`addui_extended` through
//! `llvm.intr.uadd.with.overflow`; `mulsi_extended`/`mului_extended` as a
//! multiplication at twice the width, split in halves).

use super::to_llvm_util::{elementwise_with, pass_through_attrs, prop};
use crate::conversion::api::{create_op, extract_value, innermost_vector, ConversionRewriter};
use crate::ir::{AttrKind, DenseData, LlvmType, Op, Type, TypeKind, Value};

/// The bit width of a converted scalar or (innermost) vector element.
fn element_width(rw: &ConversionRewriter<'_>, t: Type) -> Option<u32> {
    let (t, _) = innermost_vector(rw.ctx, t);
    let e = match rw.ctx.type_kind(t) {
        TypeKind::Vector { elem, .. } => *elem,
        _ => t,
    };
    match rw.ctx.type_kind(e) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// `index_cast`: the same width once converted is the operand itself;
/// otherwise `llvm.trunc` or `extend` (`llvm.sext`/`llvm.zext`).
fn cast_index(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], extend: &str) -> bool {
    let [input] = operands else { return false };
    let Some(result) = rw.body.op(op).results().next() else { return false };
    let result_ty = rw.body.value(result).ty;
    let target = rw.converter.convert(rw.ctx, result_ty);
    let (Some(to), Some(from)) = (element_width(rw, target), element_width(rw, rw.body.value(*input).ty)) else { return false };
    if to == from {
        rw.replace_op(op, &[*input]);
        return true;
    }
    let llvm_op = if to < from { "llvm.trunc" } else { extend };
    elementwise_with(rw, op, operands, llvm_op, &[], None)
}

pub(super) fn index_cast(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    cast_index(rw, op, operands, "llvm.sext")
}

pub(super) fn index_castui(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    cast_index(rw, op, operands, "llvm.zext")
}

/// `truncf`: `llvm.fptrunc`, or with a rounding mode
/// `llvm.intr.experimental.constrained.fptrunc` with LLVM's number for the
/// mode and exceptions ignored. Other attributes (`fastmath`) pass
/// through as discardable ones, as in MLIR.
pub(super) fn truncf(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some(mode) = prop(rw, op, "roundingmode") else {
        let attrs = pass_through_attrs(rw, op, &[]);
        return elementwise_with(rw, op, operands, "llvm.fptrunc", &[], attrs);
    };
    // arith: to_nearest_even, downward, upward, toward_zero, to_nearest_away;
    // LLVM: TowardZero, NearestTiesToEven, TowardPositive, TowardNegative,
    // NearestTiesToAway.
    let llvm_mode = match rw.ctx.int_value(mode) {
        Some(0) => 1,
        Some(1) => 3,
        Some(2) => 2,
        Some(3) => 0,
        Some(4) => 4,
        _ => return false,
    };
    let mode = rw.ctx.int_attr(llvm_mode, 64);
    let ignore = rw.ctx.int_attr(0, 64);
    let attrs = pass_through_attrs(rw, op, &["roundingmode"]);
    let props = [("fpExceptionBehavior", ignore), ("roundingmode", mode)];
    elementwise_with(rw, op, operands, "llvm.intr.experimental.constrained.fptrunc", &props, attrs)
}

/// Scalars and 1-D vectors only (MLIR leaves the n-D forms of the
/// extended ops alone).
fn scalar_or_1d(rw: &ConversionRewriter<'_>, t: Type) -> bool {
    match rw.ctx.type_kind(t) {
        TypeKind::Integer { .. } => true,
        TypeKind::Vector { shape, .. } => shape.len() == 1,
        _ => false,
    }
}

/// `addui_extended` → `llvm.intr.uadd.with.overflow` returning
/// `!llvm.struct<(T, i1-like)>`, then its two fields.
pub(super) fn addui_extended(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let results: Vec<Type> = rw.body.op(op).results().map(|r| rw.body.value(r).ty).collect();
    let fields: Vec<Type> = results.into_iter().map(|t| rw.converter.convert(rw.ctx, t)).collect();
    if fields.len() != 2 || !fields.iter().all(|&t| scalar_or_1d(rw, t)) {
        return false;
    }
    let pair = rw.ctx.ty(TypeKind::Llvm(LlvmType::LiteralStruct { packed: false, fields: fields.clone().into() }));
    let call = create_op(rw, op, "llvm.intr.uadd.with.overflow", operands, &[pair], &[]);
    let pair_value = Value(rw.body.op(call).first_result);
    let sum = extract_value(rw, op, pair_value, &[0]);
    let carry = extract_value(rw, op, pair_value, &[1]);
    rw.replace_op(op, &[sum, carry]);
    true
}

/// `mulsi_extended`/`mului_extended`: both operands extended (`extend`) to
/// twice the width, multiplied, the low half truncated out and the high
/// half shifted down (`llvm.lshr` by a constant of the width) and truncated.
fn mul_extended(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], extend: &str) -> bool {
    let [lhs, rhs] = operands else { return false };
    let ty = rw.body.value(*lhs).ty;
    if !scalar_or_1d(rw, ty) {
        return false;
    }
    let Some(width) = element_width(rw, ty) else { return false };
    let wide_int = rw.ctx.int_type(width * 2);
    let (wide, shift) = match rw.ctx.type_kind(ty).clone() {
        TypeKind::Vector { shape, scalable, .. } => {
            let wide = rw.ctx.ty(TypeKind::Vector { shape, scalable, elem: wide_int });
            let splat = rw.ctx.attr(AttrKind::DenseElements { ty: wide, data: DenseData::Ints(Box::new([width as i128])) });
            (wide, splat)
        }
        _ => (wide_int, rw.ctx.int_attr(width as i128, width * 2)),
    };
    let one = |rw: &mut ConversionRewriter<'_>, name: &str, args: &[Value], t: Type| {
        let new = create_op(rw, op, name, args, &[t], &[]);
        Value(rw.body.op(new).first_result)
    };
    let lhs_ext = one(rw, extend, &[*lhs], wide);
    let rhs_ext = one(rw, extend, &[*rhs], wide);
    let product = one(rw, "llvm.mul", &[lhs_ext, rhs_ext], wide);
    let low = one(rw, "llvm.trunc", &[product], ty);
    let shift_op = create_op(rw, op, "llvm.mlir.constant", &[], &[wide], &[("value", shift)]);
    let shift_value = Value(rw.body.op(shift_op).first_result);
    let high_wide = one(rw, "llvm.lshr", &[product, shift_value], wide);
    let high = one(rw, "llvm.trunc", &[high_wide], ty);
    rw.replace_op(op, &[low, high]);
    true
}

pub(super) fn mulsi_extended(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    mul_extended(rw, op, operands, "llvm.sext")
}

pub(super) fn mului_extended(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    mul_extended(rw, op, operands, "llvm.zext")
}
