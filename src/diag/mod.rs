//! The one diagnostic type used throughout llmir, plus source files,
//! renderers (MLIR-exact text, ariadne "pretty", JSON lines) and MLIR's
//! `--verify-diagnostics` checker.
//!
//! Design notes:
//! * Locations are byte spans into a single [`SourceFile`]; `None` means an
//!   unknown location (MLIR's `loc(unknown)`), which the MLIR renderer prints
//!   as `<unknown>:0: error: ...`.
//! * MLIR itself only knows *points* (file:line:col); the extent of a span is
//!   used by the pretty/JSON renderers only. The MLIR renderer draws `~`
//!   underlines only for labels with an empty message: that is how MLIR's own
//!   verifier messages (e.g. `expected error "x" was not produced`) carry an
//!   `llvm::SMRange`. Labels with text are invisible in MLIR format because
//!   MLIR has no such concept (it uses notes instead).

pub mod render;
pub mod source;
pub mod split;
pub mod verify;

pub use render::{ColorChoice, Format};
pub use source::SourceFile;
pub use verify::verify;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

impl Severity {
    /// The lowercase word MLIR prints (`error`, `warning`, `note`, `remark`);
    /// also the word used in verifier messages such as `unexpected note: ...`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

impl std::fmt::Display for Severity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Byte range in one source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: u32, end: u32) -> Span {
        debug_assert!(start <= end, "span start after end");
        Span { start, end }
    }

    /// A zero-width span: an MLIR-style point location.
    pub fn point(at: u32) -> Span {
        Span { start: at, end: at }
    }

    pub fn len(self) -> u32 {
        self.end - self.start
    }

    pub fn is_empty(self) -> bool {
        self.start == self.end
    }
}

impl From<std::ops::Range<u32>> for Span {
    fn from(r: std::ops::Range<u32>) -> Span {
        Span::new(r.start, r.end)
    }
}

impl From<std::ops::Range<usize>> for Span {
    fn from(r: std::ops::Range<usize>) -> Span {
        let conv = |v: usize| u32::try_from(v).expect("source offsets are limited to 4 GiB");
        Span::new(conv(r.start), conv(r.end))
    }
}

#[derive(Clone, Debug)]
pub struct Label {
    pub span: Span,
    pub message: String,
}

#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub message: String,
    /// None = no location (printed like MLIR's `<unknown>:0:` for `loc(unknown)`).
    pub span: Option<Span>,
    /// Secondary spans.
    pub labels: Vec<Label>,
    /// Attached notes (severity Note), each may have its own span.
    pub notes: Vec<Diagnostic>,
    /// Errors MLIR emits just before this one in the same failed check
    /// (InferTypeOpInterface's "inferred type(s) ..." before "failed to
    /// infer returned types"): a verifier stops at one diagnostic, and
    /// the verifier's entry points report these first, each on its own.
    pub preceding: Vec<Diagnostic>,
    /// The op the diagnostic was emitted on (MLIR's `Operation::emitError`),
    /// by arena index: the tool adds MLIR's `see current operation` note
    /// from it while the IR is still at hand.
    pub subject: Option<u32>,
}

impl Diagnostic {
    pub fn new(
        severity: Severity,
        span: impl Into<Option<Span>>,
        message: impl Into<String>,
    ) -> Diagnostic {
        Diagnostic {
            severity,
            message: message.into(),
            span: span.into(),
            labels: Vec::new(),
            notes: Vec::new(),
            preceding: Vec::new(),
            subject: None,
        }
    }

    /// The diagnostics this one stands for, in the order MLIR emits them:
    /// its [`Diagnostic::preceding`] errors, then itself.
    pub fn flatten(mut self) -> Vec<Diagnostic> {
        let mut all = std::mem::take(&mut self.preceding);
        all.push(self);
        all
    }

    /// Records the op the diagnostic is about (see [`Diagnostic::subject`]).
    pub fn on_op(mut self, op_index: u32) -> Diagnostic {
        self.subject = Some(op_index);
        self
    }

    pub fn error(span: impl Into<Option<Span>>, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Error, span, message)
    }

    pub fn warning(span: impl Into<Option<Span>>, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Warning, span, message)
    }

    pub fn remark(span: impl Into<Option<Span>>, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Remark, span, message)
    }

    pub fn note(span: impl Into<Option<Span>>, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Note, span, message)
    }

    /// Attach a note at an explicit location (`None` = unknown location).
    pub fn with_note(
        mut self,
        span: impl Into<Option<Span>>,
        message: impl Into<String>,
    ) -> Diagnostic {
        self.notes.push(Diagnostic::note(span, message));
        self
    }

    /// Attach a note at the parent's location, like MLIR's `attachNote()`
    /// without an explicit location. The MLIR renderer then omits the
    /// repeated source line, exactly as mlir-opt does.
    pub fn with_note_here(self, message: impl Into<String>) -> Diagnostic {
        let span = self.span;
        self.with_note(span, message)
    }

    /// Attach a labelled secondary span (shown by pretty/JSON renderers).
    pub fn with_label(mut self, span: impl Into<Span>, message: impl Into<String>) -> Diagnostic {
        self.labels.push(Label {
            span: span.into(),
            message: message.into(),
        });
        self
    }

    /// Attach an unlabelled range; the MLIR renderer underlines it with `~`
    /// (an `llvm::SMRange`), the pretty renderer highlights it.
    pub fn with_range(self, span: impl Into<Span>) -> Diagnostic {
        self.with_label(span, "")
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// True when any diagnostic (notes excluded) is an error — i.e. when an
/// mlir-opt-like tool should exit with status 1.
pub fn has_errors(diags: &[Diagnostic]) -> bool {
    diags.iter().any(Diagnostic::is_error)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constructors() {
        let d = Diagnostic::error(Span::new(3, 5), "boom")
            .with_note_here("same place")
            .with_note(None, "nowhere")
            .with_label(7..9usize, "here")
            .with_range(Span::new(1, 2));
        assert_eq!(d.severity, Severity::Error);
        assert_eq!(d.notes[0].span, Some(Span::new(3, 5)));
        assert_eq!(d.notes[0].severity, Severity::Note);
        assert_eq!(d.notes[1].span, None);
        assert_eq!(d.labels[0].span, Span::new(7, 9));
        assert_eq!(d.labels[1].message, "");
        assert!(has_errors(&[d]));
        assert!(!has_errors(&[Diagnostic::warning(None, "w")]));
        assert_eq!(Severity::Remark.to_string(), "remark");
    }
}
