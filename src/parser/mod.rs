//! The parser: tokens (from [`crate::lexer`]) → chumsky grammar
//! ([`grammar`]) → syntax tree ([`ast`]) → IR ([`build`]).
//!
//! The engine names no op: custom forms are read by interpreting the op's
//! assembly format (`custom_op`), and what a dialect writes by hand (whole
//! forms, `custom<...>` directives, type inference rules, attribute checks)
//! is registered in its rows of [`api`] and found through the registry.
//! Layers, each using only those before it: `ast`, `state`, `op_parse`,
//! `extra` (flavours, hook type), `cursor`, `function`, `infer`, types and
//! attribute values, `custom_op`, `attributes`, `operations`, `grammar`.
//!
//! Parsing never panics: every problem becomes a [`Diagnostic`] with a span.
//! [`parse`] reports MLIR's first failure; [`parse_recovering`]
//! ([`recover`]) goes on to every error of a file.

pub mod api;
pub mod ast;
mod attributes;
pub(crate) mod attr_values;
pub mod build;
mod builtin_types;
mod checks;
mod cursor;
mod custom_op;
mod dense;
mod extra;
mod function;
pub mod grammar;
mod infer;
mod knot;
mod legacy_ir;
pub mod legacy_type;
pub mod literals;
mod llvm_types;
mod op_memo;
mod op_parse;
mod operations;
mod parallel;
pub mod recover;
pub mod state;
mod use_types;

pub use checks::{nesting_limit, MAX_NESTING, SMALL_STACK_NESTING};
pub use recover::{parse_recovering, Recovered};

use chumsky::error::RichReason;
use chumsky::prelude::*;

use crate::diag::{Diagnostic, Span};
use crate::ir::{Context, Module};
use crate::lexer::{lex, Kind, Tok};
use ast::TokIdx;
use chumsky::span::SimpleSpan;
use state::PState;

/// From this size on, a file's tokens are given back as its functions are
/// built (see [`crate::lexer::TokenRelease`]).
const DISCARD_TOKENS_BYTES: usize = 1 << 20;

/// How many errors one file reports at most.
pub const MAX_ERRORS: usize = 100;

#[derive(Clone, Debug, Default)]
pub struct ParseOptions {
    pub allow_unregistered: bool,
    /// A large file read on two threads is verified as it is read (see
    /// `parallel`), for a caller that verifies it with
    /// `verify::verify_parsed` right after: its ops are then not walked
    /// again. Costs a thread's work for any other caller.
    pub verify_while_reading: bool,
}

/// Parses one source text into a module. On failure the context still
/// holds whatever was interned; it stays usable.
pub fn parse(ctx: &mut Context, src: &str, opts: &ParseOptions) -> Result<Module, Vec<Diagnostic>> {
    let parsed = parse_text(ctx, src, opts);
    // Once parsed, a large input's text is read only for diagnostics: a
    // file that was mapped gives its pages back (they are read again from
    // the file if needed).
    if parsed.is_ok() {
        crate::allocator::release_mapped(src.as_bytes());
    }
    parsed
}

