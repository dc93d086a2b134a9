//! The types ROCDL ops' custom forms leave out (rows of the parser's
//! `api`): the legacy buffer ops' parsers resolve the resource as
//! `vector<4xi32>` and the offsets as i32; the compare-and-swap ops'
//! `AllTypesMatch<["res", "src", "cmp"]>`.

use crate::ir::{Context, TypeKind};
use crate::parser::api::{copy, set, DialectSyntax, InferFn, OpParse, OpSyntax};

fn raw_buffer(ctx: &mut Context, p: &mut OpParse<'_>) {
    let i32 = ctx.int_type(32);
    let v4i32 = ctx.ty(TypeKind::Vector { shape: vec![4].into(), scalable: vec![false].into(), elem: i32 });
    set(p, "rsrc", v4i32);
    for n in ["offset", "soffset", "aux"] {
        set(p, n, i32);
    }
}

fn cmpswap(_: &mut Context, p: &mut OpParse<'_>) {
    copy(p, "res", &["src", "cmp"]);
}

const fn infer_row(op: &'static str, rule: InferFn) -> OpSyntax {
    OpSyntax { op, parse: None, slots: (0, 0, 0), fallback: None, infer: Some(rule) }
}

/// The ROCDL dialect's parsing rows.
pub const SYNTAX: DialectSyntax = DialectSyntax {
    ops: &[
        infer_row("rocdl.raw.buffer.load", raw_buffer),
        infer_row("rocdl.raw.buffer.store", raw_buffer),
        infer_row("rocdl.raw.buffer.atomic.fadd", raw_buffer),
        infer_row("rocdl.raw.buffer.atomic.fmax", raw_buffer),
        infer_row("rocdl.raw.buffer.atomic.smax", raw_buffer),
        infer_row("rocdl.raw.buffer.atomic.umin", raw_buffer),
        infer_row("rocdl.raw.buffer.atomic.cmpswap", cmpswap),
        infer_row("rocdl.raw.ptr.buffer.atomic.cmpswap", cmpswap),
    ],
    ..DialectSyntax::EMPTY
};
