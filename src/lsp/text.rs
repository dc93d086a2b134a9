//! An open document's text and the conversion between LSP positions
//! (0-based line, UTF-16 column) and byte offsets.
//!
//! LSP clients count columns in UTF-16 code units unless both sides agree
//! otherwise; llmir's spans are byte offsets. The line table is rebuilt
//! after every edit (one `memchr` pass, a few milliseconds on a 4 MB file),
//! which keeps incremental edits simple and exact.

use lsp_types::{Position, Range};

/// The text of one open document with its line starts.
#[derive(Clone, Debug, Default)]
pub struct Text {
    pub text: String,
    line_starts: Vec<u32>,
}

impl Text {
    pub fn new(text: String) -> Text {
        let mut t = Text { text, line_starts: Vec::new() };
        t.reindex();
        t
    }

    fn reindex(&mut self) {
        self.line_starts.clear();
        self.line_starts.push(0);
        self.line_starts
            .extend(memchr::memchr_iter(b'\n', self.text.as_bytes()).map(|i| i as u32 + 1));
    }

    /// The byte offset of an LSP position. Positions past the end of a
    /// line clamp to the line's end and lines past the end clamp to the end
    /// of the text (the protocol asks servers to be lenient here), and a
    /// column inside a surrogate pair or a multi-byte character rounds down
    /// to a character boundary, so the result is always a valid cut point.
    pub fn offset(&self, pos: Position) -> usize {
        let line = pos.line as usize;
        if line >= self.line_starts.len() {
            return self.text.len();
        }
        let start = self.line_starts[line] as usize;
        let end = self.line_starts.get(line + 1).map_or(self.text.len(), |&e| e as usize - 1);
        let line_text = &self.text[start..end];
        let mut units = 0u32;
        for (i, c) in line_text.char_indices() {
            if units >= pos.character {
                return start + i;
            }
            units += c.len_utf16() as u32;
            if units > pos.character {
                return start + i;
            }
        }
        end
    }

    /// The LSP position of a byte offset (clamped to the text, rounded down
    /// to a character boundary).
    pub fn position(&self, offset: usize) -> Position {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.line_starts.partition_point(|&s| s as usize <= offset) - 1;
        let start = self.line_starts[line] as usize;
        let before = &self.text[start..offset];
        // ASCII lines (nearly all MLIR) need no per-character walk.
        let character = if before.is_ascii() {
            before.len() as u32
        } else {
            before.chars().map(|c| c.len_utf16() as u32).sum()
        };
        Position { line: line as u32, character }
    }

    pub fn range(&self, start: usize, end: usize) -> Range {
        Range { start: self.position(start), end: self.position(end.max(start)) }
    }

    /// Applies one `didChange` content change: a range replacement, or the
    /// whole text when the change has no range.
    pub fn apply(&mut self, range: Option<Range>, new_text: &str) {
        match range {
            Some(r) => {
                let a = self.offset(r.start);
                let b = self.offset(r.end).max(a);
                self.text.replace_range(a..b, new_text);
            }
            None => self.text = new_text.to_string(),
        }
        self.reindex();
    }

    /// The 0-based line of a byte offset.
    pub fn line_of(&self, offset: usize) -> usize {
        self.line_starts.partition_point(|&s| s as usize <= offset.min(self.text.len())) - 1
    }

    /// The text of one line, without its newline.
    pub fn line_text(&self, line: usize) -> &str {
        let Some(&start) = self.line_starts.get(line) else { return "" };
        let end = self.line_starts.get(line + 1).map_or(self.text.len(), |&e| e as usize - 1);
        self.text[start as usize..end].trim_end_matches('\r')
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(line: u32, character: u32) -> Position {
        Position { line, character }
    }

    #[test]
    fn utf16_columns_round_trip() {
        let t = Text::new("a\n\u{e9}x\u{1F600}y\nz".to_string());
        assert_eq!(t.offset(pos(1, 0)), 2);
        assert_eq!(t.offset(pos(1, 1)), 4); // after é (2 bytes, 1 unit)
        assert_eq!(t.offset(pos(1, 2)), 5); // after x
        assert_eq!(t.offset(pos(1, 3)), 5); // inside the surrogate pair: rounds down
        assert_eq!(t.offset(pos(1, 4)), 9); // after the emoji (4 bytes, 2 units)
        assert_eq!(t.position(9), pos(1, 4));
        assert_eq!(t.offset(pos(1, 99)), 10); // clamps to the line end
        assert_eq!(t.offset(pos(9, 0)), t.text.len());
        assert_eq!(t.position(3), pos(1, 0)); // inside é: rounds down
    }

    #[test]
    fn incremental_edits() {
        let mut t = Text::new("hello\nworld\n".to_string());
        t.apply(Some(Range { start: pos(0, 5), end: pos(1, 0) }), " ");
        assert_eq!(t.text, "hello world\n");
        t.apply(Some(Range { start: pos(1, 0), end: pos(1, 0) }), "x\ny");
        assert_eq!(t.text, "hello world\nx\ny");
        assert_eq!(t.line_text(2), "y");
        t.apply(None, "new");
        assert_eq!(t.text, "new");
    }
}
