//! `memref.alloca_scope`'s canonicalization patterns (MLIR 19's
//! `AllocaScopeInliner` and `AllocaScopeHoister`, in that order): a scope
//! whose body cannot allocate on the stack, or which is the last op of an
//! allocation scope's block, is inlined; stack allocations of a scope that
//! ends the (single-block) regions of ops up to the enclosing allocation
//! scope are hoisted before the outermost of those ops when their operands
//! are defined outside it.

use crate::ir::{Op, Region, Value};
use crate::ods::opdef::traits;
use crate::passes::api::Rewriter;

fn has_trait(rw: &Rewriter<'_>, op: Op, t: u32) -> bool {
    crate::ods::lookup(rw.ctx.str(rw.body.op(op).name)).is_some_and(|i| i.def.has(t))
}

/// Ops that allocate on the stack for sure (`isGuaranteedAutomaticAllocation`:
/// an `Allocate` effect on the automatic allocation scope resource).
fn guaranteed_stack_allocation(rw: &Rewriter<'_>, op: Op) -> bool {
    matches!(rw.ctx.str(rw.body.op(op).name), "memref.alloca" | "llvm.alloca")
}

/// `isOpItselfPotentialAutomaticAllocation`: a stack allocation, or an op
/// without memory effect information (unregistered ops, calls, region ops
/// whose effects are not their regions').
fn potential_stack_allocation(rw: &Rewriter<'_>, op: Op) -> bool {
    if has_trait(rw, op, traits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    if guaranteed_stack_allocation(rw, op) {
        return true;
    }
    let name = rw.ctx.str(rw.body.op(op).name);
    let Some(info) = crate::ods::lookup(name) else { return true };
    if matches!(name, "func.call" | "func.call_indirect") {
        return true;
    }
    !rw.body.op(op).regions.is_empty() && !info.def.has(traits::NO_MEMORY_EFFECT)
}

/// Whether a pre-order walk of `op`'s regions meets a potential stack
/// allocation, not looking inside nested allocation scopes.
fn may_allocate(rw: &Rewriter<'_>, op: Op) -> bool {
    let mut stack: Vec<Op> = Vec::new();
    let push_children = |rw: &Rewriter<'_>, o: Op, stack: &mut Vec<Op>| {
        for &r in rw.body.op(o).regions.iter().rev() {
            for &b in rw.body.region(r).blocks.iter().rev() {
                stack.extend(rw.body.block(b).ops.iter().rev().copied());
            }
        }
    };
    push_children(rw, op, &mut stack);
    while let Some(o) = stack.pop() {
        if potential_stack_allocation(rw, o) {
            return true;
        }
        if !has_trait(rw, o, traits::AUTOMATIC_ALLOCATION_SCOPE) {
            push_children(rw, o, &mut stack);
        }
    }
    false
}

/// `lastNonTerminatorInRegion`: the op right before its block's
/// terminator, in a region of one block.
fn last_before_terminator(rw: &Rewriter<'_>, op: Op) -> bool {
    let Some(b) = rw.body.op(op).parent else { return false };
    let Some(r) = rw.body.block(b).parent else { return false };
    let ops = &rw.body.block(b).ops;
    let Some(i) = ops.iter().position(|&o| o == op) else { return false };
    let next_is_terminator = ops.get(i + 1).is_some_and(|&n| i + 2 == ops.len() && has_trait(rw, n, traits::TERMINATOR));
    next_is_terminator && rw.body.region(r).blocks.len() == 1
}

/// `AllocaScopeInliner`.
pub fn inline_scope(rw: &mut Rewriter<'_>, op: Op) -> bool {
    if may_allocate(rw, op) {
        let parent_is_scope = rw.body.parent_op(op).is_some_and(|p| has_trait(rw, p, traits::AUTOMATIC_ALLOCATION_SCOPE));
        if !parent_is_scope || !last_before_terminator(rw, op) {
            return false;
        }
    }
    let Some(&region) = rw.body.op(op).regions.first() else { return false };
    let Some(&block) = rw.body.region(region).blocks.first() else { return false };
    let Some(parent) = rw.body.op(op).parent else { return false };
    let ops = rw.body.block(block).ops.clone();
    let Some((&terminator, body_ops)) = ops.split_last() else { return false };
    let results: Vec<Value> = rw.body.op(terminator).operands.to_vec();
    for &o in body_ops {
        let at = rw.body.block(parent).ops.iter().position(|&x| x == op).unwrap_or(0);
        rw.body.move_op(o, parent, at);
        rw.modified(o);
    }
    rw.replace_op(op, &results);
    true
}

