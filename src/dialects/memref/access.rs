//! Element access and metadata into LLVM (MLIR 19's `MemRefToLLVM`):
//! `load`/`store` through the strided element address, `atomic_rmw` as
//! `llvm.atomicrmw`, `dim`/`rank` of ranked and unranked memrefs, `cast`
//! (a no-op between ranked types; to and from unranked through a stack
//! copy of the descriptor), `extract_aligned_pointer_as_index`,
//! `extract_strided_metadata`, `assume_alignment` and `prefetch`.

use crate::conversion::api::ConversionRewriter;
use crate::ir::{AttrKind, Op, Type, TypeKind, Value};

use super::build::{descriptor_value, lowered, prop, GepArg, MemOpts, B};
use super::layout::{address_space, memref_info, ptr_in, ranked_descriptor, MemRefInfo};

/// The operand `i` of `op` (its original value), its type and its
/// converted value.
fn operand(rw: &ConversionRewriter<'_>, op: Op, vals: &[Value], i: usize) -> Option<(Type, Value)> {
    let orig = *rw.body.op(op).operands.get(i)?;
    Some((rw.body.value(orig).ty, *vals.get(i)?))
}

fn result_type(rw: &ConversionRewriter<'_>, op: Op) -> Option<Type> {
    let r = rw.body.op(op).results().next()?;
    Some(rw.body.value(r).ty)
}

fn has_unit(rw: &ConversionRewriter<'_>, op: Op, name: &str) -> bool {
    matches!(prop(rw, op, name).map(|a| rw.ctx.attr_kind(a)), Some(AttrKind::Bool(true) | AttrKind::Unit))
}

/// The address of the element an op's `memref[indices]` names.
fn address(b: &mut B<'_, '_>, mty: Type, desc: Value, indices: &[Value]) -> Option<(Value, Type, MemRefInfo)> {
    let info = memref_info(b.rw.ctx, mty)?;
    let elem = lowered(b.rw, info.elem);
    let d = descriptor_value(b, desc, mty)?;
    let p = b.element_ptr(d, &info, elem, indices);
    Some((p, elem, info))
}

/// `memref.load %m[%i]` → `llvm.load` of the element address.
pub fn load(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let Some((mty, m)) = operand(rw, op, vals, 0) else { return false };
    if memref_info(rw.ctx, mty).is_none() {
        return false;
    }
    let nontemporal = has_unit(rw, op, "nontemporal");
    if memref_info(rw.ctx, mty).is_none_or(|i| i.rank() + 1 != vals.len()) {
        return false;
    }
    let mut b = B::new(rw, op);
    let Some((p, elem, _)) = address(&mut b, mty, m, &vals[1..]) else { return false };
    let v = b.load(p, elem, nontemporal);
    b.rw.replace_op(op, &[v]);
    true
}

/// `memref.store %v, %m[%i]` → `llvm.store`.
pub fn store(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let Some((mty, m)) = operand(rw, op, vals, 1) else { return false };
    if memref_info(rw.ctx, mty).is_none_or(|i| i.rank() + 2 != vals.len()) {
        return false;
    }
    let nontemporal = has_unit(rw, op, "nontemporal");
    let mut b = B::new(rw, op);
    let Some((p, _, _)) = address(&mut b, mty, m, &vals[2..]) else { return false };
    b.store(vals[0], p, nontemporal);
    b.rw.body.erase_op(op);
    true
}

/// The LLVM binary op of an `arith` atomic kind, where one exists (MLIR's
/// `matchSimpleAtomicOp`).
fn llvm_bin_op(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "addf" => "fadd",
        "addi" => "add",
        "assign" => "xchg",
        "maximumf" => "fmax",
        "maxs" => "max",
        "maxu" => "umax",
        "minimumf" => "fmin",
        "mins" => "min",
        "minu" => "umin",
        "ori" => "_or",
        "andi" => "_and",
        _ => return None,
    })
}