fn parse_text(ctx: &mut Context, src: &str, opts: &ParseOptions) -> Result<Module, Vec<Diagnostic>> {
    if let Some(module) = parallel::parse_module(ctx, src, opts) {
        crate::timeline::mark("parallel parse returned");
        return Ok(module);
    }
    let mut toks = lex(src);
    if let Some(d) = checks::check_tokens(src, &toks, checks::nesting_limit()) {
        return Err(vec![d]);
    }
    // Fast pass: errors carry nothing, so backtracking is cheap. Only a file
    // that fails is parsed again with rich errors for its diagnostics.
    let fast_pass = |ctx: &mut Context, toks: &[Tok], prebuild: bool, discard: bool| {
        let fast = grammar::grammar::<grammar::FastEx>(src, toks);
        let owned = std::mem::take(ctx);
        let mut state = chumsky::inspector::SimpleState(PState::new(owned, opts.allow_unregistered));
        state.0.prebuild = prebuild;
        state.0.token_release = discard.then(Default::default);
        if prebuild {
            state.0.prebuilt.body.reserve_for_source(src.len());
        }
        let (items, errors) = fast.file.parse_with_state(toks, &mut state).into_output_errors();
        state.0.finish_structs();
        let PState { ctx: owned, attr_aliases, errors: late, prebuilt, prebuild_failed, token_release, .. } = state.0;
        let tokens_discarded = token_release.is_some_and(|r| r.any);
        *ctx = owned;
        let ok = errors.is_empty() && late.is_empty() && items.is_some();
        (ok, items, attr_aliases, prebuilt, prebuild_failed, tokens_discarded)
    };
    // A large file's tokens are given back as its functions are built; any
    // path but the plain success lexes it again first.
    let discard = src.len() >= DISCARD_TOKENS_BYTES;
    let (mut ok, mut items, mut attr_aliases, mut prebuilt, failed, discarded) = fast_pass(ctx, &toks, true, discard);
    let sees_names = |items: &[ast::TopItem]| build::prebuilt_sees_names(items.iter().filter_map(ast::TopItem::op), false);
    let rerun = ok && (failed || (!prebuilt.is_empty() && items.as_deref().is_some_and(sees_names)));
    if discarded && (!ok || rerun) {
        toks = lex(src);
    }
    let toks = toks;
    // A function that could not be built on its own (see `build::prebuild`)
    // is built with the rest: the file is read again.
    if rerun {
        (ok, items, attr_aliases, prebuilt, _, _) = fast_pass(ctx, &toks, false, false);
    }
    let (items, attr_aliases) = if ok {
        (items, attr_aliases)
    } else {
        prebuilt = state::Prebuilt::default();
        let owned = std::mem::take(ctx);
        let mut state = chumsky::inspector::SimpleState(PState::new(owned, opts.allow_unregistered));
        let rich = grammar::grammar::<grammar::RichEx>(src, &toks);
        let (items, errors) = rich.file.parse_with_state(&toks[..], &mut state).into_output_errors();
        state.0.finish_structs();
        let PState { ctx: owned, attr_aliases, errors: late, errors_after_previous, errors_at_byte, op_errors, .. } = state.0;
        *ctx = owned;
        if !errors.is_empty() || !late.is_empty() {
            let mut diags: Vec<Diagnostic> = errors.iter().map(|e| rich_to_diag(src, &toks, e)).collect();
            prefer_op_errors(src, &toks, &op_errors, &mut diags);
            let at_byte = |i: usize| errors_at_byte.iter().find(|e| e.0 == i).map(|e| e.1);
            diags.extend(late.iter().enumerate().map(|(i, (sp, msg))| match toks.get(sp.start) {
                _ if at_byte(i).is_some() => Diagnostic::error(Span::point(at_byte(i).unwrap_or_default()), msg.clone()),
                Some(t) if errors_after_previous.contains(&i) => Diagnostic::error(wrong_token_at(src, t.start), msg.clone()),
                _ => rich_to_diag(src, &toks, &Rich::custom(*sp, msg)),
            }));
            diags.sort_by_key(|d| d.span.map(|s| s.start));
            diags.dedup_by(|a, b| a.span == b.span && a.message == b.message);
            diags.truncate(MAX_ERRORS);
            return Err(diags);
        }
        (items, attr_aliases)
    };
    if prebuilt.is_empty() {
        return build_items(ctx, src, &toks, &attr_aliases, items.unwrap_or_default(), prebuilt);
    }
    match build_items(ctx, src, &toks, &attr_aliases, items.unwrap_or_default(), prebuilt) {
        Ok(module) => Ok(module),
        // Errors are reported as a build without prebuilt functions finds them.
        Err(_) => {
            let toks = if discarded && !rerun { lex(src) } else { toks };
            let (_, items, attr_aliases, _, _, _) = fast_pass(ctx, &toks, false, false);
            build_items(ctx, src, &toks, &attr_aliases, items.unwrap_or_default(), state::Prebuilt::default())
        }
    }
}

/// The IR of a file's top-level items.
fn build_items(
    ctx: &mut Context,
    src: &str,
    toks: &[Tok],
    attr_aliases: &rustc_hash::FxHashMap<Box<str>, crate::ir::Attr>,
    items: Vec<ast::TopItem>,
    prebuilt: state::Prebuilt,
) -> Result<Module, Vec<Diagnostic>> {
    let (ops, resources) = ast::split_items(items);
    let builder = build::Builder::new(ctx, src, toks, attr_aliases).with_prebuilt(prebuilt);
    builder.module(ops, resources)
}

/// The errors MLIR's parser would give for a file llmir reports `diags`
/// for: MLIR stops at its first failure, so only the diagnostics on the
/// line of the first one (a failure can bring two or three messages, all
/// there) stay. `--verify-diagnostics` compares against exactly those;
/// otherwise llmir reports every error it found.
pub fn first_failure(src: &str, mut diags: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let line_of = |d: &Diagnostic| d.span.map(|s| src.as_bytes()[..(s.start as usize).min(src.len())].iter().filter(|&&b| b == b'\n').count());
    diags.sort_by_key(|d| d.span.map(|s| s.start));
    let Some(first) = diags.first().map(line_of) else { return diags };
    diags.retain(|d| line_of(d) == first);
    diags
}

