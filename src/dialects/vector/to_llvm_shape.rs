//! `convert-vector-to-llvm`'s rows for the element and shape ops MLIR 19
//! converts one to one (after [`super::lower_shape`] unrolled the n-D ones):
//!
//! - `vector.from_elements` (0-D and 1-D): an `llvm.insertelement` per
//!   element into undef, at `i64` constants;
//! - `vector.step` on a scalable vector: `llvm.intr.experimental.stepvector`;
//! - `vector.vscale`: `llvm.intr.vscale` of the index type;
//! - `vector.interleave`/`vector.deinterleave` on 1-D vectors: shuffles of
//!   fixed vectors, `llvm.intr.vector.interleave2`/`deinterleave2` of
//!   scalable ones;
//! - `vector.scalable.insert`/`extract`: `llvm.intr.vector.insert`/`extract`;
//! - `vector.flat_transpose`/`vector.matrix_multiply`: the matrix intrinsics;
//! - `vector.extract_strided_slice`: MLIR 19 runs its progressive lowering
//!   inside the conversion (`populateVectorToLLVMConversionPatterns` adds
//!   `populateVectorInsertExtractStridedSliceTransforms`), so the ops it
//!   makes are legalized as they come: one offset → a shuffle; more → slice
//!   by slice into a zero splat, which the conversion folds into an
//!   `arith.constant`, leaving the scalar zero it was made of.

use crate::conversion::api::{create_op, extract_value, ConversionRewriter};
use crate::ir::{AttrKind, IntOrFloat, Op, Type, TypeKind, Value};
use crate::passes::api::prop;

fn first(rw: &ConversionRewriter<'_>, op: Op) -> Value {
    Value(rw.body.op(op).first_result)
}

/// The op's result `i`, original and converted type.
fn result_types(rw: &mut ConversionRewriter<'_>, op: Op, i: usize) -> Option<(Type, Type)> {
    let r = rw.body.op(op).results().nth(i)?;
    let t = rw.body.value(r).ty;
    Some((t, rw.converter.convert(rw.ctx, t)))
}

/// A vector type's shape and scalable flags.
fn shape_of(rw: &ConversionRewriter<'_>, t: Type) -> Option<(Vec<u64>, Vec<bool>)> {
    match rw.ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, .. } => Some((shape.to_vec(), scalable.to_vec())),
        _ => None,
    }
}

/// Replaces `op` by one new op of `name` on `operands`, carrying the
/// properties `props` over unchanged.
fn one_to_one(rw: &mut ConversionRewriter<'_>, op: Op, name: &str, operands: &[Value], props: &[&str]) -> bool {
    let Some((_, ty)) = result_types(rw, op, 0) else { return false };
    let mut attrs = Vec::new();
    for &p in props {
        let Some(a) = prop(rw.ctx, rw.body, op, p) else { return false };
        attrs.push((p, a));
    }
    let n = create_op(rw, op, name, operands, &[ty], &attrs);
    let v = first(rw, n);
    rw.replace_op(op, &[v]);
    true
}

/// `vector.from_elements` of rank 0 or 1.
pub fn from_elements(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some((orig, ty)) = result_types(rw, op, 0) else { return false };
    let Some((shape, _)) = shape_of(rw, orig) else { return false };
    if shape.len() > 1 {
        return false;
    }
    let mut v = crate::conversion::api::undef(rw, op, ty);
    let i64t = rw.ctx.int_type(64);
    for (i, &e) in operands.iter().enumerate() {
        let a = rw.ctx.int_attr(i as i128, 64);
        let c = create_op(rw, op, "llvm.mlir.constant", &[], &[i64t], &[("value", a)]);
        let c = first(rw, c);
        let ins = create_op(rw, op, "llvm.insertelement", &[v, e, c], &[ty], &[]);
        v = first(rw, ins);
    }
    rw.replace_op(op, &[v]);
    true
}

