//! What is checked on the tokens before the grammar runs: lexical errors,
//! and nesting deeper than [`nesting_limit`] (so the grammar's recursion,
//! and the builder's, verifier's, printer's and translation's after it, is
//! bounded by what the thread's stack holds).

use crate::diag::{Diagnostic, Span};
use crate::lexer::{Kind, Tok};

/// How deeply brackets, regions and types may nest on a thread with a
/// [`crate::threads::BIG_STACK`] stack (the tools' threads). mlir-opt-19
/// (on an 8 MiB stack) parses about 2 150 levels of generic ops (two
/// brackets each), 7 100 of nested array attributes and 14 900 of nested
/// types, and crashes beyond; this is above all three. Each kind was run
/// at this depth through parse, verify, print, canonicalize and
/// translation on the 512 MiB stack (16 000 nested modules, 8 100 levels
/// of generic ops, 40 000 of attributes and types); what limits deeper
/// ops is their output, which grows with the square of the depth.
pub const MAX_NESTING: usize = 16_384;

/// The limit elsewhere (library callers on ordinary 2–8 MiB stacks: tests,
/// fuzz targets): MLIR's own depth for nested types and attributes is
/// not needed there, and running out of stack is not an option.
pub const SMALL_STACK_NESTING: usize = 256;

/// The nesting the calling thread's stack allows.
pub fn nesting_limit() -> usize {
    if crate::threads::on_big_stack() {
        MAX_NESTING
    } else {
        SMALL_STACK_NESTING
    }
}

/// Lexical errors and nesting deeper than `limit`, found before the
/// grammar runs so the grammar never recurses deeper.
pub fn check_tokens(src: &str, toks: &[Tok], limit: usize) -> Option<Diagnostic> {
    // One class lookup per token and a depth kept without branching: a
    // `match` on the kind mispredicted on most tokens of a large file
    // (this pass was 2.5 % of reading lua.mlir).
    let mut depth = 0isize;
    // Dialect symbol bodies are checked as MLIR scans them, outermost
    // only: a nested body lies inside a checked one, and scanning it again
    // would make deep nesting quadratic.
    let mut checked_to = 0u32;
    for (i, t) in toks.iter().enumerate() {
        let class = TOKEN_CLASS[t.kind as usize];
        depth = (depth + DEPTH_CHANGE[class as usize]).max(0);
        if class != SPECIAL && depth as usize <= limit {
            continue;
        }
        if depth as usize > limit {
            return Some(Diagnostic::error(Span::new(t.start, t.end(src)), format!("nesting is too deep (more than {limit} levels)")));
        }
        if t.kind == Kind::Error {
            let text = t.text(src);
            let msg = if text.starts_with('"') { "expected '\"' in string literal" } else { "unexpected character" };
            return Some(Diagnostic::error(Span::new(t.start, t.end(src)), msg.to_string()));
        }
        if t.start < checked_to {
            continue;
        }
        if let Some(lt) = toks.get(i + 1).filter(|n| n.kind == Kind::Less && n.start == t.end(src)) {
            match symbol_body_end(src.as_bytes(), lt.start as usize) {
                Ok(end) if token_body_end(src, &toks[i + 1..]) == Some(end as u32) => checked_to = end as u32,
                Ok(_) => {
                    let msg = "pretty dialect name ends inside a comment (a bracket or quote in a `//` comment counts)";
                    return Some(Diagnostic::error(Span::new(lt.start, lt.start + 1), msg));
                }
                Err((at, msg)) => return Some(Diagnostic::error(Span::point(at as u32), msg)),
            }
        }
    }
    None
}

/// [`TOKEN_CLASS`] values, and the depth change of each.
const PLAIN: u8 = 0;
const OPEN: u8 = 1;
const CLOSE: u8 = 2;
/// A token that needs a closer look: an error, or a dialect symbol that
/// may have a body.
const SPECIAL: u8 = 3;
const DEPTH_CHANGE: [isize; 4] = [0, 1, -1, 0];

