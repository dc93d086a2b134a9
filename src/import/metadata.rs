//! Instruction metadata the LLVM dialect models, as MLIR 19's import
//! interface sets it: `!tbaa` (type descriptors and access tags, old
//! format), `!llvm.loop` (`#llvm.loop_annotation`), `!prof` branch
//! weights. Nodes are converted once each (by node) and the attributes
//! built from their canonical spelling.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use rustc_hash::FxHashMap;

use super::ffi::{const_int, is_md_node, md_kind, md_operands, md_string};
use super::{Importer, R};
use crate::ir::{AttrKind, IntOrFloat, Op};

/// The metadata kinds read, by id.
pub(crate) struct Kinds {
    tbaa: u32,
    prof: u32,
    loop_: u32,
    scope: u32,
    noalias: u32,
    access: u32,
}

impl Kinds {
    pub fn new(m: LLVMModuleRef) -> Self {
        // SAFETY: the context of the live module.
        let c = unsafe { LLVMGetModuleContext(m) };
        Kinds {
            tbaa: md_kind(c, "tbaa"),
            prof: md_kind(c, "prof"),
            loop_: md_kind(c, "llvm.loop"),
            scope: md_kind(c, "alias.scope"),
            noalias: md_kind(c, "noalias"),
            access: md_kind(c, "llvm.access.group"),
        }
    }
}

/// TBAA node spellings by node.
pub(crate) type TbaaTexts = FxHashMap<LLVMValueRef, String>;

