//! Object code for a large module made on two threads and joined into one
//! object file (`--mlir-to-object`).
//!
//! Why: LLVM's code generator works through a module one function at a
//! time on one thread, and on a large module it is most of the time to an
//! object (Lua's module: about two thirds at `-O0`); `llc` has no way to
//! use a second core. The module is therefore translated in two parts at
//! once ([`super::Part`]), each into an LLVM context of its own, each
//! compiled by its own target machine on its own thread: the first part
//! on the calling thread beside MLIR's verifier, the second on the
//! verifier's thread once it is done. Both declare every symbol; the first
//! defines the globals and the first functions, the second the other
//! functions, and local symbols are hidden external ones in both so that
//! each part can refer to the other's. The two objects are joined by a
//! relocatable link (`ld -r`) and the symbols that were local are made
//! local again (`objcopy --localize-symbols`): the object links as the one
//! `llc` makes, with the same global symbols and no new exported ones
//! (private globals, which `llc` leaves out of the symbol table, are in it
//! as local symbols).
//!
//! No crate joins ELF objects and LLVM's C API has no linker; binutils'
//! `ld` and `objcopy` are on every machine with a C compiler, which is
//! what links the object anyway. Where they are missing or the target is
//! not the host's (whose `ld` reads only its own objects), under
//! `--mlir-disable-threading`, for small modules (where starting two tools
//! costs more than the second thread saves) and for modules with what the
//! parts do not cover (debug info, comdats, aliases, ifuncs, OpenMP), the
//! module is translated and compiled whole, as before. Which way is taken
//! never depends on the machine's load or number of cores: the same input
//! and flags give the same object.

use std::process::Command;

use inkwell::context::Context as LlContext;
use inkwell::targets::{FileType, TargetTriple};

use super::machine::{EmitOptions, MachineSpec};
use super::Part;
use crate::diag::{Diagnostic, Span};
use crate::ir::{AttrKind, Context, Module};

/// Source text of function bodies below which a module is compiled whole:
/// about 30 ms of `-O0` code generation here, against the 10–15 ms that
/// the second translation of the declarations and the two tools cost.
const MIN_FUNCTION_TEXT: usize = 512 << 10;

/// The share of the functions' text the first part gets. Its translation
/// runs beside MLIR's verifier, the second's only after it: on Lua's
/// module this share has the two threads finish together.
const FIRST_SHARE: f64 = 0.62;

/// How a module is to be made in parts: the target machines' spec and the
/// top op where the second part's functions start.
pub(crate) struct Plan {
    spec: MachineSpec,
    at: usize,
}

/// The plan for making `module`'s object in parts, or `None` when it is to
/// be made whole (see the module's doc).
pub(crate) fn plan(ctx: &Context, module: &Module, opts: &EmitOptions) -> Option<Plan> {
    if !crate::threads::enabled() {
        return None;
    }
    let body = &module.body;
    let top = body.op(module.top);
    let block = top.regions.first().and_then(|&r| body.region(r).blocks.first())?;
    let ops = &body.block(*block).ops;
    let mut sizes = Vec::new();
    for (i, &op) in ops.iter().enumerate() {
        let d = body.op(op);
        let name = d.properties.and_then(|p| ctx.dict_get_str(p, "sym_name")).or_else(|| ctx.dict_get_str(d.attrs, "sym_name"));
        if let Some(AttrKind::String { value, .. }) = name.map(|a| ctx.attr_kind(a)) {
            // The list of names handed to `objcopy` could not carry these.
            if value.iter().any(|&c| c == b'#' || c.is_ascii_whitespace()) {
                return None;
            }
        }
        match ctx.str(d.name) {
            "llvm.func" => sizes.push((i, d.span.len() as usize)),
            "llvm.mlir.global" | "llvm.mlir.global_ctors" | "llvm.mlir.global_dtors" | "llvm.linker_options" | "llvm.mlir.module_flags" => {}
            // Comdats, aliases, ifuncs and anything else: made whole.
            _ => return None,
        }
    }
    let total: usize = sizes.iter().map(|&(_, len)| len).sum();
    if sizes.len() < 2 || total < MIN_FUNCTION_TEXT {
        return None;
    }
    // Debug info (one compile unit per part would not do) and OpenMP (its
    // translation keeps module-wide state) are left whole; any debug info
    // attribute interned at all counts, which is cheaper than finding
    // where it is used.
    let di = (0..ctx.attr_count()).any(|i| {
        matches!(ctx.attr_kind(crate::ir::Attr(i as u32)), AttrKind::Dialect { name, .. } if ctx.str(*name).starts_with("llvm.di_"))
    });
    if di || body.ops.iter().any(|d| ctx.str(d.name).starts_with("omp.")) {
        return None;
    }
    let triple = match &opts.triple {
        Some(t) => t.clone(),
        None => match ctx.dict_get_str(top.attrs, "llvm.target_triple").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
            _ => String::new(),
        },
    };
    let spec = MachineSpec::for_triple(&triple, opts).ok()?;
    if !spec.is_host() || !tools_present() {
        return None;
    }
    let mut sum = 0;
    let mut at = sizes[1].0;
    for &(i, len) in &sizes[1..] {
        sum += len;
        at = i;
        if sum as f64 > FIRST_SHARE * total as f64 {
            break;
        }
    }
    Some(Plan { spec, at })
}

