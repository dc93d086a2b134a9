//! Finding directives in the check file: the next `PREFIX` occurrence that
//! is not inside a longer word, and the directive kind its suffix names
//! (`:`, `-NEXT:`, `-COUNT-3:`, `{LITERAL}:`, ...).
//!
//! Behaviour follows LLVM FileCheck 19:
//! * At one position the longest prefix wins; a prefix preceded by a word
//!   character (`[A-Za-z0-9_-]`) is not a directive, and neither is one
//!   whose suffix is unknown (`CHECK-FOO:` is plain text). Scanning then
//!   resumes after the whole word.
//! * Comment prefixes (`COM`, `RUN` by default) only count with a bare `:`.
//! * `CHECK_NEXT:` (an underscore before a valid suffix) is reported as a
//!   misspelled directive; `-NOT` combined with another suffix and a bad
//!   `-COUNT-n` are errors too.

use memchr::memmem;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Plain,
    Next,
    Same,
    Not,
    Dag,
    Label,
    Empty,
    Comment,
    /// The implicit check at the end of input that carries trailing
    /// `-DAG`/`-NOT` directives.
    Eof,
    Misspelled,
    BadNot,
    BadCount,
}

/// A directive's kind plus its `-COUNT-n` and `{LITERAL}` modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CheckType {
    pub kind: Kind,
    pub count: u32,
    pub literal: bool,
}

impl CheckType {
    pub fn new(kind: Kind) -> CheckType {
        CheckType { kind, count: 1, literal: false }
    }

    /// How FileCheck names the directive in messages (`CHECK-NEXT`,
    /// `CHECK-COUNT`, `CHECK{LITERAL}`, `implicit EOF`).
    pub fn description(&self, prefix: &str) -> String {
        let suffix = match self.kind {
            Kind::Plain if self.count > 1 => "-COUNT",
            Kind::Plain => "",
            Kind::Next => "-NEXT",
            Kind::Same => "-SAME",
            Kind::Not => "-NOT",
            Kind::Dag => "-DAG",
            Kind::Label => "-LABEL",
            Kind::Empty => "-EMPTY",
            Kind::Comment => return prefix.to_string(),
            Kind::Eof => return "implicit EOF".into(),
            Kind::Misspelled => return "misspelled".into(),
            Kind::BadNot => return "bad NOT".into(),
            Kind::BadCount => return "bad COUNT".into(),
        };
        let modifiers = if self.literal { "{LITERAL}" } else { "" };
        format!("{prefix}{suffix}{modifiers}")
    }

    /// The short name used for labels in the input dump.
    pub fn abbreviation(&self) -> &'static str {
        match self.kind {
            Kind::Plain if self.count > 1 => "count",
            Kind::Plain => "check",
            Kind::Next => "next",
            Kind::Same => "same",
            Kind::Not => "not",
            Kind::Dag => "dag",
            Kind::Label => "label",
            Kind::Empty => "empty",
            Kind::Comment => "com",
            Kind::Eof => "eof",
            Kind::Misspelled => "misspelled",
            Kind::BadNot => "bad-not",
            Kind::BadCount => "bad-count",
        }
    }
}

pub(crate) fn is_part_of_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'-' || c == b'_'
}

fn trim_start(s: &[u8]) -> &[u8] {
    let n = s.iter().take_while(|c| matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')).count();
    &s[n..]
}

fn consume(s: &mut &[u8], what: &[u8]) -> bool {
    match s.strip_prefix(what) {
        Some(rest) => {
            *s = rest;
            true
        }
        None => false,
    }
}

/// `StringRef::consumeInteger(10, int64_t)`: optional `-`, decimal digits.
fn consume_i64(s: &mut &[u8]) -> Option<i64> {
    let neg = s.first() == Some(&b'-');
    let digits = s[usize::from(neg)..].iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 {
        return None;
    }
    let end = usize::from(neg) + digits;
    let text = std::str::from_utf8(&s[..end]).ok()?;
    let v = text.parse::<i64>().ok()?;
    *s = &s[end..];
    Some(v)
}

/// The directive named at the start of `buf` (which starts with `prefix`),
/// and the text after its colon. `None` = not a directive here.
pub(crate) fn find_check_type<'a>(
    buf: &'a [u8],
    prefix: &[u8],
    is_comment: bool,
) -> Option<(CheckType, &'a [u8])> {
    let mut misspelled = false;
    let found = check_type_inner(buf, prefix, is_comment, &mut misspelled)?;
    if misspelled {
        return Some((CheckType::new(Kind::Misspelled), found.1));
    }
    Some(found)
}

