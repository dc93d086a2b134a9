//! llmir-filecheck: LLVM FileCheck's command line over the engine in
//! `llmir::filecheck`. Options are read the way LLVM's `cl` library reads
//! them (`-opt`, `--opt`, `-opt=value`, `-opt value`, `-DNAME=value`, and
//! first from `FILECHECK_OPTS`), and command-line mistakes exit with `cl`'s
//! status 1, while problems FileCheck itself diagnoses (no check file,
//! unreadable files, bad prefixes or check file) exit with 2.

use std::io::{Read, Write};
use std::process::ExitCode;

use llmir::filecheck::{self, DumpFilter, DumpInput, FileCheck, Request};

const USAGE: &str = "\
OVERVIEW: llmir-filecheck: checks that a file's contents match the CHECK lines of another

USAGE: llmir-filecheck [options] <check-file>

OPTIONS:
  --allow-deprecated-dag-overlap  Let the matches of a CHECK-DAG group overlap
  --allow-empty                   Allow the input file to be empty
  --allow-unused-prefixes         Allow prefixes that do not appear in the check file
  --check-prefix=<prefix>         Prefix to use from the check file (default CHECK; repeatable)
  --check-prefixes=<p1,p2,...>    Several prefixes at once
  --comment-prefixes=<p1,...>     Comment prefixes (default COM,RUN)
  -D<VAR=VALUE>                   Define a string variable ([[VAR]])
  -D#<FMT>,<NUMVAR>=<EXPR>        Define a numeric variable ([[#NUMVAR]])
  --dump-input=<help|always|fail|never>  When to dump the annotated input (default fail)
  --dump-input-context=<N>        Context lines around filtered dump lines (default 5)
  --dump-input-filter=<all|annotation-full|annotation|error>
  --enable-var-scope              CHECK-LABEL clears variables not starting with '$'
  --ignore-case                   Case-insensitive matching
  --implicit-check-not=<pattern>  Implicit CHECK-NOT between all positive checks
  --input-file=<file>             File to check (default: standard input)
  --match-full-lines              Positive matches must cover whole lines
  --strict-whitespace             Do not treat runs of spaces and tabs as one space
  -v, -vv                         Report good matches (and more)

Options are also read from the FILECHECK_OPTS environment variable.
";

/// Options that take a value, and whether a separate argument may hold it.
const VALUED: &[&str] = &[
    "check-prefix",
    "check-prefixes",
    "comment-prefixes",
    "implicit-check-not",
    "input-file",
    "dump-input",
    "dump-input-filter",
    "dump-input-context",
    "dump-input-label-width",
];

const FLAGS: &[&str] = &[
    "allow-empty",
    "allow-unused-prefixes",
    "allow-deprecated-dag-overlap",
    "match-full-lines",
    "strict-whitespace",
    "ignore-case",
    "enable-var-scope",
    "v",
    "vv",
    "color",
];

struct Parsed {
    req: Request,
    check_file: Option<String>,
    input_file: String,
    dump_inputs: Vec<DumpInput>,
    help: bool,
    version: bool,
}

/// `cl`'s boolean values.
fn flag_value(name: &str, v: Option<&str>) -> Result<bool, String> {
    match v {
        None | Some("true" | "TRUE" | "True" | "1") => Ok(true),
        Some("false" | "FALSE" | "False" | "0") => Ok(false),
        Some(other) => Err(format!(
            "for the --{name} option: '{other}' is invalid value for boolean argument! Try 0 or 1"
        )),
    }
}

