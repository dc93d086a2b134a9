//! Function declarations and attributes: linkage, visibility, calling
//! convention, section, alignment, GC, comdat; argument and result
//! attributes (`{llvm.noundef, llvm.align = 8}` → `noundef align 8`); the
//! function-level properties (`no_unwind` → `nounwind`, `memory`,
//! `target_cpu` → `"target-cpu"`, ...) and `passthrough`.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;

use super::dialect_attr;
use super::module::{cstring, unnamed_addr_of};
use super::{err, Tr, R};
use crate::ir::{Attr, AttrKind, Op};

const FN_INDEX: u32 = u32::MAX;

/// Unit properties of `llvm.func` that are LLVM enum attributes of another
/// name: with `memory`, the only function attributes MLIR 19 gives a
/// declaration (`convertFunctionAttributes`); the other tables, and
/// `vscale_range`, `target_features`, `frame_pointer`, only reach
/// definitions (`convertOneFunction`). MLIR 19's `llvm.call` has none of
/// them: a call site gets no function attributes.
const UNIT_FN_ATTRS: &[(&str, &str)] = &[
    ("no_unwind", "nounwind"),
    ("will_return", "willreturn"),
    ("convergent", "convergent"),
    ("no_inline", "noinline"),
    ("always_inline", "alwaysinline"),
    ("optimize_none", "optnone"),
];

/// String properties that become `"key"="value"` attributes.
const STRING_FN_ATTRS: &[(&str, &str)] = &[
    ("target_cpu", "target-cpu"),
    ("tune_cpu", "tune-cpu"),
    ("denormal_fp_math", "denormal-fp-math"),
    ("denormal_fp_math_f32", "denormal-fp-math-f32"),
    ("fp_contract", "fp-contract"),
];

/// Unit properties that become valueless string attributes.
const FLAG_FN_ATTRS: &[(&str, &str)] = &[
    ("arm_streaming", "aarch64_pstate_sm_enabled"),
    ("arm_locally_streaming", "aarch64_pstate_sm_body"),
    ("arm_streaming_compatible", "aarch64_pstate_sm_compatible"),
    ("arm_new_za", "aarch64_new_za"),
    ("arm_in_za", "aarch64_in_za"),
    ("arm_out_za", "aarch64_out_za"),
    ("arm_inout_za", "aarch64_inout_za"),
    ("arm_preserves_za", "aarch64_preserves_za"),
];

/// Bool properties that become `"key"="true"/"false"` attributes.
const BOOL_FN_ATTRS: &[(&str, &str)] = &[
    ("unsafe_fp_math", "unsafe-fp-math"),
    ("no_infs_fp_math", "no-infs-fp-math"),
    ("no_nans_fp_math", "no-nans-fp-math"),
    ("approx_func_fp_math", "approx-func-fp-math"),
    ("no_signed_zeros_fp_math", "no-signed-zeros-fp-math"),
];

