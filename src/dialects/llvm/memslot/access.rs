//! `llvm.alloca` as a promotable and destructurable allocation, and
//! `llvm.load`/`llvm.store` as the memory operations that read and write
//! slots (MLIR 19's `LLVMMemorySlot.cpp`).

use super::convert::{compatible, extract_and_cast, insert_and_cast};
use crate::ir::{Attr, AttrKind, Body, Context, LlvmType, Op, StructBody, Type, TypeKind, Value};
use crate::passes::api::{prop, Deletion, DestructurableSlot, MemSlot, SlotBuilder, SlotView, Use};

/// The `elem_type` property of an op.
pub fn elem_type(ctx: &Context, body: &Body, op: Op) -> Option<Type> {
    match ctx.attr_kind(prop(ctx, body, op, "elem_type")?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

fn result(body: &Body, op: Op) -> Option<Value> {
    body.op(op).results().next()
}

fn volatile(ctx: &Context, body: &Body, op: Op) -> bool {
    prop(ctx, body, op, "volatile_").is_some()
}

// ---- llvm.alloca -------------------------------------------------------

/// Only allocas of an entry block: reaching one again allocates again.
pub fn alloca_slots(ctx: &Context, body: &Body, op: Op) -> Vec<MemSlot> {
    let Some(b) = body.op(op).parent else { return Vec::new() };
    let entry = body.block(b).parent.and_then(|r| body.region(r).blocks.first().copied());
    match (entry == Some(b), result(body, op), elem_type(ctx, body, op)) {
        (true, Some(ptr), Some(elem)) => vec![MemSlot { ptr, elem }],
        _ => Vec::new(),
    }
}

pub fn alloca_default(b: &mut SlotBuilder<'_>, op: Op, slot: &MemSlot) -> Value {
    let loc = b.body.op(op).loc;
    b.create_value("llvm.mlir.undef", &[], slot.elem, &[], loc)
}

/// A merge point's new argument is described to the debugger as each
/// `llvm.intr.dbg.declare` of the alloca describes the slot.
pub fn alloca_block_argument(b: &mut SlotBuilder<'_>, op: Op, _: &MemSlot, arg: Value) {
    let Some(ptr) = result(b.body, op) else { return };
    let mut declares: Vec<Op> = b.uses(ptr).into_iter().map(|u| u.0).collect();
    declares.sort_unstable();
    declares.dedup();
    for user in declares {
        if b.ctx.str(b.body.op(user).name) == "llvm.intr.dbg.declare" {
            super::discard::dbg_value(b, user, arg);
        }
    }
}

pub fn alloca_promoted(b: &mut SlotBuilder<'_>, op: Op, _: &MemSlot, default: Option<Value>) {
    if let Some(d) = default {
        if b.unused(d) {
            if let Some(def) = b.body.defining_op(d) {
                b.erase(def);
            }
        }
    }
    b.erase(op);
}

/// Arrays up to this many elements are split (MLIR 19's limit).
const MAX_ARRAY_ELEMENTS: u64 = 16;

/// The sub-elements of an aggregate, indexed by `i32` attributes.
pub fn subelements(ctx: &mut Context, t: Type) -> Option<Vec<(Attr, Type)>> {
    let fields: Vec<Type> = match ctx.type_kind(t).clone() {
        TypeKind::Llvm(LlvmType::LiteralStruct { fields, .. }) => fields.to_vec(),
        TypeKind::Llvm(LlvmType::IdentifiedStruct { .. }) => match ctx.struct_body(t) {
            Some(StructBody::Fields { fields, .. }) => fields.to_vec(),
            _ => return None,
        },
        TypeKind::Llvm(LlvmType::Array { len, elem }) if len <= MAX_ARRAY_ELEMENTS => vec![elem; len as usize],
        _ => return None,
    };
    Some(fields.into_iter().enumerate().map(|(i, f)| (ctx.int_attr(i as i128, 32), f)).collect())
}

/// Whether `v` is a constant one (MLIR's `m_One`).
fn is_one(ctx: &Context, body: &Body, v: Value) -> bool {
    let Some(d) = body.defining_op(v) else { return false };
    match prop(ctx, body, d, "value") {
        Some(a) if ctx.str(body.op(d).name) == "llvm.mlir.constant" => ctx.int_value(a) == Some(1),
        _ => false,
    }
}

/// A single element of an aggregate type.
pub fn alloca_destructurable(b: &mut SlotBuilder<'_>, op: Op) -> Vec<DestructurableSlot> {
    let (Some(ptr), Some(elem)) = (result(b.body, op), elem_type(b.ctx, b.body, op)) else { return Vec::new() };
    let Some(&size) = b.body.op(op).operands.first() else { return Vec::new() };
    if !is_one(b.ctx, b.body, size) {
        return Vec::new();
    }
    match subelements(b.ctx, elem) {
        Some(subelements) => vec![DestructurableSlot { slot: MemSlot { ptr, elem }, subelements }],
        None => Vec::new(),
    }
}

pub fn alloca_destructure(b: &mut SlotBuilder<'_>, op: Op, slot: &DestructurableSlot, used: &[Attr]) -> Vec<(Attr, MemSlot)> {
    b.set_after(op);
    let size = b.body.op(op).operands[0];
    let loc = b.body.op(op).loc;
    let ptr = b.ctx.ptr_type();
    let mut out = Vec::new();
    for &index in used {
        let Some(elem) = slot.type_at(index) else { continue };
        let ty = b.ctx.attr(AttrKind::Type(elem));
        let sub = b.create_value("llvm.alloca", &[size], ptr, &[("elem_type", ty)], loc);
        out.push((index, MemSlot { ptr: sub, elem }));
    }
    out
}

pub fn alloca_destructured(b: &mut SlotBuilder<'_>, op: Op, _: &DestructurableSlot) {
    b.erase(op);
}

// ---- llvm.load / llvm.store ---------------------------------------------

pub fn load_loads_from(v: &SlotView<'_>, op: Op, slot: &MemSlot) -> bool {
    v.body.op(op).operands.first() == Some(&slot.ptr)
}

pub fn never(_: &SlotView<'_>, _: Op, _: &MemSlot) -> bool {
    false
}

pub fn store_stores_to(v: &SlotView<'_>, op: Op, slot: &MemSlot) -> bool {
    v.body.op(op).operands.get(1) == Some(&slot.ptr)
}

/// A load never stores: never asked.
pub fn load_get_stored(_: &mut SlotBuilder<'_>, _: Op, _: &MemSlot, def: Value) -> Value {
    def
}

pub fn store_get_stored(b: &mut SlotBuilder<'_>, op: Op, _: &MemSlot, def: Value) -> Value {
    let value = b.body.op(op).operands[0];
    let loc = b.body.op(op).loc;
    insert_and_cast(b, value, def, loc)
}

/// The one blocking use is the slot pointer as the address.
fn only_address_use(v: &SlotView<'_>, op: Op, slot: &MemSlot, blocking: &[usize], addr: usize) -> bool {
    let operands = &v.body.op(op).operands;
    blocking.len() == 1 && operands.get(blocking[0]) == Some(&slot.ptr) && operands.get(addr) == Some(&slot.ptr)
}

pub fn load_can_remove(v: &SlotView<'_>, op: Op, slot: &MemSlot, blocking: &[usize], _: &mut Vec<Use>) -> bool {
    let Some(res) = result(v.body, op) else { return false };
    only_address_use(v, op, slot, blocking, 0)
        && compatible(v.ctx, v.layout, v.body.value(res).ty, slot.elem, true)
        && !volatile(v.ctx, v.body, op)
}

pub fn store_can_remove(v: &SlotView<'_>, op: Op, slot: &MemSlot, blocking: &[usize], _: &mut Vec<Use>) -> bool {
    let value = v.body.op(op).operands[0];
    only_address_use(v, op, slot, blocking, 1)
        && value != slot.ptr
        && compatible(v.ctx, v.layout, slot.elem, v.body.value(value).ty, false)
        && !volatile(v.ctx, v.body, op)
}

pub fn load_remove(b: &mut SlotBuilder<'_>, op: Op, _: &MemSlot, _: &[usize], def: Value) -> Deletion {
    let Some(res) = result(b.body, op) else { return Deletion::Keep };
    let ty = b.body.value(res).ty;
    let loc = b.body.op(op).loc;
    let new = extract_and_cast(b, def, ty, loc);
    b.replace_all_uses(res, new);
    Deletion::Delete
}

pub fn store_remove(_: &mut SlotBuilder<'_>, _: Op, _: &MemSlot, _: &[usize], _: Value) -> Deletion {
    Deletion::Delete
}

/// The type a load reads or a store writes.
fn accessed_type(body: &Body, op: Op, is_store: bool) -> Type {
    if is_store {
        body.value(body.op(op).operands[0]).ty
    } else {
        body.value(result(body, op).expect("a load has a result")).ty
    }
}

fn first_index(v: &SlotBuilder<'_>, slot: &DestructurableSlot) -> Option<(Attr, Type)> {
    slot.subelements.iter().copied().find(|(a, _)| v.ctx.int_value(*a) == Some(0))
}

/// A load or store reaches the first sub-element, within its bounds.
fn access_can_rewire(v: &mut SlotBuilder<'_>, op: Op, slot: &DestructurableSlot, used: &mut Vec<Attr>, is_store: bool) -> bool {
    if volatile(v.ctx, v.body, op) {
        return false;
    }
    if is_store && v.body.op(op).operands[0] == slot.slot.ptr {
        return false;
    }
    let Some((index, sub)) = first_index(v, slot) else { return false };
    if v.layout.size(v.ctx, accessed_type(v.body, op, is_store)) > v.layout.size(v.ctx, sub) {
        return false;
    }
    if !used.contains(&index) {
        used.push(index);
    }
    true
}

pub fn load_can_rewire(v: &mut SlotBuilder<'_>, op: Op, slot: &DestructurableSlot, used: &mut Vec<Attr>, _: &mut Vec<MemSlot>) -> bool {
    access_can_rewire(v, op, slot, used, false)
}

pub fn store_can_rewire(v: &mut SlotBuilder<'_>, op: Op, slot: &DestructurableSlot, used: &mut Vec<Attr>, _: &mut Vec<MemSlot>) -> bool {
    access_can_rewire(v, op, slot, used, true)
}

fn rewire_address(b: &mut SlotBuilder<'_>, op: Op, subslots: &[(Attr, MemSlot)], addr: usize) -> Deletion {
    if let Some((_, s)) = subslots.iter().find(|(a, _)| b.ctx.int_value(*a) == Some(0)) {
        b.set_operand(op, addr, s.ptr);
    }
    Deletion::Keep
}

pub fn load_rewire(b: &mut SlotBuilder<'_>, op: Op, _: &DestructurableSlot, subslots: &[(Attr, MemSlot)]) -> Deletion {
    rewire_address(b, op, subslots, 0)
}

pub fn store_rewire(b: &mut SlotBuilder<'_>, op: Op, _: &DestructurableSlot, subslots: &[(Attr, MemSlot)]) -> Deletion {
    rewire_address(b, op, subslots, 1)
}

pub fn load_safe(v: &mut SlotBuilder<'_>, op: Op, slot: &MemSlot, _: &mut Vec<MemSlot>) -> bool {
    v.body.op(op).operands[0] != slot.ptr || v.layout.size(v.ctx, accessed_type(v.body, op, false)) <= v.layout.size(v.ctx, slot.elem)
}

pub fn store_safe(v: &mut SlotBuilder<'_>, op: Op, slot: &MemSlot, _: &mut Vec<MemSlot>) -> bool {
    v.body.op(op).operands[1] != slot.ptr || v.layout.size(v.ctx, accessed_type(v.body, op, true)) <= v.layout.size(v.ctx, slot.elem)
}
