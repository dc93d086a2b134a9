//! The memref ops with regions, into LLVM control flow (MLIR 19's
//! `GenericAtomicRMWOpLowering`, `AllocaScopeOpLowering`):
//! `generic_atomic_rmw` becomes a compare-and-swap loop around its body
//! (only bodies that yield their argument, as mlir-opt-19 lowers them),
//! `alloca_scope` its body inlined between `stacksave` and
//! `stackrestore`. Both split the enclosing block; the body's ops are
//! moved, not copied, so the conversion still visits them.

use crate::conversion::api::ConversionRewriter;
use crate::ir::{IntOrFloat, Op, Value};

use super::build::{descriptor_value, lowered, move_block, set_successors, split_before, MemOpts, B};
use super::layout::{memref_info, ptr_in};

/// An `AtomicOrdering` property value.
fn ordering(rw: &mut ConversionRewriter<'_>, word: &str) -> Option<crate::ir::Attr> {
    let v = crate::ods::enum_def("AtomicOrdering")?.value(word)?;
    Some(rw.ctx.int_attr(v as i128, 64))
}

/// The module-wide root for replacing uses.
fn root_of(body: &crate::ir::Body, mut op: Op) -> Op {
    while let Some(p) = body.parent_op(op) {
        op = p;
    }
    op
}

/// `%r = memref.generic_atomic_rmw %m[%i] { ^bb0(%cur): ... atomic_yield %new }`:
/// load, then loop on `cmpxchg` of the body's result until it succeeds.
pub fn generic_atomic_rmw(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let d = rw.body.op(op);
    let (Some(&m), Some(&region), Some(r)) = (d.operands.first(), d.regions.first(), d.results().next()) else { return false };
    let mty = rw.body.value(m).ty;
    let Some(info) = memref_info(rw.ctx, mty) else { return false };
    let Some(&entry) = rw.body.region(region).blocks.first() else { return false };
    if rw.body.region(region).blocks.len() != 1 || info.rank() + 1 != vals.len() {
        return false;
    }
    let body_ops = rw.body.block(entry).ops.clone();
    let Some((&yield_op, inner)) = body_ops.split_last() else { return false };
    let Some(&result) = rw.body.op(yield_op).operands.first() else { return false };
    let Some(&current) = rw.body.block(entry).args.first() else { return false };
    let (Some(acq_rel), Some(monotonic)) = (ordering(rw, "acq_rel"), ordering(rw, "monotonic")) else { return false };
    let result_ty = rw.body.value(r).ty;
    let value_ty = lowered(rw, result_ty);
    // MLIR clones the body into the loop and legalizes the clones: the op
    // stays when one cannot be (arith ops under finalize-memref-to-llvm
    // alone). A yielded value from outside the body crashes mlir-opt-19;
    // that is left alone too.
    if inner.iter().any(|&o| !rw.can_legalize(o)) {
        return false;
    }
    let defined_inside = rw.body.defining_op(result).is_some_and(|d| inner.contains(&d));
    if result != current && !defined_inside {
        return false;
    }
    let elem = lowered(rw, info.elem);
    let Some(init_block) = rw.body.op(op).parent else { return false };
    // init: ...; loop(%cur): body; cmpxchg; cond_br; end: rest.
    let Some(loop_block) = split_before(rw.body, op) else { return false };
    let span = rw.body.op(op).span;
    let loop_arg = rw.body.add_block_arg(loop_block, value_ty, None, span);
    let next = rw.body.block(loop_block).ops.iter().position(|&o| o == op).and_then(|i| rw.body.block(loop_block).ops.get(i + 1).copied());
    let end_block = match next {
        Some(n) => split_before(rw.body, n),
        None => None,
    };
    let Some(end_block) = end_block else { return false };
    // The address and the first load go at the end of the initial block:
    // build them before `op`, then move them there.
    let mut b = B::new(rw, op);
    let Some(desc) = descriptor_value(&mut b, vals[0], mty) else { return false };
    let ptr = b.element_ptr(desc, &info, elem, &vals[1..]);
    let init = b.load(ptr, elem, false);
    let br = b.op0("llvm.br", &[init], &[]);
    set_successors(b.rw.body, br, &[loop_block]);
    // Everything built so far sits before `op` in the loop block: move it
    // (casts included) to the initial block.
    let built: Vec<Op> = {
        let ops = &b.rw.body.block(loop_block).ops;
        let at = ops.iter().position(|&o| o == op).unwrap_or(0);
        ops[..at].to_vec()
    };
    for o in built {
        let n = b.rw.body.block(init_block).ops.len();
        b.rw.body.move_op(o, init_block, n);
    }
    // The body, with its argument now the loop's.
    let root = root_of(b.rw.body, op);
    b.rw.body.replace_uses_in(root, current, loop_arg);
    let result = if result == current { loop_arg } else { result };
    for (i, &o) in inner.iter().enumerate() {
        b.rw.body.move_op(o, loop_block, i);
    }
    let i1 = b.rw.ctx.int_type(1);
    let pair = super::layout::struct_of(b.rw.ctx, vec![value_ty, i1]);
    let cas = b.op1("llvm.cmpxchg", &[ptr, loop_arg, result], pair, &[("failure_ordering", monotonic), ("success_ordering", acq_rel)]);
    let loaded = b.extract(cas, &[0]);
    let ok = b.extract(cas, &[1]);
    let i32t = b.rw.ctx.int_type(32);
    let seg = b.rw.ctx.attr(crate::ir::AttrKind::DenseArray {
        elem: i32t,
        values: vec![IntOrFloat::Int(1), IntOrFloat::Int(0), IntOrFloat::Int(1)].into(),
    });
    let cond = b.op0("llvm.cond_br", &[ok, loaded], &[("operandSegmentSizes", seg)]);
    set_successors(b.rw.body, cond, &[end_block, loop_block]);
    b.rw.replace_op(op, &[loaded]);
    true
}

