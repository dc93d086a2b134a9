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
pub const REWRITE: DialectRewrite = DialectRewrite { passes: &[PASS], // Every op may be inlined (MLIR's inliner interface of the dialect).
    inliner: Some(&crate::passes::api::DialectInline::ALL_LEGAL),
    ..DialectRewrite::EMPTY };

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
