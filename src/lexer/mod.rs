//! The lexer: MLIR's textual format as a flat vector of compact tokens.
//!
//! Tokens are 12 bytes (`kind` + byte range) and never own text: the parser
//! slices the source when it needs a spelling. Comments and whitespace are
//! dropped here. Bytes the grammar has no token for become [`Kind::Error`]
//! tokens instead of stopping the lexer, so the parser can report every
//! problem with a location.
//!
//! MLIR's own lexer splits shapes such as `4x?x[4]xf32` while parsing; here
//! the dimension separators are tokens of their own (`4x`, `?x`, `*x`, `]x`)
//! so that the grammar stays context free.

use logos::Logos;

/// What a token is. The spelling always comes from the source range.
#[derive(Logos, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[logos(skip r"[ \t\r\f]+")]
#[logos(skip(r"//[^\n]*", allow_greedy = true))]
pub enum Kind {
    /// A byte sequence that starts no token; also an unterminated string.
    Error,
    /// End of input (appended by [`lex`]).
    Eof,
    /// A line break and the blank space after it: never a token of the
    /// output, it only marks the next token as starting a line (seen by
    /// the lexer's loop instead of searching every gap for a newline).
    #[regex(r"\n[ \t\r\n\f]*")]
    Newline,
    #[regex(r"[a-zA-Z_][a-zA-Z0-9_$.]*")]
    BareId,
    #[regex(r"%([0-9]+|[a-zA-Z_$.\-][a-zA-Z0-9_$.\-]*)")]
    ValueId,
    #[regex(r"\^([0-9]+|[a-zA-Z_$.\-][a-zA-Z0-9_$.\-]*)")]
    CaretId,
    #[regex(r"#([0-9]+|[a-zA-Z_$.\-][a-zA-Z0-9_$.\-]*)")]
    HashId,
    #[regex(r"!([0-9]+|[a-zA-Z_$.\-][a-zA-Z0-9_$.\-]*)")]
    BangId,
    #[regex(r"@([a-zA-Z_$.\-][a-zA-Z0-9_$.\-]*|[0-9]+)")]
    #[regex(r#"@"([^"\\\n]|\\[^\n])*""#)]
    AtId,
    #[regex(r"[0-9]+")]
    Int,
    #[regex(r"0x[0-9a-fA-F]+")]
    Hex,
    #[regex(r"[0-9]+\.[0-9]*([eE][-+]?[0-9]+)?")]
    Float,
    #[regex(r#""([^"\\\n]|\\[^\n])*""#)]
    String,
    /// A shape dimension followed by its `x`: `4x`, `?x`, `*x` (unranked) and
    /// `]x` (closing a scalable dimension).
    #[regex(r"[0-9]+x")]
    DimX,
    #[token("?x")]
    QuestionX,
    #[token("*x")]
    StarX,
    #[token("]x")]
    RBracketX,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token("<")]
    Less,
    #[token(">")]
    Greater,
    #[token(",")]
    Comma,
    #[token(":")]
    Colon,
    #[token("::")]
    ColonColon,
    #[token("=")]
    Equal,
    #[token("->")]
    Arrow,
    #[token("...")]
    Ellipsis,
    #[token("?")]
    Question,
    #[token("*")]
    Star,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("|")]
    Pipe,
    #[token("{-#")]
    FileMetadataBegin,
    #[token("#-}")]
    FileMetadataEnd,
}

/// One token: its kind and byte range in the source, in 8 bytes (a large
/// file has millions of tokens, and they are the largest thing a parse
/// keeps alive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tok {
    pub start: u32,
    /// The length, or [`LONG`]: a token this long (a string holding a
    /// large blob) is measured again in the source when its end is needed.
    len: u16,
    pub kind: Kind,
    /// [`SPACED`] and [`LINE_START`].
    flags: u8,
}

