//! Byte-exact reproduction of what mlir-opt-19 writes to stderr
//! (`SourceMgrDiagnosticHandler` + `llvm::SMDiagnostic::print`, colours off).
//!
//! Per diagnostic:
//! ```text
//! <name>:<line>:<col>: <severity>: <message>
//! <source line, tabs expanded to multiples of 8>
//! <caret line: '^' at the column, '~' under ranges, tabs mirrored>
//! ```
//! * Unknown location: `<unknown>:0: error: msg` and no source/caret lines.
//! * Source line containing any non-ASCII byte: the source line is printed
//!   but the caret line is omitted (LLVM bails out on multibyte text).
//! * Notes follow their parent; a note whose location equals the previous
//!   one (parent or previous note) omits the source and caret lines — e.g.
//!   MLIR's `note: see current operation: ...`.
//! * Only labels with an empty message are drawn, as `~` ranges (see the
//!   module docs of `diag`); they are clipped to the caret's line.

use crate::diag::{Diagnostic, Severity, SourceFile, Span};

/// LLVM's `SMDiagnostic` tab stop.
const TAB_STOP: usize = 8;

/// Render one diagnostic and its notes.
pub fn render(src: &SourceFile, diag: &Diagnostic) -> String {
    let mut out = String::new();
    write(src, diag, &mut out);
    out
}

/// Render several diagnostics back to back, as mlir-opt prints them.
pub fn render_all(src: &SourceFile, diags: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in diags {
        write(src, d, &mut out);
    }
    out
}

/// Append one diagnostic and its notes to `out`.
pub fn write(src: &SourceFile, diag: &Diagnostic, out: &mut String) {
    emit(
        src,
        diag.span,
        diag.severity,
        &diag.message,
        &ranges(diag),
        true,
        out,
    );
    let mut prev = diag.span;
    for note in &diag.notes {
        let show_source = !same_location(src, prev, note.span);
        emit(
            src,
            note.span,
            note.severity,
            &note.message,
            &ranges(note),
            show_source,
            out,
        );
        prev = note.span;
    }
}

fn ranges(diag: &Diagnostic) -> Vec<Span> {
    diag.labels
        .iter()
        .filter(|l| l.message.is_empty())
        .map(|l| l.span)
        .collect()
}

/// MLIR compares `Location`s, i.e. file:line:col, not byte extents.
fn same_location(src: &SourceFile, a: Option<Span>, b: Option<Span>) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(a), Some(b)) => src.line_col(a.start) == src.line_col(b.start),
        _ => false,
    }
}

fn emit(
    src: &SourceFile,
    span: Option<Span>,
    severity: Severity,
    message: &str,
    ranges: &[Span],
    show_source: bool,
    out: &mut String,
) {
    let Some(span) = span else {
        // SourceMgr::PrintMessage with an invalid SMLoc: buffer "<unknown>",
        // line 0, no column.
        out.push_str(&format!("<unknown>:0: {severity}: {message}\n"));
        return;
    };
    let (line, col) = src.line_col(span.start);
    out.push_str(&format!(
        "{}:{line}:{col}: {severity}: {message}\n",
        src.name
    ));
    if !show_source {
        return;
    }
    let (line_start, contents) = src.line_around(span.start);
    if contents.bytes().any(|b| b >= 0x80) {
        push_source_line(contents, out);
        return;
    }
    let caret = caret_line(contents, line_start, col as usize - 1, ranges);
    push_source_line(contents, out);
    push_caret_line(contents, &caret, out);
}

/// The caret line before tab expansion: one cell per source byte plus one.
fn caret_line(contents: &str, line_start: u32, column: usize, ranges: &[Span]) -> Vec<u8> {
    let width = contents.len();
    let line_end = line_start + width as u32;
    let mut caret = vec![b' '; width + 1];
    for r in ranges {
        // Only the part of a range that intersects the caret's line counts.
        if r.start > line_end || r.end < line_start {
            continue;
        }
        let s = (r.start.max(line_start) - line_start) as usize;
        let e = ((r.end.min(line_end) - line_start) as usize).min(caret.len());
        caret[s..e.max(s)].fill(b'~');
    }
    caret[column.min(width)] = b'^';
    // Trailing blanks are dropped; the caret guarantees a non-blank cell.
    let keep = caret.iter().rposition(|&c| c != b' ').map_or(0, |p| p + 1);
    caret.truncate(keep);
    caret
}

fn push_source_line(contents: &str, out: &mut String) {
    let mut col = 0;
    for ch in contents.chars() {
        if ch == '\t' {
            // At least one space, then pad to the next tab stop.
            loop {
                out.push(' ');
                col += 1;
                if col % TAB_STOP == 0 {
                    break;
                }
            }
        } else {
            out.push(ch);
            col += ch.len_utf8();
        }
    }
    out.push('\n');
}

