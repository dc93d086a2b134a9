//! Source text with a precomputed line table, and MLIR/LLVM-compatible
//! offset <-> (line, column) conversion.
//!
//! Conventions (verified against mlir-opt-19):
//! * Lines are 1-based and counted by `\n` only (so CRLF files behave).
//! * Columns are 1-based *byte* columns: a tab counts 1 and a UTF-8 `é` counts
//!   2, like `llvm::SourceMgr::getLineAndColumn`, which also restarts the
//!   column after a lone `\r`.
//! * A chunk of a `--split-input-file` run is its own buffer named
//!   `within split at <file>:<line> offset `; MLIR reports lines relative to
//!   the chunk, so the chunk is a separate [`SourceFile`] that remembers where
//!   it came from ([`ChunkOrigin`]) for renderers that want whole-file lines.

use std::sync::Arc;

/// Where a split chunk sits inside the whole input file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChunkOrigin {
    /// The original file's name as MLIR prints it (e.g. `t.mlir`, `<stdin>`).
    pub file: String,
    /// Byte offset of the chunk's first byte in the whole file.
    pub byte_offset: u32,
    /// 1-based whole-file line of the chunk's first byte.
    pub line: u32,
    /// 1-based whole-file byte column of the chunk's first byte.
    pub column: u32,
}

#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The buffer name MLIR prints in `name:line:col:` prefixes.
    pub name: String,
    /// Shared, not copied: a `String` read from a file becomes this without
    /// moving its (possibly many megabytes of) bytes.
    pub text: Arc<String>,
    /// Byte offset of the start of each line (after each `\n`), computed
    /// on first use: most runs never report a location.
    line_starts: std::sync::OnceLock<Vec<u32>>,
    origin: Option<ChunkOrigin>,
}

fn compute_line_starts(text: &str) -> Vec<u32> {
    let mut starts = vec![0u32];
    starts.extend(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i as u32 + 1));
    starts
}

/// LLVM's rule: column counts from just after the previous `\n` or `\r`.
fn llvm_line_col(text: &str, line_starts: &[u32], offset: u32) -> (u32, u32) {
    let offset = offset.min(text.len() as u32);
    // Index of the last line start <= offset.
    let idx = line_starts.partition_point(|&s| s <= offset) - 1;
    let line_start = line_starts[idx] as usize;
    let before = &text.as_bytes()[line_start..offset as usize];
    let col_start = before
        .iter()
        .rposition(|&b| b == b'\r')
        .map_or(line_start, |p| line_start + p + 1);
    (idx as u32 + 1, offset - col_start as u32 + 1)
}

impl SourceFile {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> SourceFile {
        let text = Arc::new(text.into());
        assert!(
            text.len() <= u32::MAX as usize,
            "source files are limited to 4 GiB"
        );
        SourceFile {
            name: name.into(),
            text,
            line_starts: std::sync::OnceLock::new(),
            origin: None,
        }
    }

    /// A `--split-input-file` chunk `whole_text[range]` of `file`. The name is
    /// exactly mlir-opt-19's buffer identifier, e.g.
    /// `within split at t.mlir:5 offset `, where 5 is the whole-file line of
    /// the chunk's first byte (the line of the `// -----` marker, since a
    /// chunk starts right after the marker).
    pub fn chunk(file: &str, whole_text: &str, range: std::ops::Range<usize>) -> SourceFile {
        // Only the text before the chunk matters (a file may have many).
        let before = &whole_text[..range.start];
        let (line, column) = llvm_line_col(before, &compute_line_starts(before), range.start as u32);
        let mut chunk = SourceFile::new(
            format!("within split at {file}:{line} offset "),
            &whole_text[range.clone()],
        );
        chunk.origin = Some(ChunkOrigin {
            file: file.to_string(),
            byte_offset: range.start as u32,
            line,
            column,
        });
        chunk
    }

    fn line_starts(&self) -> &[u32] {
        self.line_starts.get_or_init(|| compute_line_starts(&self.text))
    }

    pub fn origin(&self) -> Option<&ChunkOrigin> {
        self.origin.as_ref()
    }

    /// The real file name: the original file for a chunk, else `name`.
    pub fn display_name(&self) -> &str {
        self.origin.as_ref().map_or(&self.name, |o| &o.file)
    }

    pub fn line_count(&self) -> u32 {
        self.line_starts().len() as u32
    }

