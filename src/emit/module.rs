//! Module-level translation, in MLIR's order: target triple and data
//! layout, comdats, function signatures, globals (then their initializer
//! regions), `llvm.mlir.global_ctors`/`dtors`, function bodies, and the
//! "Debug Info Version" module flag MLIR always adds.

use std::ffi::CString;

use inkwell::llvm_sys::comdat::*;
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::{LLVMLinkage, LLVMModuleFlagBehavior, LLVMThreadLocalMode, LLVMUnnamedAddr};

use super::{err, Tr, R};
use crate::ir::{Op, Region};

impl Tr<'_> {
    /// Translates the module (or this translation's [`super::Part`] of
    /// it); the names of the symbols made external for a part.
    pub(crate) fn module(&mut self, top: Op) -> R<Vec<String>> {
        let span = self.body.op(top).span;
        if let Some(t) = self.str_prop(top, "llvm.target_triple") {
            let t = cstring(t, span)?;
            // SAFETY: the module is live; LLVM copies the string.
            unsafe { LLVMSetTarget(self.m, t.as_ptr()) };
        }
        if let Some(dl) = self.str_prop(top, "llvm.data_layout") {
            check_layout(&String::from_utf8_lossy(dl), span)?;
            let dl = cstring(dl, span)?;
            // SAFETY: as above.
            unsafe { LLVMSetDataLayout(self.m, dl.as_ptr()) };
        }
        if let Some(spec) = self.prop(top, "dlti.dl_spec") {
            // As in MLIR, a data layout spec wins over `llvm.data_layout`.
            let dl = self.data_layout_from_spec(spec, span)?;
            check_layout(&dl, span)?;
            let dl = cstring(dl.as_bytes(), span)?;
            // SAFETY: as above.
            unsafe { LLVMSetDataLayout(self.m, dl.as_ptr()) };
        }
        // The module flags come first, as MLIR adds them before translating
        // any op (named metadata prints in creation order).
        let key = "Debug Info Version";
        // SAFETY: builds an i32 constant and a module flag in the live module.
        unsafe {
            let i32t = LLVMInt32TypeInContext(self.llctx);
            let v = LLVMValueAsMetadata(LLVMConstInt(i32t, 3, 0));
            LLVMAddModuleFlag(self.m, LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorWarning, key.as_ptr().cast(), key.len(), v);
            // MLIR adds "CodeView" for Windows MSVC targets.
            if self.str_prop(top, "llvm.target_triple").is_some_and(is_windows_msvc) {
                let key = "CodeView";
                let one = LLVMValueAsMetadata(LLVMConstInt(i32t, 1, 0));
                LLVMAddModuleFlag(self.m, LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorWarning, key.as_ptr().cast(), key.len(), one);
            }
        }
        let ops: Vec<Op> = self.top_ops(top);
        self.check_comdats(&ops)?;
        self.prepare_debug_info(top, &ops)?;
        for &op in &ops {
            match self.ctx.str(self.body.op(op).name) {
                "llvm.func" => self.declare_function(op)?,
                "llvm.comdat" | "llvm.mlir.global" | "llvm.mlir.global_ctors" | "llvm.mlir.global_dtors" => {}
                // Ops that only carry metadata MLIR translates into
                // attached nodes; llmir does not emit those nodes yet.
                "llvm.mlir.module_flags" => {}
                "llvm.linker_options" if self.defines_globals() => self.linker_options(op),
                "llvm.linker_options" => {}
                name => return err(self.body.op(op).span, super::untranslatable(name)),
            }
        }
        for &op in &ops {
            if self.ctx.str(self.body.op(op).name) == "llvm.mlir.global" {
                self.declare_global(op)?;
            }
        }
        // Regions and what refers to other symbols are translated only
        // once the verifier beside the translation (if any) has passed
        // their op; declarations above only read properties, checked as
        // they are read.
        // A second part only declares the globals.
        let defines_globals = self.defines_globals();
        for (i, &op) in ops.iter().enumerate().filter(|_| defines_globals) {
            if self.ctx.str(self.body.op(op).name) == "llvm.mlir.global" {
                self.wait_verified(i + 1, span)?;
                self.global_initializer(op)?;
            }
        }
        for (i, &op) in ops.iter().enumerate().filter(|_| defines_globals) {
            match self.ctx.str(self.body.op(op).name) {
                "llvm.mlir.global_ctors" => {
                    self.wait_verified(i + 1, span)?;
                    self.ctors(op, "llvm.global_ctors", "ctors")?
                }
                "llvm.mlir.global_dtors" => {
                    self.wait_verified(i + 1, span)?;
                    self.ctors(op, "llvm.global_dtors", "dtors")?
                }
                _ => {}
            }
        }
        for (i, &op) in ops.iter().enumerate() {
            if self.ctx.str(self.body.op(op).name) == "llvm.func" && self.defines_function(i) {
                self.wait_verified(i + 1, span)?;
                self.function_body(op)?;
                let name = self.sym_name(op)?;
                self.amend_function(op, self.symbols[&name]);
            }
        }
        if self.part.is_none() {
            return Ok(Vec::new());
        }
        Ok(self.open_symbols())
    }

    /// For a module translated in parts: every local symbol becomes a
    /// hidden external one (LLVM keeps its `dso_local`), and what this part
    /// only declares an external declaration, whatever its linkage where
    /// it is defined. Returns the names of the symbols made external, as
    /// they stand in the object's symbol table.
    fn open_symbols(&mut self) -> Vec<String> {
        use inkwell::llvm_sys::core::{LLVMGetLinkage, LLVMGetValueName2, LLVMIsDeclaration, LLVMSetLinkage, LLVMSetVisibility};
        use inkwell::llvm_sys::{LLVMLinkage, LLVMVisibility};
        let mut opened = Vec::new();
        let mut values: Vec<_> = self.symbols.values().copied().collect();
        // (The map's order is a hash's; the list is sorted below anyway.)
        values.sort_unstable();
        values.dedup();
        for g in values {
            // SAFETY: `g` is a global value of the live module; the name
            // is read before any change and copied.
            unsafe {
                let linkage = LLVMGetLinkage(g);
                if matches!(linkage, LLVMLinkage::LLVMInternalLinkage | LLVMLinkage::LLVMPrivateLinkage) {
                    LLVMSetLinkage(g, LLVMLinkage::LLVMExternalLinkage);
                    LLVMSetVisibility(g, LLVMVisibility::LLVMHiddenVisibility);
                    let mut len = 0usize;
                    let name = LLVMGetValueName2(g, &mut len);
                    let bytes = std::slice::from_raw_parts(name as *const u8, len);
                    // A leading \1 asks for the name as it is: no mangling.
                    let bytes = bytes.strip_prefix(b"\x01").unwrap_or(bytes);
                    opened.push(String::from_utf8_lossy(bytes).into_owned());
                } else if LLVMIsDeclaration(g) != 0 && !matches!(linkage, LLVMLinkage::LLVMExternalLinkage | LLVMLinkage::LLVMExternalWeakLinkage) {
                    LLVMSetLinkage(g, LLVMLinkage::LLVMExternalLinkage);
                }
            }
        }
        opened.sort_unstable();
        opened
    }

    /// The ops directly inside the module (its single block).
    fn top_ops(&self, top: Op) -> Vec<Op> {
        let d = self.body.op(top);
        d.regions
            .first()
            .and_then(|&r| self.body.region(r).blocks.first())
            .map(|&b| self.body.block(b).ops.clone())
            .unwrap_or_default()
    }

    /// The name of a symbol-defining op (`sym_name`).
    pub(crate) fn sym_name(&self, op: Op) -> R<String> {
        match self.str_prop(op, "sym_name") {
            Some(n) => Ok(String::from_utf8_lossy(n).into_owned()),
            None => err(self.body.op(op).span, "expected a 'sym_name'"),
        }
    }

    fn declare_global(&mut self, op: Op) -> R<()> {
        let span = self.body.op(op).span;
        let name = self.sym_name(op)?;
        let Some(ty_attr) = self.prop(op, "global_type") else { return err(span, "global without 'global_type'") };
        let crate::ir::AttrKind::Type(t) = *self.ctx.attr_kind(ty_attr) else { return err(span, "bad 'global_type'") };
        let ty = self.ty(t).or_else(|m| err(span, m))?;
        if !valid_global_type(ty) {
            return err(span, "a global's type must be a sized or opaque value type");
        }
        let addr_space = self.int_prop(op, "addr_space").unwrap_or(0) as u32;
        let cname = cstring(name.as_bytes(), span)?;
        // SAFETY: the module and type are live; every setter below only
        // changes the new global's properties.
        let g = unsafe {
            let g = LLVMAddGlobalInAddressSpace(self.m, ty, cname.as_ptr(), addr_space);
            self.set_linkage(op, g);
            LLVMSetGlobalConstant(g, self.has(op, "constant") as i32);
            if self.has(op, "thread_local_") {
                LLVMSetThreadLocalMode(g, LLVMThreadLocalMode::LLVMGeneralDynamicTLSModel);
            }
            if self.has(op, "externally_initialized") {
                LLVMSetExternallyInitialized(g, 1);
            }
            LLVMSetUnnamedAddress(g, unnamed_addr(self.int_prop(op, "unnamed_addr")));
            LLVMSetVisibility(g, self.visibility(op));
            if let Some(a) = self.int_prop(op, "alignment") {
                if a > 0 {
                    LLVMSetAlignment(g, a as u32);
                }
            }
            if let Some(s) = self.str_prop(op, "section") {
                let s = cstring(s, span)?;
                LLVMSetSection(g, s.as_ptr());
            }
            g
        };
        self.set_comdat(op, g)?;
        self.set_global_debug_info(op, g);
        self.symbols.insert(name, g);
        Ok(())
    }

    fn global_initializer(&mut self, op: Op) -> R<()> {
        let span = self.body.op(op).span;
        let name = self.sym_name(op)?;
        let g = self.symbols[&name];
        // SAFETY: `g` is a global variable of the live module.
        let ty = unsafe { LLVMGlobalGetValueType(g) };
        let external = matches!(self.linkage(op), LLVMLinkage::LLVMExternalLinkage | LLVMLinkage::LLVMExternalWeakLinkage);
        let region = self.body.op(op).regions.first().copied().filter(|&r| !self.body.region(r).blocks.is_empty());
        let init = if let Some(v) = self.prop(op, "value") {
            let c = self.const_from_attr(v, ty, span)?;
            // SAFETY: `c` is a live constant.
            if external && unsafe { LLVMIsUndef(c) } != 0 {
                None
            } else {
                Some(c)
            }
        } else if let Some(r) = region {
            Some(self.initializer_region(r, span)?)
        } else if external {
            None
        } else {
            // SAFETY: builds an undef of a live type.
            Some(unsafe { LLVMGetUndef(ty) })
        };
        if let Some(c) = init {
            // SAFETY: `c` is a constant (checked by the producers); LLVM's
            // verifier reports a type mismatch later.
            unsafe { LLVMSetInitializer(g, c) };
        }
        Ok(())
    }

    /// Translates a global's initializer region with a builder that has no
    /// insertion point: every op folds to a constant.
    fn initializer_region(&mut self, r: Region, span: crate::ir::Span) -> R<LLVMValueRef> {
        let blocks = self.body.region(r).blocks.clone();
        if blocks.len() != 1 {
            return err(span, "a global's initializer region must have exactly one block");
        }
        // SAFETY: clears the builder's insertion point.
        unsafe { LLVMClearInsertionPosition(self.b) };
        let ops = self.body.block(blocks[0]).ops.clone();
        for op in ops {
            let d = self.body.op(op);
            if self.ctx.str(d.name) == "llvm.return" {
                let Some(&v) = d.operands.first() else { return err(d.span, "'llvm.return' of an initializer needs a value") };
                let c = self.value(v, d.span)?;
                // SAFETY: inspects a live value.
                if unsafe { LLVMIsConstant(c) } == 0 {
                    return err(d.span, "the initializer does not fold to a constant");
                }
                return Ok(c);
            }
            if !foldable(self.ctx.str(d.name)) {
                return err(d.span, "ops with side effects not allowed in global initializers");
            }
            self.op(op)?;
            for res in self.body.op(op).results() {
                let v = self.values[res.index()];
                // SAFETY: inspects a live value.
                if !v.is_null() && unsafe { LLVMIsConstant(v) } == 0 {
                    return err(self.body.op(op).span, "this op does not fold to a constant in a global initializer");
                }
            }
        }
        err(span, "the initializer region has no 'llvm.return'")
    }

    /// `comdat = @comdats::@sel`: the selector op's name and kind.
    pub(crate) fn set_comdat(&mut self, op: Op, g: LLVMValueRef) -> R<()> {
        let Some(a) = self.prop(op, "comdat") else { return Ok(()) };
        let span = self.body.op(op).span;
        let crate::ir::AttrKind::SymbolRef { root, nested } = self.ctx.attr_kind(a) else { return Ok(()) };
        let Some(&sel) = nested.first() else { return err(span, "a comdat reference needs '@comdat::@selector'") };
        let kind = self.comdat_kind(*root, sel).unwrap_or(0);
        let name = cstring(self.ctx.str(sel).as_bytes(), span)?;
        // SAFETY: the module and global are live.
        unsafe {
            let c = LLVMGetOrInsertComdat(self.m, name.as_ptr());
            LLVMSetComdatSelectionKind(c, comdat_kind(kind));
            LLVMSetComdat(g, c);
        }
        Ok(())
    }

    /// MLIR's `convertComdats`: a selector's name is one LLVM comdat, so it
    /// may appear once in the whole module.
    fn check_comdats(&self, ops: &[Op]) -> R<()> {
        let mut seen: std::collections::HashSet<Vec<u8>> = std::collections::HashSet::new();
        for &op in ops {
            if self.ctx.str(self.body.op(op).name) != "llvm.comdat" {
                continue;
            }
            for &r in &self.body.op(op).regions {
                for &b in &self.body.region(r).blocks {
                    for &sel in &self.body.block(b).ops {
                        let Some(name) = self.str_prop(sel, "sym_name") else { continue };
                        if !seen.insert(name.to_vec()) {
                            return err(
                                self.body.op(sel).span,
                                "comdat selection symbols must be unique even in different comdat regions",
                            );
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Finds `llvm.comdat_selector @sel` inside `llvm.comdat @root`.
    fn comdat_kind(&self, root: crate::ir::Ident, sel: crate::ir::Ident) -> Option<i64> {
        let (root, sel) = (self.ctx.str(root), self.ctx.str(sel));
        for (i, d) in self.body.ops.iter().enumerate() {
            if self.ctx.str(d.name) != "llvm.comdat_selector" {
                continue;
            }
            let op = Op(i as u32);
            let parent = d.parent.and_then(|b| self.body.block(b).parent).and_then(|r| self.body.region(r).parent);
            let Some(p) = parent else { continue };
            if self.str_prop(op, "sym_name") == Some(sel.as_bytes()) && self.str_prop(p, "sym_name") == Some(root.as_bytes())
            {
                return self.enum_prop(op, "comdat", "Comdat");
            }
        }
        None
    }

    /// `llvm.mlir.global_ctors`: an appending `[N x { i32, ptr, ptr }]`.
    fn ctors(&mut self, op: Op, global: &str, list: &'static str) -> R<()> {
        let span = self.body.op(op).span;
        let funcs = match self.prop(op, list).map(|a| self.ctx.attr_kind(a).clone()) {
            Some(crate::ir::AttrKind::Array(items)) => items,
            _ => return err(span, format!("expected a '{list}' array")),
        };
        let prios = self.prop(op, "priorities").and_then(|a| self.dense_ints(a)).unwrap_or_default();
        // SAFETY: builds types and constants in the live context/module.
        unsafe {
            let i32t = LLVMInt32TypeInContext(self.llctx);
            let ptr = LLVMPointerTypeInContext(self.llctx, 0);
            let mut fields = [i32t, ptr, ptr];
            let st = LLVMStructTypeInContext(self.llctx, fields.as_mut_ptr(), 3, 0);
            let mut elems = Vec::new();
            for (i, f) in funcs.iter().enumerate() {
                let Some(name) = self.sym_root(*f) else { return err(span, "expected a symbol reference") };
                let Some(&fv) = self.symbols.get(name) else { return err(span, format!("unknown symbol '@{name}'")) };
                let p = prios.get(i).copied().unwrap_or(65535);
                let mut vals = [LLVMConstInt(i32t, p as u64, 0), fv, LLVMConstNull(ptr)];
                elems.push(LLVMConstNamedStruct(st, vals.as_mut_ptr(), 3));
            }
            let at = LLVMArrayType2(st, elems.len() as u64);
            let init = LLVMConstArray2(st, elems.as_mut_ptr(), elems.len() as u64);
            let name = cstring(global.as_bytes(), span)?;
            let g = LLVMAddGlobal(self.m, at, name.as_ptr());
            LLVMSetLinkage(g, LLVMLinkage::LLVMAppendingLinkage);
            LLVMSetInitializer(g, init);
        }
        Ok(())
    }
}

fn valid_global_type(t: LLVMTypeRef) -> bool {
    use inkwell::llvm_sys::LLVMTypeKind::*;
    // SAFETY: inspects a live type.
    let k = unsafe { LLVMGetTypeKind(t) };
    !matches!(k, LLVMVoidTypeKind | LLVMFunctionTypeKind | LLVMLabelTypeKind | LLVMMetadataTypeKind | LLVMTokenTypeKind)
}

/// LLVM aborts on a bad data layout string; llmir's own parser of LLVM
/// 19's grammar checks it first.
fn check_layout(dl: &str, span: crate::ir::Span) -> R<()> {
    crate::dialects::llvm::data_layout::parse_data_layout(dl)
        .map(|_| ())
        .or_else(|e| err(span, crate::dialects::llvm::data_layout::mlir_message(&e).trim_end().to_string()))
}

/// `arch-vendor-windows-msvc*` (LLVM's `isKnownWindowsMSVCEnvironment`).
fn is_windows_msvc(triple: &[u8]) -> bool {
    let t = String::from_utf8_lossy(triple);
    let parts: Vec<&str> = t.split('-').collect();
    parts.len() >= 4 && (parts[2].starts_with("windows") || parts[2].starts_with("win32")) && parts[3].starts_with("msvc")
}

/// Ops a global initializer may hold: they fold to constants without an
/// insertion point (no memory access, no control flow, no calls).
fn foldable(name: &str) -> bool {
    matches!(
        name,
        "llvm.mlir.constant" | "llvm.mlir.undef" | "llvm.mlir.poison" | "llvm.mlir.zero" | "llvm.mlir.addressof"
            | "llvm.mlir.none" | "llvm.getelementptr" | "llvm.insertvalue" | "llvm.extractvalue"
            | "llvm.insertelement" | "llvm.extractelement" | "llvm.shufflevector" | "llvm.icmp" | "llvm.fcmp"
            | "llvm.select" | "llvm.add" | "llvm.sub" | "llvm.mul" | "llvm.and" | "llvm.or" | "llvm.xor"
            | "llvm.shl" | "llvm.lshr" | "llvm.ashr" | "llvm.udiv" | "llvm.sdiv" | "llvm.urem" | "llvm.srem"
            | "llvm.fadd" | "llvm.fsub" | "llvm.fmul" | "llvm.fdiv" | "llvm.frem" | "llvm.fneg" | "llvm.trunc"
            | "llvm.zext" | "llvm.sext" | "llvm.fptrunc" | "llvm.fpext" | "llvm.fptoui" | "llvm.fptosi"
            | "llvm.uitofp" | "llvm.sitofp" | "llvm.ptrtoint" | "llvm.inttoptr" | "llvm.bitcast"
            | "llvm.addrspacecast"
    )
}

pub(crate) fn cstring(bytes: &[u8], span: crate::ir::Span) -> R<CString> {
    CString::new(bytes).or_else(|_| err(span, "a name or string holds a NUL byte LLVM cannot take here"))
}

fn unnamed_addr(v: Option<i128>) -> LLVMUnnamedAddr {
    match v {
        Some(1) => LLVMUnnamedAddr::LLVMLocalUnnamedAddr,
        Some(2) => LLVMUnnamedAddr::LLVMGlobalUnnamedAddr,
        _ => LLVMUnnamedAddr::LLVMNoUnnamedAddr,
    }
}

pub(crate) fn unnamed_addr_of(v: Option<i128>) -> LLVMUnnamedAddr {
    unnamed_addr(v)
}

fn comdat_kind(k: i64) -> LLVMComdatSelectionKind {
    use LLVMComdatSelectionKind::*;
    match k {
        1 => LLVMExactMatchComdatSelectionKind,
        2 => LLVMLargestComdatSelectionKind,
        3 => LLVMNoDuplicatesComdatSelectionKind,
        4 => LLVMSameSizeComdatSelectionKind,
        _ => LLVMAnyComdatSelectionKind,
    }
}
