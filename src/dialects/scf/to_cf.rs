//! `convert-scf-to-cf` (MLIR 19's `SCFToControlFlow`): structured control
//! flow becomes blocks and `cf` branches, with the block order MLIR's
//! rewrites leave. `scf.for`: the block before the loop branches to a
//! condition block (the body's entry block, holding the induction variable
//! and the carried values) which compares with `slt` and enters the body
//! or leaves to the rest of the parent block; the body's last block steps
//! the variable and branches back. `scf.if`: the condition block ends in a
//! `cf.cond_br` to the then and else blocks, which branch to a continuation
//! block (taking the results as arguments, then branching on to the rest of
//! the parent block when there are results).
//!
//! `scf.index_switch`: a `cf.switch` on the value cast to `i32`, to the
//! case blocks then the default one, each branching to the rest of the
//! parent block, which takes the results as arguments.
//!
//! `scf.execute_region`: its blocks inlined between a branch in and
//! branches out to the rest of the parent block.
//!
//! A partial conversion in which only the scf ops are illegal and every
//! other op is legal (`markUnknownOpDynamicallyLegal`), so nothing else is
//! folded.

use crate::conversion::api::{apply_conversion, create_op_with, ConversionPattern, ConversionRewriter, ConversionTarget, Legality, Mode, NewOp, TypeConverter};
use crate::ir::{Attr, AttrKind, Block, Op, Value};
use crate::passes::api::{Pass, PassCx, PassFailed, PassInfo};

/// `convert-scf-to-cf`.
pub const PASS: PassInfo = PassInfo {
    argument: "convert-scf-to-cf",
    name: "SCFToControlFlow",
    summary: "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
    anchor: None,
    options: &[],
    create: |_| Box::new(ScfToCf),
};

struct ScfToCf;

impl Pass for ScfToCf {
    fn run(&mut self, cx: &mut PassCx<'_>, op: Op) -> Result<(), PassFailed> {
        let mut target = ConversionTarget::default();
        target
            .op("scf.for", Legality::Illegal)
            .op("scf.if", Legality::Illegal)
            .op("scf.while", Legality::Illegal)
            .op("scf.index_switch", Legality::Illegal)
            .op("scf.parallel", Legality::Illegal)
            .op("scf.execute_region", Legality::Illegal)
            .unknown(Legality::Legal);
        let patterns: Vec<Box<dyn ConversionPattern>> =
            vec![Box::new(ForLowering), Box::new(IfLowering), Box::new(WhileLowering), Box::new(IndexSwitchLowering), Box::new(ParallelLowering), Box::new(ExecuteRegionLowering)];
        let converter = TypeConverter::default();
        let outcome = apply_conversion(cx.ctx, &mut cx.module.body, op, &target, &converter, &patterns, Mode::Partial);
        crate::conversion::api::report_conversion(cx, outcome)
    }
}

/// Builds `name` located like `at` and puts it at the end of `block`.
fn append(rw: &mut ConversionRewriter<'_>, at: Op, block: Block, name: &str, parts: NewOp<'_>) -> Op {
    let new = create_op_with(rw, at, name, parts);
    let n = rw.body.block(block).ops.len();
    rw.body.move_op(new, block, n);
    new
}

/// `cf.br ^dest(operands)` at the end of `block`.
fn branch(rw: &mut ConversionRewriter<'_>, at: Op, block: Block, dest: Block, operands: &[Value]) -> Op {
    append(rw, at, block, "cf.br", NewOp { operands, successors: &[dest], ..NewOp::default() })
}

/// `cf.cond_br %cond, ^t, ^f` (no operands) at the end of `block`.
fn cond_branch(rw: &mut ConversionRewriter<'_>, at: Op, block: Block, cond: Value, t: Block, f: Block, attrs: Option<Attr>) -> Op {
    let i32t = rw.ctx.int_type(32);
    let values = [1, 0, 0].into_iter().map(crate::ir::IntOrFloat::Int).collect();
    let seg = rw.ctx.attr(AttrKind::DenseArray { elem: i32t, values });
    let props = [("operandSegmentSizes", seg)];
    append(rw, at, block, "cf.cond_br", NewOp { operands: &[cond], successors: &[t, f], props: &props, attrs, ..NewOp::default() })
}

/// Splits `op`'s block before `op` (MLIR's `splitBlock` at the op):
/// `op` and what follows move to a new block right after.
fn split_before(rw: &mut ConversionRewriter<'_>, op: Op) -> Option<Block> {
    let block = rw.body.op(op).parent?;
    let at = rw.body.block(block).ops.iter().position(|&o| o == op)?;
    Some(rw.body.split_block(block, at))
}

