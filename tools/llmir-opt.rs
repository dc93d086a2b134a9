//! llmir-opt: read MLIR text, verify it, run passes on it, and print it
//! back (custom or generic form), in the manner of `mlir-opt`.
//!
//! Like mlir-opt (LLVM's `cl`), long options may be written with one dash
//! (`-split-input-file`), and every registered pass is a flag of its own
//! (`-canonicalize`, `--cse`, `--canonicalize=max-iterations=2`), run in
//! command-line order. Those are sorted out before clap sees the rest.

use std::io::Read;
use std::process::ExitCode;

use clap::Parser;

/// mimalloc: the IR is many small allocations; the system allocator was a
/// visible share of the profile.
#[global_allocator]
static ALLOC: llmir::allocator::Mimalloc = llmir::allocator::Mimalloc;
use llmir::diag::split::{split_input_file, DEFAULT_MARKER};
use llmir::diag::{ColorChoice, Diagnostic, Format, SourceFile};
use llmir::ir::Context;
use llmir::parser::{parse, parse_recovering, ParseOptions};
use llmir::passes::manager::{PassManager, PrintIr, RunConfig, RunOutput};
use llmir::printer::{print_module, print_module_pieces, PrintOptions};
use std::time::{Duration, Instant};

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
    /// Print dense elements attributes of more elements than this as a hex
    /// string (-1 never).
    #[arg(long = "mlir-print-elementsattrs-with-hex-if-larger", default_value_t = 100, allow_negative_numbers = true, value_name = "long")]
    hex_elements_if_larger: i64,
    /// Print elements attributes of more elements than this as
    /// `dense_resource<__elided__>`.
    #[arg(long = "mlir-elide-elementsattrs-if-larger", value_name = "uint")]
    elide_elements_if_larger: Option<u64>,
    /// Leave out file-metadata resources whose value is longer than this
    /// many characters.
    #[arg(long = "mlir-elide-resource-strings-if-larger", value_name = "uint")]
    elide_resource_strings_if_larger: Option<u64>,
    /// Print in the generic form, parse that again and check the result prints the same.
    #[arg(long = "verify-roundtrip")]
    verify_roundtrip: bool,
    /// Check diagnostics against `expected-error`/`-warning`/`-note`/`-remark` comments.
    #[arg(long = "verify-diagnostics")]
    verify_diagnostics: bool,
    /// How diagnostics are shown: pretty (default on a terminal), mlir, or json.
    #[arg(long = "diagnostic-format")]
    diagnostic_format: Option<Format>,
    /// Colour the pretty diagnostics: auto (on a terminal, unless
    /// `NO_COLOR` is set), always, or never.
    #[arg(long = "color", num_args = 0..=1, require_equals = true, default_missing_value = "always", default_value = "auto")]
    color: ColorChoice,
    /// Report at most N errors per file (or split chunk); 0: no limit.
    #[arg(long = "error-limit", default_value_t = 100)]
    error_limit: usize,
    /// Textual description of the pass pipeline to run, e.g.
    /// `builtin.module(llvm.func(canonicalize),cse)`.
    #[arg(short = 'p', long = "pass-pipeline")]
    pass_pipeline: Option<String>,
    /// Run the verifier after each transformation pass (default on).
    #[arg(long = "verify-each", num_args = 0..=1, require_equals = true, default_missing_value = "true",
          default_value = "true", value_parser = clap::builder::BoolishValueParser::new())]
    verify_each: bool,
    /// Print IR before each pass.
    #[arg(long = "mlir-print-ir-before-all")]
    print_before_all: bool,
    /// Print IR after each pass.
    #[arg(long = "mlir-print-ir-after-all")]
    print_after_all: bool,
    /// Print IR before the specified passes (comma-separated arguments).
    #[arg(long = "mlir-print-ir-before", value_delimiter = ',')]
    print_before: Vec<String>,
    /// Print IR after the specified passes (comma-separated arguments).
    #[arg(long = "mlir-print-ir-after", value_delimiter = ',')]
    print_after: Vec<String>,
    /// When printing the IR after a pass, only print if the IR changed.
    #[arg(long = "mlir-print-ir-after-change")]
    print_after_change: bool,
    /// When printing the IR after a pass, only print if the pass failed.
    #[arg(long = "mlir-print-ir-after-failure")]
    print_after_failure: bool,
    /// Print the top-level operation in IR dumps, whatever the pass ran on.
    #[arg(long = "mlir-print-ir-module-scope")]
    print_module_scope: bool,
    /// Use one thread: large inputs are otherwise lexed, parsed, verified
    /// and printed on two (passes always run one op at a time). Required
    /// with --mlir-print-ir-module-scope, as in mlir-opt.
    #[arg(long = "mlir-disable-threading")]
    disable_threading: bool,
    #[command(flatten)]
    timing: llmir::cli::TimingFlags,
    /// Display the statistics of each pass.
    #[arg(long = "mlir-pass-statistics")]
    pass_statistics: bool,
    /// How the statistics are shown: `pipeline` (nested as the passes ran)
    /// or `list` (merged by pass name).
    #[arg(long = "mlir-pass-statistics-display", default_value = "pipeline")]
    pass_statistics_display: String,
    /// Print without aliases: attributes, types and locations inline.
    #[arg(long = "mlir-print-local-scope")]
    local_scope: bool,
    /// List the registered passes and their options, then exit.
    #[arg(long = "list-passes")]
    list_passes: bool,
}

