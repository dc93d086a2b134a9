//! scf canonicalization patterns of MLIR 19 (`SCF.cpp`):
//!
//! - `scf.if`: `RemoveEmptyElseBranch` (no results, an else block holding
//!   only its yield), `RemoveStaticCondition` (a constant condition inlines
//!   the branch taken, or erases the op);
//! - `scf.execute_region`: `SingleBlockExecuteInliner`;
//! - `scf.for`: `SimplifyTrivialLoops` (no iteration → the initial values;
//!   one iteration → the body inlined with the lower bound and initial
//!   values; an empty body yielding values from outside → those values);
//! - `scf.index_switch`: `FoldConstantCase` (a constant switch value inlines
//!   the matching case, or the default).
//!
//! All inline through `replace_with_block` (MLIR's `replaceOpWithRegion`
//! on a single-block region: the block's ops before the op, its arguments
//! replaced, the terminator's operands replacing the op's results).

use crate::ir::{Op, Value};
use crate::passes::api::{constant_value, Rewriter};

/// The constant integer `v` holds (`getConstantIntValue`).
fn const_int(rw: &mut Rewriter<'_>, v: Value) -> Option<i128> {
    let def = rw.body.defining_op(v)?;
    let c = constant_value(rw.ctx, rw.body, def)?;
    rw.ctx.int_value(c)
}

/// Inlines the single block of `op`'s region `i` before `op`, its arguments
/// replaced by `args`, and replaces `op` by what the block's terminator
/// yields.
fn replace_with_block(rw: &mut Rewriter<'_>, op: Op, i: usize, args: &[Value]) -> bool {
    let Some(&region) = rw.body.op(op).regions.get(i) else { return false };
    let blocks = rw.body.region(region).blocks.clone();
    let [block] = blocks[..] else { return false };
    let Some(parent) = rw.body.op(op).parent else { return false };
    for (a, &v) in rw.body.block(block).args.clone().into_iter().zip(args) {
        rw.replace_all_uses(a, v);
    }
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

/// `RemoveEmptyElseBranch`.
pub fn remove_empty_else(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let d = rw.body.op(op);
    if d.num_results != 0 {
        return false;
    }
    let Some(&else_region) = d.regions.get(1) else { return false };
    let [block] = rw.body.region(else_region).blocks[..] else { return false };
    if rw.body.block(block).ops.len() != 1 {
        return false;
    }
    let terminator = rw.body.block(block).ops[0];
    rw.erase_op(terminator);
    rw.body.erase_block(block);
    rw.modified(op);
    true
}

/// `RemoveStaticCondition`.
pub fn remove_static_condition(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let Some(&cond) = rw.body.op(op).operands.first() else { return false };
    let Some(value) = const_int(rw, cond) else { return false };
    if value != 0 {
        return replace_with_block(rw, op, 0, &[]);
    }
    let has_else = rw.body.op(op).regions.get(1).is_some_and(|&r| !rw.body.region(r).blocks.is_empty());
    if has_else {
        return replace_with_block(rw, op, 1, &[]);
    }
    rw.erase_op(op);
    true
}

/// `SingleBlockExecuteInliner`.
pub fn inline_single_block_execute(rw: &mut Rewriter<'_>, op: Op) -> bool {
    replace_with_block(rw, op, 0, &[])
}

/// `computeConstDiff`: `ub - lb` for constant bounds, or the constant `c`
/// of `ub = arith.addi lb, c`.
fn const_diff(rw: &mut Rewriter<'_>, lb: Value, ub: Value) -> Option<i128> {
    if let (Some(l), Some(u)) = (const_int(rw, lb), const_int(rw, ub)) {
        return Some(u - l);
    }
    let add = rw.body.defining_op(ub)?;
    if rw.ctx.str(rw.body.op(add).name) != "arith.addi" {
        return None;
    }
    let ops = rw.body.op(add).operands.to_vec();
    if ops.first() != Some(&lb) {
        return None;
    }
    const_int(rw, *ops.get(1)?)
}

/// `SimplifyTrivialLoops`.
pub fn simplify_trivial_loop(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let operands = rw.body.op(op).operands.to_vec();
    let [lb, ub, step, ref inits @ ..] = operands[..] else { return false };
    let inits = inits.to_vec();
    if lb == ub {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some(diff) = const_diff(rw, lb, ub) else { return false };
    if diff <= 0 {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some(step) = const_int(rw, step) else { return false };
    if step >= diff {
        let mut args = vec![lb];
        args.extend(inits);
        return replace_with_block(rw, op, 0, &args);
    }
    let Some(&region) = rw.body.op(op).regions.first() else { return false };
    let Some(&block) = rw.body.region(region).blocks.first() else { return false };
    let ops = rw.body.block(block).ops.clone();
    let [terminator] = ops[..] else { return false };
    let yielded = rw.body.op(terminator).operands.to_vec();
    // Values defined in the loop (its block arguments) cannot stand in.
    let args = rw.body.block(block).args.clone();
    if yielded.iter().any(|v| args.contains(v)) {
        return false;
    }
    rw.replace_op(op, &yielded);
    true
}

/// `FoldConstantCase`.
pub fn fold_constant_case(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let Some(&arg) = rw.body.op(op).operands.first() else { return false };
    let Some(value) = const_int(rw, arg) else { return false };
    let cases = super::switch::case_values(rw.ctx, rw.body, op);
    // Case regions follow the default one.
    let region = cases.iter().position(|&c| c as i128 == value).map_or(0, |i| i + 1);
    replace_with_block(rw, op, region, &[])
}
