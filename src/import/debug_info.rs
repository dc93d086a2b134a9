//! Debug information, as MLIR 19's `DebugImporter`: `DI*` nodes become
//! `#llvm.di_*` attributes, `llvm.dbg.declare`/`value` calls become
//! `llvm.intr.dbg.declare`/`value` ops placed right after their operand's
//! definition once the whole function is converted, `llvm.dbg.label`
//! becomes `llvm.intr.dbg.label` in place, a global's first `!dbg`
//! attachment its `dbg_expr`, `DILocation`s `loc(fused<scope>[...])`.
//!
//! Recursive types follow MLIR's `CyclicReplacerCache`: meeting a
//! composite type again while it is being translated gives its
//! self-reference (`tag = DW_TAG_null, recId = distinct[N]`), the type
//! itself then carries `recId`; results that depend on a type still being
//! translated are cached only until that type is done. Nodes MLIR 19 has
//! no attribute for translate to nothing, and what needs them is dropped,
//! as MLIR drops it.
//!
//! Each result is an attribute alias (`#dN = ...`); the attributes that
//! ops need are collected (`Importer::defer`) and read in one parse at
//! the end, so that `distinct[N]` ids are shared across them.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::debuginfo::*;
use inkwell::llvm_sys::prelude::*;
use rustc_hash::FxHashMap;

use super::attr_text::quote;
use super::di_text::{expression_ops, parse_node, DiNode, DiVal};
use super::ffi::{md_operands, name, operand, print_value};
use super::{Importer, R};
use crate::ir::{Op, Value};

/// A `llvm.dbg.declare`/`value` call, its metadata read before the call's
/// operands were detached (see `prepare_debug_intrinsics`).
#[derive(Clone, Copy)]
pub(crate) struct DbgCall {
    pub declare: bool,
    /// The location operand (a `MetadataAsValue`).
    pub addr: LLVMValueRef,
    pub var: usize,
    pub expr: usize,
}

/// One frame of the cyclic translation: the node and the frames its
/// result depends on.
struct Frame {
    node: usize,
    deps: std::collections::BTreeSet<usize>,
    dependents: Vec<usize>,
}

/// The state of the debug-info translation of one module.
#[derive(Default)]
pub(crate) struct DiState {
    parsed: FxHashMap<usize, Option<std::rc::Rc<DiNode>>>,
    standalone: FxHashMap<usize, Option<String>>,
    dependent: FxHashMap<usize, (Option<String>, usize)>,
    frames: Vec<Frame>,
    on_stack: FxHashMap<usize, usize>,
    rec_ids: FxHashMap<usize, usize>,
    distinct_ids: FxHashMap<usize, usize>,
    next_distinct: usize,
    /// Alias definitions in creation order (operands first).
    pub defs: Vec<String>,
    alias_of: FxHashMap<String, String>,
    /// Calls by instruction.
    pub calls: FxHashMap<LLVMValueRef, DbgCall>,
    pub labels: FxHashMap<LLVMValueRef, usize>,
    /// The operands detached from debug calls: (call, index, operand).
    detached: Vec<(LLVMValueRef, u32, LLVMValueRef)>,
    /// The current function's debug calls, in conversion order.
    pub pending: Vec<LLVMValueRef>,
    /// Attributes for op properties, read at the end: (op, property, text).
    pub deferred: Vec<(Op, &'static str, String)>,
    /// Locations spelled with debug-info aliases, read with them.
    pub locs: Vec<(super::LocTarget, String)>,
}

/// LLVM's `DIFlag*` / `DISPFlag*` words → MLIR's `|`-joined spelling.
fn flags_text(words: &str, prefix: &str, order: &[&str]) -> Option<String> {
    let mut names: Vec<&str> = words.split(" | ").map(|w| w.trim().trim_start_matches(prefix)).filter(|w| !w.is_empty() && *w != "Zero").collect();
    if names.is_empty() {
        return None;
    }
    names.sort_by_key(|n| order.iter().position(|o| o == n).unwrap_or(usize::MAX));
    Some(if names.len() == 1 { names[0].to_string() } else { format!("\"{}\"", names.join("|")) })
}

/// MLIR's `DISubprogramFlags` in bit order.
const SP_FLAGS: &[&str] =
    &["Virtual", "PureVirtual", "LocalToUnit", "Definition", "Optimized", "Pure", "Elemental", "Recursive", "MainSubprogram", "Deleted", "ObjCDirect"];

/// MLIR's `DIFlags` in bit order.
const DI_FLAGS: &[&str] = &[
    "Private", "Protected", "Public", "FwdDecl", "AppleBlock", "ReservedBit4", "Virtual", "Artificial", "Explicit", "Prototyped",
    "ObjcClassComplete", "ObjectPointer", "Vector", "StaticMember", "LValueReference", "RValueReference", "ExportSymbols",
    "SingleInheritance", "MultipleInheritance", "VirtualInheritance", "IntroducedVirtual", "BitField", "NoReturn",
    "TypePassByValue", "TypePassByReference", "EnumClass", "Thunk", "NonTrivial", "BigEndian", "LittleEndian", "AllCallsDescribed",
];

impl Importer<'_> {
    /// Converts debug records to intrinsic calls (MLIR 19 imports the
    /// intrinsic form), then reads the metadata of every debug call and
    /// detaches it from the call, so that each node's `MetadataAsValue`
    /// has no user and prints with its operands by address.
    pub(crate) fn prepare_debug_intrinsics(&mut self) {
        // SAFETY: converts the live module's debug records in place.
        unsafe {
            if LLVMIsNewDbgInfoFormat(self.m) != 0 {
                LLVMSetIsNewDbgInfoFormat(self.m, 0);
            }
        }
        let mut calls = Vec::new();
        // SAFETY: walks the live module's functions and their blocks.
        let mut f = unsafe { LLVMGetFirstFunction(self.m) };
        while !f.is_null() {
            // SAFETY: as above.
            let entry = unsafe { if LLVMCountBasicBlocks(f) > 0 { LLVMGetFirstBasicBlock(f) } else { std::ptr::null_mut() } };
            if !entry.is_null() {
                for bb in super::function::reverse_post_order(entry) {
                    for inst in super::function::instructions(bb) {
                        if let Some(callee) = dbg_callee(inst) {
                            calls.push((inst, callee));
                        }
                    }
                }
            }
            // SAFETY: as above.
            f = unsafe { LLVMGetNextFunction(f) };
        }
        // SAFETY: an empty tuple of the module's context, as a value.
        let dummy = unsafe {
            let c = LLVMGetModuleContext(self.m);
            LLVMMetadataAsValue(c, LLVMMDNodeInContext2(c, std::ptr::null_mut(), 0))
        };
        let md = |v: LLVMValueRef| -> usize {
            // SAFETY: `v` is a metadata operand of a debug call.
            unsafe { LLVMValueAsMetadata(v) as usize }
        };
        for (inst, callee) in calls {
            match callee.as_str() {
                "llvm.dbg.declare" | "llvm.dbg.value" => {
                    let call = DbgCall { declare: callee == "llvm.dbg.declare", addr: operand(inst, 0), var: md(operand(inst, 1)), expr: md(operand(inst, 2)) };
                    self.di.calls.insert(inst, call);
                    for i in [1, 2] {
                        self.di.detached.push((inst, i, operand(inst, i)));
                        // SAFETY: replaces a metadata argument of a live call.
                        unsafe { LLVMSetOperand(inst, i, dummy) };
                    }
                }
                "llvm.dbg.label" => {
                    self.di.labels.insert(inst, md(operand(inst, 0)));
                    self.di.detached.push((inst, 0, operand(inst, 0)));
                    // SAFETY: as above.
                    unsafe { LLVMSetOperand(inst, 0, dummy) };
                }
                _ => {}
            }
        }
    }

