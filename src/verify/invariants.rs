//! What ODS generates for every op (`verifyInvariants`), in MLIR's order:
//! operand and result counts, then each slot's type constraint, then the
//! type-equality traits. The op's own rules come after, in [`super::llvm_ops`].

use super::constraints::check_slots;
use super::{Cx, Res};
use crate::dialects::opdef::{traits, Arity, OpDef};
use crate::ir::{AttrKind, IntOrFloat, Op};

pub fn check(cx: &Cx, op: Op, def: &OpDef) -> Res {
    counts(cx, op, def)?;
    let segments = segment_sizes(cx, op, "operandSegmentSizes");
    let operand_types = cx.operand_types(op);
    if let Some(m) = check_slots(cx.ctx, def, "operand", def.operands, &operand_types, segments.as_deref()) {
        return Err(cx.op_err(op, m));
    }
    let result_types = cx.result_types(op);
    if let Some(m) = check_slots(cx.ctx, def, "result", def.results, &result_types, None) {
        return Err(cx.op_err(op, m));
    }
    let all = || operand_types.iter().chain(&result_types);
    if def.has(traits::SAME_OPERANDS_AND_RESULT_TYPE) {
        if let Some(&first) = all().next() {
            if all().any(|&t| t != first) {
                return Err(cx.op_err(op, "requires the same type for all operands and results"));
            }
        }
    }
    if def.has(traits::SAME_TYPE_OPERANDS) {
        if let Some(&first) = operand_types.first() {
            if operand_types.iter().any(|&t| t != first) {
                return Err(cx.op_err(op, "requires all operands to have the same type"));
            }
        }
    }
    Ok(())
}

/// `OneResult`, `NOperands<N>`, `AtLeastNOperands<N>`, ... as MLIR words them.
fn counts(cx: &Cx, op: Op, def: &OpDef) -> Res {
    let d = cx.body.op(op);
    let fixed_results = def.results.iter().filter(|s| s.arity == Arity::One).count();
    let open_results = def.results.iter().any(|s| s.arity != Arity::One);
    let n = d.num_results as usize;
    if !open_results && n != fixed_results {
        return Err(cx.op_err(
            op,
            match fixed_results {
                0 => "requires zero results".to_string(),
                1 => "requires one result".to_string(),
                k => format!("expected {k} results, but found {n}"),
            },
        ));
    }
    if open_results && def.results.len() == 1 && def.results[0].arity == Arity::Optional && n > 1 {
        return Err(cx.op_err(op, "requires zero or one result"));
    }
    let fixed = def.operands.iter().filter(|s| s.arity == Arity::One).count();
    let open = def.operands.iter().any(|s| s.arity != Arity::One);
    let m = d.operands.len();
    if !open && m != fixed {
        return Err(cx.op_err(
            op,
            match fixed {
                0 => "requires zero operands".to_string(),
                1 => "requires a single operand".to_string(),
                k => format!("expected {k} operands, but found {m}"),
            },
        ));
    }
    if open && m < fixed {
        return Err(cx.op_err(op, format!("expected {fixed} or more operands, but found {m}")));
    }
    if def.successors.iter().all(|s| s.arity == Arity::One) && d.successors.len() != def.successors.len() {
        return Err(cx.op_err(
            op,
            match def.successors.len() {
                0 => "requires zero successors".to_string(),
                1 => "requires 1 successor but found ".to_string() + &d.successors.len().to_string(),
                k => format!("requires {k} successors but found {}", d.successors.len()),
            },
        ));
    }
    Ok(())
}

/// An `array<i32: ...>` property such as `operandSegmentSizes`.
pub fn segment_sizes(cx: &Cx, op: Op, name: &str) -> Option<Vec<i64>> {
    let a = cx.prop(op, name)?;
    match cx.ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => values
            .iter()
            .map(|v| match v {
                IntOrFloat::Int(i) => i64::try_from(*i).ok(),
                IntOrFloat::Float(_) => None,
            })
            .collect(),
        _ => None,
    }
}
