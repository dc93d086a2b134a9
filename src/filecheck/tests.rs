//! Unit tests of the FileCheck engine; each expectation was observed with
//! LLVM's FileCheck-19 on the same check file and input.

use super::*;

fn fc(check: &str, input: &str, args: Request) -> Outcome {
    run(&args, "t.txt", check.as_bytes(), "<stdin>", input.as_bytes())
}

fn code(check: &str, input: &str) -> i32 {
    fc(check, input, Request::default()).code
}

#[test]
fn basic_order() {
    assert_eq!(code("CHECK: foo\nCHECK: bar\n", "foo\nbar\n"), 0);
    assert_eq!(code("CHECK: bar\nCHECK: foo\n", "foo\nbar\n"), 1);
}