const LONG: u16 = u16::MAX;
/// Whitespace or a comment separates the token from the previous one.
const SPACED: u8 = 1;
/// The token is the first one on its line (error recovery resumes at line
/// starts).
const LINE_START: u8 = 2;

impl Tok {
    #[inline]
    pub fn new(kind: Kind, spaced: bool, line_start: bool, start: u32, end: u32) -> Tok {
        // `LONG` and longer are all `LONG`.
        let len = (end - start).min(LONG as u32) as u16;
        let flags = spaced as u8 * SPACED | line_start as u8 * LINE_START;
        Tok { start, len, kind, flags }
    }

    /// Whitespace or a comment separates this token from the previous one.
    #[inline]
    pub fn spaced(&self) -> bool {
        self.flags & SPACED != 0
    }

    /// This token is the first one on its line.
    #[inline]
    pub fn line_start(&self) -> bool {
        self.flags & LINE_START != 0
    }

    /// The byte offset just past the token.
    #[inline]
    pub fn end(&self, src: &str) -> u32 {
        if self.len != LONG {
            return self.start + self.len as u32;
        }
        // Only strings and names get this long, and those lex the same from
        // their first byte on.
        let mut again = Kind::lexer(&src[self.start as usize..]);
        again.next();
        self.start + again.span().end as u32
    }

    /// The token's spelling.
    #[inline]
    pub fn text<'s>(&self, src: &'s str) -> &'s str {
        &src[self.start as usize..self.end(src) as usize]
    }
}

/// Lexes the whole source. The result always ends with an [`Kind::Eof`] token
/// whose range is empty and sits at the end of the input.
/// Large inputs are lexed in two halves on two threads (see [`split_point`]).
pub fn lex(src: &str) -> Vec<Tok> {
    let mut out = match split_point(src) {
        Some(cut) => lex_halves(src, cut),
        None => lex_range(src, 0, src.len()),
    };
    let end = src.len() as u32;
    out.push(Tok::new(Kind::Eof, true, true, end, end));
    out
}

/// Inputs smaller than this are lexed on one thread.
const PARALLEL_LEX_BYTES: usize = 1 << 20;

/// Where to cut a large input so that both halves lex exactly as the whole
/// would: at a newline (strings and comments never span lines, and the
/// token after it starts a line either way) near the middle, whose next
/// line does not start with `x` (which could end a `2\nx f32` dimension
/// begun on the line before).
fn split_point(src: &str) -> Option<usize> {
    if src.len() < PARALLEL_LEX_BYTES || !crate::threads::enabled() {
        return None;
    }
    let bytes = src.as_bytes();
    let mut from = src.len() / 2;
    while let Some(i) = memchr::memchr(b'\n', &bytes[from..]).map(|i| from + i) {
        let next = bytes[i..].iter().position(|b| !b.is_ascii_whitespace()).map(|p| bytes[i + p]);
        if next != Some(b'x') {
            return next.map(|_| i);
        }
        from = i + 1;
    }
    None
}

/// Lexes `src[..cut]` here and `src[cut..]` (which starts with a newline)
/// on a second thread, and joins the tokens.
fn lex_halves(src: &str, cut: usize) -> Vec<Tok> {
    std::thread::scope(|scope| {
        let second = scope.spawn(|| lex_range(src, cut, src.len()));
        let mut out = Vec::with_capacity(token_capacity(src.len()));
        lex_into(src, 0, cut, &mut out);
        match second.join() {
            Ok(rest) => out.extend_from_slice(&rest),
            Err(panic) => std::panic::resume_unwind(panic),
        }
        out
    })
}

/// The tokens of `src[from..to]` (offsets into `src`), without `Eof`. The
/// first token's `spaced`/`line_start` flags look at `src[from..]` only, so
/// `from` should be the end of the token before (or a newline).
pub(crate) fn lex_range(src: &str, from: usize, to: usize) -> Vec<Tok> {
    let mut out = Vec::with_capacity(token_capacity(to - from));
    lex_into(src, from, to, &mut out);
    out
}

