//! Translation of the LLVM dialect to LLVM 19 IR (through inkwell and, where
//! inkwell's typed wrappers do not reach, `llvm_sys`), and output as textual
//! IR, bitcode, assembly or object code. Only compiled with the `llvm`
//! feature.
//!
//! Why the C API for instructions: one MLIR value maps to one
//! `LLVMValueRef` whatever its type (scalar, vector, pointer, aggregate);
//! inkwell splits every instruction builder by value kind, which a generic
//! translator would have to undo op by op. The unsafe calls live in this
//! module's files, each block with a `SAFETY:` note; the context and module
//! are owned by inkwell objects, so they are freed on every path.
//!
//! Layout: `types` (types), `attrs` (reading properties), `consts`
//! (attributes → constants), `module` (globals, function declarations,
//! comdats, ctors), `fn_attrs` (function/argument attributes), `function`
//! (bodies, blocks, PHIs), `ops` (one op → instructions), `intrinsics`
//! (`llvm.intr.*`), `openmp` (the omp dialect through OpenMPIRBuilder's shapes), `target` (target machines, output kinds); `api` the
//! translation hooks other dialects register (NVVM's annotations).

pub mod api;
mod alias_scopes;
mod attrs;
mod const_chains;
mod consts;
mod data_layout;
mod debug_info;
mod debug_loc;
mod di_text;
mod fn_attrs;
mod function;
mod intrinsic_check;
pub(crate) mod intrinsics;
mod metadata;
mod dialect_attr;
mod loops;
mod machine;
mod tbaa;
mod module;
mod ops;
mod openmp;
mod print_parts;
mod split_codegen;
pub mod target;
mod types;

use inkwell::context::Context as LlContext;
use inkwell::llvm_sys::prelude::*;
use rustc_hash::FxHashMap;

use crate::diag::Diagnostic;
use crate::ir::{Body, Context, Module, Span, Type};

pub use machine::EmitOptions;
pub use target::{emit, emit_owned, verify_and_emit_owned, OutputKind};

/// The LLVM version llmir is linked against, e.g. `(19, 1, 7)`.
pub fn llvm_version() -> (u32, u32, u32) {
    let (mut major, mut minor, mut patch) = (0u32, 0u32, 0u32);
    // SAFETY: LLVMGetVersion only writes the three integers.
    unsafe { inkwell::llvm_sys::core::LLVMGetVersion(&mut major, &mut minor, &mut patch) };
    (major, minor, patch)
}

/// Whether textual IR shows debug info as records (`#dbg_value(...)`,
/// LLVM 19's default) or as intrinsic calls: mlir-translate's
/// `--write-experimental-debuginfo`, a process-wide choice as there.
static DEBUG_RECORDS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(true);

/// Chooses how textual IR shows debug info (see `DEBUG_RECORDS`).
pub fn print_debug_records(records: bool) {
    DEBUG_RECORDS.store(records, std::sync::atomic::Ordering::Relaxed);
}

pub(crate) fn debug_records() -> bool {
    DEBUG_RECORDS.load(std::sync::atomic::Ordering::Relaxed)
}