/// Moves every block of `op`'s region `i` before `before` in its region.
fn inline_region_before(rw: &mut ConversionRewriter<'_>, op: Op, i: usize, before: Block) -> Option<()> {
    let region = *rw.body.op(op).regions.get(i)?;
    let dest = rw.body.block(before).parent?;
    let at = rw.body.region(dest).blocks.iter().position(|&b| b == before)?;
    rw.body.move_blocks(region, dest, at);
    Some(())
}

/// The op's discardable attributes of the LLVM dialect (what MLIR copies
/// onto the loop's `cf.cond_br`: `llvm.loop_annotation`, ...).
fn llvm_attrs(rw: &mut ConversionRewriter<'_>, op: Op) -> Option<Attr> {
    let attrs = rw.body.op(op).attrs;
    let AttrKind::Dictionary(items) = rw.ctx.attr_kind(attrs) else { return None };
    let items: Vec<(crate::ir::Ident, Attr)> = items.to_vec();
    let kept: Vec<_> = items.into_iter().filter(|&(_, a)| attr_dialect(rw, a) == Some("llvm")).collect();
    (!kept.is_empty()).then(|| rw.ctx.dict(kept))
}

fn attr_dialect<'c>(rw: &'c ConversionRewriter<'_>, a: Attr) -> Option<&'c str> {
    match rw.ctx.attr_kind(a) {
        AttrKind::Dialect { name, .. } => rw.ctx.str(*name).split('.').next(),
        _ => {
            let text = crate::printer::api::attr_to_string(rw.ctx, a);
            let name = text.strip_prefix('#')?;
            let end = name.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
            (name.get(..end) == Some("llvm")).then_some("llvm")
        }
    }
}

struct ForLowering;

impl ConversionPattern for ForLowering {
    fn root(&self) -> &str {
        "scf.for"
    }
    fn rewrite(&self, rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
        lower_for(rw, op, operands).is_some()
    }
}