    /// The text of `v` for an error message, numbered as LLVM numbers the
    /// module's metadata: the detached debug operands are put back first
    /// (the import stops at an error, so nothing is translated after).
    pub(crate) fn error_text(&mut self, v: LLVMValueRef) -> String {
        for (inst, i, o) in std::mem::take(&mut self.di.detached) {
            // SAFETY: restores an operand of a live call.
            unsafe { LLVMSetOperand(inst, i, o) };
        }
        print_value(v)
    }

    /// The node at `ptr`, printed and read once.
    fn di_node(&mut self, ptr: usize) -> Option<std::rc::Rc<DiNode>> {
        if let Some(n) = self.di.parsed.get(&ptr) {
            return n.clone();
        }
        // SAFETY: `ptr` is a metadata node of the live module's context
        // (read from its instructions, globals or other nodes).
        let text = unsafe {
            let c = LLVMGetModuleContext(self.m);
            print_value(LLVMMetadataAsValue(c, ptr as LLVMMetadataRef))
        };
        // LLVM's `MetadataAsValue` stands `!{}` for a tuple `!{null}`
        // (`canonicalizeMetadataForValue`): the node printed is then
        // another one, at another address.
        let own = text.starts_with(&format!("<{ptr:#x}>"));
        let n = if !own && text.ends_with("= !{}") {
            Some(std::rc::Rc::new(DiNode { kind: String::new(), distinct: false, fields: vec![(String::new(), DiVal::Null)] }))
        } else {
            parse_node(&text).map(std::rc::Rc::new)
        };
        self.di.parsed.insert(ptr, n.clone());
        n
    }

    pub(crate) fn distinct_id(&mut self, ptr: usize) -> usize {
        let next = &mut self.di.next_distinct;
        *self.di.distinct_ids.entry(ptr).or_insert_with(|| {
            *next += 1;
            *next - 1
        })
    }

    /// The alias naming `text` (one per distinct spelling).
    pub(crate) fn di_alias(&mut self, text: String) -> String {
        if let Some(a) = self.di.alias_of.get(&text) {
            return a.clone();
        }
        let a = format!("#d{}", self.di.defs.len());
        self.di.defs.push(format!("{a} = {text}"));
        self.di.alias_of.insert(text, a.clone());
        a
    }

