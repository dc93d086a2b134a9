//! The module level, in MLIR 19's order: data layout, comdats, metadata,
//! globals (`llvm.global_ctors`/`dtors` as `llvm.mlir.global_ctors`),
//! functions, aliases. Functions' and parameters' attributes follow
//! MLIR's `processFunctionAttributes`/`convertParameterAttribute`.
//!
//! The C API has no reader for `dso_local` or a comdat's name, so those
//! two are read from the module's printed header lines (`define dso_local
//! ...`, `$c = comdat any`); see `Headers`.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::{LLVMLinkage, LLVMUnnamedAddr, LLVMVisibility};
use rustc_hash::FxHashMap;

use super::attr_text::quote;
use super::ffi::{cstr, name};
use super::{Failed, Importer, R};
use crate::ir::{Attr, AttrKind, Block, Ident, Op, Region, Type, Value};

/// What only the printed module says about each global: whether it is
/// `dso_local`, and the name of its comdat.
#[derive(Default)]
pub(crate) struct Headers {
    pub dso_local: FxHashMap<String, bool>,
    pub comdat: FxHashMap<String, String>,
    /// Comdat names and selection keywords, in the file's order.
    pub comdats: Vec<(String, String)>,
}

/// Reads `@name` or `@"quoted"` at the start of `s`; returns the name and
/// the rest.
fn read_global_name(s: &str) -> Option<(String, &str)> {
    let s = s.strip_prefix('@').or_else(|| s.strip_prefix('$'))?;
    if let Some(q) = s.strip_prefix('"') {
        let end = q.find('"')?;
        let raw = &q[..end];
        // `\XX` escapes in quoted names.
        let mut out = Vec::new();
        let b = raw.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if b[i] == b'\\' && i + 2 < b.len() + 1 && i + 2 <= b.len() - 1 + 1 {
                if let Ok(v) = u8::from_str_radix(raw.get(i + 1..i + 3).unwrap_or(""), 16) {
                    out.push(v);
                    i += 3;
                    continue;
                }
            }
            out.push(b[i]);
            i += 1;
        }
        return Some((String::from_utf8_lossy(&out).into_owned(), &q[end + 1..]));
    }
    let end = s.find(|c: char| !(c.is_ascii_alphanumeric() || "._$-".contains(c))).unwrap_or(s.len());
    Some((s[..end].to_string(), &s[end..]))
}

fn comdat_of(rest: &str, own: &str) -> Option<String> {
    let i = rest.find(" comdat")?;
    let after = &rest[i + 7..];
    if let Some(p) = after.strip_prefix('(') {
        let (n, _) = read_global_name(p)?;
        Some(n)
    } else if after.is_empty() || after.starts_with([' ', ',', '\n']) {
        Some(own.to_string())
    } else {
        None
    }
}

impl Headers {
    pub(crate) fn read(m: LLVMModuleRef) -> Headers {
        // SAFETY: prints the live module; the string is copied and freed.
        let text = unsafe {
            let p = LLVMPrintModuleToString(m);
            let s = cstr(p);
            LLVMDisposeMessage(p);
            s
        };
        let mut h = Headers::default();
        for line in text.lines() {
            if line.starts_with('$') {
                if let Some((n, rest)) = read_global_name(line) {
                    let kind = rest.trim().strip_prefix("= comdat ").unwrap_or("any").trim().to_string();
                    h.comdats.push((n, kind));
                }
            } else if line.starts_with('@') {
                if let Some((n, rest)) = read_global_name(line) {
                    let head = rest.split(" global ").next().unwrap_or(rest);
                    let head = head.split(" constant ").next().unwrap_or(head);
                    let head = head.split(" alias ").next().unwrap_or(head);
                    h.dso_local.insert(n.clone(), head.contains(" dso_local"));
                    if let Some(c) = comdat_of(rest, &n) {
                        h.comdat.insert(n, c);
                    }
                }
            } else if let Some(rest) = line.strip_prefix("define ").or_else(|| line.strip_prefix("declare ")) {
                if let Some(at) = rest.find('@') {
                    if let Some((n, tail)) = read_global_name(&rest[at..]) {
                        h.dso_local.insert(n.clone(), rest[..at].contains("dso_local"));
                        if let Some(c) = comdat_of(tail, &n) {
                            h.comdat.insert(n, c);
                        }
                    }
                }
            }
        }
        h
    }
}

