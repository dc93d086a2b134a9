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
