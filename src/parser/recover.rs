//! Error recovery: every error of a file, each worded as MLIR words the
//! first one.
//!
//! MLIR's parser stops at its first error, and [`super::parse`] reports
//! that first failure the way `mlir-opt` does. To find the next one the
//! failed unit is blanked out (its bytes become spaces, so offsets, lines
//! and columns stay where they were) and the text is parsed again: each
//! later error is then exactly the error MLIR would report first on a file
//! without the earlier mistakes, so the same wording rules hold for all of
//! them and the fast path stays untouched on valid input.
//!
//! A unit is the operation holding the error, from its first token (its
//! results) to the next line that starts an operation, a block label, a
//! `}` or a top-level definition at the same brace depth: an operation
//! whose header fails goes with its regions. Removing it must not make
//! later text fail for its sake, so the names it defined (SSA values,
//! block labels in its item, aliases anywhere) are remembered: a later
//! "use of undeclared SSA value name" (or undefined block, or undefined
//! alias) on one of them is a cascade, not reported, and its unit goes
//! too. An error at the end of the file (a missing `}`) is one error: the
//! item left open is dropped whole.
//!
//! The items (top-level operations, or those of a lone top-level symbol
//! table such as `module { ... }`) that lost anything are `broken`: their
//! IR is incomplete, so the verifier leaves them out
//! ([`crate::verify::verify_except`]) and checks what parsed cleanly.

use rustc_hash::FxHashSet;

use super::{first_failure, parse, ParseOptions};
use crate::diag::Diagnostic;
use crate::ir::{Context, Module, Op};
use crate::lexer::{lex, Kind, Tok};

/// What a recovering parse found.
pub struct Recovered {
    /// The IR of what parsed, broken items included (their failed units
    /// left out); `None` when the error limit stopped the search.
    pub module: Option<Module>,
    /// The errors, in source order, each once.
    pub errors: Vec<Diagnostic>,
    /// The items of `module`'s top op that did not parse cleanly.
    pub broken: Vec<Op>,
}

/// Names a removed unit defined: the cascades they would cause are
/// recognised by them.
#[derive(Default)]
struct Removed {
    /// SSA values and block labels, with the byte range of the item
    /// they were defined in.
    local: Vec<(u32, u32, Box<str>)>,
    /// Attribute and type alias names (without `#`/`!`).
    aliases: FxHashSet<Box<str>>,
    /// Where units were removed, with the brace depth there.
    at: Vec<(u32, usize)>,
}

/// Parses `src`, reporting up to `limit` errors (at least one) and building
/// the IR of the rest. On valid input this is [`parse`] and nothing more.
pub fn parse_recovering(ctx: &mut Context, src: &str, opts: &ParseOptions, limit: usize) -> Recovered {
    let mut diags = match parse(ctx, src, opts) {
        Ok(module) => return Recovered { module: Some(module), errors: Vec::new(), broken: Vec::new() },
        Err(d) => d,
    };
    let limit = limit.max(1);
    let mut text = src.to_string();
    let mut removed = Removed::default();
    let mut errors: Vec<Diagnostic> = Vec::new();
    let mut seen_eof_error = false;
    loop {
        let toks = lex(&text);
        let mut first = first_failure(&text, diags);
        let Some(mut at) = first.first().and_then(|d| d.span).map(|s| s.start) else {
            // An error with no place: nothing to skip past.
            errors.extend(first);
            return finish(errors, None, &removed, &text, &toks);
        };
        let mut ei = eof_or_token(&text, &toks, at);
        // Whether an earlier error already stood for the end of the file:
        // the probe below may find this error inside the item left open and
        // still at the end (`%1` as its last line), and it must be reported.
        let eof_reported = seen_eof_error;
        if toks[ei].kind == Kind::Eof && !seen_eof_error {
            // A `}` missing: MLIR read on with the rest nested, and may
            // have failed there first (a header argument's name reused).
            if let Some((probe, inside)) = closed_probe(&text, &toks, ei, opts) {
                at = probe.first().and_then(|d| d.span).map_or(at, |s| s.start);
                ei = eof_or_token(&text, &toks, at);
                first = probe;
                seen_eof_error = inside;
            }
        }
        let at_eof = toks[ei].kind == Kind::Eof;
        if std::env::var_os("LLMIR_RECOVER_DEBUG").is_some() {
            eprintln!("--- {:?}\n{text}", first.iter().map(|d| (d.span, &d.message)).collect::<Vec<_>>());
        }
        let (a, b) = unit(&toks, failed_op_token(&text, &toks, ei, &first));
        let cascade = if at_eof {
            eof_reported
        } else {
            first.iter().all(|d| is_cascade(&text, &toks, d, &removed)) || emptied(&toks, a, b, &first, &removed)
        };
        if !cascade {
            // MLIR stops at one error (its notes attached): two uses of one
            // mistyped value on one line are one mistake, reported once.
            // Its generated attribute parsers add their own errors to an
            // inner one as they give up: those come with it.
            let mut first = first.into_iter();
            errors.extend(first.next());
            errors.extend(first.filter(|d| wraps_attribute_error(&d.message)));
            if errors.len() >= limit {
                errors.truncate(limit);
                return finish(errors, None, &removed, &text, &toks);
            }
        }
        seen_eof_error |= at_eof;
        if !toks[a..b].iter().any(|t| t.kind != Kind::Eof) {
            // Nothing left to remove (should not happen): stop rather than loop.
            return finish(errors, None, &removed, &text, &toks);
        }
        remember(&text, &toks, a, b, &mut removed);
        let (start, end) = (toks[a].start as usize, toks[b].start as usize);
        blank(&mut text, start, end);
        let mut fresh = Context::new();
        match parse(&mut fresh, &text, opts) {
            Ok(module) => {
                *ctx = fresh;
                let toks = lex(&text);
                return finish(errors, Some(module), &removed, &text, &toks);
            }
            Err(d) => diags = d,
        }
    }
}

