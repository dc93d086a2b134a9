//! Reading op properties the way translation needs them: named lookups,
//! integers, strings, symbol names, and the LLVM dialect's enum attributes
//! (`#llvm.linkage<internal>`, `#llvm.fastmath<nnan, ninf>`,
//! `#llvm.overflow<nsw>`, `#llvm.cconv<fastcc>`), which the IR keeps as
//! keyword token trees.

use inkwell::llvm_sys::{LLVMLinkage, LLVMVisibility};

use super::Tr;
use crate::ods::enum_def;
use crate::ir::{Attr, AttrKind, Ident, Op};

impl Tr<'_> {
    /// Property `name` of `op`, or its discardable attribute of that name.
    /// Names are resolved to interned identifiers once (`name_id`), so a
    /// lookup compares integers; a name the context never interned is on
    /// no op.
    pub(crate) fn prop(&self, op: Op, name: &'static str) -> Option<Attr> {
        let id = self.name_id(name)?;
        let d = self.body.op(op);
        d.properties.and_then(|p| self.ctx.dict_get(p, id)).or_else(|| self.ctx.dict_get(d.attrs, id))
    }

    /// The interned identifier spelled `name`, if any, remembered by the
    /// address of the (static, so never reused) text in a small
    /// direct-mapped table: a hit is a few instructions, where a hash map
    /// cost more than the string scan it saves.
    fn name_id(&self, name: &'static str) -> Option<Ident> {
        let at = name.as_ptr() as usize;
        let slot = &self.names[(at ^ (at >> 7)) % self.names.len()];
        let (a, len, id) = slot.get();
        if a == at && len == name.len() {
            return id;
        }
        let id = self.ctx.lookup_ident(name);
        slot.set((at, name.len(), id));
        id
    }

    pub(crate) fn has(&self, op: Op, name: &'static str) -> bool {
        match self.prop(op, name) {
            Some(a) => !matches!(self.ctx.attr_kind(a), AttrKind::Bool(false)),
            None => false,
        }
    }

    pub(crate) fn int_prop(&self, op: Op, name: &'static str) -> Option<i128> {
        self.prop(op, name).and_then(|a| self.ctx.int_value(a))
    }

    pub(crate) fn str_prop(&self, op: Op, name: &'static str) -> Option<&[u8]> {
        self.prop(op, name).and_then(|a| self.str_attr(a))
    }

    pub(crate) fn str_attr(&self, a: Attr) -> Option<&[u8]> {
        match self.ctx.attr_kind(a) {
            AttrKind::String { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The root name of a symbol reference (`@f`, or `@c` of `@c::@s`).
    pub(crate) fn sym_root(&self, a: Attr) -> Option<&str> {
        match self.ctx.attr_kind(a) {
            AttrKind::SymbolRef { root, .. } => Some(self.ctx.str(*root)),
            _ => None,
        }
    }

    /// The keywords of a `#llvm.x<...>` property, e.g. `["nsw", "nuw"]`.
    pub(crate) fn words(&self, op: Op, name: &'static str) -> Vec<&str> {
        self.prop(op, name).and_then(|a| self.ctx.dialect_words(a)).map(|(_, w)| w).unwrap_or_default()
    }

    /// The value of an i64-stored enum property, or of a `#llvm.x<kw>`
    /// property through the enum's keyword table.
    pub(crate) fn enum_prop(&self, op: Op, name: &'static str, enum_name: &str) -> Option<i64> {
        let a = self.prop(op, name)?;
        if let Some(v) = self.ctx.int_value(a) {
            return i64::try_from(v).ok();
        }
        let (_, words) = self.ctx.dialect_words(a)?;
        let w = words.first().copied().unwrap_or("");
        enum_def(enum_name)?.cases.iter().find(|c| c.0 == w).map(|c| c.1)
    }

    /// The integers of an `array<i32: ...>` / `array<i64: ...>` property
    /// (see [`super::api::dense_ints`]).
    pub(crate) fn dense_ints(&self, a: Attr) -> Option<Vec<i128>> {
        super::api::dense_ints(self.ctx, a)
    }

    pub(crate) fn linkage(&self, op: Op) -> LLVMLinkage {
        use LLVMLinkage::*;
        match self.words(op, "linkage").first().copied().unwrap_or("external") {
            "available_externally" => LLVMAvailableExternallyLinkage,
            "linkonce" => LLVMLinkOnceAnyLinkage,
            "linkonce_odr" => LLVMLinkOnceODRLinkage,
            "weak" => LLVMWeakAnyLinkage,
            "weak_odr" => LLVMWeakODRLinkage,
            "appending" => LLVMAppendingLinkage,
            "internal" => LLVMInternalLinkage,
            "private" => LLVMPrivateLinkage,
            "extern_weak" => LLVMExternalWeakLinkage,
            "common" => LLVMCommonLinkage,
            _ => LLVMExternalLinkage,
        }
    }

    /// Sets the linkage of global value `g` and, for `dso_local`, LLVM's
    /// dso_local flag. The C API has no setter for the flag, but LLVM sets
    /// it whenever a value gets a local linkage and never clears it on a
    /// linkage change; so a `dso_local` value passes through `internal` on
    /// the way to its own linkage. (Visibility is set after this.)
    pub(crate) fn set_linkage(&self, op: Op, g: inkwell::llvm_sys::prelude::LLVMValueRef) {
        use inkwell::llvm_sys::core::LLVMSetLinkage;
        // SAFETY: `g` is a global value of the live module.
        unsafe {
            if self.has(op, "dso_local") {
                LLVMSetLinkage(g, LLVMLinkage::LLVMInternalLinkage);
            }
            LLVMSetLinkage(g, self.linkage(op));
        }
    }

    pub(crate) fn visibility(&self, op: Op) -> LLVMVisibility {
        match self.int_prop(op, "visibility_") {
            Some(1) => LLVMVisibility::LLVMHiddenVisibility,
            Some(2) => LLVMVisibility::LLVMProtectedVisibility,
            _ => LLVMVisibility::LLVMDefaultVisibility,
        }
    }

    /// `#llvm.fastmath<...>` as LLVM's fast-math flag bits.
    pub(crate) fn fastmath(&self, op: Op) -> u32 {
        use inkwell::llvm_sys::*;
        let mut f = 0;
        for w in self.words(op, "fastmathFlags") {
            f |= match w {
                "nnan" => LLVMFastMathNoNaNs,
                "ninf" => LLVMFastMathNoInfs,
                "nsz" => LLVMFastMathNoSignedZeros,
                "arcp" => LLVMFastMathAllowReciprocal,
                "contract" => LLVMFastMathAllowContract,
                "afn" => LLVMFastMathApproxFunc,
                "reassoc" => LLVMFastMathAllowReassoc,
                "fast" => LLVMFastMathAll,
                _ => 0,
            };
        }
        f
    }

    /// The calling convention number of a `#llvm.cconv<...>` property.
    pub(crate) fn cconv(&self, op: Op) -> u32 {
        self.enum_prop(op, "CConv", "CConv").unwrap_or(0) as u32
    }
}
