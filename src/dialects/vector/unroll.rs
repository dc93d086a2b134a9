//! The vector-to-vector lowerings `convert-vector-to-llvm` runs greedily
//! before converting, for ops the conversion only knows on 1-D vectors
//! (MLIR 19's `populateVectorBroadcastLoweringPatterns` and
//! `populateVectorBitCastLoweringPatterns`):
//!
//! - `vector.broadcast` (MLIR's `BroadcastOpLowering`): a scalar, or a
//!   0-D/1-D source to a 1-D result, becomes a `vector.splat`; a lower
//!   rank is duplicated (the broadcast to the trailing shape inserted at
//!   every leading position of a zero constant); a dimension of size 1
//!   that stretches is broadcast row by row;
//! - `vector.bitcast` of rank 2 and more: each innermost 1-D vector cast
//!   on its own and inserted into a zero constant;
//! - a `vector.load`/`vector.store` of one element (MLIR's
//!   `populateVectorTransferLoweringPatterns`, which the pass also runs):
//!   a `memref.load` broadcast to the vector, and the element extracted
//!   and `memref.store`d.

use crate::ir::{Attr, AttrKind, DenseData, IntOrFloat, Op, Type, TypeKind, Value};
use crate::passes::api::{Pattern, Rewriter};

use super::masks::{build, result_vector};

/// `arith.constant dense<0>` of the vector type `ty`.
pub(super) fn zero(rw: &mut Rewriter<'_>, anchor: Op, ty: Type) -> Value {
    let TypeKind::Vector { elem, .. } = rw.ctx.type_kind(ty).clone() else { unreachable!("a vector type") };
    let data = match rw.ctx.type_kind(elem) {
        TypeKind::Float(_) => DenseData::Floats(Box::new([0])),
        _ => DenseData::Ints(Box::new([0])),
    };
    let value = rw.ctx.attr(AttrKind::DenseElements { ty, data });
    build(rw, anchor, "arith.constant", &[], ty, &[("value", value)])
}

fn position(rw: &mut Rewriter<'_>, pos: &[i64]) -> Attr {
    let elem = rw.ctx.int_type(64);
    let values = pos.iter().map(|&p| IntOrFloat::Int(p as i128)).collect();
    rw.ctx.attr(AttrKind::DenseArray { elem, values })
}

/// `vector.extract v[pos]` of result type `ty`.
pub(super) fn extract(rw: &mut Rewriter<'_>, anchor: Op, v: Value, pos: &[i64], ty: Type) -> Value {
    let p = position(rw, pos);
    build(rw, anchor, "vector.extract", &[v], ty, &[("static_position", p)])
}

/// `vector.insert v, into[pos]`.
pub(super) fn insert(rw: &mut Rewriter<'_>, anchor: Op, v: Value, into: Value, pos: &[i64]) -> Value {
    let p = position(rw, pos);
    let ty = rw.body.value(into).ty;
    build(rw, anchor, "vector.insert", &[v, into], ty, &[("static_position", p)])
}

/// The type of `ty` without its leading dimension (a scalar for rank 1).
pub(super) fn drop_front(rw: &mut Rewriter<'_>, ty: Type) -> Option<Type> {
    let TypeKind::Vector { shape, scalable, elem } = rw.ctx.type_kind(ty).clone() else { return None };
    if shape.len() <= 1 {
        return Some(elem);
    }
    Some(rw.ctx.ty(TypeKind::Vector { shape: shape[1..].into(), scalable: scalable[1..].into(), elem }))
}

/// MLIR's `BroadcastOpLowering`.
struct BroadcastLowering;