/// An op whose custom form failed with its own message reports that
/// message (MLIR's `custom op 'name' ...`); grammar errors on the lines
/// from the op's start to the line after that message came from
/// alternatives the grammar tried and are dropped (MLIR stops at the
/// first error; later lines keep theirs).
fn prefer_op_errors(
    src: &str,
    toks: &[Tok],
    op_errors: &[(TokIdx, SimpleSpan, String, state::ErrStyle)],
    diags: &mut Vec<Diagnostic>,
) {
    // Line numbers by binary search: a broken file can have thousands of
    // these errors, each filtering every diagnostic.
    let newlines: Vec<u32> = src.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i as u32).collect();
    let line_of = |byte: u32| newlines.partition_point(|&n| n < byte.min(src.len() as u32));
    // (op's name token, token of its error) of the op errors kept so far.
    let mut failed: Vec<(usize, usize)> = Vec::new();
    for (name_tok, span, msg, style) in op_errors {
        // An op that starts where an earlier op already failed was read by
        // an alternative after that failure (`} xx {` where scf.while wanted
        // `do`): MLIR stopped at the earlier op's error.
        let name = *name_tok as usize;
        // The same op read again by an alternative after it failed: its
        // first failure is MLIR's (`custom op 'x' ...` once, not once per
        // attempt).
        if failed.iter().any(|&(n, at)| n == name || (n < name && at <= name)) {
            continue;
        }
        failed.push((name, span.start));
        // MLIR reports a missing token after the previous one when the
        // token found starts a new line (`emitWrongTokenError`).
        let mut d = rich_to_diag(src, toks, &Rich::custom(*span, msg));
        if msg.starts_with("Dialect `' not found for custom op") {
            d = d.with_note_here(registered_dialects_note());
        }
        if let Some(t) = toks.get(span.start) {
            match style {
                state::ErrStyle::WrongToken => d.span = Some(wrong_token_at(src, t.start)),
                state::ErrStyle::LastChar => d.span = Some(Span::point(t.end(src).saturating_sub(1))),
                _ => {}
            }
        }
        let Some(first) = toks.get(*name_tok as usize).map(|t| line_of(t.start)) else { continue };
        // The region around the op wanted an op where this one failed: its
        // "expected operation" is put right after the token before the op.
        let before_op = toks.get(*name_tok as usize).map(|t| wrong_token_at(src, t.start).start);
        diags.retain(|g| g.span.map(|s| s.start) != before_op || g.message != "expected operation name in quotes");
        // The next line too: alternatives that read past the failed op
        // (a function type's results, say) leave errors at its first token.
        let last = d.span.map(|s| line_of(s.start)).unwrap_or(first) + 1;
        diags.retain(|g| g.span.is_none_or(|s| !(first..=last).contains(&line_of(s.start))));
        diags.push(d);
    }
}

/// MLIR's note to an op name it found no dialect for: the dialects there
/// are (llmir's, in MLIR's order: by name).
fn registered_dialects_note() -> String {
    let mut names: Vec<&str> = crate::ods::registry::dialects().iter().map(|d| d.name).collect();
    names.sort_unstable();
    format!(
        "Registered dialects: {} ; for more info on dialect registration see \
         https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
        names.join(", ")
    )
}

/// Where MLIR reports a token it did not expect (`emitWrongTokenError`):
/// just after the text before it on its line; for a token that starts a
/// line, at the end of the last line above with anything but blanks and a
/// `//` comment (MLIR takes the first `//` of a line for a comment's
/// start, even inside a string); at the token when nothing precedes it.
/// (The end of a file without a final newline is one character early.)
fn wrong_token_at(src: &str, token_start: u32) -> Span {
    // At the end of the file MLIR first steps back one character.
    let token_start = if token_start as usize >= src.len() { token_start.saturating_sub(1) } else { token_start };
    let original = Span::point(token_start);
    let mut before = &src.as_bytes()[..(token_start as usize).min(src.len())];
    loop {
        while let [rest @ .., b' ' | b'\t'] = before {
            before = rest;
        }
        match before.last() {
            None => return original,
            Some(b'\n' | b'\r') => {}
            Some(_) => return Span::point(before.len() as u32),
        }
        before = &before[..before.len() - 1];
        let line_start = before.iter().rposition(|&b| b == b'\n' || b == b'\r').unwrap_or(0);
        if let Some(comment) = before[line_start..].windows(2).position(|w| w == b"//") {
            before = &before[..line_start + comment];
        }
    }
}

