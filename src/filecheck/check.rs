//! Matching the directives against the input, in FileCheck's order:
//! `CHECK-LABEL`s first cut the input into blocks; inside a block each
//! positive directive matches after the previous one, preceded by its
//! `-DAG` groups (non-overlapping, any order) and followed by the checks
//! that its `-NOT`s are absent from the skipped text and that `-NEXT`,
//! `-SAME`, `-EMPTY` landed on the right line. A failure ends its block
//! only; checking resumes at the next label.

use super::directive::Kind;
use super::pattern::{Found, MatchError, Pattern};
use super::report::{Annotation, Mark, Msg, Report, INPUT_BUF};
use super::vars::Vars;
use crate::diag::Severity;

/// A `-DAG` or `-NOT` directive waiting for the next positive one.
#[derive(Clone, Debug)]
pub(crate) struct DagNot {
    pub pat: Pattern,
    pub prefix: String,
}

/// A positive directive with the `-DAG`/`-NOT`s before it.
#[derive(Clone, Debug)]
pub(crate) struct CheckString {
    pub pat: Pattern,
    pub prefix: String,
    pub dag_not: Vec<DagNot>,
}

/// Command-line settings the matcher needs.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Settings {
    pub verbose: bool,
    pub verbose_verbose: bool,
    pub enable_var_scope: bool,
    pub allow_dag_overlap: bool,
}

pub(crate) struct Matcher<'a> {
    pub input: &'a [u8],
    pub vars: &'a mut Vars,
    pub report: &'a mut Report,
    pub settings: Settings,
    /// Source text of every buffer, for substitution notes.
    pub buffers: &'a [Vec<u8>],
}

