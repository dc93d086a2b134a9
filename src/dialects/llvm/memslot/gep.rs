//! `llvm.getelementptr` for the memory-slot passes: removable when all its
//! indices are zero (mem2reg), rewired onto the sub-element its constant
//! byte offset falls in (sroa), and a safe access when it stays inside the
//! slot (MLIR 19's `LLVMMemorySlot.cpp`).

use super::access::elem_type;
use super::convert::is_ptr;
use crate::ir::{Attr, AttrKind, Context, IntOrFloat, LlvmType, Op, StructBody, Type, TypeKind, Value};
use crate::passes::api::{dense_ints, prop, Deletion, DestructurableSlot, MemSlot, SlotBuilder, SlotView, Use};

/// The `rawConstantIndices` marker of a dynamic index.
const DYNAMIC: i128 = i32::MIN as i128;

/// Constant indices of the GEP; `None` entries are dynamic.
fn indices(ctx: &Context, body: &crate::ir::Body, op: Op) -> Vec<Option<i128>> {
    let raw = dense_ints(ctx, prop(ctx, body, op, "rawConstantIndices")).unwrap_or_default();
    raw.into_iter().map(|r| (r != DYNAMIC).then_some(r)).collect()
}

/// Every use of the op's results, to be removed before it can go.
pub fn forward_to_users(v: &SlotView<'_>, op: Op, new: &mut Vec<Use>) -> bool {
    for r in v.body.op(op).results() {
        new.extend(v.uses(r));
    }
    true
}

pub fn gep_can_remove(v: &SlotView<'_>, op: Op, _: &[usize], new: &mut Vec<Use>) -> bool {
    if !indices(v.ctx, v.body, op).iter().all(|i| *i == Some(0)) {
        return false;
    }
    forward_to_users(v, op, new)
}

pub fn delete(_: &mut SlotBuilder<'_>, _: Op, _: &[usize]) -> Deletion {
    Deletion::Delete
}

fn struct_fields(ctx: &Context, t: Type) -> Option<(bool, Vec<Type>)> {
    match ctx.type_kind(t) {
        TypeKind::Llvm(LlvmType::LiteralStruct { packed, fields }) => Some((*packed, fields.to_vec())),
        TypeKind::Llvm(LlvmType::IdentifiedStruct { .. }) => match ctx.struct_body(t) {
            Some(StructBody::Fields { packed, fields }) => Some((*packed, fields.to_vec())),
            _ => None,
        },
        _ => None,
    }
}

fn align_to(x: u64, a: u64) -> u64 {
    x.div_ceil(a.max(1)) * a.max(1)
}

/// The bytes the GEP moves its base by, when all indices are constant and
/// not negative.
fn byte_offset(b: &SlotBuilder<'_>, op: Op) -> Option<u64> {
    let mut idx = Vec::new();
    for i in indices(b.ctx, b.body, op) {
        let i = i?;
        if i < 0 {
            return None;
        }
        idx.push(i as u64);
    }
    let mut current = elem_type(b.ctx, b.body, op)?;
    let (ctx, layout) = (&*b.ctx, b.layout);
    let mut offset = idx.first()? * layout.size(ctx, current);
    for &index in &idx[1..] {
        if let TypeKind::Llvm(LlvmType::Array { elem, .. }) = ctx.type_kind(current) {
            offset += index * layout.size(ctx, *elem);
            current = *elem;
            continue;
        }
        let (packed, fields) = struct_fields(ctx, current)?;
        if index as usize >= fields.len() {
            return None;
        }
        for &f in &fields[..index as usize] {
            if !packed {
                offset = align_to(offset, layout.abi_alignment(ctx, f));
            }
            offset += layout.size(ctx, f);
        }
        let f = fields[index as usize];
        if !packed {
            offset = align_to(offset, layout.abi_alignment(ctx, f));
        }
        current = f;
    }
    Some(offset)
}

