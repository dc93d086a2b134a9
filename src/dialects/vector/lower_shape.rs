//! The vector-to-vector lowerings `convert-vector-to-llvm` runs greedily
//! before converting, for the shape ops (MLIR 19's
//! `populateVectorStepLoweringPatterns`, `populateVectorInterleaveLoweringPatterns`,
//! `populateVectorInsertExtractStridedSliceTransforms`,
//! `populateVectorShapeCastLoweringPatterns`,
//! `populateVectorTransposeLoweringPatterns` with the default element-wise
//! lowering, and the outer product of `populateVectorContractLoweringPatterns`):
//!
//! - a fixed-length `vector.step` → `arith.constant dense<[0, 1, ...]>`;
//! - an n-D `vector.interleave`/`vector.deinterleave` → one per innermost
//!   1-D vector, inserted into zero constants;
//! - `vector.insert_strided_slice`: a lower-rank source is inserted into the
//!   matching sub-vector of the destination; same rank → two shuffles (1-D)
//!   or slice by slice along the leading dimension;
//!   (`vector.extract_strided_slice`, which MLIR 19 lowers inside the
//!   conversion, is in [`super::to_llvm_shape`]);
//! - `vector.shape_cast`: 2-D → 1-D row by row through
//!   `insert_strided_slice`, 1-D → 2-D through `extract_strided_slice`,
//!   other ranks element by element, scalable ones (one trailing scalable
//!   dimension each) by scalable sub-vectors;
//! - `vector.transpose`: element by element (trailing dimensions the
//!   permutation keeps in place stay vectors);
//! - `vector.outerproduct`: row by row, a broadcast of one `lhs` element
//!   times `rhs` (`vector.fma` for a float `add` with accumulator), combined
//!   with the accumulator row.

use crate::ir::{Attr, AttrKind, IntOrFloat, Op, Type, TypeKind, Value};
use crate::passes::api::{prop, Pattern, Rewriter};

use super::masks::{build, result_vector};
use super::unroll::{drop_front, extract, insert, zero};

/// A vector type's shape, scalable flags and element type.
fn vector_parts(rw: &Rewriter<'_>, t: Type) -> Option<(Vec<u64>, Vec<bool>, Type)> {
    match rw.ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, elem } => Some((shape.to_vec(), scalable.to_vec(), *elem)),
        _ => None,
    }
}

fn operand(rw: &Rewriter<'_>, op: Op, i: usize) -> Option<Value> {
    rw.body.op(op).operands.get(i).copied()
}

fn type_of(rw: &Rewriter<'_>, v: Value) -> Type {
    rw.body.value(v).ty
}

/// An `I64ArrayAttr` property (`[1, 2]`) as integers.
fn i64_array(rw: &Rewriter<'_>, op: Op, name: &str) -> Option<Vec<i64>> {
    let a = prop(rw.ctx, rw.body, op, name)?;
    let AttrKind::Array(items) = rw.ctx.attr_kind(a) else { return None };
    items.iter().map(|&i| rw.ctx.int_value(i).map(|v| v as i64)).collect()
}

/// `[a, b]` as an `I64ArrayAttr`.
fn i64_array_attr(rw: &mut Rewriter<'_>, values: &[i64]) -> Attr {
    let items: Vec<Attr> = values.iter().map(|&v| rw.ctx.int_attr(v as i128, 64)).collect();
    rw.ctx.attr(AttrKind::Array(items.into()))
}

/// A vector type of `shape` (fixed) and `elem`.
fn vector_type(rw: &mut Rewriter<'_>, shape: &[u64], scalable: &[bool], elem: Type) -> Type {
    rw.ctx.ty(TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), elem })
}

/// A new op with several results before `anchor`, queued.
fn build_multi(rw: &mut Rewriter<'_>, anchor: Op, name: &str, operands: &[Value], types: &[Type]) -> Vec<Value> {
    let ident = rw.ctx.ident(name);
    let d = rw.body.op(anchor);
    let (loc, span) = (d.loc, d.span);
    let attrs = rw.ctx.empty_dict();
    let new = rw.body.new_op(ident, operands.into(), types, Box::new([]), None, attrs, Box::new([]), loc, span);
    rw.insert_before(anchor, new);
    rw.body.op(new).results().collect()
}

