//! Human-oriented rendering with ariadne: the primary span, labels and
//! located notes are drawn on the source; unlocated notes become footnotes.
//!
//! Unlike the MLIR renderer this uses whole-file line numbers and the real
//! file name for split chunks, because a person wants to jump to the file.

use ariadne::{Color, Config, IndexType, Label as ALabel, Report, ReportKind, Source};

use crate::diag::{Diagnostic, Severity, SourceFile, Span};

/// Render one diagnostic (with its notes and labels) to a string.
pub fn render(src: &SourceFile, diag: &Diagnostic, color: bool) -> String {
    let mut buf = Vec::new();
    write(src, diag, color, &mut buf).expect("writing to a Vec cannot fail");
    String::from_utf8_lossy(&buf).into_owned()
}

pub fn write(
    src: &SourceFile,
    diag: &Diagnostic,
    color: bool,
    w: &mut impl std::io::Write,
) -> std::io::Result<()> {
    if color {
        return write_report(src, diag, true, w);
    }
    // ariadne 0.6 colours `ReportKind::Custom` headers even with colour
    // disabled, so render into a buffer and strip SGR escapes ourselves.
    let mut buf = Vec::new();
    write_report(src, diag, false, &mut buf)?;
    w.write_all(&strip_sgr(&buf))
}

/// Remove `ESC [ ... m` sequences.
fn strip_sgr(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == 0x1b && bytes.get(i + 1) == Some(&b'[') {
            match bytes[i + 2..].iter().position(|&b| b == b'm') {
                Some(p) => {
                    i += p + 3;
                    continue;
                }
                None => break,
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    out
}

fn write_report(
    src: &SourceFile,
    diag: &Diagnostic,
    color: bool,
    w: &mut impl std::io::Write,
) -> std::io::Result<()> {
    let id = src.display_name().to_string();
    let line_offset = src.origin().map_or(0, |o| o.line as usize - 1);
    let source = Source::from(&*src.text).with_display_line_offset(line_offset);

    let (kind, primary_color) = kind_of(diag.severity);
    // Ariadne needs some span even for an unknown location; it only prints a
    // source snippet when there are labels, so a location-less diagnostic
    // becomes a plain header line.
    let anchor = diag.span.map_or(0..0, |s| visible_range(src, s));
    let config = Config::default()
        .with_color(color)
        .with_index_type(IndexType::Byte)
        .with_tab_width(8);
    let mut report = Report::build(kind, (id.clone(), anchor))
        .with_config(config)
        .with_message(&diag.message);

    // Collect every located thing, then add them in source order: ariadne
    // starts a new (repeated-header) snippet whenever a label lies on an
    // earlier line than the previous one.
    let mut located: Vec<(Span, String, Color)> = Vec::new();
    if let Some(span) = diag.span {
        located.push((span, diag.message.clone(), primary_color));
    }
    let secondary = |labels: &[crate::diag::Label], out: &mut Vec<(Span, String, Color)>| {
        out.extend(
            labels
                .iter()
                .map(|l| (l.span, l.message.clone(), Color::Blue)),
        );
    };
    secondary(&diag.labels, &mut located);
    for note in &diag.notes {
        match note.span {
            Some(span) => located.push((
                span,
                format!("{}: {}", note.severity, note.message),
                Color::Cyan,
            )),
            None => report = report.with_note(&note.message),
        }
        secondary(&note.labels, &mut located);
    }
    located.sort_by_key(|(span, _, _)| span.start);
    for (span, msg, color) in located {
        let l = ALabel::new((id.clone(), visible_range(src, span))).with_color(color);
        report = report.with_label(if msg.is_empty() {
            l
        } else {
            l.with_message(msg)
        });
    }
    report.finish().write((id, source), w)
}

fn kind_of(sev: Severity) -> (ReportKind<'static>, Color) {
    match sev {
        Severity::Error => (ReportKind::Error, Color::Red),
        Severity::Warning => (ReportKind::Warning, Color::Yellow),
        Severity::Note => (ReportKind::Custom("Note", Color::Cyan), Color::Cyan),
        Severity::Remark => (ReportKind::Custom("Remark", Color::Green), Color::Green),
    }
}

/// Ariadne draws nothing useful for an empty range, so widen a point
/// location to the character it sits on (if any).
fn visible_range(src: &SourceFile, span: Span) -> std::ops::Range<usize> {
    let start = (span.start as usize).min(src.text.len());
    let end = (span.end as usize).clamp(start, src.text.len());
    if end > start {
        return start..end;
    }
    match src.text[start..].chars().next() {
        Some(c) if c != '\n' && c != '\r' => start..start + c.len_utf8(),
        _ => start..start,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shows_message_labels_and_notes() {
        let src = SourceFile::new("t.mlir", "func.func @f() {\n  llvm.return %x : i32\n}\n");
        let x = src.text.find("%x").unwrap() as u32;
        let d = Diagnostic::error(Span::new(x, x + 2), "use of undeclared SSA value name")
            .with_label(Span::new(0, 9), "in this function")
            .with_note(Span::point(x - 12), "while parsing")
            .with_note(None, "a footnote");
        let out = render(&src, &d, false);
        for want in [
            "Error: use of undeclared SSA value name",
            "t.mlir:2:15",
            "llvm.return %x : i32",
            "in this function",
            "note: while parsing",
            "a footnote",
        ] {
            assert!(out.contains(want), "missing {want:?} in:\n{out}");
        }
        assert!(!out.contains('\x1b'));
        assert!(render(&src, &d, true).contains('\x1b'));
    }

    #[test]
    fn unknown_location_and_chunks() {
        let src = SourceFile::new("t.mlir", "x\n");
        let out = render(&src, &Diagnostic::remark(None, "nowhere"), false);
        assert!(out.contains("Remark: nowhere"), "{out}");
        // Split chunks are shown with whole-file line numbers.
        let whole = "a\n// -----\nb\nllvm.return %x\n";
        let start = whole.find("// -----").unwrap() + 8;
        let chunk = SourceFile::chunk("w.mlir", whole, start..whole.len());
        let x = chunk.text.find("%x").unwrap() as u32;
        let out = render(&chunk, &Diagnostic::error(Span::point(x), "bad"), false);
        assert!(out.contains("w.mlir:4:13"), "{out}");
    }
}
