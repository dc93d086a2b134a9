//! Lowering ub into the LLVM dialect (MLIR's `UBToLLVM`), the
//! `convert-ub-to-llvm` pass: `ub.poison : T` of the plain `#ub.poison`
//! value becomes `llvm.mlir.poison : T'` of the converted type.

use crate::conversion::api::{create_op, ConversionRewriter, DialectLowering, LowerPass, OpLowering, INDEX_BITWIDTH};
use crate::ir::{AttrKind, Op, Value};
use crate::passes::api::{DialectRewrite, PassInfo};

/// The lowering rows.
pub const LOWER: DialectLowering = DialectLowering { ops: &[OpLowering { op: "ub.poison", lower: poison }], convert_to_llvm: true };

/// `convert-ub-to-llvm`.
pub const PASS: PassInfo = PassInfo {
    argument: "convert-ub-to-llvm",
    name: "UBToLLVMConversionPass",
    summary: "Convert UB dialect to LLVM dialect",
    anchor: None,
    options: &[INDEX_BITWIDTH],
    create: |options| LowerPass::create(&["ub"], options),
};

/// The dialect's rewriting hooks: its pass.
pub const REWRITE: DialectRewrite = DialectRewrite {
    ops: &[crate::passes::api::OpRewrite { op: "ub.poison", fold: Some(fold_poison), ..crate::passes::api::OpRewrite::NONE }],
    materialize_constant: Some(materialize_poison),
    passes: &[PASS],
    // Every op may be inlined (MLIR's inliner interface of the dialect).
    inliner: Some(&crate::passes::api::DialectInline::ALL_LEGAL),
    ..DialectRewrite::EMPTY
};

/// `ub.poison` folds to its value (`PoisonOp::fold`).
fn fold_poison(
    ctx: &mut crate::ir::Context,
    body: &mut crate::ir::Body,
    op: Op,
    _: &[Option<crate::ir::Attr>],
) -> Option<crate::passes::api::Folded> {
    let v = crate::passes::api::prop(ctx, body, op, "value")?;
    Some(crate::passes::api::Folded::Results(vec![crate::passes::api::FoldValue::Attr(v)]))
}

/// `UBDialect::materializeConstant`: a poison attribute becomes `ub.poison`.
pub fn materialize_poison(
    ctx: &mut crate::ir::Context,
    body: &mut crate::ir::Body,
    value: crate::ir::Attr,
    ty: crate::ir::Type,
    loc: Option<crate::ir::Attr>,
) -> Option<Op> {
    if !matches!(ctx.attr_kind(value), AttrKind::Dialect { name, body: None } if ctx.str(*name) == "ub.poison") {
        return None;
    }
    let name = ctx.ident("ub.poison");
    let key = ctx.ident("value");
    let properties = Some(ctx.dict(vec![(key, value)]));
    let attrs = ctx.empty_dict();
    Some(body.new_op(name, Box::new([]), &[ty], Box::new([]), properties, attrs, Box::new([]), loc, Default::default()))
}

fn poison(rw: &mut ConversionRewriter<'_>, op: Op, _: &[Value]) -> bool {
    // Only the dialect's own poison value (another dialect's poison
    // attribute needs its own lowering).
    let value = rw.body.op(op).properties.and_then(|p| rw.ctx.dict_get_str(p, "value"));
    let plain = value.is_none_or(|a| matches!(rw.ctx.attr_kind(a), AttrKind::Dialect { name, body: None } if rw.ctx.str(*name) == "ub.poison"));
    let Some(r) = rw.body.op(op).results().next() else { return false };
    if !plain {
        return false;
    }
    let t = rw.body.value(r).ty;
    let ty = rw.converter.convert(rw.ctx, t);
    let new = create_op(rw, op, "llvm.mlir.poison", &[], &[ty], &[]);
    let v = Value(rw.body.op(new).first_result);
    rw.replace_op(op, &[v]);
    true
}