/// Newlines in `s`, with `\r\n` and `\n\r` counted once, and where the
/// first one ends.
fn count_newlines(s: &[u8], base: usize) -> (usize, usize) {
    let mut n = 0;
    let mut first = base;
    let mut i = 0;
    while let Some(p) = s[i..].iter().position(|&c| c == b'\n' || c == b'\r') {
        i += p;
        n += 1;
        if i + 1 < s.len() && matches!(s[i + 1], b'\n' | b'\r') && s[i] != s[i + 1] {
            i += 1;
        }
        i += 1;
        if n == 1 {
            first = base + i;
        }
    }
    (n, first)
}

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
    /// Match every directive; `true` when all passed.
    pub fn check_input(&mut self, checks: &[CheckString]) -> bool {
        let mut failed = false;
        let (mut i, mut j) = (0, 0);
        let mut lo = 0;
        let hi = self.input.len();
        loop {
            let region_hi;
            if j == checks.len() {
                region_hi = hi;
            } else {
                if checks[j].pat.ty.kind != Kind::Label {
                    j += 1;
                    continue;
                }
                let Some((pos, len)) = self.check(&checks[j], lo, hi, true) else {
                    // Without its label a block cannot even be delimited.
                    return false;
                };
                region_hi = pos + len;
                j += 1;
            }
            let mut region_lo = lo;
            lo = region_hi;
            // The first block keeps `-D` variables; later ones start clean.
            if i != 0 && self.settings.enable_var_scope {
                self.vars.clear_locals();
            }
            while i != j {
                match self.check(&checks[i], region_lo, region_hi, false) {
                    Some((pos, len)) => region_lo = pos + len,
                    None => {
                        failed = true;
                        i = j;
                        break;
                    }
                }
                i += 1;
            }
            if j == checks.len() {
                break;
            }
        }
        !failed
    }

    /// One directive against `input[lo..hi]`: its DAG/NOT group, then the
    /// pattern `count` times. Returns the match start and length (from the
    /// first to the last repetition).
    fn check(&mut self, cs: &CheckString, lo: usize, hi: usize, label_scan: bool) -> Option<(usize, usize)> {
        let mut last_pos = lo;
        let mut nots: Vec<&DagNot> = Vec::new();
        if !label_scan {
            last_pos = self.check_dag(cs, lo, hi, &mut nots)?;
        }
        let mut last_end = last_pos;
        let mut first = lo;
        for i in 1..=cs.pat.ty.count {
            let result = cs.pat.search(self.input, last_end, hi, self.vars);
            let found = self.report_result(true, &cs.prefix, &cs.pat, i, (last_end, hi), result)?;
            if i == 1 {
                first = found.pos;
            }
            last_end = found.pos + found.len;
        }
        let len = last_end - first;
        if !label_scan {
            let wrong_line = self.check_next(cs, last_pos, first) || self.check_same(cs, last_pos, first);
            if wrong_line {
                self.annotate(&cs.pat, Mark::WrongLine, (first, first + len), Some("match on wrong line"));
                return None;
            }
            if self.check_not(last_pos, first, &nots) {
                return None;
            }
        }
        Some((first, len))
    }

    fn annotate(&mut self, pat: &Pattern, mark: Mark, range: (usize, usize), note: Option<&str>) {
        self.report.annotate(Annotation {
            kind: pat.ty.abbreviation(),
            check: (pat.buf, pat.loc),
            mark,
            range,
            note: note.map(str::to_string),
        });
    }

    fn directive_msg(&mut self, pat: &Pattern, severity: Severity, text: String) {
        self.report.print(&Msg { severity, ..Msg::error(pat.buf, pat.loc, None, text) });
    }

    fn input_note(&mut self, at: usize, range: Option<(usize, usize)>, text: &str) {
        self.report.print(&Msg::note(INPUT_BUF, at, range, text.to_string()));
    }

    /// FileCheck's `reportMatchResult`: messages for a search outcome.
    /// Returns the match when it is not an error.
    fn report_result(
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

    /// `-NEXT`/`-EMPTY`: exactly one newline between the previous match
    /// (ending at `lo`) and this one (starting at `hi`).
    fn check_next(&mut self, cs: &CheckString, lo: usize, hi: usize) -> bool {
        let name = match cs.pat.ty.kind {
            Kind::Next => "-NEXT",
            Kind::Empty => "-EMPTY",
            _ => return false,
        };
        let (n, first_newline) = count_newlines(&self.input[lo..hi], lo);
        if n == 1 {
            return false;
        }
        let text = if n == 0 {
            format!("{}{name}: is on the same line as previous match", cs.prefix)
        } else {
            format!("{}{name}: is not on the line after the previous match", cs.prefix)
        };
        self.directive_msg(&cs.pat, Severity::Error, text);
        self.input_note(hi, None, "'next' match was here");
        self.input_note(lo, None, "previous match ended here");
        if n > 1 {
            self.input_note(first_newline, None, "non-matching line after previous match is here");
        }
        true
    }

    /// `-SAME`: no newline between the previous match and this one.
    fn check_same(&mut self, cs: &CheckString, lo: usize, hi: usize) -> bool {
        if cs.pat.ty.kind != Kind::Same || count_newlines(&self.input[lo..hi], lo).0 == 0 {
            return false;
        }
        let text = format!("{}-SAME: is not on the same line as the previous match", cs.prefix);
        self.directive_msg(&cs.pat, Severity::Error, text);
        self.input_note(hi, None, "'next' match was here");
        self.input_note(lo, None, "previous match ended here");
        true
    }

    /// Every `-NOT` in `nots` must be absent from `input[lo..hi]`; all are
    /// reported. Returns whether any was found.
    fn check_not(&mut self, lo: usize, hi: usize, nots: &[&DagNot]) -> bool {
        let mut failed = false;
        for not in nots {
            let result = not.pat.search(self.input, lo, hi, self.vars);
            let ok = matches!(result, Err(MatchError::NotFound));
            self.report_result(false, &not.prefix, &not.pat, 1, (lo, hi), result);
            failed |= !ok;
        }
        failed
    }

    /// The `-DAG`/`-NOT` items before `cs`. Returns where the positive
    /// directive's search starts.
    fn check_dag<'c>(&mut self, cs: &'c CheckString, lo: usize, hi: usize, nots: &mut Vec<&'c DagNot>) -> Option<usize> {
        if cs.dag_not.is_empty() {
            return Some(lo);
        }
        let mut start = lo;
        // Sorted, non-overlapping matches of the current DAG group.
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        for (idx, item) in cs.dag_not.iter().enumerate() {
            if item.pat.ty.kind == Kind::Not {
                nots.push(item);
                continue;
            }
            let mut pos = start;
            let mut len;
            let mut mi = 0;
            loop {
                let result = item.pat.search(self.input, pos, hi, self.vars);
                let found = if result.is_err() || self.settings.verbose_verbose {
                    self.report_result(true, &item.prefix, &item.pat, 1, (pos, hi), result)?
                } else {
                    result.ok()?
                };
                len = found.len;
                pos = found.pos;
                let m = (pos, pos + len);
                if self.settings.allow_dag_overlap {
                    match ranges.first_mut() {
                        None => ranges.push(m),
                        Some(block) => *block = (block.0.min(m.0), block.1.max(m.1)),
                    }
                    break;
                }
                let mut overlap = false;
                while mi < ranges.len() {
                    if m.0 < ranges[mi].1 {
                        overlap = ranges[mi].0 < m.1;
                        break;
                    }
                    mi += 1;
                }
                if !overlap {
                    ranges.insert(mi, m);
                    break;
                }
                if self.settings.verbose_verbose {
                    let old = ranges[mi];
                    if self.report.dumping() {
                        self.annotate(&item.pat, Mark::Discarded, m, Some("discard: overlaps earlier match"));
                    } else {
                        self.input_note(old.0, Some(old), "match discarded, overlaps earlier DAG match here");
                    }
                }
                pos = ranges[mi].1;
                mi += 1;
            }
            if !self.settings.verbose_verbose {
                self.report_result(true, &item.prefix, &item.pat, 1, (lo, hi), Ok(Found { pos, len }));
            }
            let group_ends = cs.dag_not.get(idx + 1).is_none_or(|n| n.pat.ty.kind == Kind::Not);
            if group_ends {
                if !nots.is_empty() {
                    let first = ranges.first().map_or(start, |r| r.0).max(start);
                    if self.check_not(start, first, nots) {
                        return None;
                    }
                    nots.clear();
                }
                start = ranges.last().map_or(start, |r| r.1);
                ranges.clear();
            }
        }
        Some(start)
    }
}
