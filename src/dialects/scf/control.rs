//! The hand-written forms of `scf.if` and `scf.for` (MLIR 19's
//! `IfOp::parse`/`print`, `ForOp::parse`/`print` in `SCF.cpp`) and their
//! verifiers. Both regions hold one block ended by `scf.yield`, which the
//! custom form leaves out when it yields nothing (`ensureTerminator` puts
//! it back when parsing).

use crate::ir::{Op, Type, TypeKind};
use crate::parser::api::*;
use crate::printer::api::{attrs_except, print_value, region_without_terminator, OpView, Printer};
use crate::verify::api::{Cx, Res};

/// Appends `scf.yield` to a single-block region whose block does not end
/// with one (an empty region gets its block), as `ensureTerminator` does.
fn ensure_yield(s: &mut PState, region: &mut RegionAst) {
    let name = s.ctx.ident("scf.yield");
    region.ensure_terminator(&mut s.ctx, name, |_, _| (Vec::new(), Default::default()));
}

/// Gives the entry block of `region` the arguments `args`; a labelled
/// entry block is an error (the op names its arguments).
fn set_entry_args<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    region: &mut RegionAst,
    args: Vec<(TokIdx, Type, Option<LocAst>)>,
) -> Result<(), E::Error> {
    match region.blocks.first_mut() {
        Some(b) if b.label.is_none() => {
            b.args = args;
            Ok(())
        }
        Some(b) => {
            let label = b.label.unwrap_or_default();
            Err(named_region_label_err(inp, label))
        }
        None => {
            region.blocks.push(BlockAst { label: None, args, ops: Vec::new() });
            Ok(())
        }
    }
}

fn region<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>) -> Result<RegionAst, E::Error> {
    if peek_kind(inp) != Kind::LBrace {
        return Err(err_here(inp, "expected '{' to begin a region"));
    }
    inp.parse(subs.region.clone())
}

/// `%cond (-> (types))? region (else region)? attr-dict`.
pub fn parse_if<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, _: &HookArgs<'_>) -> Result<(), E::Error> {
    let cond = inp.parse(subs.value_use.clone())?;
    let i1 = st(inp).ctx.int_type(1);
    p.operands[0] = vec![cond];
    p.operand_types[0] = Some(vec![i1]);
    // `parseOptionalArrowTypeList`: `-> type` or `-> (types)`.
    let types = optional_arrow_types(inp, subs)?;
    p.result_types[0] = Some(types);
    let mut then = region(inp, subs)?;
    ensure_yield(st(inp), &mut then);
    p.regions[0] = Some(then);
    let mut other = RegionAst { blocks: Vec::new(), toks: (pos(inp), pos(inp)) };
    if eat_kw(inp, subs.src, "else") {
        other = region(inp, subs)?;
        ensure_yield(st(inp), &mut other);
    }
    p.regions[1] = Some(other);
    parse_opt_dict(inp, subs, p)
}

/// `%iv = %lb to %ub step %step (iter_args(%a = %init, ...) -> (types))?
/// (: type)? region attr-dict`.
pub fn parse_for<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, hook: &HookArgs<'_>) -> Result<(), E::Error> {
    let src = subs.src;
    let iv = pos(inp);
    expect_kind(inp, Kind::ValueId, "SSA operand")?;
    expect_kind(inp, Kind::Equal, "'='")?;
    let lb = inp.parse(subs.value_use.clone())?;
    if !eat_kw(inp, src, "to") {
        return Err(err_here(inp, "expected 'to'"));
    }
    let ub = inp.parse(subs.value_use.clone())?;
    if !eat_kw(inp, src, "step") {
        return Err(err_here(inp, "expected 'step'"));
    }
    let step = inp.parse(subs.value_use.clone())?;
    let mut carried = Vec::new();
    let mut inits = Vec::new();
    let mut types = Vec::new();
    if eat_kw(inp, src, "iter_args") {
        expect_kind(inp, Kind::LParen, "'('")?;
        loop {
            let a = pos(inp);
            expect_kind(inp, Kind::ValueId, "SSA operand")?;
            expect_kind(inp, Kind::Equal, "'='")?;
            carried.push(a);
            inits.push(inp.parse(subs.value_use.clone())?);
            if !eat_kind(inp, Kind::Comma) {
                break;
            }
        }
        expect_kind(inp, Kind::RParen, "')'")?;
        // `parseArrowTypeList`: `-> type` or `-> (types)`.
        expect_kind(inp, Kind::Arrow, "'->'")?;
        types = if eat_kind(inp, Kind::LParen) {
            let types = if peek_kind(inp) == Kind::RParen { Vec::new() } else { type_list(inp, subs)? };
            expect_kind(inp, Kind::RParen, "')'")?;
            types
        } else {
            vec![inp.parse(subs.ty.clone())?]
        };
        if types.len() != inits.len() {
            return Err(err_at_tok(inp, hook.name_tok, "mismatch in number of loop-carried values and defined values"));
        }
    }
    let mut ty = st(inp).ctx.ty(TypeKind::Index);
    if eat_kind(inp, Kind::Colon) {
        ty = inp.parse(subs.ty.clone())?;
    }
    p.operands[0] = vec![lb];
    p.operands[1] = vec![ub];
    p.operands[2] = vec![step];
    for i in 0..3 {
        p.operand_types[i] = Some(vec![ty]);
    }
    p.operands[3] = inits;
    p.operand_types[3] = Some(types.clone());
    p.result_types[0] = Some(types.clone());
    let mut body = region(inp, subs)?;
    let mut args = vec![(iv, ty, None)];
    args.extend(carried.into_iter().zip(types).map(|(t, ty)| (t, ty, None)));
    set_entry_args(inp, &mut body, args)?;
    ensure_yield(st(inp), &mut body);
    p.regions[0] = Some(body);
    parse_opt_dict(inp, subs, p)
}

