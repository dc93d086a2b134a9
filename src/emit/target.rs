//! Output: textual LLVM IR (as `mlir-translate --mlir-to-llvmir` prints
//! it), bitcode, or assembly/object code through an LLVM target machine.
//! The module's own `llvm.target_triple` and `llvm.data_layout` are used
//! unless the options override them; otherwise the host's triple.

use inkwell::context::Context as LlContext;
use inkwell::targets::{FileType, TargetTriple};

use super::machine::{EmitOptions, MachineSpec};
use crate::diag::Diagnostic;
use crate::ir::{Context, Module};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutputKind {
    LlvmIr,
    Bitcode,
    Assembly,
    Object,
}


/// Translates `module` and renders it as `kind`.
pub fn emit(ctx: &Context, module: &Module, kind: OutputKind, opts: &EmitOptions) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let llctx = LlContext::create();
    let llmod = super::translate(&llctx, ctx, module, opts.source.clone())?;
    set_triple(&llmod, opts);
    render(&llmod, module.body.op(module.top).span, kind, opts)
}

/// [`emit`], freeing the MLIR module and its context as soon as the LLVM
/// module is built: rendering (printing, code generation) then runs
/// without them, which lowers a large translation's peak memory. Textual
/// IR is printed while LLVM's verifier checks the module on a second
/// thread (both only read it; the text is dropped if the module fails).
pub fn emit_owned(ctx: Context, module: Module, kind: OutputKind, opts: &EmitOptions) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let llctx = LlContext::create();
    let llmod = super::translate_unverified(&llctx, &ctx, &module, opts.source.clone())?;
    let top_span = module.body.op(module.top).span;
    let split = super::print_parts::split_point(&ctx, &module);
    drop(module);
    drop(ctx);
    crate::timeline::mark("translated, MLIR freed");
    let out = render_verified(&llctx, llmod, top_span, kind, opts, split);
    if opts.leak_llvm {
        std::mem::forget(llctx);
    }
    out
}

/// LLVM's verifier and the rendering of a translated module, the LLVM
/// module and context left to the process's exit under `leak_llvm`.
fn render_verified<'c>(
    _llctx: &'c LlContext,
    llmod: inkwell::module::Module<'c>,
    top_span: crate::diag::Span,
    kind: OutputKind,
    opts: &EmitOptions,
    split: Option<u32>,
) -> Result<Vec<u8>, Vec<Diagnostic>> {
    // Printing converts the module's debug info format when it differs
    // from the one printed, and `--target-triple` is set after the
    // verifier has run: only a module nothing writes to is shared.
    let beside = kind == OutputKind::LlvmIr && super::debug_records() && opts.triple.is_none() && crate::threads::enabled();
    let out = if beside { verify_beside_render(&llmod, top_span, kind, opts, split) } else { None };
    let out = match out {
        Some(out) => out,
        None => super::verify_llvm(llmod.as_mut_ptr(), top_span).and_then(|()| {
            set_triple(&llmod, opts);
            render(&llmod, top_span, kind, opts)
        }),
    };
    if opts.leak_llvm {
        // (The caller forgets the context.)
        std::mem::forget(llmod);
    }
    out
}

