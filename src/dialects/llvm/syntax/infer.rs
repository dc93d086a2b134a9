//! The types LLVM ops' custom forms leave out, which MLIR's generated
//! parsers take from the ops' type constraints (`AllTypesMatch`,
//! `TypesMatchWith`) and result type inference: one rule per op, the
//! `infer` of its syntax row.

use crate::ir::{Context, LlvmType, TypeKind};
use crate::parser::api::{copy, element_type, get, set, OpParse};

pub fn select(_: &mut Context, p: &mut OpParse<'_>) {
    copy(p, "res", &["trueValue", "falseValue"]);
}

pub fn cmpxchg(ctx: &mut Context, p: &mut OpParse<'_>) {
    copy(p, "val", &["cmp"]);
    if let Some(v) = get(p, "val") {
        let i1 = ctx.int_type(1);
        let s = ctx.ty(TypeKind::Llvm(LlvmType::LiteralStruct { packed: false, fields: vec![v, i1].into() }));
        set(p, "res", s);
    }
}

pub fn atomicrmw(_: &mut Context, p: &mut OpParse<'_>) {
    copy(p, "val", &["res"]);
}

pub fn cond_br(ctx: &mut Context, p: &mut OpParse<'_>) {
    let i1 = ctx.int_type(1);
    set(p, "condition", i1);
}

pub fn extractelement(ctx: &mut Context, p: &mut OpParse<'_>) {
    if let Some(e) = get(p, "vector").and_then(|v| element_type(ctx, v)) {
        set(p, "res", e);
    }
}

pub fn insertelement(ctx: &mut Context, p: &mut OpParse<'_>) {
    copy(p, "vector", &["res"]);
    if let Some(e) = get(p, "vector").and_then(|v| element_type(ctx, v)) {
        set(p, "value", e);
    }
}

pub fn insertvalue(_: &mut Context, p: &mut OpParse<'_>) {
    copy(p, "container", &["res"]);
}

/// `AllTypesMatch<["dstvec", "res"]>`.
pub fn vector_insert(_: &mut Context, p: &mut OpParse<'_>) {
    copy(p, "res", &["dstvec"]);
}

pub fn shufflevector(_: &mut Context, p: &mut OpParse<'_>) {
    copy(p, "v1", &["v2"]);
}

pub fn invariant_end(ctx: &mut Context, p: &mut OpParse<'_>) {
    let ptr = ctx.ptr_type();
    set(p, "start", ptr);
}

pub fn coro_suspend(ctx: &mut Context, p: &mut OpParse<'_>) {
    let token = ctx.ty(TypeKind::Llvm(LlvmType::Token));
    let i1 = ctx.int_type(1);
    set(p, "save", token);
    set(p, "final", i1);
}

pub fn expect(_: &mut Context, p: &mut OpParse<'_>) {
    copy(p, "val", &["expected", "res"]);
}

pub fn ssa_copy(_: &mut Context, p: &mut OpParse<'_>) {
    copy(p, "operand", &["res"]);
}

pub fn freeze(_: &mut Context, p: &mut OpParse<'_>) {
    copy(p, "val", &["res"]);
}
