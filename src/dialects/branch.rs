//! Successor operands of the LLVM and cf dialects' branches (their
//! `BranchOpInterface`; `cf.br`/`cf.cond_br`/`cf.switch` lay out their
//! operands as `llvm.br`/`llvm.cond_br`/`llvm.switch` do): which operands flow into which successor's block
//! arguments, and how to drop some of them (operands and segment sizes
//! together).

use crate::ir::{AttrKind, Body, Context, IntOrFloat, Op, Value};

/// For each successor of `op`, the operand indices forwarded to its block
/// arguments, in order; `None` when `op` is not a branch llmir models.
pub fn successor_operands(ctx: &Context, body: &Body, op: Op) -> Option<Vec<Vec<usize>>> {
    let d = body.op(op);
    let n = d.operands.len();
    let segments = |name: &str| -> Option<Vec<usize>> {
        match ctx.attr_kind(d.properties.and_then(|p| ctx.dict_get_str(p, name))?) {
            AttrKind::DenseArray { values, .. } => {
                values.iter().map(|v| if let IntOrFloat::Int(i) = v { usize::try_from(*i).ok() } else { None }).collect()
            }
            _ => None,
        }
    };
    let ranges = |start: usize, sizes: &[usize]| -> Vec<Vec<usize>> {
        let mut at = start;
        sizes
            .iter()
            .map(|&s| {
                let r: Vec<usize> = (at..at + s).collect();
                at += s;
                r
            })
            .collect()
    };
    let out = match ctx.str(d.name) {
        "llvm.br" | "cf.br" => vec![(0..n).collect()],
        "llvm.cond_br" | "cf.cond_br" => {
            let seg = segments("operandSegmentSizes")?;
            if seg.len() != 3 {
                return None;
            }
            ranges(1, &seg[1..])
        }
        "llvm.switch" | "cf.switch" => {
            let seg = segments("operandSegmentSizes")?;
            let cases = segments("case_operand_segments").unwrap_or_default();
            if seg.len() != 3 || cases.iter().sum::<usize>() != seg[2] {
                return None;
            }
            let mut sizes = vec![seg[1]];
            sizes.extend(cases);
            ranges(1, &sizes)
        }
        _ => return None,
    };
    // A malformed op (sizes that do not add up) is not reasoned about.
    let fits = out.len() == d.successors.len() && out.iter().flatten().all(|&i| i < n);
    fits.then_some(out)
}

/// Removes the forwarded operands for which `drop(successor, position)`
/// holds, updating the segment sizes.
pub fn erase_successor_operands(ctx: &mut Context, body: &mut Body, op: Op, drop: &dyn Fn(usize, usize) -> bool) -> bool {
    let Some(layout) = successor_operands(ctx, body, op) else { return false };
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
        new_sizes.push(kept as i128);
    }
    if !removed.iter().any(|&r| r) {
        return false;
    }
    let operands: Vec<Value> =
        body.op(op).operands.iter().zip(&removed).filter(|(_, &r)| !r).map(|(&v, _)| v).collect();
    body.ops[op.index()].operands = operands.into();
    let i32t = ctx.int_type(32);
    let array = |ctx: &mut Context, v: Vec<i128>| {
        ctx.attr(AttrKind::DenseArray { elem: i32t, values: v.into_iter().map(IntOrFloat::Int).collect() })
    };
    match ctx.str(body.op(op).name) {
        "llvm.cond_br" | "cf.cond_br" => {
            let a = array(ctx, vec![1, new_sizes[0], new_sizes[1]]);
            super::fold::set_prop(ctx, body, op, "operandSegmentSizes", a);
        }
        "llvm.switch" | "cf.switch" => {
            let case_total: i128 = new_sizes[1..].iter().sum();
            let a = array(ctx, vec![1, new_sizes[0], case_total]);
            super::fold::set_prop(ctx, body, op, "operandSegmentSizes", a);
            let c = array(ctx, new_sizes[1..].to_vec());
            super::fold::set_prop(ctx, body, op, "case_operand_segments", c);
        }
        _ => {}
    }
    true
}