impl Pattern for BroadcastLowering {
    fn root(&self) -> Option<&str> {
        Some("vector.broadcast")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some(&source) = rw.body.op(op).operands.first() else { return false };
        let Some((dst, dst_shape, dst_scalable, _)) = result_vector(rw, op) else { return false };
        let src_ty = rw.body.value(source).ty;
        let TypeKind::Vector { shape: src_shape, .. } = rw.ctx.type_kind(src_ty).clone() else {
            let new = build(rw, op, "vector.splat", &[source], dst, &[]);
            rw.replace_op(op, &[new]);
            return true;
        };
        let (src_rank, dst_rank) = (src_shape.len(), dst_shape.len());
        if src_rank <= 1 && dst_rank == 1 {
            let Some(elem) = drop_front(rw, src_ty) else { return false };
            let ext = if src_rank == 0 {
                build(rw, op, "vector.extractelement", &[source], elem, &[])
            } else {
                extract(rw, op, source, &[0], elem)
            };
            let new = build(rw, op, "vector.splat", &[ext], dst, &[]);
            rw.replace_op(op, &[new]);
            return true;
        }
        let Some(res_ty) = drop_front(rw, dst) else { return false };
        if src_rank < dst_rank {
            let bcst = build(rw, op, "vector.broadcast", &[source], res_ty, &[]);
            let mut result = zero(rw, op, dst);
            for d in 0..dst_shape[0] as i64 {
                result = insert(rw, op, bcst, result, &[d]);
            }
            rw.replace_op(op, &[result]);
            return true;
        }
        let Some(m) = (0..dst_rank).find(|&r| src_shape[r] != dst_shape[r]) else {
            rw.replace_op(op, &[source]);
            return true;
        };
        let Some(src_row) = drop_front(rw, src_ty) else { return false };
        if m != 0 && dst_scalable[0] {
            return false;
        }
        let mut result = zero(rw, op, dst);
        if m == 0 {
            let ext = extract(rw, op, source, &[0], src_row);
            let bcst = build(rw, op, "vector.broadcast", &[ext], res_ty, &[]);
            for d in 0..dst_shape[0] as i64 {
                result = insert(rw, op, bcst, result, &[d]);
            }
        } else {
            for d in 0..dst_shape[0] as i64 {
                let ext = extract(rw, op, source, &[d], src_row);
                let bcst = build(rw, op, "vector.broadcast", &[ext], res_ty, &[]);
                result = insert(rw, op, bcst, result, &[d]);
            }
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// MLIR's `BitCastOpRewritePattern`: an n-D bitcast unrolled to 1-D ones.
struct BitCastLowering;

impl Pattern for BitCastLowering {
    fn root(&self) -> Option<&str> {
        Some("vector.bitcast")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some(&source) = rw.body.op(op).operands.first() else { return false };
        let Some((dst, shape, scalable, elem)) = result_vector(rw, op) else { return false };
        if shape.len() < 2 || scalable[0] {
            return false;
        }
        let TypeKind::Vector { shape: src_shape, scalable: src_scalable, elem: src_elem } = rw.ctx.type_kind(rw.body.value(source).ty).clone()
        else {
            return false;
        };
        let n = shape.len();
        let src_row = rw.ctx.ty(TypeKind::Vector { shape: src_shape[n - 1..].into(), scalable: src_scalable[n - 1..].into(), elem: src_elem });
        let dst_row = rw.ctx.ty(TypeKind::Vector { shape: shape[n - 1..].into(), scalable: scalable[n - 1..].into(), elem });
        let mut result = zero(rw, op, dst);
        let lead = &shape[..n - 1];
        let total: u64 = lead.iter().product();
        let mut pos = vec![0i64; lead.len()];
        for linear in 0..total {
            let mut rest = linear;
            for (p, &d) in pos.iter_mut().zip(lead).rev() {
                *p = (rest % d) as i64;
                rest /= d;
            }
            let ext = extract(rw, op, source, &pos, src_row);
            let cast = build(rw, op, "vector.bitcast", &[ext], dst_row, &[]);
            result = insert(rw, op, cast, result, &pos);
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// The number of elements of a vector type.
fn elements(rw: &Rewriter<'_>, t: Type) -> Option<u64> {
    match rw.ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, .. } if !scalable.iter().any(|&s| s) => Some(shape.iter().product()),
        _ => None,
    }
}

/// MLIR's `VectorLoadToMemrefLoadLowering`: a one-element `vector.load`
/// is a `memref.load` broadcast to the vector.
struct OneElementLoad;

impl Pattern for OneElementLoad {
    fn root(&self) -> Option<&str> {
        Some("vector.load")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some((ty, ..)) = result_vector(rw, op) else { return false };
        if elements(rw, ty) != Some(1) {
            return false;
        }
        let operands = rw.body.op(op).operands.to_vec();
        let Some(&base) = operands.first() else { return false };
        let TypeKind::MemRef { elem, .. } = *rw.ctx.type_kind(rw.body.value(base).ty) else { return false };
        let load = build(rw, op, "memref.load", &operands, elem, &[]);
        let new = build(rw, op, "vector.broadcast", &[load], ty, &[]);
        rw.replace_op(op, &[new]);
        true
    }
}

/// MLIR's `VectorStoreToMemrefStoreLowering`: a one-element
/// `vector.store` extracts its element and `memref.store`s it.
struct OneElementStore;

impl Pattern for OneElementStore {
    fn root(&self) -> Option<&str> {
        Some("vector.store")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let operands = rw.body.op(op).operands.to_vec();
        let Some(&value) = operands.first() else { return false };
        let vty = rw.body.value(value).ty;
        if elements(rw, vty) != Some(1) {
            return false;
        }
        let TypeKind::Vector { shape, elem, .. } = rw.ctx.type_kind(vty).clone() else { return false };
        let extracted = if shape.is_empty() {
            build(rw, op, "vector.extractelement", &[value], elem, &[])
        } else {
            extract(rw, op, value, &vec![0; shape.len()], elem)
        };
        let mut store_operands = vec![extracted];
        store_operands.extend_from_slice(&operands[1..]);
        let ident = rw.ctx.ident("memref.store");
        let d = rw.body.op(op);
        let (loc, span) = (d.loc, d.span);
        let attrs = rw.ctx.empty_dict();
        let new = rw.body.new_op(ident, store_operands.into(), &[], Box::new([]), None, attrs, Box::new([]), loc, span);
        rw.insert_before(op, new);
        rw.replace_op(op, &[]);
        true
    }
}

/// The patterns, for the greedy driver.
pub fn patterns() -> Vec<Box<dyn Pattern>> {
    vec![Box::new(BroadcastLowering), Box::new(BitCastLowering), Box::new(OneElementLoad), Box::new(OneElementStore)]
}
