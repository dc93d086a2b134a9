//! The LLVM dialect's translation *from* LLVM IR (`--import-llvm`), the
//! mirror of [`crate::emit`]: LLVM 19 parses the `.ll` or `.bc` file, the
//! module is walked through the C API (`llvm_sys`) and rebuilt as llmir IR
//! (ops, types, attributes of the LLVM dialect), which the printer then
//! prints as for any other module. Only compiled with the `llvm` feature.
//!
//! The result is MLIR 19's `ModuleImport` output: the same ops in the same
//! order (constants materialised at the start of the entry block in order of
//! first use, phis as block arguments, unreachable blocks dropped), the
//! same attributes, the same warnings.
//!
//! Layout: `types` (LLVM types → types), `attr_text` (dialect attributes
//! from their canonical spelling), `layout` (the data layout → `dlti`),
//! `module` (globals, aliases, comdats, functions and their attributes),
//! `consts` (constants and constant expressions), `function` (blocks,
//! phis, the instruction walk), `insts` (one instruction → ops),
//! `intrinsics` (intrinsic calls), `metadata` (TBAA, alias scopes, access
//! groups, loop annotations, branch weights), `debug_info` (`#llvm.di_*`,
//! debug intrinsics, locations) over `di_text` (printed `DI*` nodes), `ffi` (the few C API reads
//! in one place, each with its `SAFETY:` note).

mod attr_text;
mod consts;
mod debug_info;
mod di_text;
mod ffi;
mod function;
mod insts;
mod intrinsics;
mod layout;
mod metadata;
mod module;
mod types;

use inkwell::llvm_sys::prelude::*;
use rustc_hash::FxHashMap;

use crate::ir::{Attr, Block, Body, Context, Module, Op, Type, Value};

/// One message of the import, worded and located as mlir-translate-19
/// shows it (`<unknown>:0: error: ...`, `file:0:0: warning: ...`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportDiag {
    /// The location as MLIR prints it (`<unknown>:0`, `file.ll:0:0`).
    pub loc: String,
    pub error: bool,
    pub message: String,
    /// For an inlined instruction, its call sites (`file:line:col`,
    /// innermost first): MLIR's handler adds a `called from` note for each.
    pub called_from: Vec<String>,
}

impl ImportDiag {
    /// The line MLIR's plain diagnostic handler prints.
    /// When the location is a line of a file that can be read (from the
    /// working directory, as MLIR's source manager opens it), the line and
    /// a caret under the column follow.
    pub fn render(&self) -> String {
        if self.loc.is_empty() {
            // LLVM's own report (its verifier), printed as it is.
            return self.message.clone();
        }
        let mut out = render_at(&self.loc, if self.error { "error" } else { "warning" }, &self.message);
        for caller in &self.called_from {
            out.push('\n');
            out.push_str(&render_at(caller, "note", "called from"));
        }
        out
    }
}

/// One message at `loc` (`file:line:col`) as MLIR's plain handler prints
/// it, with the source line when the file can be read.
fn render_at(loc: &str, sev: &str, message: &str) -> String {
    let mut out = format!("{loc}: {sev}: {message}");
    let mut parts = loc.rsplitn(3, ':');
    let (col, line, file) = (parts.next(), parts.next(), parts.next());
    let num = |s: Option<&str>| s.and_then(|s| s.parse::<usize>().ok());
    if let (Some(col), Some(line), Some(file)) = (num(col), num(line), file) {
        let text = (line > 0).then(|| std::fs::read(file).ok()).flatten();
        if let Some(src) = text.as_ref().and_then(|t| t.split(|&b| b == b'\n').nth(line - 1)) {
            out.push('\n');
            out.push_str(&String::from_utf8_lossy(src));
            out.push('\n');
            out.push_str(&" ".repeat(col.saturating_sub(1)));
            out.push('^');
        }
    }
    out
}

