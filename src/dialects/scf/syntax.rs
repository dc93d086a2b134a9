//! `scf.execute_region`'s hand-written form (`ExecuteRegionOp::parse` and
//! `print`): an optional arrow type list, the region printed with its
//! terminators, the attribute dictionary; and its verifier.

use crate::parser::api::*;
use crate::printer::api::{region_without_terminator, DialectPrint, OpPrint, OpView, Printer};
use crate::verify::api::{Cx, DialectVerify, OpVerify, Res};
use crate::ir::Op;

/// `(-> type | -> (type, ...))? region attr-dict`.
pub fn parse_execute_region<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let types = optional_arrow_types(inp, subs)?;
    p.result_types[0] = Some(types);
    if peek_kind(inp) != Kind::LBrace {
        return Err(err_here(inp, "expected '{' to begin a region"));
    }
    let region = inp.parse(subs.region.clone())?;
    p.regions[0] = Some(region);
    parse_opt_dict(inp, subs, p)
}

pub fn print_execute_region(p: &mut Printer<'_>, v: &OpView<'_>) {
    let d = v.m.body.op(v.op);
    let results: Vec<_> = d.results().map(|r| v.m.body.value(r).ty).collect();
    match results.as_slice() {
        [] => {}
        [t] if !matches!(p.ctx.type_kind(*t), crate::ir::TypeKind::Function { .. }) => {
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
    if let Some(&r) = d.regions.first() {
        region_without_terminator(p, v, r, true);
    }
    let attrs = crate::printer::api::attrs_except(p, v, &[]);
    p.optional_attr_dict(&attrs, false);
}

fn verify_execute_region(cx: &Cx, op: Op) -> Res {
    let body = cx.body;
    let Some(&r) = body.op(op).regions.first() else { return Ok(()) };
    match body.region(r).blocks.first() {
        None => Err(cx.op_err(op, "region needs to have at least one block")),
        Some(&b) if !body.block(b).args.is_empty() => Err(cx.op_err(op, "region cannot have any arguments")),
        _ => Ok(()),
    }
}

pub const SYNTAX: DialectSyntax = DialectSyntax {
    ops: &[
        OpSyntax { op: "scf.execute_region", parse: Some(parse_hook!(parse_execute_region)), slots: (0, 0, 1), ..OpSyntax::NONE },
        OpSyntax { op: "scf.if", parse: Some(parse_hook!(super::control::parse_if)), slots: (1, 0, 1), ..OpSyntax::NONE },
        OpSyntax { op: "scf.for", parse: Some(parse_hook!(super::control::parse_for)), slots: (4, 0, 1), ..OpSyntax::NONE },
        OpSyntax { op: "scf.index_switch", parse: Some(parse_hook!(super::switch::parse_index_switch)), slots: (1, 0, 1), ..OpSyntax::NONE },
        OpSyntax { op: "scf.parallel", parse: Some(parse_hook!(super::parallel::parse_parallel)), slots: (4, 0, 1), ..OpSyntax::NONE },
        OpSyntax { op: "scf.while", parse: Some(parse_hook!(super::control::parse_while)), slots: (1, 0, 1), ..OpSyntax::NONE },
    ],
    ..DialectSyntax::EMPTY
};

pub const PRINT: DialectPrint = DialectPrint {
    ops: &[
        OpPrint { op: "scf.execute_region", print: Some(print_execute_region), ..OpPrint::NONE },
        OpPrint { op: "scf.if", print: Some(super::control::print_if), ..OpPrint::NONE },
        OpPrint { op: "scf.for", print: Some(super::control::print_for), ..OpPrint::NONE },
        OpPrint { op: "scf.index_switch", print: Some(super::switch::print_index_switch), ..OpPrint::NONE },
        OpPrint { op: "scf.parallel", print: Some(super::parallel::print_parallel), ..OpPrint::NONE },
        OpPrint { op: "scf.while", print: Some(super::control::print_while), ..OpPrint::NONE },
    ],
    ..DialectPrint::EMPTY
};

pub const VERIFY: DialectVerify = DialectVerify {
    ops: &[
        OpVerify { op: "scf.execute_region", verify: Some(verify_execute_region), ..OpVerify::NONE },
        OpVerify { op: "scf.if", verify: Some(super::control::verify_if), ..OpVerify::NONE },
        OpVerify { op: "scf.for", verify: Some(super::control::verify_for), ..OpVerify::NONE },
        OpVerify { op: "scf.parallel", verify: Some(super::parallel::verify_parallel), ..OpVerify::NONE },
        OpVerify { op: "scf.reduce", verify: Some(super::parallel::verify_reduce), parents: &["scf.parallel"], ..OpVerify::NONE },
        OpVerify { op: "scf.reduce.return", verify: Some(super::parallel::verify_reduce_return), parents: &["scf.reduce"], ..OpVerify::NONE },
        OpVerify { op: "scf.index_switch", verify: Some(super::switch::verify_index_switch), ..OpVerify::NONE },
    ],
    ..DialectVerify::EMPTY
};
