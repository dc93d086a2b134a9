//! Helpers shared by the integration tests.
//!
//! Each test binary compiles this module and uses a subset of it, so the
//! helpers another binary needs are not dead code.
#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// `../shared` beside the repository (CI checks it out there).
pub fn shared() -> PathBuf {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared");
    assert!(p.is_dir(), "expected the shared corpus at {}", p.display());
    p
}

/// Parses and prints one source the way `llmir-opt` does (without the tool's
/// trailing newline).
pub fn roundtrip(src: &str, generic: bool) -> Result<String, Vec<llmir::diag::Diagnostic>> {
    let mut ctx = llmir::ir::Context::new();
    let opts = llmir::parser::ParseOptions { allow_unregistered: true, ..Default::default() };
    let m = llmir::parser::parse(&mut ctx, src, &opts)?;
    let d = llmir::verify::verify(&ctx, &m);
    if d.iter().any(|d| d.is_error()) {
        return Err(d);
    }
    Ok(llmir::printer::print_module(&ctx, &m, &llmir::printer::PrintOptions { generic, ..Default::default() }))
}

/// Every `.mlir` file under `dir`, sorted.
pub fn mlir_files(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// A ratchet: `failing` must equal the list in `test/fixtures/<list>`
/// (lines, `#` comments). New failures and listed chunks that now pass both
/// fail the test, so the list can only shrink and never goes stale.
pub fn check_ratchet(list: &str, what: &str, failing: &std::collections::BTreeSet<String>, total: usize) {
    let path = format!("{}/test/fixtures/{list}", env!("CARGO_MANIFEST_DIR"));
    let known: std::collections::BTreeSet<String> = std::fs::read_to_string(&path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect();
    let new_failures: Vec<_> = failing.difference(&known).collect();
    let fixed: Vec<_> = known.difference(failing).collect();
    eprintln!("{what}: {} of {total} chunks identical", total - failing.len());
    assert!(new_failures.is_empty(), "{what}: chunks that no longer pass: {new_failures:?}");
    assert!(fixed.is_empty(), "{what}: chunks now pass; remove them from {path}: {fixed:?}");
}

/// Runs `llmir-opt` with `args` and `stdin` as its input (written from a
/// second thread, so large inputs cannot deadlock against its output).
pub fn run_opt(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_llmir-opt"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    let input = stdin.to_string();
    let writer = std::thread::spawn(move || pipe.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    // A tool that stops reading early (a usage error) closes the pipe.
    let _ = writer.join();
    out
}