/// MLIR's verifier and then [`emit_owned`], with the verifier on a second
/// thread beside the translation: a function's body (a global's
/// initializer) is translated once the verifier has passed its op
/// (`Tr::wait_verified`), so the translation only builds what verified
/// on its own; what the verifier checks last (symbol uses across the
/// module, unique names) only decides whether the translation is used.
/// The verifier's diagnostics win over the translation's, as when it runs
/// first; with threads off it does run first.
pub fn verify_and_emit_owned(ctx: Context, module: Module, kind: OutputKind, opts: &EmitOptions) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let serial = |ctx: Context, module: Module| {
        let diags = crate::verify::verify(&ctx, &module);
        if diags.iter().any(|d| d.is_error()) {
            return Err(diags);
        }
        crate::timeline::mark("verified");
        emit_owned(ctx, module, kind, opts)
    };
    if !crate::threads::enabled() {
        return serial(ctx, module);
    }
    if kind == OutputKind::Object {
        if let Some(plan) = super::split_codegen::plan(&ctx, &module, opts) {
            return super::split_codegen::verify_and_emit(ctx, module, opts, plan);
        }
    }
    let llctx = LlContext::create();
    let progress = crate::threads::Progress::default();
    let (verified, translated) = std::thread::scope(|s| {
        let verifier = crate::threads::spawn_big_scoped(s, || {
            let _finish = progress.finish_on_drop();
            let diags = crate::verify::verify_reporting(&ctx, &module, &|n| progress.advance(n));
            crate::timeline::mark("verified");
            diags
        });
        let Ok(verifier) = verifier else { return (None, None) };
        let translated = super::translate_gated(&llctx, &ctx, &module, opts.source.clone(), Some(&progress));
        crate::timeline::mark("translated");
        let verified = verifier.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        (Some(verified), Some(translated))
    });
    let (Some(verified), Some(translated)) = (verified, translated) else { return serial(ctx, module) };
    if verified.iter().any(|d| d.is_error()) {
        return Err(verified);
    }
    let llmod = translated?;
    let top_span = module.body.op(module.top).span;
    let split = super::print_parts::split_point(&ctx, &module);
    // Freeing the MLIR IR (its pages go back to the kernel) runs beside
    // the rendering, which no longer needs it.
    let freeing = std::thread::Builder::new().spawn(move || {
        drop(module);
        drop(ctx);
        crate::timeline::mark("MLIR freed");
    });
    drop(freeing);
    let out = render_verified(&llctx, llmod, top_span, kind, opts, split);
    if opts.leak_llvm {
        std::mem::forget(llctx);
    }
    out
}

/// A module handle handed to the verifier's thread.
struct SharedModule(inkwell::llvm_sys::prelude::LLVMModuleRef);
// SAFETY: the module is only read on both threads while it is shared (see
// `verify_beside_render`), and outlives the scope that shares it.
unsafe impl Send for SharedModule {}

/// LLVM's verifier on a second thread while `render` runs; `None` when no
/// thread could be had.
fn verify_beside_render(
    llmod: &inkwell::module::Module,
    top_span: crate::diag::Span,
    kind: OutputKind,
    opts: &EmitOptions,
    split: Option<u32>,
) -> Option<Result<Vec<u8>, Vec<Diagnostic>>> {
    let shared = SharedModule(llmod.as_mut_ptr());
    // Textual IR is printed in two parts, the second on the verifier's
    // thread once it has verified (`print_parts`).
    // The parts cost about a third more than the whole print in all (see
    // `print_parts`): only worth it with a core to spare.
    let split = split.filter(|_| kind == OutputKind::LlvmIr && crate::threads::idle_core() && super::print_parts::eligible(llmod.as_mut_ptr()));
    if let Some(at) = split {
        let parts = std::thread::scope(|s| {
            let second = crate::threads::spawn_big_scoped(s, move || {
                let shared = shared;
                super::verify_llvm(shared.0, top_span)?;
                let mut text = Vec::new();
                super::print_parts::print_part(shared.0, at, u32::MAX, false, false, &mut text);
                Ok(text)
            })
            .ok()?;
            let mut text = Vec::new();
            let tail = super::print_parts::print_part(llmod.as_mut_ptr(), 0, at, true, true, &mut text);
            let second = second.join().unwrap_or_else(|_| Err(vec![Diagnostic::error(top_span, "LLVM's verifier failed".to_string())]));
            crate::timeline::mark("LLVM verified, IR printed in parts");
            Some(match (second, tail) {
                (Err(d), _) => Some(Err(d)),
                (Ok(part), Some(tail)) => {
                    text.reserve_exact(part.len() + tail.len());
                    text.extend_from_slice(&part);
                    text.extend_from_slice(&tail);
                    Some(Ok(text))
                }
                // The head met what the parts do not cover: the module
                // (verified) is printed whole.
                (Ok(_), None) => None,
            })
        });
        match parts {
            None => return None,
            Some(Some(out)) => return Some(out),
            Some(None) => return Some(Ok(print_module_text(llmod))),
        }
    }
    std::thread::scope(|s| {
        let verifier = crate::threads::spawn_big_scoped(s, move || {
            let shared = shared;
            super::verify_llvm(shared.0, top_span)
        })
        .ok()?;
        let rendered = render(llmod, top_span, kind, opts);
        let verified = verifier.join().unwrap_or_else(|_| Err(vec![Diagnostic::error(top_span, "LLVM's verifier failed".to_string())]));
        crate::timeline::mark("LLVM verified");
        Some(verified.and(rendered))
    })
}

