//! `memref.copy` into LLVM (MLIR 19's `MemRefCopyOpLowering`): between
//! contiguous memrefs, `llvm.intr.memcpy` of the element count times the
//! element size; otherwise both sides as unranked descriptors on the stack
//! (between `stacksave` and `stackrestore`) and a call to the runtime's
//! `memrefCopy(elemSize, src, dst)`.

use crate::conversion::api::ConversionRewriter;
use crate::ir::{AttrKind, IntValue, Op, Type, TypeKind, Value};

use super::build::{declare_fn, descriptor_value, lowered, GepArg, MemOpts, B};
use super::layout::{memref_info, ptr_in, unranked_descriptor, MemRefInfo};

/// MLIR's `isStaticShapeAndContiguousRowMajor`: unit or canonical strides
/// inside, size-1 dimensions outside.
fn static_contiguous(info: &MemRefInfo) -> bool {
    if info.shape.iter().any(Option::is_none) {
        return false;
    }
    let mut running = 1i64;
    let mut dim = info.rank();
    while dim > 0 && info.strides[dim - 1] == Some(running) {
        running = running.saturating_mul(info.shape[dim - 1].unwrap_or(0) as i64);
        dim -= 1;
    }
    while dim > 0 && info.shape[dim - 1] == Some(1) {
        dim -= 1;
    }
    dim == 0
}

/// Whether `memcpy` may copy a memref of this type.
fn contiguous(info: Option<&MemRefInfo>) -> bool {
    let Some(info) = info else { return false };
    let count: u64 = info.shape.iter().map(|s| s.unwrap_or(0)).product();
    info.identity || (info.shape.iter().all(Option::is_some) && count > 0 && static_contiguous(info))
}

/// One element's size as a `getelementptr` off null.
fn elem_size(b: &mut B<'_, '_>, elem: Type) -> Value {
    let null = b.zero_ptr(0);
    let end = b.gep(null, &[GepArg::Const(1)], elem);
    let index = b.index;
    b.cast("llvm.ptrtoint", end, index)
}

pub fn copy(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let d = rw.body.op(op);
    let (Some(&src), Some(&dst)) = (d.operands.first(), d.operands.get(1)) else { return false };
    if vals.len() != 2 {
        return false;
    }
    let (src_ty, dst_ty) = (rw.body.value(src).ty, rw.body.value(dst).ty);
    let elem = match rw.ctx.type_kind(src_ty) {
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => *elem,
        _ => return false,
    };
    let elem = lowered(rw, elem);
    let (src_info, dst_info) = (memref_info(rw.ctx, src_ty), memref_info(rw.ctx, dst_ty));
    let mut b = B::new(rw, op);
    let index = b.index;
    let Some(s) = descriptor_value(&mut b, vals[0], src_ty) else { return false };
    let Some(t) = descriptor_value(&mut b, vals[1], dst_ty) else { return false };
    if contiguous(src_info.as_ref()) && contiguous(dst_info.as_ref()) {
        let rank = src_info.as_ref().map_or(0, MemRefInfo::rank);
        let idx = b.rw.ctx.ty(TypeKind::Index);
        let one = b.rw.ctx.attr(AttrKind::Integer { value: IntValue::Small(1), ty: idx });
        let mut n = b.op1("llvm.mlir.constant", &[], index, &[("value", one)]);
        for i in 0..rank {
            let size = b.size(s, i);
            n = b.bin("llvm.mul", n, size);
        }
        let size = elem_size(&mut b, elem);
        let total = b.bin("llvm.mul", n, size);
        let base = b.aligned_ptr(s);
        let off = b.offset(s);
        let from = b.gep(base, &[GepArg::Dyn(off)], elem);
        let base = b.aligned_ptr(t);
        let off = b.offset(t);
        let to = b.gep(base, &[GepArg::Dyn(off)], elem);
        let no = b.rw.ctx.int_attr(0, 1);
        b.op0("llvm.intr.memcpy", &[to, from, total], &[("isVolatile", no)]);
        b.rw.body.erase_op(op);
        return true;
    }
    let ptr = ptr_in(b.rw.ctx, 0);
    let saved = b.op1("llvm.intr.stacksave", &[], ptr, &[]);
    // Ranked sides as unranked descriptors: the rank and the descriptor on the stack.
    let unranked = |b: &mut B<'_, '_>, desc: Value, info: Option<&MemRefInfo>| -> Value {
        let Some(info) = info else { return desc };
        let rank_attr = b.rw.ctx.attr(AttrKind::Integer { value: IntValue::Small(info.rank() as i128), ty: index });
        let rank = b.op1("llvm.mlir.constant", &[], index, &[("value", rank_attr)]);
        let stack = b.promote(desc);
        let ty = unranked_descriptor(b.rw.ctx, info.addr_space, index);
        let u = b.undef(ty);
        let u = b.insert(u, rank, &[0]);
        b.insert(u, stack, &[1])
    };
    let us = unranked(&mut b, s, src_info.as_ref());
    let ut = unranked(&mut b, t, dst_info.as_ref());
    let one = b.index_const(1);
    let promote = |b: &mut B<'_, '_>, desc: Value| {
        let ty = b.type_of(desc);
        let stack = b.alloca(one, ty, 0, 0);
        b.store(desc, stack, false);
        stack
    };
    let sp = promote(&mut b, us);
    let tp = promote(&mut b, ut);
    let size = elem_size(&mut b, elem);
    declare_fn(&mut b, "memrefCopy", None, &[index, ptr, ptr]);
    b.call("memrefCopy", &[size, sp, tp], None);
    b.op0("llvm.intr.stackrestore", &[saved], &[]);
    b.rw.body.erase_op(op);
    true
}
