//! Translation to LLVM IR against mlir-translate-19's own output: every
//! chunk of ../shared/conformance/twins/llvmir/**/*.mlir must translate to
//! exactly the matching chunk of its `.ll` twin (chunks are separated by
//! `// -----` and `; -----`; the `; ModuleID` and `source_filename` lines
//! are left out of the twins). Chunks that do not pass yet are listed in
//! test/fixtures/llvmir-known-failures.txt; the list may only shrink (a
//! listed chunk that passes fails the test too, so the list stays true).

#![cfg(feature = "llvm")]

mod common;

use std::collections::BTreeSet;

use llmir::emit::{emit, EmitOptions, OutputKind};

/// Translates one chunk as `llmir-translate --mlir-to-llvmir` does, minus
/// the two header lines the twins leave out.
fn translate(src: &str) -> Option<String> {
    let mut ctx = llmir::ir::Context::new();
    let opts = llmir::parser::ParseOptions { allow_unregistered: false };
    let m = llmir::parser::parse(&mut ctx, src, &opts).ok()?;
    if llmir::verify::verify(&ctx, &m).iter().any(|d| d.is_error()) {
        return None;
    }
    let bytes = emit(&ctx, &m, OutputKind::LlvmIr, &EmitOptions::default()).ok()?;
    let text = String::from_utf8(bytes).ok()?;
    Some(
        text.lines()
            .filter(|l| !l.starts_with("; ModuleID = ") && !l.starts_with("source_filename = "))
            .map(|l| format!("{l}\n"))
            .collect(),
    )
}

#[test]
fn llvmir_twins_translate_like_mlir_translate() {
    let root = common::shared().join("conformance/twins/llvmir");
    let known_path = format!("{}/test/fixtures/llvmir-known-failures.txt", env!("CARGO_MANIFEST_DIR"));
    let known: BTreeSet<String> = std::fs::read_to_string(&known_path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect();
    let mut failing = BTreeSet::new();
    let mut total = 0;
    for file in common::mlir_files(&root) {
        let rel = file.strip_prefix(&root).unwrap().display().to_string();
        let src = std::fs::read_to_string(&file).unwrap();
        let ll = std::fs::read_to_string(file.with_extension("ll")).unwrap();
        let expected: Vec<&str> = ll.split("; -----\n").collect();
        let chunks: Vec<&str> = src.split("// -----\n").collect();
        assert_eq!(chunks.len(), expected.len(), "{rel}: chunk counts of the .mlir and .ll twins differ");
        for (i, (chunk, want)) in chunks.iter().zip(&expected).enumerate() {
            total += 1;
            if translate(chunk).as_deref() != Some(*want) {
                failing.insert(format!("{rel}#{i}"));
            }
        }
    }
    if std::env::var_os("LLMIR_BLESS").is_some() {
        let mut text = String::from("# llvmir twin chunks that llmir-translate does not yet translate exactly\n# (tests/translate.rs; regenerate with LLMIR_BLESS=1 cargo test --release --test translate)\n");
        for f in &failing {
            text.push_str(f);
            text.push('\n');
        }
        std::fs::write(&known_path, text).unwrap();
    }
    let new_failures: Vec<_> = failing.difference(&known).collect();
    let fixed: Vec<_> = known.difference(&failing).collect();
    eprintln!("llvmir twins: {} of {total} chunks identical", total - failing.len());
    assert!(new_failures.is_empty(), "chunks that no longer translate exactly: {new_failures:?}");
    assert!(fixed.is_empty(), "chunks now pass; remove them from {known_path}: {fixed:?}");
}

/// A chunk LLVM's verifier rejects is an error with a location, not an abort.
#[test]
fn llvm_verifier_failures_are_diagnostics() {
    // A call whose argument type differs from the callee's parameter.
    let src = "llvm.func @f(i32)\nllvm.func @g(%a: i64) {\n  llvm.call @f(%a) : (i64) -> ()\n  llvm.return\n}\n";
    let mut ctx = llmir::ir::Context::new();
    let m = llmir::parser::parse(&mut ctx, src, &llmir::parser::ParseOptions { allow_unregistered: false }).unwrap();
    let result = emit(&ctx, &m, OutputKind::LlvmIr, &EmitOptions::default());
    let diags = result.expect_err("an ill-typed call must not translate");
    assert!(diags.iter().all(|d| d.is_error() && d.span.is_some()), "{diags:?}");
}

/// Ops llmir cannot translate yet are named in an error at their place.
#[test]
fn untranslatable_ops_are_reported_at_their_location() {
    let src = "llvm.func @f() {\n  %0 = llvm.intr.stepvector : vector<4xi32>\n  llvm.return\n}\n";
    let mut ctx = llmir::ir::Context::new();
    let Ok(m) = llmir::parser::parse(&mut ctx, src, &llmir::parser::ParseOptions { allow_unregistered: true }) else {
        return;
    };
    if let Err(diags) = emit(&ctx, &m, OutputKind::LlvmIr, &EmitOptions::default()) {
        assert!(diags.iter().all(|d| d.span.is_some()), "{diags:?}");
    }
}
