//! Unit tests of the FileCheck engine. Every expectation was observed with
//! LLVM's FileCheck-19 on the same check file, input and options.

use super::*;

/// The options of a test case, spelled as on FileCheck's command line.
fn request(args: &[&str]) -> Request {
    let mut r = Request { dump_input: DumpInput::Never, ..Request::default() };
    for a in args {
        match *a {
            "--strict-whitespace" => r.strict_whitespace = true,
            "--ignore-case" => r.ignore_case = true,
            "--match-full-lines" => r.match_full_lines = true,
            "--allow-empty" => r.allow_empty_input = true,
            "--enable-var-scope" => r.enable_var_scope = true,
            _ => {
                if let Some(v) = a.strip_prefix("--implicit-check-not=") {
                    r.implicit_check_not.push(v.into());
                } else if let Some(v) = a.strip_prefix("--check-prefix=") {
                    r.check_prefixes.push(v.into());
                } else if let Some(v) = a.strip_prefix("-D") {
                    r.global_defines.push(v.into());
                } else {
                    panic!("option {a} not modelled here");
                }
            }
        }
    }
    r
}

fn run_case(check: &str, input: &str, args: &[&str]) -> Outcome {
    run(&request(args), "c.txt", check.as_bytes(), "i.txt", input.as_bytes())
}

#[test]
fn verdicts_match_filecheck_19() {
    // (check file, input, options, FileCheck-19's exit status)
    let cases: &[(&str, &str, &[&str], i32)] = &[
        ("CHECK: a b\n", "x a \t b\n", &[], 0),
        ("CHECK: a b\n", "x a \t b\n", &["--strict-whitespace"], 1),
        ("CHECK: foo\nCHECK-SAME: {{^}}bar\n", "foobar\n", &[], 0),
        ("CHECK-DAG: a\nCHECK-DAG: a\n", "a\n", &[], 1),
        ("CHECK-DAG: a\nCHECK-DAG: a\n", "a a\n", &[], 0),
        ("CHECK-DAG: x\nCHECK-NOT: y\nCHECK-DAG: z\n", "z y x\n", &[], 1),
        ("CHECK-DAG: x\nCHECK-NOT: y\nCHECK-DAG: z\n", "x z\n", &[], 0),
        ("CHECK-LABEL: f1\nCHECK: a\nCHECK-LABEL: f2\nCHECK: b\n", "f1\nb\nf2\na\n", &[], 1),
        ("CHECK-COUNT-3: ab\n", "ab ab\nab\n", &[], 0),
        ("CHECK-COUNT-3: ab\n", "ab ab\n", &[], 1),
        ("CHECK: [[#%.3x,N:]]\nCHECK: [[#N+1]]\n", "00f\n16\n", &[], 1),
        ("CHECK: [[#%.3x,N:]]\nCHECK: [[#%x,N+1]]\n", "00f\n10\n", &[], 0),
        ("CHECK: v[[#N:]]\nCHECK-NEXT: v[[#N-1]]\n", "v5\nv4\n", &[], 0),
        ("CHECK: {{a|ab}}c\n", "abc\n", &[], 0),
        ("CHECK: [[X:a+]]b[[X]]\n", "aaba\n", &[], 0),
        ("CHECK: [[X:a+]]b[[X]]\n", "aabaa\n", &[], 0),
        ("CHECK: hello\n", "HELLO\n", &["--ignore-case"], 0),
        ("CHECK: a b\n", "  a b  \n", &["--match-full-lines"], 0),
        ("CHECK: a b\n", "  a b  \n", &["--match-full-lines", "--strict-whitespace"], 1),
        ("CHECK: a\nCHECK: c\n", "a\nb\nc\n", &["--implicit-check-not=b"], 1),
        ("CHECK: [[V]]\n", "xyz\n", &["-DV=y"], 0),
        ("CHECK: [[#N+2]]\n", "7\n", &["-D#N=5"], 0),
        ("CHECK-LABEL: f1\nCHECK: [[V:[0-9]]]\nCHECK-LABEL: f2\nCHECK: [[V]]\n", "f1 1\nf2 1\n", &["--enable-var-scope"], 1),
        ("CHECK-LABEL: f1\nCHECK: [[V:[0-9]]]\nCHECK-LABEL: f2\nCHECK: [[V]]\n", "f1 1\nf2 1\n", &[], 0),
        ("CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n", "a\n\nb\n", &[], 0),
        ("CHECK: a\nCHECK-EMPTY:\n", "a\nx\n\n", &[], 1),
        ("CHECK:\n", "a\n", &[], 2),
        ("FOO: a\n", "a\n", &[], 2),
        ("CHECK: [[UNDEF]]\n", "a\n", &[], 1),
        ("CHECK: a\n", "", &[], 2),
        ("CHECK: a\n", "", &["--allow-empty"], 1),
        ("CHECK: a\n", "a\n", &["--check-prefix=BAD PREFIX"], 2),
        ("CHECK: line [[#@LINE]]\n", "line 1\n", &[], 0),
        ("CHECK: x\nCHECK_NEXT: y\n", "x\ny\n", &[], 2),
        ("COM: CHECK: zzz\nCHECK: a\n", "a\n", &[], 0),
        ("CHECK{LITERAL}: [[x]]\n", "[[x]]\n", &[], 0),
        ("CHECK: {{[}\n", "a\n", &[], 2),
        ("CHECK: a\r\nCHECK-NEXT: b\r\n", "a\r\nb\r\n", &[], 0),
    ];
    for (check, input, args, code) in cases {
        let out = run_case(check, input, args);
        assert_eq!(out.code, *code, "check {check:?} input {input:?} {args:?}:\n{}", out.stderr);
    }
}

