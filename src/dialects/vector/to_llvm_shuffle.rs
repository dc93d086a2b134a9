//! `vector.shuffle` lowered as MLIR 19's `VectorShuffleOpConversion`: one
//! `llvm.shufflevector` when both operands have the same 0-D or 1-D type,
//! else element by element (or row by row) into undef. [`shuffle_values`]
//! also serves the shuffles the strided-slice lowering makes.

use crate::conversion::api::{create_op, extract_value, insert_value, undef, ConversionRewriter};
use crate::ir::{AttrKind, IntOrFloat, Op, Type, TypeKind, Value};
use crate::passes::api::prop;

fn first(rw: &ConversionRewriter<'_>, op: Op) -> Value {
    Value(rw.body.op(op).first_result)
}

/// `llvm.mlir.constant(pos : index)` of the converted index type.
fn index_const(rw: &mut ConversionRewriter<'_>, op: Op, pos: i64) -> Value {
    crate::conversion::api::index_constant(rw, op, pos)
}

/// Element `pos` of a converted vector: `llvm.extractelement` at an index
/// constant for rank 1, `llvm.extractvalue` above (MLIR's `extractOne`).
fn extract_one(rw: &mut ConversionRewriter<'_>, op: Op, v: Value, elem: Type, rank: usize, pos: i64) -> Value {
    if rank <= 1 {
        let c = index_const(rw, op, pos);
        let e = create_op(rw, op, "llvm.extractelement", &[v, c], &[elem], &[]);
        return first(rw, e);
    }
    extract_value(rw, op, v, &[pos])
}

/// MLIR's `insertOne`, the converse of [`extract_one`].
fn insert_one(rw: &mut ConversionRewriter<'_>, op: Op, into: Value, v: Value, ty: Type, rank: usize, pos: i64) -> Value {
    if rank <= 1 {
        let c = index_const(rw, op, pos);
        let e = create_op(rw, op, "llvm.insertelement", &[into, v, c], &[ty], &[]);
        return first(rw, e);
    }
    insert_value(rw, op, into, v, &[pos])
}

/// `vector.shuffle`: one `llvm.shufflevector` when both operands have the
/// same 0-D or 1-D type, else element by element (or row by row) into
/// undef (MLIR's `VectorShuffleOpConversion`).
pub(super) fn shuffle(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let [v1, v2] = operands else { return false };
    let Some(mask) = prop(rw.ctx, rw.body, op, "mask") else { return false };
    let AttrKind::Array(items) = rw.ctx.attr_kind(mask).clone() else { return false };
    let mask: Option<Vec<i64>> = items.iter().map(|&a| rw.ctx.int_value(a).map(|v| v as i64)).collect();
    let Some(mask) = mask else { return false };
    let Some(r) = rw.body.op(op).results().next() else { return false };
    let result = rw.body.value(r).ty;
    let orig = &rw.body.op(op).operands;
    let (t1, t2) = (rw.body.value(orig[0]).ty, rw.body.value(orig[1]).ty);
    let Some(v) = shuffle_values(rw, op, [*v1, *v2], [t1, t2], &mask, result) else { return false };
    rw.replace_op(op, &[v]);
    true
}

/// The converted shuffle of the converted `values` (of original types
/// `types`) by `mask`, to the original type `result`.
pub(super) fn shuffle_values(rw: &mut ConversionRewriter<'_>, op: Op, values: [Value; 2], types: [Type; 2], mask: &[i64], result: Type) -> Option<Value> {
    let [v1, v2] = values;
    let [t1, t2] = types;
    let TypeKind::Vector { shape, .. } = rw.ctx.type_kind(result).clone() else { return None };
    let ty = rw.converter.convert(rw.ctx, result);
    let rank = shape.len();
    if rank <= 1 && t1 == t2 {
        let i32t = rw.ctx.int_type(32);
        let values = mask.iter().map(|&m| IntOrFloat::Int(m as i128)).collect();
        let m = rw.ctx.attr(AttrKind::DenseArray { elem: i32t, values });
        let s = create_op(rw, op, "llvm.shufflevector", &[v1, v2], &[ty], &[("mask", m)]);
        return Some(first(rw, s));
    }
    let TypeKind::Vector { shape: s1, .. } = rw.ctx.type_kind(t1) else { return None };
    let v1_dim = s1.first().copied().unwrap_or(1) as i64;
    let elem = match rw.ctx.type_kind(ty) {
        TypeKind::Llvm(crate::ir::LlvmType::Array { elem, .. }) => *elem,
        TypeKind::Vector { elem, .. } => *elem,
        _ => return None,
    };
    let mut acc = undef(rw, op, ty);
    for (ins, &m) in mask.iter().enumerate() {
        let (value, pos) = if m >= v1_dim { (v2, m - v1_dim) } else { (v1, m) };
        let e = extract_one(rw, op, value, elem, rank, pos);
        acc = insert_one(rw, op, acc, e, ty, rank, ins as i64);
    }
    Some(acc)
}