fn lower_for(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> Option<()> {
    let [lb, ub, step, inits @ ..] = operands else { return None };
    let region = *rw.body.op(op).regions.first()?;
    let blocks = rw.body.region(region).blocks.clone();
    let cond_block = *blocks.first()?;
    let iv = *rw.body.block(cond_block).args.first()?;
    let init_block = rw.body.op(op).parent?;
    let end_block = split_before(rw, op)?;
    let first_body = rw.body.split_block(cond_block, 0);
    let last_body = *rw.body.region(region).blocks.last()?;
    let terminator = *rw.body.block(last_body).ops.last()?;
    inline_region_before(rw, op, 0, end_block)?;
    // Step the variable at the end of the body and branch back with the
    // values yielded.
    let index_ty = rw.body.value(iv).ty;
    let add = append(rw, op, last_body, "arith.addi", NewOp { operands: &[iv, *step], result_types: &[index_ty], ..NewOp::default() });
    let stepped = Value(rw.body.op(add).first_result);
    let mut carried = vec![stepped];
    carried.extend(rw.body.op(terminator).operands.iter().copied());
    branch(rw, op, last_body, cond_block, &carried);
    rw.body.erase_op(terminator);
    let mut entry = vec![*lb];
    entry.extend(inits.iter().copied());
    branch(rw, op, init_block, cond_block, &entry);
    let i1 = rw.ctx.int_type(1);
    let slt = rw.ctx.int_attr(2, 64);
    let props = [("predicate", slt)];
    let cmp = append(rw, op, cond_block, "arith.cmpi", NewOp { operands: &[iv, *ub], result_types: &[i1], props: &props, ..NewOp::default() });
    let c = Value(rw.body.op(cmp).first_result);
    let attrs = llvm_attrs(rw, op);
    cond_branch(rw, op, cond_block, c, first_body, end_block, attrs);
    let results: Vec<Value> = rw.body.block(cond_block).args[1..].to_vec();
    rw.replace_op(op, &results);
    Some(())
}

struct IfLowering;

impl ConversionPattern for IfLowering {
    fn root(&self) -> &str {
        "scf.if"
    }
    fn rewrite(&self, rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
        lower_if(rw, op, operands).is_some()
    }
}

fn lower_if(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> Option<()> {
    let &cond = operands.first()?;
    let d = rw.body.op(op);
    let (then_region, else_region) = (*d.regions.first()?, *d.regions.get(1)?);
    let results: Vec<Value> = d.results().collect();
    let span = d.span;
    let cond_block = rw.body.op(op).parent?;
    let remaining = split_before(rw, op)?;
    let continue_block = if results.is_empty() {
        remaining
    } else {
        let outer = rw.body.block(remaining).parent?;
        let at = rw.body.region(outer).blocks.iter().position(|&b| b == remaining)?;
        let c = rw.body.insert_block(outer, at);
        for &r in &results {
            let ty = rw.body.value(r).ty;
            let loc = rw.body.op(op).loc;
            rw.body.add_block_arg(c, ty, loc, span);
        }
        branch(rw, op, c, remaining, &[]);
        c
    };
    let then_block = *rw.body.region(then_region).blocks.first()?;
    leave_region(rw, op, then_region, continue_block)?;
    inline_region_before(rw, op, 0, continue_block)?;
    let mut else_block = continue_block;
    if let Some(&first) = rw.body.region(else_region).blocks.first() {
        else_block = first;
        leave_region(rw, op, else_region, continue_block)?;
        inline_region_before(rw, op, 1, continue_block)?;
    }
    cond_branch(rw, op, cond_block, cond, then_block, else_block, None);
    let args = rw.body.block(continue_block).args.clone();
    rw.replace_op(op, &args);
    Some(())
}

/// Replaces the yield ending `region`'s last block by a branch to `to`
/// with its operands.
fn leave_region(rw: &mut ConversionRewriter<'_>, op: Op, region: crate::ir::Region, to: Block) -> Option<()> {
    let last = *rw.body.region(region).blocks.last()?;
    let terminator = *rw.body.block(last).ops.last()?;
    let values = rw.body.op(terminator).operands.to_vec();
    branch(rw, op, last, to, &values);
    rw.body.erase_op(terminator);
    Some(())
}

/// MLIR's `IndexSwitchLowering`: the block is split at the switch (the
/// rest takes the results as arguments); each case region, then the
/// default one, branches there and is inlined before it; the switch value
/// is cast to `i32` for a `cf.switch`.
struct IndexSwitchLowering;

impl ConversionPattern for IndexSwitchLowering {
    fn root(&self) -> &str {
        "scf.index_switch"
    }
    fn rewrite(&self, rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
        lower_index_switch(rw, op, operands).is_some()
    }
}

fn lower_index_switch(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> Option<()> {
    let &arg = operands.first()?;
    let cases = super::switch::case_values(rw.ctx, rw.body, op);
    let d = rw.body.op(op);
    let regions = d.regions.to_vec();
    let result_types: Vec<_> = d.results().map(|r| rw.body.value(r).ty).collect();
    let (loc, span) = (d.loc, d.span);
    let cond_block = d.parent?;
    let continue_block = split_before(rw, op)?;
    for &ty in &result_types {
        rw.body.add_block_arg(continue_block, ty, loc, span);
    }
    let convert = |rw: &mut ConversionRewriter<'_>, i: usize| -> Option<Block> {
        let first = *rw.body.region(regions[i]).blocks.first()?;
        leave_region(rw, op, regions[i], continue_block)?;
        inline_region_before(rw, op, i, continue_block)?;
        Some(first)
    };
    let mut successors = vec![];
    for i in 1..regions.len() {
        successors.push(convert(rw, i)?);
    }
    let default = convert(rw, 0)?;
    successors.insert(0, default);
    let i32t = rw.ctx.int_type(32);
    let cast = append(rw, op, cond_block, "arith.index_cast", NewOp { operands: &[arg], result_types: &[i32t], ..NewOp::default() });
    let flag = Value(rw.body.op(cast).first_result);
    let seg = |rw: &mut ConversionRewriter<'_>, values: Vec<i128>| {
        let values = values.into_iter().map(crate::ir::IntOrFloat::Int).collect();
        rw.ctx.attr(AttrKind::DenseArray { elem: i32t, values })
    };
    let operand_segments = seg(rw, vec![1, 0, 0]);
    let case_segments = seg(rw, vec![0; cases.len()]);
    let mut props = vec![("case_operand_segments", case_segments), ("operandSegmentSizes", operand_segments)];
    if !cases.is_empty() {
        let ty = rw.ctx.ty(crate::ir::TypeKind::Vector { shape: Box::new([cases.len() as u64]), scalable: Box::new([false]), elem: i32t });
        let data = crate::ir::DenseData::Ints(cases.iter().map(|&c| c as i32 as i128).collect());
        props.push(("case_values", rw.ctx.attr(AttrKind::DenseElements { ty, data })));
    }
    append(rw, op, cond_block, "cf.switch", NewOp { operands: &[flag], successors: &successors, props: &props, ..NewOp::default() });
    let args = rw.body.block(continue_block).args.clone();
    rw.replace_op(op, &args);
    Some(())
}

/// MLIR's `ExecuteRegionLowering`: the block is split at the op, a branch
/// enters the region's entry block, every `scf.yield` becomes a branch to
/// the rest of the block (which takes the results as arguments), and the
/// region's blocks are inlined before it.
struct ExecuteRegionLowering;

impl ConversionPattern for ExecuteRegionLowering {
    fn root(&self) -> &str {
        "scf.execute_region"
    }
    fn rewrite(&self, rw: &mut ConversionRewriter<'_>, op: Op, _: &[Value]) -> bool {
        lower_execute_region(rw, op).is_some()
    }
}

fn lower_execute_region(rw: &mut ConversionRewriter<'_>, op: Op) -> Option<()> {
    let d = rw.body.op(op);
    let region = *d.regions.first()?;
    let result_types: Vec<_> = d.results().map(|r| rw.body.value(r).ty).collect();
    let (loc, span) = (d.loc, d.span);
    let cond_block = d.parent?;
    let entry = *rw.body.region(region).blocks.first()?;
    let remaining = split_before(rw, op)?;
    branch(rw, op, cond_block, entry, &[]);
    for b in rw.body.region(region).blocks.clone() {
        let Some(&term) = rw.body.block(b).ops.last() else { continue };
        if rw.ctx.str(rw.body.op(term).name) != "scf.yield" {
            continue;
        }
        let values = rw.body.op(term).operands.to_vec();
        branch(rw, op, b, remaining, &values);
        rw.body.erase_op(term);
    }
    inline_region_before(rw, op, 0, remaining)?;
    let args: Vec<Value> = result_types.iter().map(|&t| rw.body.add_block_arg(remaining, t, loc, span)).collect();
    rw.replace_op(op, &args);
    Some(())
}

/// See [`super::to_cf_parallel`].
struct ParallelLowering;

impl ConversionPattern for ParallelLowering {
    fn root(&self) -> &str {
        "scf.parallel"
    }
    fn rewrite(&self, rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
        super::to_cf_parallel::lower_parallel(rw, op, operands, lower_for).is_some()
    }
}

struct WhileLowering;

impl ConversionPattern for WhileLowering {
    fn root(&self) -> &str {
        "scf.while"
    }
    fn rewrite(&self, rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
        lower_while(rw, op, operands).is_some()
    }
}

/// Replaces the terminator `term` by `name` at the end of its block, with
/// `term`'s location.
fn replace_terminator(rw: &mut ConversionRewriter<'_>, term: Op, name: &str, parts: NewOp<'_>) -> Op {
    let block = rw.body.op(term).parent.expect("a terminator in a block");
    let new = append(rw, term, block, name, parts);
    rw.body.erase_op(term);
    new
}

/// `scf.while`: `DoWhileLowering` when the after region only forwards its
/// arguments (the before block loops on itself), else `WhileLowering`.
fn lower_while(rw: &mut ConversionRewriter<'_>, op: Op, inits: &[Value]) -> Option<()> {
    let d = rw.body.op(op);
    let (before_region, after_region) = (*d.regions.first()?, *d.regions.get(1)?);
    let before = *rw.body.region(before_region).blocks.first()?;
    let after = *rw.body.region(after_region).blocks.first()?;
    let after_ops = rw.body.block(after).ops.clone();
    let forwarding = match after_ops.as_slice() {
        [y] => rw.ctx.str(rw.body.op(*y).name) == "scf.yield" && rw.body.op(*y).operands[..] == rw.body.block(after).args[..],
        _ => false,
    };
    let current = rw.body.op(op).parent?;
    let continuation = split_before(rw, op)?;
    if !forwarding {
        inline_region_before(rw, op, 1, continuation)?;
        let at = rw.body.region(rw.body.block(continuation).parent?).blocks.iter().position(|&b| b == after)?;
        let outer = rw.body.block(continuation).parent?;
        rw.body.move_blocks(before_region, outer, at);
    } else {
        inline_region_before(rw, op, 0, continuation)?;
    }
    branch(rw, op, current, before, inits);
    let cond_op = *rw.body.block(before).ops.last()?;
    let cond_operands = rw.body.op(cond_op).operands.to_vec();
    let (&cond, args) = cond_operands.split_first()?;
    let dest = if forwarding { before } else { after };
    let i32t = rw.ctx.int_type(32);
    let values = [1, args.len() as i128, 0].into_iter().map(crate::ir::IntOrFloat::Int).collect();
    let seg = rw.ctx.attr(AttrKind::DenseArray { elem: i32t, values });
    let mut operands = vec![cond];
    operands.extend(args.iter().copied());
    let props = [("operandSegmentSizes", seg)];
    replace_terminator(rw, cond_op, "cf.cond_br", NewOp { operands: &operands, successors: &[dest, continuation], props: &props, ..NewOp::default() });
    if !forwarding {
        let y = *rw.body.block(after).ops.last()?;
        let ys = rw.body.op(y).operands.to_vec();
        replace_terminator(rw, y, "cf.br", NewOp { operands: &ys, successors: &[before], ..NewOp::default() });
    }
    rw.replace_op(op, args);
    Some(())
}