/// The token to find the failed unit from: the error's own, except for a
/// custom op's message MLIR places where the op's parser then stood (the
/// next line's first token, after `llvm.shufflevector`'s type, say): the
/// unit is then the op named in the message, the nearest one before.
/// Removing the next line instead would only move the same error on.
fn failed_op_token(text: &str, toks: &[Tok], ei: usize, first: &[Diagnostic]) -> usize {
    let Some(name) = first.first().and_then(|d| d.message.strip_prefix("custom op '")).and_then(|m| m.split_once('\'')).map(|m| m.0) else {
        return ei;
    };
    if toks[ei].kind == Kind::Eof || !toks[ei].line_start() {
        return ei;
    }
    // A custom op's form is a few lines at most.
    const LOOK_BACK: usize = 4096;
    (ei.saturating_sub(LOOK_BACK)..ei).rev().find(|&i| toks[i].kind == Kind::BareId && toks[i].text(text) == name).unwrap_or(ei)
}

/// The errors MLIR's generated attribute parsers emit after an inner one
/// while backing out (`failed to parse <Attr> parameter ...`).
fn wraps_attribute_error(message: &str) -> bool {
    (message.starts_with("failed to parse ") && message.contains(" parameter '"))
        || message == "expected a parameter name in struct"
        || message == "expected integer operand"
}

/// Sorts and deduplicates the errors and finds the broken items.
fn finish(mut errors: Vec<Diagnostic>, module: Option<Module>, removed: &Removed, text: &str, toks: &[Tok]) -> Recovered {
    errors.sort_by_key(|d| d.span.map(|s| s.start));
    errors.dedup_by(|a, b| a.span == b.span && a.message == b.message);
    let broken = match &module {
        Some(m) => broken_items(m, removed, text, toks),
        None => Vec::new(),
    };
    Recovered { module, errors, broken }
}

/// The index of the token holding byte `at` (or the last one before it).
fn token_at(toks: &[Tok], at: u32) -> usize {
    toks.partition_point(|t| t.start <= at).saturating_sub(1)
}

/// [`token_at`], or the end of file for a point after the last token
/// (where MLIR reports what it expected at the end).
fn eof_or_token(text: &str, toks: &[Tok], at: u32) -> usize {
    let i = token_at(toks, at);
    match toks.get(i + 1) {
        // Inside the last token: MLIR's one character back from an end of
        // file without a final newline.
        Some(next) if next.kind == Kind::Eof && (at >= toks[i].end(text) || at > toks[i].start) => i + 1,
        _ => i,
    }
}

/// Replaces `text[start..end]` by spaces, keeping line breaks.
fn blank(text: &mut String, start: usize, end: usize) {
    // Safe for UTF-8: every byte of a multi-byte character is replaced by
    // an ASCII space, and line breaks are ASCII.
    let bytes = unsafe { text.as_bytes_mut() };
    for b in &mut bytes[start..end] {
        if *b != b'\n' && *b != b'\r' {
            *b = b' ';
        }
    }
}

