//! The cf branches' `BranchOpInterface`: which operands `cf.br`,
//! `cf.cond_br` and `cf.switch` forward to each successor, and the segment
//! sizes to record when some are dropped.

use crate::ir::{Body, Context, Op};
use crate::passes::api::{consecutive_ranges, segment_sizes, set_segment_sizes};

/// `cf.br`: every operand goes to the one successor.
pub fn br(_: &Context, body: &Body, op: Op) -> Option<Vec<Vec<usize>>> {
    Some(vec![(0..body.op(op).operands.len()).collect()])
}

/// `cf.cond_br`: the condition, then each destination's operands.
pub fn cond_br(ctx: &Context, body: &Body, op: Op) -> Option<Vec<Vec<usize>>> {
    let seg = segment_sizes(ctx, body, op, "operandSegmentSizes")?;
    if seg.len() != 3 {
        return None;
    }
    Some(consecutive_ranges(1, &seg[1..]))
}

/// `cf.switch`: the flag, the default's operands, then the cases' in
/// `case_operand_segments`.
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

/// `cf.cond_br` after forwarded operands were dropped.
pub fn resize_cond_br(ctx: &mut Context, body: &mut Body, op: Op, counts: &[usize]) {
    set_segment_sizes(ctx, body, op, "operandSegmentSizes", &[1, counts[0], counts[1]]);
}

/// `cf.switch` after forwarded operands were dropped.
pub fn resize_switch(ctx: &mut Context, body: &mut Body, op: Op, counts: &[usize]) {
    let case_total = counts[1..].iter().sum();
    set_segment_sizes(ctx, body, op, "operandSegmentSizes", &[1, counts[0], case_total]);
    set_segment_sizes(ctx, body, op, "case_operand_segments", &counts[1..]);
}
