//! The memory intrinsics for the memory-slot passes (MLIR 19's
//! `LLVMMemorySlot.cpp`): `llvm.intr.memset` fills a whole slot with a
//! repeated byte (promoted to that value, or split into one memset per
//! sub-element), `llvm.intr.memcpy`/`memmove`/`memcpy.inline` copy a
//! whole slot in or out (promoted to a load or a store, or split into one
//! copy per sub-element).

use super::convert::is_ptr;
use crate::ir::{Attr, AttrKind, Body, Context, IntValue, LlvmType, Op, StructBody, Type, TypeKind, Value};
use crate::passes::api::{prop, Deletion, DestructurableSlot, MemSlot, SlotBuilder, SlotView, Use};

fn flag(ctx: &Context, body: &Body, op: Op, name: &str) -> bool {
    prop(ctx, body, op, name).and_then(|a| ctx.int_value(a)) == Some(1)
}

fn volatile(ctx: &Context, body: &Body, op: Op) -> bool {
    flag(ctx, body, op, "isVolatile")
}

/// The integer a constant-like op defining `v` holds.
fn constant_int(ctx: &Context, body: &Body, v: Value) -> Option<(i128, Type)> {
    let d = body.defining_op(v)?;
    let a = prop(ctx, body, d, "value")?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value: IntValue::Small(x), ty } => Some((*x, *ty)),
        _ => None,
    }
}

/// The length in bytes when known statically: the `len` operand's
/// constant, or `memcpy.inline`'s attribute (no more than 64 bits).
fn static_len(ctx: &Context, body: &Body, op: Op) -> Option<u64> {
    let (value, ty) = match prop(ctx, body, op, "len") {
        Some(a) => match ctx.attr_kind(a) {
            AttrKind::Integer { value: IntValue::Small(x), ty } => (*x, *ty),
            _ => return None,
        },
        None => constant_int(ctx, body, *body.op(op).operands.get(2)?)?,
    };
    let TypeKind::Integer { width, .. } = ctx.type_kind(ty) else { return None };
    if *width > 64 {
        return None;
    }
    let mask = if *width == 64 { u64::MAX } else { (1u64 << width) - 1 };
    Some(value as u64 & mask)
}

fn dst(body: &Body, op: Op) -> Value {
    body.op(op).operands[0]
}

fn src(body: &Body, op: Op) -> Value {
    body.op(op).operands[1]
}

/// The intrinsic writes only inside the slot: its destination is the slot
/// and its length is known and fits.
fn writes_only_within(v: &SlotBuilder<'_>, op: Op, slot: &MemSlot) -> bool {
    if !is_ptr(v.ctx, v.body.value(slot.ptr).ty) || dst(v.body, op) != slot.ptr {
        return false;
    }
    static_len(v.ctx, v.body, op).is_some_and(|len| len <= v.layout.size(v.ctx, slot.elem))
}

pub fn safe(b: &mut SlotBuilder<'_>, op: Op, slot: &MemSlot, _: &mut Vec<MemSlot>) -> bool {
    writes_only_within(b, op, slot)
}

pub fn never(_: &SlotView<'_>, _: Op, _: &MemSlot) -> bool {
    false
}

pub fn stores_to(v: &SlotView<'_>, op: Op, slot: &MemSlot) -> bool {
    dst(v.body, op) == slot.ptr
}

pub fn delete(_: &mut SlotBuilder<'_>, _: Op, _: &MemSlot, _: &[usize], _: Value) -> Deletion {
    Deletion::Delete
}

/// Whether the slot's sub-element indices are `i32` integers (GEPs can
/// index with them).
fn indices_are_i32(ctx: &Context, slot: &DestructurableSlot) -> bool {
    slot.subelements.iter().all(|(a, _)| match ctx.attr_kind(*a) {
        AttrKind::Integer { ty, .. } => matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 32, .. }),
        _ => false,
    })
}

fn is_llvm_type(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Llvm(_))
}

// ---- memset ------------------------------------------------------------

/// Integer slots of whole bytes (MLIR 19 promotes no other), fully
/// written.
pub fn memset_can_remove(v: &SlotView<'_>, op: Op, slot: &MemSlot, _: &[usize], _: &mut Vec<Use>) -> bool {
    let width = match v.ctx.type_kind(slot.elem) {
        TypeKind::Integer { width, .. } => *width as u64,
        _ => return false,
    };
    if width % 8 != 0 || width == 0 || volatile(v.ctx, v.body, op) {
        return false;
    }
    static_len(v.ctx, v.body, op) == Some(v.layout.size(v.ctx, slot.elem))
}

