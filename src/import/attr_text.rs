//! Dialect attributes (`#llvm.tbaa_tag<...>`, `#dlti.dl_spec<...>`,
//! `#llvm.linkage<...>`) built from their canonical spelling: the text is
//! read by the parser, so the attribute is exactly the one a file spelling
//! it would give (token trees, nested handles and all). Each spelling is
//! read once.

use super::Importer;
use crate::ir::{Attr, AttrKind};

impl Importer<'_> {
    /// The attribute spelled `text`. The spellings are built by the import
    /// itself, so a failure to read one is a bug in the import: it is
    /// reported as an error diagnostic, never a panic.
    pub(crate) fn attr_text(&mut self, text: &str) -> Attr {
        if let Some(&a) = self.attr_cache.get(text) {
            return a;
        }
        let src = format!("\"llmir.import_attr\"() {{a = {text}}} : () -> ()");
        let opts = crate::parser::ParseOptions { allow_unregistered: true, ..Default::default() };
        let parsed = crate::parser::parse(self.ctx, &src, &opts).ok().and_then(|m| {
            let region = *m.body.op(m.top).regions.first()?;
            let block = *m.body.region(region).blocks.first()?;
            let op = *m.body.block(block).ops.first()?;
            let attrs = m.body.op(op).attrs;
            match self.ctx.attr_kind(attrs) {
                AttrKind::Dictionary(entries) => entries.first().map(|e| e.1),
                _ => None,
            }
        });
        let a = match parsed {
            Some(a) => a,
            None => {
                self.error_unknown(format!("internal: cannot build the attribute {text}"));
                self.ctx.unit()
            }
        };
        self.attr_cache.insert(text.to_string(), a);
        a
    }
}

/// A string as MLIR quotes it in attributes: printable ASCII but `"` and
/// `\` as is, the rest as `\XX`.
pub(crate) fn quote(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() + 2);
    s.push('"');
    for &b in bytes {
        match b {
            b'"' => s.push_str("\\22"),
            b'\\' => s.push_str("\\\\"),
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\{b:02X}")),
        }
    }
    s.push('"');
    s
}