fn parse_args(tool: &str, args: &[String]) -> Result<Parsed, String> {
    let mut p = Parsed {
        req: Request::default(),
        check_file: None,
        input_file: "-".into(),
        dump_inputs: Vec::new(),
        help: false,
        version: false,
    };
    let mut filters = Vec::new();
    let mut contexts = Vec::new();
    let mut positional_only = false;
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if positional_only || !arg.starts_with('-') || arg == "-" {
            if p.check_file.is_some() {
                return Err(format!(
                    "{tool}: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {tool} --help"
                ));
            }
            p.check_file = Some(arg.clone());
            continue;
        }
        if arg == "--" {
            positional_only = true;
            continue;
        }
        let body = arg.strip_prefix("--").unwrap_or(&arg[1..]);
        if let Some(def) = body.strip_prefix('D') {
            // `-DNAME=value` as LLVM spells it; `-D NAME=value` is also
            // accepted, since people write it that way.
            let def = if def.is_empty() {
                match args.get(i) {
                    Some(v) => {
                        i += 1;
                        v.clone()
                    }
                    None => return Err(format!("{tool}: for the -D option: requires a value!")),
                }
            } else {
                def.to_string()
            };
            p.req.global_defines.push(def);
            continue;
        }
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        if VALUED.contains(&name) {
            let value = match inline {
                Some(v) => v.to_string(),
                None => match args.get(i) {
                    Some(v) => {
                        i += 1;
                        v.clone()
                    }
                    None => return Err(format!("{tool}: for the --{name} option: requires a value!")),
                },
            };
            let bad = |what: &str| format!("{tool}: for the --{name} option: Cannot find option named '{what}'!");
            match name {
                "check-prefix" => p.req.check_prefixes.push(value),
                "check-prefixes" => p.req.check_prefixes.extend(value.split(',').map(str::to_string)),
                "comment-prefixes" => p.req.comment_prefixes.extend(value.split(',').map(str::to_string)),
                "implicit-check-not" => p.req.implicit_check_not.push(value),
                "input-file" => p.input_file = value,
                "dump-input" => p.dump_inputs.push(match value.as_str() {
                    "help" => DumpInput::Help,
                    "always" => DumpInput::Always,
                    "fail" => DumpInput::Fail,
                    "never" => DumpInput::Never,
                    _ => return Err(bad(&value)),
                }),
                "dump-input-filter" => filters.push(match value.as_str() {
                    "all" => DumpFilter::All,
                    "annotation-full" => DumpFilter::AnnotationFull,
                    "annotation" => DumpFilter::Annotation,
                    "error" => DumpFilter::Error,
                    _ => return Err(bad(&value)),
                }),
                "dump-input-context" | "dump-input-label-width" => {
                    let n: usize = value.parse().map_err(|_| {
                        format!("{tool}: for the --{name} option: '{value}' value invalid for uint argument!")
                    })?;
                    if name == "dump-input-context" {
                        contexts.push(n);
                    }
                }
                _ => {}
            }
            continue;
        }
        if FLAGS.contains(&name) {
            let on = flag_value(name, inline).map_err(|e| format!("{tool}: {e}"))?;
            match name {
                "allow-empty" => p.req.allow_empty_input = on,
                "allow-unused-prefixes" => p.req.allow_unused_prefixes = on,
                "allow-deprecated-dag-overlap" => p.req.allow_deprecated_dag_overlap = on,
                "match-full-lines" => p.req.match_full_lines = on,
                "strict-whitespace" => p.req.strict_whitespace = on,
                "ignore-case" => p.req.ignore_case = on,
                "enable-var-scope" => p.req.enable_var_scope = on,
                "v" => p.req.verbose = on,
                "vv" => p.req.verbose_verbose = on,
                _ => {} // --color: output is never coloured
            }
            continue;
        }
        match name {
            "help" | "h" => p.help = true,
            "version" => p.version = true,
            _ => {
                return Err(format!(
                    "{tool}: Unknown command line argument '{arg}'.  Try: '{tool} --help'"
                ))
            }
        }
    }
    // Several occurrences: the most informative value wins, as in LLVM.
    p.req.dump_input = p.dump_inputs.iter().copied().max().unwrap_or_default();
    p.req.dump_input_filter = filters.into_iter().max();
    p.req.dump_input_context = contexts.into_iter().max();
    Ok(p)
}

