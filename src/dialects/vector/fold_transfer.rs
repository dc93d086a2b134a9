//! The folds of `vector.transfer_read`/`transfer_write` (MLIR 19's
//! `TransferReadOp::fold`/`TransferWriteOp::fold`, the parts that apply
//! without other dialects' ops), and their memory effects:
//!
//! - `foldTransferInBoundsAttribute`: a dimension whose index is a
//!   constant that keeps the whole vector inside a static size is marked
//!   in bounds;
//! - an all-true mask operand is dropped (`foldTransferFullMask`), and a
//!   `memref.cast` operand replaced by its source (`foldMemRefCast`);
//! - a read of a tensor just written by a write of the same vector type,
//!   indices and map, both unmasked, is that vector (`foldRAW`); a write
//!   of a tensor with what was just read from it, at the same place, is
//!   the tensor (`foldWAR`).
//!
//! A transfer on a tensor has no memory effect; a read of a memref only
//! reads.

use crate::ir::{Attr, AttrKind, Body, Context, Op, TypeKind, Value};
use crate::passes::api::{int_of, prop, set_prop, Effects, FoldValue, Folded};

use super::transfer::{in_bounds_of, map_of};
use crate::ir::affine::E;

/// The operand segments of a transfer.
fn segments(ctx: &Context, body: &Body, op: Op) -> Option<Vec<std::ops::Range<usize>>> {
    let sizes = prop(ctx, body, op, "operandSegmentSizes")?;
    let AttrKind::DenseArray { values, .. } = ctx.attr_kind(sizes) else { return None };
    let mut at = 0;
    let mut out = Vec::new();
    for v in values.iter() {
        let crate::ir::IntOrFloat::Int(n) = v else { return None };
        out.push(at..at + *n as usize);
        at += *n as usize;
    }
    Some(out)
}

/// `foldTransferInBoundsAttribute`; `read` says which op it is.
fn fold_in_bounds(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>], read: bool) -> bool {
    let Some(segs) = segments(ctx, body, op) else { return false };
    let (source_slot, index_slot) = if read { (0, 1) } else { (1, 2) };
    let operands = body.op(op).operands.clone();
    let Some(&source) = operands.get(segs[source_slot].start) else { return false };
    let vector_ty = if read { body.value(Value(body.op(op).first_result)).ty } else { body.value(operands[0]).ty };
    let TypeKind::Vector { shape: vshape, .. } = ctx.type_kind(vector_ty).clone() else { return false };
    let shape = match ctx.type_kind(body.value(source).ty) {
        TypeKind::MemRef { shape, .. } | TypeKind::RankedTensor { shape, .. } => shape.clone(),
        _ => return false,
    };
    let Some(map) = map_of(ctx, prop(ctx, body, op, "permutation_map")) else { return false };
    let Some(in_bounds) = in_bounds_of(ctx, prop(ctx, body, op, "in_bounds")) else { return false };
    if map.results.is_empty() || in_bounds.len() != map.results.len() {
        return false;
    }
    let mut changed = false;
    let mut new = Vec::with_capacity(in_bounds.len());
    for (i, &b) in in_bounds.iter().enumerate() {
        if b {
            new.push(true);
            continue;
        }
        let E::Dim(d) = map.results[i] else { return false };
        let index = segs[index_slot].start + d;
        let known = shape.get(d).copied().flatten().zip(consts.get(index).and_then(|c| int_of(ctx, *c))).is_some_and(|(size, (c, _))| c + vshape[i] as i128 <= size as i128);
        new.push(known);
        changed |= known;
    }
    if !changed {
        return false;
    }
    let flags: Vec<Attr> = new.into_iter().map(|b| ctx.attr(AttrKind::Bool(b))).collect();
    let a = ctx.attr(AttrKind::Array(flags.into()));
    set_prop(ctx, body, op, "in_bounds", a);
    true
}

/// Whether a read and a write touch the same place the same way
/// (`checkSameValueRAW`/`checkSameValueWAR`), both unmasked.
fn same_place(ctx: &Context, body: &Body, read: Op, write: Op) -> bool {
    let (Some(rs), Some(ws)) = (segments(ctx, body, read), segments(ctx, body, write)) else { return false };
    let (ro, wo) = (&body.op(read).operands, &body.op(write).operands);
    ro[rs[0].clone()] == wo[ws[1].clone()]
        && ro[rs[1].clone()] == wo[ws[2].clone()]
        && prop(ctx, body, read, "permutation_map") == prop(ctx, body, write, "permutation_map")
        && body.value(Value(body.op(read).first_result)).ty == body.value(wo[0]).ty
        && rs[3].is_empty()
        && ws[3].is_empty()
}

fn defined_by(ctx: &Context, body: &Body, v: Value, name: &str) -> Option<Op> {
    body.defining_op(v).filter(|&d| ctx.str(body.op(d).name) == name)
}

