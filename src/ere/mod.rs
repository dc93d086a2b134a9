//! A small POSIX Extended Regular Expression engine with the dialect and
//! error messages of LLVM's `llvm::Regex` (Henry Spencer's regcomp).
//!
//! Two users need LLVM's exact dialect rather than a Perl-style regex crate:
//! MLIR's `expected-*-re` checks (which print `invalid regex: <regerror
//! text>` for bad patterns) and FileCheck's `{{...}}` blocks. The grammar
//! quirks reproduced here:
//!
//! * `{` is a literal unless followed by a digit; `a{,2}` and `a{}` are legal.
//! * `()` is legal, but an empty alternative (`a|`, `|a`, or an empty
//!   pattern) is "empty (sub)expression".
//! * `^*` and stacked repetitions (`a**`, `a{1}{2}`) are rejected.
//! * `\1`..`\9` must name an already *closed* group; any other escaped
//!   character stands for itself.
//! * Bounds are limited to 255 (RE_DUP_MAX).
//!
//! Matching is over bytes. Without flags `.` and negated brackets match
//! newlines and `^`/`$` anchor at the text ends only; [`Flags::newline`]
//! gives `REG_NEWLINE` (FileCheck's mode) and [`Flags::icase`] `REG_ICASE`.
//! [`Regex::find`] returns the leftmost-longest match, as POSIX `regexec`
//! does, with the capture groups of the first (greedy) way to reach it.

mod exec;
mod parse;
mod pike;

use exec::{Caps, Matcher};
use parse::Parser;

/// Compiled regular expression.
#[derive(Clone, Debug)]
pub struct Regex {
    root: Node,
    groups: usize,
    newline: bool,
    /// Bytes a match can start with; `None` when a match may be empty (then
    /// every position is a candidate).
    first: Option<Box<[bool; 256]>>,
    /// The NFA program; `None` when backreferences need the backtracker.
    prog: Option<pike::Prog>,
}

/// Compilation flags, named after their `regcomp` counterparts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Flags {
    /// `REG_NEWLINE`: `.` and `[^...]` do not match `\n`; `^`/`$` also match
    /// after/before every `\n`.
    pub newline: bool,
    /// `REG_ICASE`: ASCII letters match either case.
    pub icase: bool,
    /// Also accept `\g{N}` backreferences (FileCheck writes them for
    /// variables past the ninth group).
    pub long_backrefs: bool,
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
/// LLVM's, because MLIR and FileCheck print them verbatim after
/// `invalid regex: `.
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
    let mut out = Vec::with_capacity(text.len());
    escape_into(text.as_bytes(), &mut out);
    // Only ASCII backslashes were inserted, so the text stays UTF-8.
    String::from_utf8(out).unwrap_or_default()
}

/// [`escape`] for byte text (patterns are bytes: FileCheck substitutes
/// input text, which need not be UTF-8), appended to `out`.
pub fn escape_into(text: &[u8], out: &mut Vec<u8>) {
    for &b in text {
        if META.contains(&b) {
            out.push(b'\\');
        }
        out.push(b);
    }
}

/// One match: byte offsets into the searched text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    pub start: usize,
    pub end: usize,
    groups: Vec<Option<(usize, usize)>>,
}

impl Match {
    /// Group `n` (1-based) as a byte range, if it took part in the match.
    pub fn group(&self, n: usize) -> Option<(usize, usize)> {
        self.groups.get(n).copied().flatten()
    }
}

impl Regex {
    /// Compile with LLVM's ERE rules and no flags; the error carries
    /// `regerror` wording.
    pub fn new(pattern: &str) -> Result<Regex, RegexError> {
        Regex::with_flags(pattern.as_bytes(), Flags::default())
    }

    /// Compile the byte pattern `pattern` with `flags`.
    pub fn with_flags(pattern: &[u8], flags: Flags) -> Result<Regex, RegexError> {
        let mut p = Parser {
            pat: pattern,
            pos: 0,
            groups: 0,
            closed: Vec::new(),
            flags,
        };
        let root = p.alternation(None)?;
        // Only an unmatched ')' can stop the top level early, and `atom`
        // already reports it; keep the check for robustness.
        if p.more() {
            return Err(RegexError::Parens);
        }
        let (set, nullable) = first_bytes(&root, flags.newline);
        let prog = pike::compile(&root, p.groups);
        Ok(Regex {
            root,
            groups: p.groups,
            newline: flags.newline,
            first: (!nullable).then_some(set),
            prog,
        })
    }