/// `--target-triple` over the module's own.
fn set_triple(llmod: &inkwell::module::Module, opts: &EmitOptions) {
    if let Some(t) = &opts.triple {
        llmod.set_triple(&TargetTriple::create(t));
    }
}

/// The translated module as `kind`; failures are located at `top_span`.
fn render(llmod: &inkwell::module::Module, top_span: crate::diag::Span, kind: OutputKind, opts: &EmitOptions) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let fail = |m: String| vec![Diagnostic::error(top_span, m)];
    match kind {
        OutputKind::LlvmIr => {
            if !super::debug_records() {
                // SAFETY: converts the live module's debug records back to
                // intrinsic calls, as mlir-translate does before printing.
                unsafe { inkwell::llvm_sys::core::LLVMSetIsNewDbgInfoFormat(llmod.as_mut_ptr(), 0) };
            }
            return Ok(print_module_text(llmod));
        }
        OutputKind::Bitcode => return Ok(llmod.write_bitcode_to_memory().as_slice().to_vec()),
        _ => {}
    }
    let spec = MachineSpec::new(llmod, opts).map_err(fail)?;
    let tm = spec.create().ok_or_else(|| fail(format!("cannot create a target machine for '{}'", spec.triple)))?;
    llmod.set_triple(&TargetTriple::create(&spec.triple));
    // (inkwell keeps the layout string borrowed while it is alive.)
    let no_layout = llmod.get_data_layout().as_str().to_bytes().is_empty();
    if no_layout {
        llmod.set_data_layout(&tm.get_target_data().get_data_layout());
    }
    let ft = if kind == OutputKind::Object { FileType::Object } else { FileType::Assembly };
    let buf = tm.write_to_memory_buffer(llmod, ft).map_err(|e| fail(format!("code generation failed: {e}")))?;
    Ok(buf.as_slice().to_vec())
}


/// The module's textual IR. LLVM's `Module::print` writes through a
/// `formatted_raw_ostream` that tracks columns; over the unbuffered string
/// stream of `LLVMPrintModuleToString` every small write is a call of its
/// own, a third of a large translation's time. `LLVMPrintModuleToFile`
/// writes through a buffered file stream instead: it is given an anonymous
/// in-memory file (`memfd_create`), read back once. Where that cannot be
/// had, the string printer.
fn print_module_text(llmod: &inkwell::module::Module) -> Vec<u8> {
    let text = print_through_memfd(llmod).unwrap_or_else(|| llmod.print_to_string().to_bytes().to_vec());
    crate::timeline::mark("LLVM IR printed");
    text
}

fn print_through_memfd(llmod: &inkwell::module::Module) -> Option<Vec<u8>> {
    use std::io::{Read, Seek};
    use std::os::fd::FromRawFd;
    // SAFETY: a plain system call with a NUL-terminated name; the returned
    // descriptor is owned by the `File` below and closed with it.
    let fd = unsafe { libc::memfd_create(c"llmir-ll".as_ptr(), libc::MFD_CLOEXEC) };
    if fd < 0 {
        return None;
    }
    // SAFETY: `fd` is a fresh descriptor nobody else owns.
    let mut file = unsafe { std::fs::File::from_raw_fd(fd) };
    let path = std::ffi::CString::new(format!("/proc/self/fd/{fd}")).ok()?;
    let mut err: *mut std::ffi::c_char = std::ptr::null_mut();
    // SAFETY: the module is alive; LLVM opens the path (the same in-memory
    // file) with a stream of its own, writes and closes it. An error
    // message, if any, is LLVM's to dispose.
    let failed = unsafe { inkwell::llvm_sys::core::LLVMPrintModuleToFile(llmod.as_mut_ptr(), path.as_ptr(), &mut err) };
    if !err.is_null() {
        // SAFETY: the message LLVM allocated for us.
        unsafe { inkwell::llvm_sys::core::LLVMDisposeMessage(err) };
    }
    if failed != 0 {
        return None;
    }
    let len = file.seek(std::io::SeekFrom::End(0)).ok()?;
    file.seek(std::io::SeekFrom::Start(0)).ok()?;
    let mut bytes = Vec::with_capacity(len as usize);
    file.read_to_end(&mut bytes).ok()?;
    (bytes.len() as u64 == len).then_some(bytes)
}
