//! What is checked on the tokens before the grammar runs: lexical errors,
//! and nesting deeper than [`MAX_NESTING`] (so the grammar's recursion is
//! bounded).

use crate::diag::{Diagnostic, Span};
use crate::lexer::{Kind, Tok};

/// How deeply brackets, regions and types may nest.
pub const MAX_NESTING: usize = 256;

/// Lexical errors and runaway nesting, found before the grammar runs so
/// the grammar never recurses deeper than [`MAX_NESTING`].
pub fn check_tokens(src: &str, toks: &[Tok]) -> Option<Diagnostic> {
    let mut depth = 0usize;
    for t in toks {
        match t.kind {
            Kind::LParen | Kind::LBracket | Kind::LBrace | Kind::Less | Kind::FileMetadataBegin => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Some(Diagnostic::error(
                        Span::new(t.start, t.end(src)),
                        format!("nesting is too deep (more than {MAX_NESTING} levels)"),
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

