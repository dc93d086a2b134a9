//! Matching the directives against the input, in FileCheck's order:
//! `CHECK-LABEL`s first cut the input into blocks; inside a block each
//! positive directive matches after the previous one, preceded by its
//! `-DAG` groups (non-overlapping, any order) and followed by the checks
//! that its `-NOT`s are absent from the skipped text and that `-NEXT`,
//! `-SAME`, `-EMPTY` landed on the right line. A failure ends its block
//! only; checking resumes at the next label.

use super::directive::Kind;
use super::pattern::{Found, MatchError, Pattern};
use super::report::{Mark, Report};
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
