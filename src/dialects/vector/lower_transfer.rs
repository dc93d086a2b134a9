//! `vector.transfer_read`/`transfer_write` lowered as
//! `convert-vector-to-llvm` does (MLIR 19's
//! `populateVectorTransferLoweringPatterns` and `MaterializeTransferMask`):
//!
//! - in the greedy phase (transfers of rank 1 at most), an in-bounds
//!   transfer on a memref whose last dimension has unit stride, with a
//!   minor identity map (broadcasts allowed when reading) and matching
//!   element types, becomes `vector.load`/`vector.store`, or with a mask
//!   `vector.maskedload` (the padding splat as pass-through) /
//!   `vector.maskedstore`; a broadcast read loads the unbroadcast vector
//!   and `vector.broadcast`s it. A transfer under `vector.mask` stays;
//! - in the conversion phase (here: after the greedy phase, before the
//!   conversion), a 1-D transfer with an out-of-bounds dimension gets the
//!   mask `vector.create_mask (dim - index)` of its last index (combined
//!   with its own mask by `arith.andi`), becomes in-bounds and is lowered
//!   as above. MLIR's conversion undoes the whole rewrite when the result
//!   cannot be lowered, so transfers that would not lower (a permuted map,
//!   a tensor) are left as they are.

use crate::conversion::api::strides_and_offset;
use crate::ir::{Attr, AttrKind, Body, Context, Op, Type, TypeKind, Value};
use crate::passes::api::{prop, Pattern, Rewriter};

use super::masks::build;
use super::transfer::{in_bounds_of, is_minor_identity, map_of, minor_identity_broadcasts};

/// What a transfer op holds, by its operand segments.
struct Transfer {
    read: bool,
    vector_ty: Type,
    /// The stored vector (write).
    vector: Option<Value>,
    source: Value,
    indices: Vec<Value>,
    padding: Option<Value>,
    mask: Option<Value>,
    /// Broadcast result positions (read) when the map is a minor identity.
    broadcasts: Option<Vec<usize>>,
    in_bounds: Vec<bool>,
}

fn read_transfer(ctx: &Context, body: &Body, op: Op) -> Option<Transfer> {
    let name = ctx.str(body.op(op).name);
    let read = match name {
        "vector.transfer_read" => true,
        "vector.transfer_write" => false,
        _ => return None,
    };
    let sizes = prop(ctx, body, op, "operandSegmentSizes")?;
    let AttrKind::DenseArray { values, .. } = ctx.attr_kind(sizes) else { return None };
    let sizes: Vec<usize> = values.iter().map(|v| if let crate::ir::IntOrFloat::Int(i) = v { *i as usize } else { 0 }).collect();
    let operands = &body.op(op).operands;
    let mut groups = Vec::new();
    let mut at = 0;
    for s in &sizes {
        groups.push(operands.get(at..at + s)?.to_vec());
        at += s;
    }
    let map = map_of(ctx, prop(ctx, body, op, "permutation_map"))?;
    let in_bounds = in_bounds_of(ctx, prop(ctx, body, op, "in_bounds"))?;
    let broadcasts = if read { minor_identity_broadcasts(&map) } else { is_minor_identity(&map).then(Vec::new) };
    let (vector, source, indices, padding, mask) = if read {
        (None, groups[0][0], groups[1].clone(), groups[2].first().copied(), groups[3].first().copied())
    } else {
        (Some(groups[0][0]), groups[1][0], groups[2].clone(), None, groups[3].first().copied())
    };
    let vector_ty = match vector {
        Some(v) => body.value(v).ty,
        None => body.value(Value(body.op(op).first_result)).ty,
    };
    Some(Transfer { read, vector_ty, vector, source, indices, padding, mask, broadcasts, in_bounds })
}

fn vector_parts(ctx: &Context, t: Type) -> Option<(Vec<u64>, Vec<bool>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, elem } => Some((shape.to_vec(), scalable.to_vec(), *elem)),
        _ => None,
    }
}

