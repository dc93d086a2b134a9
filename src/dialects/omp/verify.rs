//! Verifiers of the OpenMP ops llmir models, with MLIR 19's messages:
//! `omp.wsloop` must wrap exactly one loop nest (or nested wrapper) and a
//! terminator, `omp.loop_nest` needs bounds that match its induction
//! variables and a loop wrapper around it, and `omp.yield` sits in one of
//! the ops it can yield from.

use crate::ir::{Op, TypeKind};
use crate::verify::api::{Cx, DialectVerify, OpVerify, Res};

pub const VERIFY: DialectVerify = DialectVerify {
    ops: &[
        OpVerify { op: "omp.wsloop", verify: Some(wsloop), ..OpVerify::NONE },
        OpVerify { op: "omp.loop_nest", verify: Some(loop_nest), ..OpVerify::NONE },
        OpVerify { op: "omp.yield", verify: Some(yield_parent), ..OpVerify::NONE },
    ],
    ..DialectVerify::EMPTY
};

/// Ops of MLIR 19's `LoopWrapperInterface`.
const LOOP_WRAPPERS: &[&str] = &["omp.wsloop", "omp.simd", "omp.distribute", "omp.taskloop"];

/// Ops an `omp.yield` may terminate (its `ParentOneOf` trait).
const YIELD_PARENTS: &[&str] = &["omp.atomic.update", "omp.declare_reduction", "omp.loop_nest", "omp.private"];

/// `LoopWrapperInterface::isWrapper`: one region of one block holding a
/// loop nest or another wrapper, then a terminator.
fn is_wrapper(cx: &Cx, op: Op) -> bool {
    let d = cx.body.op(op);
    let [region] = d.regions[..] else { return false };
    let [block] = cx.body.region(region).blocks[..] else { return false };
    let [first, second] = cx.body.block(block).ops[..] else { return false };
    let first_ok = cx.name(first) == "omp.loop_nest" || LOOP_WRAPPERS.contains(&cx.name(first));
    let second_is_terminator = cx.has_trait(second, crate::ods::opdef::traits::TERMINATOR);
    first_ok && second_is_terminator
}

/// `WsloopOp::verify`, with the reduction checks that need no symbol
/// lookup (llmir does not model `omp.declare_reduction`).
fn wsloop(cx: &Cx, op: Op) -> Res {
    if !is_wrapper(cx, op) {
        return Err(cx.op_err(op, "must be a loop wrapper"));
    }
    let d = cx.body.op(op);
    let nested = d.regions.first().and_then(|&r| cx.body.region(r).blocks.first()).and_then(|&b| cx.body.block(b).ops.first());
    if let Some(&n) = nested {
        if cx.name(n) != "omp.loop_nest" && cx.name(n) != "omp.simd" {
            return Err(cx.err(op, "only supported nested wrapper is 'omp.simd'"));
        }
    }
    let segments = cx.segment_sizes(op, "operandSegmentSizes").unwrap_or_default();
    let slot = cx.body.op(op).operands.len();
    let reduction_slot = 2;
    let start: i64 = segments.iter().take(reduction_slot).sum();
    let count = segments.get(reduction_slot).copied().unwrap_or(0);
    let (Ok(start), Ok(count)) = (usize::try_from(start), usize::try_from(count)) else { return Ok(()) };
    let vars = d.operands.get(start..(start + count).min(slot)).unwrap_or(&[]);
    let reductions = cx.prop(op, "reductions").map(|a| match cx.ctx.attr_kind(a) {
        crate::ir::AttrKind::Array(items) => items.len(),
        _ => 0,
    });
    if vars.is_empty() {
        if reductions.is_some() {
            return Err(cx.op_err(op, "unexpected reduction symbol references"));
        }
        return Ok(());
    }
    if reductions != Some(vars.len()) {
        return Err(cx.op_err(op, "expected as many reduction symbol references as reduction variables"));
    }
    for (i, v) in vars.iter().enumerate() {
        if vars[..i].contains(v) {
            return Err(cx.op_err(op, "accumulator variable used more than once"));
        }
    }
    Ok(())
}

/// The operand type constraint (`IntLikeType`) and `LoopNestOp::verify`.
fn loop_nest(cx: &Cx, op: Op) -> Res {
    let types = cx.operand_types(op);
    for (i, &t) in types.iter().enumerate() {
        if !matches!(cx.ctx.type_kind(t), TypeKind::Integer { .. } | TypeKind::Index) {
            return Err(cx.op_err(op, format!("operand #{i} must be variadic of integer or index, but got '{}'", cx.ts(t))));
        }
    }
    // `SameVariadicOperandSize`: three equal groups, rounded down.
    let n = types.len() / 3;
    if n == 0 {
        return Err(cx.op_err(op, "must represent at least one loop"));
    }
    let d = cx.body.op(op);
    let ivs = d
        .regions
        .first()
        .and_then(|&r| cx.body.region(r).blocks.first())
        .map(|&b| cx.body.block(b).args.to_vec())
        .unwrap_or_default();
    if ivs.len() != n {
        return Err(cx.op_err(op, "number of range arguments and IVs do not match"));
    }
    for (&lb, &iv) in types[..n].iter().zip(&ivs) {
        if lb != cx.body.value(iv).ty {
            return Err(cx.op_err(op, "range argument type does not match corresponding IV type"));
        }
    }
    if !cx.parent_op(op).is_some_and(|p| LOOP_WRAPPERS.contains(&cx.name(p))) {
        return Err(cx.op_err(op, "expects parent op to be a valid loop wrapper"));
    }
    Ok(())
}

/// `omp.yield`'s `ParentOneOf` trait.
fn yield_parent(cx: &Cx, op: Op) -> Res {
    if cx.parent_op(op).is_some_and(|p| YIELD_PARENTS.contains(&cx.name(p))) {
        return Ok(());
    }
    Err(cx.op_err(op, format!("expects parent op to be one of '{}'", YIELD_PARENTS.join(", "))))
}
