//! Control flow and functions: `llvm.func` (linkage, inlining attributes,
//! landingpad/resume type consistency), `llvm.return` against the
//! function's type, `llvm.switch`, `llvm.landingpad`, `llvm.invoke` (with
//! its operands against its successors' arguments), and `llvm.call`'s
//! `var_callee_type`.
//!
//! The LLVM dialect lets `cond_br` pass different operands to the same
//! successor (see ../shared/spec/llvm-dialect.md, "Block arguments"), and
//! mlir-opt 19 accepts it; so that is not an error here.

use super::support::{comdat, func_type, is_void};
use crate::ir::{AttrKind, LlvmType, Op, Type, TypeKind, Value, ValueDef};
use crate::verify::api::{Cx, Res};

/// `LLVMFuncOp::verify`.
pub fn func(cx: &Cx, f: Op) -> Res {
    let linkage = cx.prop(f, "linkage").and_then(|a| cx.word(a)).unwrap_or("external");
    if linkage == "common" {
        return Err(cx.op_err(f, "functions cannot have 'common' linkage"));
    }
    comdat(cx, f)?;
    if cx.is_declaration(f) {
        if linkage != "external" && linkage != "extern_weak" {
            return Err(cx.op_err(f, "external functions must have 'external' or 'extern_weak' linkage"));
        }
        return Ok(());
    }
    let no_inline = cx.prop(f, "no_inline").is_some();
    if no_inline && cx.prop(f, "always_inline").is_some() {
        return Err(cx.err(f, "no_inline and always_inline attributes are incompatible"));
    }
    if cx.prop(f, "optimize_none").is_some() && !no_inline {
        return Err(cx.op_err(f, "with optimize_none must also be no_inline"));
    }
    // One exception type per function: every landingpad's result and every
    // resume's operand (in walk order).
    let mut seen: Option<Type> = None;
    let mut stack: Vec<Op> = Vec::new();
    push_nested(cx, f, &mut stack);
    while let Some(o) = stack.pop() {
        let (ty, msg) = match cx.name(o) {
            "llvm.landingpad" => (
                cx.result_type(o, 0),
                "'llvm.landingpad' should have a consistent result type inside a function",
            ),
            "llvm.resume" => (
                cx.operand_type(o, 0),
                "'llvm.resume' should have a consistent input type inside a function",
            ),
            _ => {
                push_nested(cx, o, &mut stack);
                continue;
            }
        };
        let Some(ty) = ty else { continue };
        match seen {
            None => seen = Some(ty),
            Some(s) if s != ty => return Err(cx.err(f, msg)),
            _ => {}
        }
    }
    Ok(())
}

fn push_nested(cx: &Cx, op: Op, stack: &mut Vec<Op>) {
    for &r in cx.body.op(op).regions.iter().rev() {
        for &b in cx.body.region(r).blocks.iter().rev() {
            stack.extend(cx.body.block(b).ops.iter().rev());
        }
    }
}

/// `ReturnOp::verify` inside an `llvm.func`.
pub fn ret(cx: &Cx, op: Op) -> Res {
    let Some(f) = cx.enclosing_function(op).filter(|&f| cx.name(f) == "llvm.func") else { return Ok(()) };
    let Some((want, _, _)) = func_type(cx, f) else { return Ok(()) };
    let note = |d: crate::diag::Diagnostic| d.with_note(cx.body.op(f).span, "when returning from function");
    let got = cx.operand_type(op, 0);
    match got {
        Some(_) if is_void(cx, want) => Err(note(cx.op_err(op, "expected no operands"))),
        None if !is_void(cx, want) => Err(note(cx.op_err(op, "expected 1 operand"))),
        Some(t) if t != want => Err(note(cx.op_err(op, "mismatching result types"))),
        _ => Ok(()),
    }
}

/// `SwitchOp::verify`.
pub fn switch(cx: &Cx, op: Op) -> Res {
    let d = cx.body.op(op);
    let cases = d.successors.len().saturating_sub(1);
    let values = cx.prop(op, "case_values");
    let (n_values, value_elem) = match values.map(|a| cx.ctx.attr_kind(a)) {
        Some(AttrKind::DenseElements { ty, .. }) => {
            let shape = crate::ir::static_shape(cx.ctx, *ty);
            (shape.as_ref().map(|(s, _)| s.iter().product::<u64>() as usize), shape.map(|(_, e)| e))
        }
        _ => (None, None),
    };
    if (values.is_none() && cases != 0) || n_values.is_some_and(|n| n != cases) {
        return Err(cx.op_err(op, "expects number of case values to match number of case destinations"));
    }
    if let Some(AttrKind::DenseArray { values: w, .. }) = cx.prop(op, "branch_weights").map(|a| cx.ctx.attr_kind(a)) {
        if w.len() != d.successors.len() {
            return Err(cx.err(
                op,
                format!("expects number of branch weights to match number of successors: {} vs {}", w.len(), d.successors.len()),
            ));
        }
    }
    if let (Some(e), Some(&cond)) = (value_elem, cx.operand_type(op, 0).as_ref()) {
        if e != cond {
            return Err(cx.err(op, "expects case value type to match condition value type"));
        }
    }
    Ok(())
}

