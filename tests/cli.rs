//! llmir-opt as users run it: flags, exit codes, output files and
//! diagnostics. (File tests in lit form come with the lit runner.)

#[allow(dead_code)]
mod common;

use std::process::Output;

fn opt(args: &[&str], stdin: &str) -> Output {
    common::run_opt(args, stdin)
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn generic_output_ends_like_mlir_opt() {
    let out = opt(&["--allow-unregistered-dialect", "--mlir-print-op-generic", "-"], "\"a.b\"() : () -> ()\n");
    assert!(out.status.success());
    assert_eq!(text(&out.stdout), "\"builtin.module\"() ({\n  \"a.b\"() : () -> ()\n}) : () -> ()\n\n");
}

#[test]
fn unregistered_dialects_need_the_flag() {
    let out = opt(&["--mlir-print-op-generic", "--diagnostic-format=mlir", "-"], "%0 = \"x.y\"() : () -> !foo.bar<1>\n");
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("<stdin>:1:11: error: operation being parsed with an unregistered dialect"), "{err}");
    // One failure, one error, as mlir-opt-19 reports it: the op's unknown
    // result type is part of the same mistake.
    assert_eq!(err.matches("error:").count(), 1, "{err}");
}

#[test]
fn split_input_file_joins_outputs_with_the_marker() {
    let input = "\"a.x\"() : () -> ()\n// -----\n\"a.y\"() : () -> ()\n";
    let out = opt(&["--allow-unregistered-dialect", "--mlir-print-op-generic", "--split-input-file", "-"], input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert_eq!(s.matches("// -----\n").count(), 1);
    assert!(s.contains("\"a.x\"") && s.contains("\"a.y\""));
    let custom = opt(
        &["--allow-unregistered-dialect", "--mlir-print-op-generic", "--split-input-file", "--output-split-marker=// ====", "-"],
        input,
    );
    assert!(text(&custom.stdout).contains("// ====\n"));
}

#[test]
fn parse_errors_have_locations_and_all_are_reported() {
    let input = "%0 = \"a.b\"() : () -> i32\n%1 = \"a.c\"(%0 : (i32) -> i32\n%2 = \"a.d\"(%0) : (i32 -> i32\n";
    let out = opt(&["--allow-unregistered-dialect", "--diagnostic-format=mlir", "-"], input);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.matches(": error: ").count() >= 2, "both broken lines are reported:\n{err}");
    assert!(err.contains("<stdin>:2:") && err.contains("<stdin>:3:"), "{err}");
}

#[test]
fn json_diagnostics() {
    let out = opt(&["--diagnostic-format=json", "-"], "\"a.b\"(%x) : (i32) -> ()\n");
    let err = text(&out.stderr);
    assert!(err.starts_with('{') && err.contains("\"severity\":\"error\""), "{err}");
}

#[test]
fn verify_diagnostics_checks_expectations() {
    let good = "// expected-error @below {{use of undeclared SSA value name}}\n\"a.b\"(%x) : (i32) -> ()\n";
    let out = opt(&["--allow-unregistered-dialect", "--verify-diagnostics", "-"], good);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let bad = "// expected-error @below {{something else}}\n\"a.b\"(%x) : (i32) -> ()\n";
    let out = opt(&["--allow-unregistered-dialect", "--verify-diagnostics", "--diagnostic-format=mlir", "-"], bad);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("expected error \"something else\" was not produced"), "{err}");
    assert!(err.contains("unexpected error: use of undeclared SSA value name"), "{err}");
}