/// The checks of `TransferReadToVectorLoadLowering` and
/// `TransferWriteToVectorStoreLowering` past rank and masking: the
/// unbroadcast vector type to load, when the transfer lowers.
fn lowerable(ctx: &mut Context, body: &Body, t: &Transfer) -> Option<Type> {
    let broadcasts = t.broadcasts.as_ref()?;
    let memref = body.value(t.source).ty;
    let TypeKind::MemRef { elem: mem_elem, .. } = ctx.type_kind(memref).clone() else { return None };
    let (strides, _) = strides_and_offset(ctx, memref)?;
    if strides.last().is_some_and(|s| *s != Some(1)) {
        return None;
    }
    let (mut shape, scalable, elem) = vector_parts(ctx, t.vector_ty)?;
    for &b in broadcasts {
        shape[b] = 1;
    }
    let unbroadcast = ctx.ty(TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), elem });
    if matches!(ctx.type_kind(mem_elem), TypeKind::Vector { .. }) {
        let wanted = if t.read { unbroadcast } else { t.vector_ty };
        if mem_elem != wanted {
            return None;
        }
    } else if mem_elem != elem {
        return None;
    }
    if t.mask.is_some() && vector_parts(ctx, t.vector_ty)?.0.len() != 1 {
        return None;
    }
    Some(unbroadcast)
}

/// Builds the load or store of a lowerable in-bounds transfer through
/// `emit(name, operands, result type)`; the read's value.
fn emit_lowering(t: &Transfer, unbroadcast: Type, mask: Option<Value>, emit: &mut dyn FnMut(&str, &[Value], Option<Type>) -> Option<Value>) -> Option<Value> {
    let mut operands: Vec<Value> = vec![t.source];
    operands.extend(&t.indices);
    if t.read {
        let mut v = match mask {
            Some(m) => {
                let fill = emit("vector.splat", &[t.padding?], Some(unbroadcast))?;
                operands.extend([m, fill]);
                emit("vector.maskedload", &operands, Some(unbroadcast))?
            }
            None => emit("vector.load", &operands, Some(unbroadcast))?,
        };
        if !t.broadcasts.as_ref()?.is_empty() {
            v = emit("vector.broadcast", &[v], Some(t.vector_ty))?;
        }
        return Some(v);
    }
    match mask {
        Some(m) => {
            operands.extend([m, t.vector?]);
            emit("vector.maskedstore", &operands, None);
        }
        None => {
            let mut with_value = vec![t.vector?];
            with_value.extend(operands);
            emit("vector.store", &with_value, None);
        }
    }
    None
}

/// The greedy phase's `TransferReadToVectorLoadLowering` and
/// `TransferWriteToVectorStoreLowering` (`maxTransferRank` 1).
struct TransferToLoadStore(&'static str);

impl Pattern for TransferToLoadStore {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some(t) = read_transfer(rw.ctx, rw.body, op) else { return false };
        if vector_parts(rw.ctx, t.vector_ty).is_none_or(|p| p.0.len() > 1) {
            return false;
        }
        if rw.body.parent_op(op).is_some_and(|p| rw.ctx.str(rw.body.op(p).name) == "vector.mask") {
            return false;
        }
        let Some(unbroadcast) = lowerable(rw.ctx, rw.body, &t) else { return false };
        if t.in_bounds.iter().any(|b| !b) {
            return false;
        }
        let mut emit = |name: &str, operands: &[Value], ty: Option<Type>| -> Option<Value> {
            match ty {
                Some(ty) => Some(build(rw, op, name, operands, ty, &[])),
                None => {
                    let ident = rw.ctx.ident(name);
                    let d = rw.body.op(op);
                    let (loc, span) = (d.loc, d.span);
                    let attrs = rw.ctx.empty_dict();
                    let new = rw.body.new_op(ident, operands.into(), &[], Box::new([]), None, attrs, Box::new([]), loc, span);
                    rw.insert_before(op, new);
                    None
                }
            }
        };
        match emit_lowering(&t, unbroadcast, t.mask, &mut emit) {
            Some(v) => rw.replace_op(op, &[v]),
            None => rw.erase_op(op),
        }
        true
    }
}