    /// MLIR's `DebugImporter::translate` for the node at `ptr`: its alias,
    /// or `None` when it cannot be translated.
    pub(crate) fn di(&mut self, ptr: usize) -> Option<String> {
        if ptr == 0 {
            return None;
        }
        if let Some(r) = self.di.standalone.get(&ptr) {
            return r.clone();
        }
        if let Some((r, h)) = self.di.dependent.get(&ptr).cloned() {
            if let Some(top) = self.di.frames.last_mut() {
                top.deps.insert(h);
            }
            return r;
        }
        if let Some(&fi) = self.di.on_stack.get(&ptr) {
            if self.di_node(ptr).is_some_and(|n| n.kind == "DICompositeType") {
                let next = &mut self.di.next_distinct;
                let id = *self.di.rec_ids.entry(ptr).or_insert_with(|| {
                    *next += 1;
                    *next - 1
                });
                if let Some(top) = self.di.frames.last_mut() {
                    top.deps.insert(fi);
                }
                return Some(self.di_alias(format!("#llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[{id}]<>>")));
            }
            // MLIR cannot break the cycle here and translates the node
            // again; a type further down breaks it. Guard the depth.
            if self.di.frames.len() > 2000 {
                return None;
            }
        }
        let idx = self.di.frames.len();
        self.di.frames.push(Frame { node: ptr, deps: Default::default(), dependents: Vec::new() });
        self.di.on_stack.entry(ptr).or_insert(idx);
        let text = self.di_translate(ptr);
        let mut frame = self.di.frames.pop().expect("the frame pushed above");
        let repeated = frame.deps.remove(&idx);
        let result = text.map(|t| {
            let rec = match (repeated, self.di.rec_ids.get(&ptr)) {
                (true, Some(id)) => format!(", recId = distinct[{id}]<>"),
                _ => String::new(),
            };
            let t = t.replacen("@REC@", &rec, 1);
            self.di_alias(t)
        });
        if frame.deps.is_empty() {
            self.di.standalone.insert(ptr, result.clone());
        } else {
            let h = *frame.deps.iter().next_back().expect("not empty");
            self.di.dependent.insert(ptr, (result.clone(), h));
            if let Some(parent) = self.di.frames.last_mut() {
                parent.deps.extend(frame.deps.iter().copied());
            }
            if let Some(owner) = self.di.frames.get_mut(h) {
                owner.dependents.push(ptr);
            }
        }
        for d in std::mem::take(&mut frame.dependents) {
            self.di.dependent.remove(&d);
        }
        if self.di.on_stack.get(&ptr) == Some(&idx) {
            self.di.on_stack.remove(&ptr);
        }
        let _ = frame.node;
        result
    }

    /// The field `name` of `n` translated, when it names a node.
    fn di_field(&mut self, n: &DiNode, name: &str) -> Option<String> {
        n.reference(name).and_then(|r| self.di(r))
    }

