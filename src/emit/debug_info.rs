//! Debug info: the `#llvm.di_*` attributes a module uses become LLVM debug
//! info nodes before any function is translated, through one textual module
//! (`di_text`) parsed by LLVM into the same context; the nodes are context
//! metadata, so the main module can use them once the helper module is
//! gone. Then, as MLIR does: functions get the subprogram of their
//! `loc(fused<#di_subprogram>[...])`, globals their `dbg_expr`, compile
//! units the global variable expressions that belong to them and a place in
//! `!llvm.dbg.cu`, and `llvm.intr.dbg.{value,declare,label}` become debug
//! intrinsic calls (records once the module switches to LLVM 19's debug
//! record format at the end). Locations are in `debug_loc`.

use std::ffi::CString;

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::ir_reader::LLVMParseIRInContext;
use inkwell::llvm_sys::prelude::*;
use rustc_hash::FxHashMap;

use super::di_text::DiWriter;
use super::{err, Tr, R};
use crate::ir::{Attr, AttrKind, LocKind, Op};

/// The debug info state of one translation.
#[derive(Default)]
pub(crate) struct DebugInfo {
    /// Whether the module uses any DI attribute (otherwise no op can get a
    /// debug location and the location work is skipped).
    pub enabled: bool,
    /// The node of each DI attribute the module uses directly.
    pub nodes: FxHashMap<Attr, LLVMMetadataRef>,
    /// Debug intrinsic expressions by attribute (`None`: the empty one).
    pub exprs: FxHashMap<Option<Attr>, LLVMMetadataRef>,
    /// The parent scope of each lexical block (subprograms have none).
    pub scope_parent: FxHashMap<LLVMMetadataRef, Option<LLVMMetadataRef>>,
    /// Translated locations: (location, scope, inlined-at) → DILocation.
    pub locs: FxHashMap<(super::debug_loc::Loc, LLVMMetadataRef, LLVMMetadataRef), LLVMMetadataRef>,
    /// Byte offsets of line starts in the source (for ops without `loc`).
    pub line_starts: std::cell::OnceCell<Vec<u32>>,
}

/// The DI roots of a module in MLIR's translation order.
enum Root {
    Attr(Attr),
    Expr(Option<Attr>),
    Global(Attr),
}

