//! llmir-translate: read MLIR's LLVM dialect, verify it, and translate it
//! through LLVM 19 into textual LLVM IR (as `mlir-translate
//! --mlir-to-llvmir`), bitcode, assembly or an object file.

use std::io::Read;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Parser;

/// mimalloc, as in llmir-opt: the IR is many small allocations.
#[global_allocator]
static ALLOC: llmir::allocator::Mimalloc = llmir::allocator::Mimalloc;
use llmir::diag::split::{split_input_file, DEFAULT_MARKER};
use llmir::diag::{Diagnostic, Format, SourceFile};
use llmir::emit::{emit_owned, verify_and_emit_owned, EmitOptions, OutputKind};
use llmir::ir::Context;
use llmir::parser::{parse, ParseOptions};

#[derive(Parser, Debug)]
#[command(name = "llmir-translate", version, about = "Translate MLIR's LLVM dialect to LLVM IR, bitcode, assembly or object code")]
#[command(group = clap::ArgGroup::new("mode").required(true))]
struct Cli {
    /// Input file, or `-` for standard input.
    #[arg(default_value = "-")]
    input: String,
    /// Output file (written atomically), or `-` for standard output.
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Textual LLVM IR, as `mlir-translate --mlir-to-llvmir` prints it.
    #[arg(long = "mlir-to-llvmir", group = "mode")]
    to_llvmir: bool,
    /// LLVM IR (`.ll` or `.bc`) to the LLVM dialect, as `mlir-translate
    /// --import-llvm` prints it.
    #[arg(long = "import-llvm", group = "mode")]
    import_llvm: bool,
    /// With `--import-llvm`: warn about what the import drops (debug
    /// intrinsics it cannot convert), as mlir-translate-19's flag does.
    #[arg(long = "emit-expensive-warnings")]
    emit_expensive_warnings: bool,
    /// With `--import-llvm`: composite debug types without their elements
    /// (vectors keep theirs), as mlir-translate-19's flag does.
    #[arg(long = "drop-di-composite-type-elements")]
    drop_di_composite_type_elements: bool,
    /// With `--import-llvm`: how the imported module is printed.
    #[command(flatten)]
    print: llmir::cli::PrintFlags,
    #[command(flatten)]
    timing: llmir::cli::TimingFlags,
    /// Translate on one thread (llmir lexes, parses and verifies large
    /// modules on two).
    #[arg(long = "mlir-disable-threading")]
    disable_threading: bool,
    /// Report at most N errors per file (or split chunk); 0: no limit.
    #[arg(long = "error-limit", default_value_t = 100)]
    error_limit: usize,
    /// Show only error diagnostics (no warnings, remarks or notes of their own).
    #[arg(long = "error-diagnostics-only")]
    error_diagnostics_only: bool,
    /// LLVM bitcode.
    #[arg(long = "mlir-to-bitcode", group = "mode")]
    to_bitcode: bool,
    /// Target assembly.
    #[arg(long = "mlir-to-assembly", group = "mode")]
    to_assembly: bool,
    /// A relocatable object file.
    #[arg(long = "mlir-to-object", group = "mode")]
    to_object: bool,
    /// Process each chunk between split markers (default `// -----`) on its own.
    #[arg(long = "split-input-file", num_args = 0..=1, require_equals = true, default_missing_value = DEFAULT_MARKER)]
    split_input_file: Option<String>,
    /// Marker printed between the outputs of split chunks (mlir-translate's default is empty).
    #[arg(long = "output-split-marker", default_value = "")]
    output_split_marker: String,
    /// Target triple (default: the module's `llvm.target_triple`, else the host's).
    #[arg(long = "target-triple")]
    target_triple: Option<String>,
    /// Target CPU for assembly and object output.
    #[arg(long = "target-cpu")]
    target_cpu: Option<String>,
    /// Target features (`+avx2,-sse4a`) for assembly and object output.
    #[arg(long = "target-features")]
    target_features: Option<String>,
    /// Relocation model: default, static, pic, dynamic-no-pic.
    #[arg(long = "relocation-model")]
    relocation_model: Option<String>,
    /// Code generation optimisation level (0-3; default 2, as llc).
    #[arg(short = 'O', value_parser = clap::value_parser!(u8).range(0..=3))]
    opt_level: Option<u8>,
    /// Accept operations of dialects llmir does not know (they cannot be translated).
    #[arg(long = "allow-unregistered-dialect")]
    allow_unregistered: bool,
    /// Check diagnostics against `expected-error`/`-warning`/`-note`/`-remark` comments.
    #[arg(long = "verify-diagnostics")]
    verify_diagnostics: bool,
    /// Require the input to be a single `builtin.module` op.
    #[arg(long = "no-implicit-module")]
    no_implicit_module: bool,
    /// Print debug info as records (`#dbg_value`, LLVM 19's default) or,
    /// with `=false`, as intrinsic calls (`call @llvm.dbg.value`).
    #[arg(long = "write-experimental-debuginfo", num_args = 0..=1, require_equals = true, default_missing_value = "true")]
    write_experimental_debuginfo: Option<String>,
    /// How diagnostics are shown: pretty (default on a terminal), mlir, or json.
    #[arg(long = "diagnostic-format")]
    diagnostic_format: Option<Format>,
}

