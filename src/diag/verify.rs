//! MLIR's `--verify-diagnostics`: check produced diagnostics against
//! `// expected-(error|warning|note|remark)(-re)?(@...)? {{...}}` comments.
//!
//! Behaviour reproduced from mlir-opt-19 (see `testdata/*.mlir` and the
//! captured `*.verify.stderr` files used by the tests):
//! * Output order: malformed `-re` annotations first (`invalid regex: ...`,
//!   `found start of regex with no end '}}'`), then one message per
//!   unmatched produced diagnostic in production order, then
//!   `expected <kind> "<text>" was not produced` in file order.
//! * A produced diagnostic matches the *first* expectation (file order) on
//!   the same line whose text it contains (or whose regex it matches) and
//!   whose kind is equal — even one already matched. So one expectation
//!   absorbs any number of identical diagnostics on its line, while a
//!   second identical expectation on that line is never satisfied.
//! * Same line and text but a different kind is a near miss, reported once
//!   at the *last* such expectation:
//!   `'<kind>' diagnostic emitted when expecting a '<kind>'` (caret only);
//!   the expectation then also reports "was not produced".
//! * Otherwise: `unexpected <kind>: <message>` at the produced location;
//!   for an unknown location `<unknown>:0: error: unexpected ...`
//!   (MLIR 19 has no `@unknown` designator).
//! * Notes are checked as separate diagnostics after their parent.
//! * Columns are ignored; only lines matter.
//!
//! For `--split-input-file`, verify each chunk ([`crate::diag::split`])
//! separately: line designators and reported lines are chunk-relative,
//! exactly as mlir-opt-19 prints them.

mod expect;

use expect::Expected;

use super::{Diagnostic, SourceFile, Span};

/// Check `produced` against the annotations in `source`. Returns the
/// verifier's own error diagnostics in mlir-opt's order; empty = success.
pub fn verify(source: &SourceFile, produced: &[Diagnostic]) -> Vec<Diagnostic> {
    let mut v = Verifier::new(source);
    let mut out = v.take_scan_errors();
    for d in produced {
        out.extend(v.process(d));
    }
    out.extend(v.finish());
    out
}

/// Incremental form of [`verify`], for tools that want to print unexpected
/// diagnostics as they are produced (as mlir-opt does).
pub struct Verifier<'s> {
    source: &'s SourceFile,
    expected: Vec<Expected>,
    scan_errors: Vec<Diagnostic>,
    failed: bool,
}

impl<'s> Verifier<'s> {
    pub fn new(source: &'s SourceFile) -> Verifier<'s> {
        let (expected, scan_errors) = expect::scan(source);
        let failed = !scan_errors.is_empty();
        Verifier {
            source,
            expected,
            scan_errors,
            failed,
        }
    }

    /// Errors about malformed annotations; mlir-opt prints these before
    /// anything else because it scans the file up front.
    pub fn take_scan_errors(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.scan_errors)
    }

    /// Check one produced diagnostic and its notes; returns any failures.
    pub fn process(&mut self, diag: &Diagnostic) -> Vec<Diagnostic> {
        let mut out = Vec::new();
        self.process_one(diag, &mut out);
        out
    }

    fn process_one(&mut self, diag: &Diagnostic, out: &mut Vec<Diagnostic>) {
        self.check(diag, out);
        for note in &diag.notes {
            self.process_one(note, out);
        }
    }

    fn check(&mut self, diag: &Diagnostic, out: &mut Vec<Diagnostic>) {
        let unexpected = format!("unexpected {}: {}", diag.severity, diag.message);
        let Some(span) = diag.span else {
            self.failed = true;
            out.push(Diagnostic::error(None, unexpected));
            return;
        };
        let line = i64::from(self.source.line_col(span.start).0);
        let mut near_miss = None;
        for (i, e) in self.expected.iter_mut().enumerate() {
            if e.line != line || !e.matches(&diag.message) {
                continue;
            }
            if e.kind == diag.severity {
                e.matched = true;
                return;
            }
            near_miss = Some(i);
        }
        self.failed = true;
        match near_miss {
            Some(i) => {
                let e = &self.expected[i];
                let msg = format!(
                    "'{}' diagnostic emitted when expecting a '{}'",
                    diag.severity, e.kind
                );
                out.push(Diagnostic::error(Span::point(e.at), msg));
            }
            None => out.push(Diagnostic::error(span, unexpected)),
        }
    }

    /// Report expectations that were never matched, in file order.
    pub fn finish(&mut self) -> Vec<Diagnostic> {
        let out: Vec<Diagnostic> = self
            .expected
            .iter()
            .filter(|e| !e.matched)
            .map(|e| {
                let msg = format!("expected {} \"{}\" was not produced", e.kind, e.text);
                Diagnostic::error(e.range(), msg).with_range(e.range())
            })
            .collect();
        self.failed |= !out.is_empty();
        out
    }

    /// Whether any failure has been reported so far.
    pub fn failed(&self) -> bool {
        self.failed
    }
}

#[cfg(test)]
mod tests;