/// What [`check_tokens`] makes of each token kind, by its discriminant.
static TOKEN_CLASS: [u8; 256] = {
    let mut class = [PLAIN; 256];
    let opens = [Kind::LParen, Kind::LBracket, Kind::LBrace, Kind::Less, Kind::FileMetadataBegin];
    let closes = [Kind::RParen, Kind::RBracket, Kind::RBrace, Kind::Greater, Kind::RBracketX, Kind::FileMetadataEnd];
    let mut i = 0;
    while i < opens.len() {
        class[opens[i] as usize] = OPEN;
        i += 1;
    }
    i = 0;
    while i < closes.len() {
        class[closes[i] as usize] = CLOSE;
        i += 1;
    }
    class[Kind::HashId as usize] = SPECIAL;
    class[Kind::BangId as usize] = SPECIAL;
    class[Kind::Error as usize] = SPECIAL;
    class
};

/// Where a dialect symbol's body starting with the `<` at `lt` ends (the
/// byte after its `>`), found as MLIR's `parseDialectSymbolBody` finds it:
/// by characters, not tokens. Brackets of the four kinds nest and must
/// match, `->` is one token, strings are skipped as the lexer reads them,
/// and nothing else is special (a `//` comment included). An error is its
/// byte and MLIR's message.
fn symbol_body_end(src: &[u8], lt: usize) -> Result<usize, (usize, String)> {
    let mut open: Vec<u8> = Vec::new();
    // MLIR reports an unbalanced bracket at its current token: the `<`, or
    // the last string it had the lexer read.
    let mut token_at = lt;
    let mut at = lt;
    let unbalanced = |open: &[u8], token_at: usize| {
        let c = *open.last().unwrap_or(&b'<') as char;
        Err((token_at, format!("unbalanced '{c}' character in pretty dialect name")))
    };
    loop {
        let Some(&c) = src.get(at) else { return unbalanced(&open, token_at) };
        at += 1;
        let opener = match c {
            b'\0' => return unbalanced(&open, token_at),
            b'<' | b'[' | b'(' | b'{' => {
                open.push(c);
                continue;
            }
            b'-' => {
                if src.get(at) == Some(&b'>') {
                    at += 1;
                }
                continue;
            }
            b'>' => b'<',
            b']' => b'[',
            b')' => b'(',
            b'}' => b'{',
            b'"' => {
                token_at = at - 1;
                at = string_end(src, at)?;
                continue;
            }
            _ => continue,
        };
        if open.last() != Some(&opener) {
            return unbalanced(&open, token_at);
        }
        open.pop();
        if open.is_empty() {
            return Ok(at);
        }
    }
}

/// The byte after a string literal whose opening quote is just before
/// `at`, read as MLIR's lexer reads it (`Lexer::lexString`).
fn string_end(src: &[u8], mut at: usize) -> Result<usize, (usize, String)> {
    loop {
        let Some(&c) = src.get(at) else { return Err((at, "expected '\"' in string literal".into())) };
        at += 1;
        match c {
            b'"' => return Ok(at),
            b'\n' | 0x0b | 0x0c => return Err((at - 1, "expected '\"' in string literal".into())),
            b'\\' => match src.get(at) {
                Some(b'"' | b'\\' | b'n' | b't') => at += 1,
                Some(h) if h.is_ascii_hexdigit() && src.get(at + 1).is_some_and(u8::is_ascii_hexdigit) => at += 2,
                _ => return Err((at - 1, "unknown escape in string literal".into())),
            },
            _ => {}
        }
    }
}

/// Where the same body ends read by tokens (the grammar's view): the end
/// of the token closing the `<` that `toks` starts with.
fn token_body_end(src: &str, toks: &[Tok]) -> Option<u32> {
    let mut depth = 0usize;
    for t in toks {
        match t.kind {
            Kind::LParen | Kind::LBracket | Kind::LBrace | Kind::Less | Kind::FileMetadataBegin => depth += 1,
            Kind::RParen | Kind::RBracket | Kind::RBrace | Kind::Greater | Kind::RBracketX | Kind::FileMetadataEnd => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(t.end(src));
                }
            }
            Kind::Eof => return None,
            _ => {}
        }
    }
    None
}
