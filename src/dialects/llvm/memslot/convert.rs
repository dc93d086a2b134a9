//! Reading a slot's content as another type and writing part of it, as
//! MLIR 19's `LLVMMemorySlot.cpp` does for loads and stores whose type
//! differs from the slot's: casts through same-sized integers, truncation
//! (after a shift on big-endian targets) for narrower reads, and masking
//! for narrower writes.

use crate::ir::{Attr, AttrKind, Context, IntValue, LlvmType, Type, TypeKind, Value};
use crate::passes::api::{SlotBuilder, TypeLayout};

pub fn is_ptr(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Llvm(LlvmType::Ptr { .. }))
}

fn is_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { .. })
}

/// Whether `t` may take part in a cast sequence: no aggregates, no LLVM
/// vectors (pointers or target types only), no scalable vectors.
fn is_supported(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Llvm(
            LlvmType::LiteralStruct { .. } | LlvmType::IdentifiedStruct { .. } | LlvmType::Array { .. } | LlvmType::Vec { .. },
        ) => false,
        TypeKind::Vector { scalable, .. } => !scalable.iter().any(|&s| s),
        _ => true,
    }
}

/// Whether `src` converts to `target` by casts and truncation (narrowing)
/// or by casts and insertion (widening).
pub fn compatible(ctx: &Context, layout: &dyn TypeLayout, target: Type, src: Type, narrowing: bool) -> bool {
    if target == src {
        return true;
    }
    if !is_supported(ctx, target) || !is_supported(ctx, src) {
        return false;
    }
    let (t, s) = (layout.size(ctx, target), layout.size(ctx, src));
    // Pointers of different sizes cannot be address-space cast.
    if is_ptr(ctx, target) && is_ptr(ctx, src) {
        return t == s;
    }
    if narrowing {
        t <= s
    } else {
        t >= s
    }
}

/// An integer attribute of `width` bits holding the low bits of `value`,
/// sign-extended as signless attributes are kept.
fn int_attr(ctx: &mut Context, width: u64, value: u128) -> Attr {
    let ty = ctx.int_type(width as u32);
    let v = if width >= 128 {
        value as i128
    } else if width == 0 {
        0
    } else {
        let shift = 128 - width as u32;
        ((value << shift) as i128) >> shift
    };
    ctx.attr(AttrKind::Integer { value: IntValue::Small(v), ty })
}

fn constant(b: &mut SlotBuilder<'_>, width: u64, value: u128, loc: Option<Attr>) -> Value {
    let a = int_attr(b.ctx, width, value);
    let ty = b.ctx.int_type(width as u32);
    b.create_value("llvm.mlir.constant", &[], ty, &[("value", a)], loc)
}

fn ty_of(b: &SlotBuilder<'_>, v: Value) -> Type {
    b.body.value(v).ty
}

/// `val` as an integer of its size.
fn to_same_sized_int(b: &mut SlotBuilder<'_>, val: Value, loc: Option<Attr>) -> Value {
    let t = ty_of(b, val);
    if is_int(b.ctx, t) {
        return val;
    }
    let bits = b.layout.size_in_bits(b.ctx, t);
    let int = b.ctx.int_type(bits as u32);
    let name = if is_ptr(b.ctx, t) { "llvm.ptrtoint" } else { "llvm.bitcast" };
    b.create_or_fold(name, &[val], int, &[], loc)
}

/// An integer `val` as the same-sized `target`.
fn int_to_same_sized(b: &mut SlotBuilder<'_>, val: Value, target: Type, loc: Option<Attr>) -> Value {
    if ty_of(b, val) == target {
        return val;
    }
    let name = if is_ptr(b.ctx, target) { "llvm.inttoptr" } else { "llvm.bitcast" };
    b.create_or_fold(name, &[val], target, &[], loc)
}

fn cast_same_sized(b: &mut SlotBuilder<'_>, src: Value, target: Type, loc: Option<Attr>) -> Value {
    let st = ty_of(b, src);
    if st == target {
        return src;
    }
    if is_ptr(b.ctx, st) && is_ptr(b.ctx, target) {
        return b.create_or_fold("llvm.addrspacecast", &[src], target, &[], loc);
    }
    let int = to_same_sized_int(b, src, loc);
    int_to_same_sized(b, int, target, loc)
}

/// `src` read as `target`: its first bytes when `target` is narrower.
pub fn extract_and_cast(b: &mut SlotBuilder<'_>, src: Value, target: Type, loc: Option<Attr>) -> Value {
    let st = ty_of(b, src);
    let src_bits = b.layout.size_in_bits(b.ctx, st);
    let target_bits = b.layout.size_in_bits(b.ctx, target);
    if src_bits == target_bits {
        return cast_same_sized(b, src, target, loc);
    }
    let mut v = to_same_sized_int(b, src, loc);
    if b.layout.big_endian(b.ctx) {
        // MLIR 19 shifts the source value by a constant of its type.
        let shift = match b.ctx.type_kind(st) {
            TypeKind::Integer { width, .. } => constant(b, *width as u64, (src_bits - target_bits) as u128, loc),
            _ => constant(b, src_bits, (src_bits - target_bits) as u128, loc),
        };
        v = b.create_or_fold("llvm.lshr", &[src, shift], st, &[], loc);
    }
    let narrow = b.ctx.int_type(target_bits as u32);
    let v = b.create_value("llvm.trunc", &[v], narrow, &[], loc);
    int_to_same_sized(b, v, target, loc)
}

/// `src` written over the first bytes of `def`.
pub fn insert_and_cast(b: &mut SlotBuilder<'_>, src: Value, def: Value, loc: Option<Attr>) -> Value {
    let def_ty = ty_of(b, def);
    let value_bits = b.layout.size_in_bits(b.ctx, ty_of(b, src));
    let slot_bits = b.layout.size_in_bits(b.ctx, def_ty);
    if value_bits == slot_bits {
        return cast_same_sized(b, src, def_ty, loc);
    }
    let def_int = to_same_sized_int(b, def, loc);
    let value_int = to_same_sized_int(b, src, loc);
    let int_ty = ty_of(b, def_int);
    let mut value_int = b.create_or_fold("llvm.zext", &[value_int], int_ty, &[], loc);
    let diff = slot_bits - value_bits;
    let ones = |n: u64| if n >= 128 { u128::MAX } else { (1u128 << n) - 1 };
    let mask = if b.layout.big_endian(b.ctx) {
        let shift = constant(b, slot_bits, diff as u128, loc);
        value_int = b.create_or_fold("llvm.shl", &[value_int, shift], int_ty, &[], loc);
        ones(diff)
    } else {
        !ones(value_bits) & ones(slot_bits)
    };
    let mask = constant(b, slot_bits, mask, loc);
    let masked = b.create_or_fold("llvm.and", &[def_int, mask], int_ty, &[], loc);
    let combined = b.create_or_fold("llvm.or", &[masked, value_int], int_ty, &[], loc);
    int_to_same_sized(b, combined, def_ty, loc)
}
