//! Scanning a buffer for `expected-*` annotations, with mlir-opt-19's rules.
//!
//! A line is a *designator line* when (after trimming trailing whitespace)
//! it matches
//! `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below))? *{{(.*)}}$`
//! anywhere. Consequences, all observed with mlir-opt-19:
//! * Only one expectation per line; `{{a}} {{b}}` expects the text `a}} {{b`.
//! * Text after the closing `}}` (other than whitespace) makes the line *not*
//!   an annotation at all — it is silently ignored.
//! * `@below` targets the next non-designator line (blank lines count), and
//!   `@above` the previous one (line 1 if there is none).
//! * `@+N`/`@-N` parse N like `StringRef::getAsInteger(0)`: a leading `0`
//!   means octal (`@+010` is 8 lines down).

use crate::ere::{self, Regex};
use crate::diag::{Diagnostic, Severity, SourceFile, Span};

#[derive(Debug)]
pub(crate) struct Expected {
    pub kind: Severity,
    /// Target line (1-based). May be out of range or even <= 0.
    pub line: i64,
    /// Byte offset of `expected-` (where MLIR points its own messages).
    pub at: u32,
    /// The text between the outer `{{` and `}}`.
    pub text: String,
    /// For `-re` expectations: literal parts escaped, `{{...}}` blocks raw.
    /// `Some(None)`: every block was valid alone but the combined pattern
    /// is not (e.g. `{{(s)\1}}` becomes `((s)\1)`, where `\1` names the
    /// still-open wrapper); LLVM's `Regex::match` then always fails.
    pub regex: Option<Option<Regex>>,
    pub matched: bool,
}

impl Expected {
    /// Substring containment, or an unanchored regex search for `-re`.
    pub fn matches(&self, message: &str) -> bool {
        match &self.regex {
            Some(Some(re)) => re.is_match(message),
            Some(None) => false,
            None => message.contains(&self.text),
        }
    }

    /// MLIR's `SMRange` for messages about this expectation: it starts at
    /// `expected-` and is as long as the expected *text* (not the comment).
    pub fn range(&self) -> Span {
        Span::new(self.at, self.at + self.text.len() as u32)
    }
}

enum Designator {
    Offset(i64),
    Above,
    Below,
}

struct Annotation<'a> {
    start: usize,
    kind: Severity,
    is_regex: bool,
    designator: Option<Designator>,
    text: &'a str,
}

/// Scan `src`. Returns the expectations plus errors about malformed `-re`
/// annotations (which MLIR reports up front and then drops).
pub(crate) fn scan(src: &SourceFile) -> (Vec<Expected>, Vec<Diagnostic>) {
    let mut expected: Vec<Expected> = Vec::new();
    let mut errors = Vec::new();
    let mut pending_below: Vec<usize> = Vec::new();
    let mut last_plain_line = 0usize; // 0-based index, like MLIR's counter
    let lines: Vec<&str> = src.text.split('\n').collect();
    let line_total = lines.len() as i64;
    let mut line_offset = 0usize;

    for (idx, raw) in lines.iter().enumerate() {
        let this_line_offset = line_offset;
        line_offset += raw.len() + 1;
        let trimmed = raw.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
        let Some(ann) = find_annotation(trimmed) else {
            for i in pending_below.drain(..) {
                expected[i].line = idx as i64 + 1;
            }
            last_plain_line = idx;
            continue;
        };
        let mut record = Expected {
            kind: ann.kind,
            line: idx as i64 + 1,
            at: (this_line_offset + ann.start) as u32,
            text: ann.text.to_string(),
            regex: None,
            matched: false,
        };
        if ann.is_regex {
            match compile_expectation(&record.text) {
                Ok(re) => record.regex = Some(re),
                Err(msg) => {
                    let range = record.range();
                    errors.push(Diagnostic::error(range, msg).with_range(range));
                    continue;
                }
            }
        }
        match ann.designator {
            None => {}
            Some(Designator::Offset(n)) => record.line += n,
            Some(Designator::Above) => record.line = last_plain_line as i64 + 1,
            Some(Designator::Below) => {
                pending_below.push(expected.len());
                // Dangling `@below` (no later plain line) keeps this value.
                record.line = line_total;
            }
        }
        expected.push(record);
    }
    (expected, errors)
}

/// Leftmost `expected-` from which the whole annotation syntax matches.
fn find_annotation(line: &str) -> Option<Annotation<'_>> {
    line.match_indices("expected-")
        .find_map(|(start, _)| parse_annotation(line, start))
}

fn parse_annotation(line: &str, start: usize) -> Option<Annotation<'_>> {
    let mut rest = &line[start + "expected-".len()..];
    let kinds = [
        ("error", Severity::Error),
        ("note", Severity::Note),
        ("remark", Severity::Remark),
        ("warning", Severity::Warning),
    ];
    let (word, kind) = kinds.into_iter().find(|(w, _)| rest.starts_with(w))?;
    rest = &rest[word.len()..];
    let is_regex = rest.starts_with("-re");
    if is_regex {
        rest = &rest[3..];
    }
    rest = rest.trim_start_matches(' ');
    let mut designator = None;
    if let Some(after_at) = rest.strip_prefix('@') {
        let (d, len) = parse_designator(after_at)?;
        designator = Some(d);
        rest = &after_at[len..];
    }
    rest = rest.trim_start_matches(' ');
    let body = rest.strip_prefix("{{")?;
    let text = body.strip_suffix("}}")?;
    Some(Annotation {
        start,
        kind,
        is_regex,
        designator,
        text,
    })
}