/// Passes given as flags, in order: (pass, option text).
type PassFlags = Vec<(&'static llmir::passes::PassInfo, String)>;

/// Pulls pass flags out of the arguments and turns single-dash long
/// options into clap's double-dash ones. An option that is neither is
/// reported as mlir-opt reports it.
fn sort_args(args: Vec<String>) -> Result<(Vec<String>, PassFlags), String> {
    use clap::CommandFactory;
    let cmd = Cli::command();
    let longs: Vec<String> = cmd.get_arguments().filter_map(|a| a.get_long().map(String::from)).collect();
    let mut out = Vec::with_capacity(args.len());
    let mut passes = Vec::new();
    let mut iter = args.into_iter();
    if let Some(prog) = iter.next() {
        out.push(prog);
    }
    let mut rest_positional = false;
    let mut takes_value = false;
    for arg in iter {
        if rest_positional || takes_value || arg == "-" || !arg.starts_with('-') {
            takes_value = false;
            out.push(arg);
            continue;
        }
        if arg == "--" {
            rest_positional = true;
            out.push(arg);
            continue;
        }
        let body = arg.strip_prefix("--").unwrap_or(&arg[1..]);
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        if arg.len() == 2 {
            // A short option: `-o FILE`, `-p PIPELINE`, `-h`, `-V`.
            takes_value = matches!(name, "o" | "p");
            out.push(arg);
            continue;
        }
        if let Some(info) = llmir::passes::lookup(name) {
            passes.push((info, value.unwrap_or("").to_string()));
            continue;
        }
        if longs.iter().any(|l| l == name) || matches!(name, "help" | "version") {
            takes_value = value.is_none()
                && cmd.get_arguments().any(|a| a.get_long() == Some(name) && a.get_action().takes_values() && a.get_num_args().is_some_and(|n| n.min_values() > 0));
            out.push(format!("--{body}"));
            continue;
        }
        return Err(format!("llmir-opt: Unknown command line argument '{arg}'.  Try: 'llmir-opt --help'"));
    }
    Ok((out, passes))
}

/// Builds the pass manager the options ask for (`None`: no passes).
fn build_pass_manager(cli: &Cli, flags: &PassFlags) -> Result<Option<PassManager>, String> {
    let config = RunConfig {
        verify_each: cli.verify_each,
        print_ir: PrintIr {
            before_all: cli.print_before_all,
            after_all: cli.print_after_all,
            before: cli.print_before.clone(),
            after: cli.print_after.clone(),
            after_change: cli.print_after_change,
            after_failure: cli.print_after_failure,
            module_scope: cli.print_module_scope,
            print: print_options(&cli),
        },
    };
    if cli.print_module_scope && !cli.disable_threading {
        return Err("<unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.".into());
    }
    let failed = |e: llmir::passes::pipeline::PipelineError| format!("<unknown>:0: error: {}", e.0);
    match &cli.pass_pipeline {
        Some(_) if !flags.is_empty() => {
            Err("<unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options".into())
        }
        Some(text) => PassManager::parse(text, config).map(Some).map_err(failed),
        None if flags.is_empty() => Ok(None),
        None => {
            let mut pm = PassManager::new(config);
            for (info, opts) in flags {
                pm.add_flag(info, opts).map_err(failed)?;
            }
            Ok(Some(pm))
        }
    }
}

/// Time spent outside the passes, for `--mlir-timing`.
#[derive(Default)]
struct Timing {
    parse: Duration,
    output: Duration,
}

fn main() -> ExitCode {
    // Until the input's size is known (`set_purge_delay_for_input`), freed
    // memory goes back as for a large input.
    llmir::allocator::purge_after(llmir::allocator::LARGE_INPUT_PURGE_MS);
    llmir::threads::small_pages();
    // Deeply nested input recurses; give the work a roomy stack (which
    // also lets the parser accept nesting as deep as MLIR does).
    let worker = llmir::threads::spawn_big(run);
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("llmir-opt: internal error (please report this input)");
            ExitCode::from(2)
        }
    }
}

