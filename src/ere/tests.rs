//! Tests of the ERE engine: LLVM's accept/reject decisions and messages,
//! matching, and the FileCheck-facing flags and leftmost-longest search.

use super::*;

fn err(p: &str) -> &'static str {
    Regex::new(p).expect_err(p).message()
}

#[test]
fn errors_match_llvm_regcomp() {
    // Each pair observed with mlir-opt-19 `expected-error-re` blocks.
    assert_eq!(err("("), "parentheses not balanced");
    assert_eq!(err(")"), "parentheses not balanced");
    assert_eq!(err("a{2,1}"), "invalid repetition count(s)");
    assert_eq!(err("[b-a]"), "invalid character range");
    assert_eq!(err("*a"), "repetition-operator operand invalid");
    assert_eq!(err("a\\"), "trailing backslash (\\)");
    assert_eq!(err("[[:foo:]]"), "invalid character class");
    assert_eq!(err("a{1"), "braces not balanced");
    assert_eq!(err("a|"), "empty (sub)expression");
    assert_eq!(err(""), "empty (sub)expression");
    assert_eq!(err("\\1"), "invalid backreference number");
    assert_eq!(err("a**"), "repetition-operator operand invalid");
    assert_eq!(err("^*"), "repetition-operator operand invalid");
    assert_eq!(err("a{1,2}{3}"), "repetition-operator operand invalid");
    assert_eq!(err("un[a-z+"), "brackets ([ ]) not balanced");
}

#[test]
fn accepted_oddities() {
    // Accepted by mlir-opt-19 (no "invalid regex" diagnostic).
    for p in ["()", "a{,2}", "[]a]", "a{}", "a{1}", "(a)\\1"] {
        Regex::new(p).unwrap_or_else(|e| panic!("{p}: {e}"));
    }
}

#[test]
fn matching() {
    let m = |p: &str, s: &str| Regex::new(p).unwrap().is_match(s);
    assert!(m("un[a-z]+", "use of undeclared SSA value name"));
    assert!(m("^use .* name$", "use of undeclared SSA value name"));
    assert!(!m("USE", "use of undeclared"));
    assert!(m("a{,2}", "xa{,2}y"));
    assert!(m("(ab|cd)+e", "zzcdabe"));
    assert!(m("x(a*)y\\1z", "xaayaaz"));
    assert!(!m("x(a*)y\\1z", "xaayaz"));
    assert!(m("[[:digit:]]{3}", "ab123"));
    assert!(!m("[^a-z]", "abc"));
    assert!(m("()*x", "x"));
    assert!(m("(a*){3}b", "b"));
    assert!(m("[[.space.]]", "a b"));
    assert!(m("[[:<:]]foo[[:>:]]", "a foo b"));
    assert!(!m("[[:<:]]foo[[:>:]]", "afoo"));
    assert!(m(&escape("a.b(c)"), "xa.b(c)"));
    assert!(!m(&escape("a.b"), "axb"));
    // Without REG_NEWLINE, '.' and '[^...]' cross lines.
    assert!(m("a.b", "a\nb"));
    assert!(m("a[^x]b", "a\nb"));
    assert!(!m("^b", "a\nb"));
}

const NL: Flags = Flags { newline: true, icase: false, long_backrefs: false };

fn find(p: &str, flags: Flags, s: &str) -> Option<(usize, usize)> {
    let re = Regex::with_flags(p.as_bytes(), flags).unwrap();
    re.find(s.as_bytes()).map(|m| (m.start, m.end))
}

#[test]
fn newline_mode() {
    assert_eq!(find("a.b", NL, "a\nb axb"), Some((4, 7)));
    assert_eq!(find("a[^x]b", NL, "a\nb ayb"), Some((4, 7)));
    assert_eq!(find("^b", NL, "a\nb"), Some((2, 3)));
    assert_eq!(find("a$", NL, "a\nb"), Some((0, 1)));
    assert_eq!(find("(\n$)", NL, "x\ny\n\nz"), Some((3, 4)));
    assert_eq!(find(".*", NL, "abc\ndef"), Some((0, 3)));
    // [[:space:]] is not a negated list: it still matches a newline.
    assert_eq!(find("c[[:space:]]d", NL, "c\nd"), Some((0, 3)));
}