/// The byte repeated over `width` bits: `zext`, then shifted copies or-ed
/// in, doubling the covered bits each time.
fn repeated_byte(b: &mut SlotBuilder<'_>, op: Op, width: u64) -> Value {
    let val = b.body.op(op).operands[1];
    if width == 8 {
        return val;
    }
    let loc = b.body.op(op).loc;
    let int = b.ctx.int_type(width as u32);
    let mut current = b.create_value("llvm.zext", &[val], int, &[], loc);
    let mut covered = 8;
    while covered < width {
        let amount = b.ctx.int_attr(covered as i128, width as u32);
        let shift_by = b.create_value("llvm.mlir.constant", &[], int, &[("value", amount)], loc);
        let shifted = b.create_value("llvm.shl", &[current, shift_by], int, &[], loc);
        current = b.create_value("llvm.or", &[current, shifted], int, &[], loc);
        covered *= 2;
    }
    current
}

pub fn memset_get_stored(b: &mut SlotBuilder<'_>, op: Op, slot: &MemSlot, def: Value) -> Value {
    match *b.ctx.type_kind(slot.elem) {
        TypeKind::Integer { width, .. } => repeated_byte(b, op, width as u64),
        _ => def,
    }
}

pub fn memset_can_rewire(b: &mut SlotBuilder<'_>, op: Op, slot: &DestructurableSlot, _: &mut Vec<Attr>, _: &mut Vec<MemSlot>) -> bool {
    if !is_llvm_type(b.ctx, slot.slot.elem) || volatile(b.ctx, b.body, op) {
        return false;
    }
    if slot.subelements.is_empty() || !indices_are_i32(b.ctx, slot) {
        return false;
    }
    writes_only_within(b, op, &slot.slot)
}

fn is_packed(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Llvm(LlvmType::LiteralStruct { packed, .. }) => *packed,
        TypeKind::Llvm(LlvmType::IdentifiedStruct { .. }) => matches!(ctx.struct_body(t), Some(StructBody::Fields { packed: true, .. })),
        _ => false,
    }
}

fn align_to(x: u64, a: u64) -> u64 {
    x.div_ceil(a.max(1)) * a.max(1)
}

/// One memset per used sub-element, over the part the original covered.
pub fn memset_rewire(b: &mut SlotBuilder<'_>, op: Op, slot: &DestructurableSlot, subslots: &[(Attr, MemSlot)]) -> Deletion {
    let len_value = b.body.op(op).operands[2];
    let Some((len, len_ty)) = constant_int(b.ctx, b.body, len_value) else { return Deletion::Keep };
    let len = len as u64;
    let packed = is_packed(b.ctx, slot.slot.elem);
    let val = b.body.op(op).operands[1];
    let is_volatile = prop(b.ctx, b.body, op, "isVolatile");
    let loc = b.body.op(op).loc;
    let len_loc = b.body.defining_op(len_value).and_then(|d| b.body.op(d).loc);
    let mut covered = 0;
    for &(index, elem) in &slot.subelements {
        let size = b.layout.size(b.ctx, elem);
        if !packed {
            covered = align_to(covered, b.layout.abi_alignment(b.ctx, elem));
        }
        if covered >= len {
            break;
        }
        if let Some((_, sub)) = subslots.iter().find(|(a, _)| *a == index) {
            let n = (len - covered).min(size);
            let TypeKind::Integer { width, .. } = *b.ctx.type_kind(len_ty) else { break };
            let a = b.ctx.int_attr(n as i128, width);
            let new_len = b.create_value("llvm.mlir.constant", &[], len_ty, &[("value", a)], len_loc);
            let mut props = Vec::new();
            if let Some(v) = is_volatile {
                props.push(("isVolatile", v));
            }
            b.create("llvm.intr.memset", &[sub.ptr, val, new_len], &[], &props, loc);
        }
        covered += size;
    }
    Deletion::Delete
}

// ---- memcpy, memmove, memcpy.inline --------------------------------------

pub fn copy_loads_from(v: &SlotView<'_>, op: Op, slot: &MemSlot) -> bool {
    src(v.body, op) == slot.ptr
}

/// The slot's new content is what the source holds.
pub fn copy_get_stored(b: &mut SlotBuilder<'_>, op: Op, slot: &MemSlot, _: Value) -> Value {
    let from = src(b.body, op);
    let loc = b.body.op(op).loc;
    b.create_value("llvm.load", &[from], slot.elem, &[], loc)
}

