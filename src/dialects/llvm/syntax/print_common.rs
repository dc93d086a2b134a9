//! Helpers the LLVM dialect's hand-written printers share; the generic
//! ones (attribute lists, values, flags) are the printer's, re-exported.

pub use crate::printer::api::{attrs_except, is_flags_none as is_fastmath_none, print_value};
use crate::printer::api::{OpView, Printer};

pub fn dialect_word(p: &Printer<'_>, v: &OpView<'_>, name: &str) -> Option<String> {
    let a = v.prop(p.ctx, name)?;
    let (_, words) = p.ctx.dialect_words(a)?;
    words.first().map(|w| w.to_string())
}
