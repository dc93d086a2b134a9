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
    let mut depth = 0usize;
    for t in toks {
        match t.kind {
            Kind::LParen | Kind::LBracket | Kind::LBrace | Kind::Less | Kind::FileMetadataBegin => {
                depth += 1;
                if depth > limit {
                    return Some(Diagnostic::error(
                        Span::new(t.start, t.end(src)),
                        format!("nesting is too deep (more than {limit} levels)"),
                    ));
                }
            }
            Kind::RParen | Kind::RBracket | Kind::RBrace | Kind::Greater | Kind::RBracketX | Kind::FileMetadataEnd => {
                depth = depth.saturating_sub(1)
            }
            Kind::Error => {
                let text = t.text(src);
                let msg = if text.starts_with('"') {
                    "expected '\"' in string literal".to_string()
                } else {
                    format!("unexpected character")
                };
                return Some(Diagnostic::error(Span::new(t.start, t.end(src)), msg));
            }
            _ => {}
        }
    }
    None
}