fn main() -> ExitCode {
    // Give freed memory back at once: LLVM allocates through glibc, so the
    // pages of the MLIR freed while LLVM IR is built reach it only by way
    // of the kernel.
    llmir::allocator::purge_after(0);
    llmir::threads::small_pages();
    // Deeply nested input recurses; give the work a roomy stack (which
    // also lets the parser accept nesting as deep as MLIR does).
    let worker = llmir::threads::spawn_big(run);
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("llmir-translate: internal error (please report this input)");
            ExitCode::from(2)
        }
    }
}

/// The timer of a translation in `--mlir-timing`'s report.
trait TimerName {
    fn timer_name(self) -> &'static str;
}

impl TimerName for OutputKind {
    fn timer_name(self) -> &'static str {
        match self {
            OutputKind::LlvmIr => "Translate MLIR to LLVMIR",
            OutputKind::Bitcode => "Translate MLIR to LLVM bitcode",
            OutputKind::Assembly => "Translate MLIR to assembly",
            OutputKind::Object => "Translate MLIR to an object file",
        }
    }
}

impl Cli {
    fn kind(&self) -> OutputKind {
        if self.to_bitcode {
            OutputKind::Bitcode
        } else if self.to_assembly {
            OutputKind::Assembly
        } else if self.to_object {
            OutputKind::Object
        } else {
            OutputKind::LlvmIr
        }
    }
}

/// LLVM's command lines take long options with one dash
/// (`-mlir-to-llvmir`, `-split-input-file`); clap wants two. `-o` and
/// `-O<n>` stay short options.
fn normalized_args() -> Vec<String> {
    std::env::args()
        .enumerate()
        .map(|(i, a)| {
            let short = a.len() == 2 || (a.len() == 3 && a.starts_with("-O"));
            if i > 0 && a.starts_with('-') && !a.starts_with("--") && !short {
                format!("-{a}")
            } else {
                a
            }
        })
        .collect()
}

fn run() -> ExitCode {
    let cli = Cli::parse_from(normalized_args());
    let started = Instant::now();
    if cli.disable_threading {
        llmir::threads::set_enabled(false);
    }
    let mut translating = Duration::ZERO;
    let code = if cli.import_llvm { import(&cli, &mut translating) } else { translate(&cli, &mut translating) };
    if cli.timing.timing {
        // Named as mlir-translate names its translations' timers.
        let name = if cli.import_llvm { "Translate LLVMIR to MLIR" } else { cli.kind().timer_name() };
        let timers = [llmir::cli::Timer::new(name, translating)];
        eprint!("{}", llmir::cli::timing_report(&timers, started.elapsed(), &cli.timing));
    }
    code
}