fn opens(k: Kind) -> bool {
    matches!(k, Kind::LParen | Kind::LBracket)
}

fn closes(k: Kind) -> bool {
    matches!(k, Kind::RParen | Kind::RBracket | Kind::RBracketX)
}

/// A line-start token that begins an operation, a block label or a
/// top-level definition, rather than continuing the previous line's
/// operation (after `,`, `(`, `=`, `:`, `->`, ...).
fn starts_unit(toks: &[Tok], i: usize) -> bool {
    let t = toks[i];
    if !t.line_start() {
        return false;
    }
    let continues = i > 0
        && matches!(
            toks[i - 1].kind,
            Kind::Comma | Kind::LParen | Kind::LBracket | Kind::Less | Kind::Equal | Kind::Colon | Kind::Arrow | Kind::ColonColon
        );
    if continues {
        return false;
    }
    match t.kind {
        Kind::ValueId | Kind::String | Kind::BareId | Kind::CaretId | Kind::RBrace | Kind::FileMetadataBegin => true,
        Kind::HashId | Kind::BangId => toks.get(i + 1).is_some_and(|n| n.kind == Kind::Equal),
        _ => false,
    }
}

/// A `{` that opens a region: its first token starts a line (or is a
/// block label), where an attribute dictionary goes on.
fn opens_region(toks: &[Tok], i: usize) -> bool {
    toks.get(i + 1).is_some_and(|n| n.line_start() || n.kind == Kind::CaretId || n.kind == Kind::RBrace)
}

/// The tokens `[a, b)` of the unit that failed at token `ei`.
fn unit(toks: &[Tok], ei: usize) -> (usize, usize) {
    if toks[ei].kind == Kind::Eof {
        return unclosed_item(toks, ei);
    }
    let a = if starts_unit(toks, ei) { ei } else { unit_start(toks, ei) };
    let mut depth = 0usize;
    let mut j = a;
    loop {
        let t = toks[j];
        if t.kind == Kind::Eof {
            return (a, j);
        }
        if j > ei && depth == 0 && starts_unit(toks, j) {
            return (a, j);
        }
        match t.kind {
            Kind::LBrace => depth += 1,
            Kind::RBrace if depth == 0 && j > a => return (a, j),
            Kind::RBrace => depth = depth.saturating_sub(1),
            _ => {}
        }
        j += 1;
    }
}

/// The first token of the operation holding token `ei`: the nearest
/// line-start unit token before it outside any bracket it is not inside
/// of, within the region holding it.
fn unit_start(toks: &[Tok], ei: usize) -> usize {
    let (mut parens, mut braces) = (0usize, 0usize);
    let mut i = ei;
    loop {
        let t = toks[i];
        if closes(t.kind) && i != ei {
            parens += 1;
        } else if opens(t.kind) {
            parens = parens.saturating_sub(1);
        } else if t.kind == Kind::RBrace && i != ei {
            braces += 1;
        } else if t.kind == Kind::LBrace {
            if braces == 0 && opens_region(toks, i) {
                // The region holding the error: its first operation line
                // at or before the error was not found, so it is the
                // error's own line.
                return (i + 1).min(ei);
            }
            braces = braces.saturating_sub(1);
        }
        if parens == 0 && braces == 0 && starts_unit(toks, i) {
            return i;
        }
        if i == 0 {
            return 0;
        }
        i -= 1;
    }
}

/// For an error at the end of the file: the item (or operation) left
/// open, from its first token to the end.
fn unclosed_item(toks: &[Tok], eof: usize) -> (usize, usize) {
    let mut open: Vec<usize> = Vec::new();
    for (i, t) in toks[..eof].iter().enumerate() {
        match t.kind {
            Kind::LBrace => open.push(i),
            Kind::RBrace => {
                open.pop();
            }
            _ => {}
        }
    }
    match open.first() {
        Some(&brace) => (unit_start(toks, brace.saturating_sub(1)), eof),
        // Nothing open: the last operation ended early.
        None if eof > 0 => (unit_start(toks, eof - 1), eof),
        None => (eof, eof),
    }
}

