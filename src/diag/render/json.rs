//! Machine-readable rendering: one JSON object per diagnostic per line.
//!
//! ```json
//! {"severity":"error","message":"...","file":"t.mlir","line":3,"column":7,
//!  "end_line":3,"end_column":9,"labels":[...],"notes":[...]}
//! ```
//! * Positions are 1-based; `column`/`end_column` are byte columns and the
//!   end is exclusive (the position just after the span).
//! * Split chunks report the original file and whole-file lines, so tools
//!   can jump to the right place without knowing about chunks.
//! * An unknown location gives `null` for file and all positions.
//! * Notes have the same shape (with their own `notes: []`); labels carry
//!   `message` plus positions. Hand-written to avoid a serde dependency.

use crate::diag::{Diagnostic, SourceFile, Span};

/// Render one diagnostic as a single JSON line (terminated by `\n`).
pub fn render(src: &SourceFile, diag: &Diagnostic) -> String {
    let mut out = String::new();
    write_object(src, diag, &mut out);
    out.push('\n');
    out
}

fn write_object(src: &SourceFile, diag: &Diagnostic, out: &mut String) {
    out.push_str("{\"severity\":");
    push_str(diag.severity.as_str(), out);
    out.push_str(",\"message\":");
    push_str(&diag.message, out);
    out.push_str(",\"file\":");
    match diag.span {
        Some(_) => push_str(src.display_name(), out),
        None => out.push_str("null"),
    }
    push_positions(src, diag.span, out);
    out.push_str(",\"labels\":[");
    for (i, l) in diag.labels.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str("{\"message\":");
        push_str(&l.message, out);
        push_positions(src, Some(l.span), out);
        out.push('}');
    }
    out.push_str("],\"notes\":[");
    for (i, n) in diag.notes.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_object(src, n, out);
    }
    out.push_str("]}");
}

fn push_positions(src: &SourceFile, span: Option<Span>, out: &mut String) {
    match span {
        Some(s) => {
            let (l, c) = src.absolute_line_col(s.start);
            let (el, ec) = src.absolute_line_col(s.end.max(s.start));
            out.push_str(&format!(
                ",\"line\":{l},\"column\":{c},\"end_line\":{el},\"end_column\":{ec}"
            ));
        }
        None => {
            out.push_str(",\"line\":null,\"column\":null,\"end_line\":null,\"end_column\":null")
        }
    }
}

/// JSON string literal with the mandatory escapes (RFC 8259).
fn push_str(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shape_and_escaping() {
        let src = SourceFile::new("t.mlir", "ab\n\tcd \"x\"\n");
        let d = Diagnostic::error(Span::new(4, 6), "bad \"cd\"\n\u{1}")
            .with_label(Span::new(0, 1), "l")
            .with_note(None, "n");
        assert_eq!(
            render(&src, &d),
            "{\"severity\":\"error\",\"message\":\"bad \\\"cd\\\"\\n\\u0001\",\"file\":\"t.mlir\",\
             \"line\":2,\"column\":2,\"end_line\":2,\"end_column\":4,\
             \"labels\":[{\"message\":\"l\",\"line\":1,\"column\":1,\"end_line\":1,\"end_column\":2}],\
             \"notes\":[{\"severity\":\"note\",\"message\":\"n\",\"file\":null,\"line\":null,\"column\":null,\
             \"end_line\":null,\"end_column\":null,\"labels\":[],\"notes\":[]}]}\n"
        );
    }

    #[test]
    fn chunks_use_whole_file_lines() {
        let whole = "a\n// -----\nb\nc\n";
        let start = whole.find("// -----").unwrap() + 8;
        let chunk = SourceFile::chunk("w.mlir", whole, start..whole.len());
        let c = chunk.text.find('c').unwrap() as u32;
        let out = render(&chunk, &Diagnostic::warning(Span::point(c), "w"));
        assert!(
            out.contains("\"file\":\"w.mlir\",\"line\":4,\"column\":1"),
            "{out}"
        );
    }
}