pub fn print_if(p: &mut Printer<'_>, v: &OpView<'_>) {
    let d = v.m.body.op(v.op);
    p.out.push(' ');
    if let Some(&c) = d.operands.first() {
        print_value(p, v, c);
    }
    let results: Vec<Type> = d.results().map(|r| v.m.body.value(r).ty).collect();
    if !results.is_empty() {
        p.out.push_str(" -> (");
        p.type_list(&results);
        p.out.push(')');
    }
    let yields = !results.is_empty();
    p.out.push(' ');
    if let Some(&r) = d.regions.first() {
        region_without_terminator(p, v, r, yields);
    }
    if let Some(&r) = d.regions.get(1) {
        if !v.m.body.region(r).blocks.is_empty() {
            p.out.push_str(" else ");
            region_without_terminator(p, v, r, yields);
        }
    }
    let attrs = attrs_except(p, v, &[]);
    p.optional_attr_dict(&attrs, false);
}

pub fn print_for(p: &mut Printer<'_>, v: &OpView<'_>) {
    let body = &v.m.body;
    let d = body.op(v.op);
    let Some(&r) = d.regions.first() else { return };
    let Some(&entry) = body.region(r).blocks.first() else { return };
    let args = body.block(entry).args.clone();
    let operands = d.operands.to_vec();
    let (Some(&iv), [lb, ub, step, inits @ ..]) = (args.first(), operands.as_slice()) else { return };
    p.out.push(' ');
    print_value(p, v, iv);
    p.out.push_str(" = ");
    print_value(p, v, *lb);
    p.out.push_str(" to ");
    print_value(p, v, *ub);
    p.out.push_str(" step ");
    print_value(p, v, *step);
    if !inits.is_empty() {
        p.out.push_str(" iter_args(");
        for (i, (&a, &init)) in args[1..].iter().zip(inits).enumerate() {
            if i > 0 {
                p.out.push_str(", ");
            }
            print_value(p, v, a);
            p.out.push_str(" = ");
            print_value(p, v, init);
        }
        p.out.push_str(") -> (");
        let types: Vec<Type> = inits.iter().map(|&x| body.value(x).ty).collect();
        p.type_list(&types);
        p.out.push(')');
    }
    p.out.push(' ');
    let ty = body.value(iv).ty;
    if !matches!(p.ctx.type_kind(ty), TypeKind::Index) {
        p.out.push_str(" : ");
        p.print_type(ty);
        p.out.push(' ');
    }
    region_without_terminator(p, v, r, !inits.is_empty());
    let attrs = attrs_except(p, v, &[]);
    p.optional_attr_dict(&attrs, false);
}

/// `IfOp::verify` and the single-block regions.
pub fn verify_if(cx: &Cx, op: Op) -> Res {
    let body = cx.body;
    let d = body.op(op);
    let else_empty = d.regions.get(1).is_none_or(|&r| body.region(r).blocks.is_empty());
    if d.num_results != 0 && else_empty {
        return Err(cx.op_err(op, "must have an else block if defining values"));
    }
    Ok(())
}

