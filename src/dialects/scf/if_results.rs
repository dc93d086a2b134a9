//! `scf.if` canonicalization patterns of MLIR 19 that change its results:
//! `ConvertTrivialIfToSelect` (values both branches yield from outside
//! become `arith.select`s before a rebuilt `scf.if`), `RemoveUnusedResults`
//! (a rebuilt `scf.if` yielding only the used values) and
//! `ReplaceIfYieldWithConditionOrValue` (a value both branches yield, or a
//! `true`/`false` pair standing for the condition or its negation).

use crate::ir::{Attr, Op, Region, Type, Value};
use crate::passes::api::{constant_value, Rewriter};

/// A new op of `name` before `anchor`, queued, with `anchor`'s location.
fn build(rw: &mut Rewriter<'_>, anchor: Op, name: &str, operands: &[Value], types: &[Type], regions: &[Region], props: Option<Attr>) -> Op {
    let ident = rw.ctx.ident(name);
    let d = rw.body.op(anchor);
    let (loc, span) = (d.loc, d.span);
    let attrs = rw.ctx.empty_dict();
    let new = rw.body.new_op(ident, operands.into(), types, Box::new([]), props, attrs, regions.into(), loc, span);
    rw.insert_before(anchor, new);
    new
}

/// The then and else yields of an `scf.if` with both regions.
fn yields(rw: &Rewriter<'_>, op: Op) -> Option<(Op, Op)> {
    let d = rw.body.op(op);
    let last = |r: Region| rw.body.region(r).blocks.last().and_then(|&b| rw.body.block(b).ops.last().copied());
    Some((last(*d.regions.first()?)?, last(*d.regions.get(1)?)?))
}

/// Whether `v` is defined directly in `region` (`getParentRegion`).
fn defined_in(rw: &Rewriter<'_>, v: Value, region: Region) -> bool {
    let block = match rw.body.value(v).def {
        crate::ir::ValueDef::Arg { block, .. } => Some(block),
        crate::ir::ValueDef::Result { op, .. } => rw.body.op(op).parent,
    };
    block.and_then(|b| rw.body.block(b).parent) == Some(region)
}

/// A new `scf.if` on the same condition before `op`, with `op`'s blocks
/// and its yields keeping only the operands at `kept`.
fn rebuild(rw: &mut Rewriter<'_>, op: Op, kept: &[usize]) -> Option<Op> {
    let (then_yield, else_yield) = yields(rw, op)?;
    let d = rw.body.op(op);
    let cond = *d.operands.first()?;
    let old_regions = d.regions.to_vec();
    let results: Vec<Value> = d.results().collect();
    let types: Vec<Type> = kept.iter().map(|&i| rw.body.value(results[i]).ty).collect();
    let regions = [rw.body.new_region(), rw.body.new_region()];
    for (&old, &new) in old_regions.iter().zip(&regions) {
        rw.body.move_blocks(old, new, 0);
    }
    let new = build(rw, op, "scf.if", &[cond], &types, &regions, None);
    for y in [then_yield, else_yield] {
        let values: Vec<Value> = kept.iter().map(|&i| rw.body.op(y).operands[i]).collect();
        let block = rw.body.op(y).parent?;
        let yield_op = build(rw, y, "scf.yield", &values, &[], &[], None);
        debug_assert_eq!(rw.body.op(yield_op).parent, Some(block));
        rw.erase_op(y);
    }
    Some(new)
}