/// Room for the tokens of `bytes` bytes of source: MLIR text has a token
/// every 4 to 5 bytes (generic form densest), so this never regrows in
/// practice, and room never used is never touched.
pub(crate) fn token_capacity(bytes: usize) -> usize {
    bytes / 3 + 16
}

/// Gives back to the kernel the memory pages of a token vector that hold
/// only tokens a parse will not read again (those of a function built while
/// parsing, see `parser::build::prebuild`): a large file's tokens are the
/// biggest thing a parse keeps, and the IR built from them grows while they
/// are read. Dead ranges that follow one another (a module's functions)
/// are joined, so pages straddling two functions go too.
///
/// A page given back reads as zeros (tokens of kind [`Kind::Error`] at
/// offset 0: a valid value that fails any grammar rule), so a read that was
/// not expected makes the parse fail, never misread. Only for a token
/// vector that its owner lexes again before any other use after a failed
/// parse.
#[derive(Default)]
pub(crate) struct TokenRelease {
    /// The run of dead tokens the last range joined: `from..to`.
    run: (usize, usize),
    /// The address up to which the run's pages were given back.
    released: usize,
    /// Whether anything was given back.
    pub any: bool,
    /// The source text's run (byte offsets `from..to`) and how far its
    /// pages were given back: the text of a mapped input file goes too
    /// (`allocator::release_mapped`), as it reads the same again.
    text_run: (usize, usize),
    text_released: usize,
}

impl TokenRelease {
    /// Notes that `toks[from..to]` will not be read again.
    pub(crate) fn dead(&mut self, src: &str, toks: &[Tok], from: usize, to: usize) {
        const PAGE: usize = 4096;
        // Pages go back in runs of at least this much: each `madvise` costs
        // a system call and, with a second thread running, a TLB shootdown
        // (one call per function tripled system time on a 30 MB module).
        const BATCH: usize = 1 << 20;
        if to <= from || to > toks.len() {
            return;
        }
        let (text_from, text_to) = (toks[from].start as usize, toks[to - 1].end(src) as usize);
        if from != self.run.1 || self.run.1 == self.run.0 {
            self.run.0 = from;
            self.released = 0;
            self.text_run.0 = text_from;
            self.text_released = 0;
        }
        self.run.1 = to;
        self.text_run.1 = text_to;
        // A mapped text starts on a page, so offsets on pages are addresses
        // on pages.
        let text_at = self.text_run.0.max(self.text_released);
        if text_at + BATCH <= text_to {
            crate::allocator::release_mapped(&src.as_bytes()[text_at..text_to]);
            self.text_released = text_to / PAGE * PAGE;
        }
        let base = toks.as_ptr() as usize;
        let size = std::mem::size_of::<Tok>();
        let start = (base + self.run.0 * size).next_multiple_of(PAGE).max(self.released);
        let end = (base + self.run.1 * size) / PAGE * PAGE;
        if end >= start + BATCH {
            // SAFETY: the range lies inside the vector's own allocation
            // (whole pages of dead tokens, nothing else of the process's
            // lives there); private anonymous memory reads as zeros
            // afterwards, and all-zero bytes are a valid `Tok`. A page size
            // other than 4 KiB makes this an EINVAL that changes nothing.
            unsafe { libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_DONTNEED) };
            self.released = end;
            self.any = true;
        }
    }
}