/// The location MLIR's diagnostic handler shows for a location attribute:
/// the first file location inside it (a fused location's parts in order, a
/// call site's callee first), else `<unknown>:0`.
fn diag_loc_text(ctx: &Context, loc: Option<Attr>) -> String {
    fn first(ctx: &Context, a: Attr) -> Option<String> {
        match ctx.attr_kind(a) {
            crate::ir::AttrKind::Loc(l) => match l {
                crate::ir::LocKind::FileLineCol { file, line, col } => Some(format!("{}:{line}:{col}", String::from_utf8_lossy(file))),
                crate::ir::LocKind::Name { child, .. } => child.and_then(|c| first(ctx, c)),
                crate::ir::LocKind::CallSite { callee, caller } => first(ctx, *callee).or_else(|| first(ctx, *caller)),
                crate::ir::LocKind::Fused { locs, .. } => locs.iter().find_map(|&l| first(ctx, l)),
                crate::ir::LocKind::Unknown => None,
            },
            _ => None,
        }
    }
    loc.and_then(|a| first(ctx, a)).unwrap_or_else(|| "<unknown>:0".to_string())
}

/// What mlir-translate-19 prints when the imported module fails to verify
/// (it then prints no module): the first error at its op's location (the
/// import gives each op a span naming it: index + 1), a note with the op in
/// generic form, then the error's notes, each at its op's location.
/// `debug_info`: the op's locations printed in the note too
/// (`--mlir-print-debuginfo`).
pub fn verify_failure_report(ctx: &Context, module: &Module, diags: &[crate::diag::Diagnostic], debug_info: bool) -> String {
    let op_at = |span: Option<crate::diag::Span>| {
        span.filter(|s| s.start > 0 && (s.start as usize) <= module.body.ops.len()).map(|s| Op(s.start - 1))
    };
    let loc_of = |span: Option<crate::diag::Span>| diag_loc_text(ctx, op_at(span).and_then(|op| module.body.op(op).loc));
    let Some(d) = diags.iter().find(|d| d.is_error()) else { return String::new() };
    let mut out = render_at(&loc_of(d.span), "error", &d.message);
    out.push('\n');
    if let Some(op) = op_at(d.span) {
        let opts = crate::printer::PrintOptions { generic: true, debug_info, ..Default::default() };
        let text = crate::printer::print_op_alone(ctx, module, op, &opts);
        out.push_str(&render_at(&loc_of(d.span), "note", &format!("see current operation: \n{text}")));
        out.push('\n');
    }
    for n in &d.notes {
        out.push_str(&render_at(&loc_of(n.span), "note", &n.message));
        out.push('\n');
    }
    out
}

/// What an import gives: the module (when it succeeded) and the warnings
/// or the error.
pub struct Imported {
    pub module: Option<Module>,
    pub diags: Vec<ImportDiag>,
}

/// mlir-translate-19's import options.
#[derive(Clone, Debug, Default)]
pub struct ImportOptions {
    /// `--emit-expensive-warnings`: warn about dropped debug intrinsics.
    pub expensive_warnings: bool,
    /// `--drop-di-composite-type-elements`: composite types without their
    /// elements (but vectors').
    pub drop_di_composite_type_elements: bool,
}

/// Imports the LLVM IR (text or bitcode) in `bytes`; `name` is the file
/// name MLIR shows in locations (`-` is `<stdin>`).
pub fn import_llvm(ctx: &mut Context, bytes: &[u8], name: &str) -> Imported {
    import_llvm_with(ctx, bytes, name, &ImportOptions::default())
}

