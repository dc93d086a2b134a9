//! Unit tests of the lit runner's parts (the runner itself is a
//! `harness = false` target, where `#[test]` functions would not run).

#[path = "lit/features.rs"]
mod features;
#[path = "lit/script.rs"]
mod script;
#[path = "lit/shell.rs"]
mod shell;

use std::collections::HashSet;

use shell::{parse, Command, Join, Redirect};

fn words(c: &Command) -> Vec<&str> {
    c.argv.iter().map(String::as_str).collect()
}

#[test]
fn pipelines_lists_and_redirects() {
    let l = parse("not llmir-opt 'a b' \"c\\\"d\" e\\ f 2>&1 | FileCheck x && echo ok > out.txt").unwrap();
    assert_eq!(words(&l.first[0]), ["not", "llmir-opt", "a b", "c\"d", "e f"]);
    assert_eq!(l.first[0].redirects, [Redirect::Dup { fd: 2, to: 1 }]);
    assert_eq!(words(&l.first[1]), ["FileCheck", "x"]);
    assert_eq!(l.rest[0].0, Join::And);
    assert_eq!(l.rest[0].1[0].redirects, [Redirect::Out { fd: 1, path: "out.txt".into(), append: false }]);
    let l = parse("a < in 2>> err; b || c &> all").unwrap();
    assert_eq!(l.first[0].redirects.len(), 2);
    assert_eq!(l.rest.iter().map(|r| r.0).collect::<Vec<_>>(), [Join::Then, Join::Or]);
}

#[test]
fn rejects_what_it_cannot_run() {
    assert!(parse("a &").is_err());
    assert!(parse("a | | b").is_err());
    assert!(parse("echo $(ls)").is_err());
    assert!(parse("a >").is_err());
    assert!(parse("a 3> x").is_err());
    assert!(parse("'open").is_err());
}

#[test]
fn expressions() {
    let f: HashSet<String> = ["llvm", "system-linux"].iter().map(|s| s.to_string()).collect();
    assert!(features::eval("llvm && !windows", &f).unwrap());
    assert!(!features::eval("llvm && (windows || x86)", &f).unwrap());
    assert!(features::eval("true || nope", &f).unwrap());
    assert!(features::eval_list("llvm, system-linux", &f, true).unwrap());
    assert!(!features::eval_list("llvm, windows", &f, true).unwrap());
    assert!(features::eval_list("windows, llvm", &f, false).unwrap());
    assert!(features::eval_list("*", &f, false).unwrap());
    assert!(features::eval("llvm &&", &f).is_err());
    assert!(features::eval("(llvm", &f).is_err());
}

#[test]
fn run_lines_and_continuations() {
    let s = script::parse("// RUN: a \\\n// RUN:   b | c\n// XRUN: no\n// REQUIRES: llvm\n; UNSUPPORTED: x\n# XFAIL: *\n").unwrap();
    assert_eq!(s.runs, [(1, "a b | c".to_string())]);
    assert_eq!((s.requires.len(), s.unsupported.len(), s.xfail.len()), (1, 1, 1));
    assert!(script::parse("// RUN: a \\\n// nothing\n").is_err());
    let s = script::parse("\n// RUN: echo %(line) %(line+2) \\\n// RUN: %(line - 1)\n").unwrap();
    assert_eq!(s.runs, [(2, "echo 2 4 2".to_string())]);
    assert!(script::parse("// RUN: a \\\n").is_err());
}

#[test]
fn substitutions() {
    let p = script::Paths { source: "/src/d/t.mlir".into(), temp: "/tmp/x/t.mlir.tmp".into() };
    assert_eq!(script::substitute("%s %S %p %t %T %%s %basename_t %/s", &p).unwrap(),
        "/src/d/t.mlir /src/d /src/d /tmp/x/t.mlir.tmp /tmp/x %s t.mlir /src/d/t.mlir");
    assert!(script::substitute("%q", &p).is_err());
}
