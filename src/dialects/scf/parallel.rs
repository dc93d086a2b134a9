//! `scf.parallel` and its terminator `scf.reduce` (MLIR 19's `ParallelOp`,
//! `ReduceOp`, `ReduceReturnOp`): the parallel loop's hand-written form
//! `(%ivs) = (lbs) to (ubs) step (steps) (init (vals))? (-> types)? region
//! attr-dict` (an empty `scf.reduce` put back by `ensureTerminator`), and
//! the verifiers, with MLIR's wording.

use crate::ir::{Op, Type, TypeKind};
use crate::parser::api::*;
use crate::printer::api::{attrs_except, OpView, Printer};
use crate::verify::api::{Cx, Res};

/// `(` values `)` with exactly `n` of them when `n` is given (a wrong
/// count is reported at the list's start, as MLIR's `parseOperandList`).
fn paren_values<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, n: Option<usize>) -> Result<Vec<ValueUse>, E::Error> {
    let start = pos(inp);
    expect_kind(inp, Kind::LParen, "'('")?;
    let mut values = Vec::new();
    if peek_kind(inp) != Kind::RParen {
        values = value_list(inp, subs)?;
    }
    expect_kind(inp, Kind::RParen, "')'")?;
    if let Some(n) = n {
        if values.len() != n {
            return Err(err_at_tok(inp, start, format!("expected {n} operands")));
        }
    }
    Ok(values)
}

pub fn parse_parallel<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, _: &HookArgs<'_>) -> Result<(), E::Error> {
    let src = subs.src;
    expect_kind(inp, Kind::LParen, "'('")?;
    let mut ivs = Vec::new();
    if peek_kind(inp) != Kind::RParen {
        loop {
            ivs.push(pos(inp));
            expect_kind(inp, Kind::ValueId, "SSA value")?;
            if !eat_kind(inp, Kind::Comma) {
                break;
            }
        }
    }
    expect_kind(inp, Kind::RParen, "')'")?;
    expect_kind(inp, Kind::Equal, "'='")?;
    let n = Some(ivs.len());
    let lower = paren_values(inp, subs, n)?;
    if !eat_kw(inp, src, "to") {
        return Err(err_here(inp, "expected 'to'"));
    }
    let upper = paren_values(inp, subs, n)?;
    if !eat_kw(inp, src, "step") {
        return Err(err_here(inp, "expected 'step'"));
    }
    let steps = paren_values(inp, subs, n)?;
    let inits = if eat_kw(inp, src, "init") { paren_values(inp, subs, None)? } else { Vec::new() };
    let types = optional_arrow_types(inp, subs)?;
    let index = st(inp).ctx.ty(TypeKind::Index);
    for (i, group) in [lower, upper, steps].into_iter().enumerate() {
        p.operand_types[i] = Some(vec![index; group.len()]);
        p.operands[i] = group;
    }
    if inits.len() != types.len() {
        return Err(err_here(inp, format!("{} operands present, but expected {}", inits.len(), types.len())));
    }
    p.operands[3] = inits;
    p.operand_types[3] = Some(types.clone());
    p.result_types[0] = Some(types);
    if peek_kind(inp) != Kind::LBrace {
        return Err(err_here(inp, "expected '{' to begin a region"));
    }
    let mut body: RegionAst = inp.parse(subs.region.clone())?;
    let args = ivs.into_iter().map(|t| (t, index, None)).collect();
    match body.blocks.first_mut() {
        Some(b) if b.label.is_none() => b.args = args,
        Some(b) => {
            let label = b.label.unwrap_or_default();
            return Err(named_region_label_err(inp, label));
        }
        None => body.blocks.push(BlockAst { label: None, args, ops: Vec::new() }),
    }
    parse_opt_dict(inp, subs, p)?;
    let s = st(inp);
    // `ensureTerminator` leaves a block ending in any terminator alone (the
    // verifier then names it).
    // (Compared as identifiers, as `ensure_terminator` does: the parsed
    // op's name need not be readable through this context.)
    let ends_in_terminator = match body.blocks.last().and_then(|b| b.ops.last()) {
        Some(o) => crate::ods::all_ops()
            .filter(|def| def.has(crate::ods::opdef::traits::TERMINATOR))
            .any(|def| s.ctx.lookup_ident(def.name) == Some(o.name)),
        None => false,
    };
    if !ends_in_terminator {
        let name = s.ctx.ident("scf.reduce");
        body.ensure_terminator(&mut s.ctx, name, |_, _| (Vec::new(), Default::default()));
    }
    p.regions[0] = Some(body);
    Ok(())
}

pub fn print_parallel(p: &mut Printer<'_>, v: &OpView<'_>) {
    let body = &v.m.body;
    let d = body.op(v.op);
    let Some(&r) = d.regions.first() else { return };
    let args = body.region(r).blocks.first().map(|&b| body.block(b).args.clone()).unwrap_or_default();
    let groups: Vec<Vec<crate::ir::Value>> = (0..4).map(|i| v.operand_group(p.ctx, i).to_vec()).collect();
    p.out.push_str(" (");
    p.value_list(v, &args);
    p.out.push_str(") = (");
    p.value_list(v, &groups[0]);
    p.out.push_str(") to (");
    p.value_list(v, &groups[1]);
    p.out.push_str(") step (");
    p.value_list(v, &groups[2]);
    p.out.push(')');
    if !groups[3].is_empty() {
        p.out.push_str(" init (");
        p.value_list(v, &groups[3]);
        p.out.push(')');
    }
    let results: Vec<Type> = d.results().map(|x| body.value(x).ty).collect();
    match results.as_slice() {
        [] => {}
        [t] if !matches!(p.ctx.type_kind(*t), TypeKind::Function { .. }) => {
            p.out.push_str(" -> ");
            p.print_type(*t);
        }
        _ => {
            p.out.push_str(" -> (");
            p.type_list(&results);
            p.out.push(')');
        }
    }
    p.out.push(' ');
    p.print_region_custom(v.m, v.names, r, v.indent, false);
    let attrs = attrs_except(p, v, &["operandSegmentSizes"]);
    p.optional_attr_dict(&attrs, false);
}

