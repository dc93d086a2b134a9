//! llmir-opt: read MLIR text, verify it, and print it back (custom or
//! generic form), in the manner of `mlir-opt`.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Parser;

/// mimalloc: the IR is many small allocations; the system allocator was a
/// visible share of the profile.
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;
use llmir::diag::split::{split_input_file, DEFAULT_MARKER};
use llmir::diag::{Diagnostic, Format, SourceFile};
use llmir::ir::Context;
use llmir::parser::{parse, ParseOptions};
use llmir::printer::{print_module, PrintOptions};

#[derive(Parser, Debug)]
#[command(name = "llmir-opt", version, about = "MLIR LLVM-dialect optimizer driver (parse, verify, print)")]
struct Cli {
    /// Input file, or `-` for standard input.
    #[arg(default_value = "-")]
    input: String,
    /// Output file (written atomically), or `-` for standard output.
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Print every operation in the generic form.
    #[arg(long = "mlir-print-op-generic")]
    generic: bool,
    /// Accept operations, types and attributes of dialects llmir does not know.
    #[arg(long = "allow-unregistered-dialect")]
    allow_unregistered: bool,
    /// Process each chunk between split markers (default `// -----`) on its own.
    #[arg(long = "split-input-file", num_args = 0..=1, require_equals = true, default_missing_value = DEFAULT_MARKER)]
    split_input_file: Option<String>,
    /// Marker printed between the outputs of split chunks.
    #[arg(long = "output-split-marker", default_value = DEFAULT_MARKER)]
    output_split_marker: String,
    /// Print locations (`loc(...)`).
    #[arg(long = "mlir-print-debuginfo")]
    debug_info: bool,
    /// Print in the generic form, parse that again and check the result prints the same.
    #[arg(long = "verify-roundtrip")]
    verify_roundtrip: bool,
    /// Check diagnostics against `expected-error`/`-warning`/`-note`/`-remark` comments.
    #[arg(long = "verify-diagnostics")]
    verify_diagnostics: bool,
    /// How diagnostics are shown: pretty (default on a terminal), mlir, or json.
    #[arg(long = "diagnostic-format")]
    diagnostic_format: Option<Format>,
}

fn main() -> ExitCode {
    // Give freed memory back at once (mimalloc's purge delay option, 15):
    // a run's peak memory matters more than the few frees it saves.
    // Safe: sets a global allocator option; no memory is touched.
    unsafe { libmimalloc_sys::mi_option_set(15, 0) };
    // Deeply nested input recurses; give the work a roomy stack.
    let worker = std::thread::Builder::new().stack_size(512 << 20).spawn(run);
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("llmir-opt: internal error (please report this input)");
            ExitCode::from(2)
        }
    }
}

fn run() -> ExitCode {
    let cli = Cli::parse_from(std::env::args_os().map(llvm_style_long_option));
    let format = Format::select(cli.diagnostic_format);
    let (name, text) = match read_input(&cli.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("llmir-opt: cannot read '{}': {e}", cli.input);
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
            eprintln!("llmir-opt: split marker too short");
            return ExitCode::FAILURE;
        }
        None => vec![file],
    };
    let mut ok = true;
    let mut outputs = Vec::with_capacity(chunks.len());
    for chunk in &chunks {
        let (out, diags) = process(&cli, chunk);
        if cli.verify_diagnostics {
            let failures = llmir::diag::verify(chunk, &diags);
            if !failures.is_empty() {
                ok = false;
                let _ = format.emit(chunk, &failures);
            }
        } else if !diags.is_empty() {
            let _ = format.emit(chunk, &diags);
            if diags.iter().any(|d| d.is_error()) {
                ok = false;
            }
        }
        outputs.push(out);
    }
    let mut text = String::new();
    let mut first = true;
    for out in outputs.into_iter().flatten() {
        if !first {
            text.push_str(&cli.output_split_marker);
            text.push('\n');
        }
        first = false;
        text.push_str(&out);
        text.push('\n');
    }
    if let Err(e) = write_output(&cli.output, &text, ok || cli.verify_diagnostics) {
        eprintln!("llmir-opt: cannot write '{}': {e}", cli.output);
        return ExitCode::FAILURE;
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Parses, verifies and prints one chunk: its text (if it is valid) and
/// its diagnostics.
fn process(cli: &Cli, chunk: &SourceFile) -> (Option<String>, Vec<Diagnostic>) {
    let mut ctx = Context::new();
    let popts = ParseOptions { allow_unregistered: cli.allow_unregistered };
    let module = match parse(&mut ctx, &chunk.text, &popts) {
        Ok(m) => m,
        Err(d) => return (None, d),
    };
    let diags = llmir::verify::verify(&ctx, &module);
    if diags.iter().any(|d| d.is_error()) {
        return (None, diags);
    }
    let opts = PrintOptions { generic: cli.generic, debug_info: cli.debug_info };
    let out = print_module(&ctx, &module, &opts);
    if cli.verify_roundtrip {
        if let Some(d) = roundtrip(&ctx, &module, &opts, &popts, &out) {
            return (None, vec![d]);
        }
    }
    (Some(out), diags)
}

/// MLIR's tools take long options with one dash (`-split-input-file`), as
/// LLVM's `cl` does; upstream RUN lines use that spelling. A single-dash
/// word naming one of our long options becomes the `--` form clap knows;
/// anything else (`-o`, `-`) is left alone.
fn llvm_style_long_option(arg: std::ffi::OsString) -> std::ffi::OsString {
    use clap::CommandFactory;
    let Some(s) = arg.to_str() else { return arg };
    let Some(word) = s.strip_prefix('-').filter(|w| !w.starts_with('-')) else { return arg };
    let name = word.split('=').next().unwrap_or(word);
    if name.len() > 1 && Cli::command().get_arguments().any(|a| a.get_long() == Some(name)) {
        return format!("-{s}").into();
    }
    arg
}

/// Prints generically, reparses, and compares the reprint with `expected`.
fn roundtrip(ctx: &Context, module: &llmir::ir::Module, opts: &PrintOptions, popts: &ParseOptions, expected: &str) -> Option<Diagnostic> {
    let generic = print_module(ctx, module, &PrintOptions { generic: true, debug_info: true });
    let mut ctx2 = Context::new();
    let failed = |msg: &str| Some(Diagnostic::new(llmir::diag::Severity::Error, None, msg.to_string()));
    match parse(&mut ctx2, &generic, popts) {
        Ok(m2) if print_module(&ctx2, &m2, opts) == expected => None,
        Ok(_) => failed("roundTrip: the reparsed module does not print the same as the original"),
        Err(_) => failed("roundTrip: the generic form of the module does not parse"),
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

/// Writes `-o` atomically: a temporary file next to the target, renamed
/// over it only when the run succeeded.
fn write_output(path: &str, text: &str, success: bool) -> std::io::Result<()> {
    if path == "-" {
        let mut out = std::io::stdout().lock();
        out.write_all(text.as_bytes())?;
        return out.flush();
    }
    if !success {
        return Ok(());
    }
    let target = Path::new(path);
    let dir = target.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let tmp: PathBuf = dir.join(format!(
        ".{}.llmir-tmp-{}",
        target.file_name().and_then(|n| n.to_str()).unwrap_or("out"),
        std::process::id()
    ));
    let result = std::fs::write(&tmp, text).and_then(|_| std::fs::rename(&tmp, target));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}
