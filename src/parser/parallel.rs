//! Parsing a large module in two halves on two threads.
//!
//! A big file is one `module { ... }` holding thousands of functions, and
//! the grammar is the larger part of a round trip. The module body is cut at
//! an op boundary near its middle ([`find_cut`]); one thread parses the file
//! without the second half of the body, the other parses the file's header
//! (so it knows the aliases) followed by that second half, each into its own
//! [`Context`]. The second thread's ops are then moved into the module's
//! body: their token indices shifted back to the whole file's, their types,
//! attributes and identifiers imported into the first context
//! ([`Importer`]). The result is the syntax tree a single parse builds.
//!
//! Anything unusual — an error in either half, a cut that is not an op
//! boundary after all, a second half that is not a list of ops, identified
//! struct bodies that disagree — abandons the attempt, and the caller parses
//! the whole file on one thread, reporting errors as usual.

use chumsky::prelude::*;
use rustc_hash::FxHashMap;

use super::ast::{BlockAst, LocAst, OpAst, RegionAst, TokIdx, TopItem};
use super::grammar;
use super::state::PState;
use crate::ir::import::Importer;
use crate::ir::{Attr, Context};
use crate::lexer::{Kind, Tok};

/// Files with fewer tokens are parsed on one thread.
const PARALLEL_TOKENS: usize = 200_000;
/// The grammar recurses once per nesting level, like the tools' main thread.
const PARSE_THREAD_STACK: usize = 512 << 20;

/// Token positions of a cut: the `module` keyword, the first op of the
/// body's second half, and the body's closing brace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Cut {
    module: usize,
    split: usize,
    close: usize,
}

/// A successful two-thread parse: the top-level items and the attribute
/// aliases (location aliases may be defined after their uses).
pub(super) type Halves = (Vec<TopItem>, FxHashMap<Box<str>, Attr>);

/// Parses `toks` in two halves when the file is large and has the shape
/// for it; `None` means "parse it the usual way". `ctx` must be empty and
/// receives the interned values only on success.
pub(super) fn parse_halves(ctx: &mut Context, src: &str, toks: &[Tok], allow_unregistered: bool) -> Option<Halves> {
    if toks.len() < PARALLEL_TOKENS || !ctx.is_empty() || !crate::threads::enabled() {
        return None;
    }
    let cut = find_cut(src, toks)?;
    let mut first = Vec::with_capacity(cut.split + toks.len() - cut.close);
    first.extend_from_slice(&toks[..cut.split]);
    first.extend_from_slice(&toks[cut.close..]);
    let mut second = Vec::with_capacity(cut.module + cut.close - cut.split + 1);
    second.extend_from_slice(&toks[..cut.module]);
    second.extend_from_slice(&toks[cut.split..cut.close]);
    let at = toks[cut.close].start;
    second.push(Tok { kind: Kind::Eof, spaced: true, line_start: true, start: at, end: at });

    let (a, b) = std::thread::scope(|scope| {
        let other = std::thread::Builder::new()
            .stack_size(PARSE_THREAD_STACK)
            .spawn_scoped(scope, || parse_part(src, &second, allow_unregistered));
        let a = parse_part(src, &first, allow_unregistered);
        let b = match other {
            Ok(handle) => handle.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            Err(_) => None,
        };
        (a, b)
    });
    let (mut a_state, mut a_items) = a?;
    let (b_state, b_items) = b?;

    // Token indices back to the whole file's.
    let from_first = |i: TokIdx| if (i as usize) < cut.split { i } else { i + (cut.close - cut.split) as TokIdx };
    let from_second = |i: TokIdx| if (i as usize) < cut.module { i } else { i + (cut.split - cut.module) as TokIdx };
    for item in &mut a_items {
        if let TopItem::Op(op) = item {
            walk_op(op, &mut |s| if let Slot::Tok(t) = s { *t = from_first(*t) });
        }
    }
    // The second half's header items duplicate the first's; what follows
    // must be ops only (an alias or resource there would be an error in
    // the module body that a top-level parse accepts).
    let mut moved = Vec::new();
    for item in b_items {
        match item {
            TopItem::Op(op) if (op.toks.0 as usize) >= cut.module => moved.push(op),
            TopItem::Op(_) | TopItem::Alias => {}
            TopItem::Resources(_) => return None,
        }
    }
    if moved.is_empty() {
        return None;
    }
    let distinct = distinct_serials(&mut a_state, &b_state);
    let mut importer = Importer::new(&b_state.ctx, distinct);
    let mut failed = false;
    let to = &mut a_state.ctx;
    for op in &mut moved {
        walk_op(op, &mut |s| match s {
            Slot::Tok(t) => *t = from_second(*t),
            Slot::Type(t) => match importer.ty(to, *t) {
                Ok(m) => *t = m,
                Err(_) => failed = true,
            },
            Slot::Attr(a) => match importer.attr(to, *a) {
                Ok(m) => *a = m,
                Err(_) => failed = true,
            },
            Slot::Ident(id) => *id = importer.ident(to, *id),
        });
    }
    if failed {
        return None;
    }
    let body = module_body(&mut a_items, cut.module as TokIdx)?;
    body.ops.extend(moved);
    *ctx = a_state.ctx;
    Some((a_items, a_state.attr_aliases))
}