/// `vector.step` on a scalable vector (a fixed one became a constant).
pub fn step(rw: &mut ConversionRewriter<'_>, op: Op, _: &[Value]) -> bool {
    let Some((orig, _)) = result_types(rw, op, 0) else { return false };
    if !shape_of(rw, orig).is_some_and(|(_, s)| s.iter().any(|&x| x)) {
        return false;
    }
    one_to_one(rw, op, "llvm.intr.experimental.stepvector", &[], &[])
}

/// `vector.vscale`.
pub fn vscale(rw: &mut ConversionRewriter<'_>, op: Op, _: &[Value]) -> bool {
    one_to_one(rw, op, "llvm.intr.vscale", &[], &[])
}

/// `vector.scalable.insert`: `llvm.intr.vector.insert` (destination first).
pub fn scalable_insert(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let [source, dest] = operands else { return false };
    one_to_one(rw, op, "llvm.intr.vector.insert", &[*dest, *source], &["pos"])
}

/// `vector.scalable.extract`.
pub fn scalable_extract(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    one_to_one(rw, op, "llvm.intr.vector.extract", operands, &["pos"])
}

/// `vector.flat_transpose`.
pub fn flat_transpose(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    one_to_one(rw, op, "llvm.intr.matrix.transpose", operands, &["rows", "columns"])
}

/// `vector.matrix_multiply`.
pub fn matrix_multiply(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    one_to_one(rw, op, "llvm.intr.matrix.multiply", operands, &["lhs_rows", "lhs_columns", "rhs_columns"])
}

/// An `llvm.shufflevector` of `v1`, `v2` by `mask`.
fn shufflevector(rw: &mut ConversionRewriter<'_>, op: Op, v1: Value, v2: Value, mask: &[i64], ty: Type) -> Value {
    let i32t = rw.ctx.int_type(32);
    let values = mask.iter().map(|&m| IntOrFloat::Int(m as i128)).collect();
    let m = rw.ctx.attr(AttrKind::DenseArray { elem: i32t, values });
    let s = create_op(rw, op, "llvm.shufflevector", &[v1, v2], &[ty], &[("mask", m)]);
    first(rw, s)
}

/// `vector.interleave` of 1-D vectors.
pub fn interleave(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let [lhs, rhs] = operands else { return false };
    let Some((orig, ty)) = result_types(rw, op, 0) else { return false };
    let Some((shape, scalable)) = shape_of(rw, orig) else { return false };
    if shape.len() != 1 {
        return false;
    }
    if scalable[0] {
        return one_to_one(rw, op, "llvm.intr.vector.interleave2", operands, &[]);
    }
    let n = shape[0] as i64 / 2;
    let mask: Vec<i64> = (0..n).flat_map(|i| [i, n + i]).collect();
    let v = shufflevector(rw, op, *lhs, *rhs, &mask, ty);
    rw.replace_op(op, &[v]);
    true
}

/// `vector.deinterleave` of a 1-D vector.
pub fn deinterleave(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let [source] = operands else { return false };
    let Some((orig, ty)) = result_types(rw, op, 0) else { return false };
    let Some((shape, scalable)) = shape_of(rw, orig) else { return false };
    if shape.len() != 1 {
        return false;
    }
    if scalable[0] {
        let s = rw.ctx.ty(TypeKind::Llvm(crate::ir::LlvmType::LiteralStruct { packed: false, fields: vec![ty, ty].into() }));
        let d = create_op(rw, op, "llvm.intr.vector.deinterleave2", &[*source], &[s], &[]);
        let d = first(rw, d);
        let even = extract_value(rw, op, d, &[0]);
        let odd = extract_value(rw, op, d, &[1]);
        rw.replace_op(op, &[even, odd]);
        return true;
    }
    let src_ty = rw.body.value(*source).ty;
    let p = create_op(rw, op, "llvm.mlir.poison", &[], &[src_ty], &[]);
    let poison = first(rw, p);
    let n = shape[0] as i64;
    let evens: Vec<i64> = (0..n).map(|i| 2 * i).collect();
    let odds: Vec<i64> = (0..n).map(|i| 2 * i + 1).collect();
    let even = shufflevector(rw, op, *source, poison, &evens, ty);
    let odd = shufflevector(rw, op, *source, poison, &odds, ty);
    rw.replace_op(op, &[even, odd]);
    true
}