/// `ForOp::verify` and `verifyRegions`.
pub fn verify_for(cx: &Cx, op: Op) -> Res {
    let body = cx.body;
    let d = body.op(op);
    let inits = d.operands.len().saturating_sub(3);
    if inits != d.num_results as usize {
        return Err(cx.op_err(op, "mismatch in number of loop-carried values and defined values"));
    }
    let Some(&r) = d.regions.first() else { return Ok(()) };
    let Some(&entry) = body.region(r).blocks.first() else { return Ok(()) };
    let args = &body.block(entry).args;
    let bound = body.value(d.operands[0]).ty;
    if args.first().is_none_or(|&a| body.value(a).ty != bound) {
        return Err(cx.op_err(op, "expected induction variable to be same type as bounds and step"));
    }
    if args.len() != inits + 1 {
        return Err(cx.op_err(op, "mismatch in number of basic block args and defined values"));
    }
    for (i, (&a, &init)) in args[1..].iter().zip(&d.operands[3..]).enumerate() {
        let r = crate::ir::Value(d.first_result + i as u32);
        if body.value(init).ty != body.value(r).ty {
            return Err(cx.op_err(op, format!("types mismatch between {i}th iter operand and defined value")));
        }
        if body.value(a).ty != body.value(r).ty {
            return Err(cx.op_err(op, format!("types mismatch between {i}th iter region arg and defined value")));
        }
    }
    Ok(())
}

/// `scf.while (%a = %init, ...)? : (types) -> types region do region
/// attr-dict-with-keyword`.
pub fn parse_while<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, _: &HookArgs<'_>) -> Result<(), E::Error> {
    let mut names = Vec::new();
    let mut inits = Vec::new();
    if eat_kind(inp, Kind::LParen) {
        if !eat_kind(inp, Kind::RParen) {
            loop {
                let a = pos(inp);
                expect_kind(inp, Kind::ValueId, "SSA operand")?;
                expect_kind(inp, Kind::Equal, "'='")?;
                names.push(a);
                inits.push(inp.parse(subs.value_use.clone())?);
                if !eat_kind(inp, Kind::Comma) {
                    break;
                }
            }
            expect_kind(inp, Kind::RParen, "')'")?;
        }
    }
    expect_kind(inp, Kind::Colon, "':'")?;
    let at = inp.cursor();
    let fty = inp.parse(subs.function_type.clone())?;
    let TypeKind::Function { inputs, results } = st(inp).ctx.type_kind(fty).clone() else {
        return Err(err_at(inp, &at, "expected function type"));
    };
    if inputs.len() != inits.len() {
        return Err(err_at(inp, &at, "expected as many input types as operands"));
    }
    p.operands[0] = inits;
    p.operand_types[0] = Some(inputs.to_vec());
    p.result_types[0] = Some(results.to_vec());
    let mut before = region(inp, subs)?;
    if !names.is_empty() {
        let args = names.into_iter().zip(inputs.iter()).map(|(t, &ty)| (t, ty, None)).collect();
        set_entry_args(inp, &mut before, args)?;
    }
    p.regions[0] = Some(before);
    if !eat_kw(inp, subs.src, "do") {
        return Err(err_here(inp, "expected 'do'"));
    }
    p.regions[1] = Some(region(inp, subs)?);
    if eat_kw(inp, subs.src, "attributes") {
        return parse_opt_dict(inp, subs, p);
    }
    Ok(())
}

pub fn print_while(p: &mut Printer<'_>, v: &OpView<'_>) {
    let body = &v.m.body;
    let d = body.op(v.op);
    let inits = d.operands.to_vec();
    let (Some(&before), Some(&after)) = (d.regions.first(), d.regions.get(1)) else { return };
    let args = body.region(before).blocks.first().map(|&b| body.block(b).args.clone()).unwrap_or_default();
    if !inits.is_empty() {
        p.out.push_str(" (");
        for (i, (&a, &init)) in args.iter().zip(&inits).enumerate() {
            if i > 0 {
                p.out.push_str(", ");
            }
            print_value(p, v, a);
            p.out.push_str(" = ");
            print_value(p, v, init);
        }
        p.out.push(')');
    }
    p.out.push_str(" : (");
    let types: Vec<Type> = inits.iter().map(|&x| body.value(x).ty).collect();
    p.type_list(&types);
    p.out.push_str(") -> ");
    let results: Vec<Type> = d.results().map(|r| body.value(r).ty).collect();
    match results.as_slice() {
        [t] if !matches!(p.ctx.type_kind(*t), TypeKind::Function { .. }) => p.print_type(*t),
        _ => {
            p.out.push('(');
            p.type_list(&results);
            p.out.push(')');
        }
    }
    p.out.push(' ');
    p.print_region_custom(v.m, v.names, before, v.indent, false);
    p.out.push_str(" do ");
    p.print_region_custom(v.m, v.names, after, v.indent, true);
    let attrs = attrs_except(p, v, &[]);
    p.optional_attr_dict(&attrs, true);
}
