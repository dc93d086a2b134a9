//! The verifiers of vector's mask constructors and of the ODS constraints
//! the generic constraint reader cannot express, with MLIR 19's wording:
//! `vector.constant_mask` (sizes in bounds, scalable dimensions all or
//! nothing, a zero size zeroes all), `vector.create_mask` (one operand per
//! dimension), the rank-1 operands of the masked, expanding and
//! compressing loads and stores, and `vector.type_cast` (identity layouts,
//! one memory space, one scalar type, the concatenated shapes).

use crate::conversion::api::strides_and_offset;
use crate::ir::{Op, Type, TypeKind};
use crate::verify::api::{Cx, Res};

/// A vector type's shape and scalable flags.
fn vector_shape(cx: &Cx, t: Type) -> Option<(Vec<u64>, Vec<bool>)> {
    match cx.ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, .. } => Some((shape.to_vec(), scalable.to_vec())),
        _ => None,
    }
}

pub fn constant_mask(cx: &Cx, op: Op) -> Res {
    let Some((shape, scalable)) = cx.result_type(op, 0).and_then(|t| vector_shape(cx, t)) else { return Ok(()) };
    let Some(a) = cx.prop(op, "mask_dim_sizes") else { return Ok(()) };
    let crate::ir::AttrKind::Array(items) = cx.ctx.attr_kind(a) else { return Ok(()) };
    let Some(sizes) = items.iter().map(|&i| cx.ctx.int_value(i).map(|v| v as i64)).collect::<Option<Vec<i64>>>() else { return Ok(()) };
    // The 0-D rules are reported without the op's name (MLIR's `emitError`).
    if shape.is_empty() {
        if sizes.len() != 1 {
            return Err(cx.err(op, "array attr must have length 1 for 0-D vectors"));
        }
        if sizes[0] != 0 && sizes[0] != 1 {
            return Err(cx.err(op, "mask dim size must be either 0 or 1 for 0-D vectors"));
        }
        return Ok(());
    }
    if sizes.len() != shape.len() {
        return Err(cx.op_err(op, "must specify array attr of size equal vector result rank"));
    }
    for (i, &size) in sizes.iter().enumerate() {
        if size < 0 || size as u64 > shape[i] {
            return Err(cx.op_err(op, "array attr of size out of bounds of vector result dimension size"));
        }
        if scalable[i] && size != 0 && size as u64 != shape[i] {
            return Err(cx.op_err(op, "only supports 'none set' or 'all set' scalable dimensions"));
        }
    }
    if sizes.contains(&0) && sizes.iter().any(|&s| s != 0) {
        return Err(cx.op_err(op, "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim"));
    }
    Ok(())
}

pub fn create_mask(cx: &Cx, op: Op) -> Res {
    let Some((shape, _)) = cx.result_type(op, 0).and_then(|t| vector_shape(cx, t)) else { return Ok(()) };
    let n = cx.operand_types(op).len();
    if shape.is_empty() {
        if n != 1 {
            return Err(cx.op_err(op, "must specify exactly one operand for 0-D create_mask"));
        }
    } else if n != shape.len() {
        return Err(cx.op_err(op, "must specify an operand for each result vector dimension"));
    }
    Ok(())
}

/// `VectorOfRankAndType<[1], [I1]>` and `VectorOfRank<[1]>` (whose summary
/// is empty, hence MLIR's double space) on the masked, expanding and
/// compressing memory ops: the mask (operand group #2), the pass-through
/// or stored value (#3), then a load's result.
pub fn masked_ranks(cx: &Cx, op: Op) -> Res {
    let types = cx.operand_types(op);
    let n = types.len();
    if n < 3 {
        return Ok(());
    }
    let rank1 = |t: Type| vector_shape(cx, t).is_some_and(|(s, _)| s.len() == 1);
    let mask = types[n - 2];
    let mask_ok = rank1(mask)
        && matches!(cx.ctx.type_kind(mask), TypeKind::Vector { elem, .. }
            if matches!(cx.ctx.type_kind(*elem), TypeKind::Integer { width: 1, signedness: crate::ir::Signedness::Signless }));
    if !mask_ok {
        return Err(cx.op_err(op, format!("operand #2 must be vector of 1-bit signless integer values of ranks 1, but got '{}'", cx.ts(mask))));
    }
    if !rank1(types[n - 1]) {
        return Err(cx.op_err(op, format!("operand #3 must be  of ranks 1, but got '{}'", cx.ts(types[n - 1]))));
    }
    if let Some(res) = cx.result_type(op, 0) {
        if !rank1(res) {
            return Err(cx.op_err(op, format!("result #0 must be  of ranks 1, but got '{}'", cx.ts(res))));
        }
    }
    Ok(())
}

/// A memref type's layout is the identity once canonicalized: none, or
/// strides that are the contiguous row-major ones at offset 0.
fn identity_layout(cx: &Cx, t: Type) -> bool {
    let TypeKind::MemRef { shape, layout, .. } = cx.ctx.type_kind(t) else { return true };
    if layout.is_none() {
        return true;
    }
    let Some((strides, offset)) = strides_and_offset(cx.ctx, t) else { return false };
    if offset != Some(0) || strides.len() != shape.len() {
        return false;
    }
    let mut expected = 1i64;
    for (dim, stride) in shape.iter().zip(&strides).rev() {
        if *stride != Some(expected) {
            return false;
        }
        match dim {
            Some(d) => expected = expected.saturating_mul(*d as i64),
            None => return false,
        }
    }
    true
}

/// A memref's shape followed by its vector element's shape, and the scalar
/// under both.
fn concatenated(cx: &Cx, t: Type) -> Option<(Vec<Option<u64>>, Type, Option<crate::ir::Attr>)> {
    let TypeKind::MemRef { shape, elem, memory_space, .. } = cx.ctx.type_kind(t) else { return None };
    let mut dims = shape.to_vec();
    let mut scalar = *elem;
    if let TypeKind::Vector { shape, elem, .. } = cx.ctx.type_kind(*elem) {
        dims.extend(shape.iter().map(|&d| Some(d)));
        scalar = *elem;
    }
    Some((dims, scalar, *memory_space))
}

pub fn type_cast(cx: &Cx, op: Op) -> Res {
    let (Some(src), Some(res)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    if let TypeKind::MemRef { shape, .. } = cx.ctx.type_kind(src) {
        if shape.iter().any(Option::is_none) {
            return Err(cx.op_err(op, format!("operand #0 must be statically shaped memref of any type values, but got '{}'", cx.ts(src))));
        }
    }
    if !identity_layout(cx, src) {
        return Err(cx.op_err(op, "expects operand to be a memref with identity layout"));
    }
    if !identity_layout(cx, res) {
        return Err(cx.op_err(op, "expects result to be a memref with identity layout"));
    }
    let (Some((src_dims, src_scalar, src_space)), Some((res_dims, res_scalar, res_space))) = (concatenated(cx, src), concatenated(cx, res)) else {
        return Ok(());
    };
    if src_space != res_space {
        return Err(cx.op_err(op, "expects result in same memory space"));
    }
    if src_scalar != res_scalar {
        return Err(cx.op_err(op, format!("expects result and operand with same underlying scalar type: '{}'", cx.ts(res))));
    }
    if src_dims != res_dims {
        return Err(cx.op_err(op, format!("expects concatenated result and operand shapes to be equal: '{}'", cx.ts(res))));
    }
    Ok(())
}