#[test]
fn leftmost_longest() {
    assert_eq!(find("a|ab", NL, "xabc"), Some((1, 3)));
    assert_eq!(find("(a|ab)(c|bcd)", NL, "abcd"), Some((0, 4)));
    assert_eq!(find("[0-9]+", NL, "ab 123 45"), Some((3, 6)));
    let re = Regex::with_flags(b"(.*), (.*)", NL).unwrap();
    let m = re.find(b"x, y, z").unwrap();
    assert_eq!((m.group(1), m.group(2)), (Some((0, 4)), Some((6, 7))));
}

#[test]
fn icase_and_long_backrefs() {
    let ic = Flags { icase: true, ..NL };
    assert_eq!(find("FoO", ic, "a foo"), Some((2, 5)));
    assert_eq!(find("[a-c]+", ic, "xABcd"), Some((1, 4)));
    assert_eq!(find("[^a]", ic, "Aab"), Some((2, 3)));
    let lb = Flags { long_backrefs: true, ..NL };
    assert_eq!(find("(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\\g{10}", lb, "abcdefghijj"), Some((0, 11)));
    assert!(Regex::with_flags(b"(a)\\g{2}", lb).is_err());
    assert!(Regex::with_flags(b"a\\g{1}", NL).is_ok(), "without the flag \\g is a literal g");
}

#[test]
fn long_lines_do_not_recurse_per_byte() {
    let line = "x".repeat(2_000_000) + "y";
    assert_eq!(find("x.*y", NL, &line), Some((0, line.len())));
}

#[test]
fn nfa_and_backtracker_agree() {
    // Patterns without backreferences run on the NFA; the backtracker is
    // the reference for what a match (and its groups) should be. (Groups
    // inside a repetition that can match empty, such as `(a*)*`, are left
    // out: whether an empty last iteration counts differs between them.)
    let patterns = [
        "a|ab", "(a|ab)(c|bcd)", "[0-9]+", "(.*), (.*)", "x*", "^a", "b$", "(ab|a)(bc|c)?",
        "[[:<:]]foo", "a{2,3}", "(a|b){1,2}c", "()x", ".*", "(x)(y)?z", "c[[:space:]]d",
    ];
    let texts = ["", "a", "ab", "abcd", "xabc\nab", "aaab", "x, y, z", "a foo", "abcabc", "xz xyz", "c\nd", "aaaa"];
    for p in patterns {
        let re = Regex::with_flags(p.as_bytes(), NL).unwrap();
        assert!(re.prog.is_some(), "{p} should use the NFA");
        for t in texts {
            let (nfa, bt) = re.find_both(t.as_bytes());
            assert_eq!(nfa, bt, "pattern {p:?} on {t:?}");
        }
    }
}

#[test]
fn nested_repetition_is_linear() {
    let line = "ab".repeat(50_000);
    let re = Regex::with_flags(b"(a|b)*c", NL).unwrap();
    assert_eq!(re.find(line.as_bytes()), None);
    let text = ("x".repeat(300) + "\n").repeat(2000);
    let re = Regex::with_flags(b".*.*.*zz", NL).unwrap();
    assert_eq!(re.find(text.as_bytes()), None);
}

#[test]
fn anchors_are_stepped_as_often_as_written() {
    // Observed with FileCheck-19 (LLVM's regex): a repetition does not
    // multiply the `^`/`$` a path may pass at one position.
    assert_eq!(find("(^a*){2}", NL, "b"), None);
    assert_eq!(find("(a*$){2}", NL, "a\n"), None);
    assert_eq!(find("(^a*)+b", NL, "b"), Some((0, 1)));
    assert_eq!(find("a$$", NL, "a\n"), Some((0, 1)));
}
