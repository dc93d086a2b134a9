//! Helpers the LLVM dialect's hand-written printers share.

use crate::ir::{Attr, Ident};
use crate::printer::api::{all_attrs, OpView, Printer};

/// Every attribute except `elided`, and fastmath flags that are none.
pub fn attrs_except(p: &Printer<'_>, v: &OpView<'_>, elided: &[&str]) -> Vec<(Ident, Attr)> {
    let ctx = p.ctx;
    all_attrs(ctx, v)
        .into_iter()
        .filter(|(n, a)| {
            let n = ctx.str(*n);
            !elided.contains(&n) && !(n == "fastmathFlags" && is_fastmath_none(ctx, *a))
        })
        .collect()
}

pub fn print_value(p: &mut Printer<'_>, v: &OpView<'_>, x: crate::ir::Value) {
    v.names.value(&v.m.body, x, &mut p.out);
}

pub fn dialect_word(p: &Printer<'_>, v: &OpView<'_>, name: &str) -> Option<String> {
    let a = v.prop(p.ctx, name)?;
    let (_, words) = p.ctx.dialect_words(a)?;
    words.first().map(|w| w.to_string())
}

/// Whether a fastmath (or other flags) attribute holds no flag.
pub fn is_fastmath_none(ctx: &crate::ir::Context, a: Attr) -> bool {
    matches!(ctx.dialect_words(a), Some((_, w)) if w.is_empty() || w == ["none"])
}