    /// The attribute text of one node (composite types keep an `@REC@`
    /// mark where `recId` goes).
    fn di_translate(&mut self, ptr: usize) -> Option<String> {
        let n = self.di_node(ptr)?;
        let mut f: Vec<String> = Vec::new();
        let s = |n: &DiNode, key: &str| n.string(key).map(quote);
        let text = match n.kind.as_str() {
            "DIBasicType" => {
                f.push(format!("tag = {}", n.word("tag").unwrap_or("DW_TAG_base_type")));
                if let Some(x) = s(&n, "name") {
                    f.push(format!("name = {x}"));
                }
                push_int(&mut f, "sizeInBits", n.int("size"));
                if let Some(e) = n.word("encoding") {
                    f.push(format!("encoding = {e}"));
                }
                format!("#llvm.di_basic_type<{}>", f.join(", "))
            }
            "DIFile" => {
                let name = n.string("filename").unwrap_or_default();
                let dir = n.string("directory").unwrap_or_default();
                format!("#llvm.di_file<{} in {}>", quote(name), quote(dir))
            }
            "DICompileUnit" => {
                let id = self.distinct_id(ptr);
                f.push(format!("id = distinct[{id}]<>"));
                f.push(format!("sourceLanguage = {}", n.word("language").unwrap_or("DW_LANG_C")));
                if let Some(file) = self.di_field(&n, "file") {
                    f.push(format!("file = {file}"));
                }
                if let Some(x) = s(&n, "producer") {
                    f.push(format!("producer = {x}"));
                }
                f.push(format!("isOptimized = {}", n.flag("isOptimized")));
                let kind = match n.word("emissionKind") {
                    Some("FullDebug") => "Full",
                    Some("LineTablesOnly") => "LineTablesOnly",
                    Some("DebugDirectivesOnly") => "DebugDirectivesOnly",
                    _ => "None",
                };
                f.push(format!("emissionKind = {kind}"));
                if let Some(k @ ("GNU" | "None" | "Apple")) = n.word("nameTableKind") {
                    f.push(format!("nameTableKind = {k}"));
                }
                format!("#llvm.di_compile_unit<{}>", f.join(", "))
            }
            "DICompositeType" => {
                let mut elements = Vec::new();
                let mut bad = false;
                // `--drop-di-composite-type-elements` keeps a vector's only.
                let vector = n.word("flags").is_some_and(|w| w.split(" | ").any(|f| f == "DIFlagVector"));
                let keep = !self.drop_di_elements || vector;
                if let Some(t) = n.reference("elements").filter(|_| keep).and_then(|r| self.di_node(r)) {
                    for (_, v) in &t.fields {
                        match v {
                            DiVal::Ref(r) => match self.di(*r) {
                                Some(a) => elements.push(a),
                                None => bad = true,
                            },
                            _ => bad = true,
                        }
                    }
                }
                if bad {
                    elements.clear();
                }
                let base = self.di_field(&n, "baseType");
                let tag = n.word("tag").unwrap_or("DW_TAG_null");
                if tag == "DW_TAG_array_type" && base.is_none() {
                    return None;
                }
                let file = self.di_field(&n, "file");
                let scope = self.di_field(&n, "scope");
                f.push(format!("tag = {tag}@REC@"));
                if let Some(x) = s(&n, "name") {
                    f.push(format!("name = {x}"));
                }
                if let Some(file) = file {
                    f.push(format!("file = {file}"));
                }
                push_int(&mut f, "line", n.int("line"));
                if let Some(scope) = scope {
                    f.push(format!("scope = {scope}"));
                }
                if let Some(b) = base {
                    f.push(format!("baseType = {b}"));
                }
                if let Some(fl) = n.word("flags").and_then(|w| flags_text(w, "DIFlag", DI_FLAGS)) {
                    f.push(format!("flags = {fl}"));
                }
                push_int(&mut f, "sizeInBits", n.int("size"));
                push_int(&mut f, "alignInBits", n.int("align"));
                if !elements.is_empty() {
                    f.push(format!("elements = {}", elements.join(", ")));
                }
                for (llvm, mlir) in [("dataLocation", "dataLocation"), ("rank", "rank"), ("allocated", "allocated"), ("associated", "associated")] {
                    if let Some(DiVal::Inline(e)) = n.get(llvm) {
                        f.push(format!("{mlir} = {}", expression_text(e)));
                    }
                }
                let first = f.remove(0);
                if f.is_empty() {
                    format!("#llvm.di_composite_type<{first}>")
                } else {
                    format!("#llvm.di_composite_type<{first}, {}>", f.join(", "))
                }
            }
            "DIDerivedType" => {
                let base = self.di_field(&n, "baseType");
                if n.reference("baseType").is_some() && base.is_none() {
                    return None;
                }
                let extra = self.di_field(&n, "extraData");
                f.push(format!("tag = {}", n.word("tag").unwrap_or("DW_TAG_null")));
                if let Some(x) = s(&n, "name") {
                    f.push(format!("name = {x}"));
                }
                if let Some(b) = base {
                    f.push(format!("baseType = {b}"));
                }
                push_int(&mut f, "sizeInBits", n.int("size"));
                push_int(&mut f, "alignInBits", n.int("align"));
                push_int(&mut f, "offsetInBits", n.int("offset"));
                if let Some(DiVal::Int(a)) = n.get("dwarfAddressSpace") {
                    f.push(format!("dwarfAddressSpace = {a}"));
                }
                if let Some(e) = extra {
                    f.push(format!("extraData = {e}"));
                }
                format!("#llvm.di_derived_type<{}>", f.join(", "))
            }
            "DISubroutineType" => {
                let mut types = Vec::new();
                if let Some(t) = n.reference("types").and_then(|r| self.di_node(r)) {
                    for (_, v) in &t.fields {
                        match v {
                            DiVal::Null => types.push("#llvm.di_null_type".to_string()),
                            DiVal::Ref(r) => types.push(self.di(*r)?),
                            _ => return None,
                        }
                    }
                }
                if let Some(cc) = n.word("cc") {
                    f.push(format!("callingConvention = {cc}"));
                }
                if !types.is_empty() {
                    f.push(format!("types = {}", types.join(", ")));
                }
                format!("#llvm.di_subroutine_type<{}>", f.join(", "))
            }
            "DISubprogram" => {
                if n.distinct {
                    let id = self.distinct_id(ptr);
                    f.push(format!("id = distinct[{id}]<>"));
                }
                let scope = self.di_field(&n, "scope");
                if n.reference("scope").is_some() && scope.is_none() {
                    return None;
                }
                let ty = self.di_field(&n, "type");
                if n.reference("type").is_some() && ty.is_none() {
                    return None;
                }
                if let Some(cu) = self.di_field(&n, "unit") {
                    f.push(format!("compileUnit = {cu}"));
                }
                if let Some(sc) = scope {
                    f.push(format!("scope = {sc}"));
                }
                if let Some(x) = s(&n, "name") {
                    f.push(format!("name = {x}"));
                }
                if let Some(x) = s(&n, "linkageName") {
                    f.push(format!("linkageName = {x}"));
                }
                if let Some(file) = self.di_field(&n, "file") {
                    f.push(format!("file = {file}"));
                }
                push_int(&mut f, "line", n.int("line"));
                push_int(&mut f, "scopeLine", n.int("scopeLine"));
                if let Some(fl) = n.word("spFlags").and_then(|w| flags_text(w, "DISPFlag", SP_FLAGS)) {
                    f.push(format!("subprogramFlags = {fl}"));
                }
                if let Some(t) = ty {
                    f.push(format!("type = {t}"));
                }
                format!("#llvm.di_subprogram<{}>", f.join(", "))
            }
            "DILexicalBlock" | "DILexicalBlockFile" | "DILocalVariable" | "DILabel" => {
                let scope = self.di_field(&n, "scope");
                if n.reference("scope").is_some() && scope.is_none() {
                    return None;
                }
                if let Some(sc) = scope {
                    f.push(format!("scope = {sc}"));
                }
                if n.kind == "DILocalVariable" || n.kind == "DILabel" {
                    if let Some(x) = s(&n, "name") {
                        f.push(format!("name = {x}"));
                    }
                }
                if let Some(file) = self.di_field(&n, "file") {
                    f.push(format!("file = {file}"));
                }
                match n.kind.as_str() {
                    "DILexicalBlock" => {
                        push_int(&mut f, "line", n.int("line"));
                        push_int(&mut f, "column", n.int("column"));
                        format!("#llvm.di_lexical_block<{}>", f.join(", "))
                    }
                    "DILexicalBlockFile" => {
                        f.push(format!("discriminator = {}", n.int("discriminator")));
                        format!("#llvm.di_lexical_block_file<{}>", f.join(", "))
                    }
                    "DILabel" => {
                        push_int(&mut f, "line", n.int("line"));
                        format!("#llvm.di_label<{}>", f.join(", "))
                    }
                    _ => {
                        push_int(&mut f, "line", n.int("line"));
                        push_int(&mut f, "arg", n.int("arg"));
                        push_int(&mut f, "alignInBits", n.int("align"));
                        if let Some(t) = self.di_field(&n, "type") {
                            f.push(format!("type = {t}"));
                        }
                        format!("#llvm.di_local_variable<{}>", f.join(", "))
                    }
                }
            }
            "DIGlobalVariable" => {
                if let Some(sc) = self.di_field(&n, "scope") {
                    f.push(format!("scope = {sc}"));
                }
                for key in ["name", "linkageName"] {
                    if let Some(x) = n.string(key).filter(|x| !x.is_empty()) {
                        f.push(format!("{key} = {}", quote(x)));
                    }
                }
                if let Some(file) = self.di_field(&n, "file") {
                    f.push(format!("file = {file}"));
                }
                push_int(&mut f, "line", n.int("line"));
                if let Some(t) = self.di_field(&n, "type") {
                    f.push(format!("type = {t}"));
                }
                if n.flag("isLocal") {
                    f.push("isLocalToUnit = true".into());
                }
                if n.flag("isDefinition") {
                    f.push("isDefined = true".into());
                }
                push_int(&mut f, "alignInBits", n.int("align"));
                format!("#llvm.di_global_variable<{}>", f.join(", "))
            }
            "DINamespace" => {
                if let Some(x) = s(&n, "name") {
                    f.push(format!("name = {x}"));
                }
                if let Some(sc) = self.di_field(&n, "scope") {
                    f.push(format!("scope = {sc}"));
                }
                f.push(format!("exportSymbols = {}", n.flag("exportSymbols")));
                format!("#llvm.di_namespace<{}>", f.join(", "))
            }
            "DIModule" => {
                if let Some(file) = self.di_field(&n, "file") {
                    f.push(format!("file = {file}"));
                }
                if let Some(sc) = self.di_field(&n, "scope") {
                    f.push(format!("scope = {sc}"));
                }
                for (llvm, mlir) in [("name", "name"), ("configMacros", "configMacros"), ("includePath", "includePath"), ("apinotes", "apinotes")] {
                    if let Some(x) = s(&n, llvm) {
                        f.push(format!("{mlir} = {x}"));
                    }
                }
                push_int(&mut f, "line", n.int("line"));
                if n.flag("isDecl") {
                    f.push("isDecl = true".into());
                }
                format!("#llvm.di_module<{}>", f.join(", "))
            }
            "DISubrange" => {
                let bound = |im: &mut Self, key: &str| -> Option<String> {
                    match n.get(key)? {
                        DiVal::Int(i) => Some(format!("{i} : i64")),
                        DiVal::Inline(e) if e.starts_with("!DIExpression(") => Some(expression_text(e)),
                        DiVal::Ref(r) => {
                            let r = *r;
                            let kind = im.di_node(r)?.kind.clone();
                            if kind == "DILocalVariable" || kind == "DIGlobalVariable" {
                                im.di(r)
                            } else {
                                None
                            }
                        }
                        _ => None,
                    }
                };
                let count = bound(self, "count");
                let upper = bound(self, "upperBound");
                if count.is_none() && upper.is_none() {
                    return None;
                }
                let lower = bound(self, "lowerBound");
                let stride = bound(self, "stride");
                for (k, v) in [("count", count), ("lowerBound", lower), ("upperBound", upper), ("stride", stride)] {
                    if let Some(v) = v {
                        f.push(format!("{k} = {v}"));
                    }
                }
                format!("#llvm.di_subrange<{}>", f.join(", "))
            }
            _ => return None,
        };
        Some(text)
    }