/// `vector.shuffle v1, v2 [mask]`.
fn shuffle(rw: &mut Rewriter<'_>, anchor: Op, v1: Value, v2: Value, mask: &[i64]) -> Option<Value> {
    let (shape, scalable, elem) = vector_parts(rw, type_of(rw, v1))?;
    let mut new_shape = vec![mask.len() as u64];
    let mut new_scalable = vec![false];
    if !shape.is_empty() {
        new_shape.extend_from_slice(&shape[1..]);
        new_scalable.extend_from_slice(&scalable[1..]);
    }
    let ty = vector_type(rw, &new_shape, &new_scalable, elem);
    let m = i64_array_attr(rw, mask);
    Some(build(rw, anchor, "vector.shuffle", &[v1, v2], ty, &[("mask", m)]))
}

/// The positions of a row-major walk over `dims` (one empty position for
/// no dimensions).
fn positions(dims: &[u64]) -> Vec<Vec<i64>> {
    let total: u64 = dims.iter().product();
    (0..total)
        .map(|linear| {
            let mut rest = linear;
            let mut p = vec![0i64; dims.len()];
            for (x, &d) in p.iter_mut().zip(dims).rev() {
                *x = (rest % d) as i64;
                rest /= d;
            }
            p
        })
        .collect()
}

/// MLIR's `StepToArithConstantOpRewrite`.
struct StepLowering;

impl Pattern for StepLowering {
    fn root(&self) -> Option<&str> {
        Some("vector.step")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some((ty, shape, scalable, _)) = result_vector(rw, op) else { return false };
        if scalable.iter().any(|&s| s) || shape.len() != 1 {
            return false;
        }
        let values = (0..shape[0] as i128).collect::<Vec<_>>().into_boxed_slice();
        let value = rw.ctx.attr(AttrKind::DenseElements { ty, data: crate::ir::DenseData::Ints(values) });
        let c = build(rw, op, "arith.constant", &[], ty, &[("value", value)]);
        rw.replace_op(op, &[c]);
        true
    }
}

/// MLIR's `UnrollInterleaveOp`.
struct UnrollInterleave;