fn parse_designator(s: &str) -> Option<(Designator, usize)> {
    if s.starts_with("above") {
        return Some((Designator::Above, 5));
    }
    if s.starts_with("below") {
        return Some((Designator::Below, 5));
    }
    let sign = match s.as_bytes().first()? {
        b'+' => 1,
        b'-' => -1,
        _ => return None,
    };
    let digits = s[1..].bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    Some((
        Designator::Offset(sign * auto_radix_int(&s[1..1 + digits])),
        1 + digits,
    ))
}

/// `StringRef::getAsInteger(0, int&)` on a run of decimal digits: a leading
/// zero selects octal. On failure (e.g. `08`, overflow) LLVM leaves the
/// variable uninitialised; we use 0.
fn auto_radix_int(digits: &str) -> i64 {
    let parsed = if digits.len() > 1 && digits.starts_with('0') {
        i32::from_str_radix(&digits[1..], 8)
    } else {
        digits.parse::<i32>()
    };
    parsed.map_or(0, i64::from)
}

/// Build the regex for an `expected-*-re` text: plain parts are escaped,
/// each `{{...}}` block is validated on its own and wrapped in a group.
/// Only per-block problems are errors; see [`Expected::regex`].
fn compile_expectation(text: &str) -> Result<Option<Regex>, String> {
    let mut pattern = String::new();
    let mut rest = text;
    loop {
        let Some(open) = rest.find("{{") else {
            pattern.push_str(&ere::escape(rest));
            break;
        };
        pattern.push_str(&ere::escape(&rest[..open]));
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_string());
        };
        let block = &rest[..close];
        Regex::new(block).map_err(|e| format!("invalid regex: {e}"))?;
        pattern.push('(');
        pattern.push_str(block);
        pattern.push(')');
        rest = &rest[close + 2..];
    }
    Ok(Regex::new(&pattern).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(line: &str) -> Option<(Severity, bool, String)> {
        find_annotation(line).map(|a| (a.kind, a.is_regex, a.text.to_string()))
    }

    #[test]
    fn annotation_syntax() {
        assert_eq!(
            one("x // expected-error {{foo}}"),
            Some((Severity::Error, false, "foo".into()))
        );
        assert_eq!(
            one("// expected-error{{foo}}"),
            Some((Severity::Error, false, "foo".into()))
        );
        assert_eq!(
            one("// expected-error   @+0   {{foo}}"),
            Some((Severity::Error, false, "foo".into()))
        );
        assert_eq!(
            one("// expected-remark-re@below {{a{{.*}}}}"),
            Some((Severity::Remark, true, "a{{.*}}".into()))
        );
        assert_eq!(
            one("// expected-error {{a}} {{b}}"),
            Some((Severity::Error, false, "a}} {{b".into()))
        );
        assert_eq!(
            one("// expected-error {{}}"),
            Some((Severity::Error, false, "".into()))
        );
        assert_eq!(one("// expected-error {{a}} trailing"), None);
        assert_eq!(one("// expected-error@unknown {{a}}"), None); // not in MLIR 19
        assert_eq!(one("// expected-errors {{a}}"), None);
        assert_eq!(
            one("// expected-foo expected-note {{a}}").map(|x| x.0),
            Some(Severity::Note)
        );
    }

    #[test]
    fn designators() {
        let src = SourceFile::new(
            "t",
            "a\n// expected-error@above {{1}}\n// expected-error@below {{2}}\n// expected-error {{x}}\n\nb // expected-error@-2 {{3}}\n// expected-error@+010 {{4}}\n// expected-error@below {{5}}\n",
        );
        let (exps, errs) = scan(&src);
        assert!(errs.is_empty());
        let lines: Vec<i64> = exps.iter().map(|e| e.line).collect();
        // @below skips designator line 4 and lands on blank line 5; the last
        // @below dangles and gets the line count (9, counting the empty tail).
        assert_eq!(lines, [1, 5, 4, 4, 15, 9]);
        assert_eq!(exps[0].at, 5);
    }

    #[test]
    fn regex_expectations() {
        let matches =
            |text: &str, msg: &str| compile_expectation(text).unwrap().unwrap().is_match(msg);
        assert!(matches(
            "use of {{un[a-z]+}} SSA value",
            "use of undeclared SSA value name"
        ));
        assert!(!matches("^{{use}}", "use of"));
        assert!(!matches("use (of) SSA.*", "use of undeclared SSA value"));
        let err = |text: &str| compile_expectation(text).unwrap_err();
        assert_eq!(
            err("use of {{un SSA"),
            "found start of regex with no end '}}'"
        );
        assert_eq!(err("{{a{1}}}"), "invalid regex: braces not balanced");
        assert_eq!(
            err("{{(un)}}x{{\\1}}"),
            "invalid regex: invalid backreference number"
        );
        // Valid block, invalid once wrapped: accepted but never matches.
        assert!(compile_expectation("{{(s)\\1}}").unwrap().is_none());
    }
}
