//! The cf dialect's canonicalization patterns that need no new blocks:
//! `cf.assert` of a constant true is erased; `cf.cond_br` on a constant
//! condition, or to one block with the same operands on both edges,
//! becomes `cf.br`; `cf.switch` with only a default destination, or on a
//! constant flag, becomes `cf.br` to the destination taken; a `cf.br` to
//! a block with no other predecessor merges the two blocks (MLIR 19's
//! `SimplifyConstCondBranchPred`, `SimplifyCondBranchIdenticalSuccessors`,
//! `simplifySwitchWithOnlyDefault`, `simplifyConstSwitchValue`,
//! `simplifyBrToBlockWithSinglePred`). Collapsing branches through blocks
//! that only branch on, selects for differing operands and the patterns
//! that look at a predecessor's condition are not done yet.

use crate::ir::{AttrKind, Block, DenseData, IntValue, Op, TypeKind, Value};
use crate::passes::api::{constant_value, forwarded_operands, Rewriter};

/// The integer value of a constant operand (`true` is 1).
fn constant_int(rw: &mut Rewriter<'_>, v: Value) -> Option<i128> {
    let def = rw.body.defining_op(v)?;
    let a = constant_value(rw.ctx, rw.body, def)?;
    match rw.ctx.attr_kind(a) {
        AttrKind::Bool(b) => Some(*b as i128),
        AttrKind::Integer { value: IntValue::Small(i), .. } => Some(*i),
        _ => None,
    }
}

/// Replaces the terminator `op` by `cf.br dest(operands)` at its place.
fn replace_with_branch(rw: &mut Rewriter<'_>, op: Op, dest: Block, operands: Vec<Value>) {
    let name = rw.ctx.ident("cf.br");
    let empty = rw.ctx.empty_dict();
    let loc = rw.body.op(op).loc;
    let span = rw.body.op(op).span;
    let br = rw.body.new_op(name, operands.into(), &[], Box::new([dest]), None, empty, Box::new([]), loc, span);
    rw.insert_before(op, br);
    rw.erase_op(op);
}

/// The operands `op` forwards to each successor.
fn forwarded(rw: &Rewriter<'_>, op: Op) -> Option<Vec<Vec<Value>>> {
    forwarded_operands(rw.ctx, rw.body, op)
}

/// `cf.assert` of a constant true goes away.
pub fn assert_true(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let Some(&arg) = rw.body.op(op).operands.first() else {
        return false;
    };
    // `m_One`: the i1 constant true.
    if constant_int(rw, arg).is_some_and(|v| v & 1 == 1) {
        rw.erase_op(op);
        return true;
    }
    false
}

/// `cf.br` to a block with no other predecessor merges the two blocks.
pub fn branch(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let (Some(&dest), Some(block)) = (rw.body.op(op).successors.first(), rw.body.op(op).parent) else {
        return false;
    };
    let Some(region) = rw.body.block(block).parent else {
        return false;
    };
    if dest == block || rw.body.block(dest).parent != Some(region) {
        return false;
    }
    // One predecessor edge: MLIR counts each successor use.
    let edges: usize = rw
        .body
        .region(region)
        .blocks
        .iter()
        .filter_map(|&b| rw.body.block(b).ops.last())
        .map(|&t| rw.body.op(t).successors.iter().filter(|&&s| s == dest).count())
        .sum();
    let args = rw.body.block(dest).args.clone();
    let operands = rw.body.op(op).operands.to_vec();
    if edges != 1 || args.len() != operands.len() {
        return false;
    }
    for (a, v) in args.into_iter().zip(operands) {
        rw.replace_all_uses(a, v);
    }
    rw.erase_op(op);
    for moved in rw.body.block(dest).ops.clone() {
        let end = rw.body.block(block).ops.len();
        rw.body.move_op(moved, block, end);
        rw.modified(moved);
    }
    rw.body.erase_block(dest);
    true
}

/// `cf.cond_br` on a constant, or with the same edge twice, becomes `cf.br`.
pub fn cond_branch(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let Some(groups) = forwarded(rw, op) else {
        return false;
    };
    let succs = rw.body.op(op).successors.to_vec();
    let (Some(&cond), [t, f], [t_ops, f_ops]) = (rw.body.op(op).operands.first(), &succs[..], &groups[..]) else {
        return false;
    };
    let (t, f, t_ops, f_ops) = (*t, *f, t_ops.clone(), f_ops.clone());
    if let Some(c) = constant_int(rw, cond) {
        let (dest, ops) = if c & 1 == 1 { (t, t_ops) } else { (f, f_ops) };
        replace_with_branch(rw, op, dest, ops);
        return true;
    }
    if t == f && t_ops == f_ops {
        replace_with_branch(rw, op, t, t_ops);
        return true;
    }
    false
}

/// The case values, splats expanded; `None` when there are none.
fn case_values(rw: &Rewriter<'_>, op: Op) -> Option<Vec<i128>> {
    let props = rw.body.op(op).properties?;
    let a = rw.ctx.dict_get_str(props, "case_values")?;
    let AttrKind::DenseElements { ty, data: DenseData::Ints(vals) } = rw.ctx.attr_kind(a) else {
        return None;
    };
    let n = crate::ir::static_shape(rw.ctx, *ty).map(|(s, _)| s.iter().product::<u64>() as usize)?;
    Some(if vals.len() == 1 && n > 1 { vec![vals[0]; n] } else { vals.to_vec() })
}

/// `cf.switch` with only a default, or on a constant flag, becomes `cf.br`.
pub fn switch(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let Some(groups) = forwarded(rw, op) else {
        return false;
    };
    let succs = rw.body.op(op).successors.to_vec();
    if succs.is_empty() || groups.len() != succs.len() {
        return false;
    }
    if succs.len() == 1 {
        replace_with_branch(rw, op, succs[0], groups[0].clone());
        return true;
    }
    let Some(&flag) = rw.body.op(op).operands.first() else {
        return false;
    };
    let Some(value) = constant_int(rw, flag) else {
        return false;
    };
    let Some(cases) = case_values(rw, op) else {
        return false;
    };
    // Compare as the flag's width does (case values are kept
    // sign-extended from it, constants may not be).
    let width = match rw.ctx.type_kind(rw.body.value(flag).ty) {
        TypeKind::Integer { width, .. } => *width,
        _ => return false,
    };
    let truncate = |v: i128| {
        if width >= 128 {
            v
        } else {
            v & ((1i128 << width) - 1)
        }
    };
    let taken = cases.iter().position(|&c| truncate(c) == truncate(value)).map_or(0, |i| i + 1);
    let (Some(&dest), Some(ops)) = (succs.get(taken), groups.get(taken)) else {
        return false;
    };
    replace_with_branch(rw, op, dest, ops.clone());
    true
}