impl Tr<'_> {
    pub(crate) fn declare_function(&mut self, op: Op) -> R<()> {
        let span = self.body.op(op).span;
        let name = self.sym_name(op)?;
        let fnty = match self.prop(op, "function_type").map(|a| self.ctx.attr_kind(a).clone()) {
            Some(AttrKind::Type(t)) => self.ty(t).or_else(|m| err(span, m))?,
            _ => return err(span, "expected a 'function_type'"),
        };
        // SAFETY: inspects a live type.
        if unsafe { LLVMGetTypeKind(fnty) } != inkwell::llvm_sys::LLVMTypeKind::LLVMFunctionTypeKind {
            return err(span, "attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type");
        }
        let cname = cstring(name.as_bytes(), span)?;
        // SAFETY: adds a function to the live module and sets its
        // properties; attributes are created in the live context.
        unsafe {
            let f = LLVMAddFunction(self.m, cname.as_ptr(), fnty);
            self.set_linkage(op, f);
            LLVMSetVisibility(f, self.visibility(op));
            LLVMSetUnnamedAddress(f, unnamed_addr_of(self.int_prop(op, "unnamed_addr")));
            LLVMSetFunctionCallConv(f, self.cconv(op));
            if let Some(s) = self.str_prop(op, "section") {
                let s = cstring(s, span)?;
                LLVMSetSection(f, s.as_ptr());
            }
            if let Some(a) = self.int_prop(op, "alignment").filter(|&a| a > 0) {
                LLVMSetAlignment(f, a as u32);
            }
            if let Some(gc) = self.str_prop(op, "garbageCollector") {
                let gc = cstring(gc, span)?;
                LLVMSetGC(f, gc.as_ptr());
            }
            self.set_comdat(op, f)?;
            self.translate_attr_types(op, span)?;
            for (i, d) in self.attr_list(op, "arg_attrs").into_iter().enumerate() {
                self.add_param_attrs(f, i as u32 + 1, d);
            }
            if let Some(&d) = self.attr_list(op, "res_attrs").first() {
                self.add_param_attrs(f, 0, d);
            }
            let defined = self.body.op(op).regions.first().is_some_and(|&r| !self.body.region(r).blocks.is_empty());
            self.function_attrs(op, f, defined);
            self.passthrough(op, f)?;
            self.entry_count(op, f);
            self.set_function_subprogram(op, f);
            self.symbols.insert(name, f);
        }
        Ok(())
    }

    /// Translates the types named in argument/result attributes
    /// (`llvm.byval = i32`) so attribute building finds them.
    fn translate_attr_types(&mut self, op: Op, span: crate::ir::Span) -> R<()> {
        let mut types = Vec::new();
        for d in self.attr_list(op, "arg_attrs").into_iter().chain(self.attr_list(op, "res_attrs")) {
            if let AttrKind::Dictionary(entries) = self.ctx.attr_kind(d) {
                for (_, v) in entries.iter() {
                    if let AttrKind::Type(t) = self.ctx.attr_kind(*v) {
                        types.push(*t);
                    }
                }
            }
        }
        for t in types {
            self.ty(t).or_else(|m| err(span, m))?;
        }
        Ok(())
    }

    /// The elements of an array property (e.g. `arg_attrs`).
    fn attr_list(&self, op: Op, name: &'static str) -> Vec<Attr> {
        match self.prop(op, name).map(|a| self.ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items.to_vec(),
            _ => Vec::new(),
        }
    }

    /// `{llvm.x, llvm.y = 8, llvm.z = i32}` at attribute index `idx`.
    unsafe fn add_param_attrs(&self, f: LLVMValueRef, idx: u32, dict: Attr) {
        let AttrKind::Dictionary(entries) = self.ctx.attr_kind(dict) else { return };
        for (k, v) in entries.iter() {
            let Some(kind) = self.ctx.str(*k).strip_prefix("llvm.") else { continue };
            let attr = match self.ctx.attr_kind(*v) {
                AttrKind::Unit | AttrKind::Bool(true) => self.enum_attr(kind, 0),
                AttrKind::Integer { .. } => self.enum_attr(kind, self.ctx.int_value(*v).unwrap_or(0) as u64),
                AttrKind::Type(t) => match self.types.get(t).copied() {
                    Some(lt) => self.type_attr(kind, lt),
                    None => None,
                },
                _ => None,
            };
            if let Some(a) = attr {
                add(f, idx, a);
            }
        }
    }

    /// Function-level attributes from properties: those of a declaration,
    /// and with `defined` those MLIR gives only a function with a body.
    unsafe fn function_attrs(&self, op: Op, f: LLVMValueRef, defined: bool) {
        for (prop, kind) in UNIT_FN_ATTRS {
            if self.has(op, prop) {
                if let Some(a) = self.enum_attr(kind, 0) {
                    add(f, FN_INDEX, a);
                }
            }
        }
        if let Some(m) = self.prop(op, "memory").and_then(|a| self.memory_effects(a)) {
            if let Some(a) = self.enum_attr("memory", m) {
                add(f, FN_INDEX, a);
            }
        }
        if !defined {
            return;
        }
        for (prop, key) in STRING_FN_ATTRS {
            if let Some(v) = self.str_prop(op, prop) {
                add(f, FN_INDEX, self.string_attr(key.as_bytes(), v));
            }
        }
        for (prop, key) in FLAG_FN_ATTRS {
            if self.has(op, prop) {
                add(f, FN_INDEX, self.string_attr(key.as_bytes(), b""));
            }
        }
        if let Some(a) = self.prop(op, "vscale_range") {
            let ctx = self.ctx;
            let fs = dialect_attr::inner(ctx, a).map(|i| dialect_attr::fields(ctx, i)).unwrap_or_default();
            let int = |k| dialect_attr::get(&fs, k).and_then(|v| dialect_attr::as_int(ctx, v)).map(|v| v as u64);
            if let (Some(min), Some(max)) = (int("minRange"), int("maxRange")) {
                if let Some(a) = self.enum_attr("vscale_range", (min << 32) | (max & 0xffff_ffff)) {
                    add(f, FN_INDEX, a);
                }
            }
        }
        for (prop, key) in BOOL_FN_ATTRS {
            if let Some(a) = self.prop(op, prop) {
                if let AttrKind::Bool(bv) = self.ctx.attr_kind(a) {
                    let v: &[u8] = if *bv { b"true" } else { b"false" };
                    add(f, FN_INDEX, self.string_attr(key.as_bytes(), v));
                }
            }
        }
        if let Some(a) = self.prop(op, "target_features") {
            // `#llvm.target_features<["+a", "-b"]>`: the list is tokens.
            let ctx = self.ctx;
            let feats: Vec<String> = dialect_attr::inner(ctx, a)
                .and_then(|i| dialect_attr::strip_group(ctx, i))
                .map(|list| {
                    dialect_attr::split_commas(ctx, list)
                        .into_iter()
                        .filter_map(|v| dialect_attr::as_string(ctx, v))
                        .map(|s| String::from_utf8_lossy(&s).into_owned())
                        .collect()
                })
                .unwrap_or_default();
            if !feats.is_empty() {
                add(f, FN_INDEX, self.string_attr(b"target-features", feats.join(",").as_bytes()));
            }
        }
        if let Some(w) = self.words(op, "frame_pointer").first() {
            let w = w.trim_matches('"');
            add(f, FN_INDEX, self.string_attr(b"frame-pointer", w.as_bytes()));
        }
    }

    /// `passthrough`, as MLIR's `forwardPassthroughAttributes`: each entry
    /// a string (a key) or an array of two strings (key, value); a key LLVM
    /// knows as an integer attribute needs a value (read as an integer with
    /// LLVM's radix prefixes, else kept as a string attribute), any other
    /// known key takes none; unknown keys become string attributes.
    pub(crate) fn passthrough(&self, op: Op, f: LLVMValueRef) -> R<()> {
        let Some(AttrKind::Array(items)) = self.prop(op, "passthrough").map(|a| self.ctx.attr_kind(a)) else { return Ok(()) };
        let span = self.body.op(op).span;
        for &it in items.iter() {
            let (k, v): (&[u8], &[u8]) = match self.ctx.attr_kind(it) {
                AttrKind::String { value, .. } => (value, b""),
                AttrKind::Array(kv) if kv.len() == 2 => match (self.str_attr(kv[0]), self.str_attr(kv[1])) {
                    (Some(k), Some(v)) => (k, v),
                    _ => return err(span, "expected arrays within 'passthrough' to contain two strings"),
                },
                _ => return err(span, "expected 'passthrough' to contain string or array attributes"),
            };
            let ks = String::from_utf8_lossy(k);
            // SAFETY: adds attributes built in the live context to `f`.
            unsafe {
                let Some(id) = kind_id(&ks) else {
                    LLVMAddAttributeAtIndex(f, FN_INDEX, self.string_attr(k, v));
                    continue;
                };
                if INT_ATTR_KINDS.contains(&&*ks) {
                    if v.is_empty() {
                        return err(span, format!("LLVM attribute '{ks}' expects a value"));
                    }
                    match std::str::from_utf8(v).ok().and_then(parse_radix0) {
                        Some(n) => LLVMAddAttributeAtIndex(f, FN_INDEX, LLVMCreateEnumAttribute(self.llctx, id, n as u64)),
                        None => LLVMAddAttributeAtIndex(f, FN_INDEX, self.string_attr(k, v)),
                    }
                } else {
                    if !v.is_empty() {
                        return err(span, format!("LLVM attribute '{ks}' does not expect a value, found '{}'", String::from_utf8_lossy(v)));
                    }
                    LLVMAddAttributeAtIndex(f, FN_INDEX, LLVMCreateEnumAttribute(self.llctx, id, 0));
                }
            }
        }
        Ok(())
    }

    /// `#llvm.memory_effects<other = read, argMem = readwrite,
    /// inaccessibleMem = none>` as LLVM's `MemoryEffects` bits (two bits per
    /// location: argmem 0, inaccessiblemem 1, other 2).
    fn memory_effects(&self, a: Attr) -> Option<u64> {
        let (_, words) = self.ctx.dialect_words(a)?;
        let mut bits = 0u64;
        let mut i = 0;
        while i + 2 < words.len() + 1 && i < words.len() {
            let loc = match words[i] {
                "argMem" => 0,
                "inaccessibleMem" => 1,
                "other" => 2,
                _ => {
                    i += 1;
                    continue;
                }
            };
            let val = words.get(i + 2).copied().unwrap_or("none");
            let mr = match val {
                "read" => 1,
                "write" => 2,
                "readwrite" => 3,
                _ => 0,
            };
            bits |= mr << (loc * 2);
            i += 3;
        }
        Some(bits)
    }

    fn enum_attr(&self, kind: &str, val: u64) -> Option<LLVMAttributeRef> {
        let id = kind_id(kind)?;
        // SAFETY: creates an attribute in the live context.
        Some(unsafe { LLVMCreateEnumAttribute(self.llctx, id, val) })
    }

    fn type_attr(&self, kind: &str, t: LLVMTypeRef) -> Option<LLVMAttributeRef> {
        let id = kind_id(kind)?;
        // SAFETY: creates an attribute in the live context.
        Some(unsafe { LLVMCreateTypeAttribute(self.llctx, id, t) })
    }

    fn string_attr(&self, k: &[u8], v: &[u8]) -> LLVMAttributeRef {
        // SAFETY: LLVM copies both strings.
        unsafe { LLVMCreateStringAttribute(self.llctx, k.as_ptr().cast(), k.len() as u32, v.as_ptr().cast(), v.len() as u32) }
    }
}

