//! `scf.index_switch` (MLIR 19's `IndexSwitchOp`): its declarative form
//! `$arg attr-dict (-> types)? custom<SwitchCases> default region` (each
//! case `case N {region}` on a new line, case regions printed with their
//! terminators, the default one eliding an empty `scf.yield`;
//! `ensureTerminator` on the default region when parsing) and its verifier.
//! Regions are stored as ODS declares them: the default first, then one
//! per case value (the `cases` property, a `DenseI64ArrayAttr`).

use crate::ir::{AttrKind, IntOrFloat, Op, TypeKind};
use crate::parser::api::*;
use crate::printer::api::{attrs_except, print_value, region_without_terminator, OpView, Printer};
use crate::verify::api::{Cx, Res};

fn ensure_yield(s: &mut PState, region: &mut RegionAst) {
    let name = s.ctx.ident("scf.yield");
    region.ensure_terminator(&mut s.ctx, name, |_, _| (Vec::new(), Default::default()));
}

fn region<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>) -> Result<RegionAst, E::Error> {
    if peek_kind(inp) != Kind::LBrace {
        return Err(err_here(inp, "expected '{' to begin a region"));
    }
    inp.parse(subs.region.clone())
}

pub fn parse_index_switch<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, _: &HookArgs<'_>) -> Result<(), E::Error> {
    let src = subs.src;
    let arg = inp.parse(subs.value_use.clone())?;
    let index = st(inp).ctx.ty(TypeKind::Index);
    p.operands[0] = vec![arg];
    p.operand_types[0] = Some(vec![index]);
    parse_opt_dict(inp, subs, p)?;
    let types = if eat_kind(inp, Kind::Arrow) { type_list(inp, subs)? } else { Vec::new() };
    p.result_types[0] = Some(types);
    let mut cases = Vec::new();
    while eat_kw(inp, src, "case") {
        let neg = eat_kind(inp, Kind::Minus);
        let t = expect_kind(inp, Kind::Int, "integer value")?;
        let v: i64 = t.text(src).parse().map_err(|_| err_here(inp, "integer value too large"))?;
        cases.push(IntOrFloat::Int(if neg { -(v as i128) } else { v as i128 }));
        // `parseSwitchCases` reads the case regions as they are: no
        // implicit terminator.
        let r = region(inp, subs)?;
        p.variadic_regions.push(r);
    }
    if !eat_kw(inp, src, "default") {
        return Err(err_here(inp, "expected 'default'"));
    }
    let mut default = region(inp, subs)?;
    ensure_yield(st(inp), &mut default);
    p.regions[0] = Some(default);
    let s = st(inp);
    let elem = s.ctx.int_type(64);
    let attr = s.ctx.attr(AttrKind::DenseArray { elem, values: cases.into() });
    let id = s.ctx.ident("cases");
    p.props.push((id, attr));
    Ok(())
}

/// The case values, in region order.
pub fn case_values(ctx: &crate::ir::Context, body: &crate::ir::Body, op: Op) -> Vec<i64> {
    let Some(a) = crate::passes::api::prop(ctx, body, op, "cases") else { return Vec::new() };
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => values.iter().map(|v| if let IntOrFloat::Int(i) = v { *i as i64 } else { 0 }).collect(),
        _ => Vec::new(),
    }
}

pub fn print_index_switch(p: &mut Printer<'_>, v: &OpView<'_>) {
    let body = &v.m.body;
    let d = body.op(v.op);
    p.out.push(' ');
    if let Some(&a) = d.operands.first() {
        print_value(p, v, a);
    }
    let attrs = attrs_except(p, v, &["cases"]);
    p.optional_attr_dict(&attrs, false);
    let results: Vec<_> = d.results().map(|r| body.value(r).ty).collect();
    if !results.is_empty() {
        p.out.push_str(" -> ");
        p.type_list(&results);
    }
    // The format's space before its `\n`.
    p.out.push(' ');
    let cases = case_values(p.ctx, body, v.op);
    for (value, &r) in cases.iter().zip(d.regions.iter().skip(1)) {
        p.newline_at(v.indent);
        p.out.push_str(&format!("case {value} "));
        p.print_region_custom(v.m, v.names, r, v.indent, false);
    }
    p.newline_at(v.indent);
    p.out.push_str("default ");
    if let Some(&r) = d.regions.first() {
        // The generated printer shows a terminator with operands or
        // attributes only.
        let shown = body.region(r).blocks.first().and_then(|&b| body.block(b).ops.last().copied()).is_none_or(|t| {
            let td = body.op(t);
            !td.operands.is_empty() || td.num_results != 0 || !matches!(p.ctx.attr_kind(td.attrs), AttrKind::Dictionary(e) if e.is_empty())
        });
        region_without_terminator(p, v, r, shown);
    }
}

/// `IndexSwitchOp::verify`.
pub fn verify_index_switch(cx: &Cx, op: Op) -> Res {
    let body = cx.body;
    let d = body.op(op);
    let cases = case_values(cx.ctx, body, op);
    let case_regions = d.regions.len().saturating_sub(1);
    if cases.len() != case_regions {
        return Err(cx.op_err(op, format!("has {case_regions} case regions but {} case values", cases.len())));
    }
    let mut seen = std::collections::HashSet::new();
    for &c in &cases {
        if !seen.insert(c) {
            return Err(cx.op_err(op, format!("has duplicate case value: {c}")));
        }
    }
    let results = cx.result_types(op);
    for (i, &r) in d.regions.iter().enumerate() {
        let name = if i == 0 { "default region".to_string() } else { format!("case region #{}", i - 1) };
        let Some(&b) = body.region(r).blocks.first() else { continue };
        let Some(&term) = body.block(b).ops.last() else { continue };
        if cx.name(term) != "scf.yield" {
            return Err(cx.op_err(op, format!("expected region to end with scf.yield, but got {}", cx.name(term))));
        }
        let yielded = cx.operand_types(term);
        if yielded.len() != results.len() {
            let msg = format!("expected each region to return {} values, but {name} returns {}", results.len(), yielded.len());
            return Err(cx.op_err(op, msg).with_note(cx.body.op(term).span, "see yield operation here"));
        }
        for (idx, (&want, &got)) in results.iter().zip(&yielded).enumerate() {
            if want != got {
                let msg = format!("expected result #{idx} of each region to be '{}'", cx.ts(want));
                return Err(cx.op_err(op, msg).with_note(cx.body.op(term).span, format!("{name} returns '{}' here", cx.ts(got))));
            }
        }
    }
    Ok(())
}