/// For an error at the end of the file with braces left open: the first
/// failure of the text with them closed, when it comes before the end,
/// and whether it lies in the item left open (then it is what MLIR
/// reports for the missing brace, and the end-of-file error goes).
fn closed_probe(text: &str, toks: &[Tok], eof: usize, opts: &ParseOptions) -> Option<(Vec<Diagnostic>, bool)> {
    let open = toks[..eof].iter().fold(0isize, |d, t| match t.kind {
        Kind::LBrace => d + 1,
        Kind::RBrace => d - 1,
        _ => d,
    });
    if open <= 0 {
        return None;
    }
    let mut probe = String::with_capacity(text.len() + open as usize + 1);
    probe.push_str(text);
    probe.push('\n');
    probe.extend(std::iter::repeat_n('}', open as usize));
    let diags = parse(&mut Context::new(), &probe, opts).err()?;
    let first = first_failure(&probe, diags);
    let at = first.first()?.span?.start;
    if at as usize >= text.len() {
        return None;
    }
    let (item, _) = unclosed_item(toks, eof);
    Some((first, at >= toks[item].start))
}

/// The brace depth before token `i`.
fn depth_at(toks: &[Tok], i: usize) -> usize {
    let mut d = 0usize;
    for t in &toks[..i] {
        match t.kind {
            Kind::LBrace => d += 1,
            Kind::RBrace => d = d.saturating_sub(1),
            _ => {}
        }
    }
    d
}

/// The byte range of the item holding token `i`: from the last unit start
/// at depth `item_depth` up to the next one.
fn item_range(toks: &[Tok], i: usize, item_depth: usize) -> (u32, u32) {
    let mut d = 0usize;
    let mut start = 0u32;
    let mut end = u32::MAX;
    for (j, t) in toks.iter().enumerate() {
        if d == item_depth && starts_unit(toks, j) && t.kind != Kind::RBrace {
            if j <= i {
                start = t.start;
            } else {
                end = t.start;
                break;
            }
        }
        match t.kind {
            Kind::LBrace => d += 1,
            Kind::RBrace => d = d.saturating_sub(1),
            _ => {}
        }
    }
    (start, end)
}

/// The depth of a file's items: 1 inside a lone top-level symbol table
/// (`module { ... }`), else 0.
fn item_depth(text: &str, toks: &[Tok]) -> usize {
    let mut starts = 0;
    let mut first = None;
    let mut d = 0usize;
    for (j, t) in toks.iter().enumerate() {
        if d == 0 && starts_unit(toks, j) && t.kind != Kind::RBrace {
            starts += 1;
            first.get_or_insert(j);
        }
        match t.kind {
            Kind::LBrace => d += 1,
            Kind::RBrace => d = d.saturating_sub(1),
            _ => {}
        }
    }
    let Some(first) = first.filter(|_| starts == 1) else { return 0 };
    let t = toks[first];
    let info = match t.kind {
        Kind::BareId => crate::ods::lookup_custom(t.text(text)),
        Kind::String => t.text(text).get(1..t.text(text).len() - 1).and_then(crate::ods::lookup),
        _ => None,
    };
    usize::from(info.is_some_and(|i| i.def.has(crate::ods::opdef::traits::SYMBOL_TABLE)))
}

/// Records what the unit `[a, b)` defined.
fn remember(text: &str, toks: &[Tok], a: usize, b: usize, removed: &mut Removed) {
    let depth = depth_at(toks, a);
    removed.at.push((toks[a].start, depth));
    let (lo, hi) = item_range(toks, a, item_depth(text, toks));
    let mut results = false;
    for i in a..b {
        let t = toks[i];
        let next = toks.get(i + 1).map(|n| n.kind);
        if t.line_start() {
            results = t.kind == Kind::ValueId;
        }
        match t.kind {
            Kind::ValueId if results || matches!(next, Some(Kind::Colon | Kind::Equal)) => {
                removed.local.push((lo, hi, t.text(text).into()));
            }
            Kind::CaretId if t.line_start() => removed.local.push((lo, hi, t.text(text).into())),
            Kind::HashId | Kind::BangId if t.line_start() && next == Some(Kind::Equal) => {
                removed.aliases.insert(t.text(text)[1..].into());
            }
            Kind::Equal => results = false,
            _ => {}
        }
    }
}

