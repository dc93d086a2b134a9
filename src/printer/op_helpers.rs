//! Small helpers for hand-written printers, shared by every dialect
//! (through [`super::api`]): attribute dictionaries minus what a form
//! shows itself, values, and the signature a `function_type` property
//! describes.

use super::custom::{all_attrs, OpView};
use super::function::FunctionSignature;
use super::state::Printer;
use crate::ir::{Attr, AttrKind, Context, Ident, LlvmType, TypeKind, Value};

/// Every attribute of the op except `elided`, and fast-math flags that
/// hold none (MLIR's `custom<LLVMOpAttrs>` and arith's printers elide those).
pub fn attrs_except(p: &Printer<'_>, v: &OpView<'_>, elided: &[&str]) -> Vec<(Ident, Attr)> {
    let ctx = p.ctx;
    all_attrs(ctx, v)
        .into_iter()
        .filter(|(n, a)| {
            let n = ctx.str(*n);
            !elided.contains(&n) && !(n == "fastmathFlags" && is_flags_none(ctx, *a))
        })
        .collect()
}

/// Prints a value's name (`%0`, `%arg1`).
pub fn print_value(p: &mut Printer<'_>, v: &OpView<'_>, x: Value) {
    p.value_name(v.names, &v.m.body, x);
}

/// Whether a flags attribute (`#llvm.fastmath<none>`) holds no flag.
pub fn is_flags_none(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.dialect_words(a), Some((_, w)) if w.is_empty() || w == ["none"])
}

/// The signature a function op's `function_type` property describes: a
/// builtin function type, or an LLVM one (a `void` result is no result).
pub fn signature_of(p: &Printer<'_>, v: &OpView<'_>) -> FunctionSignature {
    let ctx = p.ctx;
    let fty = v.prop(ctx, "function_type").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    });
    let (params, results, variadic) = match fty.map(|t| ctx.type_kind(t)) {
        Some(TypeKind::Llvm(LlvmType::Func { ret, params, vararg })) => {
            let void = matches!(ctx.type_kind(*ret), TypeKind::Llvm(LlvmType::Void));
            (params.to_vec(), if void { Vec::new() } else { vec![*ret] }, *vararg)
        }
        Some(TypeKind::Function { inputs, results }) => (inputs.to_vec(), results.to_vec(), false),
        _ => (Vec::new(), Vec::new(), false),
    };
    FunctionSignature { params, results, variadic }
}
