//! Reporting one search's outcome the way FileCheck's `printMatch` /
//! `printNoMatch` do: the message at the directive, notes in the input
//! (`scanning from here`, substitution values, captures, the fuzzy
//! "possible intended match"), and the input-dump annotations.

use super::check::Matcher;
use super::directive::Kind;
use super::pattern::{Found, MatchError, Pattern};
use super::report::{Annotation, Mark, Msg, INPUT_BUF};
use crate::diag::Severity;

/// Levenshtein distance (FileCheck ranks fuzzy matches with it).
fn edit_distance(a: &[u8], b: &[u8]) -> usize {
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &ca) in a.iter().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = if ca == cb { prev } else { 1 + prev.min(row[j]).min(row[j + 1]) };
            prev = cur;
        }
    }
    row[b.len()]
}

impl Matcher<'_> {
    pub(super) fn annotate(&mut self, pat: &Pattern, mark: Mark, range: (usize, usize), note: Option<&str>) {
        self.report.annotate(Annotation {
            kind: pat.ty.abbreviation(),
            check: (pat.buf, pat.loc),
            mark,
            range,
            note: note.map(str::to_string),
        });
    }

    pub(super) fn directive_msg(&mut self, pat: &Pattern, severity: Severity, text: String) {
        self.report.print(&Msg { severity, ..Msg::error(pat.buf, pat.loc, None, text) });
    }

    pub(super) fn input_note(&mut self, at: usize, range: Option<(usize, usize)>, text: &str) {
        self.report.print(&Msg::note(INPUT_BUF, at, range, text.to_string()));
    }

    /// FileCheck's `reportMatchResult`: messages for a search outcome.
    /// Returns the match when it is not an error.
    pub(super) fn report_result(
        &mut self,
        expected: bool,
        prefix: &str,
        pat: &Pattern,
        nth: u32,
        (lo, hi): (usize, usize),
        result: Result<Found, MatchError>,
    ) -> Option<Found> {
        let count_suffix = |desc: String| {
            if pat.ty.count > 1 {
                format!("{desc} ({nth} out of {})", pat.ty.count)
            } else {
                desc
            }
        };
        let desc = pat.ty.description(prefix);
        match result {
            Ok(found) => {
                let error = !expected;
                if !error {
                    let quiet = !self.settings.verbose
                        || (!self.settings.verbose_verbose && pat.ty.kind == Kind::Eof);
                    if quiet {
                        return Some(found);
                    }
                }
                let range = (found.pos, found.pos + found.len);
                let mark = if expected { Mark::Found } else { Mark::Excluded };
                let note = (!expected).then_some("no match expected");
                self.annotate(pat, mark, range, note);
                self.substitution_notes(pat, found.pos, true, false);
                let captures = pat.captures(self.vars);
                for (name, r) in &captures {
                    self.annotate(pat, Mark::Capture(error), *r, Some(&format!("captured var \"{name}\"")));
                }
                if !error && self.report.dumping() {
                    return Some(found);
                }
                let word = if expected { "expected" } else { "excluded" };
                let severity = if expected { Severity::Remark } else { Severity::Error };
                self.directive_msg(pat, severity, count_suffix(format!("{desc}: {word} string found in input")));
                self.input_note(found.pos, Some(range), "found here");
                self.substitution_notes(pat, found.pos, false, true);
                for (name, r) in captures {
                    self.input_note(r.0, Some(r), &format!("captured var \"{name}\""));
                }
                (!error).then_some(found)
            }
            Err(err) => {
                let mut error = expected;
                let pattern_errors = match err {
                    MatchError::NotFound => Vec::new(),
                    MatchError::Errors(msgs) => msgs,
                };
                for m in &pattern_errors {
                    self.report.print(m);
                }
                if !pattern_errors.is_empty() {
                    error = true;
                }
                if !error && !self.settings.verbose_verbose {
                    return None;
                }
                let (mark, note) = match (pattern_errors.is_empty(), expected) {
                    (false, _) => (Mark::NotFound, "match failed for invalid pattern"),
                    (true, true) => (Mark::NotFound, "no match found"),
                    (true, false) => (Mark::NotFoundOk, ""),
                };
                self.annotate(pat, mark, (lo, hi), (!note.is_empty()).then_some(note));
                for m in &pattern_errors {
                    self.annotate(pat, Mark::Note, (lo, lo), Some(&m.text));
                }
                self.substitution_notes(pat, lo, true, false);
                if !error && self.report.dumping() {
                    return None;
                }
                if pattern_errors.is_empty() {
                    let word = if expected { "expected" } else { "excluded" };
                    let severity = if expected { Severity::Error } else { Severity::Remark };
                    let text = count_suffix(format!("{desc}: {word} string not found in input"));
                    self.directive_msg(pat, severity, text);
                    self.input_note(lo, None, "scanning from here");
                }
                self.substitution_notes(pat, lo, false, true);
                if expected {
                    self.fuzzy_match(pat, lo, hi);
                }
                None
            }
        }
    }

    /// `with "X" equal to "v"` notes, for the dump and/or printed.
    fn substitution_notes(&mut self, pat: &Pattern, at: usize, annotate: bool, print: bool) {
        let src = self.buffers.get(pat.buf).map_or(&[][..], Vec::as_slice);
        for note in pat.substitution_notes(src, self.vars) {
            if annotate {
                self.annotate(pat, Mark::Note, (at, at), Some(&note));
            }
            if print {
                self.input_note(at, None, &note);
            }
        }
    }

    /// FileCheck's "possible intended match here": the start, within 4 KiB
    /// of the search start, whose text is closest to the pattern.
    fn fuzzy_match(&mut self, pat: &Pattern, lo: usize, hi: usize) {
        let buffer = &self.input[lo..hi];
        let example = pat.example();
        let limit = buffer.len().min(4096);
        if 4096usize * 2048 < limit * example.len() {
            return;
        }
        let mut lines = 0usize;
        let mut best: Option<(usize, f64)> = None;
        for i in 0..limit {
            if buffer[i] == b'\n' {
                lines += 1;
            }
            if buffer[i] == b' ' || buffer[i] == b'\t' {
                continue;
            }
            let end = (i + example.len()).min(buffer.len());
            let mut prefix = &buffer[i..end];
            if let Some(nl) = prefix.iter().position(|&c| c == b'\n') {
                prefix = &prefix[..nl];
            }
            let quality = edit_distance(prefix, example) as f64 + lines as f64 / 100.0;
            if best.is_none_or(|(_, q)| quality < q) {
                best = Some((i, quality));
            }
        }
        if let Some((at, quality)) = best {
            if at != 0 && quality < 50.0 {
                self.annotate(pat, Mark::Fuzzy, (lo + at, lo + at), Some("possible intended match"));
                self.input_note(lo + at, None, "possible intended match here");
            }
        }
    }
}
