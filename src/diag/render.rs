//! Output formats for diagnostics and the choice between them.
//!
//! * [`Format::Mlir`]: byte-identical to mlir-opt-19's stderr; the default
//!   when stderr is not a terminal, so lit/FileCheck-style tests and scripts
//!   written against mlir-opt keep working.
//! * [`Format::Pretty`]: ariadne, the default on a terminal; coloured as
//!   [`ColorChoice`] says (by default only on a terminal, and never with
//!   `NO_COLOR` set).
//! * [`Format::Json`]: one JSON object per line, for tools.

pub mod json;
pub mod mlir;
pub mod pretty;

use std::io::{IsTerminal, Write};
use std::str::FromStr;

use super::{Diagnostic, SourceFile};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Pretty,
    Mlir,
    Json,
}

impl Format {
    /// Pretty when stderr is a terminal, otherwise the MLIR text format.
    pub fn auto() -> Format {
        if std::io::stderr().is_terminal() {
            Format::Pretty
        } else {
            Format::Mlir
        }
    }

    /// An explicit choice (e.g. from `--diagnostic-format=`) wins over
    /// terminal detection.
    pub fn select(explicit: Option<Format>) -> Format {
        explicit.unwrap_or_else(Format::auto)
    }

    /// Render one diagnostic with its notes. Pretty output is coloured; use
    /// [`pretty::render`] directly to control colour.
    pub fn render(self, src: &SourceFile, diag: &Diagnostic) -> String {
        match self {
            Format::Pretty => pretty::render(src, diag, true),
            Format::Mlir => mlir::render(src, diag),
            Format::Json => json::render(src, diag),
        }
    }

    /// Render several diagnostics in order (mlir-opt simply concatenates).
    pub fn render_all(self, src: &SourceFile, diags: &[Diagnostic]) -> String {
        diags.iter().map(|d| self.render(src, d)).collect()
    }

    /// Write several diagnostics to `w`.
    pub fn write_all(
        self,
        src: &SourceFile,
        diags: &[Diagnostic],
        w: &mut impl Write,
    ) -> std::io::Result<()> {
        for d in diags {
            w.write_all(self.render(src, d).as_bytes())?;
        }
        Ok(())
    }

    /// Render one diagnostic, the pretty format coloured or not.
    pub fn render_colored(self, src: &SourceFile, diag: &Diagnostic, color: bool) -> String {
        match self {
            Format::Pretty => pretty::render(src, diag, color),
            _ => self.render(src, diag),
        }
    }

    /// Write several diagnostics to stderr (locked once, so lines from
    /// different diagnostics don't interleave with other threads),
    /// coloured as [`ColorChoice::Auto`] decides.
    pub fn emit(self, src: &SourceFile, diags: &[Diagnostic]) -> std::io::Result<()> {
        self.emit_with(src, diags, ColorChoice::Auto)
    }

    /// [`Format::emit`] with an explicit colour choice.
    pub fn emit_with(self, src: &SourceFile, diags: &[Diagnostic], color: ColorChoice) -> std::io::Result<()> {
        let color = color.for_stderr();
        let stderr = std::io::stderr();
        let mut lock = stderr.lock();
        for d in diags {
            lock.write_all(self.render_colored(src, d, color).as_bytes())?;
        }
        lock.flush()
    }
}

/// Whether the pretty format colours its output (`--color`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ColorChoice {
    /// Colour on a terminal, unless `NO_COLOR` is set (and not empty).
    #[default]
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    /// Whether output written to stderr is coloured. An explicit choice
    /// wins over `NO_COLOR`, as <https://no-color.org> asks.
    pub fn for_stderr(self) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
            }
        }
    }
}

impl FromStr for ColorChoice {
    type Err = String;

    fn from_str(s: &str) -> Result<ColorChoice, String> {
        match s {
            "auto" => Ok(ColorChoice::Auto),
            // LLVM's own `--color` is a boolean option.
            "always" | "true" => Ok(ColorChoice::Always),
            "never" | "false" => Ok(ColorChoice::Never),
            other => Err(format!("unknown colour choice '{other}' (expected auto, always or never)")),
        }
    }
}

impl FromStr for Format {
    type Err = String;

    fn from_str(s: &str) -> Result<Format, String> {
        match s {
            "pretty" => Ok(Format::Pretty),
            "mlir" => Ok(Format::Mlir),
            "json" => Ok(Format::Json),
            other => Err(format!(
                "unknown diagnostic format '{other}' (expected pretty, mlir or json)"
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Span;

    #[test]
    fn selection_and_parsing() {
        assert_eq!(Format::select(Some(Format::Json)), Format::Json);
        // Under `cargo test` stderr is normally captured/piped.
        let auto = Format::select(None);
        assert_eq!(
            auto,
            if std::io::stderr().is_terminal() {
                Format::Pretty
            } else {
                Format::Mlir
            }
        );
        assert_eq!("mlir".parse::<Format>(), Ok(Format::Mlir));
        assert!("xml".parse::<Format>().is_err());
        assert_eq!("never".parse::<ColorChoice>(), Ok(ColorChoice::Never));
        assert_eq!("always".parse::<ColorChoice>(), Ok(ColorChoice::Always));
        assert!("sometimes".parse::<ColorChoice>().is_err());
        assert!(ColorChoice::Always.for_stderr());
        assert!(!ColorChoice::Never.for_stderr());
    }

    #[test]
    fn render_all_concatenates() {
        let src = SourceFile::new("t.mlir", "x\n");
        let ds = [
            Diagnostic::error(Span::point(0), "a"),
            Diagnostic::warning(None, "b"),
        ];
        assert_eq!(
            Format::Mlir.render_all(&src, &ds),
            "t.mlir:1:1: error: a\nx\n^\n<unknown>:0: warning: b\n"
        );
        let mut buf = Vec::new();
        Format::Json.write_all(&src, &ds, &mut buf).unwrap();
        assert_eq!(String::from_utf8(buf).unwrap().lines().count(), 2);
    }
}