/// MLIR's verifier and the module's object made in parts (see the
/// module's doc). MLIR's diagnostics win over the translation's, and the
/// first part's over the second's, as when the module is made whole.
pub(crate) fn verify_and_emit(ctx: Context, module: Module, opts: &EmitOptions, plan: Plan) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let top_span = module.body.op(module.top).span;
    let progress = crate::threads::Progress::default();
    let (ctx, module) = (&ctx, &module);
    let done = std::thread::scope(|s| {
        let second = crate::threads::spawn_big_scoped(s, || {
            let verified = {
                let _finish = progress.finish_on_drop();
                crate::verify::verify_reporting(ctx, module, &|n| progress.advance(n))
            };
            crate::timeline::mark("verified");
            if verified.iter().any(|d| d.is_error()) {
                return (verified, None);
            }
            let part = Part { second: true, at: plan.at };
            (verified, Some(compile_part(ctx, module, opts, &plan.spec, None, part, top_span)))
        });
        let Ok(second) = second else { return None };
        let part = Part { second: false, at: plan.at };
        let first = compile_part(ctx, module, opts, &plan.spec, Some(&progress), part, top_span);
        let (verified, second) = second.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        Some((verified, first, second))
    });
    let (verified, first, second) = match done {
        Some(done) => done,
        None => {
            // No second thread: the same parts, one after the other (the
            // object is the same).
            let verified = crate::verify::verify(ctx, module);
            if verified.iter().any(|d| d.is_error()) {
                return Err(verified);
            }
            let first = compile_part(ctx, module, opts, &plan.spec, None, Part { second: false, at: plan.at }, top_span);
            let second = first.is_ok().then(|| compile_part(ctx, module, opts, &plan.spec, None, Part { second: true, at: plan.at }, top_span));
            (verified, first, second)
        }
    };
    crate::timeline::mark("parts compiled");
    if verified.iter().any(|d| d.is_error()) {
        return Err(verified);
    }
    let (first, names) = first?;
    // (No second part only when the verifier failed, returned above.)
    let Some(second) = second else { return Err(verified) };
    let (second, _) = second?;
    let joined = join(&[first, second], &names).map_err(|m| vec![Diagnostic::error(top_span, m)]);
    crate::timeline::mark("objects joined");
    joined
}

/// One part translated, checked by LLVM's verifier and compiled: its
/// object and the names of the symbols made external in it.
fn compile_part(
    ctx: &Context,
    module: &Module,
    opts: &EmitOptions,
    spec: &MachineSpec,
    progress: Option<&crate::threads::Progress>,
    part: Part,
    top_span: Span,
) -> Result<(Vec<u8>, Vec<String>), Vec<Diagnostic>> {
    let llctx = LlContext::create();
    let (llmod, names) = super::translate_part(&llctx, ctx, module, opts.source.clone(), progress, Some(part))?;
    crate::timeline::mark(if part.second { "second part translated" } else { "first part translated" });
    super::verify_llvm(llmod.as_mut_ptr(), top_span)?;
    let fail = |m: String| vec![Diagnostic::error(top_span, m)];
    let tm = spec.create().ok_or_else(|| fail(format!("cannot create a target machine for '{}'", spec.triple)))?;
    llmod.set_triple(&TargetTriple::create(&spec.triple));
    // (inkwell keeps the layout string borrowed while it is alive.)
    let no_layout = llmod.get_data_layout().as_str().to_bytes().is_empty();
    if no_layout {
        llmod.set_data_layout(&tm.get_target_data().get_data_layout());
    }
    let buf = tm.write_to_memory_buffer(&llmod, FileType::Object).map_err(|e| fail(format!("code generation failed: {e}")))?;
    let object = buf.as_slice().to_vec();
    crate::timeline::mark(if part.second { "second part compiled" } else { "first part compiled" });
    if opts.leak_llvm {
        // The process ends soon: its exit frees the module (see `EmitOptions`).
        std::mem::forget(llmod);
        std::mem::forget(llctx);
    }
    Ok((object, names))
}

/// Whether `ld` and `objcopy` are on the `PATH`.
fn tools_present() -> bool {
    use std::os::unix::fs::PermissionsExt;
    let Some(path) = std::env::var_os("PATH") else { return false };
    ["ld", "objcopy"].iter().all(|tool| {
        std::env::split_paths(&path).any(|dir| {
            std::fs::metadata(dir.join(tool)).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        })
    })
}

/// The parts' objects as one: linked together without being resolved
/// (`ld -r`), then the symbols in `local_names` made local.
fn join(objects: &[Vec<u8>], local_names: &[String]) -> Result<Vec<u8>, String> {
    let dir = tempfile::tempdir().map_err(|e| format!("cannot make a temporary directory: {e}"))?;
    let write = |name: &str, bytes: &[u8]| {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).map(|()| path).map_err(|e| format!("cannot write a temporary file: {e}"))
    };
    let mut parts = Vec::new();
    for (i, object) in objects.iter().enumerate() {
        parts.push(write(&format!("part{i}.o"), object)?);
    }
    let joined = dir.path().join("joined.o");
    run(Command::new("ld").arg("-r").arg("-o").arg(&joined).args(&parts))?;
    if !local_names.is_empty() {
        // One name a line; `#` would start a comment and white space is
        // trimmed, but neither can be in the names of the symbols made
        // external (see `plan`).
        let mut list = local_names.join("\n");
        list.push('\n');
        let names = write("locals.txt", list.as_bytes())?;
        run(Command::new("objcopy").arg(format!("--localize-symbols={}", names.display())).arg(&joined))?;
    }
    std::fs::read(&joined).map_err(|e| format!("cannot read the joined object: {e}"))
}

/// Runs a tool; its error output is the failure's message.
fn run(command: &mut Command) -> Result<(), String> {
    let program = command.get_program().to_string_lossy().into_owned();
    let out = command.output().map_err(|e| format!("cannot run {program}: {e}"))?;
    if out.status.success() {
        return Ok(());
    }
    Err(format!("{program} failed joining the object's parts: {}", String::from_utf8_lossy(&out.stderr).trim()))
}
