//! Large inputs take the multi-threaded paths (two-half lexing and parsing,
//! verifying while printing, a forked printer for a long module body); they
//! must behave exactly as a single-threaded run: same text, same errors.

#[allow(dead_code)]
mod common;

use std::process::Output;

/// Functions in the generated module: enough for every parallel path.
const FUNCTIONS: usize = 5000;

fn opt(args: &[&str], stdin: &str) -> Output {
    common::run_opt(args, stdin)
}

/// One function in mlir-opt-19's spelling; `body` replaces its middle line.
fn function(k: usize, body: &str) -> String {
    format!(
        "  llvm.func @f{k}(%arg0: !llvm.ptr, %arg1: i32) -> i32 {{\n    %0 = llvm.mlir.constant({k} : i32) : i32\n    %1 = llvm.add %arg1, %0 overflow<nsw> : i32\n{body}    llvm.return %1 : i32\n  }}\n"
    )
}

fn module(special: &dyn Fn(usize) -> Option<String>) -> String {
    let mut text = String::from("module attributes {llvm.target_triple = \"x86_64-unknown-linux-gnu\"} {\n");
    for k in 0..FUNCTIONS {
        let body = special(k).unwrap_or_else(|| "    %2 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<\"s\", (i32, f32)>\n".into());
        text.push_str(&function(k, &body));
    }
    text.push_str("}\n");
    text
}

/// The 1-based line of the `n`th occurrence of `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    let at = text.find(needle).unwrap();
    text[..at].matches('\n').count() + 1
}

#[test]
fn a_large_module_prints_as_itself() {
    let text = module(&|_| None);
    let out = opt(&["-"], &text);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // mlir-opt ends its output with an empty line.
    let expected = format!("{text}\n");
    assert!(String::from_utf8_lossy(&out.stdout) == expected, "the round trip changed the module");
    let single = opt(&["--mlir-disable-threading", "-"], &text);
    assert!(single.stdout == out.stdout, "one thread printed something else");
    let generic = opt(&["--mlir-print-op-generic", "-"], &text);
    assert!(generic.status.success());
    let back = opt(&["-"], &String::from_utf8_lossy(&generic.stdout));
    assert!(String::from_utf8_lossy(&back.stdout) == expected, "custom → generic → custom changed the module");
}

#[test]
fn an_error_late_in_a_large_module_is_reported_where_it_is() {
    let late = FUNCTIONS - 10;
    let text = module(&|k| (k == late).then(|| "    %2 = llvm.add %nope, %0 : i32\n".into()));
    let out = opt(&["-"], &text);
    assert!(!out.status.success());
    let line = line_of(&text, "%nope");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with(&format!("<stdin>:{line}:19: error: use of undeclared SSA value name")), "{err}");
    assert_eq!(err.matches("error:").count(), 1, "{err}");
    assert!(out.stdout.is_empty());
}

#[test]
fn identified_struct_bodies_must_agree_across_a_large_module() {
    let late = FUNCTIONS - 10;
    let text = module(&|k| {
        (k == late).then(|| "    %2 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<\"s\", (i64, f32)>\n".into())
    });
    let out = opt(&["-"], &text);
    assert!(!out.status.success());
    let line = line_of(&text, "(i64, f32)");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with(&format!("<stdin>:{line}:41: error: identified type already used with a different body")),
        "{err}"
    );
}

#[test]
fn distinct_ids_are_one_attribute_per_id_across_a_large_module() {
    let tagged = |k: usize| match k {
        3 | 4995 => Some(5),
        4996 => Some(7),
        _ => None,
    };
    let mut text = String::from("module {\n");
    for k in 0..FUNCTIONS {
        let f = function(k, "");
        text.push_str(&match tagged(k) {
            Some(id) => f.replacen(" -> i32 {", &format!(" -> i32 attributes {{d = distinct[{id}]<\"a\">}} {{"), 1),
            None => f,
        });
    }
    text.push_str("}\n");
    let out = opt(&["-"], &text);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(printed.starts_with("#distinct = distinct[0]<\"a\">\n#distinct1 = distinct[1]<\"a\">\nmodule {\n"));
    assert!(printed.contains("@f3(%arg0: !llvm.ptr, %arg1: i32) -> i32 attributes {d = #distinct} {"));
    assert!(printed.contains("@f4995(%arg0: !llvm.ptr, %arg1: i32) -> i32 attributes {d = #distinct} {"));
    assert!(printed.contains("@f4996(%arg0: !llvm.ptr, %arg1: i32) -> i32 attributes {d = #distinct1} {"));
}

