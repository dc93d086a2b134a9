//! File tests as users write them: every `test/lit/**/*.mlir` (and `.ll`)
//! file is one test whose `RUN:` lines run with lit's semantics, tool
//! names resolving to the binaries of this build (`FileCheck` →
//! llmir-filecheck, `mlir-opt` → llmir-opt, `mlir-translate` →
//! llmir-translate once it exists). `REQUIRES:`/`UNSUPPORTED:` skip a test
//! on missing features, `XFAIL:` expects it to fail. A failing test shows
//! each command it ran, with stderr (the FileCheck report included).

#[path = "lit/exec.rs"]
mod exec;
#[path = "lit/features.rs"]
mod features;
#[path = "lit/script.rs"]
mod script;
#[path = "lit/shell.rs"]
mod shell;

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use datatest_stable::Utf8Path;

/// The features `REQUIRES:` and friends can name.
fn available_features(tools: &exec::Tools) -> HashSet<String> {
    let mut f = HashSet::new();
    f.insert(format!("system-{}", std::env::consts::OS));
    f.insert(format!("target-{}", std::env::consts::ARCH));
    if cfg!(feature = "llvm") {
        f.insert("llvm".to_string());
        if std::env::consts::ARCH == "x86_64" {
            f.insert("x86-registered-target".to_string());
        }
    }
    if tools.translate.is_some() {
        f.insert("llmir-translate".to_string());
    }
    // The reference C compiler, for tests that build C programs to import
    // (CI installs it for the corpus).
    let on_path = |name: &str| std::env::var_os("PATH").is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(name).is_file()));
    for tool in ["clang-19", "mlir-translate-19"] {
        if on_path(tool) {
            f.insert(tool.to_string());
        }
    }
    f
}

fn tools() -> exec::Tools {
    exec::Tools {
        opt: env!("CARGO_BIN_EXE_llmir-opt"),
        filecheck: env!("CARGO_BIN_EXE_llmir-filecheck"),
        // Not every build has it yet; tests that need it fail clearly.
        translate: option_env!("CARGO_BIN_EXE_llmir-translate"),
    }
}

/// A failure whose text prints as written (the harness shows errors with
/// `{:?}`, which would escape every newline of the transcript).
struct Failure(String);

impl std::fmt::Debug for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Failure {}

fn any_holds(lists: &[String], features: &HashSet<String>) -> Result<bool, String> {
    for l in lists {
        if features::eval_list(l, features, false)? {
            return Ok(true);
        }
    }
    Ok(false)
}

fn run_test(path: &Utf8Path, text: String) -> datatest_stable::Result<()> {
    let script = script::parse(&text)?;
    if script.runs.is_empty() {
        return Err(format!("{path}: no RUN lines").into());
    }
    let tools = tools();
    let features = available_features(&tools);
    for r in &script.requires {
        if !features::eval_list(r, &features, true)? {
            println!("UNSUPPORTED: {path} (REQUIRES: {r})");
            return Ok(());
        }
    }
    if any_holds(&script.unsupported, &features)? {
        println!("UNSUPPORTED: {path} (UNSUPPORTED: {})", script.unsupported.join(", "));
        return Ok(());
    }
    let xfail = any_holds(&script.xfail, &features)?;

    let source = std::fs::canonicalize(path.as_std_path())?;
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("test/lit");
    let rel = source.strip_prefix(&root).unwrap_or(&source).to_path_buf();
    let temp_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lit").join(rel.with_extension(""));
    exec::fresh_dir(&temp_dir)?;
    let name = source.file_name().map_or("test".into(), |n| n.to_string_lossy().into_owned());
    let paths = script::Paths {
        source: source.display().to_string(),
        temp: temp_dir.join(format!("{name}.tmp")).display().to_string(),
    };
    let mut shell = exec::Shell { cwd: temp_dir.clone(), tools, log: String::new() };
    let mut failure = None;
    for (line, cmd) in &script.runs {
        let expanded = script::substitute(cmd, &paths).map_err(|e| format!("{path}:{line}: {e}"))?;
        shell.log.push_str(&format!("# RUN: at line {line}: {expanded}\n"));
        let list = shell::parse(&expanded).map_err(|e| format!("{path}:{line}: cannot parse RUN line: {e}"))?;
        match shell.run(&list) {
            Ok(true) => {}
            Ok(false) => {
                failure = Some(format!("{path}:{line}: RUN line failed: {cmd}"));
                break;
            }
            Err(e) => {
                failure = Some(format!("{path}:{line}: {e}\n  in RUN line: {cmd}"));
                break;
            }
        }
    }
    match (failure, xfail) {
        (None, false) => Ok(()),
        (Some(_), true) => {
            println!("XFAIL: {path}");
            Ok(())
        }
        (None, true) => Err(Box::new(Failure(format!("{path}: XPASS: the test passed but is marked XFAIL\n{}", shell.log)))),
        (Some(f), false) => Err(Box::new(Failure(format!("{f}\n\n{}", shell.log)))),
    }
}

datatest_stable::harness! {
    { test = run_test, root = "test/lit", pattern = r"\.(mlir|ll)$" },
}