    /// 1-based (line, byte column) of `offset` within this buffer, as MLIR
    /// reports it. Offsets past the end are clamped to the end.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        llvm_line_col(&self.text, self.line_starts(), offset)
    }

    /// Like [`line_col`](Self::line_col) but in whole-file coordinates when
    /// this is a split chunk (only the chunk's first line shifts columns).
    pub fn absolute_line_col(&self, offset: u32) -> (u32, u32) {
        let (line, col) = self.line_col(offset);
        match &self.origin {
            None => (line, col),
            Some(o) if line == 1 => (o.line, o.column + col - 1),
            Some(o) => (o.line + line - 1, col),
        }
    }

    /// Byte offset of the start of 1-based `line`.
    pub fn line_start(&self, line: u32) -> Option<u32> {
        self.line_starts().get(line.checked_sub(1)? as usize).copied()
    }

    /// Text of 1-based `line` without its terminator (cut at `\n` or `\r`).
    pub fn line_text(&self, line: u32) -> Option<&str> {
        let start = self.line_start(line)? as usize;
        let rest = &self.text[start..];
        Some(&rest[..rest.find(['\n', '\r']).unwrap_or(rest.len())])
    }

    /// The source line around `offset` the way `llvm::SourceMgr` prints it:
    /// delimited by `\n` or `\r` on both sides. Returns (start offset, text).
    pub fn line_around(&self, offset: u32) -> (u32, &str) {
        let bytes = self.text.as_bytes();
        let offset = (offset as usize).min(bytes.len());
        let start = bytes[..offset]
            .iter()
            .rposition(|&b| b == b'\n' || b == b'\r')
            .map_or(0, |p| p + 1);
        let end = bytes[offset..]
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')
            .map_or(bytes.len(), |p| offset + p);
        (start as u32, &self.text[start..end])
    }

    /// Offset for a 1-based (line, column), mirroring
    /// `SourceMgr::FindLocForLineAndColumn`: the column may point one past
    /// the last character of the line but not across a line break.
    pub fn offset_of(&self, line: u32, col: u32) -> Option<u32> {
        let start = self.line_start(line)?;
        let skip = col.saturating_sub(1);
        let end = start.checked_add(skip)?;
        if end as usize > self.text.len() {
            return None;
        }
        if self.text[start as usize..end as usize].contains(['\n', '\r']) {
            return None;
        }
        Some(end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_bytes() {
        // mlir-opt-19 reported `e3.mlir:2:27` for the `(i32` end below: `é`
        // counts 2 columns; and `p3.mlir:2:14` for `%x` after a tab.
        let f = SourceFile::new(
            "e3.mlir",
            "func.func @f() {\n  %0 = \"é\"() : () -> (i32 // ü\n}\n",
        );
        let off = f.text.find(" // ü").unwrap() as u32;
        assert_eq!(f.line_col(off), (2, 27));
        let t = SourceFile::new("p3.mlir", "func.func @f() {\n\tllvm.return %x : i32\n}\n");
        assert_eq!(t.line_col(t.text.find("%x").unwrap() as u32), (2, 14));
    }

    #[test]
    fn line_table_edges() {
        let f = SourceFile::new("f", "ab\r\ncd\n");
        assert_eq!(f.line_count(), 3);
        assert_eq!(f.line_col(0), (1, 1));
        assert_eq!(f.line_col(2), (1, 3));
        assert_eq!(f.line_col(4), (2, 1));
        assert_eq!(f.line_col(100), (3, 1));
        assert_eq!(f.line_text(1), Some("ab"));
        assert_eq!(f.line_text(2), Some("cd"));
        assert_eq!(f.line_text(3), Some(""));
        assert_eq!(f.line_text(4), None);
        assert_eq!(f.line_around(5), (4, "cd"));
        assert_eq!(f.offset_of(2, 3), Some(6));
        assert_eq!(f.offset_of(2, 4), None);
        // Lone '\r' restarts the column but not the line, as in LLVM.
        let g = SourceFile::new("g", "ab\rcd");
        assert_eq!(g.line_col(4), (1, 2));
    }

    #[test]
    fn chunk_names_match_mlir_opt() {
        // `mlir-opt-19 --split-input-file s1.mlir` printed
        // `within split at s1.mlir:5 offset :4:13` for line 8 col 13.
        let whole = "func.func @a() {\n  return\n}\n\n// -----\n\nfunc.func @b() {\n  %0 = \"foo\"() : () -> (i32\n}\n";
        let start = whole.find("// -----").unwrap() + "// -----".len();
        let c = SourceFile::chunk("s1.mlir", whole, start..whole.len());
        assert_eq!(c.name, "within split at s1.mlir:5 offset ");
        let off = c.text.find("\"foo\"").unwrap() as u32;
        assert_eq!(c.line_col(off), (4, 8));
        assert_eq!(c.absolute_line_col(off), (8, 8));
        assert_eq!(c.absolute_line_col(0), (5, 9));
        assert_eq!(c.display_name(), "s1.mlir");
    }
}