/// Describes a token the way MLIR's messages quote them.
fn describe(src: &str, t: &Tok) -> String {
    match t.kind {
        Kind::Eof => "end of file".into(),
        _ => format!("'{}'", t.text(src)),
    }
}

fn rich_to_diag(src: &str, toks: &[Tok], e: &Rich<'_, Tok>) -> Diagnostic {
    let sp = e.span();
    let first = toks.get(sp.start).or(toks.last()).copied().unwrap();
    let last = toks.get(sp.end.saturating_sub(1).max(sp.start)).copied().unwrap_or(first);
    let span = Span::new(first.start, last.end(src).max(first.start));
    let msg = match e.reason() {
        RichReason::Custom(m) => m.to_string(),
        RichReason::ExpectedFound { expected, found } => {
            let mut exp: Vec<String> = expected
                .iter()
                .filter_map(|p| match p {
                    chumsky::error::RichPattern::Label(l) => Some(l.to_string()),
                    chumsky::error::RichPattern::Token(t) => Some(describe(src, t)),
                    chumsky::error::RichPattern::EndOfInput => Some("end of input".into()),
                    _ => None,
                })
                .collect();
            exp.sort();
            exp.dedup();
            if std::env::var_os("LLMIR_RECOVER_DEBUG").is_some() {
                eprintln!("expected {exp:?}");
            }
            // MLIR names what it wanted where it stopped, and says so just
            // after the token before (`emitWrongTokenError`).
            let at = toks.get(sp.start).map(|t| wrong_token_at(src, t.start));
            match (mlir_expected(&exp), at) {
                (Some(m), Some(at)) => return Diagnostic::error(at, m),
                _ => {}
            }
            let found = match found {
                Some(t) => describe(src, t),
                None => "end of input".into(),
            };
            if exp.is_empty() {
                format!("unexpected {found}")
            } else {
                format!("expected {}, found {found}", exp.join(" or "))
            }
        }
    };
    Diagnostic::error(span, msg)
}

/// MLIR's message for a grammar failure that wanted one of `exp` (the
/// labels of the alternatives tried), where MLIR's parser has one: an
/// operation (`parseOperation`), a type (`parseType`), an attribute
/// (`parseAttribute`), or one token (`parseToken`).
fn mlir_expected(exp: &[String]) -> Option<String> {
    let has = |l: &str| exp.iter().any(|e| e == l);
    if has("operation") {
        return Some("expected operation name in quotes".into());
    }
    // A list, after an element (`parseCommaSeparatedList`); a dictionary
    // says which list it is.
    if has("','") && has(llvm_types::PAREN_LIST_CLOSE) {
        return Some("expected ')'".into());
    }
    if has("','") && has(attributes::DICT_CLOSE) {
        return Some(format!("expected {}", attributes::DICT_CLOSE));
    }
    // A builtin type's closing `>` where no type may start instead.
    if !has("type") {
        if has(builtin_types::GREATER_IN_MEMREF) {
            return Some("expected ',' or '>' in memref type".into());
        }
        let closers = [builtin_types::GREATER_IN_COMPLEX, builtin_types::GREATER_IN_TUPLE, builtin_types::GREATER_IN_VECTOR, builtin_types::GREATER_IN_TENSOR];
        if let Some(close) = closers.into_iter().find(|c| has(c)) {
            return Some(format!("expected {close}"));
        }
    }
    if has(operations::BLOCK_NAME_COLON) {
        return Some(format!("expected {}", operations::BLOCK_NAME_COLON));
    }
    if has("','") {
        if let Some(close) = ["']'", "')'", "'>'", "'}'"].into_iter().find(|c| has(c)) {
            return Some(format!("expected ',' or {close}"));
        }
    }
    if has("attribute name") {
        return Some("expected attribute name".into());
    }
    // A generic op's operand list (`parseOptionalSSAUseList`).
    if has("')' to end operand list") && exp.iter().all(|e| matches!(e.as_str(), "')' to end operand list" | "','" | "SSA value")) {
        return Some("expected ')' to end operand list".into());
    }
    // A result name not followed by `=` (`parseOperation`).
    if exp == ["','", "':'", "'='"] {
        return Some("expected '=' after SSA name".into());
    }
    // An operand where the list may also end (`parseOperand`).
    if has("SSA value") && exp.iter().all(|e| matches!(e.as_str(), "SSA value" | "')'" | "']'")) {
        return Some("expected SSA operand".into());
    }
    if has("type") {
        return Some("expected non-function type".into());
    }
    if has("attribute") {
        return Some("expected attribute value".into());
    }
    match exp {
        [one] if one.starts_with('\'') || one == "integer number of results" => Some(format!("expected {one}")),
        _ => None,
    }
}