impl Importer<'_> {
    /// The module-level metadata pass (MLIR's `convertMetadata`): alias
    /// scopes, their domains and access groups are distinct attributes, so
    /// they are all spelled in one attribute (an array), where one
    /// `distinct[N]` is one attribute, and read at once. TBAA nodes and
    /// loop annotations are converted on first use (plain attributes).
    pub(crate) fn metadata(&mut self) -> R<()> {
        let mut groups: Vec<LLVMValueRef> = Vec::new();
        let mut scopes: Vec<LLVMValueRef> = Vec::new();
        let mut domains: Vec<LLVMValueRef> = Vec::new();
        // SAFETY: walks the live module's functions, blocks, instructions.
        let mut f = unsafe { LLVMGetFirstFunction(self.m) };
        while !f.is_null() {
            // SAFETY: as above.
            let mut bb = unsafe { LLVMGetFirstBasicBlock(f) };
            while !bb.is_null() {
                for inst in super::function::instructions(bb) {
                    if let Some(n) = self.md(inst, self.kinds.access) {
                        let ops = md_operands(n);
                        let list = if ops.is_empty() { vec![n] } else { ops };
                        for g in list {
                            if is_md_node(g) && !groups.contains(&g) {
                                groups.push(g);
                            }
                        }
                    }
                    for kind in [self.kinds.scope, self.kinds.noalias] {
                        let Some(n) = self.md(inst, kind) else { continue };
                        for sc in md_operands(n) {
                            if !is_md_node(sc) || scopes.contains(&sc) {
                                continue;
                            }
                            let d = md_operands(sc).get(1).copied().filter(|&d| is_md_node(d));
                            let Some(d) = d else {
                                let text = super::ffi::print_value(sc);
                                self.error(format!("unsupported alias scope node: {text}"));
                                return Err(super::Failed);
                            };
                            if !domains.contains(&d) {
                                domains.push(d);
                            }
                            scopes.push(sc);
                        }
                    }
                }
                // SAFETY: as above.
                bb = unsafe { LLVMGetNextBasicBlock(bb) };
            }
            // SAFETY: as above.
            f = unsafe { LLVMGetNextFunction(f) };
        }
        if groups.is_empty() && scopes.is_empty() {
            return Ok(());
        }
        // Distinct ids come from the debug-info numbering: everything is
        // read in one parse at the end.
        let id = |im: &mut Self, node: LLVMValueRef| -> String {
            let ops = md_operands(node);
            if ops.first() == Some(&node) {
                format!("distinct[{}]<>", im.distinct_id(node as usize))
            } else {
                let name = ops.first().and_then(|&o| md_string(o)).unwrap_or_default();
                super::attr_text::quote(name.as_bytes())
            }
        };
        let mut domain_text = FxHashMap::default();
        for &d in &domains {
            let i = id(self, d);
            let desc = md_operands(d).get(1).and_then(|&o| md_string(o));
            let desc = desc.map(|x| format!(", description = {}", super::attr_text::quote(x.as_bytes()))).unwrap_or_default();
            domain_text.insert(d, format!("#llvm.alias_scope_domain<id = {i}{desc}>"));
        }
        for &g in &groups {
            let text = format!("#llvm.access_group<id = distinct[{}]<>>", self.distinct_id(g as usize));
            let a = self.di_alias(text);
            self.md_attrs.insert(g, a);
        }
        for &sc in &scopes {
            let i = id(self, sc);
            let ops = md_operands(sc);
            let d = &domain_text[&ops[1]];
            let desc = ops.get(2).and_then(|&o| md_string(o));
            let desc = desc.map(|x| format!(", description = {}", super::attr_text::quote(x.as_bytes()))).unwrap_or_default();
            let a = self.di_alias(format!("#llvm.alias_scope<id = {i}, domain = {d}{desc}>"));
            self.md_attrs.insert(sc, a);
        }
        Ok(())
    }

    /// The array of converted attributes for a list node (or one node),
    /// as text.
    fn md_list(&mut self, n: LLVMValueRef, single_if_empty: bool) -> Option<String> {
        let ops = md_operands(n);
        let list = if ops.is_empty() && single_if_empty { vec![n] } else { ops };
        let items: Option<Vec<String>> = list.iter().map(|o| self.md_attrs.get(o).cloned()).collect();
        Some(format!("[{}]", items?.join(", ")))
    }

    fn md(&self, inst: LLVMValueRef, kind: u32) -> Option<LLVMValueRef> {
        // SAFETY: reads an attachment of a live instruction.
        let n = unsafe { LLVMGetMetadata(inst, kind) };
        (!n.is_null()).then_some(n)
    }

    /// Puts the attachments of `inst` the dialect models on `op`.
    pub(crate) fn instruction_metadata(&mut self, inst: LLVMValueRef, op: Op) {
        let name = self.ctx.str(self.body.op(op).name).to_string();
        let info = crate::ods::lookup(&name);
        let has = |p: &str| info.is_some_and(|i| i.def.attr(p).is_some());
        if let Some(node) = self.md(inst, self.kinds.tbaa) {
            if has("tbaa") {
                if let Some(text) = self.tbaa_node(node) {
                    let a = self.attr_text(&format!("[{text}]"));
                    self.set_prop(op, "tbaa", a);
                }
            }
        }
        for (kind, prop, single) in [
            (self.kinds.access, "access_groups", true),
            (self.kinds.scope, "alias_scopes", false),
            (self.kinds.noalias, "noalias_scopes", false),
        ] {
            if let Some(node) = self.md(inst, kind) {
                if has(prop) {
                    if let Some(text) = self.md_list(node, single) {
                        self.di.deferred.push((op, prop, text));
                    }
                }
            }
        }
        if let Some(node) = self.md(inst, self.kinds.loop_) {
            if has("loop_annotation") {
                // Read with the debug-info attributes its locations name.
                if let Some(text) = self.loop_annotation(node) {
                    self.di.deferred.push((op, "loop_annotation", text));
                }
            }
        }
        if let Some(node) = self.md(inst, self.kinds.prof) {
            let ops = md_operands(node);
            if md_string(ops.first().copied().unwrap_or(std::ptr::null_mut())).as_deref() == Some("branch_weights") && has("branch_weights") {
                let ws: Option<Vec<IntOrFloat>> = ops[1..].iter().map(|&o| const_int(o).map(|w| IntOrFloat::Int(w as u32 as i32 as i128))).collect();
                if let Some(ws) = ws {
                    let i32t = self.ctx.int_type(32);
                    let a = self.ctx.attr(AttrKind::DenseArray { elem: i32t, values: ws.into() });
                    self.set_prop(op, "branch_weights", a);
                }
            }
        }
    }

    /// `function_entry_count` from a function's `!prof` attachment.
    pub(crate) fn function_entry_count(&mut self, f: LLVMValueRef) -> Option<crate::ir::Attr> {
        let mut node = None;
        // SAFETY: copies the function's attachments; freed below.
        unsafe {
            let mut count = 0usize;
            let entries = LLVMGlobalCopyAllMetadata(f, &mut count);
            for i in 0..count as u32 {
                if LLVMValueMetadataEntriesGetKind(entries, i) == self.kinds.prof {
                    node = Some(LLVMMetadataAsValue(LLVMGetModuleContext(self.m), LLVMValueMetadataEntriesGetMetadata(entries, i)));
                }
            }
            if !entries.is_null() {
                LLVMDisposeValueMetadataEntries(entries);
            }
        }
        let ops = md_operands(node?);
        if ops.len() != 2 || md_string(ops[0]).as_deref() != Some("function_entry_count") {
            return None;
        }
        let n = const_int(ops[1])?;
        Some(self.ctx.int_attr(n as i128, 64))
    }

    /// The spelling of a TBAA node (root, type descriptor or access tag).
    fn tbaa_node(&mut self, node: LLVMValueRef) -> Option<String> {
        if let Some(t) = self.tbaa_text.get(&node) {
            return Some(t.clone());
        }
        let ops = md_operands(node);
        let text = if ops.len() <= 1 && ops.first().is_none_or(|&o| md_string(o).is_some()) {
            match ops.first().and_then(|&o| md_string(o)) {
                Some(id) => format!("#llvm.tbaa_root<id = {}>", super::attr_text::quote(id.as_bytes())),
                None => "#llvm.tbaa_root".to_string(),
            }
        } else if ops.len() >= 2 && md_string(ops[0]).is_some() {
            let id = md_string(ops[0]).unwrap_or_default();
            let mut members = Vec::new();
            for pair in 0..ops.len() / 2 {
                let m = ops[2 * pair + 1];
                if !is_md_node(m) {
                    return None;
                }
                let offset = if 2 * pair + 2 < ops.len() { const_int(ops[2 * pair + 2])? } else { 0 };
                let mt = self.tbaa_node(m)?;
                members.push(format!("<{mt}, {offset}>"));
            }
            format!("#llvm.tbaa_type_desc<id = {}, members = {{{}}}>", super::attr_text::quote(id.as_bytes()), members.join(", "))
        } else if (ops.len() == 3 || ops.len() == 4) && is_md_node(ops[0]) && is_md_node(ops[1]) {
            let offset = const_int(ops[2])?;
            let base = self.tbaa_node(ops[0])?;
            let access = self.tbaa_node(ops[1])?;
            let constant = ops.len() == 4 && const_int(ops[3]).is_some_and(|c| c & 1 == 1);
            let c = if constant { ", constant = true" } else { "" };
            format!("#llvm.tbaa_tag<base_type = {base}, access_type = {access}, offset = {offset}{c}>")
        } else {
            return None;
        };
        self.tbaa_text.insert(node, text.clone());
        Some(text)
    }

    /// `#llvm.loop_annotation<...>` for a loop ID node.
    fn loop_annotation(&mut self, node: LLVMValueRef) -> Option<String> {
        if let Some(a) = self.loops.get(&node) {
            return a.clone();
        }
        let ops = md_operands(node);
        // The first two locations are where the loop starts and ends.
        let locations: Vec<LLVMValueRef> = ops
            .iter()
            .skip(1)
            .copied()
            .filter(|&o| {
                // SAFETY: reads the kind of a node operand.
                is_md_node(o) && matches!(unsafe { inkwell::llvm_sys::debuginfo::LLVMGetMetadataKind(LLVMValueAsMetadata(o)) }, inkwell::llvm_sys::debuginfo::LLVMMetadataKind::LLVMDILocationMetadataKind)
            })
            .collect();
        // Properties by name: (name, the node's operands after the name).
        let mut props: Vec<(String, Vec<LLVMValueRef>)> = Vec::new();
        for &o in ops.iter().skip(1) {
            if !is_md_node(o) {
                continue;
            }
            let inner = md_operands(o);
            if let Some(n) = inner.first().and_then(|&s| md_string(s)) {
                props.push((n, inner[1..].to_vec()));
            }
        }
        let mut take = |name: &str| -> Option<Vec<LLVMValueRef>> {
            let i = props.iter().position(|p| p.0 == name)?;
            Some(props.remove(i).1)
        };
        let mut warnings = Vec::new();
        let unit = |name: &str, warnings: &mut Vec<String>, take: &mut dyn FnMut(&str) -> Option<Vec<LLVMValueRef>>| -> Option<bool> {
            let v = take(name)?;
            if !v.is_empty() {
                warnings.push(format!("expected metadata node {name} to hold no value"));
                return None;
            }
            Some(true)
        };
        let int = |v: Option<Vec<LLVMValueRef>>| -> Option<u64> { v.and_then(|v| v.first().copied()).and_then(const_int) };
        let mut fields: Vec<String> = Vec::new();
        if unit("llvm.loop.disable_nonforced", &mut warnings, &mut take).is_some() {
            fields.push("disableNonforced = true".into());
        }
        // Vectorize.
        let mut vec_fields = Vec::new();
        if let Some(e) = take("llvm.loop.vectorize.enable").and_then(|v| v.first().copied()).and_then(const_int) {
            vec_fields.push(format!("disable = {}", e == 0));
        }
        if let Some(e) = take("llvm.loop.vectorize.predicate.enable").and_then(|v| v.first().copied()).and_then(const_int) {
            vec_fields.push(format!("predicateEnable = {}", e != 0));
        }
        if let Some(e) = take("llvm.loop.vectorize.scalable.enable").and_then(|v| v.first().copied()).and_then(const_int) {
            vec_fields.push(format!("scalableEnable = {}", e != 0));
        }
        if let Some(w) = int(take("llvm.loop.vectorize.width")) {
            vec_fields.push(format!("width = {w} : i32"));
        }
        if !vec_fields.is_empty() {
            fields.push(format!("vectorize = #llvm.loop_vectorize<{}>", vec_fields.join(", ")));
        }
        if let Some(c) = int(take("llvm.loop.interleave.count")) {
            fields.push(format!("interleave = #llvm.loop_interleave<count = {c} : i32>"));
        }
        // Unroll.
        let mut unroll = Vec::new();
        let enable = unit("llvm.loop.unroll.enable", &mut warnings, &mut take);
        let disable = unit("llvm.loop.unroll.disable", &mut warnings, &mut take);
        if enable.is_some() {
            unroll.push("disable = false".to_string());
        } else if disable.is_some() {
            unroll.push("disable = true".to_string());
        }
        if let Some(c) = int(take("llvm.loop.unroll.count")) {
            unroll.push(format!("count = {c} : i32"));
        }
        if unit("llvm.loop.unroll.runtime.disable", &mut warnings, &mut take).is_some() {
            unroll.push("runtimeDisable = true".into());
        }
        if unit("llvm.loop.unroll.full", &mut warnings, &mut take).is_some() {
            unroll.push("full = true".into());
        }
        if !unroll.is_empty() {
            fields.push(format!("unroll = #llvm.loop_unroll<{}>", unroll.join(", ")));
        }
        let mut licm = Vec::new();
        if unit("llvm.licm.disable", &mut warnings, &mut take).is_some() {
            licm.push("disable = true");
        }
        if unit("llvm.loop.licm_versioning.disable", &mut warnings, &mut take).is_some() {
            licm.push("versioningDisable = true");
        }
        if !licm.is_empty() {
            fields.push(format!("licm = #llvm.loop_licm<{}>", licm.join(", ")));
        }
        if let Some(c) = int(take("llvm.loop.peeled.count")) {
            fields.push(format!("peeled = #llvm.loop_peeled<count = {c} : i32>"));
        }
        if unit("llvm.loop.unswitch.partial.disable", &mut warnings, &mut take).is_some() {
            fields.push("unswitch = #llvm.loop_unswitch<partialDisable = true>".into());
        }
        if unit("llvm.loop.mustprogress", &mut warnings, &mut take).is_some() {
            fields.push("mustProgress = true".into());
        }
        if let Some(v) = int(take("llvm.loop.isvectorized")) {
            fields.push(format!("isVectorized = {}", v != 0));
        }
        let parallel = take("llvm.loop.parallel_accesses");
        for w in warnings {
            self.warn_unknown(w);
        }
        // Only a location fused with its scope is kept, as MLIR's
        // `dyn_cast<FusedLoc>` does.
        for (k, key) in ["startLoc", "endLoc"].iter().enumerate() {
            if let Some(&l) = locations.get(k) {
                // SAFETY: `l` wraps a DILocation.
                let text = self.di_loc(unsafe { LLVMValueAsMetadata(l) });
                if self.di_is_fused(&text) {
                    fields.push(format!("{key} = {text}"));
                }
            }
        }
        if let Some(groups) = parallel {
            let names: Option<Vec<String>> = groups.iter().map(|g| self.md_attrs.get(g).cloned()).collect();
            if let Some(names) = names.filter(|n| !n.is_empty()) {
                fields.push(format!("parallelAccesses = {}", names.join(", ")));
            }
        }
        let a = if fields.is_empty() { None } else { Some(format!("#llvm.loop_annotation<{}>", fields.join(", "))) };
        self.loops.insert(node, a.clone());
        a
    }
}