/// Whether `region` holds `v`'s definition (at any depth).
fn defined_in(rw: &Rewriter<'_>, region: Region, v: Value) -> bool {
    let mut block = match rw.body.value(v).def {
        crate::ir::ValueDef::Arg { block, .. } => Some(block),
        crate::ir::ValueDef::Result { op, .. } => rw.body.op(op).parent,
    };
    while let Some(b) = block {
        let Some(r) = rw.body.block(b).parent else { return false };
        if r == region {
            return true;
        }
        block = rw.body.region(r).parent.and_then(|p| rw.body.op(p).parent);
    }
    false
}

/// `AllocaScopeHoister`.
pub fn hoist_allocations(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let mut ancestor = rw.body.parent_op(op);
    let mut any_scope = false;
    while let Some(a) = ancestor {
        if has_trait(rw, a, traits::AUTOMATIC_ALLOCATION_SCOPE) {
            any_scope = true;
            break;
        }
        ancestor = rw.body.parent_op(a);
    }
    if !any_scope {
        return false;
    }
    let Some(mut outer) = rw.body.parent_op(op) else { return false };
    if has_trait(rw, outer, traits::AUTOMATIC_ALLOCATION_SCOPE) {
        return false;
    }
    if !last_before_terminator(rw, op) || !last_before_terminator(rw, outer) {
        return false;
    }
    loop {
        let Some(p) = rw.body.parent_op(outer) else { return false };
        if has_trait(rw, p, traits::AUTOMATIC_ALLOCATION_SCOPE) {
            break;
        }
        outer = p;
        if !last_before_terminator(rw, outer) {
            return false;
        }
    }
    let Some(scope_region) = rw.body.op(op).parent.and_then(|b| rw.body.block(b).parent) else { return false };
    let containing = rw.body.op(outer).regions.iter().copied().find(|&r| r == scope_region || region_contains(rw, r, scope_region));
    let Some(containing) = containing else { return false };
    // Post-order, as MLIR's walk: nested allocations before their parents.
    let mut to_hoist = Vec::new();
    for o in postorder(rw, op) {
        if !guaranteed_stack_allocation(rw, o) {
            continue;
        }
        if rw.body.op(o).operands.iter().any(|&v| defined_in(rw, containing, v)) {
            continue;
        }
        to_hoist.push(o);
    }
    if to_hoist.is_empty() {
        return false;
    }
    for o in to_hoist {
        let d = rw.body.op(o).clone();
        let types: Vec<_> = d.results().map(|r| rw.body.value(r).ty).collect();
        let regions: Box<[Region]> = Box::new([]);
        let new = rw.body.new_op(d.name, d.operands.clone(), &types, d.successors.clone(), d.properties, d.attrs, regions, d.loc, d.span);
        rw.insert_before(outer, new);
        let results: Vec<Value> = rw.body.op(new).results().collect();
        rw.replace_op(o, &results);
    }
    true
}

/// The ops nested in `op` in post-order (children before their parent),
/// `op` excluded.
fn postorder(rw: &Rewriter<'_>, op: Op) -> Vec<Op> {
    fn visit(rw: &Rewriter<'_>, o: Op, out: &mut Vec<Op>) {
        for &r in rw.body.op(o).regions.iter() {
            for &b in rw.body.region(r).blocks.iter() {
                for &c in rw.body.block(b).ops.iter() {
                    visit(rw, c, out);
                    out.push(c);
                }
            }
        }
    }
    let mut out = Vec::new();
    visit(rw, op, &mut out);
    out
}

/// Whether `inner` is `outer` or nested in it.
fn region_contains(rw: &Rewriter<'_>, outer: Region, inner: Region) -> bool {
    let mut r = Some(inner);
    while let Some(x) = r {
        if x == outer {
            return true;
        }
        r = rw.body.region(x).parent.and_then(|p| rw.body.op(p).parent).and_then(|b| rw.body.block(b).parent);
    }
    false
}