/// An enum property value of `enum_name` spelled `word`, as the op tables
/// store them (`i64` integers).
fn enum_attr(rw: &mut ConversionRewriter<'_>, enum_name: &str, word: &str) -> Option<crate::ir::Attr> {
    let v = crate::ods::enum_def(enum_name)?.value(word)?;
    Some(rw.ctx.int_attr(v as i128, 64))
}

/// `memref.atomic_rmw kind %v, %m[%i]` → `llvm.atomicrmw op %p, %v acq_rel`.
pub fn atomic_rmw(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let Some((mty, m)) = operand(rw, op, vals, 1) else { return false };
    let Some(kind) = prop(rw, op, "kind").and_then(|a| rw.ctx.int_value(a)) else { return false };
    let Some(word) = crate::ods::enum_def("AtomicRMWKind").and_then(|e| e.keyword(kind as i64)) else { return false };
    let Some(bin) = llvm_bin_op(word) else { return false };
    let (Some(bin), Some(order)) = (enum_attr(rw, "AtomicBinOp", bin), enum_attr(rw, "AtomicOrdering", "acq_rel")) else {
        return false;
    };
    if memref_info(rw.ctx, mty).is_none_or(|i| i.rank() + 2 != vals.len()) {
        return false;
    }
    let mut b = B::new(rw, op);
    let Some((p, elem, _)) = address(&mut b, mty, m, &vals[2..]) else { return false };
    let v = b.op1("llvm.atomicrmw", &[p, vals[0]], elem, &[("bin_op", bin), ("ordering", order)]);
    b.rw.replace_op(op, &[v]);
    true
}

/// The constant value of the op defining `v`, if it is constant-like.
fn constant_index(rw: &mut ConversionRewriter<'_>, v: Value) -> Option<i128> {
    let def = rw.body.defining_op(v)?;
    let a = crate::passes::api::constant_value(rw.ctx, rw.body, def)?;
    match rw.ctx.attr_kind(a) {
        AttrKind::Integer { .. } => rw.ctx.int_value(a),
        _ => None,
    }
}

/// `memref.dim`: a constant or the descriptor's size for a constant index,
/// else the size read from a stack copy of the sizes array; for unranked
/// memrefs, read through the descriptor pointer.
pub fn dim(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let Some((mty, m)) = operand(rw, op, vals, 0) else { return false };
    let Some(&index_orig) = rw.body.op(op).operands.get(1) else { return false };
    let Some(&idx) = vals.get(1) else { return false };
    match rw.ctx.type_kind(mty).clone() {
        TypeKind::UnrankedMemRef { elem, memory_space } => {
            let Some(space) = address_space(rw.ctx, memory_space) else { return false };
            let _ = elem;
            let mut b = B::new(rw, op);
            let index = b.index;
            let Some(d) = descriptor_value(&mut b, m, mty) else { return false };
            let ranked = b.extract(d, &[1]);
            // MLIR 19 types the step into the ranked descriptor as one of
            // address space 0 but returns a pointer of the memref's space.
            let scalar_desc = ranked_descriptor(b.rw.ctx, 0, 0, index);
            let in_space = ptr_in(b.rw.ctx, space);
            let offset_ptr = b.gep_to(ranked, &[GepArg::Const(0), GepArg::Const(2)], scalar_desc, in_space);
            let one = b.index_const(1);
            let plus_one = b.bin("llvm.add", one, idx);
            let size_ptr = b.gep(offset_ptr, &[GepArg::Dyn(plus_one)], index);
            let v = b.load(size_ptr, index, false);
            b.rw.replace_op(op, &[v]);
            true
        }
        TypeKind::MemRef { .. } => {
            let Some(info) = memref_info(rw.ctx, mty) else { return false };
            let known = constant_index(rw, index_orig).filter(|&i| i >= 0 && (i as usize) < info.rank());
            let mut b = B::new(rw, op);
            let index = b.index;
            let v = match known {
                Some(i) => match info.shape[i as usize] {
                    Some(n) => b.index_const(n as i128),
                    None => {
                        let Some(d) = descriptor_value(&mut b, m, mty) else { return false };
                        b.size(d, i as usize)
                    }
                },
                None => {
                    let Some(d) = descriptor_value(&mut b, m, mty) else { return false };
                    let array = super::layout::array_of(b.rw.ctx, info.rank() as u64, index);
                    let one = b.index_const(1);
                    let sizes = b.extract(d, &[3]);
                    let stack = b.alloca(one, array, 0, 0);
                    b.store(sizes, stack, false);
                    let p = b.gep(stack, &[GepArg::Const(0), GepArg::Dyn(idx)], array);
                    b.load(p, index, false)
                }
            };
            b.rw.replace_op(op, &[v]);
            true
        }
        _ => false,
    }
}