/// The sub-element an access at the GEP's offset falls in, and the offset
/// inside it; `None` out of bounds or in padding.
fn subslot_access(b: &SlotBuilder<'_>, slot: &DestructurableSlot, op: Op) -> Option<(u32, u64)> {
    let offset = byte_offset(b, op)?;
    let (ctx, layout) = (&*b.ctx, b.layout);
    let ty = slot.slot.elem;
    if offset >= layout.size(ctx, ty) {
        return None;
    }
    // Indices must fit the GEP's constant index width.
    let out_of_bounds = |i: u64| i >= (1 << 29);
    if let TypeKind::Llvm(LlvmType::Array { elem, .. }) = ctx.type_kind(ty) {
        let size = layout.size(ctx, *elem);
        let index = offset / size;
        if out_of_bounds(index) {
            return None;
        }
        return Some((index as u32, offset - index * size));
    }
    let (packed, fields) = struct_fields(ctx, ty)?;
    let mut start = 0;
    for (index, f) in fields.into_iter().enumerate() {
        let size = layout.size(ctx, f);
        if !packed {
            start = align_to(start, layout.abi_alignment(ctx, f));
            if offset < start {
                return None;
            }
        }
        if offset < start + size {
            if out_of_bounds(index as u64) {
                return None;
            }
            return Some((index as u32, offset - start));
        }
        start += size;
    }
    None
}

fn byte_array(ctx: &mut Context, len: u64) -> Type {
    let i8t = ctx.int_type(8);
    ctx.ty(TypeKind::Llvm(LlvmType::Array { len, elem: i8t }))
}

fn index_attr(slot: &DestructurableSlot, ctx: &Context, index: u32) -> Option<(Attr, Type)> {
    slot.subelements.iter().copied().find(|(a, _)| ctx.int_value(*a) == Some(index as i128))
}

fn result(b: &SlotBuilder<'_>, op: Op) -> Value {
    b.result(op)
}

pub fn gep_can_rewire(b: &mut SlotBuilder<'_>, op: Op, slot: &DestructurableSlot, used: &mut Vec<Attr>, safe: &mut Vec<MemSlot>) -> bool {
    let base = b.body.op(op).operands[0];
    if !is_ptr(b.ctx, b.body.value(base).ty) || base != slot.slot.ptr {
        return false;
    }
    let Some((index, within)) = subslot_access(b, slot, op) else { return false };
    let Some((attr, sub)) = index_attr(slot, b.ctx, index) else { return false };
    if !used.contains(&attr) {
        used.push(attr);
    }
    // What follows in the sub-element must be accessed in bounds.
    let rest = b.layout.size(b.ctx, sub) - within;
    let elem = byte_array(b.ctx, rest);
    safe.push(MemSlot { ptr: result(b, op), elem });
    true
}

pub fn gep_rewire(b: &mut SlotBuilder<'_>, op: Op, slot: &DestructurableSlot, subslots: &[(Attr, MemSlot)]) -> Deletion {
    let Some((index, within)) = subslot_access(b, slot, op) else { return Deletion::Keep };
    let Some((attr, _)) = index_attr(slot, b.ctx, index) else { return Deletion::Keep };
    let Some((_, new)) = subslots.iter().find(|(a, _)| *a == attr) else { return Deletion::Keep };
    let res = result(b, op);
    let ty = b.body.value(res).ty;
    let i8t = b.ctx.int_type(8);
    let i32t = b.ctx.int_type(32);
    let elem = b.ctx.attr(AttrKind::Type(i8t));
    let raw = b.ctx.attr(AttrKind::DenseArray { elem: i32t, values: vec![IntOrFloat::Int(within as i128)].into() });
    let mut props = vec![("elem_type", elem), ("rawConstantIndices", raw)];
    if let Some(inb) = prop(b.ctx, b.body, op, "inbounds") {
        props.push(("inbounds", inb));
    }
    let loc = b.body.op(op).loc;
    let ptr = b.create_or_fold("llvm.getelementptr", &[new.ptr], ty, &props, loc);
    b.replace_all_uses(res, ptr);
    Deletion::Delete
}

pub fn gep_safe(b: &mut SlotBuilder<'_>, op: Op, slot: &MemSlot, safe: &mut Vec<MemSlot>) -> bool {
    if b.body.op(op).operands[0] != slot.ptr {
        return true;
    }
    let Some(offset) = byte_offset(b, op) else { return false };
    let size = b.layout.size(b.ctx, slot.elem);
    if offset >= size {
        return false;
    }
    let elem = byte_array(b.ctx, size - offset);
    safe.push(MemSlot { ptr: result(b, op), elem });
    true
}

/// [`forward_to_users`] as a `canUsesBeRemoved` hook (casts).
pub fn forward_to_users_row(v: &SlotView<'_>, op: Op, _: &[usize], new: &mut Vec<Use>) -> bool {
    forward_to_users(v, op, new)
}