/// The MLIR keyword of a linkage.
pub(crate) fn linkage_word(l: LLVMLinkage) -> &'static str {
    use LLVMLinkage::*;
    match l {
        LLVMExternalLinkage => "external",
        LLVMAvailableExternallyLinkage => "available_externally",
        LLVMLinkOnceAnyLinkage => "linkonce",
        LLVMLinkOnceODRLinkage => "linkonce_odr",
        LLVMWeakAnyLinkage => "weak",
        LLVMWeakODRLinkage => "weak_odr",
        LLVMAppendingLinkage => "appending",
        LLVMInternalLinkage => "internal",
        LLVMPrivateLinkage => "private",
        LLVMExternalWeakLinkage => "extern_weak",
        LLVMCommonLinkage => "common",
        _ => "external",
    }
}

fn is_local(l: LLVMLinkage) -> bool {
    matches!(l, LLVMLinkage::LLVMInternalLinkage | LLVMLinkage::LLVMPrivateLinkage)
}

/// Function attributes MLIR 19 gives an explicit attribute of `llvm.func`
/// (so they stay out of `passthrough`).
const EXPLICIT_FN_ATTRS: &[&str] = &[
    "aarch64_in_za",
    "aarch64_inout_za",
    "aarch64_new_za",
    "aarch64_out_za",
    "aarch64_preserves_za",
    "aarch64_pstate_sm_body",
    "aarch64_pstate_sm_compatible",
    "aarch64_pstate_sm_enabled",
    "alwaysinline",
    "approx-func-fp-math",
    "convergent",
    "denormal-fp-math",
    "denormal-fp-math-f32",
    "fp-contract",
    "frame-pointer",
    "no-infs-fp-math",
    "no-nans-fp-math",
    "no-signed-zeros-fp-math",
    "noinline",
    "nounwind",
    "optnone",
    "target-features",
    "tune-cpu",
    "unsafe-fp-math",
    "vscale_range",
    "willreturn",
];

/// Parameter attributes MLIR imports, by LLVM name, with their dialect
/// names.
const PARAM_ATTRS: &[(&str, &str)] = &[
    ("align", "llvm.align"),
    ("allocalign", "llvm.allocalign"),
    ("allocptr", "llvm.allocptr"),
    ("byval", "llvm.byval"),
    ("byref", "llvm.byref"),
    ("noundef", "llvm.noundef"),
    ("dereferenceable", "llvm.dereferenceable"),
    ("dereferenceable_or_null", "llvm.dereferenceable_or_null"),
    ("inalloca", "llvm.inalloca"),
    ("inreg", "llvm.inreg"),
    ("nest", "llvm.nest"),
    ("noalias", "llvm.noalias"),
    ("nocapture", "llvm.nocapture"),
    ("nofree", "llvm.nofree"),
    ("nonnull", "llvm.nonnull"),
    ("preallocated", "llvm.preallocated"),
    ("readonly", "llvm.readonly"),
    ("readnone", "llvm.readnone"),
    ("returned", "llvm.returned"),
    ("signext", "llvm.signext"),
    ("alignstack", "llvm.alignstack"),
    ("sret", "llvm.sret"),
    ("writeonly", "llvm.writeonly"),
    ("zeroext", "llvm.zeroext"),
];

/// Every enum, integer and type attribute of LLVM 19, by name (the C API
/// reads an attribute's kind as a number; its name comes from this list).
const ENUM_ATTR_NAMES: &[&str] = &[
    "allocalign", "allocptr", "alwaysinline", "builtin", "cold", "convergent", "coro_only_destroy_when_complete",
    "dead_on_unwind", "disable_sanitizer_instrumentation", "fn_ret_thunk_extern", "hot", "hybrid_patchable",
    "immarg", "inreg", "inlinehint", "jumptable", "minsize", "mustprogress", "naked", "nest", "noalias",
    "nobuiltin", "nocallback", "nocapture", "nocf_check", "noduplicate", "nofree", "noimplicitfloat",
    "noinline", "nomerge", "noprofile", "norecurse", "noredzone", "noreturn", "nosanitize_bounds",
    "nosanitize_coverage", "nosync", "noundef", "nounwind", "nonlazybind", "nonnull", "null_pointer_is_valid",
    "optforfuzzing", "optdebug", "optsize", "optnone", "presplitcoroutine", "readnone", "readonly", "returned",
    "returns_twice", "signext", "safestack", "sanitize_address", "sanitize_hwaddress", "sanitize_memtag",
    "sanitize_memory", "sanitize_numerical_stability", "sanitize_thread", "shadowcallstack", "skipprofile",
    "speculatable", "speculative_load_hardening", "ssp", "sspreq", "sspstrong", "strictfp", "swiftasync",
    "swifterror", "swiftself", "willreturn", "writable", "writeonly", "zeroext",
    // Integer attributes.
    "align", "allockind", "allocsize", "dereferenceable", "dereferenceable_or_null", "memory", "nofpclass",
    "alignstack", "uwtable", "vscale_range",
    // Type attributes.
    "byref", "byval", "elementtype", "inalloca", "preallocated", "sret",
    // Constant range attributes.
    "range",
];

