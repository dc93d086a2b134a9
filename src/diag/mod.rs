//! Diagnostics: one type for every error, warning, note and remark, with
//! source spans; renderers for terminals, MLIR's plain format and JSON.

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

/// Byte range in one source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: u32, end: u32) -> Span {
        Span { start, end }
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
    pub span: Option<Span>,
    pub labels: Vec<Label>,
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    pub fn new(severity: Severity, span: Option<Span>, message: impl Into<String>) -> Self {
        Diagnostic { severity, message: message.into(), span, labels: Vec::new(), notes: Vec::new() }
    }
    pub fn error(span: Span, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, Some(span), message)
    }
    pub fn with_note(mut self, span: Option<Span>, message: impl Into<String>) -> Self {
        self.notes.push(Self::new(Severity::Note, span, message));
        self
    }
}
