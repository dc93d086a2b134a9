//! `--split-input-file` chunking with mlir-opt-19's exact rules, so chunk
//! names and chunk-relative line numbers in diagnostics match.
//!
//! MLIR splits on the marker minus its last two characters (`// ---`) and
//! then requires each following piece to start with the missing `--`
//! (and be longer than that); otherwise it warns
//! `near miss with file split marker` at the piece and glues it back on.
//! Consequences reproduced here (all observed with mlir-opt-19):
//! * A marker is recognised anywhere, not only at the start of a line.
//! * Each chunk starts immediately after the marker, so chunk line 1 is the
//!   rest of the marker line and the chunk is named after that line.
//! * An empty piece (e.g. a file that *starts* with `// -----`) is skipped
//!   without checking the next piece's `--`, so that next chunk keeps a
//!   leading `--` and fails to parse (`expected operation name in quotes`).
//! * A marker at end of file with nothing after it is a near miss.

use super::{Diagnostic, SourceFile, Span};

/// mlir-opt's default `--split-input-file` marker.
pub const DEFAULT_MARKER: &str = "// -----";

/// Number of trailing marker characters checked separately for near misses.
const CHECK_LEN: usize = 2;

#[derive(Debug)]
pub struct SplitInput {
    /// The chunks, each named `within split at <file>:<line> offset `.
    pub chunks: Vec<SourceFile>,
    /// Near-miss warnings, located in the *whole* file (mlir-opt prints them
    /// with the original file name before processing any chunk).
    pub warnings: Vec<Diagnostic>,
}

/// Split `file` like `mlir-opt --split-input-file[=marker]`.
pub fn split_input_file(file: &SourceFile, marker: &str) -> SplitInput {
    assert!(marker.len() > CHECK_LEN, "split marker too short");
    let text: &str = &file.text;
    let (head, tail) = marker.split_at(marker.len() - CHECK_LEN);

    // Raw pieces between occurrences of `head`, as byte ranges (empties kept).
    let mut raw = Vec::new();
    let mut from = 0;
    while let Some(p) = text[from..].find(head) {
        raw.push(from..from + p);
        from += p + head.len();
    }
    raw.push(from..text.len());

    let mut ranges = Vec::new();
    let mut warnings = Vec::new();
    let mut prev = 0..0;
    for piece in raw {
        if prev.is_empty() {
            prev = piece;
            continue;
        }
        let s = &text[piece.clone()];
        let well_formed = s.starts_with(tail) && s.len() > CHECK_LEN;
        if well_formed {
            ranges.push(prev);
            prev = piece.start + CHECK_LEN..piece.end;
        } else {
            warnings.push(Diagnostic::warning(
                Span::point(piece.start as u32),
                "near miss with file split marker",
            ));
            prev = prev.start..piece.end;
        }
    }
    if !prev.is_empty() {
        ranges.push(prev);
    }

    let chunks = ranges
        .into_iter()
        .map(|r| SourceFile::chunk(&file.name, text, r))
        .collect();
    SplitInput { chunks, warnings }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(s: &SplitInput) -> Vec<&str> {
        s.chunks.iter().map(|c| c.name.as_str()).collect()
    }

    #[test]
    fn basic_split() {
        let f = SourceFile::new("s1.mlir", "a\n\n// -----\n\nb\n\n// -----\n\nc\n");
        let s = split_input_file(&f, DEFAULT_MARKER);
        assert!(s.warnings.is_empty());
        assert_eq!(
            names(&s),
            [
                "within split at s1.mlir:1 offset ",
                "within split at s1.mlir:3 offset ",
                "within split at s1.mlir:7 offset "
            ]
        );
        assert_eq!(&*s.chunks[1].text, "\n\nb\n\n");
    }

    #[test]
    fn leading_marker_keeps_dashes() {
        // mlir-opt-19 on "// -----\n  llvm.return ..." reported
        // `within split at s5.mlir:1 offset :1:1: error: expected operation name in quotes` at `--`.
        let f = SourceFile::new("s5.mlir", "// -----\n  llvm.return %x : i32\n");
        let s = split_input_file(&f, DEFAULT_MARKER);
        assert_eq!(names(&s), ["within split at s5.mlir:1 offset "]);
        assert!(s.chunks[0].text.starts_with("--\n"));
    }

    #[test]
    fn near_miss_at_eof() {
        // mlir-opt-19: `s4.mlir:5:7: warning: near miss with file split marker`.
        let text = "  // -----  \nfunc.func @b() {\n  llvm.return %x : i32\n}\n// -----";
        let f = SourceFile::new("s4.mlir", text);
        let s = split_input_file(&f, DEFAULT_MARKER);
        assert_eq!(
            names(&s),
            [
                "within split at s4.mlir:1 offset ",
                "within split at s4.mlir:1 offset "
            ]
        );
        assert_eq!(s.warnings.len(), 1);
        let w = &s.warnings[0];
        assert_eq!(f.line_col(w.span.unwrap().start), (5, 7));
        let out = crate::diag::render::mlir::render(&f, w);
        assert_eq!(
            out,
            "s4.mlir:5:7: warning: near miss with file split marker\n// -----\n      ^\n"
        );
        // The near miss is glued back on: the last chunk runs to EOF.
        assert!(s.chunks[1].text.ends_with("}\n// -----"));
    }
}