/// `ConvertTrivialIfToSelect`.
pub fn trivial_if_to_select(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let d = rw.body.op(op);
    let n = d.num_results as usize;
    if n == 0 {
        return false;
    }
    let Some((then_region, else_region)) = d.regions.first().zip(d.regions.get(1)).map(|(a, b)| (*a, *b)) else { return false };
    let Some(&cond) = d.operands.first() else { return false };
    let Some((then_yield, else_yield)) = yields(rw, op) else { return false };
    let pairs: Vec<(Value, Value)> = rw.body.op(then_yield).operands.iter().copied().zip(rw.body.op(else_yield).operands.iter().copied()).collect();
    let kept: Vec<usize> = (0..pairs.len()).filter(|&i| defined_in(rw, pairs[i].0, then_region) || defined_in(rw, pairs[i].1, else_region)).collect();
    if kept.len() == n {
        return false;
    }
    let Some(new) = rebuild(rw, op, &kept) else { return false };
    let new_results: Vec<Value> = rw.body.op(new).results().collect();
    let mut results = Vec::with_capacity(n);
    for (i, &(t, f)) in pairs.iter().enumerate() {
        if let Some(k) = kept.iter().position(|&x| x == i) {
            results.push(new_results[k]);
        } else if t == f {
            results.push(t);
        } else {
            let ty = rw.body.value(t).ty;
            let sel = build(rw, new, "arith.select", &[cond, t, f], &[ty], &[], None);
            results.push(Value(rw.body.op(sel).first_result));
        }
    }
    rw.replace_op(op, &results);
    true
}

/// `RemoveUnusedResults`.
pub fn remove_unused_results(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let results: Vec<Value> = rw.body.op(op).results().collect();
    let kept: Vec<usize> = (0..results.len()).filter(|&i| !rw.unused(results[i])).collect();
    if kept.len() == results.len() {
        return false;
    }
    let Some(new) = rebuild(rw, op, &kept) else { return false };
    let new_results: Vec<Value> = rw.body.op(new).results().collect();
    // Unused results are replaced by themselves' stand-ins: nothing uses them.
    let replacements: Vec<Value> = (0..results.len()).map(|i| kept.iter().position(|&x| x == i).map_or(results[i], |k| new_results[k])).collect();
    rw.replace_op(op, &replacements);
    true
}

/// The boolean an `i1` constant holds.
fn const_bool(rw: &mut Rewriter<'_>, v: Value) -> Option<bool> {
    let def = rw.body.defining_op(v)?;
    let c = constant_value(rw.ctx, rw.body, def)?;
    if !matches!(rw.ctx.type_kind(rw.body.value(v).ty), crate::ir::TypeKind::Integer { width: 1, .. }) {
        return None;
    }
    rw.ctx.int_value(c).map(|i| i != 0)
}

/// `ReplaceIfYieldWithConditionOrValue`.
pub fn replace_yield_with_condition(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let d = rw.body.op(op);
    if d.num_results == 0 {
        return false;
    }
    let Some(&cond) = d.operands.first() else { return false };
    let results: Vec<Value> = d.results().collect();
    let Some((then_yield, else_yield)) = yields(rw, op) else { return false };
    let pairs: Vec<(Value, Value)> = rw.body.op(then_yield).operands.iter().copied().zip(rw.body.op(else_yield).operands.iter().copied()).collect();
    let mut changed = false;
    for (&(t, f), &r) in pairs.iter().zip(&results) {
        if t == f {
            if !rw.unused(r) {
                rw.replace_all_uses(r, t);
                changed = true;
            }
            continue;
        }
        let (Some(tv), Some(fv)) = (const_bool(rw, t), const_bool(rw, f)) else { continue };
        if rw.unused(r) {
            continue;
        }
        if !tv && fv {
            let i1 = rw.ctx.int_type(1);
            let one = rw.ctx.int_attr(1, 1);
            let key = rw.ctx.ident("value");
            let props = rw.ctx.dict(vec![(key, one)]);
            let c = build(rw, op, "arith.constant", &[], &[i1], &[], Some(props));
            let c = Value(rw.body.op(c).first_result);
            let not = build(rw, op, "arith.xori", &[cond, c], &[i1], &[], None);
            let not = Value(rw.body.op(not).first_result);
            rw.replace_all_uses(r, not);
            changed = true;
        }
        if tv && !fv {
            rw.replace_all_uses(r, cond);
            changed = true;
        }
    }
    changed
}
