//! Successor operands of branches (MLIR's `BranchOpInterface`), read from
//! the [`super::api::OpRewrite::successor_operands`] rows: which operands
//! flow into which successor's block arguments, and how to drop some of
//! them (the row's `resize_successor_operands` keeps the op's segment
//! sizes in step).

use crate::ir::{Body, Context, Op, Value};
use crate::ods::OpInfo;

/// For each successor of `op`, the operand indices forwarded to its block
/// arguments, in order; `None` when `op` is not a branch llmir models or
/// is malformed (sizes that do not add up are not reasoned about).
pub fn successor_operands(ctx: &Context, body: &Body, op: Op, info: Option<&OpInfo>) -> Option<Vec<Vec<usize>>> {
    let f = info?.rewrite?.successor_operands?;
    let out = f(ctx, body, op)?;
    let d = body.op(op);
    let n = d.operands.len();
    let fits = out.len() == d.successors.len() && out.iter().flatten().all(|&i| i < n);
    fits.then_some(out)
}

/// Removes the forwarded operands for which `drop(successor, position)`
/// holds, updating the segment sizes; true when any went.
pub fn erase_successor_operands(
    ctx: &mut Context,
    body: &mut Body,
    op: Op,
    info: Option<&OpInfo>,
    drop: &dyn Fn(usize, usize) -> bool,
) -> bool {
    let Some(layout) = successor_operands(ctx, body, op, info) else { return false };
    let mut removed = vec![false; body.op(op).operands.len()];
    let mut new_sizes = Vec::with_capacity(layout.len());
    for (s, idxs) in layout.iter().enumerate() {
        let mut kept = 0;
        for (pos, &i) in idxs.iter().enumerate() {
            if drop(s, pos) {
                removed[i] = true;
            } else {
                kept += 1;
            }
        }
        new_sizes.push(kept);
    }
    if !removed.iter().any(|&r| r) {
        return false;
    }
    let operands: Vec<Value> =
        body.op(op).operands.iter().zip(&removed).filter(|(_, &r)| !r).map(|(&v, _)| v).collect();
    body.ops[op.index()].operands = operands.into();
    if let Some(resize) = info.and_then(|i| i.rewrite).and_then(|r| r.resize_successor_operands) {
        resize(ctx, body, op, &new_sizes);
    }
    true
}