/// `ParallelOp::verify`.
pub fn verify_parallel(cx: &Cx, op: Op) -> Res {
    let body = cx.body;
    let d = body.op(op);
    let Some(seg) = cx.segment_sizes(op, "operandSegmentSizes") else { return Ok(()) };
    let [_, _, n_steps, n_inits] = seg[..] else { return Ok(()) };
    let (n_steps, n_inits) = (n_steps as usize, n_inits as usize);
    let steps_start = (seg[0] + seg[1]) as usize;
    if n_steps == 0 {
        return Err(cx.op_err(op, "needs at least one tuple element for lowerBound, upperBound and step"));
    }
    // Segment sizes that do not add up were reported by the invariants.
    let Some(step_values) = d.operands.get(steps_start..steps_start + n_steps) else { return Ok(()) };
    for &s in step_values {
        let constant = body.defining_op(s).filter(|&def| cx.has_trait(def, crate::ods::opdef::traits::CONSTANT_LIKE));
        let value = constant.and_then(|def| cx.prop(def, "value")).and_then(|a| cx.ctx.int_value(a));
        if value.is_some_and(|v| v <= 0) {
            return Err(cx.op_err(op, "constant step operand must be positive"));
        }
    }
    let Some(&r) = d.regions.first() else { return Ok(()) };
    let Some(&block) = body.region(r).blocks.first() else { return Ok(()) };
    let args = &body.block(block).args;
    if args.len() != n_steps {
        return Err(cx.op_err(op, format!("expects the same number of induction variables: {} as bound and step values: {n_steps}", args.len())));
    }
    if args.iter().any(|&a| !matches!(cx.ctx.type_kind(body.value(a).ty), TypeKind::Index)) {
        return Err(cx.op_err(op, "expects arguments for the induction variable to be of index type"));
    }
    let terminator = body.block(block).ops.last().copied().filter(|&t| cx.name(t) == "scf.reduce");
    let Some(reduce) = terminator else {
        let e = cx.op_err(op, "expects body to terminate with 'scf.reduce'");
        return Err(match body.block(block).ops.last() {
            Some(&t) => e.with_note(body.op(t).span, "terminator here"),
            None => e,
        });
    };
    let results = d.num_results as usize;
    let reductions = body.op(reduce).regions.len();
    if results != reductions {
        return Err(cx.op_err(op, format!("expects number of results: {results} to be the same as number of reductions: {reductions}")));
    }
    if results != n_inits {
        return Err(cx.op_err(op, format!("expects number of results: {results} to be the same as number of initial values: {n_inits}")));
    }
    for i in 0..reductions {
        let res = cx.result_type(op, i);
        let operand = cx.operand_type(reduce, i);
        if let (Some(res), Some(operand)) = (res, operand) {
            if res != operand {
                let msg = format!("expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'", cx.ts(operand), cx.ts(res));
                return Err(cx.op_err(reduce, msg));
            }
        }
    }
    Ok(())
}

/// `ReduceOp::verifyRegions` (its `HasParent` is the verifier row's).
pub fn verify_reduce(cx: &Cx, op: Op) -> Res {
    let body = cx.body;
    let d = body.op(op);
    for (i, &r) in d.regions.iter().enumerate() {
        let Some(ty) = cx.operand_type(op, i) else { continue };
        let Some(&block) = body.region(r).blocks.first() else { continue };
        let ops = &body.block(block).ops;
        if ops.is_empty() {
            return Err(cx.op_err(op, format!("{i}-th reduction has an empty body")));
        }
        let args = &body.block(block).args;
        if args.len() != 2 || args.iter().any(|&a| body.value(a).ty != ty) {
            return Err(cx.op_err(op, format!("expected two block arguments with type '{}' in the {i}-th reduction region", cx.ts(ty))));
        }
        if ops.last().is_none_or(|&t| cx.name(t) != "scf.reduce.return") {
            return Err(cx.op_err(op, "reduction bodies must be terminated with an 'scf.reduce.return' op"));
        }
    }
    Ok(())
}

/// `ReduceReturnOp::verify` (its `HasParent` is the verifier row's).
pub fn verify_reduce_return(cx: &Cx, op: Op) -> Res {
    let body = cx.body;
    let Some(block) = body.op(op).parent else { return Ok(()) };
    let (Some(&arg), Some(ty)) = (body.block(block).args.first(), cx.operand_type(op, 0)) else { return Ok(()) };
    let expected = body.value(arg).ty;
    if expected != ty {
        return Err(cx.op_err(op, format!("must have type '{}' (the type of the reduction inputs)", cx.ts(expected))));
    }
    Ok(())
}
