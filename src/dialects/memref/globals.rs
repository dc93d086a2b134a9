//! `memref.global` and `memref.get_global` into LLVM (MLIR's
//! `GlobalMemrefOpLowering`, `GetGlobalMemrefOpLowering`): a global of
//! nested arrays of the element type (the element itself at rank 0),
//! external when public, with `undef` as the body of an uninitialized
//! one; `get_global` builds a descriptor whose aligned pointer is the
//! global's first element and whose allocated pointer is `0xdeadbeef`,
//! which nothing may free.

use crate::conversion::api::ConversionRewriter;
use crate::ir::{AttrKind, DenseData, Op, Type, TypeKind, Value};

use super::alloc::{result_memref, sizes_and_strides};
use super::build::{attach_region, lowered, prop, GepArg, MemOpts, B};
use super::layout::{array_of, memref_info, ptr_in, ranked_descriptor};

/// The type a global of memref type `t` holds: arrays nested outermost
/// first around the lowered element type.
fn global_type(rw: &mut ConversionRewriter<'_>, t: Type) -> Option<Type> {
    let info = memref_info(rw.ctx, t)?;
    let mut ty = lowered(rw, info.elem);
    for d in info.shape.iter().rev() {
        ty = array_of(rw.ctx, (*d)?, ty);
    }
    Some(ty)
}

/// `memref.global` → `llvm.mlir.global`.
pub fn global(rw: &mut ConversionRewriter<'_>, op: Op, _: &[Value], _: &MemOpts) -> bool {
    let Some(ty) = prop(rw, op, "type").and_then(|a| match rw.ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }) else {
        return false;
    };
    let Some(info) = memref_info(rw.ctx, ty) else { return false };
    if !info.identity {
        return false;
    }
    let Some(array) = global_type(rw, ty) else { return false };
    let public = match prop(rw, op, "sym_visibility").map(|a| rw.ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) => &value[..] == b"public",
        _ => true,
    };
    let initial = prop(rw, op, "initial_value");
    let uninitialized = matches!(initial.map(|a| rw.ctx.attr_kind(a)), Some(AttrKind::Unit));
    let value = match initial {
        Some(a) if !uninitialized && info.rank() == 0 => {
            // A scalar global holds the element: the splat value.
            let elem = info.elem;
            match rw.ctx.attr_kind(a).clone() {
                AttrKind::DenseElements { data: DenseData::Ints(v), .. } if v.len() == 1 => {
                    Some(rw.ctx.attr(AttrKind::Integer { value: crate::ir::IntValue::Small(v[0]), ty: elem }))
                }
                AttrKind::DenseElements { data: DenseData::Floats(v), .. } if v.len() == 1 => {
                    Some(rw.ctx.attr(AttrKind::Float { bits: v[0], ty: elem }))
                }
                _ => return false,
            }
        }
        Some(a) if !uninitialized => Some(a),
        _ => None,
    };
    let mut props = Vec::new();
    let ga = rw.ctx.attr(AttrKind::Type(array));
    props.push(("global_type", ga));
    if let Some(c) = prop(rw, op, "constant") {
        props.push(("constant", c));
    }
    let linkage = rw.ctx.dialect_words_attr("llvm.linkage", &[if public { "external" } else { "private" }]);
    props.push(("linkage", linkage));
    if let Some(n) = prop(rw, op, "sym_name") {
        props.push(("sym_name", n));
    }
    if let Some(v) = value {
        props.push(("value", v));
    }
    if let Some(al) = prop(rw, op, "alignment").and_then(|a| rw.ctx.int_value(a)).filter(|&a| a != 0) {
        let a = rw.ctx.int_attr(al, 64);
        props.push(("alignment", a));
    }
    let space = rw.ctx.int_attr(info.addr_space as i128, 32);
    props.push(("addr_space", space));
    let mut b = B::new(rw, op);
    let g = b.op0("llvm.mlir.global", &[], &props);
    let region = b.rw.body.new_region();
    attach_region(b.rw.body, g, region);
    if initial.is_some() && uninitialized {
        let span = b.rw.body.op(op).span;
        let block = b.rw.body.new_block(region, span);
        let undef = b.undef(array);
        let ret = b.op0("llvm.return", &[undef], &[]);
        let u = b.rw.body.defining_op(undef).expect("just built");
        b.rw.body.move_op(u, block, 0);
        b.rw.body.move_op(ret, block, 1);
    }
    b.rw.body.erase_op(op);
    true
}

/// `memref.get_global @g` → the descriptor of the global's storage.
pub fn get_global(rw: &mut ConversionRewriter<'_>, op: Op, _: &[Value], _: &MemOpts) -> bool {
    let Some((ty, info, elem)) = result_memref(rw, op) else { return false };
    let Some(name) = prop(rw, op, "name") else { return false };
    let Some(array) = global_type(rw, ty) else { return false };
    let mut b = B::new(rw, op);
    let index = b.index;
    let desc_ty = ranked_descriptor(b.rw.ctx, info.addr_space, info.rank(), index);
    let (sizes, strides, _) = sizes_and_strides(&mut b, &info, &[], elem, true);
    let p = ptr_in(b.rw.ctx, info.addr_space);
    let addr = b.op1("llvm.mlir.addressof", &[], p, &[("global_name", name)]);
    let zeros = vec![GepArg::Const(0); info.rank() + 1];
    let first = b.gep(addr, &zeros, array);
    // The pointer-sized integer of the default data layout.
    let intptr = b.rw.ctx.int_type(64);
    let idx = b.rw.ctx.ty(TypeKind::Index);
    let bad = b.rw.ctx.attr(AttrKind::Integer { value: crate::ir::IntValue::Small(0xdeadbeef), ty: idx });
    let bad = b.op1("llvm.mlir.constant", &[], intptr, &[("value", bad)]);
    let bad = b.cast("llvm.inttoptr", bad, p);
    let d = b.descriptor(desc_ty, bad, first, None, &sizes, &strides);
    b.rw.replace_op(op, &[d]);
    true
}