    /// `#llvm.di_global_variable_expression<...>` for a global's `!dbg`.
    fn di_global_expression(&mut self, ptr: usize) -> Option<String> {
        let n = self.di_node(ptr)?;
        if n.kind != "DIGlobalVariableExpression" {
            return None;
        }
        let var = self.di_field(&n, "var")?;
        let expr = match n.get("expr") {
            Some(DiVal::Inline(e)) => expression_text(e),
            _ => "#llvm.di_expression<>".to_string(),
        };
        Some(format!("#llvm.di_global_variable_expression<var = {var}, expr = {expr}>"))
    }

    /// The `dbg_expr` of a global: its first `!dbg` attachment.
    pub(crate) fn global_debug_info(&mut self, g: LLVMValueRef, op: Op) {
        let mut first = None;
        // SAFETY: copies the global's attachments; freed below.
        unsafe {
            let mut count = 0usize;
            let entries = LLVMGlobalCopyAllMetadata(g, &mut count);
            for i in 0..count as u32 {
                if LLVMValueMetadataEntriesGetKind(entries, i) == 0 {
                    first = Some(LLVMValueMetadataEntriesGetMetadata(entries, i) as usize);
                    break;
                }
            }
            if !entries.is_null() {
                LLVMDisposeValueMetadataEntries(entries);
            }
        }
        if let Some(text) = first.and_then(|p| self.di_global_expression(p)) {
            self.di.deferred.push((op, "dbg_expr", text));
        }
    }

