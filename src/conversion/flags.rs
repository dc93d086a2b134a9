//! Flag attributes carried into the LLVM dialect: a source dialect's
//! keyword flags (`#arith.fastmath<reassoc,nnan>`, `#arith.overflow<nsw>`)
//! as LLVM's attribute of the same words (`#llvm.fastmath<nnan, reassoc>`),
//! canonical as the LLVM dialect keeps it (MLIR's `AttrConvertFastMathToLLVM`
//! and `AttrConvertOverflowToLLVM`). The words of both enums agree.

use crate::ir::{Attr, AttrKind, Context};

/// `llvm_name`'s attribute with the flags of `flags`; `None` when no flag
/// is set (`none`), as MLIR then leaves the LLVM op's default.
pub fn llvm_flags(ctx: &mut Context, flags: Attr, llvm_name: &str) -> Option<Attr> {
    let words: Vec<String> = ctx.dialect_words(flags)?.1.iter().map(|w| w.to_string()).collect();
    if words.iter().all(|w| w == "none") {
        return None;
    }
    let refs: Vec<&str> = words.iter().map(String::as_str).collect();
    let plain = ctx.dialect_words_attr(llvm_name, &refs);
    let AttrKind::Dialect { body: Some(items), .. } = ctx.attr_kind(plain).clone() else { return None };
    let llvm = crate::ods::dialect("llvm")?;
    let body = crate::ods::attr_canon::canonicalize(ctx, llvm, llvm_name, items.to_vec());
    let name = ctx.ident(llvm_name);
    Some(ctx.attr(AttrKind::Dialect { name, body: Some(body.into()) }))
}