impl Tr<'_> {
    /// Builds every debug info node the module needs (see the module doc).
    pub(crate) fn prepare_debug_info(&mut self, top: Op, top_ops: &[Op]) -> R<()> {
        let roots = self.debug_roots(top_ops);
        if roots.is_empty() {
            return Ok(());
        }
        let span = self.body.op(top).span;
        // Debug info attributes are read from every op at once: the whole
        // module verified first.
        self.wait_verified(top_ops.len(), span)?;
        let mut w = DiWriter::new(self.ctx);
        // (root, its node number in the text).
        let mut numbered: Vec<(Root, usize)> = Vec::new();
        for r in roots {
            let n = match &r {
                Root::Attr(a) => w.root(*a),
                Root::Global(a) => {
                    let n = w.root(*a);
                    if let Some(n) = n {
                        w.add_global(*a, n);
                    }
                    n
                }
                Root::Expr(e) => Some(w.expression_root(*e)),
            };
            if let Some(n) = n {
                numbered.push((r, n));
            }
        }
        w.finish_compile_units();
        let text = helper_module_text(&w);
        let nodes = self.parse_nodes(&text, w.len(), span)?;
        let node = |n: usize| nodes.get(n - 1).copied().unwrap_or(std::ptr::null_mut());
        for (r, n) in numbered {
            match r {
                Root::Attr(a) | Root::Global(a) => {
                    self.di.nodes.insert(a, node(n));
                }
                Root::Expr(e) => {
                    self.di.exprs.insert(e, node(n));
                }
            }
        }
        for &(n, parent) in &w.local_scopes {
            self.di.scope_parent.insert(node(n), parent.map(node));
        }
        // SAFETY: adds the compile units (nodes of the live context) to the
        // module's `!llvm.dbg.cu`, in the order MLIR creates them.
        unsafe {
            for (cu, _) in &w.cus {
                let v = LLVMMetadataAsValue(self.llctx, node(*cu));
                LLVMAddNamedMetadataOperand(self.m, c"llvm.dbg.cu".as_ptr(), v);
            }
        }
        self.di.enabled = true;
        Ok(())
    }

    /// The DI attributes of the module in the order MLIR translates them:
    /// global variable expressions first, then per function its location's
    /// scopes and, op by op, the locations' scopes and the debug intrinsics'
    /// variables, labels and expressions.
    fn debug_roots(&self, top_ops: &[Op]) -> Vec<Root> {
        let mut roots = Vec::new();
        for &op in top_ops {
            if self.ctx.str(self.body.op(op).name) == "llvm.mlir.global" {
                if let Some(e) = self.prop(op, "dbg_expr").filter(|&a| self.is_di(a)) {
                    roots.push(Root::Global(e));
                }
            }
        }
        for &op in top_ops {
            if self.ctx.str(self.body.op(op).name) == "llvm.func" {
                let loc = self.body.op(op).loc;
                let sp = loc.and_then(|l| self.find_subprogram(l, 0));
                if let Some(sp) = sp {
                    roots.push(Root::Attr(sp));
                }
                for &r in self.body.op(op).regions.iter() {
                    self.region_roots(r, sp.is_some(), &mut roots);
                }
            }
        }
        roots
    }

    /// The roots of the ops of a function body; `has_scope`: the function
    /// has a subprogram.
    fn region_roots(&self, r: crate::ir::Region, has_scope: bool, roots: &mut Vec<Root>) {
        for (i, &b) in self.body.region(r).blocks.iter().enumerate() {
            if i > 0 {
                for &a in &self.body.block(b).args {
                    if let Some(l) = self.body.value(a).loc {
                        self.loc_roots(l, has_scope, false, roots, 0);
                    }
                }
            }
            for &op in &self.body.block(b).ops {
                let d = self.body.op(op);
                // Ops without `loc(...)` are at a file position: it resolves
                // exactly when the function has a subprogram.
                let located = match d.loc {
                    Some(l) => self.loc_roots(l, has_scope, false, roots, 0),
                    None => has_scope,
                };
                if let Some(AttrKind::Array(groups)) = self.prop(op, "access_groups").map(|a| self.ctx.attr_kind(a)) {
                    roots.extend(groups.iter().map(|&g| Root::Attr(g)));
                }
                if let Some(la) = self.prop(op, "loop_annotation") {
                    self.loop_roots(la, has_scope, roots, 0);
                }
                // MLIR leaves debug intrinsics without a location out, so
                // their attributes are never translated.
                match self.ctx.str(d.name) {
                    "llvm.intr.dbg.value" | "llvm.intr.dbg.declare" if located => {
                        if let Some(v) = self.prop(op, "varInfo").filter(|&a| self.is_di(a)) {
                            roots.push(Root::Attr(v));
                        }
                        roots.push(Root::Expr(self.prop(op, "locationExpr").filter(|&a| self.is_di(a))));
                    }
                    "llvm.intr.dbg.label" if located => {
                        if let Some(v) = self.prop(op, "label").filter(|&a| self.is_di(a)) {
                            roots.push(Root::Attr(v));
                        }
                    }
                    _ => {}
                }
                for &inner in d.regions.iter() {
                    self.region_roots(inner, has_scope, roots);
                }
            }
        }
    }

    /// The DI scopes of the fused locations `debug_loc` visits when it
    /// translates `l`, and whether the translation yields a location (the
    /// same null rules as `debug_loc::translate_loc`).
    fn loc_roots(&self, l: Attr, has_scope: bool, inlined: bool, roots: &mut Vec<Root>, depth: u32) -> bool {
        if depth > 256 {
            return false;
        }
        let AttrKind::Loc(k) = self.ctx.attr_kind(l) else { return false };
        match k {
            LocKind::FileLineCol { .. } => has_scope,
            LocKind::Fused { metadata, locs } => {
                let mut scoped = has_scope;
                if let Some(m) = metadata.filter(|&m| self.is_local_scope(m)) {
                    roots.push(Root::Attr(m));
                    scoped = true;
                }
                let mut all = !locs.is_empty();
                for &x in locs.iter() {
                    all &= self.loc_roots(x, scoped, inlined, roots, depth + 1);
                }
                all
            }
            LocKind::CallSite { callee, caller } => {
                let caller_ok = self.loc_roots(*caller, has_scope, inlined, roots, depth + 1);
                if !caller_ok && !inlined {
                    return false;
                }
                self.loc_roots(*callee, false, true, roots, depth + 1);
                true
            }
            LocKind::Name { child: Some(c), .. } => self.loc_roots(*c, has_scope, inlined, roots, depth + 1),
            _ => false,
        }
    }

    /// The locations' scopes and the access groups of a loop annotation
    /// and its followups.
    fn loop_roots(&self, a: Attr, has_scope: bool, roots: &mut Vec<Root>, depth: u32) {
        if depth > 64 {
            return;
        }
        let ctx = self.ctx;
        let Some(body) = super::dialect_attr::inner(ctx, a) else { return };
        for (key, value) in super::di_text::di_fields(ctx, body) {
            match key {
                "startLoc" | "endLoc" => {
                    if let Some(l) = super::dialect_attr::as_attr(value) {
                        self.loc_roots(l, has_scope, false, roots, 0);
                    }
                }
                "parallelAccesses" => {
                    for g in super::dialect_attr::split_commas(ctx, value) {
                        if let Some(g) = super::dialect_attr::as_attr(g) {
                            roots.push(Root::Attr(g));
                        }
                    }
                }
                _ => {
                    // Option groups hold followup annotations.
                    let Some(group) = super::dialect_attr::params(ctx, value) else { continue };
                    for (k, v) in group {
                        if k.starts_with("followup") {
                            if let Some(f) = super::dialect_attr::as_attr(v) {
                                self.loop_roots(f, has_scope, roots, depth + 1);
                            }
                        }
                    }
                }
            }
        }
    }

    fn di_mnemonic(&self, a: Attr) -> &str {
        match self.ctx.attr_kind(a) {
            AttrKind::Dialect { name, .. } => self.ctx.str(*name),
            _ => "",
        }
    }

    fn is_di(&self, a: Attr) -> bool {
        self.di_mnemonic(a).starts_with("llvm.di_")
    }

    /// Subprograms and lexical blocks: the scopes a location can carry.
    pub(crate) fn is_local_scope(&self, a: Attr) -> bool {
        matches!(self.di_mnemonic(a), "llvm.di_subprogram" | "llvm.di_lexical_block" | "llvm.di_lexical_block_file")
    }

    /// Parses the node text in a helper module of the same context and
    /// returns node `!1`..`!count` (read back from the attachments of a
    /// helper global; the helper module is disposed, its nodes stay).
    fn parse_nodes(&mut self, text: &str, count: usize, span: crate::ir::Span) -> R<Vec<LLVMMetadataRef>> {
        let name = c"llmir-debug-info";
        // SAFETY: the buffer copies `text`; LLVMParseIRInContext takes the
        // buffer and, on success, gives a module owned here and disposed
        // below; the message is freed with LLVMDisposeMessage.
        unsafe {
            let buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(text.as_ptr().cast(), text.len(), name.as_ptr());
            let mut helper: LLVMModuleRef = std::ptr::null_mut();
            let mut msg: *mut std::ffi::c_char = std::ptr::null_mut();
            if LLVMParseIRInContext(self.llctx, buf, &mut helper, &mut msg) != 0 {
                let m = if msg.is_null() {
                    String::new()
                } else {
                    let s = std::ffi::CStr::from_ptr(msg).to_string_lossy().into_owned();
                    LLVMDisposeMessage(msg);
                    s
                };
                return err(span, format!("llmir-translate: LLVM rejects the debug info: {}", m.trim_end()));
            }
            let g = LLVMGetNamedGlobal(helper, c"llmir.di.nodes".as_ptr());
            let mut nodes = Vec::with_capacity(count);
            if !g.is_null() {
                let mut n = 0usize;
                let entries = LLVMGlobalCopyAllMetadata(g, &mut n);
                for i in 0..n as u32 {
                    nodes.push(LLVMValueMetadataEntriesGetMetadata(entries, i));
                }
                if !entries.is_null() {
                    LLVMDisposeValueMetadataEntries(entries);
                }
            }
            LLVMDisposeModule(helper);
            if nodes.len() != count {
                return err(span, "llmir-translate: the debug info nodes did not come back from LLVM");
            }
            Ok(nodes)
        }
    }

    /// Sets the subprogram of a function whose location names one.
    pub(crate) fn set_function_subprogram(&mut self, op: Op, f: LLVMValueRef) {
        if !self.di.enabled {
            return;
        }
        let Some(sp) = self.body.op(op).loc.and_then(|l| self.find_subprogram(l, 0)) else { return };
        if let Some(&node) = self.di.nodes.get(&sp) {
            // SAFETY: `f` is a function of the live module, `node` a
            // subprogram of its context.
            unsafe { inkwell::llvm_sys::debuginfo::LLVMSetSubprogram(f, node) };
        }
    }

    /// The first `fused<#di_subprogram>` inside a location, as MLIR's
    /// `findInstanceOf` walks it.
    fn find_subprogram(&self, l: Attr, depth: u32) -> Option<Attr> {
        if depth > 256 {
            return None;
        }
        let AttrKind::Loc(k) = self.ctx.attr_kind(l) else { return None };
        match k {
            LocKind::Fused { metadata, locs } => {
                if let Some(m) = metadata.filter(|&m| self.di_mnemonic(m) == "llvm.di_subprogram") {
                    return Some(m);
                }
                locs.iter().find_map(|&x| self.find_subprogram(x, depth + 1))
            }
            LocKind::CallSite { callee, caller } => {
                self.find_subprogram(*callee, depth + 1).or_else(|| self.find_subprogram(*caller, depth + 1))
            }
            LocKind::Name { child: Some(c), .. } => self.find_subprogram(*c, depth + 1),
            _ => None,
        }
    }

    /// `dbg_expr` of a global → its `!dbg` attachment.
    pub(crate) fn set_global_debug_info(&self, op: Op, g: LLVMValueRef) {
        let Some(node) = self.prop(op, "dbg_expr").and_then(|a| self.di.nodes.get(&a)) else { return };
        // SAFETY: `g` is a global of the live module.
        unsafe { LLVMGlobalSetMetadata(g, self.md_kind("dbg"), *node) };
    }

    /// `llvm.intr.dbg.value/declare/label`: a call of the debug intrinsic,
    /// left out (as MLIR does) when the op has no debug location.
    pub(crate) fn debug_intrinsic(&mut self, op: Op, which: &str) -> R<()> {
        let span = self.body.op(op).span;
        // SAFETY: reads the builder's current location.
        if unsafe { LLVMGetCurrentDebugLocation2(self.b) }.is_null() {
            return Ok(());
        }
        let name = format!("llvm.dbg.{which}");
        let mut args: Vec<LLVMValueRef> = Vec::new();
        // SAFETY: wraps live values and nodes of the context as metadata
        // arguments of the intrinsic, which takes exactly these.
        unsafe {
            if which == "label" {
                let Some(&label) = self.prop(op, "label").and_then(|a| self.di.nodes.get(&a)) else {
                    return err(span, "expected a '#llvm.di_label'");
                };
                args.push(LLVMMetadataAsValue(self.llctx, label));
            } else {
                let v = match self.body.op(op).operands.first() {
                    Some(&v) => self.value(v, span)?,
                    None => return err(span, "expected an operand"),
                };
                let Some(&var) = self.prop(op, "varInfo").and_then(|a| self.di.nodes.get(&a)) else {
                    return err(span, "expected a '#llvm.di_local_variable'");
                };
                let key = self.prop(op, "locationExpr").filter(|&a| self.is_di(a));
                let Some(&expr) = self.di.exprs.get(&key) else { return err(span, "expected a '#llvm.di_expression'") };
                args.push(LLVMMetadataAsValue(self.llctx, LLVMValueAsMetadata(v)));
                args.push(LLVMMetadataAsValue(self.llctx, var));
                args.push(LLVMMetadataAsValue(self.llctx, expr));
            }
            let id = LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len());
            if id == 0 {
                return err(span, format!("LLVM does not know '{name}'"));
            }
            let f = LLVMGetIntrinsicDeclaration(self.m, id, std::ptr::null_mut(), 0);
            let fnty = LLVMIntrinsicGetType(self.llctx, id, std::ptr::null_mut(), 0);
            LLVMBuildCall2(self.b, fnty, f, args.as_mut_ptr(), args.len() as u32, c"".as_ptr());
        }
        Ok(())
    }

    /// After translation: debug intrinsics become LLVM 19's debug records
    /// (MLIR builds intrinsics and converts the module at the end), and
    /// their now unused declarations go when records are printed, as
    /// mlir-translate removes them (printing intrinsics converts back and
    /// uses them).
    pub(crate) fn finish_debug_info(&mut self) {
        // SAFETY: converts the live module's format and deletes functions
        // without uses.
        unsafe {
            LLVMSetIsNewDbgInfoFormat(self.m, 1);
            if !super::debug_records() {
                return;
            }
            for name in ["llvm.dbg.value", "llvm.dbg.declare", "llvm.dbg.label", "llvm.dbg.assign"] {
                let cname = CString::new(name).unwrap_or_default();
                let f = LLVMGetNamedFunction(self.m, cname.as_ptr());
                if !f.is_null() && LLVMGetFirstUse(f).is_null() {
                    LLVMDeleteFunction(f);
                }
            }
        }
    }
}

/// The helper module: one global carrying every node in order, and the
/// nodes. It has no "Debug Info Version" flag and no `!llvm.dbg.cu`: then
/// LLVM's parser neither verifies its debug info (which would print to
/// stderr) nor finds anything to strip; the main module is verified later,
/// where a failure becomes a diagnostic.
fn helper_module_text(w: &DiWriter) -> String {
    let mut s = String::new();
    s.push_str("@llmir.di.nodes = external global i8");
    for n in 1..=w.len() {
        s.push_str(&format!(", !llmir.di !{n}"));
    }
    s.push('\n');
    for line in w.node_lines() {
        s.push_str(&line);
    }
    s
}
