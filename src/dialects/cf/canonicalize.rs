//! The cf dialect's canonicalization patterns that need no new blocks:
//! `cf.assert` of a constant true is erased; `cf.cond_br` on a constant
//! condition, or to one block with the same operands on both edges,
//! becomes `cf.br`; `cf.switch` with only a default destination, or on a
//! constant flag, becomes `cf.br` to the destination taken; a `cf.br` to
//! a block with no other predecessor merges the two blocks (MLIR 19's
//! `SimplifyConstCondBranchPred`, `SimplifyCondBranchIdenticalSuccessors`,
//! `simplifySwitchWithOnlyDefault`, `simplifyConstSwitchValue`,
//! `simplifyBrToBlockWithSinglePred`; differing operands to a block only
//! this branch enters are `arith.select`ed). Collapsing branches through blocks
//! that only branch on and the patterns
//! that look at a predecessor's condition are not done yet. Cases that go
//! where the default goes are dropped (`dropSwitchCasesThatMatchDefault`).

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
    // Both edges to one block that has no other predecessor: `arith.select`
    // the operands that differ.
    if t == f && t_ops.len() == f_ops.len() && only_predecessor(rw, t, rw.body.op(op).parent) {
        let mut merged = Vec::with_capacity(t_ops.len());
        for (&a, &b) in t_ops.iter().zip(&f_ops) {
            if a == b {
                merged.push(a);
                continue;
            }
            let name = rw.ctx.ident("arith.select");
            let empty = rw.ctx.empty_dict();
            let (loc, span) = (rw.body.op(op).loc, rw.body.op(op).span);
            let ty = rw.body.value(a).ty;
            let sel = rw.body.new_op(name, Box::new([cond, a, b]), &[ty], Box::new([]), None, empty, Box::new([]), loc, span);
            rw.insert_before(op, sel);
            merged.push(Value(rw.body.op(sel).first_result));
        }
        replace_with_branch(rw, op, t, merged);
        return true;
    }
    false
}

/// Whether every edge into `dest` comes from `from` (MLIR's
/// `getUniquePredecessor`).
fn only_predecessor(rw: &Rewriter<'_>, dest: Block, from: Option<Block>) -> bool {
    let Some(region) = rw.body.block(dest).parent else { return false };
    rw.body.region(region).blocks.iter().all(|&b| {
        let into = rw.body.block(b).ops.last().is_some_and(|&t| rw.body.op(t).successors.contains(&dest));
        !into || Some(b) == from
    })
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

/// MLIR's `dropSwitchCasesThatMatchDefault`: cases going where the
/// default goes with the same operands are dropped; the switch is rebuilt
/// (discardable attributes are not carried over).
fn drop_cases_matching_default(rw: &mut Rewriter<'_>, op: Op, succs: &[Block], groups: &[Vec<Value>]) -> bool {
    let Some(cases) = case_values(rw, op) else { return false };
    if cases.len() + 1 != succs.len() {
        return false;
    }
    let keep: Vec<usize> = (1..succs.len()).filter(|&i| !(succs[i] == succs[0] && groups[i] == groups[0])).collect();
    if keep.len() + 1 == succs.len() {
        return false;
    }
    let flag = rw.body.op(op).operands[0];
    let flag_ty = rw.body.value(flag).ty;
    let mut operands = vec![flag];
    operands.extend(groups[0].iter().copied());
    let mut successors = vec![succs[0]];
    let mut props = Vec::new();
    let i32t = rw.ctx.int_type(32);
    let dense_i32 = |rw: &mut Rewriter<'_>, v: Vec<usize>| {
        let values = v.into_iter().map(|x| crate::ir::IntOrFloat::Int(x as i128)).collect();
        rw.ctx.attr(AttrKind::DenseArray { elem: i32t, values })
    };
    let mut case_sizes = Vec::new();
    for &i in &keep {
        operands.extend(groups[i].iter().copied());
        successors.push(succs[i]);
        case_sizes.push(groups[i].len());
    }
    let seg = dense_i32(rw, case_sizes.clone());
    props.push((rw.ctx.ident("case_operand_segments"), seg));
    if !keep.is_empty() {
        let vals: Vec<i128> = keep.iter().map(|&i| cases[i - 1]).collect();
        let vec_ty = rw.ctx.ty(TypeKind::Vector { shape: vec![vals.len() as u64].into(), scalable: vec![false].into(), elem: flag_ty });
        let data = if vals.iter().all(|v| *v == vals[0]) { vec![vals[0]] } else { vals };
        let a = rw.ctx.attr(AttrKind::DenseElements { ty: vec_ty, data: DenseData::Ints(data.into()) });
        props.push((rw.ctx.ident("case_values"), a));
    }
    let sizes = dense_i32(rw, vec![1, groups[0].len(), case_sizes.iter().sum()]);
    props.push((rw.ctx.ident("operandSegmentSizes"), sizes));
    let properties = Some(rw.ctx.dict(props));
    let name = rw.body.op(op).name;
    let empty = rw.ctx.empty_dict();
    let (loc, span) = (rw.body.op(op).loc, rw.body.op(op).span);
    let new = rw.body.new_op(name, operands.into(), &[], successors.into(), properties, empty, Box::new([]), loc, span);
    rw.insert_before(op, new);
    rw.erase_op(op);
    true
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
    if drop_cases_matching_default(rw, op, &succs, &groups) {
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