    /// MLIR's `translateLoc` of a `DILocation`, as location syntax.
    pub(crate) fn di_loc(&mut self, loc: LLVMMetadataRef) -> String {
        // SAFETY: `loc` is a DILocation of the live module.
        let (line, col, scope, inlined, file) = unsafe {
            let scope = LLVMDILocationGetScope(loc);
            let file = if scope.is_null() { std::ptr::null_mut() } else { LLVMDIScopeGetFile(scope) };
            let mut len = 0u32;
            let fname = if file.is_null() { Vec::new() } else { super::ffi::bytes(LLVMDIFileGetFilename(file, &mut len), len as usize) };
            (LLVMDILocationGetLine(loc), LLVMDILocationGetColumn(loc), scope, LLVMDILocationGetInlinedAt(loc), fname)
        };
        // Every location is an alias of its own: the parser reads nested
        // locations by alias.
        // The scope fuses with the file location; a call site wraps that.
        let mut text = self.di_alias(format!("loc({}:{line}:{col})", super::attr_text::quote(&file)));
        if let Some(s) = self.di(scope as usize) {
            text = self.di_alias(format!("loc(fused<{s}>[{text}])"));
        }
        if !inlined.is_null() {
            let caller = self.di_loc(inlined);
            text = self.di_alias(format!("loc(callsite({text} at {caller}))"));
        }
        text
    }

    /// MLIR's `translateLoc` of an instruction's debug location (unknown
    /// when it has none).
    pub(crate) fn inst_loc(&mut self, inst: LLVMValueRef) -> super::OpLoc {
        // SAFETY: reads the debug location of a live instruction.
        let loc = unsafe { LLVMInstructionGetDebugLoc(inst) };
        if loc.is_null() {
            return super::OpLoc::Attr(self.unknown_loc);
        }
        super::OpLoc::Text(self.di_loc(loc))
    }

    /// MLIR's `translateFuncLocation`: the subprogram's name and its file
    /// and line (column 0) fused with the subprogram; unknown without one.
    pub(crate) fn func_loc(&mut self, f: LLVMValueRef) -> super::OpLoc {
        // SAFETY: reads the subprogram of a live function, and its line
        // and file.
        let (sp, line, file) = unsafe {
            let sp = LLVMGetSubprogram(f);
            if sp.is_null() {
                return super::OpLoc::Attr(self.unknown_loc);
            }
            let file = LLVMDIScopeGetFile(sp);
            let mut len = 0u32;
            let fname = if file.is_null() { Vec::new() } else { super::ffi::bytes(LLVMDIFileGetFilename(file, &mut len), len as usize) };
            (sp, LLVMDISubprogramGetLine(sp), fname)
        };
        let name = match self.di_node(sp as usize).as_deref().and_then(|n| n.get("name")) {
            Some(DiVal::Str(s)) => s.clone(),
            _ => Vec::new(),
        };
        let name_loc = self.di_alias(format!("loc({})", super::attr_text::quote(&name)));
        let file_loc = self.di_alias(format!("loc({}:{line}:0)", super::attr_text::quote(&file)));
        let text = match self.di(sp as usize) {
            Some(s) => format!("loc(fused<{s}>[{name_loc}, {file_loc}])"),
            None => format!("loc(fused[{name_loc}, {file_loc}])"),
        };
        super::OpLoc::Text(self.di_alias(text))
    }

    /// Whether an alias made by `di_loc` names a location fused with a
    /// scope.
    pub(crate) fn di_is_fused(&self, alias: &str) -> bool {
        self.di.defs.iter().any(|d| d.strip_prefix(alias).is_some_and(|rest| rest.starts_with(" = loc(fused")))
    }