/// The modes from MLIR: reads, verifies and translates every chunk of the
/// input; `translating` is the time spent on the chunks.
fn translate(cli: &Cli, translating: &mut Duration) -> ExitCode {
    let format = Format::select(cli.diagnostic_format);
    let (name, text) = match read_input(&cli.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("llmir-translate: cannot read '{}': {e}", cli.input);
            return ExitCode::FAILURE;
        }
    };
    let file = SourceFile::new(name, text);
    let chunks = match &cli.split_input_file {
        Some(marker) if marker.len() > 2 => {
            let split = split_input_file(&file, marker);
            let _ = format.emit(&file, &split.warnings);
            split.chunks
        }
        Some(_) => {
            eprintln!("llmir-translate: split marker too short");
            return ExitCode::FAILURE;
        }
        None => vec![file],
    };
    if let Some(v) = &cli.write_experimental_debuginfo {
        match v.as_str() {
            "true" | "1" => llmir::emit::print_debug_records(true),
            "false" | "0" => llmir::emit::print_debug_records(false),
            other => {
                eprintln!("llmir-translate: invalid value '{other}' for --write-experimental-debuginfo (true or false)");
                return ExitCode::FAILURE;
            }
        }
    }
    let opts = EmitOptions {
        triple: cli.target_triple.clone(),
        cpu: cli.target_cpu.clone(),
        features: cli.target_features.clone(),
        reloc: cli.relocation_model.clone(),
        opt_level: cli.opt_level,
        source: None,
        // One module: the process ends after writing it.
        leak_llvm: chunks.len() == 1,
    };
    let mut ok = true;
    let mut out: Vec<u8> = Vec::new();
    let mut first = true;
    for chunk in &chunks {
        let chunk_started = Instant::now();
        let (bytes, mut diags) = match process(cli, &opts, chunk) {
            Ok(bytes) => (Some(bytes), Vec::new()),
            Err(diags) => (None, diags),
        };
        *translating += chunk_started.elapsed();
        if cli.error_diagnostics_only && !cli.verify_diagnostics {
            diags.retain(|d| d.is_error());
        }
        if cli.verify_diagnostics {
            let failures = llmir::diag::verify(chunk, &diags);
            if !failures.is_empty() {
                ok = false;
                let _ = format.emit(chunk, &failures);
            }
        } else if bytes.is_none() {
            let _ = format.emit(chunk, &diags);
            ok = false;
        }
        if let Some(bytes) = bytes {
            if !first {
                out.extend_from_slice(cli.output_split_marker.as_bytes());
                out.push(b'\n');
            }
            // A whole module's output (megabytes) is taken, not copied.
            if first {
                out = bytes;
            } else {
                out.extend_from_slice(&bytes);
            }
            first = false;
        }
    }
    if let Err(e) = llmir::output::write(&cli.output, &out, ok || cli.verify_diagnostics) {
        eprintln!("llmir-translate: cannot write '{}': {e}", cli.output);
        return ExitCode::FAILURE;
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `--import-llvm`: LLVM 19 reads the file (text or bitcode), the module
/// becomes LLVM dialect IR and is printed; warnings and errors are shown
/// as mlir-translate shows them.
fn import(cli: &Cli, translating: &mut Duration) -> ExitCode {
    let mut bytes = Vec::new();
    let read = if cli.input == "-" {
        std::io::stdin().read_to_end(&mut bytes)
    } else {
        std::fs::File::open(&cli.input).and_then(|mut f| f.read_to_end(&mut bytes))
    };
    if let Err(e) = read {
        eprintln!("llmir-translate: cannot read '{}': {e}", cli.input);
        return ExitCode::FAILURE;
    }
    let import_started = Instant::now();
    let mut ctx = Context::new();
    let opts = llmir::import::ImportOptions { expensive_warnings: cli.emit_expensive_warnings, drop_di_composite_type_elements: cli.drop_di_composite_type_elements };
    let imported = llmir::import::import_llvm_with(&mut ctx, &bytes, &cli.input, &opts);
    for d in &imported.diags {
        eprintln!("{}", d.render());
    }
    let Some(module) = imported.module else { return ExitCode::FAILURE };
    let diags = llmir::verify::verify(&ctx, &module);
    if diags.iter().any(|d| d.is_error()) {
        // Located at the imported ops' locations, as mlir-translate-19
        // reports a module that fails to verify.
        eprint!("{}", llmir::import::verify_failure_report(&ctx, &module, &diags, cli.print.debug_info));
        return ExitCode::FAILURE;
    }
    let text = llmir::printer::print_module(&ctx, &module, &cli.print.options());
    *translating = import_started.elapsed();
    if let Err(e) = llmir::output::write(&cli.output, text.as_bytes(), true) {
        eprintln!("llmir-translate: cannot write '{}': {e}", cli.output);
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

/// Parses, verifies and translates one chunk.
fn process(cli: &Cli, opts: &EmitOptions, chunk: &SourceFile) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let mut ctx = Context::new();
    let popts = ParseOptions { allow_unregistered: cli.allow_unregistered, ..Default::default() };
    let module = if cli.verify_diagnostics {
        // MLIR's diagnostics are checked: its first failure only.
        parse(&mut ctx, &chunk.text, &popts).map_err(|d| llmir::parser::first_failure(&chunk.text, d))?
    } else {
        // As llmir-opt: errors past the first come from reading on after
        // it, without the ones that only follow from it.
        let limit = if cli.error_limit == 0 { usize::MAX } else { cli.error_limit };
        let found = llmir::parser::recover::parse_recovering(&mut ctx, &chunk.text, &popts, limit);
        match found.module {
            Some(m) if found.errors.is_empty() => m,
            _ => return Err(llmir::parser::recover::with_verifier(&ctx, &found, limit)),
        }
    };
    llmir::timeline::mark("parsed");
    let opts = EmitOptions { source: Some(chunk.text.clone()), ..opts.clone() };
    if !cli.no_implicit_module {
        // The verifier runs beside the translation (see the function).
        return verify_and_emit_owned(ctx, module, cli.kind(), &opts);
    }
    let diags = llmir::verify::verify(&ctx, &module);
    if diags.iter().any(|d| d.is_error()) {
        return Err(diags);
    }
    llmir::timeline::mark("verified");
    if cli.no_implicit_module {
        check_explicit_module(&ctx, &module)?;
    }
    emit_owned(ctx, module, cli.kind(), &opts)
}

/// `--no-implicit-module`: the parser wrapped the ops in a module of its
/// own (an empty span) unless the file is one `builtin.module`.
fn check_explicit_module(ctx: &Context, module: &llmir::ir::Module) -> Result<(), Vec<Diagnostic>> {
    let top = module.body.op(module.top);
    if !top.span.is_empty() {
        return Ok(());
    }
    let first = top.regions.first().and_then(|&r| module.body.region(r).blocks.first()).and_then(|&b| module.body.block(b).ops.first());
    match first {
        Some(&op) => {
            let d = module.body.op(op);
            let msg = format!("'{}' op can not be translated to an LLVMIR module", ctx.str(d.name));
            Err(vec![Diagnostic::error(d.span, msg)])
        }
        None => Ok(()),
    }
}

fn read_input(path: &str) -> std::io::Result<(String, String)> {
    let mut bytes = Vec::new();
    if path == "-" {
        std::io::stdin().read_to_end(&mut bytes)?;
        return Ok(("<stdin>".into(), into_text(bytes)));
    }
    std::fs::File::open(path)?.read_to_end(&mut bytes)?;
    Ok((path.to_string(), into_text(bytes)))
}

/// Valid UTF-8 is used in place; anything else is decoded lossily.
fn into_text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

