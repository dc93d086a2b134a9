//! How FileCheck talks: `file:line:col: error: ...` messages with the
//! source line and a caret (rendered by the project's MLIR-exact renderer,
//! which reproduces `llvm::SMDiagnostic`), plus the records the input dump
//! is drawn from.

use crate::diag::render::mlir;
use crate::diag::{Diagnostic, Severity, SourceFile, Span};

/// Buffer ids: the check file, the input, then synthetic buffers
/// (`command line` for `--implicit-check-not`, `Global defines` for `-D`).
pub(crate) const CHECK_BUF: usize = 0;
pub(crate) const INPUT_BUF: usize = 1;

/// One message, located in one of the buffers.
#[derive(Clone, Debug)]
pub(crate) struct Msg {
    pub buf: usize,
    pub at: usize,
    pub range: Option<(usize, usize)>,
    pub severity: Severity,
    pub text: String,
    /// Followed by an empty line: FileCheck's `logAllUnhandledErrors`
    /// adds one after each error it logs while reading the check file.
    pub blank_after: bool,
}

impl Msg {
    pub fn error(buf: usize, at: usize, range: Option<(usize, usize)>, text: String) -> Msg {
        Msg { buf, at, range, severity: Severity::Error, text, blank_after: false }
    }

    pub fn note(buf: usize, at: usize, range: Option<(usize, usize)>, text: String) -> Msg {
        Msg { buf, at, range, severity: Severity::Note, text, blank_after: false }
    }

    /// An `llvm::Error` diagnostic from parsing: a point location (LLVM 19
    /// draws no range for these) and the logger's empty line after it.
    pub fn logged(buf: usize, at: usize, text: String) -> Msg {
        Msg { blank_after: true, ..Msg::error(buf, at, None, text) }
    }
}

/// What a dump annotation says about a stretch of input (LLVM's
/// `FileCheckDiag::MatchType`, reduced to what is drawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mark {
    /// A good match (only with `-v`).
    Found,
    /// A `CHECK-NOT` pattern found: error.
    Excluded,
    /// A `-NEXT`/`-SAME`/`-EMPTY` match on the wrong line: error.
    WrongLine,
    /// A `CHECK-DAG` match dropped for overlapping an earlier one (`-vv`).
    Discarded,
    /// Search range of a pattern that was not found: error.
    NotFound,
    /// Search range of a `CHECK-NOT` that correctly found nothing (`-vv`).
    NotFoundOk,
    /// FileCheck's guess at what was meant.
    Fuzzy,
    /// A note (substitution value, pattern error) at a point.
    Note,
    /// A variable captured by a match; `true` when the match was an error.
    Capture(bool),
}

impl Mark {
    pub fn is_error(self) -> bool {
        matches!(self, Mark::Excluded | Mark::WrongLine | Mark::NotFound)
    }

    /// Whether `--dump-input-filter=error` keeps the line (FileCheck keeps
    /// fuzzy matches too, though they are not errors).
    pub fn filters_as_error(self) -> bool {
        self.is_error() || self == Mark::Fuzzy || self == Mark::Capture(true)
    }
}

/// One input-dump annotation.
#[derive(Clone, Debug)]
pub(crate) struct Annotation {
    /// `check`, `next`, ... (see `CheckType::abbreviation`).
    pub kind: &'static str,
    /// The directive: buffer and offset of its pattern.
    pub check: (usize, usize),
    pub mark: Mark,
    /// Input byte range.
    pub range: (usize, usize),
    pub note: Option<String>,
}

/// Collects FileCheck's stderr text and the dump annotations.
pub(crate) struct Report {
    pub sources: Vec<SourceFile>,
    pub out: String,
    /// `None` when no input dump will be drawn.
    pub annotations: Option<Vec<Annotation>>,
}

/// Text for a [`SourceFile`], which holds UTF-8: invalid bytes become `?`
/// one for one, so offsets stay valid.
pub(crate) fn display_text(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(s) => s.to_string(),
        Err(_) => {
            let mut out = String::with_capacity(bytes.len());
            let mut rest = bytes;
            loop {
                match std::str::from_utf8(rest) {
                    Ok(s) => {
                        out.push_str(s);
                        break;
                    }
                    Err(e) => {
                        let good = e.valid_up_to();
                        out.push_str(std::str::from_utf8(&rest[..good]).unwrap_or_default());
                        let bad = e.error_len().unwrap_or(rest.len() - good);
                        out.extend(std::iter::repeat_n('?', bad));
                        rest = &rest[good + bad..];
                    }
                }
            }
            out
        }
    }
}

impl Report {
    pub fn new(check_name: &str, check: &[u8], dump: bool) -> Report {
        let placeholder = SourceFile::new("<input>", "");
        Report {
            sources: vec![SourceFile::new(check_name, display_text(check)), placeholder],
            out: String::new(),
            annotations: dump.then(Vec::new),
        }
    }

    /// Register a synthetic buffer; returns its id.
    pub fn add_buffer(&mut self, name: &str, text: &str) -> usize {
        self.sources.push(SourceFile::new(name, text));
        self.sources.len() - 1
    }

    pub fn set_input(&mut self, name: &str, input: &[u8]) {
        self.sources[INPUT_BUF] = SourceFile::new(name, display_text(input));
    }

    /// Print one message the way `SourceMgr::PrintMessage` does.
    pub fn print(&mut self, m: &Msg) {
        let Some(src) = self.sources.get(m.buf) else {
            return;
        };
        let to32 = |v: usize| u32::try_from(v).unwrap_or(u32::MAX);
        let mut d = Diagnostic::new(m.severity, Span::point(to32(m.at)), m.text.clone());
        if let Some((s, e)) = m.range {
            if e > s {
                d = d.with_range(Span::new(to32(s), to32(e)));
            }
        }
        self.out.push_str(&mlir::render(src, &d));
        if m.blank_after {
            self.out.push('\n');
        }
    }

    /// A location-free line such as `error: no check strings found ...`.
    pub fn line(&mut self, text: &str) {
        self.out.push_str(text);
        self.out.push('\n');
    }

    pub fn annotate(&mut self, a: Annotation) {
        if let Some(list) = &mut self.annotations {
            list.push(a);
        }
    }

    /// Whether dump annotations are being collected (FileCheck's `Diags`
    /// pointer): verbose successes then go only to the dump.
    pub fn dumping(&self) -> bool {
        self.annotations.is_some()
    }
}
