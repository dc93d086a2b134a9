//! `convert-scf-to-cf`'s `ParallelLowering` (MLIR 19): an `scf.parallel`
//! becomes a nest of `scf.for` loops, one per dimension, carrying the
//! reductions' values down the nest (each inner loop's results yielded by
//! the loop around it), the reduction bodies inlined at the end of the
//! innermost body, then the parallel body. The loops it creates are
//! lowered right away, outermost first, as MLIR legalizes the ops a
//! pattern creates in creation order.

use crate::conversion::api::{create_op_with, ConversionRewriter, NewOp};
use crate::ir::{Block, Op, Type, Value};

/// Creates `name` located like `at` at position `index` of `block`.
fn create_at(rw: &mut ConversionRewriter<'_>, at: Op, block: Block, index: usize, name: &str, parts: NewOp<'_>) -> Op {
    let new = create_op_with(rw, at, name, parts);
    rw.body.move_op(new, block, index);
    new
}

/// Moves the ops of `from` (its arguments standing for `args`; their uses
/// all lie inside `within`) into `to` at `index`, leaving `from` empty.
fn inline_block(rw: &mut ConversionRewriter<'_>, within: Op, from: Block, args: &[Value], to: Block, index: usize) {
    for (a, &v) in rw.body.block(from).args.clone().into_iter().zip(args) {
        rw.body.replace_uses_in(within, a, v);
    }
    let ops = rw.body.block(from).ops.clone();
    for (k, o) in ops.into_iter().enumerate() {
        rw.body.move_op(o, to, index + k);
    }
}

pub fn lower_parallel(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], lower_for: fn(&mut ConversionRewriter<'_>, Op, &[Value]) -> Option<()>) -> Option<()> {
    let seg = crate::passes::api::segment_sizes(rw.ctx, rw.body, op, "operandSegmentSizes")?;
    let [n_lb, n_ub, n_step, _] = seg[..] else { return None };
    let lbs = operands[..n_lb].to_vec();
    let ubs = operands[n_lb..n_lb + n_ub].to_vec();
    let steps = operands[n_lb + n_ub..n_lb + n_ub + n_step].to_vec();
    let inits = operands[n_lb + n_ub + n_step..].to_vec();
    let d = rw.body.op(op);
    let span = d.span;
    let loc = d.loc;
    let body_region = *d.regions.first()?;
    let body_block = *rw.body.region(body_region).blocks.first()?;
    let reduce = *rw.body.block(body_block).ops.last()?;
    let parent = d.parent?;
    let mut block = parent;
    let mut index = rw.body.block(parent).ops.iter().position(|&o| o == op)?;
    let mut iter_args = inits.clone();
    let mut loop_results = inits.clone();
    let mut ivs = Vec::new();
    let mut fors = Vec::new();
    let index_ty = rw.ctx.ty(crate::ir::TypeKind::Index);
    for (k, ((&lb, &ub), &step)) in lbs.iter().zip(&ubs).zip(&steps).enumerate() {
        let types: Vec<Type> = iter_args.iter().map(|&v| rw.body.value(v).ty).collect();
        let region = rw.body.new_region();
        let for_block = rw.body.new_block(region, span);
        let iv = rw.body.add_block_arg(for_block, index_ty, loc, span);
        let carried: Vec<Value> = types.iter().map(|&t| rw.body.add_block_arg(for_block, t, loc, span)).collect();
        let mut for_operands = vec![lb, ub, step];
        for_operands.extend(iter_args.iter().copied());
        let for_op = create_at(rw, op, block, index, "scf.for", NewOp { operands: &for_operands, result_types: &types, regions: &[region], ..NewOp::default() });
        if types.is_empty() {
            create_at(rw, op, for_block, 0, "scf.yield", NewOp::default());
        }
        let results: Vec<Value> = rw.body.op(for_op).results().collect();
        if k == 0 {
            loop_results = results.clone();
        } else if !results.is_empty() {
            let end = rw.body.block(block).ops.len();
            create_at(rw, op, block, end, "scf.yield", NewOp { operands: &results, ..NewOp::default() });
        }
        ivs.push(iv);
        iter_args = carried;
        fors.push(for_op);
        block = for_block;
        index = 0;
    }
    // The reductions, inlined before the `scf.reduce`.
    let reduce_operands = rw.body.op(reduce).operands.to_vec();
    let reduce_regions = rw.body.op(reduce).regions.to_vec();
    let mut yielded = Vec::new();
    for (i, &r) in reduce_regions.iter().enumerate() {
        let rb = *rw.body.region(r).blocks.first()?;
        let ret = *rw.body.block(rb).ops.last()?;
        yielded.push(*rw.body.op(ret).operands.first()?);
        rw.erase_op(ret);
        let at = rw.body.block(body_block).ops.iter().position(|&o| o == reduce)?;
        inline_block(rw, op, rb, &[iter_args[i], reduce_operands[i]], body_block, at);
    }
    rw.erase_op(reduce);
    // The parallel body into the innermost loop's.
    let at = match rw.body.block(block).ops.len() {
        0 => 0,
        n => n - 1,
    };
    inline_block(rw, op, body_block, &ivs, block, at);
    if !yielded.is_empty() {
        let end = rw.body.block(block).ops.len();
        create_at(rw, op, block, end, "scf.yield", NewOp { operands: &yielded, ..NewOp::default() });
    }
    rw.replace_op(op, &loop_results);
    for f in fors {
        let ops = rw.body.op(f).operands.to_vec();
        lower_for(rw, f, &ops)?;
    }
    Some(())
}