/// The translation state of one module.
pub(crate) struct Tr<'a> {
    pub ctx: &'a Context,
    pub body: &'a Body,
    pub llctx: LLVMContextRef,
    pub m: LLVMModuleRef,
    pub b: LLVMBuilderRef,
    pub types: FxHashMap<Type, LLVMTypeRef>,
    /// Globals and functions by symbol name.
    pub symbols: FxHashMap<String, LLVMValueRef>,
    /// The LLVM value of each MLIR value (null until translated).
    pub values: Vec<LLVMValueRef>,
    /// The LLVM block of each MLIR block (null outside the current function).
    pub blocks: Vec<LLVMBasicBlockRef>,
    /// The LLVM block holding each MLIR block's translated terminator, where
    /// an OpenMP op split the block (see `function.rs`).
    pub exit_blocks: FxHashMap<crate::ir::Block, LLVMBasicBlockRef>,
    /// What the OpenMP translation keeps per module (`openmp`).
    pub omp: openmp::State,
    /// Successor slots retargeted to a dummy block (see `function.rs`).
    pub redirect: FxHashMap<(crate::ir::Op, usize), LLVMBasicBlockRef>,
    /// Loop ID nodes by their `#llvm.loop_annotation`.
    pub loop_md: FxHashMap<crate::ir::Attr, LLVMMetadataRef>,
    /// TBAA nodes by their `#llvm.tbaa_*` attribute.
    pub tbaa_md: FxHashMap<crate::ir::Attr, LLVMMetadataRef>,
    /// Alias scope and domain nodes by their attribute.
    pub scope_md: FxHashMap<crate::ir::Attr, LLVMMetadataRef>,
    /// Debug info nodes and locations (`debug_info`, `debug_loc`).
    pub di: debug_info::DebugInfo,
    /// The source text, for the positions of ops without `loc(...)`.
    pub source: Option<std::sync::Arc<String>>,
    /// The file's `{-# dialect_resources: ... #-}` (dense_resource blobs).
    pub resources: &'a [crate::ir::ResourceGroup],
    /// Scratch flags of `function::block_order`, all false between uses.
    pub seen_blocks: Vec<bool>,
    /// Property names resolved to interned identifiers (`attrs::prop`).
    pub names: [std::cell::Cell<(usize, usize, Option<crate::ir::Ident>)>; 256],
    /// Errors that follow the one a failing translation returns (MLIR's
    /// "LLVM Translation failed for operation" after an op's own error).
    pub extra_diags: Vec<Diagnostic>,
    /// When MLIR's verifier runs beside the translation
    /// (`target::verify_and_emit_owned`): how many of the module's ops it
    /// has passed. An op's body is translated only once it has.
    pub verified: Option<&'a crate::threads::Progress>,
    /// The part of the module this translation makes, when it is made in
    /// parts (`split_codegen`); `None`: all of it.
    pub part: Option<Part>,
    /// `llvm.insertvalue` chains of constants (`const_chains`).
    pub chains: const_chains::Chains,
}

/// One of the two parts a module is translated in for code generation on
/// two threads (`split_codegen`). Both declare every global and function;
/// the first defines the globals (initializers, ctors and dtors, linker
/// options) and the functions before top op `at`, the second the
/// functions from `at` on. Local symbols become hidden external ones in
/// both, so that each part can refer to the other's.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Part {
    pub second: bool,
    pub at: usize,
}

impl Tr<'_> {
    /// Waits until the verifier running beside the translation has passed
    /// the first `n` ops of the module; an error (dropped for the
    /// verifier's own) when it failed before.
    /// Whether this translation defines the function that is top op `i`.
    pub(crate) fn defines_function(&self, i: usize) -> bool {
        self.part.is_none_or(|p| (i >= p.at) == p.second)
    }

    /// Whether this translation defines the module's globals.
    pub(crate) fn defines_globals(&self) -> bool {
        self.part.is_none_or(|p| !p.second)
    }

    pub(crate) fn wait_verified(&self, n: usize, span: Span) -> R<()> {
        match self.verified {
            Some(p) if !p.reached(n) => err(span, "the module failed to verify"),
            _ => Ok(()),
        }
    }
}

/// A translation failure at a place in the source.
pub(crate) type R<T> = Result<T, Diagnostic>;

pub(crate) fn err<T>(span: Span, msg: impl Into<String>) -> R<T> {
    Err(Diagnostic::error(span, msg.into()))
}

/// Why an op does not translate: for the dialects mlir-translate-19 loads
/// without a translation interface (func, dlti) MLIR's own message, else
/// llmir's (an op llmir does not translate yet).
pub(crate) fn untranslatable(name: &str) -> String {
    match name.split_once('.').map(|(d, _)| d) {
        Some("func" | "dlti") => {
            format!("cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {name}")
        }
        _ => format!("llmir-translate: cannot translate '{name}' yet"),
    }
}

/// Translates `module` into a fresh LLVM module in `llctx`. `source` is the
/// text the module was parsed from (ops without `loc(...)` are located in
/// it). On failure the diagnostics say where.
pub fn translate<'c>(
    llctx: &'c LlContext,
    ctx: &Context,
    module: &Module,
    source: Option<std::sync::Arc<String>>,
) -> Result<inkwell::module::Module<'c>, Vec<Diagnostic>> {
    let llmod = translate_unverified(llctx, ctx, module, source)?;
    verify_llvm(llmod.as_mut_ptr(), module.body.op(module.top).span)?;
    Ok(llmod)
}