    /// Number of capture groups (`regex_t::re_nsub`).
    pub fn group_count(&self) -> usize {
        self.groups
    }

    fn matcher<'t>(&self, text: &'t [u8]) -> Matcher<'t> {
        Matcher {
            text,
            newline: self.newline,
        }
    }

    fn candidate(&self, text: &[u8], start: usize) -> bool {
        match &self.first {
            None => true,
            Some(set) => text.get(start).is_some_and(|&b| set[usize::from(b)]),
        }
    }

    /// Unanchored search: does the pattern match anywhere in `text`?
    pub fn is_match(&self, text: &str) -> bool {
        self.is_match_bytes(text.as_bytes())
    }

    /// [`Regex::is_match`] over bytes.
    pub fn is_match_bytes(&self, text: &[u8]) -> bool {
        if let Some(prog) = &self.prog {
            let candidate = |pos: usize| self.candidate(text, pos);
            return pike::search(prog, text, self.newline, true, &candidate).is_some();
        }
        let m = self.matcher(text);
        (0..=text.len()).any(|start| {
            if !self.candidate(text, start) {
                return false;
            }
            let mut caps: Caps = vec![None; self.groups + 1];
            m.node(&self.root, start, &mut caps, &mut |_, _| true)
        })
    }

    /// The leftmost-longest match in `text`, as POSIX `regexec` reports it.
    pub fn find(&self, text: &[u8]) -> Option<Match> {
        if let Some(prog) = &self.prog {
            let candidate = |pos: usize| self.candidate(text, pos);
            let slots = pike::search(prog, text, self.newline, false, &candidate)?;
            let groups = slots
                .chunks(2)
                .map(|p| (p[0] != usize::MAX && p[1] != usize::MAX).then(|| (p[0], p[1])))
                .collect::<Vec<_>>();
            let (start, end) = groups.first().copied().flatten()?;
            return Some(Match { start, end, groups });
        }
        self.find_backtracking(text)
    }

    /// [`Regex::find`] by exhaustive backtracking, for backreferences.
    fn find_backtracking(&self, text: &[u8]) -> Option<Match> {
        let m = self.matcher(text);
        for start in 0..=text.len() {
            if !self.candidate(text, start) {
                continue;
            }
            let mut caps: Caps = vec![None; self.groups + 1];
            let mut best: Option<(usize, Caps)> = None;
            // Explore every way to match from `start`, keeping the longest;
            // the first path (greedy order) to reach a length wins its
            // captures. Reaching the end of the text cannot be beaten.
            m.node(&self.root, start, &mut caps, &mut |end, caps: &mut Caps| {
                if best.as_ref().is_none_or(|(e, _)| end > *e) {
                    best = Some((end, caps.clone()));
                }
                end == text.len()
            });
            if let Some((end, mut groups)) = best {
                groups[0] = Some((start, end));
                return Some(Match { start, end, groups });
            }
        }
        None
    }
}

#[cfg(test)]
impl Regex {
    /// Both engines' answers, for tests that compare them.
    pub(crate) fn find_both(&self, text: &[u8]) -> (Option<Match>, Option<Match>) {
        (self.find(text), self.find_backtracking(text))
    }
}

/// The bytes a match of `node` can begin with, and whether it can match
/// the empty string (zero-width assertions count as empty).
fn first_bytes(node: &Node, newline: bool) -> (Box<[bool; 256]>, bool) {
    let mut set = Box::new([false; 256]);
    let nullable = add_first(node, newline, &mut set);
    (set, nullable)
}

fn add_first(node: &Node, newline: bool, set: &mut [bool; 256]) -> bool {
    match node {
        Node::Byte(b) => {
            set[usize::from(*b)] = true;
            false
        }
        Node::Any => {
            set.fill(true);
            if newline {
                set[usize::from(b'\n')] = false;
            }
            false
        }
        Node::Set(s) => {
            for (d, &x) in set.iter_mut().zip(s.iter()) {
                *d |= x;
            }
            false
        }
        Node::LineStart | Node::LineEnd | Node::WordStart | Node::WordEnd => true,
        // A backreference may be empty or start with anything.
        Node::Backref(_) => {
            set.fill(true);
            true
        }
        Node::Group(_, inner) => add_first(inner, newline, set),
        Node::Concat(items) => items.iter().all(|n| add_first(n, newline, set)),
        Node::Alt(branches) => branches
            .iter()
            .fold(false, |acc, b| add_first(b, newline, set) | acc),
        Node::Repeat(inner, min, _) => add_first(inner, newline, set) || *min == 0,
    }
}

#[cfg(test)]
mod tests;