fn check_type_inner<'a>(
    buf: &'a [u8],
    prefix: &[u8],
    is_comment: bool,
    misspelled: &mut bool,
) -> Option<(CheckType, &'a [u8])> {
    if buf.len() <= prefix.len() {
        return None;
    }
    let mut rest = &buf[prefix.len()..];
    if is_comment {
        // A comment prefix with a suffix such as `-NOT` is plain text.
        return consume(&mut rest, b":").then(|| (CheckType::new(Kind::Comment), rest));
    }
    let modifiers = |mut ty: CheckType, mut rest: &'a [u8]| -> Option<(CheckType, &'a [u8])> {
        if consume(&mut rest, b":") {
            return Some((ty, rest));
        }
        if !consume(&mut rest, b"{") {
            return None;
        }
        loop {
            rest = trim_start(rest);
            if !consume(&mut rest, b"LITERAL") {
                return None;
            }
            ty.literal = true;
            rest = trim_start(rest);
            if !consume(&mut rest, b",") {
                break;
            }
        }
        consume(&mut rest, b"}:").then_some((ty, rest))
    };
    if consume(&mut rest, b":") {
        return Some((CheckType::new(Kind::Plain), rest));
    }
    if rest.first() == Some(&b'{') {
        return modifiers(CheckType::new(Kind::Plain), rest);
    }
    if consume(&mut rest, b"_") {
        *misspelled = true;
    } else if !consume(&mut rest, b"-") {
        return None;
    }
    if consume(&mut rest, b"COUNT-") {
        let bad = Some((CheckType::new(Kind::BadCount), rest));
        let Some(count) = consume_i64(&mut rest) else {
            return bad;
        };
        if count <= 0 || count > i64::from(i32::MAX) {
            return Some((CheckType::new(Kind::BadCount), rest));
        }
        if !matches!(rest.first(), Some(b':' | b'{')) {
            return Some((CheckType::new(Kind::BadCount), rest));
        }
        let ty = CheckType { kind: Kind::Plain, count: count as u32, literal: false };
        return modifiers(ty, rest);
    }
    const BAD_NOT: [&[u8]; 8] = [
        b"DAG-NOT:", b"NOT-DAG:", b"NEXT-NOT:", b"NOT-NEXT:", b"SAME-NOT:", b"NOT-SAME:",
        b"EMPTY-NOT:", b"NOT-EMPTY:",
    ];
    if BAD_NOT.iter().any(|b| rest.starts_with(b)) {
        return Some((CheckType::new(Kind::BadNot), rest));
    }
    const SUFFIXES: [(&[u8], Kind); 6] = [
        (b"NEXT", Kind::Next),
        (b"SAME", Kind::Same),
        (b"NOT", Kind::Not),
        (b"DAG", Kind::Dag),
        (b"LABEL", Kind::Label),
        (b"EMPTY", Kind::Empty),
    ];
    for (word, kind) in SUFFIXES {
        if consume(&mut rest, word) {
            return modifiers(CheckType::new(kind), rest);
        }
    }
    None
}

/// Where a directive was found.
pub(crate) struct Found<'p> {
    pub prefix: &'p [u8],
    /// Offset of the prefix in the check text.
    pub at: usize,
    pub ty: CheckType,
    /// Offset just after the directive's colon, or `None` when nothing
    /// follows it in the file.
    pub after: Option<usize>,
}

/// Scan `text` from `*pos` for the next directive, counting newlines into
/// `*line` as it goes.
pub(crate) fn next_directive<'p>(
    matcher: &mut Matcher<'p>,
    text: &[u8],
    pos: &mut usize,
    line: &mut u32,
) -> Option<Found<'p>> {
    while *pos < text.len() {
        let (prefix, is_comment, loc) = matcher.next(text, *pos)?;
        let skipped = &text[*pos..loc];
        *line += memchr::memchr_iter(b'\n', skipped).count() as u32;
        *pos = loc;
        if skipped.last().is_none_or(|&c| !is_part_of_word(c)) {
            if let Some((ty, rest)) = find_check_type(&text[loc..], prefix, is_comment) {
                let after = (!rest.is_empty()).then(|| text.len() - rest.len());
                return Some(Found { prefix, at: loc, ty, after });
            }
        }
        let mut end = loc + prefix.len();
        while end < text.len() && is_part_of_word(text[end]) {
            end += 1;
        }
        *pos = end;
    }
    None
}

/// The prefix table behind [`next_directive`]: each prefix with its next
/// position, so a long check file is scanned once per prefix rather than
/// once per directive.
pub(crate) struct Matcher<'p> {
    /// (prefix, is a comment prefix, next position or `usize::MAX`),
    /// longest first so that a longer prefix wins at the same position.
    prefixes: Vec<(&'p [u8], bool, usize)>,
}

impl<'p> Matcher<'p> {
    pub fn new(check: &'p [String], comment: &'p [String], text: &[u8]) -> Matcher<'p> {
        let find = |p: &[u8]| memmem::find(text, p).unwrap_or(usize::MAX);
        let mut prefixes: Vec<(&'p [u8], bool, usize)> = check
            .iter()
            .map(|p| (p.as_bytes(), false, find(p.as_bytes())))
            .chain(comment.iter().map(|p| (p.as_bytes(), true, find(p.as_bytes()))))
            .collect();
        prefixes.sort_by_key(|p| std::cmp::Reverse(p.0.len()));
        Matcher { prefixes }
    }

    /// The earliest prefix occurrence at or after `from`.
    fn next(&mut self, text: &[u8], from: usize) -> Option<(&'p [u8], bool, usize)> {
        let mut best: Option<(&'p [u8], bool, usize)> = None;
        for (prefix, is_comment, cached) in &mut self.prefixes {
            if *cached < from {
                *cached = memmem::find(&text[from..], prefix).map_or(usize::MAX, |p| p + from);
            }
            if *cached != usize::MAX && best.is_none_or(|b| *cached < b.2) {
                best = Some((prefix, *is_comment, *cached));
            }
        }
        best
    }
}