/// `FILECHECK_OPTS`, split like a shell would (quotes group, backslash
/// escapes), the way LLVM tokenizes it.
fn env_args() -> Vec<String> {
    let Ok(s) = std::env::var("FILECHECK_OPTS") else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut has = false;
    let mut quote: Option<char> = None;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (_, '\\') => {
                if let Some(n) = chars.next() {
                    cur.push(n);
                    has = true;
                }
            }
            (None, '"' | '\'') => {
                quote = Some(c);
                has = true;
            }
            (Some(q), _) if c == q => quote = None,
            (None, c) if c.is_whitespace() => {
                if has {
                    out.push(std::mem::take(&mut cur));
                    has = false;
                }
            }
            _ => {
                cur.push(c);
                has = true;
            }
        }
    }
    if has {
        out.push(cur);
    }
    out
}

/// Reads a file, or standard input for `-`; errors read like strerror.
fn read(path: &str) -> Result<Vec<u8>, String> {
    let result = if path == "-" {
        let mut v = Vec::new();
        std::io::stdin().read_to_end(&mut v).map(|_| v)
    } else {
        std::fs::read(path)
    };
    result.map_err(|e| {
        let text = e.to_string();
        match text.find(" (os error") {
            Some(cut) => text[..cut].to_string(),
            None => text,
        }
    })
}

fn run() -> u8 {
    let argv: Vec<String> = std::env::args().collect();
    let tool = argv.first().map_or("llmir-filecheck", String::as_str);
    let mut args = env_args();
    args.extend(argv.iter().skip(1).cloned());
    let mut err = std::io::stderr();
    let p = match parse_args(tool, &args) {
        Ok(p) => p,
        Err(msg) => {
            let _ = writeln!(err, "{msg}");
            return 1;
        }
    };
    if p.help {
        print!("{USAGE}");
        return 0;
    }
    if p.version {
        println!("llmir-filecheck {} (LLVM FileCheck 19 compatible)", env!("CARGO_PKG_VERSION"));
        return 0;
    }
    if p.req.dump_input == DumpInput::Help {
        print!("{}", filecheck::DUMP_HELP);
        return 0;
    }
    let Some(check_file) = p.check_file else {
        let _ = writeln!(err, "<check-file> not specified");
        return 2;
    };
    for def in &p.req.global_defines {
        let problem = match def.find('=') {
            None => "Missing equal sign",
            Some(0) => "Missing variable name",
            Some(_) => continue,
        };
        let _ = writeln!(err, "{problem} in command-line definition '-D{def}'");
        return 2;
    }
    if let Err(msg) = filecheck::validate_prefixes(&p.req) {
        let _ = write!(err, "{msg}");
        return 2;
    }
    let check_text = match read(&check_file) {
        Ok(t) => t,
        Err(e) => {
            let _ = writeln!(err, "Could not open check file '{check_file}': {e}");
            return 2;
        }
    };
    let fc = match FileCheck::new(&p.req, &check_file, &check_text) {
        Ok(fc) => fc,
        Err(outcome) => {
            let _ = write!(err, "{}", outcome.stderr);
            return outcome.code as u8;
        }
    };
    let input_name = if p.input_file == "-" { "<stdin>".to_string() } else { p.input_file.clone() };
    let input = match read(&p.input_file) {
        Ok(t) => t,
        Err(e) => {
            let _ = writeln!(err, "Could not open input file '{input_name}': {e}");
            return 2;
        }
    };
    let command_line: String = argv.iter().map(|a| format!(" {a}")).collect();
    let outcome = fc.check(&input_name, &input, &command_line);
    let _ = err.write_all(outcome.stderr.as_bytes());
    outcome.code as u8
}

fn main() -> ExitCode {
    // Backtracking over long lines recurses; give it a roomy stack.
    let worker = std::thread::Builder::new().stack_size(256 << 20).spawn(run);
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => ExitCode::from(code),
        _ => {
            eprintln!("llmir-filecheck: internal error (please report this input)");
            ExitCode::from(2)
        }
    }
}