/// `foldTransferFullMask`: an all-true mask operand is dropped.
fn fold_full_mask(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> bool {
    let Some(segs) = segments(ctx, body, op) else { return false };
    let Some(mask_seg) = segs.last().cloned() else { return false };
    if mask_seg.len() != 1 {
        return false;
    }
    let mask = body.op(op).operands[mask_seg.start];
    if !super::mask::all_true(ctx, body, mask, consts.get(mask_seg.start).copied().flatten()) {
        return false;
    }
    let mut operands = body.op(op).operands.to_vec();
    operands.remove(mask_seg.start);
    body.ops[op.index()].operands = operands.into();
    let elem = ctx.int_type(32);
    let mut sizes: Vec<crate::ir::IntOrFloat> = segs.iter().map(|r| crate::ir::IntOrFloat::Int(r.len() as i128)).collect();
    if let Some(last) = sizes.last_mut() {
        *last = crate::ir::IntOrFloat::Int(0);
    }
    let a = ctx.attr(AttrKind::DenseArray { elem, values: sizes.into() });
    set_prop(ctx, body, op, "operandSegmentSizes", a);
    true
}

/// `memref::foldMemRefCast`: an operand made by `memref.cast` of a ranked
/// memref reads the cast's source instead.
fn fold_memref_cast(ctx: &Context, body: &mut Body, op: Op) -> bool {
    let mut folded = false;
    for (i, v) in body.op(op).operands.to_vec().into_iter().enumerate() {
        let Some(def) = body.defining_op(v) else { continue };
        if ctx.str(body.op(def).name) != "memref.cast" {
            continue;
        }
        let Some(&src) = body.op(def).operands.first() else { continue };
        if matches!(ctx.type_kind(body.value(src).ty), TypeKind::MemRef { .. }) {
            body.set_operand(op, i, src);
            folded = true;
        }
    }
    folded
}

/// `TransferReadOp::fold`.
pub fn fold_read(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    if fold_in_bounds(ctx, body, op, consts, true) || fold_full_mask(ctx, body, op, consts) || fold_memref_cast(ctx, body, op) {
        return Some(Folded::InPlace);
    }
    let source = *body.op(op).operands.first()?;
    if !matches!(ctx.type_kind(body.value(source).ty), TypeKind::RankedTensor { .. }) {
        return None;
    }
    let write = defined_by(ctx, body, source, "vector.transfer_write")?;
    if same_place_raw(ctx, body, op, write) {
        return Some(Folded::Results(vec![FoldValue::Value(body.op(write).operands[0])]));
    }
    None
}

/// The read's source is the write's result (`foldRAW`): same indices,
/// map and type, both unmasked, the write in bounds.
fn same_place_raw(ctx: &Context, body: &Body, read: Op, write: Op) -> bool {
    let (Some(rs), Some(ws)) = (segments(ctx, body, read), segments(ctx, body, write)) else { return false };
    let (ro, wo) = (&body.op(read).operands, &body.op(write).operands);
    let all_in = |o: Op| in_bounds_of(ctx, prop(ctx, body, o, "in_bounds")).is_some_and(|b| b.iter().all(|&x| x));
    ro[rs[1].clone()] == wo[ws[2].clone()]
        && prop(ctx, body, read, "permutation_map") == prop(ctx, body, write, "permutation_map")
        && body.value(Value(body.op(read).first_result)).ty == body.value(wo[0]).ty
        && rs[3].is_empty()
        && ws[3].is_empty()
        && all_in(write)
}

/// `TransferWriteOp::fold`.
pub fn fold_write(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let operands = body.op(op).operands.clone();
    let dest = *operands.get(1)?;
    if matches!(ctx.type_kind(body.value(dest).ty), TypeKind::RankedTensor { .. }) {
        if let Some(read) = defined_by(ctx, body, operands[0], "vector.transfer_read") {
            if same_place(ctx, body, read, op) {
                let source = body.op(read).operands[0];
                return Some(Folded::Results(vec![FoldValue::Value(source)]));
            }
        }
    }
    if fold_in_bounds(ctx, body, op, consts, false) || fold_full_mask(ctx, body, op, consts) || fold_memref_cast(ctx, body, op) {
        return Some(Folded::InPlace);
    }
    None
}

fn on_tensor(ctx: &Context, body: &Body, op: Op, slot: usize) -> bool {
    body.op(op).operands.get(slot).is_some_and(|&v| matches!(ctx.type_kind(body.value(v).ty), TypeKind::RankedTensor { .. }))
}

/// A read of a tensor is pure; of a memref, it reads.
pub fn read_effects(ctx: &Context, body: &Body, op: Op) -> Effects {
    if on_tensor(ctx, body, op, 0) {
        Effects::None
    } else {
        Effects::Read
    }
}

/// A write to a tensor is pure; to a memref, it writes.
pub fn write_effects(ctx: &Context, body: &Body, op: Op) -> Effects {
    if on_tensor(ctx, body, op, 1) {
        Effects::None
    } else {
        Effects::Unknown
    }
}
