//! The operand layouts of the usual branch shapes, for dialects'
//! `successor_operands` rows: which operands go to which successor, and the
//! segment sizes to record when some are dropped. `llvm.br`/`cf.br`,
//! `llvm.cond_br`/`cf.cond_br` and `llvm.switch`/`cf.switch` share them.

use super::attr_util::{consecutive_ranges, segment_sizes, set_segment_sizes};
use crate::ir::{Body, Context, Op};

/// An unconditional branch: every operand goes to the one successor.
pub fn all_to_one(_: &Context, body: &Body, op: Op) -> Option<Vec<Vec<usize>>> {
    Some(vec![(0..body.op(op).operands.len()).collect()])
}

/// A conditional branch: the condition, then each destination's operands
/// (`operandSegmentSizes` = [1, true, false]).
pub fn conditional(ctx: &Context, body: &Body, op: Op) -> Option<Vec<Vec<usize>>> {
    let seg = segment_sizes(ctx, body, op, "operandSegmentSizes")?;
    if seg.len() != 3 {
        return None;
    }
    Some(consecutive_ranges(1, &seg[1..]))
}

/// A switch: the flag, the default's operands, then the cases' as
/// `case_operand_segments` splits them.
pub fn switch(ctx: &Context, body: &Body, op: Op) -> Option<Vec<Vec<usize>>> {
    let seg = segment_sizes(ctx, body, op, "operandSegmentSizes")?;
    let cases = segment_sizes(ctx, body, op, "case_operand_segments").unwrap_or_default();
    if seg.len() != 3 || cases.iter().sum::<usize>() != seg[2] {
        return None;
    }
    let mut sizes = vec![seg[1]];
    sizes.extend(cases);
    Some(consecutive_ranges(1, &sizes))
}

/// A conditional branch after forwarded operands were dropped.
pub fn resize_conditional(ctx: &mut Context, body: &mut Body, op: Op, counts: &[usize]) {
    set_segment_sizes(ctx, body, op, "operandSegmentSizes", &[1, counts[0], counts[1]]);
}

/// A switch after forwarded operands were dropped.
pub fn resize_switch(ctx: &mut Context, body: &mut Body, op: Op, counts: &[usize]) {
    let case_total = counts[1..].iter().sum();
    set_segment_sizes(ctx, body, op, "operandSegmentSizes", &[1, counts[0], case_total]);
    set_segment_sizes(ctx, body, op, "case_operand_segments", &counts[1..]);
}