    /// `inst_diag_loc`, and the call sites MLIR's handler notes for an
    /// inlined instruction (`inlinedAt`, innermost first, at most 10).
    pub(crate) fn inst_diag_locs(&self, inst: LLVMValueRef) -> (String, Vec<String>) {
        let loc = self.inst_diag_loc(inst);
        let mut callers = Vec::new();
        // SAFETY: reads the debug location chain of a live instruction.
        unsafe {
            let mut at = LLVMInstructionGetDebugLoc(inst);
            while !at.is_null() && callers.len() < 10 {
                at = LLVMDILocationGetInlinedAt(at);
                if at.is_null() {
                    break;
                }
                callers.push(di_location_text(at));
            }
        }
        (loc, callers)
    }

    /// The location MLIR reports an instruction's errors at: its debug
    /// location's file, line and column, else unknown.
    pub(crate) fn inst_diag_loc(&self, inst: LLVMValueRef) -> String {
        // SAFETY: reads the debug location of a live instruction.
        let loc = unsafe { LLVMInstructionGetDebugLoc(inst) };
        if loc.is_null() {
            return "<unknown>:0".into();
        }
        // SAFETY: `loc` is a DILocation; innermost location first, as
        // MLIR's handler shows the first file location it finds.
        unsafe { di_location_text(loc) }
    }

    /// `llvm.intr.dbg.label` for a `llvm.dbg.label` call (nothing when
    /// the label cannot be translated, as MLIR drops it).
    pub(crate) fn dbg_label(&mut self, inst: LLVMValueRef) -> Option<Op> {
        let label = self.di.labels.get(&inst).copied()?;
        let text = self.di(label)?;
        let op = self.make_op("llvm.intr.dbg.label", &[], &[], vec![], &[], &[]);
        let block = self.cur_block.expect("a block is current");
        self.body.append_op(block, op);
        self.di.deferred.push((op, "label", text));
        Some(op)
    }

    /// MLIR's `processDebugIntrinsics`, once the function is converted:
    /// each `llvm.intr.dbg.declare`/`value` right after its operand's
    /// definition (at the start of the block for a block argument).
    pub(crate) fn finish_debug_intrinsics(&mut self) -> R<()> {
        for inst in std::mem::take(&mut self.di.pending) {
            let Some(call) = self.di.calls.get(&inst).copied() else { continue };
            // SAFETY: inspects the kind of the location operand's metadata.
            let kind = unsafe { LLVMGetMetadataKind(LLVMValueAsMetadata(call.addr)) };
            if !matches!(kind, LLVMMetadataKind::LLVMLocalAsMetadataMetadataKind | LLVMMetadataKind::LLVMConstantAsMetadataMetadataKind) {
                // An argument list or a kill location: MLIR 19 drops it.
                self.dropped_intrinsic(inst);
                continue;
            }
            let Some(var) = self.di(call.var) else {
                self.dropped_intrinsic(inst);
                continue;
            };
            let v = md_operands(call.addr).first().copied().unwrap_or(std::ptr::null_mut());
            let value = match self.values.get(&v) {
                Some(&x) => x,
                None if super::consts::is_constant(v) => self.constant_expr(v)?,
                None => {
                    let (loc, called_from) = self.inst_diag_locs(inst);
                    let text = self.error_text(inst);
                    self.diags.push(super::ImportDiag { loc, called_from, error: true, message: format!("failed to convert a debug intrinsic operand: {text}") });
                    return Err(super::Failed);
                }
            };
            // SAFETY: prints the expression node (inline syntax:
            // `!DIExpression(...) = !DIExpression(...)`).
            let printed = unsafe { print_value(LLVMMetadataAsValue(LLVMGetModuleContext(self.m), call.expr as LLVMMetadataRef)) };
            let expr = printed.split(" = ").next().filter(|t| t.starts_with("!DIExpression(")).map(expression_text);
            let name = if call.declare { "llvm.intr.dbg.declare" } else { "llvm.intr.dbg.value" };
            self.op_loc = self.inst_loc(inst);
            let op = self.make_op(name, &[value], &[], vec![], &[], &[]);
            if !self.place_after_value(value, op) {
                self.dropped_intrinsic(inst);
                continue;
            }
            self.di.deferred.push((op, "varInfo", var));
            if let Some(e) = expr {
                self.di.deferred.push((op, "locationExpr", e));
            }
        }
        Ok(())
    }

    /// With `--emit-expensive-warnings`, MLIR's `dropped intrinsic: <the
    /// call>` at the call's location. The call prints with its metadata
    /// operands, all of them put back for the moment so that LLVM numbers
    /// the nodes as in the module read.
    fn dropped_intrinsic(&mut self, inst: LLVMValueRef) {
        if !self.expensive_warnings {
            return;
        }
        let (loc, called_from) = self.inst_diag_locs(inst);
        let mut current = Vec::with_capacity(self.di.detached.len());
        for &(call, i, o) in &self.di.detached {
            current.push(operand(call, i));
            // SAFETY: restores an operand of a live call.
            unsafe { LLVMSetOperand(call, i, o) };
        }
        let text = print_value(inst);
        for (&(call, i, _), now) in self.di.detached.iter().zip(current) {
            // SAFETY: detaches it again, as `prepare_debug_intrinsics` did.
            unsafe { LLVMSetOperand(call, i, now) };
        }
        self.diags.push(super::ImportDiag { loc, called_from, error: false, message: format!("dropped intrinsic: {text}") });
    }