#[test]
fn messages_match_filecheck_19() {
    // FileCheck-19's stderr for this case, byte for byte.
    let out = run_case("// CHECK: start\n// CHECK: baz quz\n", "start\nfoo\nbaz qux\nbar\nend\n", &[]);
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stderr,
        concat!(
            "c.txt:2:11: error: CHECK: expected string not found in input\n",
            "// CHECK: baz quz\n",
            "          ^\n",
            "i.txt:1:6: note: scanning from here\n",
            "start\n",
            "     ^\n",
            "i.txt:3:1: note: possible intended match here\n",
            "baz qux\n",
            "^\n",
        )
    );
    let out = run_case("CHECK: [[#N+]]\n", "1\n", &[]);
    assert_eq!(out.code, 2);
    // Errors logged while reading the check file end with an empty line.
    assert_eq!(out.stderr, "c.txt:1:13: error: missing operand in expression\nCHECK: [[#N+]]\n            ^\n\n");
}

#[test]
fn input_dump_matches_filecheck_19() {
    let req = Request { dump_input: DumpInput::Fail, ..Request::default() };
    let out = run(&req, "c.txt", b"CHECK: start\nCHECK-NOT: baz\nCHECK: bar\n", "i.txt", b"start\nfoo\nbaz qux\nbar\n");
    let dump = &out.stderr[out.stderr.find("Input was:").expect("a dump")..];
    assert_eq!(
        dump,
        concat!(
            "Input was:\n<<<<<<\n",
            "       1: start \n",
            "       2: foo \n",
            "       3: baz qux \n",
            "not:2     !~~      error: no match expected\n",
            "       4: bar \n",
            ">>>>>>\n",
        )
    );
}

#[test]
fn prefixes_are_validated_like_filecheck() {
    let bad = |p: &str| validate_prefixes(&Request { check_prefixes: vec![p.into()], ..Request::default() });
    assert!(bad("A,B").unwrap_err().contains("must start with a letter"));
    assert!(bad("").unwrap_err().contains("must not be the empty string"));
    assert!(bad("COM").unwrap_err().contains("must be unique"));
    assert!(bad("OK-1_x").is_ok());
}