/// Runs the fast grammar over one part; `None` on any error.
fn parse_part(src: &str, toks: &[Tok], allow_unregistered: bool) -> Option<(PState, Vec<TopItem>)> {
    let mut state = chumsky::inspector::SimpleState(PState::new(Context::new(), allow_unregistered));
    let g = grammar::grammar::<grammar::FastEx>(src, toks);
    let (items, errors) = g.file.parse_with_state(toks, &mut state).into_output_errors();
    state.0.finish_structs();
    if !errors.is_empty() || !state.0.errors.is_empty() {
        return None;
    }
    Some((state.0, items?))
}

/// The second half's `distinct[N]` serials mapped to the first's: the same
/// N is the same attribute; an N only the second half uses gets a fresh one.
fn distinct_serials(a: &mut PState, b: &PState) -> FxHashMap<u32, u32> {
    let mut map = FxHashMap::default();
    for (n, &serial) in &b.distinct_ids {
        let mapped = match a.distinct_ids.get(n) {
            Some(&s) => s,
            None => {
                let s = a.ctx.fresh_distinct();
                a.distinct_ids.insert(*n, s);
                s
            }
        };
        map.insert(serial, mapped);
    }
    map
}

/// The single unlabeled block of the module op that starts at `module`.
fn module_body(items: &mut [TopItem], module: TokIdx) -> Option<&mut BlockAst> {
    let op = items.iter_mut().find_map(|i| match i {
        TopItem::Op(op) if op.toks.0 == module => Some(op),
        _ => None,
    })?;
    match op.regions.as_mut_slice() {
        [RegionAst { blocks, .. }] => match blocks.as_mut_slice() {
            [block] if block.label.is_none() => Some(block),
            _ => None,
        },
        _ => None,
    }
}

/// Where a large file's module body can be cut: the file's first top-level
/// `module` (or generic `"builtin.module"`) that starts a line, the `{`
/// ending its line, and among
/// the lines of the body that start an op at the body's own nesting level
/// (but the first) the one nearest the middle.
fn find_cut(src: &str, toks: &[Tok]) -> Option<Cut> {
    let is_module = |t: &Tok| match t.kind {
        Kind::BareId => t.text(src) == "module",
        Kind::String => t.text(src) == "\"builtin.module\"",
        _ => false,
    };
    let module = toks.iter().position(|t| t.line_start && is_module(t))?;
    // Only aliases come before: balanced braces, no file metadata.
    let header = &toks[..module];
    let opens = header.iter().filter(|t| t.kind == Kind::LBrace).count();
    let closes = header.iter().filter(|t| t.kind == Kind::RBrace).count();
    if opens != closes || header.iter().any(|t| t.kind == Kind::FileMetadataBegin) {
        return None;
    }
    // The body's `{` is the first brace at depth 0 that ends its line.
    let mut depth = 0i64;
    let mut open = None;
    for (i, t) in toks.iter().enumerate().skip(module + 1) {
        match t.kind {
            Kind::LBrace if depth == 0 && toks.get(i + 1).is_some_and(|n| n.line_start) => {
                open = Some(i);
                break;
            }
            Kind::LBrace => depth += 1,
            Kind::RBrace => depth -= 1,
            Kind::Eof => return None,
            _ => {}
        }
        if depth < 0 {
            return None;
        }
    }
    let open = open?;
    // Find the matching `}` and the op starts at the body's level.
    let (mut braces, mut others) = (0i64, 0i64);
    let mut starts = Vec::new();
    for (i, t) in toks.iter().enumerate().skip(open + 1) {
        if braces == 0 && others == 0 && t.line_start && matches!(t.kind, Kind::ValueId | Kind::BareId | Kind::String) {
            starts.push(i);
        }
        match t.kind {
            Kind::LBrace => braces += 1,
            Kind::RBrace if braces == 0 => {
                // The op start nearest the middle of the body, not its first op.
                let middle = (open + i) / 2;
                let split = starts.into_iter().skip(1).min_by_key(|&s| s.abs_diff(middle))?;
                return Some(Cut { module, split, close: i });
            }
            Kind::RBrace => braces -= 1,
            Kind::LParen | Kind::LBracket => others += 1,
            Kind::RParen | Kind::RBracket => others -= 1,
            Kind::Eof => return None,
            _ => {}
        }
    }
    None
}