/// LLVM's verifier on a translated module, its complaint located at
/// `span` (the top op). It only reads the module, so it may run beside
/// the printer on another thread (`target::emit_owned`).
pub(crate) fn verify_llvm(llmod: LLVMModuleRef, span: Span) -> Result<(), Vec<Diagnostic>> {
    use inkwell::llvm_sys::analysis::{LLVMVerifierFailureAction, LLVMVerifyModule};
    let mut msg: *mut std::ffi::c_char = std::ptr::null_mut();
    // SAFETY: the module is alive for the call; the message LLVM
    // allocates is read and disposed here.
    let failed = unsafe { LLVMVerifyModule(llmod, LLVMVerifierFailureAction::LLVMReturnStatusAction, &mut msg) } != 0;
    let text = if msg.is_null() {
        String::new()
    } else {
        // SAFETY: a NUL-terminated message of LLVM's, disposed once.
        unsafe {
            let t = std::ffi::CStr::from_ptr(msg).to_string_lossy().into_owned();
            inkwell::llvm_sys::core::LLVMDisposeMessage(msg);
            t
        }
    };
    if failed {
        return Err(vec![Diagnostic::error(span, format!("LLVM IR fails to verify: {}", text.trim_end()))]);
    }
    Ok(())
}

/// [`translate`] without LLVM's verifier: the caller runs
/// [`verify_llvm`] before using the module.
pub(crate) fn translate_unverified<'c>(
    llctx: &'c LlContext,
    ctx: &Context,
    module: &Module,
    source: Option<std::sync::Arc<String>>,
) -> Result<inkwell::module::Module<'c>, Vec<Diagnostic>> {
    translate_gated(llctx, ctx, module, source, None)
}

/// [`translate_unverified`] of a module MLIR's verifier may still be
/// checking on another thread: `verified` says how far it has come.
pub(crate) fn translate_gated<'c>(
    llctx: &'c LlContext,
    ctx: &Context,
    module: &Module,
    source: Option<std::sync::Arc<String>>,
    verified: Option<&crate::threads::Progress>,
) -> Result<inkwell::module::Module<'c>, Vec<Diagnostic>> {
    translate_part(llctx, ctx, module, source, verified, None).map(|(m, _)| m)
}

/// [`translate_gated`] of one [`Part`] of the module (all of it under
/// `None`), with the names of the symbols made external for it (see
/// [`Part`]), which the joined object makes local again.
pub(crate) fn translate_part<'c>(
    llctx: &'c LlContext,
    ctx: &Context,
    module: &Module,
    source: Option<std::sync::Arc<String>>,
    verified: Option<&crate::threads::Progress>,
    part: Option<Part>,
) -> Result<(inkwell::module::Module<'c>, Vec<String>), Vec<Diagnostic>> {
    let llmod = llctx.create_module("LLVMDialectModule");
    // As MLIR: debug info is built as intrinsic calls and the module turns
    // to LLVM 19's debug records at the end (`finish_debug_info`).
    // SAFETY: sets a flag of the new, empty module.
    unsafe { inkwell::llvm_sys::core::LLVMSetIsNewDbgInfoFormat(llmod.as_mut_ptr(), 0) };
    // SAFETY: the builder is created in the live context and disposed below.
    let b = unsafe { inkwell::llvm_sys::core::LLVMCreateBuilderInContext(llctx.raw()) };
    let mut tr = Tr {
        ctx,
        body: &module.body,
        llctx: llctx.raw(),
        m: llmod.as_mut_ptr(),
        b,
        types: FxHashMap::default(),
        symbols: FxHashMap::default(),
        values: vec![std::ptr::null_mut(); module.body.values.len()],
        blocks: vec![std::ptr::null_mut(); module.body.blocks.len()],
        redirect: FxHashMap::default(),
        exit_blocks: FxHashMap::default(),
        omp: openmp::State::default(),
        loop_md: FxHashMap::default(),
        tbaa_md: FxHashMap::default(),
        scope_md: FxHashMap::default(),
        di: debug_info::DebugInfo::default(),
        source,
        resources: &module.resources,
        seen_blocks: Vec::new(),
        names: std::array::from_fn(|_| std::cell::Cell::new((0, 0, None))),
        extra_diags: Vec::new(),
        verified,
        part,
        chains: Default::default(),
    };
    let result = tr.module(module.top);
    if result.is_ok() {
        tr.finish_debug_info();
    }
    // SAFETY: the builder is not used after this.
    unsafe { inkwell::llvm_sys::core::LLVMDisposeBuilder(b) };
    let extra = std::mem::take(&mut tr.extra_diags);
    let opened = result.map_err(|d| std::iter::once(d).chain(extra).collect::<Vec<_>>())?;
    Ok((llmod, opened))
}