/// A diagnostic caused by a unit removed earlier: a use of a name only it
/// defined.
fn is_cascade(text: &str, toks: &[Tok], d: &Diagnostic, removed: &Removed) -> bool {
    let Some(span) = d.span else { return false };
    let t = toks[token_at(toks, span.start)];
    let name = t.text(text);
    // A grammar failure at an alias that was removed (MLIR says
    // "undefined symbol alias id" there; the type or attribute grammar
    // may word it otherwise).
    let i = token_at(toks, span.start);
    let alias_gone = |t: &Tok| matches!(t.kind, Kind::HashId | Kind::BangId) && removed.aliases.contains(&t.text(text)[1..]);
    if alias_gone(&toks[i]) || toks.get(i + 1).is_some_and(|n| span.start >= toks[i].end(text) && alias_gone(n)) {
        return true;
    }
    let local = |name: &str| removed.local.iter().any(|(lo, hi, n)| (*lo..*hi).contains(&span.start) && &**n == name);
    // A label that became the first thing of a region with named
    // arguments because the ops before it were removed.
    if d.message == "invalid block name in region with named arguments" {
        let open = text.as_bytes()[..span.start as usize].iter().rposition(|b| !b.is_ascii_whitespace());
        return open.is_some_and(|o| removed.at.iter().any(|&(at, _)| (o as u32) < at && at < span.start));
    }
    match d.message.as_str() {
        "use of undeclared SSA value name" | "reference to an undefined block" => local(name),
        "operation location alias was never defined" => name.get(1..).is_some_and(|n| removed.aliases.contains(n)),
        m => m
            .strip_prefix("undefined symbol alias id '")
            .and_then(|r| r.strip_suffix('\''))
            .is_some_and(|n| removed.aliases.contains(n)),
    }
}

/// Messages of name resolution, which a removed unit inside an op does not
/// cause.
const RESOLUTION: [&str; 3] = ["use of undeclared SSA value name", "reference to invalid result number", "reference to an undefined block"];

/// An error of an op that holds a unit removed earlier (a function whose
/// body lost its only op, say): the op failed because of that removal.
fn emptied(toks: &[Tok], a: usize, b: usize, first: &[Diagnostic], removed: &Removed) -> bool {
    let (lo, hi) = (toks[a].start, toks[b].start);
    removed.at.iter().any(|&(at, _)| lo < at && at < hi)
        && first.iter().all(|d| !RESOLUTION.contains(&d.message.as_str()) && !d.message.starts_with("use of value"))
}

/// The items of the module's top op that lost a unit.
fn broken_items(module: &Module, removed: &Removed, text: &str, toks: &[Tok]) -> Vec<Op> {
    let depth = item_depth(text, toks);
    let mut ranges: Vec<(u32, u32)> = Vec::new();
    for &(at, d) in &removed.at {
        if d > depth {
            let i = token_at(toks, at);
            ranges.push(item_range(toks, i, depth));
        }
    }
    if ranges.is_empty() {
        return Vec::new();
    }
    let body = &module.body;
    let mut out = Vec::new();
    for &r in &body.op(module.top).regions {
        for &b in &body.region(r).blocks {
            for &op in &body.block(b).ops {
                let s = body.op(op).span.start;
                if ranges.iter().any(|&(lo, hi)| (lo..hi).contains(&s)) {
                    out.push(op);
                }
            }
        }
    }
    out
}

/// A recovering parse's errors and, when they are not already `limit`
/// many, the verifier's diagnostics on the items that parsed cleanly: all
/// in source order (the verifier's own order kept where it gives several).
pub fn with_verifier(ctx: &Context, found: &Recovered, limit: usize) -> Vec<Diagnostic> {
    let mut diags = found.errors.clone();
    if let Some(module) = &found.module {
        if diags.len() < limit {
            // An op around a syntax error lost what failed inside it (a
            // generic `"builtin.module"() ({...})` whose only op went is
            // left without a block): what the verifier says of it follows
            // from the error.
            let around_error = |d: &Diagnostic| {
                let Some(op) = d.subject.filter(|&i| (i as usize) < module.body.ops.len()) else { return false };
                let span = module.body.op(Op(op)).span;
                found.errors.iter().filter_map(|e| e.span).any(|e| span.start <= e.start && e.start < span.end)
            };
            diags.extend(crate::verify::verify_except(ctx, module, &found.broken).into_iter().filter(|d| !around_error(d)));
        }
    }
    diags.sort_by_key(|d| d.span.map(|s| s.start));
    diags
}
