//! The verifiers of vector's shuffle and memory ops, with MLIR 19's
//! wording: `vector.shuffle` (ranks, trailing dimensions, mask length and
//! range), `vector.load`/`store` (unit innermost stride, element types,
//! index count), the masked, gather/scatter and expand/compress forms
//! (element types, index count, mask and index shapes, pass-through type).

use crate::ir::{AttrKind, Type, TypeKind};
use crate::verify::api::{Cx, Res};
use crate::ir::Op;

/// A vector type's shape, element and whether it is 0-D.
fn vector(cx: &Cx, t: Type) -> Option<(Vec<u64>, Type)> {
    match cx.ctx.type_kind(t) {
        TypeKind::Vector { shape, elem, .. } => Some((shape.to_vec(), *elem)),
        _ => None,
    }
}

/// A memref or ranked tensor's rank and element type.
fn shaped(cx: &Cx, t: Type) -> Option<(usize, Type)> {
    match cx.ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } | TypeKind::RankedTensor { shape, elem, .. } => Some((shape.len(), *elem)),
        _ => None,
    }
}

/// `vector.shuffle`.
pub fn shuffle(cx: &Cx, op: Op) -> Res {
    let (Some(v1), Some(v2), Some(res)) = (cx.operand_type(op, 0), cx.operand_type(op, 1), cx.result_type(op, 0)) else { return Ok(()) };
    let (Some((s1, _)), Some((s2, _)), Some((sr, _))) = (vector(cx, v1), vector(cx, v2), vector(cx, res)) else { return Ok(()) };
    let zero_d = s1.is_empty() && s2.is_empty() && sr.len() == 1;
    if !zero_d && !(s1.len() == sr.len() && s2.len() == sr.len()) {
        return Err(cx.op_err(op, "rank mismatch"));
    }
    for r in 1..s1.len() {
        if sr[r] != s1[r] || s1[r] != s2[r] {
            return Err(cx.op_err(op, "dimension mismatch"));
        }
    }
    let Some(AttrKind::Array(mask)) = cx.prop(op, "mask").map(|a| cx.ctx.attr_kind(a)) else { return Ok(()) };
    if mask.is_empty() {
        return Err(cx.op_err(op, "invalid mask length"));
    }
    if mask.len() as u64 != sr[0] {
        return Err(cx.op_err(op, "mask length mismatch"));
    }
    let size = s1.first().copied().unwrap_or(1) as i128 + s2.first().copied().unwrap_or(1) as i128;
    for (i, &m) in mask.iter().enumerate() {
        let Some(p) = cx.ctx.int_value(m) else { continue };
        if p < 0 || p >= size {
            return Err(cx.op_err(op, format!("mask index #{} out of range", i + 1)));
        }
    }
    Ok(())
}

/// Whether a memref's innermost stride is 1 (MLIR's
/// `isLastMemrefDimUnitStride`); layouts llmir cannot read pass.
fn unit_stride(cx: &Cx, t: Type) -> bool {
    let TypeKind::MemRef { shape, layout, .. } = cx.ctx.type_kind(t) else { return true };
    match layout.map(|l| cx.ctx.attr_kind(l)) {
        Some(AttrKind::Strided(text)) => {
            let list = text.split(']').next().unwrap_or("");
            let last = list.trim_start_matches(['<', ' ']).trim_start_matches('[').split(',').next_back().map(str::trim);
            shape.is_empty() || last.is_none_or(|w| w.is_empty() || w == "1")
        }
        _ => true,
    }
}