/// `memref.rank`: a constant, or the unranked descriptor's rank.
pub fn rank(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let Some((mty, m)) = operand(rw, op, vals, 0) else { return false };
    let mut b = B::new(rw, op);
    let v = match b.rw.ctx.type_kind(mty).clone() {
        TypeKind::MemRef { shape, .. } => b.index_const(shape.len() as i128),
        TypeKind::UnrankedMemRef { .. } => {
            let Some(d) = descriptor_value(&mut b, m, mty) else { return false };
            b.extract(d, &[0])
        }
        _ => return false,
    };
    b.rw.replace_op(op, &[v]);
    true
}

/// `memref.cast`: ranked to ranked keeps the descriptor; ranked to
/// unranked stores it on the stack and pairs its address with the rank;
/// unranked to ranked loads it back.
pub fn cast(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let Some((from, m)) = operand(rw, op, vals, 0) else { return false };
    let Some(to) = result_type(rw, op) else { return false };
    let ranked = |rw: &ConversionRewriter<'_>, t: Type| matches!(rw.ctx.type_kind(t), TypeKind::MemRef { .. });
    let mut b = B::new(rw, op);
    let Some(target) = b.rw.llvm.convert(b.rw.ctx, to) else { return false };
    let Some(d) = descriptor_value(&mut b, m, from) else { return false };
    let v = match (ranked(b.rw, from), ranked(b.rw, to)) {
        (true, true) => {
            if b.type_of(d) != target {
                return false;
            }
            d
        }
        (true, false) => {
            let Some(info) = memref_info(b.rw.ctx, from) else { return false };
            let stack = b.promote(d);
            let rank = b.index_const(info.rank() as i128);
            let u = b.undef(target);
            let u = b.insert(u, rank, &[0]);
            b.insert(u, stack, &[1])
        }
        (false, true) => {
            let p = b.extract(d, &[1]);
            b.load(p, target, false)
        }
        (false, false) => d,
    };
    b.rw.replace_op(op, &[v]);
    true
}

/// `memref.extract_aligned_pointer_as_index`: the aligned pointer as an
/// integer (for unranked memrefs, the second field behind the pointer).
pub fn extract_aligned_pointer(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let Some((mty, m)) = operand(rw, op, vals, 0) else { return false };
    let unranked_space = match rw.ctx.type_kind(mty) {
        TypeKind::UnrankedMemRef { memory_space, .. } => match address_space(rw.ctx, *memory_space) {
            Some(s) => Some(s),
            None => return false,
        },
        _ => None,
    };
    let mut b = B::new(rw, op);
    let index = b.index;
    let Some(d) = descriptor_value(&mut b, m, mty) else { return false };
    let aligned = match unranked_space {
        Some(space) => {
            let p = b.extract(d, &[1]);
            let elem_ptr = ptr_in(b.rw.ctx, space);
            let field = b.gep(p, &[GepArg::Const(1)], elem_ptr);
            b.load(field, elem_ptr, false)
        }
        None => b.aligned_ptr(d),
    };
    let v = b.cast("llvm.ptrtoint", aligned, index);
    b.rw.replace_op(op, &[v]);
    true
}

