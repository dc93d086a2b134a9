//! `vector.warp_execute_on_lane_0`: its hand-written form and verifier, as
//! MLIR 19's `WarpExecuteOnLane0Op` parses, prints and verifies them.
//! `convert-vector-to-llvm` leaves it as it is.
//!
//! The form is `(%laneid)[warp_size] (args(%a, ... : T, ...))? (-> (T,
//! ...))? {region} attr-dict`: the region's entry block takes the
//! arguments (distributed: the same rank and element type, dimensions
//! multiplied up to the warp size), a body without its `vector.yield`
//! gets an empty one, and the yield is shown only when there are results.

use crate::ir::{Op, Type, TypeKind};
use crate::parser::api::*;
use crate::printer::api::{attrs_except, print_value, OpView, Printer};
use crate::verify::api::{Cx, Res};

/// Reads the form.
pub fn parse_warp<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, _: &HookArgs<'_>) -> Result<(), E::Error> {
    expect_kind(inp, Kind::LParen, "'('")?;
    let lane = inp.parse(subs.value_use.clone())?;
    expect_kind(inp, Kind::RParen, "')'")?;
    expect_kind(inp, Kind::LBracket, "'['")?;
    let t = expect_kind(inp, Kind::Int, "integer value")?;
    let size: i128 = t.text(subs.src).parse().map_err(|_| err_here(inp, "integer value too large"))?;
    if !eat_kind(inp, Kind::RBracket) {
        expect_kind(inp, Kind::RBracketX, "']'")?;
    }
    let s = st(inp);
    let a = s.ctx.int_attr(size, 64);
    p.set_prop(s, "warp_size", a);
    let index = s.ctx.ty(TypeKind::Index);
    p.operands[0].push(lane);
    p.operand_types[0] = Some(vec![index]);
    let mut args = Vec::new();
    let mut arg_types = Vec::new();
    if eat_kw(inp, subs.src, "args") {
        expect_kind(inp, Kind::LParen, "'('")?;
        args = value_list(inp, subs)?;
        expect_kind(inp, Kind::Colon, "':'")?;
        arg_types = type_list(inp, subs)?;
        expect_kind(inp, Kind::RParen, "')'")?;
        if args.len() != arg_types.len() {
            return Err(err_here(inp, format!("{} operands present, but expected {}", args.len(), arg_types.len())));
        }
    }
    p.operands[1] = args;
    p.operand_types[1] = Some(arg_types);
    let results = optional_arrow_types(inp, subs)?;
    p.result_types[0] = Some(results);
    if peek_kind(inp) != Kind::LBrace {
        return Err(err_here(inp, "expected '{' to begin a region"));
    }
    let mut region = inp.parse(subs.region.clone())?;
    let s = st(inp);
    let yield_name = s.ctx.ident("vector.yield");
    if region.blocks.is_empty() {
        region.blocks.push(BlockAst { label: None, args: Vec::new(), ops: Vec::new() });
    }
    if region.blocks.len() == 1 && region.blocks[0].ops.last().is_none_or(|o| o.name != yield_name) {
        let attrs = s.ctx.empty_dict();
        let toks = (region.toks.1.saturating_sub(1), region.toks.1);
        region.blocks[0].ops.push(OpAst { results: Vec::new(), name: yield_name, operands: Vec::new(), successors: Vec::new(), properties: None, regions: Vec::new(), attrs, inputs: std::sync::Arc::new([]), outputs: std::sync::Arc::new([]), loc: None, toks });
    }
    p.regions[0] = Some(region);
    parse_opt_dict(inp, subs, p)
}

