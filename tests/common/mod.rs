//! Helpers shared by the integration tests.

use std::path::PathBuf;

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
    let opts = llmir::parser::ParseOptions { allow_unregistered: true };
    let m = llmir::parser::parse(&mut ctx, src, &opts)?;
    let d = llmir::verify::verify(&ctx, &m);
    if d.iter().any(|d| d.is_error()) {
        return Err(d);
    }
    Ok(llmir::printer::print_module(&ctx, &m, &llmir::printer::PrintOptions { generic, debug_info: false }))
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