/// The integer attributes among those (their value is shown).
const INT_ATTRS: &[&str] =
    &["align", "allockind", "allocsize", "dereferenceable", "dereferenceable_or_null", "memory", "nofpclass", "alignstack", "uwtable", "vscale_range"];

/// The attributes at one index of a function or call, read once.
#[derive(Default)]
pub(crate) struct AttrSet {
    /// In LLVM's order (enum kinds by number, then strings by name).
    pub items: Vec<AttrItem>,
}

pub(crate) enum AttrItem {
    Enum { name: &'static str, value: u64 },
    Type { name: &'static str, ty: LLVMTypeRef },
    Str { key: String, value: String },
}

impl AttrSet {
    pub fn has(&self, n: &str) -> bool {
        self.items.iter().any(|i| match i {
            AttrItem::Enum { name, .. } | AttrItem::Type { name, .. } => *name == n,
            AttrItem::Str { key, .. } => key == n,
        })
    }
    pub fn str(&self, n: &str) -> Option<&str> {
        self.items.iter().find_map(|i| match i {
            AttrItem::Str { key, value } if key == n => Some(value.as_str()),
            _ => None,
        })
    }
    pub fn int(&self, n: &str) -> Option<u64> {
        self.items.iter().find_map(|i| match i {
            AttrItem::Enum { name, value } if *name == n => Some(*value),
            _ => None,
        })
    }
}

/// Kind number → name, built once per import from `ENUM_ATTR_NAMES`.
pub(crate) struct AttrNames(FxHashMap<u32, &'static str>);

impl AttrNames {
    pub fn new() -> Self {
        let mut m = FxHashMap::default();
        for &n in ENUM_ATTR_NAMES {
            // SAFETY: looks a name up in LLVM's static attribute table.
            let k = unsafe { LLVMGetEnumAttributeKindForName(n.as_ptr() as *const std::ffi::c_char, n.len()) };
            if k != 0 {
                m.insert(k, n);
            }
        }
        AttrNames(m)
    }
}

/// The attributes of `f` (function or call) at `index` (`u32::MAX` the
/// function, 0 the result, 1.. the parameters).
pub(crate) fn attr_set(names: &AttrNames, f: LLVMValueRef, index: u32, call: bool) -> AttrSet {
    // SAFETY: reads the attribute list of a live function or call site;
    // LLVM fills exactly `n` slots.
    unsafe {
        let n = if call { LLVMGetCallSiteAttributeCount(f, index) } else { LLVMGetAttributeCountAtIndex(f, index) } as usize;
        let mut refs: Vec<LLVMAttributeRef> = vec![std::ptr::null_mut(); n];
        if n > 0 {
            if call {
                LLVMGetCallSiteAttributes(f, index, refs.as_mut_ptr());
            } else {
                LLVMGetAttributesAtIndex(f, index, refs.as_mut_ptr());
            }
        }
        let mut items = Vec::with_capacity(n);
        for a in refs {
            if LLVMIsStringAttribute(a) != 0 {
                let mut kl = 0u32;
                let k = LLVMGetStringAttributeKind(a, &mut kl);
                let mut vl = 0u32;
                let v = LLVMGetStringAttributeValue(a, &mut vl);
                items.push(AttrItem::Str {
                    key: String::from_utf8_lossy(&super::ffi::bytes(k, kl as usize)).into_owned(),
                    value: String::from_utf8_lossy(&super::ffi::bytes(v, vl as usize)).into_owned(),
                });
                continue;
            }
            let kind = LLVMGetEnumAttributeKind(a);
            let name = names.0.get(&kind).copied().unwrap_or("unknown");
            if LLVMIsTypeAttribute(a) != 0 {
                items.push(AttrItem::Type { name, ty: LLVMGetTypeAttributeValue(a) });
            } else if LLVMIsEnumAttribute(a) != 0 {
                items.push(AttrItem::Enum { name, value: LLVMGetEnumAttributeValue(a) });
            } else {
                items.push(AttrItem::Enum { name, value: 0 });
            }
        }
        AttrSet { items }
    }
}

/// `#llvm.memory_effects<...>` for an encoded `memory(...)` value, or
/// `None` for readwrite everywhere (MLIR's default, left unset).
pub(crate) fn memory_effects(value: u64) -> Option<String> {
    let word = |loc: u32| match (value >> (2 * loc)) & 3 {
        0 => "none",
        1 => "read",
        2 => "write",
        _ => "readwrite",
    };
    // LLVM's locations: ArgMem 0, InaccessibleMem 1, Other 2.
    let (arg, inacc, other) = (word(0), word(1), word(2));
    if arg == "readwrite" && inacc == "readwrite" && other == "readwrite" {
        return None;
    }
    Some(format!("#llvm.memory_effects<other = {other}, argMem = {arg}, inaccessibleMem = {inacc}>"))
}

impl Importer<'_> {
    /// The whole module.
    pub(crate) fn module(&mut self) -> bool {
        self.run().is_ok() && !self.diags.iter().any(|d| d.error)
    }

    fn run(&mut self) -> R<()> {
        // Module-level ops (comdats, globals, their initializers' returns,
        // global_ctors) are at the module's location, as MLIR builds them.
        self.op_loc = super::OpLoc::Attr(self.module_loc);
        self.prepare_debug_intrinsics();
        let headers = Headers::read(self.m);
        let names = AttrNames::new();
        self.data_layout()?;
        self.comdats(&headers);
        self.metadata()?;
        // SAFETY: walks the live module's global list.
        let mut g = unsafe { LLVMGetFirstGlobal(self.m) };
        while !g.is_null() {
            let n = name(g);
            if n == "llvm.global_ctors" || n == "llvm.global_dtors" {
                self.global_ctors(g, n == "llvm.global_ctors")?;
            } else {
                self.global(g, &headers)?;
            }
            // SAFETY: as above.
            g = unsafe { LLVMGetNextGlobal(g) };
        }
        // SAFETY: walks the live module's function list.
        let mut f = unsafe { LLVMGetFirstFunction(self.m) };
        while !f.is_null() {
            self.function(f, &headers, &names)?;
            self.op_loc = super::OpLoc::Attr(self.module_loc);
            // SAFETY: as above.
            f = unsafe { LLVMGetNextFunction(f) };
        }
        self.finish_deferred_attrs();
        Ok(())
    }

    /// An op named `name`, with the properties given plus every default
    /// and always-set property of its table (as the parser's custom forms
    /// store them).
    pub(crate) fn make_op(
        &mut self,
        name: &str,
        operands: &[Value],
        results: &[Type],
        props: Vec<(&str, Attr)>,
        successors: &[Block],
        regions: &[Region],
    ) -> Op {
        let mut entries: Vec<(Ident, Attr)> = props.iter().map(|(k, v)| (self.ctx.ident(k), *v)).collect();
        if let Some(info) = crate::ods::lookup(name) {
            for &(key, text) in info.always_set.iter().chain(info.defaults.iter()) {
                // MLIR's import sets `unnamed_addr` only from LLVM's (the
                // custom form's parser always does).
                if key == "unnamed_addr" {
                    continue;
                }
                if !props.iter().any(|p| p.0 == key) {
                    if let Some(a) = self.ctx.default_attr(text) {
                        let id = self.ctx.ident(key);
                        entries.push((id, a));
                    }
                }
            }
        }
        let properties = if entries.is_empty() { None } else { Some(self.ctx.dict(entries)) };
        let ident = self.ctx.ident(name);
        let attrs = self.ctx.empty_dict();
        // The span names the op (index + 1) for `verify_failure_report`.
        let at = self.body.ops.len() as u32 + 1;
        let span = crate::diag::Span { start: at, end: at };
        let op = self.body.new_op(ident, operands.into(), results, successors.into(), properties, attrs, regions.into(), None, span);
        self.set_loc(super::LocTarget::Op(op), self.op_loc.clone());
        op
    }

    /// Gives `target` the location `loc` (a spelled one once the deferred
    /// attributes are read).
    pub(crate) fn set_loc(&mut self, target: super::LocTarget, loc: super::OpLoc) {
        match (loc, target) {
            (super::OpLoc::Attr(a), super::LocTarget::Op(op)) => self.body.ops[op.index()].loc = Some(a),
            (super::OpLoc::Attr(a), super::LocTarget::Arg(v)) => self.body.values[v.index()].loc = Some(a),
            (super::OpLoc::Text(t), target) => self.di.locs.push((target, t)),
        }
    }

    /// Sets (or replaces) one property of `op`.
    pub(crate) fn set_prop(&mut self, op: Op, key: &str, value: Attr) {
        let k = self.ctx.ident(key);
        let mut entries: Vec<(Ident, Attr)> = match self.body.op(op).properties.map(|p| self.ctx.attr_kind(p).clone()) {
            Some(AttrKind::Dictionary(es)) => es.to_vec(),
            _ => Vec::new(),
        };
        entries.retain(|e| e.0 != k);
        entries.push((k, value));
        let d = self.ctx.dict(entries);
        self.body.ops[op.index()].properties = Some(d);
    }

    /// Places a global-level op: globals after the last global, the rest
    /// at the end of the module.
    fn place_global(&mut self, op: Op) {
        let block = self.top_block;
        let index = match self.global_after {
            Some(prev) => self.body.block(block).ops.iter().position(|&o| o == prev).map_or(0, |i| i + 1),
            None => 0,
        };
        self.body.insert_op(block, index, op);
        self.global_after = Some(op);
    }

    /// The comdat selectors, in the order globals and then functions
    /// first use them (MLIR's `convertComdats`).
    fn comdats(&mut self, headers: &Headers) {
        let mut used: Vec<(String, String)> = Vec::new();
        let mut users = Vec::new();
        // SAFETY: walks the live module's global and function lists.
        unsafe {
            let mut g = LLVMGetFirstGlobal(self.m);
            while !g.is_null() {
                users.push(name(g));
                g = LLVMGetNextGlobal(g);
            }
            let mut f = LLVMGetFirstFunction(self.m);
            while !f.is_null() {
                users.push(name(f));
                f = LLVMGetNextFunction(f);
            }
        }
        for u in users {
            let Some(c) = headers.comdat.get(&u) else { continue };
            if used.iter().any(|x| &x.0 == c) {
                continue;
            }
            let kind = headers.comdats.iter().find(|x| &x.0 == c).map_or("any".to_string(), |x| x.1.clone());
            used.push((c.clone(), kind));
        }
        if used.is_empty() {
            return;
        }
        let region = self.body.new_region();
        let block = self.body.new_block(region, Default::default());
        for (n, kind) in &used {
            let sym = self.ctx.string_attr(n);
            let k = crate::ods::enum_def("Comdat").and_then(|e| e.value(kind)).unwrap_or(0);
            let kattr = self.ctx.int_attr(k as i128, 64);
            let op = self.make_op("llvm.comdat_selector", &[], &[], vec![("sym_name", sym), ("comdat", kattr)], &[], &[]);
            self.body.append_op(block, op);
            let text = format!("@__llvm_global_comdat::@{}", symbol_text(n));
            let r = self.attr_text(&text);
            self.comdat_names.insert(n.clone(), r);
        }
        let sym = self.ctx.string_attr("__llvm_global_comdat");
        let op = self.make_op("llvm.comdat", &[], &[], vec![("sym_name", sym)], &[], &[region]);
        let top = self.top_block;
        self.body.append_op(top, op);
        self.global_after = Some(op);
    }

    fn global(&mut self, g: LLVMValueRef, headers: &Headers) -> R<()> {
        let n = name(g);
        // SAFETY: reads properties of a live global variable.
        let (linkage, value_type, constant, init, align, tls, unnamed, vis, section) = unsafe {
            let init = LLVMGetInitializer(g);
            (
                LLVMGetLinkage(g),
                LLVMGlobalGetValueType(g),
                LLVMIsGlobalConstant(g) != 0,
                init,
                LLVMGetAlignment(g),
                LLVMIsThreadLocal(g) != 0,
                LLVMGetUnnamedAddress(g),
                LLVMGetVisibility(g),
                cstr(LLVMGetSection(g)),
            )
        };
        let ty = self.ty(value_type);
        let value_attr = if init.is_null() { None } else { self.const_attr(init, true) };
        let mut props: Vec<(&str, Attr)> = Vec::new();
        let gt = self.ctx.attr(AttrKind::Type(ty));
        props.push(("global_type", gt));
        if constant {
            props.push(("constant", self.ctx.unit()));
        }
        let l = self.attr_text(&format!("#llvm.linkage<{}>", linkage_word(linkage)));
        props.push(("linkage", l));
        let s = self.ctx.string_attr(&n);
        props.push(("sym_name", s));
        if let Some(v) = value_attr {
            props.push(("value", v));
        }
        if align != 0 {
            props.push(("alignment", self.ctx.int_attr(align as i128, 64)));
        }
        // SAFETY: reads the address space of the global's pointer type.
        let space = unsafe { LLVMGetPointerAddressSpace(LLVMTypeOf(g)) };
        props.push(("addr_space", self.ctx.int_attr(space as i128, 32)));
        // LLVM keeps `dso_local` implied (and unprinted) for local linkage
        // and for hidden or protected visibility but `extern_weak`.
        let implied = is_local(linkage)
            || (!matches!(vis, LLVMVisibility::LLVMDefaultVisibility) && !matches!(linkage, LLVMLinkage::LLVMExternalWeakLinkage));
        if implied || headers.dso_local.get(&n).copied().unwrap_or(false) {
            props.push(("dso_local", self.ctx.unit()));
        }
        if tls {
            props.push(("thread_local_", self.ctx.unit()));
        }
        if let Some(u) = unnamed_word(unnamed) {
            props.push(("unnamed_addr", self.ctx.int_attr(u, 64)));
        }
        if !section.is_empty() {
            props.push(("section", self.ctx.string_attr(&section)));
        }
        props.push(("visibility_", self.ctx.int_attr(visibility(vis), 64)));
        if let Some(c) = headers.comdat.get(&n).and_then(|c| self.comdat_names.get(c)).copied() {
            props.push(("comdat", c));
        }
        let needs_region = !init.is_null() && value_attr.is_none();
        // The initializer region is always there, empty unless needed.
        let region = self.body.new_region();
        let op = self.make_op("llvm.mlir.global", &[], &[], props, &[], &[region]);
        self.place_global(op);
        self.global_debug_info(g, op);
        if needs_region {
            let block = self.body.new_block(region, Default::default());
            self.start_region(block);
            let v = self.constant_expr(init)?;
            let ret = self.make_op("llvm.return", &[v], &[], vec![], &[], &[]);
            self.body.append_op(block, ret);
        }
        Ok(())
    }

    /// `llvm.global_ctors`/`dtors`: an array of `{ i32, ptr, ptr }`.
    fn global_ctors(&mut self, g: LLVMValueRef, ctors: bool) -> R<()> {
        // SAFETY: reads the live global's initializer and its elements.
        let init = unsafe { LLVMGetInitializer(g) };
        let fail = |im: &mut Self| {
            let text = super::ffi::print_value(g);
            im.error_unknown(format!("unhandled global variable: {text}"));
            Failed
        };
        if init.is_null() {
            return Err(fail(self));
        }
        let mut funcs = Vec::new();
        let mut prios = Vec::new();
        let n = super::ffi::num_operands(init);
        for i in 0..n {
            let e = super::ffi::operand(init, i);
            if super::ffi::num_operands(e) != 3 {
                return Err(fail(self));
            }
            let p = super::ffi::const_int(super::ffi::operand(e, 0));
            let f = super::ffi::operand(e, 1);
            let Some(p) = p else { return Err(fail(self)) };
            // SAFETY: LLVMIsAFunction only inspects the value's class.
            if unsafe { LLVMIsAFunction(f).is_null() } {
                return Err(fail(self));
            }
            funcs.push(format!("@{}", symbol_text(&name(f))));
            prios.push(format!("{} : i32", p as i32));
        }
        let fa = self.attr_text(&format!("[{}]", funcs.join(", ")));
        let pa = self.attr_text(&format!("[{}]", prios.join(", ")));
        let (op_name, fk) = if ctors { ("llvm.mlir.global_ctors", "ctors") } else { ("llvm.mlir.global_dtors", "dtors") };
        let op = self.make_op(op_name, &[], &[], vec![(fk, fa), ("priorities", pa)], &[], &[]);
        self.place_global(op);
        Ok(())
    }

    fn function(&mut self, f: LLVMValueRef, headers: &Headers, names: &AttrNames) -> R<()> {
        // SAFETY: reads properties of a live function.
        let (intrinsic, fty, linkage, cconv, unnamed, vis, section, align, is_decl, gc) = unsafe {
            (
                LLVMGetIntrinsicID(f),
                LLVMGlobalGetValueType(f),
                LLVMGetLinkage(f),
                LLVMGetFunctionCallConv(f),
                LLVMGetUnnamedAddress(f),
                LLVMGetVisibility(f),
                cstr(LLVMGetSection(f)),
                LLVMGetAlignment(f),
                LLVMIsDeclaration(f) != 0,
                cstr(LLVMGetGC(f)),
            )
        };
        if intrinsic != 0 && self.convertible_intrinsic(f) {
            return Ok(());
        }
        let n = name(f);
        let ty = self.ty(fty);
        let mut props: Vec<(&str, Attr)> = Vec::new();
        props.push(("sym_name", self.ctx.string_attr(&n)));
        props.push(("function_type", self.ctx.attr(AttrKind::Type(ty))));
        let l = self.attr_text(&format!("#llvm.linkage<{}>", linkage_word(linkage)));
        props.push(("linkage", l));
        if is_local(linkage) {
            props.push(("dso_local", self.ctx.unit()));
        }
        let _ = headers;
        let cc = crate::ods::enum_def("CConv").and_then(|e| e.keyword(cconv as i64)).unwrap_or("ccc");
        let cca = self.attr_text(&format!("#llvm.cconv<{cc}>"));
        props.push(("CConv", cca));
        // Argument and result attributes.
        let nparams = match self.ctx.type_kind(ty) {
            crate::ir::TypeKind::Llvm(crate::ir::LlvmType::Func { params, .. }) => params.len(),
            _ => 0,
        };
        let mut arg_dicts = Vec::with_capacity(nparams);
        for i in 0..nparams {
            let set = attr_set(names, f, i as u32 + 1, false);
            arg_dicts.push(self.param_dict(&set));
        }
        let empty = self.ctx.empty_dict();
        if arg_dicts.iter().any(|&d| d != empty) {
            let a = self.ctx.attr(AttrKind::Array(arg_dicts.into()));
            props.push(("arg_attrs", a));
        }
        let ret_set = attr_set(names, f, 0, false);
        if !ret_set.items.is_empty() {
            let d = self.param_dict(&ret_set);
            let a = self.ctx.attr(AttrKind::Array(Box::new([d])));
            props.push(("res_attrs", a));
        }
        // SAFETY: reads the personality of a live function.
        let personality = unsafe { if LLVMHasPersonalityFn(f) != 0 { LLVMGetPersonalityFn(f) } else { std::ptr::null_mut() } };
        if !personality.is_null() {
            // SAFETY: class checks on a live value.
            let callee = unsafe { if LLVMIsAFunction(personality).is_null() { std::ptr::null_mut() } else { personality } };
            if callee.is_null() {
                self.warn("could not deduce personality, skipping it");
            } else {
                let r = self.ctx.flat_symbol_ref(&name(callee));
                props.push(("personality", r));
            }
        }
        if !gc.is_empty() {
            props.push(("garbageCollector", self.ctx.string_attr(&gc)));
        }
        if let Some(u) = unnamed_word(unnamed) {
            props.push(("unnamed_addr", self.ctx.int_attr(u, 64)));
        }
        if !section.is_empty() {
            props.push(("section", self.ctx.string_attr(&section)));
        }
        props.push(("visibility_", self.ctx.int_attr(visibility(vis), 64)));
        if let Some(c) = headers.comdat.get(&n).and_then(|c| self.comdat_names.get(c)).copied() {
            props.push(("comdat", c));
        }
        if align != 0 {
            props.push(("alignment", self.ctx.int_attr(align as i128, 64)));
        }
        let fn_set = attr_set(names, f, u32::MAX, false);
        self.function_attrs(&fn_set, &mut props);
        if let Some(c) = self.function_entry_count(f) {
            props.push(("function_entry_count", c));
        }
        let region = self.body.new_region();
        // The function and its entry block's arguments are at the
        // function's location.
        self.op_loc = self.func_loc(f);
        let op = self.make_op("llvm.func", &[], &[], props, &[], &[region]);
        let top = self.top_block;
        self.body.append_op(top, op);
        if is_decl {
            return Ok(());
        }
        self.function_body(f, op, region, ty)
    }

    /// A parameter's attribute dictionary.
    fn param_dict(&mut self, set: &AttrSet) -> Attr {
        let mut entries = Vec::new();
        for &(llvm_name, mlir_name) in PARAM_ATTRS {
            let Some(item) = set.items.iter().find(|i| matches!(i, AttrItem::Enum { name, .. } | AttrItem::Type { name, .. } if *name == llvm_name)) else {
                continue;
            };
            let v = match item {
                AttrItem::Type { ty, .. } => {
                    let t = self.ty(*ty);
                    self.ctx.attr(AttrKind::Type(t))
                }
                AttrItem::Enum { name, value } if INT_ATTRS.contains(name) => self.ctx.int_attr(*value as i128, 64),
                _ => self.ctx.unit(),
            };
            let k = self.ctx.ident(mlir_name);
            entries.push((k, v));
        }
        self.ctx.dict(entries)
    }

    /// MLIR's `processFunctionAttributes`: memory effects, passthrough and
    /// the attributes `llvm.func` names.
    fn function_attrs(&mut self, set: &AttrSet, props: &mut Vec<(&'static str, Attr)>) {
        if let Some(m) = set.int("memory").and_then(memory_effects) {
            let a = self.attr_text(&m);
            props.push(("memory", a));
        }
        let mut pass = Vec::new();
        for item in &set.items {
            match item {
                AttrItem::Enum { name: "memory", .. } => {}
                AttrItem::Type { .. } => self.warn("type attributes on a function are invalid, skipping it"),
                AttrItem::Enum { name, value } => {
                    if EXPLICIT_FN_ATTRS.contains(name) {
                        continue;
                    }
                    if INT_ATTRS.contains(name) {
                        pass.push(format!("[{}, \"{value}\"]", quote(name.as_bytes())));
                    } else {
                        pass.push(quote(name.as_bytes()));
                    }
                }
                AttrItem::Str { key, value } => {
                    if EXPLICIT_FN_ATTRS.contains(&key.as_str()) {
                        continue;
                    }
                    if value.is_empty() {
                        pass.push(quote(key.as_bytes()));
                    } else {
                        pass.push(format!("[{}, {}]", quote(key.as_bytes()), quote(value.as_bytes())));
                    }
                }
            }
        }
        if !pass.is_empty() {
            let a = self.attr_text(&format!("[{}]", pass.join(", ")));
            props.push(("passthrough", a));
        }
        let unit_flags: [(&str, &'static str); 6] = [
            ("noinline", "no_inline"),
            ("alwaysinline", "always_inline"),
            ("optnone", "optimize_none"),
            ("convergent", "convergent"),
            ("nounwind", "no_unwind"),
            ("willreturn", "will_return"),
        ];
        for (llvm_name, prop) in unit_flags {
            if set.has(llvm_name) {
                let u = self.ctx.unit();
                props.push((prop, u));
            }
        }
        if set.has("aarch64_pstate_sm_enabled") {
            props.push(("arm_streaming", self.ctx.unit()));
        } else if set.has("aarch64_pstate_sm_body") {
            props.push(("arm_locally_streaming", self.ctx.unit()));
        } else if set.has("aarch64_pstate_sm_compatible") {
            props.push(("arm_streaming_compatible", self.ctx.unit()));
        }
        if set.has("aarch64_new_za") {
            props.push(("arm_new_za", self.ctx.unit()));
        } else if set.has("aarch64_in_za") {
            props.push(("arm_in_za", self.ctx.unit()));
        } else if set.has("aarch64_out_za") {
            props.push(("arm_out_za", self.ctx.unit()));
        } else if set.has("aarch64_inout_za") {
            props.push(("arm_inout_za", self.ctx.unit()));
        } else if set.has("aarch64_preserves_za") {
            props.push(("arm_preserves_za", self.ctx.unit()));
        }
        if let Some(fp) = set.str("frame-pointer") {
            let word = if fp.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') { fp.to_string() } else { format!("\"{fp}\"") };
            let a = self.attr_text(&format!("#llvm.framePointerKind<{word}>"));
            props.push(("frame_pointer", a));
        }
        if let Some(v) = set.str("target-cpu") {
            props.push(("target_cpu", self.ctx.string_attr(v)));
        }
        if let Some(v) = set.str("tune-cpu") {
            props.push(("tune_cpu", self.ctx.string_attr(v)));
        }
        if let Some(v) = set.str("target-features") {
            let feats: Vec<String> = v.split(',').filter(|s| !s.is_empty()).map(|s| quote(s.as_bytes())).collect();
            let a = self.attr_text(&format!("#llvm.target_features<[{}]>", feats.join(", ")));
            props.push(("target_features", a));
        }
        for (key, prop) in [
            ("unsafe-fp-math", "unsafe_fp_math"),
            ("no-infs-fp-math", "no_infs_fp_math"),
            ("no-nans-fp-math", "no_nans_fp_math"),
            ("approx-func-fp-math", "approx_func_fp_math"),
            ("no-signed-zeros-fp-math", "no_signed_zeros_fp_math"),
        ] {
            if let Some(v) = set.str(key) {
                let b = self.ctx.attr(AttrKind::Bool(v == "true"));
                props.push((prop, b));
            }
        }
        for (key, prop) in [("denormal-fp-math", "denormal_fp_math"), ("denormal-fp-math-f32", "denormal_fp_math_f32"), ("fp-contract", "fp_contract")] {
            if let Some(v) = set.str(key) {
                props.push((prop, self.ctx.string_attr(v)));
            }
        }
        if let Some(v) = set.int("vscale_range") {
            let (min, max) = ((v >> 32) as u32, v as u32);
            let a = self.attr_text(&format!("#llvm.vscale_range<minRange = {min} : i32, maxRange = {max} : i32>"));
            props.push(("vscale_range", a));
        }
    }
}

/// `local_unnamed_addr` 1, `unnamed_addr` 2, none `None`.
fn unnamed_word(u: LLVMUnnamedAddr) -> Option<i128> {
    match u {
        LLVMUnnamedAddr::LLVMNoUnnamedAddr => None,
        LLVMUnnamedAddr::LLVMLocalUnnamedAddr => Some(1),
        LLVMUnnamedAddr::LLVMGlobalUnnamedAddr => Some(2),
    }
}

fn visibility(v: LLVMVisibility) -> i128 {
    match v {
        LLVMVisibility::LLVMDefaultVisibility => 0,
        LLVMVisibility::LLVMHiddenVisibility => 1,
        LLVMVisibility::LLVMProtectedVisibility => 2,
    }
}

/// A symbol as MLIR spells it after `@`: bare when it is an identifier,
/// quoted otherwise.
pub(crate) fn symbol_text(n: &str) -> String {
    let bare = !n.is_empty()
        && n.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && n.chars().all(|c| c.is_ascii_alphanumeric() || "_$.".contains(c));
    if bare {
        n.to_string()
    } else {
        quote(n.as_bytes())
    }
}