/// `vector.load` and `vector.store`: the vector at `value`, the memref at
/// `base`, the indices after it; `what` names the vector in messages.
fn load_store(cx: &Cx, op: Op, value: Option<Type>, base: usize, what: &str) -> Res {
    // MLIR words the load's check in the plural, the store's in the singular.
    let types = if base == 0 { "types" } else { "type" };
    let (Some(vt), Some(mt)) = (value, cx.operand_type(op, base)) else { return Ok(()) };
    if !unit_stride(cx, mt) {
        return Err(cx.op_err(op, "most minor memref dim must have unit stride"));
    }
    let (Some((_, v_elem)), Some((rank, mut m_elem))) = (vector(cx, vt), shaped(cx, mt)) else { return Ok(()) };
    if matches!(cx.ctx.type_kind(m_elem), TypeKind::Vector { .. }) {
        if m_elem != vt {
            return Err(cx.op_err(op, format!("base memref and {what} vector types should match")));
        }
        m_elem = vector(cx, m_elem).map_or(m_elem, |v| v.1);
    }
    if v_elem != m_elem {
        return Err(cx.op_err(op, format!("base and {what} element {types} should match")));
    }
    let indices = cx.body.op(op).operands.len() - base - 1;
    if indices != rank {
        return Err(cx.op_err(op, format!("requires {rank} indices")));
    }
    Ok(())
}

pub fn load(cx: &Cx, op: Op) -> Res {
    load_store(cx, op, cx.result_type(op, 0), 0, "result")
}

pub fn store(cx: &Cx, op: Op) -> Res {
    load_store(cx, op, cx.operand_type(op, 0), 1, "valueToStore")
}

/// The masked forms: `base, indices.., [index_vec,] mask, value`, with
/// `loaded` the result type of a load (`None` for a store).
fn masked(cx: &Cx, op: Op, gather: bool, loaded: Option<Type>) -> Res {
    let n = cx.body.op(op).operands.len();
    let fixed = if gather { 4 } else { 3 };
    let Some(base) = cx.operand_type(op, 0) else { return Ok(()) };
    let value = match loaded {
        Some(t) => t,
        None => match cx.operand_type(op, n - 1) {
            Some(t) => t,
            None => return Ok(()),
        },
    };
    let what = if loaded.is_some() { "result" } else { "valueToStore" };
    let (Some((v_shape, v_elem)), Some((rank, b_elem))) = (vector(cx, value), shaped(cx, base)) else { return Ok(()) };
    if gather && loaded.is_some() && !matches!(cx.ctx.type_kind(base), TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. }) {
        return Err(cx.op_err(op, "requires base to be a memref or ranked tensor type"));
    }
    if v_elem != b_elem {
        return Err(cx.op_err(op, format!("base and {what} element type should match")));
    }
    if n.saturating_sub(fixed) != rank {
        return Err(cx.op_err(op, format!("requires {rank} indices")));
    }
    let mask = cx.operand_type(op, n - 2).and_then(|t| vector(cx, t));
    if gather {
        let index = cx.operand_type(op, n - 3).and_then(|t| vector(cx, t));
        if index.is_some_and(|(s, _)| s != v_shape) {
            return Err(cx.op_err(op, format!("expected {what} dim to match indices dim")));
        }
        if mask.is_some_and(|(s, _)| s != v_shape) {
            return Err(cx.op_err(op, format!("expected {what} dim to match mask dim")));
        }
    } else if mask.is_some_and(|(s, _)| s.first() != v_shape.first()) {
        return Err(cx.op_err(op, format!("expected {what} dim to match mask dim")));
    }
    if loaded.is_some() && cx.operand_type(op, n - 1) != Some(value) {
        return Err(cx.op_err(op, "expected pass_thru of same type as result type"));
    }
    Ok(())
}

pub fn masked_load(cx: &Cx, op: Op) -> Res {
    masked(cx, op, false, cx.result_type(op, 0))
}

pub fn masked_store(cx: &Cx, op: Op) -> Res {
    masked(cx, op, false, None)
}

pub fn gather(cx: &Cx, op: Op) -> Res {
    masked(cx, op, true, cx.result_type(op, 0))
}

pub fn scatter(cx: &Cx, op: Op) -> Res {
    masked(cx, op, true, None)
}
