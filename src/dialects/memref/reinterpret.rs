//! Ops that rebuild a descriptor around the same buffer, into LLVM (MLIR
//! 19's `MemRefReinterpretCastOpLowering`, `MemRefReshapeOpLowering`,
//! `MemorySpaceCastOpLowering`): `reinterpret_cast` takes the source's
//! pointers and the offset, sizes and strides it is given; `reshape` with
//! a static shape operand lays the (identity) result out from its sizes
//! (dynamic ones read from the shape operand),
//! with a dynamic one builds an unranked descriptor on the stack and fills
//! its sizes and strides in a loop; `memory_space_cast` casts the two
//! pointers (for unranked memrefs, in a stack copy of the descriptor).

use crate::conversion::api::ConversionRewriter;
use crate::ir::{AttrKind, IntOrFloat, Op, Type, TypeKind, Value};

use super::build::{descriptor_value, lowered, prop, set_successors, split_before, GepArg, MemOpts, B};
use super::layout::{address_space, memref_info, ptr_in, struct_of, unranked_descriptor};

/// MLIR's marker for a dynamic entry of a static offsets/sizes/strides list.
const DYNAMIC: i128 = i64::MIN as i128;

/// The entries of a `DenseI64Array` property.
fn static_list(rw: &ConversionRewriter<'_>, op: Op, name: &str) -> Option<Vec<i128>> {
    match rw.ctx.attr_kind(prop(rw, op, name)?) {
        AttrKind::DenseArray { values, .. } => values
            .iter()
            .map(|v| match v {
                IntOrFloat::Int(i) => Some(*i),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The memory space of a ranked or unranked memref type, as an integer.
fn space_of(rw: &ConversionRewriter<'_>, t: Type) -> Option<u32> {
    match rw.ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => address_space(rw.ctx, *memory_space),
        _ => None,
    }
}

/// The allocated and aligned pointers (and the offset when `with_offset`)
/// of a ranked or unranked source (MLIR's `extractPointersAndOffset`).
fn pointers_and_offset(b: &mut B<'_, '_>, src_ty: Type, desc: Value, with_offset: bool) -> Option<(Value, Value, Option<Value>)> {
    match b.rw.ctx.type_kind(src_ty) {
        TypeKind::MemRef { .. } => {
            let allocated = b.allocated_ptr(desc);
            let aligned = b.aligned_ptr(desc);
            let offset = with_offset.then(|| b.offset(desc));
            Some((allocated, aligned, offset))
        }
        TypeKind::UnrankedMemRef { memory_space, .. } => {
            let space = address_space(b.rw.ctx, *memory_space)?;
            let elem_ptr = ptr_in(b.rw.ctx, space);
            let underlying = b.extract(desc, &[1]);
            let allocated = b.load(underlying, elem_ptr, false);
            let field = b.gep(underlying, &[GepArg::Const(1)], elem_ptr);
            let aligned = b.load(field, elem_ptr, false);
            let offset = if with_offset {
                let field = b.gep(underlying, &[GepArg::Const(2)], elem_ptr);
                let index = b.index;
                Some(b.load(field, index, false))
            } else {
                None
            };
            Some((allocated, aligned, offset))
        }
        _ => None,
    }
}

/// The byte size of the ranked descriptor an unranked one points to: `2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index)` (MLIR's
/// `UnrankedMemRefDescriptor::computeSizes` for the descriptor `desc`, whose
/// rank is set; pointers
/// are 8 bytes in every address space of the default layout).
fn unranked_size(b: &mut B<'_, '_>, desc: Value) -> Value {
    let one = b.index_const(1);
    let two = b.index_const(2);
    let index_bytes = b.rw.llvm.index_width.div_ceil(8);
    let index_size = b.index_const(index_bytes as i128);
    let ptr_size = b.index_const(8);
    let double_ptr = b.bin("llvm.mul", two, ptr_size);
    let rank = b.extract(desc, &[0]);
    let double_rank = b.bin("llvm.mul", two, rank);
    let plus_one = b.bin("llvm.add", double_rank, one);
    let rank_size = b.bin("llvm.mul", plus_one, index_size);
    b.bin("llvm.add", double_ptr, rank_size)
}

/// `memref.reinterpret_cast %src to offset: [..], sizes: [..], strides: [..]`.
pub fn reinterpret_cast(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let d = rw.body.op(op);
    let (Some(&src), Some(r)) = (d.operands.first(), d.results().next()) else { return false };
    let (src_ty, to_ty) = (rw.body.value(src).ty, rw.body.value(r).ty);
    let Some(info) = memref_info(rw.ctx, to_ty) else { return false };
    let (Some(offsets), Some(sizes), Some(strides)) =
        (static_list(rw, op, "static_offsets"), static_list(rw, op, "static_sizes"), static_list(rw, op, "static_strides"))
    else {
        return false;
    };
    let dynamic = |l: &[i128]| l.iter().filter(|&&v| v == DYNAMIC).count();
    let (n_off, n_size, n_stride) = (dynamic(&offsets), dynamic(&sizes), dynamic(&strides));
    if offsets.len() != 1 || sizes.len() != info.rank() || strides.len() != info.rank() || vals.len() != 1 + n_off + n_size + n_stride {
        return false;
    }
    let (dyn_offsets, rest) = vals[1..].split_at(n_off);
    let (dyn_sizes, dyn_strides) = rest.split_at(n_size);
    let mut b = B::new(rw, op);
    let Some(target) = b.rw.llvm.convert(b.rw.ctx, to_ty) else { return false };
    let Some(s) = descriptor_value(&mut b, vals[0], src_ty) else { return false };
    let mut t = b.undef(target);
    let Some((allocated, aligned, _)) = pointers_and_offset(&mut b, src_ty, s, false) else { return false };
    t = b.insert(t, allocated, &[0]);
    t = b.insert(t, aligned, &[1]);
    let offset = match offsets[0] {
        DYNAMIC => dyn_offsets[0],
        o => b.index_const(o),
    };
    t = b.insert(t, offset, &[2]);
    let (mut next_size, mut next_stride) = (dyn_sizes.iter(), dyn_strides.iter());
    for i in 0..info.rank() {
        let size = match sizes[i] {
            DYNAMIC => *next_size.next().expect("counted"),
            n => b.index_const(n),
        };
        t = b.insert(t, size, &[3, i as i64]);
        let stride = match strides[i] {
            DYNAMIC => *next_stride.next().expect("counted"),
            n => b.index_const(n),
        };
        t = b.insert(t, stride, &[4, i as i64]);
    }
    b.rw.replace_op(op, &[t]);
    true
}

/// `memref.memory_space_cast`: both pointers `llvm.addrspacecast`; for an
/// unranked memref, into a new stack copy of the ranked descriptor.
pub fn memory_space_cast(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let d = rw.body.op(op);
    let (Some(&src), Some(r)) = (d.operands.first(), d.results().next()) else { return false };
    let (src_ty, to_ty) = (rw.body.value(src).ty, rw.body.value(r).ty);
    let (Some(from_space), Some(to_space)) = (space_of(rw, src_ty), space_of(rw, to_ty)) else { return false };
    if vals.len() != 1 {
        return false;
    }
    let mut b = B::new(rw, op);
    let Some(target) = b.rw.llvm.convert(b.rw.ctx, to_ty) else { return false };
    let Some(s) = descriptor_value(&mut b, vals[0], src_ty) else { return false };
    let to_ptr = ptr_in(b.rw.ctx, to_space);
    let v = match b.rw.ctx.type_kind(to_ty) {
        TypeKind::MemRef { .. } => {
            let mut fields = crate::conversion::api::MemRefDescriptor::new(s).unpack(b.rw, b.at);
            if fields.len() < 3 {
                return false;
            }
            fields[0] = b.cast("llvm.addrspacecast", fields[0], to_ptr);
            fields[1] = b.cast("llvm.addrspacecast", fields[1], to_ptr);
            crate::conversion::api::MemRefDescriptor::pack(b.rw, b.at, target, &fields).value
        }
        TypeKind::UnrankedMemRef { .. } => {
            let from_ptr = ptr_in(b.rw.ctx, from_space);
            let rank = b.extract(s, &[0]);
            let source = b.extract(s, &[1]);
            let u = b.undef(target);
            let u = b.insert(u, rank, &[0]);
            let size = unranked_size(&mut b, u);
            let i8t = b.rw.ctx.int_type(8);
            let memory = b.alloca(size, i8t, 0, 0);
            let u = b.insert(u, memory, &[1]);
            let allocated = b.load(source, from_ptr, false);
            let field = b.gep(source, &[GepArg::Const(1)], from_ptr);
            let aligned = b.load(field, from_ptr, false);
            let allocated = b.cast("llvm.addrspacecast", allocated, to_ptr);
            let aligned = b.cast("llvm.addrspacecast", aligned, to_ptr);
            b.store(allocated, memory, false);
            let field = b.gep(memory, &[GepArg::Const(1)], to_ptr);
            b.store(aligned, field, false);
            let from_rest = b.gep(source, &[GepArg::Const(2)], from_ptr);
            let to_rest = b.gep(memory, &[GepArg::Const(2)], to_ptr);
            let skip = b.index_const(16);
            let n = b.bin("llvm.sub", size, skip);
            let no = b.rw.ctx.int_attr(0, 1);
            b.op0("llvm.intr.memcpy", &[to_rest, from_rest, n], &[("isVolatile", no)]);
            u
        }
        _ => return false,
    };
    b.rw.replace_op(op, &[v]);
    true
}

/// `memref.reshape %src(%shape)`: a static shape gives a ranked identity
/// result; a dynamic one an unranked result filled in by a loop.
pub fn reshape(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let d = rw.body.op(op);
    let (Some(&src), Some(&shape), Some(r)) = (d.operands.first(), d.operands.get(1), d.results().next()) else { return false };
    let (src_ty, shape_ty, to_ty) = (rw.body.value(src).ty, rw.body.value(shape).ty, rw.body.value(r).ty);
    let Some(shape_info) = memref_info(rw.ctx, shape_ty) else { return false };
    if vals.len() != 2 || shape_info.rank() != 1 {
        return false;
    }
    if shape_info.shape[0].is_some() {
        reshape_static(rw, op, vals, src_ty, shape_ty, to_ty)
    } else {
        reshape_dynamic(rw, op, vals, src_ty, shape_ty, to_ty)
    }
}

/// `reshape` as `convert-to-llvm` lowers it (mlir-opt-19's
/// `ConvertToLLVMPatternInterface` route): not when a result size must be
/// read from a static shape operand (the `memref.load` MLIR's lowering
/// makes is not legalized there), and a dynamic shape (whose lowering
/// makes blocks) only once the enclosing function is an `llvm.func`
/// (when `func` is converted too), as mlir-opt-19 does.
pub fn reshape_for_interface(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], opts: &MemOpts) -> bool {
    let d = rw.body.op(op);
    let (Some(&shape), Some(r)) = (d.operands.get(1), d.results().next()) else { return false };
    let (shape_ty, to_ty) = (rw.body.value(shape).ty, rw.body.value(r).ty);
    let Some(shape_info) = memref_info(rw.ctx, shape_ty) else { return false };
    let lowers = if shape_info.shape.first().copied().flatten().is_some() {
        memref_info(rw.ctx, to_ty).is_some_and(|i| i.shape.iter().all(Option::is_some))
    } else {
        super::regions::in_llvm_func(rw, op)
    };
    lowers && reshape(rw, op, vals, opts)
}

/// A size the result type leaves dynamic, read from the shape operand:
/// MLIR builds a `memref.load %shape[i]` and casts it to the index type,
/// and the conversion then lowers that load; this builds what that gives
/// (the element address, `llvm.load`, and the casts: for an `index`
/// element, back to `index` for the cast's user and to the LLVM index type
/// again).
fn shape_size(b: &mut B<'_, '_>, shape_desc: Value, shape_elem: Type, i: usize) -> Value {
    let index = b.index;
    let at = b.index_const(i as i128);
    let lowered_elem = lowered(b.rw, shape_elem);
    let base = b.aligned_ptr(shape_desc);
    let p = b.gep(base, &[GepArg::Dyn(at)], lowered_elem);
    let v = b.load(p, lowered_elem, false);
    if lowered_elem == index && shape_elem == index {
        return v;
    }
    let v = if shape_elem != lowered_elem { crate::conversion::api::materialize_cast(b.rw.ctx, b.rw.body, b.at, v, shape_elem) } else { v };
    crate::conversion::api::materialize_cast(b.rw.ctx, b.rw.body, b.at, v, index)
}

fn reshape_static(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], src_ty: Type, shape_ty: Type, to_ty: Type) -> bool {
    let Some(info) = memref_info(rw.ctx, to_ty) else { return false };
    let Some(shape_info) = memref_info(rw.ctx, shape_ty) else { return false };
    if info.offset.is_none() {
        return false;
    }
    let mut b = B::new(rw, op);
    let Some(target) = b.rw.llvm.convert(b.rw.ctx, to_ty) else { return false };
    let Some(s) = descriptor_value(&mut b, vals[0], src_ty) else { return false };
    let mut t = b.undef(target);
    let Some((allocated, aligned, _)) = pointers_and_offset(&mut b, src_ty, s, false) else { return false };
    t = b.insert(t, allocated, &[0]);
    t = b.insert(t, aligned, &[1]);
    let offset = b.index_const(info.offset.unwrap_or(0) as i128);
    t = b.insert(t, offset, &[2]);
    let mut stride: Option<Value> = None;
    for i in (0..info.rank()).rev() {
        let st = match (info.strides[i], stride) {
            (Some(n), _) => b.index_const(n as i128),
            (None, Some(s)) => s,
            (None, None) => b.index_const(1),
        };
        let size = match info.shape[i] {
            Some(n) => b.index_const(n as i128),
            None => {
                let Some(shape_desc) = descriptor_value(&mut b, vals[1], shape_ty) else { return false };
                shape_size(&mut b, shape_desc, shape_info.elem, i)
            }
        };
        t = b.insert(t, size, &[3, i as i64]);
        t = b.insert(t, st, &[4, i as i64]);
        stride = Some(b.bin("llvm.mul", st, size));
    }
    b.rw.replace_op(op, &[t]);
    true
}

/// The ops made before `op` in its block since it had `from` ops before
/// it, moved to the end of `block`.
fn move_built(body: &mut crate::ir::Body, op: Op, from: usize, block: crate::ir::Block) {
    let Some(parent) = body.op(op).parent else { return };
    let ops = &body.block(parent).ops;
    let at = ops.iter().position(|&o| o == op).unwrap_or(0);
    let built: Vec<Op> = ops[from.min(at)..at].to_vec();
    for o in built {
        let n = body.block(block).ops.len();
        body.move_op(o, block, n);
    }
}

/// How many ops precede `op` in its block.
fn position(body: &crate::ir::Body, op: Op) -> usize {
    body.op(op).parent.and_then(|p| body.block(p).ops.iter().position(|&o| o == op)).unwrap_or(0)
}

fn reshape_dynamic(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], src_ty: Type, shape_ty: Type, to_ty: Type) -> bool {
    let TypeKind::UnrankedMemRef { memory_space, .. } = rw.ctx.type_kind(to_ty) else { return false };
    let Some(space) = address_space(rw.ctx, *memory_space) else { return false };
    let Some(shape_info) = memref_info(rw.ctx, shape_ty) else { return false };
    let shape_elem = lowered(rw, shape_info.elem);
    let Some(init_block) = rw.body.op(op).parent else { return false };
    let Some(region) = rw.body.block(init_block).parent else { return false };
    // The ops after `op` go to the block the loop exits to.
    let next = {
        let ops = &rw.body.block(init_block).ops;
        ops.iter().position(|&o| o == op).and_then(|i| ops.get(i + 1).copied())
    };
    let Some(next) = next else { return false };
    let mut b = B::new(rw, op);
    let index = b.index;
    let Some(shape_desc) = descriptor_value(&mut b, vals[1], shape_ty) else { return false };
    let Some(s) = descriptor_value(&mut b, vals[0], src_ty) else { return false };
    let Some(rest_block) = split_before(b.rw.body, next) else { return false };
    let rank = b.size(shape_desc, 0);
    let target = unranked_descriptor(b.rw.ctx, space, index);
    let u = b.undef(target);
    let u = b.insert(u, rank, &[0]);
    let size = unranked_size(&mut b, u);
    let i8t = b.rw.ctx.int_type(8);
    let memory = b.alloca(size, i8t, 0, 0);
    let u = b.insert(u, memory, &[1]);
    let Some((allocated, aligned, Some(offset))) = pointers_and_offset(&mut b, src_ty, s, true) else { return false };
    let elem_ptr = ptr_in(b.rw.ctx, space);
    b.store(allocated, memory, false);
    let field = b.gep(memory, &[GepArg::Const(1)], elem_ptr);
    b.store(aligned, field, false);
    let field = b.gep(memory, &[GepArg::Const(2)], elem_ptr);
    b.store(offset, field, false);
    let scalar = struct_of(b.rw.ctx, vec![elem_ptr, elem_ptr, index, index]);
    let sizes_base = b.gep(memory, &[GepArg::Const(0), GepArg::Const(3)], scalar);
    let strides_base = b.gep(sizes_base, &[GepArg::Dyn(rank)], index);
    let shape_ptr = b.aligned_ptr(shape_desc);
    let one = b.index_const(1);
    let rank_minus_one = b.bin("llvm.sub", rank, one);
    // cond(%i, %stride): loop while %i >= 0; body: copy the size, write the
    // stride, go on with %i - 1 and %stride * size.
    let at = b.rw.body.region(region).blocks.iter().position(|&x| x == init_block).unwrap_or(0);
    let cond_block = b.rw.body.insert_block(region, at + 1);
    let body_block = b.rw.body.insert_block(region, at + 2);
    let span = b.rw.body.op(op).span;
    for blk in [cond_block, body_block] {
        b.rw.body.blocks[blk.index()].span = span;
    }
    let loc = b.rw.body.op(op).loc;
    let i = b.rw.body.add_block_arg(cond_block, index, loc, span);
    let stride = b.rw.body.add_block_arg(cond_block, index, loc, span);
    let br = b.op0("llvm.br", &[rank_minus_one, one], &[]);
    set_successors(b.rw.body, br, &[cond_block]);
    let from = position(b.rw.body, op);
    let zero = b.index_const(0);
    let Some(sge) = crate::ods::enum_def("ICmpPredicate").and_then(|e| e.value("sge")) else { return false };
    let sge = b.rw.ctx.int_attr(sge as i128, 64);
    let i1 = b.rw.ctx.int_type(1);
    let pred = b.op1("llvm.icmp", &[i, zero], i1, &[("predicate", sge)]);
    let i32t = b.rw.ctx.int_type(32);
    let seg = b.rw.ctx.attr(AttrKind::DenseArray { elem: i32t, values: vec![IntOrFloat::Int(1), IntOrFloat::Int(0), IntOrFloat::Int(0)].into() });
    let cond = b.op0("llvm.cond_br", &[pred], &[("operandSegmentSizes", seg)]);
    set_successors(b.rw.body, cond, &[body_block, rest_block]);
    move_built(b.rw.body, op, from, cond_block);
    let from = position(b.rw.body, op);
    let p = b.gep(shape_ptr, &[GepArg::Dyn(i)], shape_elem);
    let dim = b.load(p, index, false);
    let p = b.gep(sizes_base, &[GepArg::Dyn(i)], index);
    b.store(dim, p, false);
    let p = b.gep(strides_base, &[GepArg::Dyn(i)], index);
    b.store(stride, p, false);
    let next_stride = b.bin("llvm.mul", stride, dim);
    let dec = b.bin("llvm.sub", i, one);
    let back = b.op0("llvm.br", &[dec, next_stride], &[]);
    set_successors(b.rw.body, back, &[cond_block]);
    move_built(b.rw.body, op, from, body_block);
    // The branch into the loop ends the first block after `op`, as MLIR
    // creates it (so the cast of the result for users left unconverted
    // goes before it).
    let after = position(b.rw.body, op) + 1;
    b.rw.body.move_op(br, init_block, after);
    b.rw.replace_op(op, &[u]);
    true
}
