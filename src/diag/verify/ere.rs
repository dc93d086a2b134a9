//! A small POSIX Extended Regular Expression engine with the dialect and
//! error messages of LLVM's `llvm::Regex` (Henry Spencer's regcomp).
//!
//! MLIR's `expected-*-re` checks compile `{{...}}` blocks with `llvm::Regex`,
//! and report `invalid regex: <regerror text>` for bad ones. To reproduce the
//! accept/reject decisions *and* the wording we cannot use a Perl-style regex
//! crate, so this file implements the same grammar quirks:
//!
//! * `{` is a literal unless followed by a digit; `a{,2}` and `a{}` are legal.
//! * `()` is legal, but an empty alternative (`a|`, `|a`, or an empty
//!   pattern) is "empty (sub)expression".
//! * `^*` and stacked repetitions (`a**`, `a{1}{2}`) are rejected.
//! * `\1`..`\9` must name an already *closed* group; any other escaped
//!   character stands for itself.
//! * Bounds are limited to 255 (RE_DUP_MAX).
//!
//! Matching is unanchored (a search) over bytes, `.` and negated brackets
//! match newlines (no REG_NEWLINE), `^`/`$` anchor at the string ends only.
//! Only a yes/no answer is needed, so a backtracking matcher is sufficient.

mod exec;
mod parse;

use exec::{Caps, Matcher};
use parse::Parser;

/// Compiled regular expression.
#[derive(Clone, Debug)]
pub struct Regex {
    root: Node,
    groups: usize,
}

#[derive(Clone, Debug)]
enum Node {
    Byte(u8),
    Any,
    Set(Box<[bool; 256]>),
    LineStart,
    LineEnd,
    WordStart,
    WordEnd,
    Group(usize, Box<Node>),
    Backref(usize),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat(Box<Node>, u32, Option<u32>),
}

/// The subset of `regerror()` texts that parsing can produce. The strings are
/// LLVM's, because MLIR prints them verbatim after `invalid regex: `.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegexError {
    Collate,
    CharClass,
    TrailingBackslash,
    Backref,
    Brackets,
    Parens,
    Braces,
    BadCount,
    Range,
    BadRepeat,
    Empty,
}

impl RegexError {
    pub fn message(self) -> &'static str {
        match self {
            RegexError::Collate => "invalid collating element",
            RegexError::CharClass => "invalid character class",
            RegexError::TrailingBackslash => "trailing backslash (\\)",
            RegexError::Backref => "invalid backreference number",
            RegexError::Brackets => "brackets ([ ]) not balanced",
            RegexError::Parens => "parentheses not balanced",
            RegexError::Braces => "braces not balanced",
            RegexError::BadCount => "invalid repetition count(s)",
            RegexError::Range => "invalid character range",
            RegexError::BadRepeat => "repetition-operator operand invalid",
            RegexError::Empty => "empty (sub)expression",
        }
    }
}

impl std::fmt::Display for RegexError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.message())
    }
}

/// Characters `llvm::Regex::escape` protects with a backslash.
const META: &[u8] = b"()^$|*+?.[]\\{}";

/// Escape `text` so that it matches literally (same set as `llvm::Regex::escape`).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii() && META.contains(&(c as u8)) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

impl Regex {
    /// Compile with LLVM's ERE rules; the error carries `regerror` wording.
    pub fn new(pattern: &str) -> Result<Regex, RegexError> {
        let mut p = Parser {
            pat: pattern.as_bytes(),
            pos: 0,
            groups: 0,
            closed: Vec::new(),
        };
        let root = p.alternation(None)?;
        // Only an unmatched ')' can stop the top level early, and `atom`
        // already reports it; keep the check for robustness.
        if p.more() {
            return Err(RegexError::Parens);
        }
        Ok(Regex {
            root,
            groups: p.groups,
        })
    }

    /// Unanchored search: does the pattern match anywhere in `text`?
    pub fn is_match(&self, text: &str) -> bool {
        let m = Matcher {
            text: text.as_bytes(),
        };
        (0..=text.len()).any(|start| {
            let mut caps: Caps = vec![None; self.groups + 1];
            m.node(&self.root, start, &mut caps, &mut |_, _| true)
        })
    }
}

#[cfg(test)]
mod tests {
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
    }
}
