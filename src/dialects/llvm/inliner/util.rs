//! Small readers the LLVM dialect's inliner hooks share: attributes of an
//! op (inherent or discardable), op names and traits, a call's argument
//! operands, the ops of inlined blocks, array concatenation.

use crate::ir::{Attr, AttrKind, Block, Body, Context, Op};
use crate::ods::lookup;

pub fn attr(ctx: &Context, body: &Body, op: Op, name: &str) -> Option<Attr> {
    let d = body.op(op);
    d.properties.and_then(|p| ctx.dict_get_str(p, name)).or_else(|| ctx.dict_get_str(d.attrs, name))
}

pub fn name_is(ctx: &Context, body: &Body, op: Op, name: &str) -> bool {
    ctx.str(body.op(op).name) == name
}

pub fn has_trait(ctx: &Context, body: &Body, op: Op, t: u32) -> bool {
    lookup(ctx.str(body.op(op).name)).is_some_and(|i| i.def.has(t))
}

/// Whether the op's table has this inherent attribute (the LLVM
/// dialect's `AccessGroupOpInterface`/`AliasAnalysisOpInterface` ops are
/// those with `access_groups`/`alias_scopes`).
pub fn has_attr_def(ctx: &Context, body: &Body, op: Op, name: &str) -> bool {
    lookup(ctx.str(body.op(op).name)).is_some_and(|i| i.def.attr(name).is_some())
}

pub fn call_args(ctx: &Context, body: &Body, op: Op) -> std::ops::Range<usize> {
    let n = body.op(op).operands.len();
    let start = if attr(ctx, body, op, "callee").is_some() { 0 } else { 1.min(n) };
    start..n
}

/// `concatArrayAttr`.
pub fn concat(ctx: &mut Context, lhs: Option<Attr>, rhs: Attr) -> Attr {
    let Some(lhs) = lhs else { return rhs };
    let mut items = match ctx.attr_kind(lhs) {
        AttrKind::Array(a) => a.to_vec(),
        _ => Vec::new(),
    };
    if let AttrKind::Array(b) = ctx.attr_kind(rhs) {
        items.extend(b.iter().copied());
    }
    ctx.attr(AttrKind::Array(items.into()))
}

/// Every op in `blocks`, nested ones included, in pre-order.
pub fn walk(body: &Body, blocks: &[Block]) -> Vec<Op> {
    let mut out = Vec::new();
    for &b in blocks {
        for &op in &body.block(b).ops {
            out.push(op);
            out.extend(body.nested_ops_preorder(op));
        }
    }
    out
}