impl Pattern for UnrollInterleave {
    fn root(&self) -> Option<&str> {
        Some("vector.interleave")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some((ty, shape, scalable, _)) = result_vector(rw, op) else { return false };
        let n = shape.len();
        if n <= 1 || scalable[..n - 1].iter().any(|&s| s) {
            return false;
        }
        let (Some(lhs), Some(rhs)) = (operand(rw, op, 0), operand(rw, op, 1)) else { return false };
        let Some((src_shape, src_scalable, elem)) = vector_parts(rw, type_of(rw, lhs)) else { return false };
        let src_row = vector_type(rw, &src_shape[n - 1..], &src_scalable[n - 1..], elem);
        let res_row = vector_type(rw, &shape[n - 1..], &scalable[n - 1..], elem);
        let mut result = zero(rw, op, ty);
        for pos in positions(&shape[..n - 1]) {
            let l = extract(rw, op, lhs, &pos, src_row);
            let r = extract(rw, op, rhs, &pos, src_row);
            let i = build(rw, op, "vector.interleave", &[l, r], res_row, &[]);
            result = insert(rw, op, i, result, &pos);
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// MLIR's `UnrollDeinterleaveOp`.
struct UnrollDeinterleave;

impl Pattern for UnrollDeinterleave {
    fn root(&self) -> Option<&str> {
        Some("vector.deinterleave")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some((ty, shape, scalable, elem)) = result_vector(rw, op) else { return false };
        let n = shape.len();
        if n <= 1 || scalable[..n - 1].iter().any(|&s| s) {
            return false;
        }
        let Some(source) = operand(rw, op, 0) else { return false };
        let Some((src_shape, src_scalable, _)) = vector_parts(rw, type_of(rw, source)) else { return false };
        let src_row = vector_type(rw, &src_shape[n - 1..], &src_scalable[n - 1..], elem);
        let res_row = vector_type(rw, &shape[n - 1..], &scalable[n - 1..], elem);
        let mut even = zero(rw, op, ty);
        let mut odd = zero(rw, op, ty);
        for pos in positions(&shape[..n - 1]) {
            let s = extract(rw, op, source, &pos, src_row);
            let parts = build_multi(rw, op, "vector.deinterleave", &[s], &[res_row, res_row]);
            even = insert(rw, op, parts[0], even, &pos);
            odd = insert(rw, op, parts[1], odd, &pos);
        }
        rw.replace_op(op, &[even, odd]);
        true
    }
}

/// `vector.insert_strided_slice source, dest {offsets, strides}`.
fn insert_strided_slice(rw: &mut Rewriter<'_>, anchor: Op, source: Value, dest: Value, offsets: &[i64], strides: &[i64]) -> Value {
    let o = i64_array_attr(rw, offsets);
    let s = i64_array_attr(rw, strides);
    let ty = type_of(rw, dest);
    build(rw, anchor, "vector.insert_strided_slice", &[source, dest], ty, &[("offsets", o), ("strides", s)])
}

/// `vector.extract_strided_slice v {offsets, sizes, strides}`.
fn extract_strided_slice(rw: &mut Rewriter<'_>, anchor: Op, v: Value, offsets: &[i64], sizes: &[i64], strides: &[i64]) -> Option<Value> {
    let (mut shape, scalable, elem) = vector_parts(rw, type_of(rw, v))?;
    for (d, &s) in shape.iter_mut().zip(sizes) {
        *d = s as u64;
    }
    let ty = vector_type(rw, &shape, &scalable, elem);
    let o = i64_array_attr(rw, offsets);
    let z = i64_array_attr(rw, sizes);
    let s = i64_array_attr(rw, strides);
    Some(build(rw, anchor, "vector.extract_strided_slice", &[v], ty, &[("offsets", o), ("sizes", z), ("strides", s)]))
}

/// MLIR's `DecomposeDifferentRankInsertStridedSlice`.
struct InsertStridedSliceDifferentRank;

impl Pattern for InsertStridedSliceDifferentRank {
    fn root(&self) -> Option<&str> {
        Some("vector.insert_strided_slice")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let (Some(source), Some(dest)) = (operand(rw, op, 0), operand(rw, op, 1)) else { return false };
        let (Some(offsets), Some(strides)) = (i64_array(rw, op, "offsets"), i64_array(rw, op, "strides")) else { return false };
        let (Some((src_shape, ..)), Some((dst_shape, dst_scalable, elem))) = (vector_parts(rw, type_of(rw, source)), vector_parts(rw, type_of(rw, dest)))
        else {
            return false;
        };
        if offsets.is_empty() || dst_shape.len() <= src_shape.len() {
            return false;
        }
        let diff = dst_shape.len() - src_shape.len();
        let sub = vector_type(rw, &dst_shape[diff..], &dst_scalable[diff..], elem);
        let lead = &offsets[..diff];
        let extracted = extract(rw, op, dest, lead, sub);
        let inner = insert_strided_slice(rw, op, source, extracted, &offsets[diff..], &strides);
        let result = insert(rw, op, inner, dest, lead);
        rw.replace_op(op, &[result]);
        true
    }
}

/// MLIR's `ConvertSameRankInsertStridedSliceIntoShuffle`.
struct InsertStridedSliceSameRank;

impl Pattern for InsertStridedSliceSameRank {
    fn root(&self) -> Option<&str> {
        Some("vector.insert_strided_slice")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let (Some(source), Some(dest)) = (operand(rw, op, 0), operand(rw, op, 1)) else { return false };
        let (Some(offsets), Some(strides)) = (i64_array(rw, op, "offsets"), i64_array(rw, op, "strides")) else { return false };
        let (src_ty, dst_ty) = (type_of(rw, source), type_of(rw, dest));
        let (Some((src_shape, ..)), Some((dst_shape, ..))) = (vector_parts(rw, src_ty), vector_parts(rw, dst_ty)) else { return false };
        if offsets.is_empty() || dst_shape.len() != src_shape.len() {
            return false;
        }
        if src_ty == dst_ty {
            rw.replace_op(op, &[source]);
            return true;
        }
        let (offset, size, stride) = (offsets[0], src_shape[0] as i64, strides[0]);
        if src_shape.len() == 1 {
            let n_dest = dst_shape[0] as i64;
            let widen: Vec<i64> = (0..n_dest).map(|i| if i < size { i } else { 0 }).collect();
            let Some(scaled) = shuffle(rw, op, source, source, &widen) else { return false };
            let end = offset + size * stride;
            let mask: Vec<i64> = (0..n_dest)
                .map(|i| if i < offset || i >= end || (i - offset) % stride != 0 { n_dest + i } else { (i - offset) / stride })
                .collect();
            let Some(s) = shuffle(rw, op, scaled, dest, &mask) else { return false };
            rw.replace_op(op, &[s]);
            return true;
        }
        let Some(src_row) = drop_front(rw, src_ty) else { return false };
        let Some(dst_row) = drop_front(rw, dst_ty) else { return false };
        let mut result = dest;
        let mut off = offset;
        let mut idx = 0;
        while off < offset + size * stride {
            let mut extracted = extract(rw, op, source, &[idx], src_row);
            if matches!(rw.ctx.type_kind(src_row), TypeKind::Vector { .. }) {
                let d = extract(rw, op, dest, &[off], dst_row);
                extracted = insert_strided_slice(rw, op, extracted, d, &offsets[1..], &strides[1..]);
            }
            result = insert(rw, op, extracted, result, &[off]);
            off += stride;
            idx += 1;
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// MLIR's `ShapeCastOp2DDownCastRewritePattern`,
/// `ShapeCastOp2DUpCastRewritePattern` and `ShapeCastOpRewritePattern`.
struct ShapeCastLowering;

impl Pattern for ShapeCastLowering {
    fn root(&self) -> Option<&str> {
        Some("vector.shape_cast")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some(source) = operand(rw, op, 0) else { return false };
        let Some((ty, shape, scalable, elem)) = result_vector(rw, op) else { return false };
        let src_ty = type_of(rw, source);
        if src_ty == ty {
            rw.replace_op(op, &[source]);
            return true;
        }
        let Some((src_shape, src_scalable, _)) = vector_parts(rw, src_ty) else { return false };
        if scalable.iter().chain(&src_scalable).any(|&s| s) {
            return scalable_shape_cast(rw, op, source, (&src_shape, &src_scalable), (ty, &shape, &scalable), elem);
        }
        let (src_rank, res_rank) = (src_shape.len(), shape.len());
        if src_rank == 2 && res_rank == 1 {
            let mut desc = zero(rw, op, ty);
            let row = vector_type(rw, &src_shape[1..], &[false], elem);
            for i in 0..src_shape[0] as i64 {
                let v = extract(rw, op, source, &[i], row);
                desc = insert_strided_slice(rw, op, v, desc, &[i * src_shape[1] as i64], &[1]);
            }
            rw.replace_op(op, &[desc]);
            return true;
        }
        if src_rank == 1 && res_rank == 2 {
            let mut desc = zero(rw, op, ty);
            let minor = shape[1] as i64;
            for i in 0..shape[0] as i64 {
                let Some(v) = extract_strided_slice(rw, op, source, &[i * minor], &[minor], &[1]) else { return false };
                desc = insert(rw, op, v, desc, &[i]);
            }
            rw.replace_op(op, &[desc]);
            return true;
        }
        let mut result = zero(rw, op, ty);
        let from = positions(&src_shape);
        let to = positions(&shape);
        for (s, r) in from.iter().zip(&to) {
            let e = if src_rank == 0 {
                build(rw, op, "vector.extractelement", &[source], elem, &[])
            } else {
                extract(rw, op, source, s, elem)
            };
            result = if res_rank == 0 {
                build(rw, op, "vector.insertelement", &[e, result], ty, &[])
            } else {
                insert(rw, op, e, result, r)
            };
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// Only the trailing dimension is scalable (MLIR's `isTrailingDimScalable`).
fn trailing_scalable(scalable: &[bool]) -> bool {
    scalable.last() == Some(&true) && !scalable[..scalable.len() - 1].contains(&true)
}

/// MLIR's `incIdx`: steps `idx` by `step` in dimension `dim`, carrying into
/// the outer dimensions by one.
fn inc_idx(idx: &mut [i64], shape: &[u64], dim: usize, step: i64) {
    let mut step = step;
    for d in (0..=dim).rev() {
        idx[d] += step;
        if idx[d] >= shape[d] as i64 {
            idx[d] = 0;
            step = 1;
        } else {
            break;
        }
    }
}

/// MLIR's `ScalableShapeCastOpRewritePattern`: source and result with one
/// trailing scalable dimension each; scalable sub-vectors of the smaller
/// trailing size are moved row by row (`vector.scalable.extract`/`insert`
/// where the trailing sizes differ), written for vscale = 1.
fn scalable_shape_cast(rw: &mut Rewriter<'_>, op: Op, source: Value, src: (&[u64], &[bool]), res: (Type, &[u64], &[bool]), elem: Type) -> bool {
    let ((src_shape, src_scalable), (ty, shape, scalable)) = (src, res);
    if !trailing_scalable(src_scalable) || !trailing_scalable(scalable) {
        return false;
    }
    let (src_rank, res_rank) = (src_shape.len(), shape.len());
    let src_trailing = *src_shape.last().unwrap() as i64;
    let res_trailing = *shape.last().unwrap() as i64;
    let size = src_trailing.min(res_trailing);
    let total: u64 = src_shape.iter().product();
    let piece = vector_type(rw, &[size as u64], &[true], elem);
    let mut result = zero(rw, op, ty);
    let mut src_idx = vec![0i64; src_rank];
    let mut res_idx = vec![0i64; res_rank];
    let mut cur_res: Option<Value> = None;
    let mut cur_src: Option<Value> = None;
    let mut i = 0i64;
    while i < total as i64 {
        let row = match cur_src {
            Some(v) => v,
            None => {
                let v = if src_rank != 1 {
                    let row_ty = vector_type(rw, &[src_trailing as u64], &[true], elem);
                    extract(rw, op, source, &src_idx[..src_rank - 1], row_ty)
                } else {
                    source
                };
                cur_src = Some(v);
                v
            }
        };
        let mut sub = row;
        if size < src_trailing {
            let pos = rw.ctx.int_attr(src_idx[src_rank - 1] as i128, 64);
            sub = build(rw, op, "vector.scalable.extract", &[sub], piece, &[("pos", pos)]);
        }
        let mut current = match cur_res {
            Some(v) => v,
            None if size == res_trailing => sub,
            None if res_rank != 1 => {
                let row_ty = vector_type(rw, &[res_trailing as u64], &[true], elem);
                extract(rw, op, result, &res_idx[..res_rank - 1], row_ty)
            }
            None => result,
        };
        if size < res_trailing {
            let pos = rw.ctx.int_attr(res_idx[res_rank - 1] as i128, 64);
            let row_ty = type_of(rw, current);
            current = build(rw, op, "vector.scalable.insert", &[sub, current], row_ty, &[("pos", pos)]);
        }
        cur_res = Some(current);
        if res_idx[res_rank - 1] + size >= res_trailing && current != result {
            result = insert(rw, op, current, result, &res_idx[..res_rank - 1]);
            cur_res = None;
        }
        if src_idx[src_rank - 1] + size >= src_trailing {
            cur_src = None;
        }
        inc_idx(&mut src_idx, src_shape, src_rank - 1, size);
        inc_idx(&mut res_idx, shape, res_rank - 1, size);
        i += size;
    }
    rw.replace_op(op, &[result]);
    true
}

/// MLIR's `TransposeOpLowering` (element-wise, the default).
struct TransposeLowering;

impl Pattern for TransposeLowering {
    fn root(&self) -> Option<&str> {
        Some("vector.transpose")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some(source) = operand(rw, op, 0) else { return false };
        let Some((ty, ..)) = result_vector(rw, op) else { return false };
        let Some((in_shape, in_scalable, elem)) = vector_parts(rw, type_of(rw, source)) else { return false };
        if in_scalable.iter().any(|&s| s) {
            return false;
        }
        let Some(a) = prop(rw.ctx, rw.body, op, "permutation") else { return false };
        let AttrKind::DenseArray { values, .. } = rw.ctx.attr_kind(a) else { return false };
        let perm: Vec<usize> = values.iter().filter_map(|v| if let IntOrFloat::Int(i) = v { Some(*i as usize) } else { None }).collect();
        // The op's fold: the identity permutation.
        if perm.iter().enumerate().all(|(i, &p)| i == p) {
            rw.replace_op(op, &[source]);
            return true;
        }
        let mut kept = perm.len();
        for &p in perm.iter().rev() {
            if p != kept - 1 {
                break;
            }
            kept -= 1;
        }
        let pruned = &perm[..kept];
        let rest_shape = &in_shape[kept..];
        let piece = if rest_shape.is_empty() { elem } else { vector_type(rw, rest_shape, &in_scalable[kept..], elem) };
        let mut result = zero(rw, op, ty);
        for from in positions(&in_shape[..kept]) {
            let to: Vec<i64> = pruned.iter().map(|&p| from[p]).collect();
            let e = extract(rw, op, source, &from, piece);
            result = insert(rw, op, e, result, &to);
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// The combining op of a kind (`makeArithReduction`), `None` for a kind the
/// element type does not allow.
fn combine_op(kind: &str, int: bool) -> Option<&'static str> {
    Some(match (kind, int) {
        ("add", true) => "arith.addi",
        ("add", false) => "arith.addf",
        ("mul", true) => "arith.muli",
        ("mul", false) => "arith.mulf",
        ("minui", true) => "arith.minui",
        ("minsi", true) => "arith.minsi",
        ("maxui", true) => "arith.maxui",
        ("maxsi", true) => "arith.maxsi",
        ("and", true) => "arith.andi",
        ("or", true) => "arith.ori",
        ("xor", true) => "arith.xori",
        ("minnumf", false) => "arith.minnumf",
        ("maxnumf", false) => "arith.maxnumf",
        ("minimumf", false) => "arith.minimumf",
        ("maximumf", false) => "arith.maximumf",
        _ => return None,
    })
}

/// MLIR's `createContractArithOp`: `x * y` combined with `acc`.
fn contract_arith(rw: &mut Rewriter<'_>, anchor: Op, x: Value, y: Value, acc: Option<Value>, kind: &str, int: bool) -> Option<Value> {
    let ty = type_of(rw, x);
    let combine = combine_op(kind, int)?;
    if !int && kind == "add" {
        if let Some(acc) = acc.filter(|&a| matches!(rw.ctx.type_kind(type_of(rw, a)), TypeKind::Vector { .. })) {
            return Some(build(rw, anchor, "vector.fma", &[x, y, acc], ty, &[]));
        }
    }
    let mul = build(rw, anchor, if int { "arith.muli" } else { "arith.mulf" }, &[x, y], ty, &[]);
    match acc {
        None => Some(mul),
        Some(acc) => Some(build(rw, anchor, combine, &[mul, acc], ty, &[])),
    }
}

/// MLIR's `OuterProductOpLowering` (unmasked).
struct OuterProductLowering;

impl Pattern for OuterProductLowering {
    fn root(&self) -> Option<&str> {
        Some("vector.outerproduct")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some((ty, shape, scalable, elem)) = result_vector(rw, op) else { return false };
        if shape.len() >= 2 && scalable.iter().all(|&s| s) {
            return false;
        }
        let operands = rw.body.op(op).operands.to_vec();
        let [lhs, rhs, rest @ ..] = &operands[..] else { return false };
        let (lhs, rhs, acc) = (*lhs, *rhs, rest.first().copied());
        let int = matches!(rw.ctx.type_kind(elem), TypeKind::Integer { .. } | TypeKind::Index);
        let kind = prop(rw.ctx, rw.body, op, "kind").and_then(|a| rw.ctx.dialect_words(a)).and_then(|(_, w)| w.first().map(|k| k.to_string())).unwrap_or_else(|| "add".into());
        let kind = kind.as_str();
        let lhs_ty = type_of(rw, lhs);
        let rhs_ty = type_of(rw, rhs);
        if !matches!(rw.ctx.type_kind(rhs_ty), TypeKind::Vector { .. }) {
            let b = build(rw, op, "vector.broadcast", &[rhs], lhs_ty, &[]);
            let Some(m) = contract_arith(rw, op, lhs, b, acc, kind, int) else { return false };
            rw.replace_op(op, &[m]);
            return true;
        }
        if combine_op(kind, int).is_none() {
            return false;
        }
        let mut result = zero(rw, op, ty);
        for d in 0..shape[0] as i64 {
            let x = extract(rw, op, lhs, &[d], elem);
            let a = build(rw, op, "vector.broadcast", &[x], rhs_ty, &[]);
            let r = acc.map(|acc| extract(rw, op, acc, &[d], rhs_ty));
            let Some(m) = contract_arith(rw, op, a, rhs, r, kind, int) else { return false };
            result = insert(rw, op, m, result, &[d]);
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// The patterns, for the greedy driver.
pub fn patterns() -> Vec<Box<dyn Pattern>> {
    vec![
        Box::new(StepLowering),
        Box::new(UnrollInterleave),
        Box::new(UnrollDeinterleave),
        Box::new(InsertStridedSliceDifferentRank),
        Box::new(InsertStridedSliceSameRank),
        Box::new(ShapeCastLowering),
        Box::new(TransposeLowering),
        Box::new(OuterProductLowering),
    ]
}