/// Whole, non-volatile copies between distinct pointers.
pub fn copy_can_remove(v: &SlotView<'_>, op: Op, slot: &MemSlot, _: &[usize], _: &mut Vec<Use>) -> bool {
    if dst(v.body, op) == src(v.body, op) || volatile(v.ctx, v.body, op) {
        return false;
    }
    static_len(v.ctx, v.body, op) == Some(v.layout.size(v.ctx, slot.elem))
}

/// A copy out of the slot stores its content to the destination.
pub fn copy_remove(b: &mut SlotBuilder<'_>, op: Op, slot: &MemSlot, _: &[usize], def: Value) -> Deletion {
    if src(b.body, op) == slot.ptr {
        let to = dst(b.body, op);
        let loc = b.body.op(op).loc;
        b.create("llvm.store", &[def, to], &[], &[], loc);
    }
    Deletion::Delete
}

pub fn copy_can_rewire(b: &mut SlotBuilder<'_>, op: Op, slot: &DestructurableSlot, used: &mut Vec<Attr>, _: &mut Vec<MemSlot>) -> bool {
    if volatile(b.ctx, b.body, op) || slot.subelements.is_empty() || !indices_are_i32(b.ctx, slot) {
        return false;
    }
    if static_len(b.ctx, b.body, op) != Some(b.layout.size(b.ctx, slot.slot.elem)) {
        return false;
    }
    if src(b.body, op) == slot.slot.ptr {
        for &(index, _) in &slot.subelements {
            if !used.contains(&index) {
                used.push(index);
            }
        }
    }
    true
}

/// One copy per sub-element, through a GEP into the other side.
pub fn copy_rewire(b: &mut SlotBuilder<'_>, op: Op, slot: &DestructurableSlot, subslots: &[(Attr, MemSlot)]) -> Deletion {
    if subslots.is_empty() {
        return Deletion::Delete;
    }
    let is_dst = dst(b.body, op) == slot.slot.ptr;
    let other = if is_dst { src(b.body, op) } else { dst(b.body, op) };
    let loc = b.body.op(op).loc;
    let name = b.ctx.str(b.body.op(op).name).to_string();
    let is_volatile = prop(b.ctx, b.body, op, "isVolatile");
    let len_attr = prop(b.ctx, b.body, op, "len");
    let len_value = b.body.op(op).operands.get(2).copied();
    for (i, &(index, _)) in slot.subelements.iter().enumerate() {
        let Some((_, sub)) = subslots.iter().find(|(a, _)| *a == index) else { continue };
        let ptr = b.ctx.ptr_type();
        let i32t = b.ctx.int_type(32);
        let elem = b.ctx.attr(AttrKind::Type(slot.slot.elem));
        let raw = b.ctx.attr(AttrKind::DenseArray {
            elem: i32t,
            values: vec![crate::ir::IntOrFloat::Int(0), crate::ir::IntOrFloat::Int(i as i128)].into(),
        });
        let gep = b.create_value("llvm.getelementptr", &[other], ptr, &[("elem_type", elem), ("rawConstantIndices", raw)], loc);
        let (to, from) = if is_dst { (sub.ptr, gep) } else { (gep, sub.ptr) };
        let size = b.layout.size(b.ctx, sub.elem) as i128;
        let mut props = Vec::new();
        if let Some(v) = is_volatile {
            props.push(("isVolatile", v));
        }
        match (len_value, len_attr) {
            (Some(lv), _) => {
                let ty = b.body.value(lv).ty;
                let TypeKind::Integer { width, .. } = *b.ctx.type_kind(ty) else { continue };
                let a = b.ctx.int_attr(size, width);
                let n = b.create_value("llvm.mlir.constant", &[], ty, &[("value", a)], loc);
                b.create(&name, &[to, from, n], &[], &props, loc);
            }
            (None, Some(la)) => {
                let width = match b.ctx.attr_kind(la) {
                    AttrKind::Integer { ty, .. } => match b.ctx.type_kind(*ty) {
                        TypeKind::Integer { width, .. } => *width,
                        _ => continue,
                    },
                    _ => continue,
                };
                let a = b.ctx.int_attr(size, width);
                props.push(("len", a));
                b.create(&name, &[to, from], &[], &props, loc);
            }
            (None, None) => {}
        }
    }
    Deletion::Delete
}
