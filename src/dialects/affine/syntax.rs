//! The custom forms of `affine.apply`, `affine.min` and `affine.max`, as
//! MLIR 19's `AffineOps.cpp` reads and prints them: the map (an alias or
//! `affine_map<...>`), the dim operands in parentheses, the symbol operands
//! in optional square brackets, the attribute dictionary without `map`
//! (`affine.apply #map(%i)[%n]`); and their verifiers, with MLIR's words.

use crate::ir::affine::expr::Map;
use crate::ir::{AttrKind, Op, TypeKind};
use crate::parser::api::*;
use crate::printer::api::{attrs_except, print_value, DialectPrint, OpPrint, OpView, Printer};
use crate::verify::api::{Cx, DialectVerify, OpVerify, Res};

/// The map of an affine op's `map` attribute, read back.
pub fn map_of(ctx: &crate::ir::Context, a: Option<crate::ir::Attr>) -> Option<Map> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::AffineMap(text)) => Map::parse(text),
        _ => None,
    }
}

/// `%a, %b` up to the closing delimiter `close`.
fn operand_list<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, close: Kind, what: &str) -> Result<Vec<ValueUse>, E::Error> {
    let mut out = Vec::new();
    if eat_kind(inp, close) {
        return Ok(out);
    }
    loop {
        if peek_kind(inp) != Kind::ValueId {
            return Err(err_here(inp, "expected SSA operand"));
        }
        out.push(inp.parse(subs.value_use.clone())?);
        if eat_kind(inp, close) {
            return Ok(out);
        }
        if !eat_kind(inp, Kind::Comma) {
            return Err(err_here(inp, format!("expected '{what}'")));
        }
    }
}

/// `map-attr (dims) ([syms])? attr-dict` (`AffineApplyOp::parse`,
/// `parseAffineMinMaxOp`).
pub fn parse_map_op<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    args: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let map = inp.parse(subs.attr.clone())?;
    expect_kind(inp, Kind::LParen, "'('")?;
    let mut uses = operand_list(inp, subs, Kind::RParen, ")")?;
    let dims = uses.len();
    if eat_kind(inp, Kind::LBracket) {
        uses.extend(operand_list(inp, subs, Kind::RBracket, "]")?);
    }
    let s = st(inp);
    let shape = map_of(&s.ctx, Some(map)).map(|m| (m.dims, m.syms));
    if !matches!(s.ctx.attr_kind(map), AttrKind::AffineMap(_)) {
        return Err(err_at_tok(inp, args.name_tok, "invalid kind of attribute specified"));
    }
    // Only `affine.apply` checks the lists against the map here; min and
    // max leave it to their verifier, as MLIR does.
    let apply = p.def.name == "affine.apply";
    if let (Some((d, n)), true) = (shape, apply) {
        if d != dims || d + n != uses.len() {
            return Err(err_at_tok(inp, args.name_tok, "dimension or symbol index mismatch"));
        }
    }
    let s = st(inp);
    p.set_prop(s, "map", map);
    let index = s.ctx.ty(TypeKind::Index);
    p.operand_types[0] = Some(vec![index; uses.len()]);
    p.operands[0] = uses;
    p.result_types[0] = Some(vec![index]);
    parse_opt_dict(inp, subs, p)
}

/// ` #map(%d)[%s]` and the other attributes.
pub fn print_map_op(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let map_attr = v.prop(ctx, "map");
    let dims = map_of(ctx, map_attr).map_or(0, |m| m.dims);
    p.out.push(' ');
    if let Some(a) = map_attr {
        p.print_attr(a);
    }
    let operands = v.m.body.op(v.op).operands.to_vec();
    let dims = dims.min(operands.len());
    p.out.push('(');
    for (i, &o) in operands[..dims].iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        print_value(p, v, o);
    }
    p.out.push(')');
    if operands.len() > dims {
        p.out.push('[');
        for (i, &o) in operands[dims..].iter().enumerate() {
            if i > 0 {
                p.out.push_str(", ");
            }
            print_value(p, v, o);
        }
        p.out.push(']');
    }
    let attrs = attrs_except(p, v, &["map"]);
    p.optional_attr_dict(&attrs, false);
}

/// `AffineApplyOp::verify` and `verifyAffineMinMaxOp`.
fn verify_map_op(cx: &Cx, op: Op) -> Res {
    let Some(map) = map_of(cx.ctx, cx.prop(op, "map")) else { return Ok(()) };
    let n = cx.body.op(op).operands.len();
    let apply = cx.ctx.str(cx.body.op(op).name) == "affine.apply";
    if apply {
        if n != map.dims + map.syms {
            return Err(cx.op_err(op, "operand count and affine map dimension and symbol count must match"));
        }
        if map.results.len() != 1 {
            return Err(cx.op_err(op, "mapping must produce one value"));
        }
    } else if n != map.dims + map.syms {
        return Err(cx.op_err(op, "operand count and affine map dimension and symbol count must match"));
    }
    Ok(())
}

const fn syntax_row(op: &'static str) -> OpSyntax {
    OpSyntax { op, parse: Some(parse_hook!(parse_map_op)), slots: (1, 0, 1), ..OpSyntax::NONE }
}

const fn print_row(op: &'static str) -> OpPrint {
    OpPrint { op, print: Some(print_map_op), ..OpPrint::NONE }
}

const fn verify_row(op: &'static str) -> OpVerify {
    OpVerify { op, verify: Some(verify_map_op), ..OpVerify::NONE }
}

pub const SYNTAX: DialectSyntax = DialectSyntax {
    ops: &[syntax_row("affine.apply"), syntax_row("affine.max"), syntax_row("affine.min")],
    ..DialectSyntax::EMPTY
};

pub const PRINT: DialectPrint = DialectPrint {
    ops: &[print_row("affine.apply"), print_row("affine.max"), print_row("affine.min")],
    ..DialectPrint::EMPTY
};

pub const VERIFY: DialectVerify = DialectVerify {
    ops: &[verify_row("affine.apply"), verify_row("affine.max"), verify_row("affine.min")],
    ..DialectVerify::EMPTY
};