/// Prints the form back.
pub fn print_warp(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let body = &v.m.body;
    let d = body.op(v.op);
    p.out.push('(');
    print_value(p, v, d.operands[0]);
    p.out.push(')');
    let size = v.prop(ctx, "warp_size").and_then(|a| ctx.int_value(a)).unwrap_or(0);
    p.out.push('[');
    p.push_i128_pub(size);
    p.out.push(']');
    let args = &d.operands[1..];
    if !args.is_empty() {
        p.out.push_str(" args(");
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                p.out.push_str(", ");
            }
            print_value(p, v, a);
        }
        p.out.push_str(" : ");
        let types: Vec<Type> = args.iter().map(|&a| body.value(a).ty).collect();
        p.type_list(&types);
        p.out.push(')');
    }
    let results: Vec<Type> = d.results().map(|r| body.value(r).ty).collect();
    if !results.is_empty() {
        p.out.push_str(" -> (");
        p.type_list(&results);
        p.out.push(')');
    }
    p.out.push(' ');
    if let Some(&r) = d.regions.first() {
        let start = p.out.len();
        p.print_region_custom(v.m, v.names, r, v.indent, true);
        if results.is_empty() {
            drop_last_op_line(&mut p.out, start);
        }
    }
    let attrs = attrs_except(p, v, &["warp_size"]);
    p.optional_attr_dict(&attrs, false);
}

/// Takes the terminator's line (the last before the closing brace) out of
/// a region just printed from `start` (`printBlockTerminators=false`).
fn drop_last_op_line(out: &mut String, start: usize) {
    let Some(close) = out[start..].rfind('\n').map(|i| start + i) else { return };
    let Some(prev) = out[start..close].rfind('\n').map(|i| start + i) else { return };
    if out[prev + 1..close].trim_start().starts_with("vector.yield") {
        out.replace_range(prev..close, "");
    }
}

/// `verifyDistributedType`.
fn distributed(cx: &Cx, op: Op, expanded: Type, dist: Type, warp: i64) -> Res {
    if expanded == dist {
        return Ok(());
    }
    let (TypeKind::Vector { shape: e, elem: ee, .. }, TypeKind::Vector { shape: d, elem: de, .. }) = (cx.ctx.type_kind(expanded), cx.ctx.type_kind(dist)) else {
        return Err(cx.op_err(op, "expected vector type for distributed operands."));
    };
    if e.len() != d.len() || ee != de {
        return Err(cx.op_err(op, "expected distributed vectors to have same rank and element type."));
    }
    let mut product: i64 = 1;
    for (i, (&x, &y)) in e.iter().zip(d.iter()).enumerate() {
        if x == y {
            continue;
        }
        if y == 0 || x % y != 0 {
            return Err(cx.op_err(op, format!("expected expanded vector dimension #{i} ({x}) to be a multipler of the distributed vector dimension ({y})")));
        }
        product *= (x / y) as i64;
    }
    if product != warp {
        return Err(cx.op_err(op, format!("incompatible distribution dimensions from '{}' to '{}' with warp size = {warp}", cx.ts(expanded), cx.ts(dist))));
    }
    Ok(())
}

/// `WarpExecuteOnLane0Op::verify`.
pub fn verify_warp(cx: &Cx, op: Op) -> Res {
    let d = cx.body.op(op);
    let Some(&block) = d.regions.first().and_then(|&r| cx.body.region(r).blocks.first()) else { return Ok(()) };
    let block_args = cx.body.block(block).args.clone();
    let args: Vec<_> = d.operands[1..].to_vec();
    if args.len() != block_args.len() {
        return Err(cx.op_err(op, "expected same number op arguments and block arguments."));
    }
    let Some(&term) = cx.body.block(block).ops.last() else { return Ok(()) };
    if cx.name(term) != "vector.yield" {
        return Ok(());
    }
    let yielded = cx.body.op(term).operands.to_vec();
    let results = cx.result_types(op);
    if yielded.len() != results.len() {
        return Err(cx.op_err(op, "expected same number of yield operands and return values."));
    }
    let warp = cx.prop_int(op, "warp_size").unwrap_or(0) as i64;
    for (&b, &a) in block_args.iter().zip(&args) {
        distributed(cx, op, cx.body.value(b).ty, cx.body.value(a).ty, warp)?;
    }
    for (&y, &r) in yielded.iter().zip(&results) {
        distributed(cx, op, cx.body.value(y).ty, r, warp)?;
    }
    Ok(())
}