/// LLVM's enum attribute kind for a name, if it is one.
/// LLVM's integer attribute kinds (`Attribute::isIntAttrKind`), by name.
const INT_ATTR_KINDS: &[&str] = &[
    "align",
    "allockind",
    "allocsize",
    "dereferenceable",
    "dereferenceable_or_null",
    "memory",
    "nofpclass",
    "alignstack",
    "uwtable",
    "vscale_range",
];

/// An integer as LLVM's `StringRef::getAsInteger(0, int64_t)` reads it:
/// optional `-`, then `0x`/`0b`/`0o`/`0` radix prefixes, the whole text.
fn parse_radix0(s: &str) -> Option<i64> {
    let (neg, s) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let (radix, digits) = if let Some(r) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        (16, r)
    } else if let Some(r) = s.strip_prefix("0b").or_else(|| s.strip_prefix("0B")) {
        (2, r)
    } else if let Some(r) = s.strip_prefix("0o") {
        (8, r)
    } else if s.len() > 1 && s.starts_with('0') {
        (8, &s[1..])
    } else {
        (10, s)
    };
    if digits.is_empty() || !digits.bytes().all(|b| (b as char).is_digit(radix)) {
        return None;
    }
    let u = u64::from_str_radix(digits, radix).ok()?;
    if neg {
        (u <= 1u64 << 63).then(|| (u as i64).wrapping_neg())
    } else {
        i64::try_from(u).ok()
    }
}

fn kind_id(name: &str) -> Option<u32> {
    // SAFETY: reads `name` for its length.
    let id = unsafe { LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len()) };
    (id != 0).then_some(id)
}

unsafe fn add(f: LLVMValueRef, idx: u32, a: LLVMAttributeRef) {
    LLVMAddAttributeAtIndex(f, idx, a);
}