/// `memref.extract_strided_metadata`: a rank-0 descriptor of the base
/// buffer, then the offset, sizes and strides read out.
pub fn extract_strided_metadata(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let Some((mty, m)) = operand(rw, op, vals, 0) else { return false };
    let Some(info) = memref_info(rw.ctx, mty) else { return false };
    let mut b = B::new(rw, op);
    let index = b.index;
    let Some(d) = descriptor_value(&mut b, m, mty) else { return false };
    let base_ty = ranked_descriptor(b.rw.ctx, info.addr_space, 0, index);
    let allocated = b.allocated_ptr(d);
    let aligned = b.aligned_ptr(d);
    let base = b.descriptor(base_ty, allocated, aligned, None, &[], &[]);
    let mut results = vec![base, b.offset(d)];
    for i in 0..info.rank() {
        results.push(b.size(d, i));
    }
    for i in 0..info.rank() {
        results.push(b.stride(d, i));
    }
    // Its fold (`memref::fold::extract_strided_metadata_uses`) ran first:
    // the static values that something used are constants by now.
    b.rw.replace_op(op, &results);
    true
}


/// `memref.assume_alignment %m, N` → `llvm.intr.assume((ptrtoint p) & (N-1) == 0)`.
pub fn assume_alignment(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let Some((mty, m)) = operand(rw, op, vals, 0) else { return false };
    let Some(align) = prop(rw, op, "alignment").and_then(|a| rw.ctx.int_value(a)) else { return false };
    let Some(eq) = enum_attr(rw, "ICmpPredicate", "eq") else { return false };
    let mut b = B::new(rw, op);
    let Some((p, _, _)) = address(&mut b, mty, m, &[]) else { return false };
    // The pointer-sized integer of the default data layout.
    let intptr = b.rw.ctx.int_type(64);
    let idx = b.rw.ctx.ty(TypeKind::Index);
    let zero_a = b.rw.ctx.attr(AttrKind::Integer { value: crate::ir::IntValue::Small(0), ty: idx });
    let mask_a = b.rw.ctx.attr(AttrKind::Integer { value: crate::ir::IntValue::Small(align - 1), ty: idx });
    let zero = b.op1("llvm.mlir.constant", &[], intptr, &[("value", zero_a)]);
    let mask = b.op1("llvm.mlir.constant", &[], intptr, &[("value", mask_a)]);
    let int = b.cast("llvm.ptrtoint", p, intptr);
    let masked = b.bin("llvm.and", int, mask);
    let i1 = b.rw.ctx.int_type(1);
    let cond = b.op1("llvm.icmp", &[masked, zero], i1, &[("predicate", eq)]);
    b.op0("llvm.intr.assume", &[cond], &[]);
    b.rw.body.erase_op(op);
    true
}

/// `memref.prefetch %m[%i], read|write, locality<N>, data|instr` →
/// `llvm.intr.prefetch` of the element address.
pub fn prefetch(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let Some((mty, m)) = operand(rw, op, vals, 0) else { return false };
    if memref_info(rw.ctx, mty).is_none_or(|i| i.rank() + 1 != vals.len()) {
        return false;
    }
    let Some(hint) = prop(rw, op, "localityHint").and_then(|a| rw.ctx.int_value(a)) else { return false };
    let (write, data) = (has_unit(rw, op, "isWrite"), has_unit(rw, op, "isDataCache"));
    let mut b = B::new(rw, op);
    let Some((p, _, _)) = address(&mut b, mty, m, &vals[1..]) else { return false };
    let rw_attr = b.rw.ctx.int_attr(i128::from(write), 32);
    let hint = b.rw.ctx.int_attr(hint, 32);
    let cache = b.rw.ctx.int_attr(i128::from(data), 32);
    b.op0("llvm.intr.prefetch", &[p], &[("cache", cache), ("hint", hint), ("rw", rw_attr)]);
    b.rw.body.erase_op(op);
    true
}
