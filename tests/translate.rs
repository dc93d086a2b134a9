//! Translation to LLVM IR against mlir-translate-19's own output: every
//! chunk of ../shared/conformance/twins/llvmir/**/*.mlir must translate to
//! exactly the matching chunk of its `.ll` twin (chunks are separated by
//! `// -----` and `; -----`; the `; ModuleID` and `source_filename` lines
//! are left out of the twins). Chunks that do not pass yet are listed in
//! test/fixtures/llvmir-known-failures.txt; the list may only shrink (a
//! listed chunk that passes fails the test too, so the list stays true).

#![cfg(feature = "llvm")]

// Shared helpers; this test uses only some of them.
#[allow(dead_code)]
mod common;

use std::collections::BTreeSet;

use llmir::emit::{emit, EmitOptions, OutputKind};

/// Translates one chunk as `llmir-translate --mlir-to-llvmir` does, minus
/// the two header lines the twins leave out.
fn translate(src: &str) -> Option<String> {
    let mut ctx = llmir::ir::Context::new();
    let opts = llmir::parser::ParseOptions { allow_unregistered: false, ..Default::default() };
    let m = llmir::parser::parse(&mut ctx, src, &opts).ok()?;
    if llmir::verify::verify(&ctx, &m).iter().any(|d| d.is_error()) {
        return None;
    }
    let opts = EmitOptions { source: Some(std::sync::Arc::new(src.to_string())), ..Default::default() };
    let bytes = emit(&ctx, &m, OutputKind::LlvmIr, &opts).ok()?;
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
    common::check_ratchet("llvmir-known-failures.txt", "llvmir twins", &failing, total);
}

/// The Lua interpreter's module (../shared/corpus/lua/lua.mlir, clang-19's
/// output imported by mlir-translate-19) translates to mlir-translate-19's
/// LLVM IR, where the reference is installed: a real program has
/// declarations, definitions and calls with every kind of function
/// attribute. `scripts/ll_equiv.py` judges: byte-identical, except that
/// mlir-translate-19 orders the dummy blocks of a switch with repeated
/// destinations differently from run to run (one function of Lua).
#[test]
fn lua_translates_like_mlir_translate() {
    let path = common::shared().join("corpus/lua/lua.mlir");
    let dir = std::env::temp_dir().join(format!("llmir-translate-lua-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (ref_ll, mine_ll) = (dir.join("ref.ll"), dir.join("mine.ll"));
    let reference = std::process::Command::new("mlir-translate-19").arg("--mlir-to-llvmir").arg(&path).arg("-o").arg(&ref_ll).status();
    if !reference.is_ok_and(|s| s.success()) {
        eprintln!("mlir-translate-19 not found: the comparison is skipped");
        return;
    }
    let mine = std::process::Command::new(env!("CARGO_BIN_EXE_llmir-translate")).arg("--mlir-to-llvmir").arg(&path).arg("-o").arg(&mine_ll).status().unwrap();
    assert!(mine.success(), "llmir-translate failed on lua.mlir");
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/ll_equiv.py");
    let judged = std::process::Command::new("python3").arg(script).arg(&ref_ll).arg(&mine_ll).output().unwrap();
    assert!(judged.status.success(), "{}", String::from_utf8_lossy(&judged.stdout));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A chunk LLVM's verifier rejects is an error with a location, not an abort.
#[test]
fn llvm_verifier_failures_are_diagnostics() {
    // A call whose argument type differs from the callee's parameter.
    let src = "llvm.func @f(i32)\nllvm.func @g(%a: i64) {\n  llvm.call @f(%a) : (i64) -> ()\n  llvm.return\n}\n";
    let mut ctx = llmir::ir::Context::new();
    let m = llmir::parser::parse(&mut ctx, src, &llmir::parser::ParseOptions { allow_unregistered: false, ..Default::default() }).unwrap();
    let result = emit(&ctx, &m, OutputKind::LlvmIr, &EmitOptions::default());
    let diags = result.expect_err("an ill-typed call must not translate");
    assert!(diags.iter().all(|d| d.is_error() && d.span.is_some()), "{diags:?}");
}

/// Ops llmir cannot translate yet are named in an error at their place.
#[test]
fn untranslatable_ops_are_reported_at_their_location() {
    let src = "llvm.func @f() {\n  %0 = llvm.intr.stepvector : vector<4xi32>\n  llvm.return\n}\n";
    let mut ctx = llmir::ir::Context::new();
    let Ok(m) = llmir::parser::parse(&mut ctx, src, &llmir::parser::ParseOptions { allow_unregistered: true, ..Default::default() }) else {
        return;
    };
    if let Err(diags) = emit(&ctx, &m, OutputKind::LlvmIr, &EmitOptions::default()) {
        assert!(diags.iter().all(|d| d.span.is_some()), "{diags:?}");
    }
}

/// xorshift64*: deterministic, so a failing case reproduces.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545F4914F6CDD1D) % n.max(1) as u64) as usize
    }
}

/// Deletes, duplicates or swaps tokens of a valid input: inputs that parse
/// and verify but are ill-typed are what translation must survive.
fn mutate(rng: &mut Rng, src: &str) -> String {
    let toks = llmir::lexer::lex(src);
    if toks.is_empty() {
        return src.to_string();
    }
    let b = src.as_bytes();
    let t = toks[rng.below(toks.len())];
    let u = toks[rng.below(toks.len())];
    let (s, e) = (t.start as usize, t.end(src) as usize);
    let out = match rng.below(3) {
        0 => [&b[..s], &b[e..]].concat(),
        1 => [&b[..e], &b[s..]].concat(),
        _ => [&b[..s], &b[u.start as usize..u.end(src) as usize], &b[e..]].concat(),
    };
    String::from_utf8_lossy(&out).into_owned()
}

/// Thousands of damaged twin chunks: every one translates or is rejected
/// with diagnostics; none panics, and LLVM never aborts the process.
#[test]
fn mutated_inputs_never_crash_translation() {
    let root = common::shared().join("conformance/twins/llvmir");
    let mut seeds = Vec::new();
    for f in common::mlir_files(&root) {
        let text = std::fs::read_to_string(f).unwrap();
        seeds.extend(text.split("// -----\n").filter(|c| c.len() < 20_000).map(str::to_string));
    }
    let mut rng = Rng(0x7A5E_1A7E_0000_0019);
    let mut translated = 0;
    for i in 0..3000 {
        let case = mutate(&mut rng, &seeds[i % seeds.len()]);
        let result = std::panic::catch_unwind(|| translate(&case).is_some());
        match result {
            Ok(ok) => translated += ok as usize,
            Err(_) => panic!("case {i} panicked; input:\n{case}"),
        }
    }
    eprintln!("mutated chunks: {translated} of 3000 still translate");
}