/// An `I64ArrayAttr` property as integers.
fn i64_array(rw: &ConversionRewriter<'_>, op: Op, name: &str) -> Option<Vec<i64>> {
    let a = prop(rw.ctx, rw.body, op, name)?;
    let AttrKind::Array(items) = rw.ctx.attr_kind(a) else { return None };
    items.iter().map(|&i| rw.ctx.int_value(i).map(|v| v as i64)).collect()
}

/// `vector.extract_strided_slice`.
pub fn extract_strided_slice(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let [source] = operands else { return false };
    let (Some(offsets), Some(sizes), Some(strides)) = (i64_array(rw, op, "offsets"), i64_array(rw, op, "sizes"), i64_array(rw, op, "strides")) else {
        return false;
    };
    let Some((result, _)) = result_types(rw, op, 0) else { return false };
    let src_ty = rw.body.value(rw.body.op(op).operands[0]).ty;
    if offsets.is_empty() {
        return false;
    }
    let Some(v) = strided_slice(rw, op, *source, src_ty, &offsets, &sizes, &strides, result) else { return false };
    rw.replace_op(op, &[v]);
    true
}

/// The slice of the converted `source` (of original type `src_ty`) as a
/// converted value of the original type `result`.
#[allow(clippy::too_many_arguments)]
fn strided_slice(rw: &mut ConversionRewriter<'_>, op: Op, source: Value, src_ty: Type, offsets: &[i64], sizes: &[i64], strides: &[i64], result: Type) -> Option<Value> {
    // The op's fold: the whole vector.
    if src_ty == result {
        return Some(source);
    }
    let (offset, size, stride) = (offsets[0], *sizes.first()?, *strides.first()?);
    let picks: Vec<i64> = (0..size).map(|k| offset + k * stride).collect();
    if offsets.len() == 1 {
        return super::to_llvm_shuffle::shuffle_values(rw, op, [source, source], [src_ty, src_ty], &picks, result);
    }
    let TypeKind::Vector { shape, scalable, elem } = rw.ctx.type_kind(result).clone() else { return None };
    let TypeKind::Vector { shape: src_shape, scalable: src_scalable, .. } = rw.ctx.type_kind(src_ty).clone() else { return None };
    let zero = match rw.ctx.type_kind(elem) {
        TypeKind::Float(_) => rw.ctx.attr(AttrKind::Float { bits: 0, ty: elem }),
        _ => rw.ctx.attr(AttrKind::Integer { value: crate::ir::IntValue::Small(0), ty: elem }),
    };
    create_op(rw, op, "arith.constant", &[], &[elem], &[("value", zero)]);
    let data = match rw.ctx.type_kind(elem) {
        TypeKind::Float(_) => crate::ir::DenseData::Floats(Box::new([0])),
        _ => crate::ir::DenseData::Ints(Box::new([0])),
    };
    let dense = rw.ctx.attr(AttrKind::DenseElements { ty: result, data });
    let c = create_op(rw, op, "arith.constant", &[], &[result], &[("value", dense)]);
    let c = first(rw, c);
    let ty = rw.converter.convert(rw.ctx, result);
    let mut res = crate::conversion::api::materialize_cast(rw.ctx, rw.body, op, c, ty);
    let src_row = rw.ctx.ty(TypeKind::Vector { shape: src_shape[1..].into(), scalable: src_scalable[1..].into(), elem });
    let res_row = rw.ctx.ty(TypeKind::Vector { shape: shape[1..].into(), scalable: scalable[1..].into(), elem });
    for (idx, &off) in picks.iter().enumerate() {
        let one = extract_value(rw, op, source, &[off]);
        let e = strided_slice(rw, op, one, src_row, &offsets[1..], &sizes[1..], &strides[1..], res_row)?;
        res = crate::conversion::api::insert_value(rw, op, res, e, &[idx as i64]);
    }
    Some(res)
}