/// `import_llvm` with options.
pub fn import_llvm_with(ctx: &mut Context, bytes: &[u8], name: &str, opts: &ImportOptions) -> Imported {
    let llctx = inkwell::context::Context::create();
    let buf_name = if name == "-" { "<stdin>" } else { name };
    let buf = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(bytes, buf_name);
    let is_bitcode = bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]);
    let parsed = if is_bitcode {
        inkwell::module::Module::parse_bitcode_from_buffer(&buf, &llctx).map_err(|e| e.to_string())
    } else {
        llctx.create_module_from_ir(buf).map_err(|e| e.to_string())
    };
    let llmod = match parsed {
        Ok(m) => m,
        Err(msg) => {
            // mlir-translate reports LLVM's own diagnostic (file, line,
            // column, the source line and a caret) under an unknown location.
            let message = if is_bitcode { msg.trim_end().to_string() } else { msg };
            return Imported {
                module: None,
                diags: vec![ImportDiag { loc: "<unknown>:0".into(), error: true, message, called_from: Vec::new() }],
            };
        }
    };
    // MLIR locates module-level messages at the module's source file name
    // (LLVM's parser sets it to the buffer's name unless the file says).
    let mut len = 0usize;
    // SAFETY: reads the live module's source file name; copied at once.
    let source = unsafe {
        let p = inkwell::llvm_sys::core::LLVMGetSourceFileName(llmod.as_mut_ptr(), &mut len);
        String::from_utf8_lossy(&ffi::bytes(p, len)).into_owned()
    };
    // mlir-translate runs LLVM's verifier first and prints its report as
    // it comes (no location, no severity), failing the import.
    let mut message = std::ptr::null_mut();
    // SAFETY: verifies the live module; the message is copied and freed.
    let broken = unsafe {
        let broken = inkwell::llvm_sys::analysis::LLVMVerifyModule(llmod.as_mut_ptr(), inkwell::llvm_sys::analysis::LLVMVerifierFailureAction::LLVMReturnStatusAction, &mut message) != 0;
        let text = if message.is_null() { String::new() } else { std::ffi::CStr::from_ptr(message).to_string_lossy().into_owned() };
        if !message.is_null() {
            inkwell::llvm_sys::core::LLVMDisposeMessage(message);
        }
        broken.then_some(text)
    };
    if let Some(text) = broken {
        return Imported { module: None, diags: vec![ImportDiag { loc: String::new(), error: true, message: text.trim_end_matches('\n').to_string(), called_from: Vec::new() }] };
    }
    let mut im = Importer::new(ctx, llmod.as_mut_ptr(), &source);
    im.expensive_warnings = opts.expensive_warnings;
    im.drop_di_elements = opts.drop_di_composite_type_elements;
    let ok = im.module();
    let diags = std::mem::take(&mut im.diags);
    let module = if ok { Some(im.finish()) } else { None };
    Imported { module, diags }
}

/// The import state of one module.
pub(crate) struct Importer<'a> {
    pub ctx: &'a mut Context,
    pub body: Body,
    pub m: LLVMModuleRef,
    pub file: String,
    pub diags: Vec<ImportDiag>,
    /// The top-level module op and its block.
    pub top: Op,
    pub top_block: Block,
    pub types: FxHashMap<LLVMTypeRef, Type>,
    /// Dialect attributes by their canonical spelling.
    pub attr_cache: FxHashMap<String, Attr>,
    /// The value of each LLVM value of the current region.
    pub values: FxHashMap<LLVMValueRef, Value>,
    /// Ops created for LLVM instructions that have no result (metadata goes
    /// on them), and for those that have one.
    pub inst_ops: FxHashMap<LLVMValueRef, Op>,
    pub blocks: FxHashMap<LLVMBasicBlockRef, Block>,
    /// Where the next constant goes: the block, and the constant it follows.
    pub const_block: Option<Block>,
    pub const_after: Option<Op>,
    /// Where instructions go.
    pub cur_block: Option<Block>,
    /// Metadata attributes by node (TBAA, alias scopes, access groups,
    /// loop annotations).
    pub tbaa_text: metadata::TbaaTexts,
    /// Alias scopes and access groups by node (distinct attributes).
    /// (By alias, read with the debug-info attributes: loop annotations
    /// name them too.)
    pub md_attrs: FxHashMap<LLVMValueRef, String>,
    pub loops: FxHashMap<LLVMValueRef, Option<String>>,
    /// Debug information: translated nodes, debug calls, and the
    /// attributes read at the end.
    pub di: debug_info::DiState,
    /// Comdat selector symbols (`@__llvm_global_comdat::@c`) by name.
    pub comdat_names: FxHashMap<String, Attr>,
    /// The op after which the next global goes (globals precede functions).
    pub global_after: Option<Op>,
    /// The metadata kinds read.
    pub kinds: metadata::Kinds,
    /// The location `make_op` gives the ops it makes (MLIR's builder
    /// location of the moment): the instruction's, the function's, the
    /// module's; unknown for constants.
    pub op_loc: OpLoc,
    /// The module's location, `loc("source":0:0)`, and the unknown one.
    pub module_loc: Attr,
    pub unknown_loc: Attr,
    /// `--emit-expensive-warnings`.
    pub expensive_warnings: bool,
    /// `--drop-di-composite-type-elements`.
    pub drop_di_elements: bool,
}

