//! `transform.apply_conversion_patterns` run for real (MLIR's
//! `ApplyConversionPatternsOp::apply`): the conversion target from its
//! `legal_*`/`illegal_*` lists, the patterns of its descriptors (a
//! dialect's lowering rows for `dialect_to_llvm`, func's for
//! `func.func_to_llvm`), the LLVM type converter its type converter
//! builder describes, and a partial or full conversion of each payload op.

use crate::conversion::api::{apply_conversion_to, llvm_type_converter, row_patterns, ConversionTarget, Legality, LowerOptions, Mode};
use crate::diag::Diagnostic;
use crate::ir::{Attr, AttrKind, Body, Context, Op};

/// Why the op failed: a definite failure (the interpreter stops with this
/// error), or the conversion's own error followed by MLIR's
/// `dialect conversion failed`.
pub type Failure = Vec<Diagnostic>;

fn prop(ctx: &Context, body: &Body, op: Op, name: &str) -> Option<Attr> {
    let d = body.op(op);
    d.properties.and_then(|p| ctx.dict_get_str(p, name)).or_else(|| ctx.dict_get_str(d.attrs, name))
}

fn strings(ctx: &Context, a: Option<Attr>) -> Vec<String> {
    let Some(AttrKind::Array(items)) = a.map(|a| ctx.attr_kind(a)) else { return Vec::new() };
    items
        .iter()
        .filter_map(|&i| match ctx.attr_kind(i) {
            AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
            _ => None,
        })
        .collect()
}

fn region_ops(body: &Body, op: Op, i: usize) -> Vec<Op> {
    let Some(&r) = body.op(op).regions.get(i) else { return Vec::new() };
    body.region(r).blocks.iter().flat_map(|&b| body.block(b).ops.iter().copied()).collect()
}

/// The options the type converter builder (the memref dialect's
/// `memref_to_llvm_type_converter`) gives: its index bitwidth (64 unless
/// written, overriding any data layout) and calling convention.
fn converter_options(ctx: &Context, body: &Body, builder: Op) -> LowerOptions {
    let width = prop(ctx, body, builder, "index_bitwidth").and_then(|a| ctx.int_value(a)).unwrap_or(64);
    let bare = prop(ctx, body, builder, "use_bare_ptr_call_conv").is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Bool(true)));
    LowerOptions { index_bitwidth: width.clamp(1, 1 << 16) as u32, bare_ptr_call_conv: bare }
}

/// Applies the conversion `op` describes to each of `targets`, in order.
/// Pattern errors that do not fail the conversion are returned.
pub fn apply(ctx: &mut Context, body: &mut Body, op: Op, targets: &[Op]) -> Result<Vec<Diagnostic>, Failure> {
    let converter_op = region_ops(body, op, 1).first().copied();
    let mut dialects: Vec<String> = Vec::new();
    for descriptor in region_ops(body, op, 0) {
        if converter_op.is_none() {
            let e = Diagnostic::error(
                body.op(op).span,
                "pattern descriptor does not specify type converter and apply_conversion_patterns op has no default type converter",
            )
            .with_note(body.op(descriptor).span, "pattern descriptor op");
            return Err(vec![e]);
        }
        let name = ctx.str(body.op(descriptor).name);
        let dialect = match name.strip_prefix("transform.apply_conversion_patterns.") {
            Some("dialect_to_llvm") => prop(ctx, body, descriptor, "dialect_name").and_then(|a| match ctx.attr_kind(a) {
                AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
                _ => None,
            }),
            Some("func.func_to_llvm") => Some("func".to_string()),
            _ => None,
        };
        match dialect {
            Some(d) => dialects.push(d),
            None => {
                let message = format!("'{name}' is not a pattern descriptor llmir can apply");
                return Err(vec![Diagnostic::error(body.op(descriptor).span, message)]);
            }
        }
    }
    let opts = converter_op.map(|c| converter_options(ctx, body, c)).unwrap_or_default();
    let mut target = ConversionTarget::default();
    for name in strings(ctx, prop(ctx, body, op, "legal_dialects")) {
        target.dialect(&name, Legality::Legal);
    }
    for name in strings(ctx, prop(ctx, body, op, "illegal_dialects")) {
        target.dialect(&name, Legality::Illegal);
    }
    for name in strings(ctx, prop(ctx, body, op, "legal_ops")) {
        target.op(&name, Legality::Legal);
    }
    for name in strings(ctx, prop(ctx, body, op, "illegal_ops")) {
        target.op(&name, Legality::Illegal);
    }
    let mode = if prop(ctx, body, op, "partial_conversion").is_some() { Mode::Partial } else { Mode::Full };
    let names: Vec<&str> = dialects.iter().map(String::as_str).collect();
    let patterns = row_patterns(&names);
    let converter = llvm_type_converter(opts);
    let mut emitted = Vec::new();
    for &t in targets {
        if body.op(t).parent.is_none() {
            continue;
        }
        match apply_conversion_to(ctx, body, t, &target, &converter, &patterns, mode) {
            Ok(d) => emitted.extend(d),
            Err(d) => {
                let failed = Diagnostic::error(body.op(op).span, "dialect conversion failed").with_note(body.op(t).span, "target op");
                emitted.push(d);
                emitted.push(failed);
                return Err(emitted);
            }
        }
    }
    Ok(emitted)
}