    /// Inserts `op` right after the definition of `v`; for a terminator's
    /// result, before the terminator of its first successor. False when
    /// there is no such place.
    fn place_after_value(&mut self, v: Value, op: Op) -> bool {
        match self.body.defining_op(v) {
            Some(def) => {
                let succ = self.body.op(def).successors.first().copied();
                if let Some(s) = succ {
                    let Some(&term) = self.body.block(s).ops.last() else { return false };
                    self.body.insert_op_before(term, op);
                    return true;
                }
                let Some(block) = self.body.op(def).parent else { return false };
                let at = self.body.block(block).ops.iter().position(|&o| o == def).map_or(0, |i| i + 1);
                self.body.insert_op(block, at, op);
                true
            }
            None => {
                let crate::ir::ValueDef::Arg { block, .. } = self.body.value(v).def else { return false };
                self.body.insert_op(block, 0, op);
                true
            }
        }
    }

    /// Reads every deferred attribute in one parse and sets them.
    pub(crate) fn finish_deferred_attrs(&mut self) {
        if self.di.deferred.is_empty() && self.di.locs.is_empty() {
            return;
        }
        let items: Vec<&str> = self.di.deferred.iter().map(|d| d.2.as_str()).chain(self.di.locs.iter().map(|l| l.1.as_str())).collect();
        let src = format!("{}\n\"llmir.import_attr\"() {{a = [{}]}} : () -> ()", self.di.defs.join("\n"), items.join(", "));
        let opts = crate::parser::ParseOptions { allow_unregistered: true, ..Default::default() };
        let result = crate::parser::parse(self.ctx, &src, &opts);
        // A spelling the parser rejects is a bug of this import: say which.
        let why = match &result {
            Err(ds) => ds.first().map(|d| {
                let at = d.span.map_or(0, |s| s.start as usize).min(src.len());
                let line_start = src[..at].rfind('\n').map_or(0, |i| i + 1);
                let line_end = src[at..].find('\n').map_or(src.len(), |i| at + i);
                format!(": {} in `{}`", d.message, &src[line_start..line_end])
            }),
            Ok(_) => None,
        };
        let parsed = result.ok().and_then(|m| {
            let region = *m.body.op(m.top).regions.first()?;
            let block = *m.body.region(region).blocks.first()?;
            let op = *m.body.block(block).ops.first()?;
            match self.ctx.attr_kind(m.body.op(op).attrs) {
                crate::ir::AttrKind::Dictionary(entries) => entries.first().map(|e| e.1),
                _ => None,
            }
        });
        let list = parsed.and_then(|a| match self.ctx.attr_kind(a) {
            crate::ir::AttrKind::Array(items) => Some(items.to_vec()),
            _ => None,
        });
        let Some(list) = list else {
            self.error_unknown(format!("internal: cannot build the debug information attributes{}", why.unwrap_or_default()));
            return;
        };
        let deferred = std::mem::take(&mut self.di.deferred);
        let locs = std::mem::take(&mut self.di.locs);
        let (props, loc_attrs) = list.split_at(deferred.len().min(list.len()));
        for ((op, prop, _), &a) in deferred.into_iter().zip(props) {
            self.set_prop(op, prop, a);
        }
        for ((target, _), &a) in locs.into_iter().zip(loc_attrs) {
            self.set_loc(target, super::OpLoc::Attr(a));
        }
    }
}

/// A `DILocation`'s `file:line:col` (its scope's file name).
///
/// # Safety
/// `loc` is a DILocation of a live module.
unsafe fn di_location_text(loc: LLVMMetadataRef) -> String {
    let scope = LLVMDILocationGetScope(loc);
    let file = if scope.is_null() { std::ptr::null_mut() } else { LLVMDIScopeGetFile(scope) };
    let mut len = 0u32;
    let fname = if file.is_null() { Vec::new() } else { super::ffi::bytes(LLVMDIFileGetFilename(file, &mut len), len as usize) };
    format!("{}:{}:{}", String::from_utf8_lossy(&fname), LLVMDILocationGetLine(loc), LLVMDILocationGetColumn(loc))
}

fn push_int(f: &mut Vec<String>, key: &str, v: i128) {
    if v != 0 {
        f.push(format!("{key} = {v}"));
    }
}

/// `#llvm.di_expression<...>` for a printed `!DIExpression(...)`.
pub(crate) fn expression_text(inline: &str) -> String {
    match expression_ops(inline) {
        Some(ops) => format!("#llvm.di_expression<{ops}>"),
        None => "#llvm.di_expression<>".to_string(),
    }
}

/// The name of the debug intrinsic `inst` calls, if it calls one.
fn dbg_callee(inst: LLVMValueRef) -> Option<String> {
    // SAFETY: class checks and the callee of a live instruction.
    unsafe {
        if LLVMIsACallInst(inst).is_null() {
            return None;
        }
        let callee = LLVMGetCalledValue(inst);
        if callee.is_null() || LLVMIsAFunction(callee).is_null() {
            return None;
        }
        let n = name(callee);
        n.starts_with("llvm.dbg.").then_some(n)
    }
}