/// `memref.alloca_scope { body }`: the body inlined after a `stacksave`,
/// its return a `stackrestore` and a branch to the rest of the block (which
/// takes the scope's results as arguments).
pub fn alloca_scope(rw: &mut ConversionRewriter<'_>, op: Op, _: &[Value], _: &MemOpts) -> bool {
    let d = rw.body.op(op);
    let Some(&region) = d.regions.first() else { return false };
    let blocks = rw.body.region(region).blocks.clone();
    let (Some(&first), Some(&last)) = (blocks.first(), blocks.last()) else { return false };
    let Some(&ret) = rw.body.block(last).ops.last() else { return false };
    let results: Vec<Value> = d.results().collect();
    let result_types: Vec<_> = results.iter().map(|&r| rw.body.value(r).ty).collect();
    let result_types: Vec<_> = result_types.into_iter().map(|t| lowered(rw, t)).collect();
    let Some(current) = rw.body.op(op).parent else { return false };
    let Some(outer) = rw.body.block(current).parent else { return false };
    let Some(remaining) = split_before(rw.body, op) else { return false };
    let span = rw.body.op(op).span;
    let continue_block = if results.is_empty() {
        remaining
    } else {
        let at = rw.body.region(outer).blocks.iter().position(|&x| x == remaining).unwrap_or(0);
        let c = rw.body.insert_block(outer, at);
        for &t in &result_types {
            rw.body.add_block_arg(c, t, None, span);
        }
        // `br ^remaining` at the end of the continue block.
        let mut b = B::new(rw, op);
        let br = b.op0("llvm.br", &[], &[]);
        set_successors(b.rw.body, br, &[remaining]);
        b.rw.body.move_op(br, c, 0);
        c
    };
    // Inline the body's blocks before the continue block.
    for blk in blocks {
        let at = rw.body.region(outer).blocks.iter().position(|&x| x == continue_block).unwrap_or(0);
        move_block(rw.body, blk, outer, at);
    }
    let mut b = B::new(rw, op);
    let ptr = ptr_in(b.rw.ctx, 0);
    let save = b.op1("llvm.intr.stacksave", &[], ptr, &[]);
    let enter = b.op0("llvm.br", &[], &[]);
    set_successors(b.rw.body, enter, &[first]);
    for o in [b.rw.body.defining_op(save).expect("just built"), enter] {
        let n = b.rw.body.block(current).ops.len();
        b.rw.body.move_op(o, current, n);
    }
    // The return: restore the stack, then leave with its operands.
    let ret_operands = b.rw.body.op(ret).operands.to_vec();
    let mut r = B::new(b.rw, ret);
    r.op0("llvm.intr.stackrestore", &[save], &[]);
    let leave = r.op0("llvm.br", &ret_operands, &[]);
    set_successors(r.rw.body, leave, &[continue_block]);
    r.rw.body.erase_op(ret);
    let args = r.rw.body.block(continue_block).args.clone();
    r.rw.replace_op(op, &args);
    true
}

/// [`alloca_scope`] on the `convert-to-llvm` route: mlir-opt-19 lowers a
/// scope with results only in an `llvm.func` ([`in_llvm_func`]).
pub fn alloca_scope_without_results(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], opts: &MemOpts) -> bool {
    (rw.body.op(op).num_results == 0 || in_llvm_func(rw, op)) && alloca_scope(rw, op, vals, opts)
}

/// Whether `op` sits directly in an `llvm.func`: mlir-opt-19's
/// `convert-to-llvm` lowers the memref ops that split their block (and a
/// dynamic `reshape`) only there, once `func` was converted too, and
/// leaves them in a `func.func` (`filter-dialects=memref`).
pub fn in_llvm_func(rw: &ConversionRewriter<'_>, op: Op) -> bool {
    rw.body.parent_op(op).is_some_and(|p| rw.ctx.str(rw.body.op(p).name) == "llvm.func")
}

/// `generic_atomic_rmw` as `convert-to-llvm` lowers it: only in an
/// `llvm.func` ([`in_llvm_func`]).
pub fn generic_atomic_rmw_in_llvm_func(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], opts: &MemOpts) -> bool {
    in_llvm_func(rw, op) && generic_atomic_rmw(rw, op, vals, opts)
}
