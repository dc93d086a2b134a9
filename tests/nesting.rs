//! Deep nesting (issue 15): what mlir-opt-19 accepts (about 2 150 levels of
//! generic ops, 7 100 of array attributes, 14 900 of types) parses, verifies,
//! prints, runs through passes and translates in the tools; far deeper input
//! is a located diagnostic, never a stack overflow.

#[allow(dead_code)]
mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// `levels` generic ops, each holding the next in its region, printed as
/// mlir-opt-19 prints them (so the output must be the input).
fn nested_generic(levels: usize) -> String {
    let mut s = String::from("module {\n");
    for i in 1..=levels {
        s.push_str(&" ".repeat(2 * i));
        s.push_str("\"t.op\"() ({\n");
    }
    s.push_str(&" ".repeat(2 * levels + 2));
    s.push_str("\"t.end\"() : () -> ()\n");
    for i in (1..=levels).rev() {
        s.push_str(&" ".repeat(2 * i));
        s.push_str("}) : () -> ()\n");
    }
    s.push_str("}\n\n");
    s
}

#[test]
fn two_thousand_levels_of_ops_round_trip() {
    let src = nested_generic(2000);
    let out = common::run_opt(&["--allow-unregistered-dialect", "-"], &src);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(out.stdout == src.as_bytes(), "the deep module does not print as itself");
    // Passes walk the same depth.
    let out = common::run_opt(&["--allow-unregistered-dialect", "--canonicalize", "--cse", "--symbol-dce", "-"], &src);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(out.stdout == src.as_bytes());
    // One thread, generic form.
    let out = common::run_opt(&["--allow-unregistered-dialect", "--mlir-disable-threading", "--mlir-print-op-generic", "-"], &src);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let generic = text(&out.stdout);
    assert_eq!(generic.matches("\"t.op\"() ({").count(), 2000);
    assert!(generic.starts_with("\"builtin.module\"() ({\n"));
}

/// Registered ops in their custom form: modules in modules, as deep as
/// mlir-opt-19 takes them.
#[test]
fn two_thousand_nested_modules_round_trip() {
    let n = 2000;
    let mut src = String::new();
    for i in 0..n {
        src.push_str(&" ".repeat(2 * i));
        src.push_str("module {\n");
    }
    src.push_str(&" ".repeat(2 * n));
    src.push_str("llvm.func @f()\n");
    for i in (0..n).rev() {
        src.push_str(&" ".repeat(2 * i));
        src.push_str("}\n");
    }
    src.push('\n');
    let out = common::run_opt(&["-"], &src);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(out.stdout == src.as_bytes(), "nested modules do not print as themselves");
}

/// Attributes and types nest deeper than ops in MLIR (7 100 and 14 900
/// levels); both go well past 2 000 here.
#[test]
fn deep_attributes_and_types_round_trip() {
    let n = 7000;
    let attr = format!("\"t.op\"() {{a = {}{}}} : () -> ()", "[".repeat(n), "]".repeat(n));
    let ty = format!("%0 = \"t.op\"() : () -> {}i32{}", "tuple<".repeat(n), ">".repeat(n));
    for op in [attr, ty] {
        let src = format!("module {{\n  {op}\n}}\n\n");
        let out = common::run_opt(&["--allow-unregistered-dialect", "-"], &src);
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(out.stdout == src.as_bytes(), "a deep attribute or type does not print as itself");
    }
}

/// A struct type 2 000 levels deep translates to LLVM IR's nested literal
/// structs, as mlir-translate-19 writes them.
#[test]
fn deep_types_translate() {
    let Some(translate) = option_env!("CARGO_BIN_EXE_llmir-translate") else { return };
    let n = 2000;
    let src = format!("llvm.mlir.global external @g() {{addr_space = 0 : i32}} : {}i32{}\n", "!llvm.struct<(".repeat(n), ")>".repeat(n));
    let mut child = Command::new(translate)
        .args(["--mlir-to-llvmir", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || pipe.write_all(src.as_bytes()));
    let out: Output = child.wait_with_output().unwrap();
    let _ = writer.join();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let want = format!("@g = external global {}i32{}\n", "{ ".repeat(n), " }".repeat(n));
    assert!(text(&out.stdout).contains(&want), "the nested struct is not LLVM's");
}

/// A million levels: a diagnostic at the first bracket past the limit.
#[test]
fn a_million_levels_is_a_located_error() {
    let n = 1_000_000;
    let mut src = String::with_capacity(n * 26);
    for _ in 0..n {
        src.push_str("\"t.op\"() ({\n");
    }
    src.push_str("\"t.end\"() : () -> ()\n");
    for _ in 0..n {
        src.push_str("}) : () -> ()\n");
    }
    let out = common::run_opt(&["--allow-unregistered-dialect", "--diagnostic-format=mlir", "-"], &src);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    // Each line leaves two brackets open: the limit is passed by the first
    // `(` of the line after half of it.
    let line = llmir::parser::MAX_NESTING / 2 + 1;
    let want = format!("<stdin>:{line}:7: error: nesting is too deep (more than {} levels)", llmir::parser::MAX_NESTING);
    assert!(err.contains(&want), "{}", &err[..err.len().min(2000)]);
}

/// Broken input inside unclosed regions: error recovery backs out level by
/// level, and each level read the ops inside it again (about 2^depth tries;
/// a fuzzer's 7 KB input ran for minutes). The parser gives up past a
/// budget linear in the input: the run ends with diagnostics.
#[test]
fn broken_input_in_unclosed_regions_ends() {
    let src = "llvm.func @f() {\n  \"t.op\"() ({\n  %0 = llvm.alloca %c x i32 : (i64) -> !llvm.ptr\n".repeat(40);
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(common::run_opt(&["--allow-unregistered-dialect", "-"], &src));
    });
    let out = rx.recv_timeout(std::time::Duration::from_secs(120)).expect("no answer within 120 s (hang)");
    assert!(!out.status.success());
    assert!(text(&out.stderr).starts_with("<stdin>:"), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("error: "), "{}", text(&out.stderr));
}