/// Where an op's location comes from: an attribute at hand, or a spelling
/// (naming debug-info aliases) read with the deferred attributes.
#[derive(Clone)]
pub(crate) enum OpLoc {
    Attr(Attr),
    Text(String),
}

/// What a deferred location is set on.
#[derive(Clone, Copy)]
pub(crate) enum LocTarget {
    Op(Op),
    Arg(Value),
}

impl<'a> Importer<'a> {
    fn new(ctx: &'a mut Context, m: LLVMModuleRef, file: &str) -> Self {
        let mut body = Body::default();
        let region = body.new_region();
        let block = body.new_block(region, Default::default());
        let name = ctx.ident("builtin.module");
        let attrs = ctx.empty_dict();
        let top = body.new_op(name, Box::new([]), &[], Box::new([]), None, attrs, Box::new([region]), None, Default::default());
        let kinds = metadata::Kinds::new(m);
        let unknown_loc = ctx.attr(crate::ir::AttrKind::Loc(crate::ir::LocKind::Unknown));
        let module_loc = ctx.attr(crate::ir::AttrKind::Loc(crate::ir::LocKind::FileLineCol { file: file.as_bytes().into(), line: 0, col: 0 }));
        body.ops[top.index()].loc = Some(module_loc);
        Importer {
            ctx,
            body,
            m,
            file: file.to_string(),
            diags: Vec::new(),
            top,
            top_block: block,
            types: FxHashMap::default(),
            attr_cache: FxHashMap::default(),
            values: FxHashMap::default(),
            inst_ops: FxHashMap::default(),
            blocks: FxHashMap::default(),
            const_block: None,
            const_after: None,
            cur_block: None,
            tbaa_text: FxHashMap::default(),
            md_attrs: FxHashMap::default(),
            loops: FxHashMap::default(),
            di: Default::default(),
            comdat_names: FxHashMap::default(),
            global_after: None,
            kinds,
            op_loc: OpLoc::Attr(unknown_loc),
            module_loc,
            unknown_loc,
            expensive_warnings: false,
            drop_di_elements: false,
        }
    }

    fn finish(self) -> Module {
        Module { body: self.body, top: self.top, resources: Vec::new(), pre_verified: None }
    }

    /// A warning at the module's location (`file:0:0`), as MLIR's import
    /// emits most of them.
    pub fn warn(&mut self, message: impl Into<String>) {
        let loc = format!("{}:0:0", self.file);
        self.diags.push(ImportDiag { loc, error: false, message: message.into(), called_from: Vec::new() });
    }

    /// A warning at an unknown location.
    pub fn warn_unknown(&mut self, message: impl Into<String>) {
        self.diags.push(ImportDiag { loc: "<unknown>:0".into(), error: false, message: message.into(), called_from: Vec::new() });
    }

    /// An error at an unknown location (the import then fails).
    pub fn error_unknown(&mut self, message: impl Into<String>) {
        self.diags.push(ImportDiag { loc: "<unknown>:0".into(), error: true, message: message.into(), called_from: Vec::new() });
    }

    /// An error at the module's location.
    pub fn error(&mut self, message: impl Into<String>) {
        let loc = format!("{}:0:0", self.file);
        self.diags.push(ImportDiag { loc, error: true, message: message.into(), called_from: Vec::new() });
    }
}

/// A failed step; the diagnostic is already in `Importer::diags`.
#[derive(Debug)]
pub(crate) struct Failed;
pub(crate) type R<T> = Result<T, Failed>;