fn push_caret_line(contents: &str, caret: &[u8], out: &mut String) {
    let src = contents.as_bytes();
    let mut col = 0;
    for (i, &c) in caret.iter().enumerate() {
        if src.get(i) == Some(&b'\t') {
            // Repeat this cell up to the tab stop so it lines up with the
            // expanded source line.
            loop {
                out.push(c as char);
                col += 1;
                if col % TAB_STOP == 0 {
                    break;
                }
            }
        } else {
            out.push(c as char);
            col += 1;
        }
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Diagnostic;

    fn at(src: &SourceFile, needle: &str) -> Span {
        Span::point(src.text.find(needle).unwrap() as u32)
    }

    #[test]
    fn parse_errors_match_mlir_opt() {
        // Captured: `mlir-opt-19 --allow-unregistered-dialect p1.mlir`.
        let src = SourceFile::new("p1.mlir", include_str!("../testdata/p1.mlir"));
        let d = Diagnostic::error(Span::point(src.offset_of(2, 28).unwrap()), "expected ')'");
        assert_eq!(
            render(&src, &d),
            include_str!("../testdata/p1.allow.stderr")
        );
        // Captured: `mlir-opt-19 p1.mlir` (point span; extent irrelevant).
        let d = Diagnostic::error(
            Span::new(src.offset_of(2, 13).unwrap(), src.offset_of(2, 18).unwrap()),
            "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
        );
        assert_eq!(render(&src, &d), include_str!("../testdata/p1.stderr"));
    }

    #[test]
    fn tabs_are_expanded_to_eight() {
        // Captured: p3.mlir (tab indent) and e5.mlir (" \t\t" indent).
        let src = SourceFile::new("p3.mlir", "func.func @f() {\n\tllvm.return %x : i32\n}\n");
        let d = Diagnostic::error(at(&src, "%x"), "use of undeclared SSA value name");
        assert_eq!(
            render(&src, &d),
            "p3.mlir:2:14: error: use of undeclared SSA value name\n        llvm.return %x : i32\n                    ^\n"
        );
        let src = SourceFile::new(
            "e5.mlir",
            "\tfunc.func @f() {\n \t\tllvm.return %x : i32\n}\n",
        );
        let d = Diagnostic::error(at(&src, "%x"), "use of undeclared SSA value name");
        assert_eq!(
            render(&src, &d),
            "e5.mlir:2:16: error: use of undeclared SSA value name\n                llvm.return %x : i32\n                            ^\n"
        );
    }

    #[test]
    fn non_ascii_line_has_no_caret() {
        // Captured: e3.mlir / e4.mlir with --allow-unregistered-dialect.
        let src = SourceFile::new(
            "e3.mlir",
            "func.func @f() {\n  %0 = \"é\"() : () -> (i32 // ü\n}\n",
        );
        let d = Diagnostic::error(at(&src, " // ü"), "expected ')'");
        assert_eq!(
            render(&src, &d),
            "e3.mlir:2:27: error: expected ')'\n  %0 = \"é\"() : () -> (i32 // ü\n"
        );
        let src = SourceFile::new(
            "e4.mlir",
            "func.func @f() {\n  \t %0 = \"é\"() : () -> (i32 \n}\n",
        );
        let d = Diagnostic::error(Span::point(src.offset_of(2, 29).unwrap()), "expected ')'");
        assert_eq!(
            render(&src, &d),
            "e4.mlir:2:29: error: expected ')'\n         %0 = \"é\"() : () -> (i32 \n"
        );
    }

    #[test]
    fn eof_and_crlf() {
        // Captured: e1.mlir ("func.func @f() {\n") -> caret just past the text.
        let src = SourceFile::new("e1.mlir", "func.func @f() {\n");
        let d = Diagnostic::error(Span::point(16), "expected operation name in quotes");
        assert_eq!(
            render(&src, &d),
            "e1.mlir:1:17: error: expected operation name in quotes\nfunc.func @f() {\n                ^\n"
        );
        // Captured: e6.mlir (CRLF): '\r' is not part of the printed line.
        let src = SourceFile::new(
            "e6.mlir",
            "func.func @f() {\r\n  llvm.return %x : i32\r\n}\r\n",
        );
        let d = Diagnostic::error(at(&src, "%x"), "use of undeclared SSA value name");
        assert_eq!(
            render(&src, &d),
            "e6.mlir:2:15: error: use of undeclared SSA value name\n  llvm.return %x : i32\n              ^\n"
        );
    }

    #[test]
    fn unknown_location_and_notes() {
        // Captured: `mlir-opt-19 v4.mlir` (llvm.return with loc(unknown)).
        let src = SourceFile::new("v4.mlir", include_str!("../testdata/v4.mlir"));
        let d = Diagnostic::error(None, "'llvm.return' op expected 1 operand")
            .with_note_here("see current operation: \"llvm.return\"() : () -> ()")
            .with_note(Span::point(0), "when returning from function");
        assert_eq!(render(&src, &d), include_str!("../testdata/v4.stderr"));
        // Captured: v10.mlir — a note at the parent's location omits the source.
        let src = SourceFile::new("v10.mlir", include_str!("../testdata/v10.mlir"));
        let d = Diagnostic::error(
            at(&src, "llvm.return"),
            "'llvm.return' op expected 1 operand",
        )
        .with_note_here("see current operation: \"llvm.return\"() : () -> ()")
        .with_note(Span::point(0), "when returning from function");
        assert_eq!(render(&src, &d), include_str!("../testdata/v10.stderr"));
    }

    #[test]
    fn ranges_and_remarks() {
        let src = SourceFile::new("v3.mlir", "// expected-remark {{expected some remark}}\n");
        let d = Diagnostic::error(
            Span::point(3),
            "expected remark \"expected some remark\" was not produced",
        )
        .with_range(Span::new(3, 23))
        .with_label(Span::new(0, 2), "labels with text are not drawn");
        assert_eq!(
            render(&src, &d),
            "v3.mlir:1:4: error: expected remark \"expected some remark\" was not produced\n\
             // expected-remark {{expected some remark}}\n   ^~~~~~~~~~~~~~~~~~~~\n"
        );
        let d = Diagnostic::remark(Span::point(0), "r").with_note_here("n");
        assert_eq!(
            render(&src, &d),
            "v3.mlir:1:1: remark: r\n// expected-remark {{expected some remark}}\n^\nv3.mlir:1:1: note: n\n"
        );
    }
}
