//! The complex dialect's folds that need no arithmetic (MLIR 19's
//! `ComplexOps.cpp`): `complex.constant` is its value (so the folder hoists
//! and uniques it), `create(re(x), im(x))` is `x`, `re`/`im` of `create`
//! are its parts, `neg(neg(x))` and `conj(conj(x))` are `x`, `(a - b) + b`
//! and `(a + b) - b` are `a`, and `log(exp(x))`/`exp(log(x))` are `x`.
//! Constant complex arithmetic is not folded yet.

use crate::ir::{Attr, Body, Context, Op, Value};
use crate::passes::api::{prop, DialectRewrite, FoldValue, Folded, OpRewrite};

/// The rows: folds, the `convert-complex-to-llvm` pass, the inliner.
pub const REWRITE: DialectRewrite = DialectRewrite {
    ops: &[
        OpRewrite { op: "complex.constant", fold: Some(constant), ..OpRewrite::NONE },
        OpRewrite { op: "complex.create", fold: Some(create), ..OpRewrite::NONE },
        OpRewrite { op: "complex.re", fold: Some(re), ..OpRewrite::NONE },
        OpRewrite { op: "complex.im", fold: Some(im), ..OpRewrite::NONE },
        OpRewrite { op: "complex.neg", fold: Some(neg), ..OpRewrite::NONE },
        OpRewrite { op: "complex.conj", fold: Some(conj), ..OpRewrite::NONE },
        OpRewrite { op: "complex.add", fold: Some(add), ..OpRewrite::NONE },
        OpRewrite { op: "complex.sub", fold: Some(sub), ..OpRewrite::NONE },
        OpRewrite { op: "complex.log", fold: Some(log), ..OpRewrite::NONE },
        OpRewrite { op: "complex.exp", fold: Some(exp), ..OpRewrite::NONE },
    ],
    passes: &[super::to_llvm::PASS],
    // Every op may be inlined (MLIR's inliner interface of the dialect).
    inliner: Some(&crate::passes::api::DialectInline::ALL_LEGAL),
    ..DialectRewrite::EMPTY
};

fn value(v: Value) -> Option<Folded> {
    Some(Folded::Results(vec![FoldValue::Value(v)]))
}

/// The op defining `v` when it is named `name`.
fn def(ctx: &Context, body: &Body, v: Value, name: &str) -> Option<Op> {
    let d = body.defining_op(v)?;
    (ctx.str(body.op(d).name) == name).then_some(d)
}

fn operand(body: &Body, op: Op, i: usize) -> Option<Value> {
    body.op(op).operands.get(i).copied()
}

fn constant(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    Some(Folded::Results(vec![FoldValue::Attr(prop(ctx, body, op, "value")?)]))
}

/// create(re(x), im(x)) -> x.
fn create(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    let r = def(ctx, body, operand(body, op, 0)?, "complex.re")?;
    let i = def(ctx, body, operand(body, op, 1)?, "complex.im")?;
    let x = operand(body, r, 0)?;
    (operand(body, i, 0)? == x).then(|| value(x)).flatten()
}

/// A part of `create(a, b)`.
fn part(ctx: &Context, body: &Body, op: Op, i: usize) -> Option<Folded> {
    let c = def(ctx, body, operand(body, op, 0)?, "complex.create")?;
    value(operand(body, c, i)?)
}

fn re(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    part(ctx, body, op, 0)
}

fn im(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    part(ctx, body, op, 1)
}

/// `op(inner(x)) -> x`.
fn inverse(ctx: &Context, body: &Body, op: Op, inner: &str) -> Option<Folded> {
    let d = def(ctx, body, operand(body, op, 0)?, inner)?;
    value(operand(body, d, 0)?)
}

fn neg(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    inverse(ctx, body, op, "complex.neg")
}

fn conj(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    inverse(ctx, body, op, "complex.conj")
}

fn log(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    inverse(ctx, body, op, "complex.exp")
}

fn exp(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    inverse(ctx, body, op, "complex.log")
}

/// add(sub(a, b), b) -> a.
fn add(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    let s = def(ctx, body, operand(body, op, 0)?, "complex.sub")?;
    (operand(body, s, 1)? == operand(body, op, 1)?).then(|| value(operand(body, s, 0)?)).flatten()
}

/// sub(add(a, b), b) -> a.
fn sub(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    let a = def(ctx, body, operand(body, op, 0)?, "complex.add")?;
    (operand(body, a, 1)? == operand(body, op, 1)?).then(|| value(operand(body, a, 0)?)).flatten()
}