/// [`lex_range`], appending to `out`.
pub(crate) fn lex_into(src: &str, from: usize, to: usize, out: &mut Vec<Tok>) {
    let out_start = out.len();
    let bytes = src.as_bytes();
    let mut base = from;
    let mut lexer = Kind::lexer(&src[from..to]);
    let mut prev_end = from;
    // Whether a line break came since the last token pushed (the file's
    // first token starts a line too).
    let mut new_line = from == 0;
    while let Some(res) = lexer.next() {
        let span = lexer.span();
        let (start, end) = (base + span.start, base + span.end);
        let mut kind = match res {
            Ok(Kind::Newline) => {
                new_line = true;
                continue;
            }
            Ok(kind @ (Kind::Hex | Kind::BareId)) => kind,
            // The common case: nothing to refold.
            Ok(kind) => {
                out.push(Tok::new(kind, start != prev_end, new_line, start as u32, end as u32));
                new_line = false;
                prev_end = end;
                continue;
            }
            Err(()) => Kind::Error,
        };
        let mut end = end;
        // `0x4xf32` in a shape is the dimension `0x` followed by `4xf32`, not
        // a hex literal: split it and lex again after the `x`.
        if kind == Kind::Hex && start == prev_end && starts_dimension(out[out_start..].last()) {
            kind = Kind::DimX;
            end = start + 2;
            base = end;
            lexer = Kind::lexer(&src[base..to]);
        }
        // `2 x f32` and `2 xf32`: MLIR also accepts a spaced `x` after a
        // dimension. Fold the integer and the `x` into one dimension token
        // and lex again after the `x` (the rest of `xf32` is the next token).
        if kind == Kind::BareId && bytes[start] == b'x' && spaced_int_dimension(&out[out_start..], bytes) {
            let dim = out.last_mut().expect("checked by spaced_int_dimension");
            *dim = Tok::new(Kind::DimX, dim.spaced(), dim.line_start(), dim.start, (start + 1) as u32);
            prev_end = start + 1;
            new_line = false;
            base = start + 1;
            lexer = Kind::lexer(&src[base..to]);
            continue;
        }
        // `? x f32` and `* x f32`: the same for a dynamic dimension and an
        // unranked shape.
        if kind == Kind::BareId && bytes[start] == b'x' {
            if let [.., before, last] = &mut out[out_start..] {
                let folded = match last.kind {
                    Kind::Question if starts_dimension(Some(before)) => Some(Kind::QuestionX),
                    Kind::Star if before.kind == Kind::Less => Some(Kind::StarX),
                    _ => None,
                };
                if let Some(k) = folded {
                    *last = Tok::new(k, last.spaced(), last.line_start(), last.start, (start + 1) as u32);
                    prev_end = start + 1;
                    new_line = false;
                    base = start + 1;
                    lexer = Kind::lexer(&src[base..to]);
                    continue;
                }
            }
        }
        out.push(Tok::new(kind, start != prev_end, new_line, start as u32, end as u32));
        new_line = false;
        prev_end = end;
    }
}

/// Whether the last token is an integer in dimension position (after `<` or
/// another dimension), so that a following `x` ends it.
fn spaced_int_dimension(out: &[Tok], bytes: &[u8]) -> bool {
    let [.., before, last] = out else { return false };
    last.kind == Kind::Int && bytes[last.start as usize].is_ascii_digit() && starts_dimension(Some(before))
}

/// The size in a dimension token (`4x`, `4 x`); `None` if it overflows.
pub fn dimension_size(text: &str) -> Option<u64> {
    text.trim_end_matches('x').trim_end().parse().ok()
}

