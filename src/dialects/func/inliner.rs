//! The func dialect's part in inlining: `func.call` and
//! `func.call_indirect` are calls, `func.func` is callable, and its
//! inliner interface (MLIR's `FuncInlinerInterface`): every call and op
//! may be inlined; an inlined `func.return` becomes a `cf.br` to the
//! continuation block, or, when one block is inlined, its operands
//! replace the call's results.

use crate::ir::{AttrKind, Block, Body, Context, Op, Region, Type, TypeKind};
use crate::passes::api::{CallRow, CallableRow, Callee, DialectInline, InlineEdit};

fn prop(ctx: &Context, body: &Body, op: Op, name: &str) -> Option<crate::ir::Attr> {
    let d = body.op(op);
    d.properties.and_then(|p| ctx.dict_get_str(p, name)).or_else(|| ctx.dict_get_str(d.attrs, name))
}

fn call_callee(ctx: &Context, body: &Body, op: Op) -> Option<Callee> {
    prop(ctx, body, op, "callee").map(Callee::Symbol)
}

fn all_operands(_: &Context, body: &Body, op: Op) -> std::ops::Range<usize> {
    0..body.op(op).operands.len()
}

fn indirect_callee(_: &Context, body: &Body, op: Op) -> Option<Callee> {
    body.op(op).operands.first().map(|&v| Callee::Value(v))
}

fn after_first(_: &Context, body: &Body, op: Op) -> std::ops::Range<usize> {
    1.min(body.op(op).operands.len())..body.op(op).operands.len()
}

/// The body, unless the function is a declaration.
fn func_region(_: &Context, body: &Body, op: Op) -> Option<Region> {
    body.op(op).regions.first().copied().filter(|&r| !body.region(r).blocks.is_empty())
}

fn func_results(ctx: &Context, body: &Body, op: Op) -> Vec<Type> {
    let Some(a) = prop(ctx, body, op, "function_type") else { return Vec::new() };
    let AttrKind::Type(t) = ctx.attr_kind(a) else { return Vec::new() };
    match ctx.type_kind(*t) {
        TypeKind::Function { results, .. } => results.to_vec(),
        _ => Vec::new(),
    }
}

fn arg_attrs(ctx: &Context, body: &Body, op: Op) -> Option<crate::ir::Attr> {
    prop(ctx, body, op, "arg_attrs")
}

fn res_attrs(ctx: &Context, body: &Body, op: Op) -> Option<crate::ir::Attr> {
    prop(ctx, body, op, "res_attrs")
}

fn is_return(ctx: &Context, body: &Body, op: Op) -> bool {
    ctx.str(body.op(op).name) == "func.return"
}

/// `handleTerminator(op, newDest)`: `func.return` → `cf.br ^newDest(...)`.
fn return_to_branch(edit: &mut InlineEdit<'_>, term: Op, dest: Block) {
    if !is_return(edit.ctx, edit.body, term) {
        return;
    }
    let operands = edit.body.op(term).operands.to_vec();
    let loc = edit.body.op(term).loc;
    let br = edit.build_branch("cf.br", &operands, dest, loc);
    edit.body.insert_op_before(term, br);
    edit.body.erase_op(term);
}

/// `handleTerminator(op, valuesToRepl)`: the returned values.
fn returned_values(ctx: &Context, body: &Body, term: Op) -> Option<Vec<crate::ir::Value>> {
    is_return(ctx, body, term).then(|| body.op(term).operands.to_vec())
}

pub static INLINER: DialectInline = DialectInline {
    calls: &[
        CallRow { op: "func.call", callee: call_callee, args: all_operands },
        CallRow { op: "func.call_indirect", callee: indirect_callee, args: after_first },
    ],
    callables: &[CallableRow { op: "func.func", region: func_region, result_types: func_results, arg_attrs, res_attrs }],
    branch_terminator: Some(return_to_branch),
    value_terminator: Some(returned_values),
    ..DialectInline::ALL_LEGAL
};