fn run() -> ExitCode {
    llmir::timeline::mark("start");
    let started = Instant::now();
    let (args, pass_flags) = match sort_args(std::env::args().collect()) {
        Ok(x) => x,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::FAILURE;
        }
    };
    let cli = Cli::parse_from(args);
    if !matches!(cli.pass_statistics_display.as_str(), "list" | "pipeline") {
        eprintln!("llmir-opt: for the --mlir-pass-statistics-display option: Cannot find option named '{}'!", cli.pass_statistics_display);
        return ExitCode::FAILURE;
    }
    llmir::threads::set_enabled(!cli.disable_threading);
    if cli.list_passes {
        print!("{}", llmir::passes::list_passes());
        return ExitCode::SUCCESS;
    }
    let mut pm = match build_pass_manager(&cli, &pass_flags) {
        Ok(pm) => pm,
        Err(msg) => {
            // A `cl` value error comes first on a line of its own, as
            // mlir-opt prints it.
            let msg = msg.replacen("<unknown>:0: error: for the --", "llmir-opt: for the --", 1);
            let msg = match msg.split_once('\n') {
                Some((first, rest)) if first.starts_with("llmir-opt: ") => format!("{first}\n<unknown>:0: error: {rest}"),
                _ => msg,
            };
            eprintln!("{msg}");
            return ExitCode::FAILURE;
        }
    };
    let mut timing = Timing::default();
    let format = Format::select(cli.diagnostic_format);
    let (name, text) = match read_input(&cli.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("llmir-opt: cannot read '{}': {e}", cli.input);
            return ExitCode::FAILURE;
        }
    };
    llmir::allocator::set_purge_delay_for_input(text.len());
    let file = SourceFile::new(name, text);
    let chunks = match &cli.split_input_file {
        Some(marker) if marker.len() > 2 => {
            let split = split_input_file(&file, marker);
            let _ = format.emit_with(&file, &split.warnings, cli.color);
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
        let (out, diags, pass_failed) = process(&cli, chunk, pm.as_mut(), &mut timing);
        // A pass may fail without a word (canonicalize{test-convergence});
        // the run fails all the same, unless diagnostics are being checked.
        if pass_failed && !cli.verify_diagnostics {
            ok = false;
        }
        if cli.verify_diagnostics {
            let failures = llmir::diag::verify(chunk, &diags);
            if !failures.is_empty() {
                ok = false;
                let _ = format.emit_with(chunk, &failures, cli.color);
            }
        } else if !diags.is_empty() {
            let _ = format.emit_with(chunk, &diags, cli.color);
            if diags.iter().any(|d| d.is_error()) {
                ok = false;
            }
        }
        outputs.push(out);
    }
    // Like mlir-opt, a marker goes between every two chunks, whether they
    // printed anything or failed. A chunk's text comes in pieces (a whole
    // file's megabytes are written as printed, never copied).
    let mut pieces: Vec<String> = Vec::new();
    for (i, out) in outputs.into_iter().enumerate() {
        if i > 0 {
            pieces.push(format!("{}\n", cli.output_split_marker));
        }
        let Some(mut out) = out else { continue };
        match out.last_mut() {
            Some(last) => last.push('\n'),
            None => out.push("\n".to_string()),
        }
        pieces.extend(out);
    }
    llmir::timeline::mark("output ready");
    let output_start = Instant::now();
    let bytes: Vec<&[u8]> = pieces.iter().map(|p| p.as_bytes()).collect();
    if let Err(e) = llmir::output::write_pieces(&cli.output, &bytes, ok || cli.verify_diagnostics) {
        eprintln!("llmir-opt: cannot write '{}': {e}", cli.output);
        return ExitCode::FAILURE;
    }
    timing.output += output_start.elapsed();
    llmir::timeline::mark("output written");
    if let Some(pm) = &pm {
        if cli.pass_statistics {
            eprint!("{}", pm.statistics_report(cli.pass_statistics_display == "list"));
        }
    }
    if cli.timing.timing {
        // MLIR's timers: the parser, the pass pipeline as it nested, the output.
        let mut timers = vec![llmir::cli::Timer::new("Parser", timing.parse)];
        timers.extend(pm.as_ref().map(|pm| pm.timers()).unwrap_or_default());
        timers.push(llmir::cli::Timer::new("Output", timing.output));
        eprint!("{}", llmir::cli::timing_report(&timers, started.elapsed(), &cli.timing));
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Parses, verifies, runs the passes on and prints one chunk: its text (if
/// all went well), its diagnostics, and whether a pass failed.
fn process(
    cli: &Cli,
    chunk: &SourceFile,
    pm: Option<&mut PassManager>,
    timing: &mut Timing,
) -> (Option<Vec<String>>, Vec<Diagnostic>, bool) {
    let mut ctx = Context::new();
    let popts = ParseOptions { allow_unregistered: cli.allow_unregistered, verify_while_reading: true };
    let parse_start = Instant::now();
    let parsed = if cli.verify_diagnostics {
        // MLIR's diagnostics are checked: its first failure only.
        parse(&mut ctx, &chunk.text, &popts).map_err(|d| llmir::parser::first_failure(&chunk.text, d))
    } else {
        let limit = if cli.error_limit == 0 { usize::MAX } else { cli.error_limit };
        let found = parse_recovering(&mut ctx, &chunk.text, &popts, limit);
        match found.module {
            Some(m) if found.errors.is_empty() => Ok(m),
            _ => Err(llmir::parser::recover::with_verifier(&ctx, &found, limit)),
        }
    };
    timing.parse += parse_start.elapsed();
    llmir::timeline::mark("parse returned");
    let mut module = match parsed {
        Ok(m) => m,
        Err(d) => return (None, d, false),
    };
    if cli.debug_info {
        // What MLIR records for every parsed op, printed only here.
        let top = module.top;
        llmir::ir::source_locs::fill_file_locations(&mut ctx, &mut module.body, top, &chunk.name, &chunk.text);
    }
    let opts = print_options(cli);
    // Under `--mlir-timing` verification and printing run one after the
    // other, so each lands under MLIR's timer: the verifier under "Parser"
    // (MLIR verifies inside `parseSourceFile`), printing under "Output".
    let pm = match pm {
        None if !cli.timing.timing => {
            // Nothing runs between verifying and printing: do both at once.
            let (mut diags, out) = llmir::verify::verify_parsed_while(&ctx, &module, || print_module_pieces(&ctx, &module, &opts));
            if diags.iter().any(|d| d.is_error()) {
                show_current_ops(cli, &ctx, &module, &mut diags);
                return (None, diags, false);
            }
            let done = finish(cli, &ctx, &module, &opts, &popts, out, diags);
            forget_if_large(chunk, ctx, module);
            return done;
        }
        pm => pm,
    };
    let verify_start = Instant::now();
    let mut diags = llmir::verify::verify_parsed(&ctx, &module);
    timing.parse += verify_start.elapsed();
    if diags.iter().any(|d| d.is_error()) {
        show_current_ops(cli, &ctx, &module, &mut diags);
        return (None, diags, false);
    }
    if let Some(pm) = pm {
        let mut run = RunOutput::default();
        let result = pm.run(&mut ctx, &mut module, &mut run);
        eprint!("{}", run.dumps);
        diags.extend(run.diags);
        if result.is_err() {
            show_current_ops(cli, &ctx, &module, &mut diags);
            return (None, diags, true);
        }
    }
    if cli.debug_info {
        llmir::ir::source_locs::fill_unknown_locations(&mut ctx, &mut module.body);
    }
    let print_start = Instant::now();
    let out = print_module_pieces(&ctx, &module, &opts);
    timing.output += print_start.elapsed();
    let done = finish(cli, &ctx, &module, &opts, &popts, out, diags);
    forget_if_large(chunk, ctx, module);
    done
}

/// MLIR's `see current operation: <generic form>` note, first among the
/// notes of an error emitted on an op (`Operation::emitError`); mlir-opt
/// leaves it out under `--verify-diagnostics`. JSON diagnostics (llmir's
/// own format, which the language server's match) go without it.
fn show_current_ops(cli: &Cli, ctx: &Context, module: &llmir::ir::Module, diags: &mut [Diagnostic]) {
    if cli.verify_diagnostics || cli.diagnostic_format == Some(Format::Json) {
        return;
    }
    for d in diags.iter_mut().filter(|d| d.is_error()) {
        let Some(index) = d.subject else { continue };
        if index as usize >= module.body.ops.len() {
            continue;
        }
        let op = llmir::ir::Op(index);
        if module.body.op(op).parent.is_none() && op != module.top {
            // Erased since: nothing to show.
            continue;
        }
        let text = llmir::printer::print_op_generic_in_module(ctx, module, op);
        // `Diagnostic::appendOp`: an op printed on several lines starts on
        // a new one.
        let sep = if text.contains('\n') { "\n" } else { "" };
        d.notes.insert(0, Diagnostic::note(d.span, format!("see current operation: {sep}{text}")));
    }
}

/// A large module's arenas and interned values are about to be freed one
/// allocation at a time, just before the process exits and the kernel takes
/// the memory back at once: skip that (a compiler's usual shortcut).
/// Small chunks (`--split-input-file` may bring thousands) are freed.
fn forget_if_large(chunk: &SourceFile, ctx: Context, module: llmir::ir::Module) {
    const LARGE: usize = 1 << 20;
    if chunk.text.len() >= LARGE {
        std::mem::forget(ctx);
        std::mem::forget(module);
    }
}

/// The printed module, after `--verify-roundtrip` if asked for.
fn finish(
    cli: &Cli,
    ctx: &Context,
    module: &llmir::ir::Module,
    opts: &PrintOptions,
    popts: &ParseOptions,
    out: Vec<String>,
    diags: Vec<Diagnostic>,
) -> (Option<Vec<String>>, Vec<Diagnostic>, bool) {
    if cli.verify_roundtrip {
        if let Some(d) = roundtrip(ctx, module, opts, popts, &out.concat()) {
            return (None, vec![d], false);
        }
    }
    (Some(out), diags, false)
}

/// The printing flags as the printer takes them.
fn print_options(cli: &Cli) -> PrintOptions {
    PrintOptions {
        generic: cli.generic,
        debug_info: cli.debug_info,
        hex_elements_if_larger: u64::try_from(cli.hex_elements_if_larger).ok(),
        elide_elements_if_larger: cli.elide_elements_if_larger,
        elide_resource_strings_if_larger: cli.elide_resource_strings_if_larger,
        local_scope: cli.local_scope,
    }
}

/// Prints generically, reparses, and compares the reprint with `expected`.
fn roundtrip(ctx: &Context, module: &llmir::ir::Module, opts: &PrintOptions, popts: &ParseOptions, expected: &str) -> Option<Diagnostic> {
    let generic = print_module(ctx, module, &PrintOptions { generic: true, debug_info: true, ..opts.clone() });
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
    let mut file = std::fs::File::open(path)?;
    // SAFETY: this program's allocator is llmir's `Mimalloc`, and the text
    // is never written to.
    if let Some(mapped) = unsafe { llmir::allocator::read_file_mapped(&file) } {
        return Ok((path.to_string(), into_text(mapped)));
    }
    file.read_to_end(&mut bytes)?;
    Ok((path.to_string(), into_text(bytes)))
}

/// Valid UTF-8 is used in place; anything else is decoded lossily.
fn into_text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