/// One handle or token index inside an op's syntax tree.
enum Slot<'x> {
    Tok(&'x mut TokIdx),
    Type(&'x mut crate::ir::Type),
    Attr(&'x mut Attr),
    Ident(&'x mut crate::ir::Ident),
}

/// Visits every token index and interned handle of an op, nested ops too.
fn walk_op(op: &mut OpAst, f: &mut dyn FnMut(Slot<'_>)) {
    for (t, _) in &mut op.results {
        f(Slot::Tok(t));
    }
    f(Slot::Ident(&mut op.name));
    for u in &mut op.operands {
        f(Slot::Tok(&mut u.tok));
    }
    for s in &mut op.successors {
        f(Slot::Tok(s));
    }
    if let Some(p) = &mut op.properties {
        f(Slot::Attr(p));
    }
    f(Slot::Attr(&mut op.attrs));
    for t in op.inputs.iter_mut().chain(op.outputs.iter_mut()) {
        f(Slot::Type(t));
    }
    walk_loc(&mut op.loc, f);
    f(Slot::Tok(&mut op.toks.0));
    f(Slot::Tok(&mut op.toks.1));
    for r in &mut op.regions {
        f(Slot::Tok(&mut r.toks.0));
        f(Slot::Tok(&mut r.toks.1));
        for b in &mut r.blocks {
            if let Some(l) = &mut b.label {
                f(Slot::Tok(l));
            }
            for (t, ty, loc) in &mut b.args {
                f(Slot::Tok(t));
                f(Slot::Type(ty));
                walk_loc(loc, f);
            }
            for o in &mut b.ops {
                walk_op(o, f);
            }
        }
    }
}

fn walk_loc(loc: &mut Option<LocAst>, f: &mut dyn FnMut(Slot<'_>)) {
    match loc {
        Some(LocAst::Attr(a)) => f(Slot::Attr(a)),
        Some(LocAst::Alias(t)) => f(Slot::Tok(t)),
        None => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexer::lex;

    #[test]
    fn cuts_the_module_body_at_an_op_line_after_the_middle() {
        let src = "#a = #llvm.tbaa_root<>\nmodule attributes {x = 1} {\n  llvm.func @f() {\n    llvm.return\n  }\n  llvm.func @g()\n  llvm.func @h()\n}\n";
        let toks = lex(src);
        let cut = find_cut(src, &toks).expect("a cut");
        assert_eq!(toks[cut.module].text(src), "module");
        assert_eq!(toks[cut.close].kind, Kind::RBrace);
        assert_eq!(cut.close, toks.len() - 2);
        // Not inside @f's body: at `llvm.func` of @g or @h.
        assert_eq!(toks[cut.split].text(src), "llvm.func");
        assert!(toks[cut.split].start as usize > src.find("@f()").unwrap() + 20);
    }

    #[test]
    fn cuts_a_generic_module_too() {
        let src = "\"builtin.module\"() ({\n  \"llvm.func\"() ({\n  }) : () -> ()\n  \"llvm.func\"() ({\n  }) : () -> ()\n}) : () -> ()\n";
        let toks = lex(src);
        let cut = find_cut(src, &toks).expect("a cut");
        assert_eq!(toks[cut.split].text(src), "\"llvm.func\"");
        assert!(toks[cut.split].start as usize > src.find("}) :").unwrap());
        assert_eq!(toks[cut.close + 1].kind, Kind::RParen);
    }

    #[test]
    fn no_cut_without_a_module_or_with_one_op() {
        let src = "llvm.func @f()\nllvm.func @g()\n";
        assert_eq!(find_cut(src, &lex(src)), None);
        let src = "module {\n  llvm.func @f()\n}\n";
        assert_eq!(find_cut(src, &lex(src)), None);
    }
}