/// `LandingpadOp::verify`.
pub fn landingpad(cx: &Cx, op: Op) -> Res {
    if let Some(f) = cx.enclosing_function(op).filter(|&f| cx.name(f) == "llvm.func") {
        if cx.prop(f, "personality").is_none() {
            return Err(cx.err(op, "llvm.landingpad needs to be in a function with a personality"));
        }
    }
    let d = cx.body.op(op);
    if cx.prop(op, "cleanup").is_none() && d.operands.is_empty() {
        return Err(cx.err(op, "landingpad instruction expects at least one clause or cleanup attribute"));
    }
    let def_op = |v: Value| match cx.body.value(v).def {
        ValueDef::Result { op, .. } => Some(op),
        ValueDef::Arg { .. } => None,
    };
    for (i, &v) in d.operands.iter().enumerate() {
        if matches!(cx.ctx.type_kind(cx.body.value(v).ty), TypeKind::Llvm(LlvmType::Array { .. })) {
            continue; // filter clauses are not checked by MLIR either
        }
        let def = def_op(v);
        match def.map(|o| cx.name(o)) {
            Some("llvm.bitcast") => {
                let bc = def.unwrap_or(op);
                let arg = cx.body.op(bc).operands.first().and_then(|&a| def_op(a));
                if arg.is_some_and(|a| cx.name(a) == "llvm.mlir.addressof") {
                    continue;
                }
                return Err(cx.err(op, "constant clauses expected").with_note(
                    cx.body.op(bc).span,
                    "global addresses expected as operand to bitcast used in clauses for landingpad",
                ));
            }
            Some("llvm.mlir.zero" | "llvm.mlir.addressof") => {}
            _ => return Err(cx.err(op, format!("clause #{i} is not a known constant - null, addressof, bitcast"))),
        }
    }
    Ok(())
}

/// `InvokeOp::verify`, then its `BranchOpInterface` check (the generic one
/// the verifier runs for the branches whose rewrite rows give their
/// successor operands; the invoke has none, so it checks its own).
pub fn invoke_and_successors(cx: &Cx, op: Op) -> Res {
    invoke(cx, op)?;
    match invoke_successor_operands(cx, op) {
        Some(groups) => cx.successor_operands(op, &groups),
        None => Ok(()),
    }
}

/// The operand indices an invoke forwards to its normal and unwind
/// destinations: its second and third operand segments (the first is
/// the call's).
fn invoke_successor_operands(cx: &Cx, op: Op) -> Option<Vec<Vec<usize>>> {
    let segments = cx.segment_sizes(op, "operandSegmentSizes")?;
    let n = cx.body.op(op).operands.len();
    let mut parts = Vec::new();
    let mut at = 0usize;
    for s in segments {
        let s = usize::try_from(s).ok()?;
        if at + s > n {
            return None;
        }
        parts.push((at..at + s).collect::<Vec<usize>>());
        at += s;
    }
    Some(vec![parts.get(1)?.clone(), parts.get(2)?.clone()])
}

/// `InvokeOp::verify`: `var_callee_type` first (upstream tests rely on
/// that order), then the unwind destination starts with a landingpad.
fn invoke(cx: &Cx, op: Op) -> Res {
    call(cx, op)?;
    let Some(&unwind) = cx.body.op(op).successors.get(1) else { return Ok(()) };
    match cx.body.block(unwind).ops.first() {
        None => Err(cx.err(op, "must have at least one operation in unwind destination")),
        Some(&first) if cx.name(first) != "llvm.landingpad" => {
            Err(cx.err(op, "first operation in unwind destination should be a llvm.landingpad operation"))
        }
        _ => Ok(()),
    }
}

/// `verifyCallOpVarCalleeType` (calls and invokes): a variadic callee
/// type that fits the call.
pub fn call(cx: &Cx, op: Op) -> Res {
    let Some(a) = cx.prop(op, "var_callee_type") else { return Ok(()) };
    let AttrKind::Type(t) = cx.ctx.attr_kind(a) else { return Ok(()) };
    let TypeKind::Llvm(LlvmType::Func { ret, params, vararg }) = cx.ctx.type_kind(*t) else { return Ok(()) };
    if !vararg {
        return Err(cx.op_err(op, "expected var_callee_type to be a variadic function type"));
    }
    let mut args = cx.operand_types(op);
    if cx.name(op) == "llvm.invoke" {
        // Only the callee operands (the first segment) are call arguments.
        let n = cx.segment_sizes(op, "operandSegmentSizes")
            .and_then(|s| s.first().and_then(|&n| usize::try_from(n).ok()))
            .unwrap_or(args.len());
        args.truncate(n);
    }
    if cx.prop(op, "callee").is_none() && !args.is_empty() {
        args.remove(0);
    }
    if params.len() > args.len() {
        return Err(cx.op_err(op, format!("expected var_callee_type to have at most {} parameters", args.len())));
    }
    for (&p, &a) in params.iter().zip(&args) {
        if p != a {
            return Err(cx.op_err(op, format!("var_callee_type parameter type mismatch: '{}' != '{}'", cx.ts(p), cx.ts(a))));
        }
    }
    match cx.result_type(op, 0).as_ref() {
        None if !is_void(cx, *ret) => Err(cx.op_err(op, "expected var_callee_type to return void")),
        Some(&r) if r != *ret => {
            Err(cx.op_err(op, format!("var_callee_type return type mismatch: '{}' != '{}'", cx.ts(*ret), cx.ts(r))))
        }
        _ => Ok(()),
    }
}