#[test]
fn aliases_before_and_locations_after_a_large_module_reach_both_halves() {
    // A header type alias used everywhere, and location aliases defined
    // after the module's closing brace, used on both sides of the cut.
    let mut text = String::from("!s = !llvm.struct<\"s\", (i32, f32)>\nmodule {\n");
    for k in 0..FUNCTIONS {
        let body = format!("    %2 = llvm.load %arg0 : !llvm.ptr -> !s loc(#loc{})\n", k % 7);
        text.push_str(&function(k, &body));
    }
    text.push_str("}\n");
    for k in 0..7 {
        text.push_str(&format!("#loc{k} = loc(\"x.c\":{k}:3)\n"));
    }
    let threaded = opt(&["--mlir-print-debuginfo", "-"], &text);
    assert!(threaded.status.success(), "{}", String::from_utf8_lossy(&threaded.stderr));
    let single = opt(&["--mlir-print-debuginfo", "--mlir-disable-threading", "-"], &text);
    assert!(single.stdout == threaded.stdout, "one thread printed something else");
    let printed = String::from_utf8_lossy(&threaded.stdout);
    // MLIR renumbers location aliases in order of first use; the ops
    // written without a location have their place in `<stdin>` (checked
    // against mlir-opt-19's output for this input).
    assert!(printed.contains("llvm.load %arg0 : !llvm.ptr -> !llvm.struct<\"s\", (i32, f32)> loc(#loc6)\n"), "{printed:.2000}");
    assert!(printed.contains("\n#loc48 = loc(\"x.c\":6:3)\n"), "{}", &printed[printed.len() - 300..]);
    assert!(printed.ends_with("#loc30007 = loc(\"<stdin>\":30001:5)\n\n"), "{}", &printed[printed.len() - 300..]);
}

/// Both halves of a large module are verified while it is read (the
/// second in a stand-in module of its own): errors the verifier finds,
/// in either half or both, and the symbol checks across the halves, come
/// out as a single-threaded run reports them.
#[test]
fn verifier_errors_in_either_half_are_reported_as_by_one_thread() {
    let early = 10;
    let late = FUNCTIONS - 10;
    // A terminator that is not last; a call to a function of the other
    // half (fine) and to none (a symbol error, found once the halves join).
    let not_last = "    llvm.return %1 : i32\n".to_string();
    let call = |callee: &str| format!("    %3 = llvm.call @{callee}(%arg0, %arg1) : (!llvm.ptr, i32) -> i32\n");
    let cases: Vec<(&str, Box<dyn Fn(usize) -> Option<String>>)> = vec![
        ("second half", Box::new(|k| (k == late).then(|| not_last.clone()))),
        ("first half", Box::new(|k| (k == early).then(|| not_last.clone()))),
        ("both halves", Box::new(|k| (k == early || k == late).then(|| not_last.clone()))),
        ("missing callee", Box::new(|k| (k == late).then(|| call("nosuch")))),
        ("callee in the other half", Box::new(|k| (k == late).then(|| call("f1")).or_else(|| (k == early).then(|| call(&format!("f{late}")))))),
    ];
    for (what, special) in &cases {
        let text = module(special.as_ref());
        let threaded = opt(&["-"], &text);
        let single = opt(&["--mlir-disable-threading", "-"], &text);
        assert_eq!(threaded.status.code(), single.status.code(), "{what}");
        assert!(threaded.stderr == single.stderr, "{what}: {}\nvs one thread:\n{}", String::from_utf8_lossy(&threaded.stderr), String::from_utf8_lossy(&single.stderr));
        assert!(threaded.stdout == single.stdout, "{what}: the output differs from one thread's");
        let fails = *what != "callee in the other half";
        assert_eq!(!threaded.status.success(), fails, "{what}: {}", String::from_utf8_lossy(&threaded.stderr));
        if fails {
            let err = String::from_utf8_lossy(&threaded.stderr);
            let expected = if what.contains("callee") { "does not reference a symbol" } else { "must be the last operation in the parent block" };
            assert!(err.contains(expected), "{what}: {err}");
        }
    }
}