#[test]
fn failed_run_leaves_the_output_file_alone() {
    let dir = std::env::temp_dir().join(format!("llmir-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let target = dir.join("out.mlir");
    std::fs::write(&target, "previous contents\n").unwrap();
    let path = target.to_str().unwrap();
    let out = opt(&["-o", path, "-"], "\"a.b\"(%x) : (i32) -> ()\n");
    assert!(!out.status.success());
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "previous contents\n");
    let out = opt(&["--allow-unregistered-dialect", "-o", path, "--mlir-print-op-generic", "-"], "\"a.b\"() : () -> ()\n");
    assert!(out.status.success());
    assert!(std::fs::read_to_string(&target).unwrap().contains("\"a.b\"() : () -> ()"));
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1, "no temporary file is left behind");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn output_to_a_pipe_or_through_a_link_keeps_them() {
    use std::os::unix::fs::{FileTypeExt, MetadataExt};
    let dir = std::env::temp_dir().join(format!("llmir-cli-links-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A link to a file: the file gets the text, the link stays a link.
    let file = dir.join("real.mlir");
    std::fs::write(&file, "old\n").unwrap();
    let link = dir.join("link.mlir");
    std::os::unix::fs::symlink(&file, &link).unwrap();
    let out = opt(&["-o", link.to_str().unwrap(), "-"], "module {\n}\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "module {\n}\n\n");
    // A pipe (as `-o /dev/null` is a device) is written to, not replaced.
    let fifo = dir.join("pipe");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|s| s.success()) {
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
        };
        let out = opt(&["-o", fifo.to_str().unwrap(), "-"], "module {\n}\n");
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert_eq!(reader.join().unwrap(), "module {\n}\n\n");
        let meta = std::fs::metadata(&fifo).unwrap();
        assert!(meta.file_type().is_fifo() && meta.nlink() == 1, "the pipe was replaced");
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 3, "no temporary file is left behind");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn verify_roundtrip_accepts_valid_input() {
    let src = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/test/fixtures/example.mlir")).unwrap();
    let out = opt(&["--verify-roundtrip", "--mlir-print-op-generic", "-"], &src);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), src);
}

#[test]
fn debuginfo_prints_locations() {
    let src = "\"a.b\"() : () -> () loc(\"f.mlir\":3:4)\n";
    let out = opt(&["--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-debuginfo", "-"], src);
    // As mlir-opt-19: the implicit module is at the buffer's 0:0.
    assert!(text(&out.stdout).contains("\"a.b\"() : () -> () loc(#loc1)"), "{}", text(&out.stdout));
    assert!(text(&out.stdout).contains("#loc = loc(\"<stdin>\":0:0)"), "{}", text(&out.stdout));
    assert!(text(&out.stdout).contains("#loc1 = loc(\"f.mlir\":3:4)"), "{}", text(&out.stdout));
}

#[test]
fn structural_checks() {
    let dom = "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"a.use\"(%0) : (i32) -> ()\n  %0 = \"a.def\"() : () -> i32\n  \"func.return\"() : () -> ()\n}) : () -> ()\n";
    let out = opt(&["--allow-unregistered-dialect", "--diagnostic-format=mlir", "-"], dom);
    assert!(text(&out.stderr).contains("operand #0 does not dominate this use"), "{}", text(&out.stderr));
    // Private: a public declaration is an error of its own.
    let dup = "\"func.func\"() <{function_type = () -> (), sym_name = \"f\", sym_visibility = \"private\"}> ({\n}) : () -> ()\n\"func.func\"() <{function_type = () -> (), sym_name = \"f\", sym_visibility = \"private\"}> ({\n}) : () -> ()\n";
    let out = opt(&["--diagnostic-format=mlir", "-"], dup);
    assert!(text(&out.stderr).contains("redefinition of symbol named 'f'"), "{}", text(&out.stderr));
    let term = "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"llvm.br\"()[^bb1] : () -> ()\n  \"func.return\"() : () -> ()\n^bb1:\n  \"func.return\"() : () -> ()\n}) : () -> ()\n";
    let out = opt(&["--diagnostic-format=mlir", "-"], term);
    assert!(text(&out.stderr).contains("must terminate its parent block"), "{}", text(&out.stderr));
}

#[test]
fn deep_nesting_is_a_diagnostic() {
    let src = format!("\"a.b\"() {{x = {}1{}}} : () -> ()\n", "[".repeat(100_000), "]".repeat(100_000));
    let out = opt(&["--allow-unregistered-dialect", "--diagnostic-format=mlir", "-"], &src);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("nesting is too deep"), "{}", text(&out.stderr));
}

#[test]
fn split_output_keeps_a_marker_for_a_failed_chunk() {
    let input = "llvm.func @a()\n// -----\nllvm.func @b(\n// -----\nllvm.func @c()\n";
    let out = opt(&["--split-input-file", "-"], input);
    assert!(!out.status.success());
    assert_eq!(
        text(&out.stdout),
        "module {\n  llvm.func @a()\n}\n\n// -----\n// -----\nmodule {\n  llvm.func @c()\n}\n\n"
    );
}

/// Three mistakes in three functions: three errors, in order, and the
/// cap of `--error-limit`; `--verify-diagnostics` keeps MLIR's first.
#[test]
fn every_error_once_and_the_limit() {
    let input = "func.func @a(%x: i32) -> i32 {\n  %0 = arith.addi %x, %x : i32)\n  return %0 : i32\n}\n\
                 func.func @b(%x: i32) -> i32 {\n  %0 = arith.muli %x, %y : i32\n  return %0 : i32\n}\n\
                 func.func @c(%x: i32) -> i32 {\n  %0 = arith.subi %x %x : i32\n  return %0 : i32\n}\n";
    let out = opt(&["--diagnostic-format=mlir", "-"], input);
    assert!(!out.status.success());
    let errors: Vec<String> = text(&out.stderr).lines().filter(|l| l.contains(": error: ")).map(String::from).collect();
    assert_eq!(
        errors,
        [
            "<stdin>:2:31: error: expected operation name in quotes",
            "<stdin>:6:23: error: use of undeclared SSA value name",
            "<stdin>:10:21: error: expected ','",
        ]
    );
    let out = opt(&["--diagnostic-format=mlir", "--error-limit=2", "-"], input);
    assert_eq!(text(&out.stderr).matches(": error: ").count(), 2);
}

/// Pretty diagnostics are coloured only when asked (stderr is a pipe
/// here) and never with `--color=never`.
#[test]
fn colour_follows_the_choice() {
    let bad = "func.func @a() {\n  return %x : i32\n}\n";
    let esc = |args: &[&str]| text(&opt(args, bad).stderr).contains('\u{1b}');
    assert!(!esc(&["--diagnostic-format=pretty", "-"]));
    assert!(!esc(&["--diagnostic-format=pretty", "--color=never", "-"]));
    assert!(esc(&["--diagnostic-format=pretty", "--color=always", "-"]));
    assert!(esc(&["--diagnostic-format=pretty", "--color", "-"]));
}