/// Whether a shape dimension may follow this token directly.
fn starts_dimension(prev: Option<&Tok>) -> bool {
    matches!(prev.map(|t| t.kind), Some(Kind::Less | Kind::DimX | Kind::QuestionX | Kind::RBracketX))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<Kind> {
        lex(src).into_iter().map(|t| t.kind).collect()
    }

    #[test]
    fn halves_lex_as_the_whole() {
        // Over the parallel threshold, with a cut candidate whose next line
        // starts with `x` (skipped) and lines ending in dimensions.
        let line = "  %0 = llvm.mlir.constant(1 : i32) : vector<2 x\n  xf32> // c \"s\"\n  \"s\" 0x4xf32 @\"q\"\n";
        let src = line.repeat(PARALLEL_LEX_BYTES / line.len() + 2);
        let cut = split_point(&src).expect("large enough to split");
        assert!(cut > src.len() / 2 && src.as_bytes()[cut] == b'\n');
        assert_ne!(src.as_bytes()[cut + 3], b'x');
        let mut whole = lex_range(&src, 0, src.len());
        let end = src.len() as u32;
        whole.push(Tok::new(Kind::Eof, true, true, end, end));
        assert_eq!(lex(&src), whole);
    }

    #[test]
    fn tokens_are_eight_bytes_and_long_ones_keep_their_end() {
        assert_eq!(std::mem::size_of::<Tok>(), 8);
        let blob = format!("\"0x{}\"", "ab".repeat(40_000));
        let src = format!("x = {blob} }}");
        let toks = lex(&src);
        assert_eq!(toks[2].kind, Kind::String);
        assert_eq!(toks[2].text(&src), blob);
        assert_eq!(toks[3].text(&src), "}");
    }

    #[test]
    fn spaced_x_ends_a_dimension() {
        use Kind::*;
        assert_eq!(kinds("vector<2 x i1>"), vec![BareId, Less, DimX, BareId, Greater, Eof]);
        assert_eq!(kinds("vector<2 xi1>"), vec![BareId, Less, DimX, BareId, Greater, Eof]);
        assert_eq!(kinds("vector<2 x 4 x f32>"), vec![BareId, Less, DimX, DimX, BareId, Greater, Eof]);
        assert_eq!(kinds("vector<2 x4xf32>"), vec![BareId, Less, DimX, DimX, BareId, Greater, Eof]);
        assert_eq!(kinds("memref<* x f32>"), vec![BareId, Less, StarX, BareId, Greater, Eof]);
        assert_eq!(kinds("memref<4 x ? x f32>"), vec![BareId, Less, DimX, QuestionX, BareId, Greater, Eof]);
        let toks = lex("<2 x i1>");
        assert_eq!(toks[1].text("<2 x i1>"), "2 x");
        assert_eq!(dimension_size("2 x"), Some(2));
        // Not after a comma: `f(2, x)` stays an integer and a name.
        assert_eq!(kinds("<a, 2 x>"), vec![Less, BareId, Comma, Int, BareId, Greater, Eof]);
    }

    #[test]
    fn shapes_split_into_dimension_tokens() {
        use Kind::*;
        assert_eq!(
            kinds("vector<4x[4]xf32>"),
            vec![BareId, Less, DimX, LBracket, Int, RBracketX, BareId, Greater, Eof]
        );
        assert_eq!(kinds("?x*xi8"), vec![QuestionX, StarX, BareId, Eof]);
        // A hex literal is not a dimension, except inside a shape.
        assert_eq!(kinds("0x1F"), vec![Hex, Eof]);
        assert_eq!(kinds("<0x4xf32>"), vec![Less, DimX, DimX, BareId, Greater, Eof]);
        assert_eq!(kinds("<4x0xf32>"), vec![Less, DimX, DimX, BareId, Greater, Eof]);
    }

    #[test]
    fn identifiers_and_punctuation() {
        use Kind::*;
        assert_eq!(
            kinds("%0:2 = \"a.b\"(%x#1) : () -> i32 // comment\n^bb0 @f::@\"g\" {-# #-} ..."),
            vec![
                ValueId, Colon, Int, Equal, String, LParen, ValueId, HashId, RParen, Colon, LParen,
                RParen, Arrow, BareId, CaretId, AtId, ColonColon, AtId, FileMetadataBegin,
                FileMetadataEnd, Ellipsis, Eof
            ]
        );
    }

    #[test]
    fn bad_bytes_become_error_tokens() {
        let toks = lex("\"unterminated\n %a");
        assert_eq!(toks[0].kind, Kind::Error);
        assert!(toks.iter().any(|t| t.kind == Kind::ValueId));
    }
}