/// The patterns, for the greedy driver.
pub fn patterns() -> Vec<Box<dyn Pattern>> {
    vec![Box::new(TransferToLoadStore("vector.transfer_read")), Box::new(TransferToLoadStore("vector.transfer_write"))]
}

/// A new op before `anchor` in a plain body edit; its first result.
fn emit_before(ctx: &mut Context, body: &mut Body, anchor: Op, name: &str, operands: &[Value], ty: Option<Type>, props: &[(&str, Attr)]) -> Option<Value> {
    let entries = props.iter().map(|(k, v)| (ctx.ident(k), *v)).collect();
    let properties = (!props.is_empty()).then(|| ctx.dict(entries));
    let ident = ctx.ident(name);
    let d = body.op(anchor);
    let (loc, span) = (d.loc, d.span);
    let attrs = ctx.empty_dict();
    let types: Vec<Type> = ty.into_iter().collect();
    let new = body.new_op(ident, operands.into(), &types, Box::new([]), properties, attrs, Box::new([]), loc, span);
    body.insert_op_before(anchor, new);
    ty.map(|_| Value(body.op(new).first_result))
}

/// `MaterializeTransferMask` followed by the lowering, for the 1-D
/// transfers with an out-of-bounds dimension (see the module comment).
pub fn materialize_transfer_masks(ctx: &mut Context, body: &mut Body, scope: Op) {
    for op in body.nested_ops_preorder(scope) {
        if body.op(op).parent.is_none() {
            continue;
        }
        let Some(t) = read_transfer(ctx, body, op) else { continue };
        if t.in_bounds.iter().all(|&b| b) || t.indices.is_empty() {
            continue;
        }
        let Some((shape, scalable, _)) = vector_parts(ctx, t.vector_ty) else { continue };
        if shape.len() != 1 || body.parent_op(op).is_some_and(|p| ctx.str(body.op(p).name) == "vector.mask") {
            continue;
        }
        let Some(unbroadcast) = lowerable(ctx, body, &t) else { continue };
        let TypeKind::MemRef { shape: mem_shape, .. } = ctx.type_kind(body.value(t.source).ty).clone() else { continue };
        let last = t.indices.len() - 1;
        let index = ctx.ty(TypeKind::Index);
        let at = ctx.attr(AttrKind::Integer { value: crate::ir::IntValue::Small(last as i128), ty: index });
        let Some(c) = emit_before(ctx, body, op, "arith.constant", &[], Some(index), &[("value", at)]) else { continue };
        let dim = match mem_shape.get(last).copied().flatten() {
            Some(n) => {
                let v = ctx.attr(AttrKind::Integer { value: crate::ir::IntValue::Small(n as i128), ty: index });
                emit_before(ctx, body, op, "arith.constant", &[], Some(index), &[("value", v)])
            }
            None => emit_before(ctx, body, op, "memref.dim", &[t.source, c], Some(index), &[]),
        };
        let Some(dim) = dim else { continue };
        let Some(b) = emit_before(ctx, body, op, "arith.subi", &[dim, t.indices[last]], Some(index), &[]) else { continue };
        let i1 = ctx.int_type(1);
        let mask_ty = ctx.ty(TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), elem: i1 });
        let Some(mut mask) = emit_before(ctx, body, op, "vector.create_mask", &[b], Some(mask_ty), &[]) else { continue };
        if let Some(own) = t.mask {
            let Some(m) = emit_before(ctx, body, op, "arith.andi", &[mask, own], Some(mask_ty), &[]) else { continue };
            mask = m;
        }
        let mut emit = |name: &str, operands: &[Value], ty: Option<Type>| emit_before(ctx, body, op, name, operands, ty, &[]);
        let v = emit_lowering(&t, unbroadcast, Some(mask), &mut emit);
        if let Some(v) = v {
            let r = Value(body.op(op).first_result);
            body.replace_uses_in(scope, r, v);
        }
        body.erase_op(op);
    }
}
