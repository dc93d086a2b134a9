//! Reading a large module in two halves on two threads, from text to IR.
//!
//! A big file is one `module { ... }` holding thousands of functions. A
//! look at the file's first lines ([`plan`]) finds the module and its body;
//! then each thread lexes, parses and builds its half on its own, into its
//! own [`Context`] and [`Body`]:
//!
//! - the first thread lexes the file up to its middle, finds from those
//!   tokens and a byte scan the first line after the middle that starts an
//!   op at the body's own level ([`find_split`]), and tells the second
//!   thread; it then reads up to that line, then the body's closing brace
//!   and whatever follows it (trailing location aliases, resources);
//! - the second thread lexes the file's header (the alias definitions
//!   before `module`) and, meanwhile, the file from the middle; it drops
//!   the tokens before the cut, finds the body's closing brace (telling the
//!   first thread where its tail starts) and keeps only the alias
//!   definitions after the module op, so the second half's ops are
//!   top-level ops to its grammar.
//!
//! The second body is then appended to the first ([`append_body`]): handles
//! shifted, interned values imported ([`Importer`]), its ops placed at the
//! end of the module's body. The IR keeps byte spans only, so nothing else
//! needs translating.
//!
//! When the caller verifies right after (`ParseOptions::verify_while_reading`),
//! the halves are verified as they are read, on what would be idle time:
//! the second half's ops, placed in a stand-in `builtin.module` built last
//! in its body, on a thread of their own from the moment they are built
//! (the merge copies from that body, shared, instead of consuming it); the
//! first half's ops, one by one on the first thread while it waits for the
//! second half. `Module::pre_verified` says which ops passed, and
//! `verify::verify_parsed` skips them; any failure anywhere verifies the
//! whole module again, so diagnostics never depend on the split. Checking
//! an op of the second half in a stand-in module is as strict as in the
//! real one: its parent is a `builtin.module` either way, a symbol found
//! in the half is the one found in the whole (or a redefinition the
//! module's own check reports), and one not found is a failure.
//!
//! Anything unusual — an error in either half, a header that is not just
//! aliases, a cut that turns out not to be an op boundary, a module-level
//! value, identified struct bodies that disagree — abandons the attempt, and
//! the caller parses the whole file on one thread, reporting errors as
//! usual.

use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::ast::{OpAst, TopItem};
use super::build::Builder;
use super::grammar;
use super::state::PState;
use crate::ir::import::{append_body, Importer, Offsets};
use crate::ir::{Body, Context, Module, Op, PreVerified};
use crate::lexer::{lex_into, token_capacity, Kind, Tok};
use crate::threads::Progress;

/// Smaller inputs are read on one thread.
const PARALLEL_BYTES: usize = 1 << 20;

/// Byte positions found before anything is lexed: the `module` keyword
/// (or `"builtin.module"`), the body's opening brace, and the newline at or
/// after the middle of the file where the first half's lexing pauses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Plan {
    module: usize,
    open: usize,
    middle: usize,
}

/// What a half leaves behind: its context and `distinct[N]` ids.
struct Half {
    ctx: Context,
    distinct_ids: FxHashMap<u64, u32>,
}

/// Reads `src` in two halves when it is large and has the shape for it;
/// `None` means "parse it the usual way". `ctx` must be empty and receives
/// the interned values only on success.
pub(super) fn parse_module(ctx: &mut Context, src: &str, opts: &super::ParseOptions) -> Option<Module> {
    let (allow_unregistered, verify) = (opts.allow_unregistered, opts.verify_while_reading);
    if src.len() < PARALLEL_BYTES || !ctx.is_empty() || !crate::threads::enabled() {
        return None;
    }
    let plan = plan(src)?;
    let (split_tx, split_rx) = sync_channel(1);
    let (tail_tx, tail_rx) = sync_channel(1);
    let (second_tx, second_rx) = sync_channel(1);
    // Both halves allow the nesting the caller's thread allows.
    let big = crate::threads::on_big_stack();
    std::thread::scope(|scope| {
        let _ = std::thread::Builder::new().stack_size(crate::threads::BIG_STACK).spawn_scoped(scope, move || {
            if big {
                crate::threads::mark_big_stack();
            }
            let second = second_half(src, plan, split_rx, tail_tx, allow_unregistered);
            let _ = second_tx.send(second.map(|half| SecondHalf::new(half, verify)));
        });
        // A failed spawn drops the channels' far ends, so the first half
        // gives up too; a half that gives up drops its own ends.
        let first = first_half(src, plan, split_tx, tail_rx, allow_unregistered);
        // Until the second half is read, verify the first one's ops.
        let (prefix, second) = match &first {
            Some((a, module)) if verify => verify_while_waiting(a, module, plan, &second_rx),
            _ => (0, second_rx.recv().ok().flatten()),
        };
        // Joined inside the scope, so that the second thread's exit (its
        // allocator's teardown and stack) overlaps the merge instead of
        // delaying it: the scope's end waits for that thread.
        join_halves(ctx, src, plan, verify, first, prefix, second)
    })
}

/// Appends the second half to the first: see the module's doc.
fn join_halves(
    ctx: &mut Context,
    src: &str,
    plan: Plan,
    verify: bool,
    first: Option<(Half, Module)>,
    prefix: usize,
    second: Option<SecondHalf>,
) -> Option<Module> {
    let (mut a, mut module) = first?;
    let SecondHalf { ctx_and_body: second, distinct_ids, ops: b_ops, passed } = second?;
    let block = module_body(&module, plan.module as u32)?;
    // A value defined at the module's level could be used across the cut,
    // and its name could be defined in both halves: not worth the care.
    let results = |body: &Body, ops: &[Op]| ops.iter().any(|&o| body.op(o).num_results > 0);
    if b_ops.is_empty() || results(&second.1, &b_ops) || results(&module.body, &module.body.block(block).ops) {
        return None;
    }
    crate::timeline::mark("halves joined");
    // The IR keeps byte spans only: what is left of a mapped input's text
    // is not needed for the merge (see `allocator::release_mapped`).
    crate::allocator::release_mapped(src.as_bytes());
    let distinct = distinct_serials(&mut a, &distinct_ids);
    let (b_ctx, b_body) = (&second.0, &second.1);
    // A struct only named in one half may get its body from the other:
    // ops checked before the join may have seen less than the whole.
    let whole_structs = verify && !a.ctx.has_bodiless_struct() && !b_ctx.has_bodiless_struct();
    let mut importer = Importer::new(b_ctx, distinct);
    // About half of the second context's values are new to the first.
    a.ctx.reserve(b_ctx.type_count() / 2, b_ctx.attr_count() / 2, b_ctx.ident_count() / 2);
    let off = append_body(&mut importer, &mut a.ctx, &mut module.body, b_body, without_stand_in(b_body)).ok()?;
    for &op in &b_ops {
        module.body.append_op(block, Op(op.0 + off.ops));
    }
    if whole_structs {
        let tail = if passed.is_some() { b_ops.len() } else { 0 };
        module.pre_verified = Some(PreVerified { block, prefix, tail, tail_passed: passed });
    }
    *ctx = a.ctx;
    crate::timeline::mark("halves merged");
    Some(module)
}

/// The second half, read: its context and body (shared with the thread
/// that verifies it), `distinct[N]` ids, and ops.
struct SecondHalf {
    ctx_and_body: Arc<(Context, Body)>,
    distinct_ids: FxHashMap<u64, u32>,
    ops: Vec<Op>,
    /// Reaches 1 once all of `ops` verified; `None` when no thread could
    /// be had to verify them.
    passed: Option<Arc<Progress>>,
}

impl SecondHalf {
    /// The half as read; if `verify`, its ops start being verified, in
    /// their stand-in module, on a thread of their own as soon as they are
    /// built: while the first half is still being read, or is being joined
    /// with this one. That thread frees the half when done.
    fn new((half, body, ops, _stand_in): (Half, Body, Vec<Op>, Op), verify: bool) -> SecondHalf {
        let ctx_and_body = Arc::new((half.ctx, body));
        if !verify {
            return SecondHalf { ctx_and_body, distinct_ids: half.distinct_ids, ops, passed: None };
        }
        let passed = Arc::new(Progress::default());
        let (shared, progress, checked) = (Arc::clone(&ctx_and_body), Arc::clone(&passed), ops.clone());
        let spawned = crate::threads::spawn_big(move || {
            let _finish = progress.finish_on_drop();
            // The checks on leaving the module are the whole module's, later.
            let verifier = crate::verify::StepVerifier::new(&shared.0, &shared.1);
            if checked.iter().all(|&o| verifier.verifies(o)) {
                progress.advance(1);
            }
            crate::timeline::mark("second half verified");
        });
        SecondHalf { ctx_and_body, distinct_ids: half.distinct_ids, ops, passed: spawned.is_ok().then_some(passed) }
    }
}

/// Verifies the first half's ops one by one, in its module, until the
/// second half arrives (or every op is checked, or one fails): work for a
/// core that would wait otherwise. Returns how many of the module body's
/// first ops verified, and the second half.
fn verify_while_waiting(
    a: &Half,
    module: &Module,
    plan: Plan,
    second: &Receiver<Option<SecondHalf>>,
) -> (usize, Option<SecondHalf>) {
    use std::sync::mpsc::TryRecvError;
    let ops = module_body(module, plan.module as u32).map_or(&[][..], |b| &module.body.block(b).ops[..]);
    let mut verifier = None;
    let mut verified = 0;
    while verified < ops.len() {
        match second.try_recv() {
            Ok(half) => {
                crate::timeline::mark("second half arrived");
                return (verified, half);
            }
            Err(TryRecvError::Disconnected) => return (verified, None),
            Err(TryRecvError::Empty) => {}
        }
        let v = verifier.get_or_insert_with(|| crate::verify::StepVerifier::new(&a.ctx, &module.body));
        if !v.verifies(ops[verified]) {
            break;
        }
        verified += 1;
    }
    crate::timeline::mark("first half verified, waiting");
    (verified, second.recv().ok().flatten())
}

/// How much of a second half's body is its own: all but the stand-in
/// module built last around its ops ([`stand_in_module`]).
fn without_stand_in(body: &Body) -> Offsets {
    Offsets {
        ops: body.ops.len() as u32 - 1,
        blocks: body.blocks.len() as u32 - 1,
        regions: body.regions.len() as u32 - 1,
        values: body.values.len() as u32,
    }
}

/// Places the second half's ops in a `builtin.module` of their own, made
/// last in `body` (so the merge can leave it behind), for the verifier to
/// check them where they will be: directly inside a module, which is also
/// the symbol table they are looked up in. Returns the module op.
fn stand_in_module(ctx: &mut Context, body: &mut Body, ops: &[Op]) -> Op {
    let region = body.new_region();
    let block = body.new_block(region, crate::diag::Span::default());
    for &op in ops {
        body.append_op(block, op);
    }
    let (name, attrs) = (ctx.ident("builtin.module"), ctx.empty_dict());
    body.new_op(name, Box::new([]), &[], Box::new([]), None, attrs, Box::new([region]), None, crate::diag::Span::default())
}

/// The file up to the cut, then the body's closing brace and the rest of
/// the file from the position the second half sends. The cut is found
/// here: the first half's tokens up to the middle tell the nesting there.
fn first_half(
    src: &str,
    plan: Plan,
    split_to: SyncSender<usize>,
    tail_from: Receiver<usize>,
    allow_unregistered: bool,
) -> Option<(Half, Module)> {
    // Room for the whole file's tokens: only what is used is touched.
    let mut toks = Vec::with_capacity(token_capacity(src.len()));
    lex_into(src, 0, plan.middle, &mut toks);
    let split = find_split(src, &toks, plan)?;
    split_to.send(split).ok()?;
    lex_into(src, plan.middle, split, &mut toks);
    let from = tail_from.recv().ok()?;
    lex_into(src, from, src.len(), &mut toks);
    push_eof(src, &mut toks);
    crate::timeline::mark("first half lexed");
    let (state, items) = parse_part(src, &toks, allow_unregistered)?;
    crate::timeline::mark("first half parsed");
    let PState { mut ctx, attr_aliases, distinct_ids, prebuilt, .. } = state;
    let (ops, resources) = super::ast::split_items(items);
    let module = Builder::new(&mut ctx, src, &toks, &attr_aliases).with_prebuilt(prebuilt).module(ops, resources).ok()?;
    crate::timeline::mark("first half built");
    Some((Half { ctx, distinct_ids }, module))
}

/// The header, the body from the cut and the definitions after the module
/// op: the ops of the body's second half, built detached. The file from
/// the middle is lexed while the first half looks for the cut; tokens
/// before the cut are then left out.
fn second_half(
    src: &str,
    plan: Plan,
    split_from: Receiver<usize>,
    tail_to: SyncSender<usize>,
    allow_unregistered: bool,
) -> Option<(Half, Body, Vec<Op>, Op)> {
    let mut toks = Vec::with_capacity(token_capacity(plan.module + src.len() - plan.middle));
    lex_into(src, 0, plan.module, &mut toks);
    let header = toks.len();
    lex_into(src, plan.middle, src.len(), &mut toks);
    let split = split_from.recv().ok()?;
    let first = header + toks[header..].partition_point(|t| (t.start as usize) < split);
    // The half's tokens are the header's followed by those from the cut:
    // the header (a few alias definitions) moves up to the cut rather than
    // everything after the cut down to the header (megabytes).
    let base = first - header;
    toks.copy_within(0..header, base);
    let close = body_close(&toks[first..])? + first;
    if close == first {
        return None;
    }
    // The first half lexes from the end of the body's last token, so the
    // brace's spacing flags come out as a whole-file lex gives them.
    tail_to.send(toks[close - 1].end(src) as usize).ok()?;
    crate::timeline::mark("second half lexed");
    // What follows the brace ends the module op (`})` and its attributes
    // in the generic form): skip to the definitions after it, which are
    // what this half needs of the tail (location aliases).
    let defs = (close + 1..toks.len())
        .find(|&i| {
            toks[i].line_start()
                && matches!(toks[i].kind, Kind::HashId | Kind::BangId)
                && toks.get(i + 1).is_some_and(|t| t.kind == Kind::Equal)
        })
        .unwrap_or(toks.len());
    toks.drain(close..defs);
    push_eof(src, &mut toks);
    let (toks, close) = (&toks[base..], close - base);
    let (state, items) = parse_part(src, toks, allow_unregistered)?;
    crate::timeline::mark("second half parsed");
    let PState { mut ctx, attr_aliases, distinct_ids, prebuilt, .. } = state;
    // Header ops cannot occur (the header is aliases only); ops after the
    // body belong to the first half, which reads them too. By token index:
    // the tokens of functions built while parsing are gone.
    let in_half = |op: &OpAst| (header..close).contains(&(op.toks.0 as usize));
    let ops: Vec<OpAst> = items
        .into_iter()
        .filter_map(|item| match item {
            TopItem::Op(op) if in_half(&op) => Some(op),
            _ => None,
        })
        .collect();
    let (mut body, built) = Builder::new(&mut ctx, src, toks, &attr_aliases).with_prebuilt(prebuilt).detached_ops(ops).ok()?;
    let stand_in = stand_in_module(&mut ctx, &mut body, &built);
    crate::timeline::mark("second half built");
    Some((Half { ctx, distinct_ids }, body, built, stand_in))
}

/// Index of the `}` that closes the block these tokens are inside of.
fn body_close(toks: &[Tok]) -> Option<usize> {
    let mut depth = 0usize;
    for (i, t) in toks.iter().enumerate() {
        match t.kind {
            Kind::LBrace => depth += 1,
            Kind::RBrace if depth == 0 => return Some(i),
            Kind::RBrace => depth -= 1,
            _ => {}
        }
    }
    None
}

fn push_eof(src: &str, toks: &mut Vec<Tok>) {
    let end = src.len() as u32;
    toks.push(Tok::new(Kind::Eof, true, true, end, end));
}

/// Runs the fast grammar over one part; `None` on any error, lexical ones
/// and runaway nesting included.
fn parse_part(src: &str, toks: &[Tok], allow_unregistered: bool) -> Option<(PState, Vec<TopItem>)> {
    if super::checks::check_tokens(src, toks, super::checks::nesting_limit()).is_some() {
        return None;
    }
    let mut state = chumsky::inspector::SimpleState(PState::new(Context::new(), allow_unregistered));
    state.0.prebuild = true;
    // A failed part makes the caller lex the whole file again.
    state.0.token_release = Some(Default::default());
    state.0.prebuilt.body.reserve_for_source(src.len());
    let g = grammar::grammar::<grammar::FastEx>(src, toks);
    let (items, errors) = chumsky::Parser::parse_with_state(&g.file, toks, &mut state).into_output_errors();
    state.0.finish_structs();
    if !errors.is_empty() || !state.0.errors.is_empty() || state.0.prebuild_failed {
        return None;
    }
    let items = items?;
    crate::timeline::mark("part parsed");
    if super::build::prebuilt_sees_names(items.iter().filter_map(TopItem::op), false) {
        return None;
    }
    Some((state.0, items))
}

/// The second half's `distinct[N]` serials mapped to the first's: the same
/// N is the same attribute; an N only the second half uses gets a fresh one.
fn distinct_serials(a: &mut Half, b: &FxHashMap<u64, u32>) -> FxHashMap<u32, u32> {
    let mut map = FxHashMap::default();
    for (n, &serial) in b {
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

/// The single unlabeled block of the module op located at byte `at`: the
/// file's top op, or one of the ops its implicit module wraps.
fn module_body(module: &Module, at: u32) -> Option<crate::ir::Block> {
    let body = &module.body;
    let top = body.op(module.top);
    let op = if top.span.start == at {
        module.top
    } else {
        let region = body.region(*top.regions.first()?);
        body.block(*region.blocks.first()?).ops.iter().copied().find(|&o| body.op(o).span.start == at)?
    };
    match (&*body.op(op).regions, body.op(op).name) {
        ([region], _) => match body.region(*region).blocks.as_slice() {
            [block] => Some(*block),
            _ => None,
        },
        _ => None,
    }
}

/// What can be found of a cut before lexing: the header must be alias
/// definitions (one per line) and comments up to a line starting with
/// `module` or `"builtin.module"`; the body opens at the first `{` ending a
/// line; the middle is the first newline past the middle of the file whose
/// next line does not start with `x` (which could end a `2\nx f32`
/// dimension begun on the line before), so lexing may pause there.
fn plan(src: &str) -> Option<Plan> {
    let b = src.as_bytes();
    let mut at = 0;
    let module = loop {
        let end = memchr::memchr(b'\n', &b[at..]).map_or(b.len(), |p| at + p);
        let line = &b[at..end];
        if let Some(first) = line.iter().position(|c| !c.is_ascii_whitespace()) {
            let rest = &line[first..];
            let ident = |c: &u8| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.');
            if rest.starts_with(b"module") && !rest.get(6).is_some_and(ident) || rest.starts_with(b"\"builtin.module\"") {
                break at + first;
            }
            let mut depth = Depth::default();
            let alias = matches!(rest[0], b'#' | b'!') && scan(line, 0, &mut depth).is_none() && depth.is_zero();
            if !alias && !rest.starts_with(b"//") {
                return None;
            }
        }
        if end == b.len() {
            return None;
        }
        at = end + 1;
    };
    // The body's `{`: at brace depth 0, nothing but a comment after it.
    let mut i = module;
    let mut braces = 0usize;
    let open = loop {
        let c = *b.get(i)?;
        match c {
            b'"' => i = skip_string(b, i)?,
            b'/' if b.get(i + 1) == Some(&b'/') => i = memchr::memchr(b'\n', &b[i..]).map_or(b.len(), |p| i + p),
            b'{' if braces == 0 && rest_is_blank(&b[i + 1..]) => break i,
            b'{' => braces += 1,
            b'}' => braces = braces.checked_sub(1)?,
            _ => {}
        }
        i += 1;
    };
    let mut middle = (b.len() / 2).max(open + 1);
    let middle = loop {
        let nl = memchr::memchr(b'\n', &b[middle..]).map(|p| middle + p)?;
        let next = b[nl..].iter().position(|c| !c.is_ascii_whitespace()).map(|p| b[nl + p])?;
        if next != b'x' {
            break nl;
        }
        middle = nl + 1;
    };
    Some(Plan { module, open, middle })
}

/// The cut: the first line from the middle on, inside the module body at
/// its own level (no open brace, parenthesis or bracket), that starts like
/// an op (`%`, `"` or a letter other than `x`). The nesting at the middle
/// comes from the tokens before it; the lines after are scanned as bytes.
fn find_split(src: &str, toks: &[Tok], plan: Plan) -> Option<usize> {
    let mut depth = Depth::default();
    let body = toks.partition_point(|t| (t.start as usize) <= plan.open);
    for t in &toks[body..] {
        match t.kind {
            Kind::LBrace => depth.braces += 1,
            Kind::RBrace => depth.braces = depth.braces.checked_sub(1)?,
            Kind::LParen | Kind::LBracket => depth.others += 1,
            Kind::RParen | Kind::RBracket | Kind::RBracketX => depth.others = depth.others.checked_sub(1)?,
            _ => {}
        }
    }
    let b = src.as_bytes();
    let mut line = plan.middle;
    loop {
        let start = line + 1;
        if depth.is_zero() {
            let first = b[start..].iter().position(|c| !matches!(c, b' ' | b'\t' | b'\r')).map(|p| start + p)?;
            let c = b[first];
            if c == b'%' || c == b'"' || (c.is_ascii_alphabetic() && c != b'x') {
                return Some(line);
            }
        }
        // The body closed before the middle: its halves are too uneven.
        line = scan(b, start, &mut depth)?;
    }
}

/// Open braces and other brackets.
#[derive(Default)]
struct Depth {
    braces: usize,
    others: usize,
}

impl Depth {
    fn is_zero(&self) -> bool {
        self.braces == 0 && self.others == 0
    }
}

/// Scans one line of `b` from `at`, skipping strings and comments and
/// counting brackets; the index of the newline that ends it, or `None` at
/// the end of the input, at a string that does not end on its line, or at a
/// closing bracket with nothing open (the end of the body).
fn scan(b: &[u8], mut i: usize, depth: &mut Depth) -> Option<usize> {
    /// The bytes the scan looks at; it runs over half of a large file
    /// before anything else can start, so the others are skipped fast.
    const SPECIAL: [bool; 256] = {
        let mut table = [false; 256];
        let mut k = 0;
        while k < 9 {
            table[b"\n\"/{}()[]"[k] as usize] = true;
            k += 1;
        }
        table
    };
    loop {
        while b.get(i).is_some_and(|&c| !SPECIAL[c as usize]) {
            i += 1;
        }
        let &c = b.get(i)?;
        match c {
            b'\n' => return Some(i),
            b'"' => i = skip_string(b, i)?,
            b'/' if b.get(i + 1) == Some(&b'/') => return memchr::memchr(b'\n', &b[i..]).map(|p| i + p),
            b'{' => depth.braces += 1,
            b'}' => depth.braces = depth.braces.checked_sub(1)?,
            b'(' | b'[' => depth.others += 1,
            b')' | b']' => depth.others = depth.others.checked_sub(1)?,
            _ => {}
        }
        i += 1;
    }
}

/// The index of the quote closing the string that opens at `at`.
fn skip_string(b: &[u8], at: usize) -> Option<usize> {
    let mut i = at + 1;
    loop {
        i += memchr::memchr3(b'"', b'\\', b'\n', b.get(i..)?)?;
        match b[i] {
            b'"' => return Some(i),
            b'\\' => i += 2,
            _ => return None,
        }
    }
}

/// Whether only blanks or a comment follow on this line.
fn rest_is_blank(b: &[u8]) -> bool {
    let line = &b[..memchr::memchr(b'\n', b).unwrap_or(b.len())];
    let rest = line.iter().position(|c| !c.is_ascii_whitespace()).map_or(&[][..], |p| &line[p..]);
    rest.is_empty() || rest.starts_with(b"//")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `(text before the cut, text after it)`.
    fn halves(src: &str) -> Option<(&str, &str)> {
        let plan = plan(src)?;
        assert_eq!(&src[plan.module..plan.module + 1], if src[plan.module..].starts_with('"') { "\"" } else { "m" });
        assert_eq!(&src[plan.open..plan.open + 1], "{");
        let split = find_split(src, &crate::lexer::lex_range(src, 0, plan.middle), plan)?;
        Some((&src[..split], &src[split..]))
    }

    #[test]
    fn cuts_the_module_body_at_an_op_line_after_the_middle() {
        let src = "#a = #llvm.tbaa_root<>\n// c\nmodule attributes {x = 1} {\n  llvm.func @f() {\n    llvm.return\n  }\n  llvm.func @g()\n  llvm.func @h()\n}\n";
        let (before, after) = halves(src).expect("a cut");
        assert!(before.len() >= src.len() / 2);
        // Not inside @f's body, which straddles the middle.
        assert_eq!(after, "\n  llvm.func @g()\n  llvm.func @h()\n}\n");
    }

    #[test]
    fn cuts_a_generic_module_too() {
        let src = "\"builtin.module\"() ({\n  \"llvm.func\"() ({\n  }) : () -> ()\n  \"llvm.func\"() ({\n  }) : () -> ()\n}) : () -> ()\n";
        let (_, after) = halves(src).expect("a cut");
        assert!(after.starts_with("\n  \"llvm.func\"() ({\n  })"));
    }

    #[test]
    fn never_inside_a_function_a_string_or_a_continuation() {
        // The only lines past the middle are inside @f, a string's `{`
        // notwithstanding, or continue an op (`: i32`, `x`).
        let src = "module {\n  llvm.func @e()\n  %1 = llvm.mlir.undef\n    : i32\n  %2 = llvm.mlir.undef : vector<2\nxi32>\n  llvm.func @f() {\n    %0 = llvm.mlir.constant(\"{\") : i32\n    llvm.return\n    llvm.return\n    llvm.return\n    llvm.return\n    llvm.return\n  }\n}\n";
        assert!(src.find("llvm.func @f").unwrap() < src.len() / 2);
        assert_eq!(halves(src), None);
    }

    #[test]
    fn no_cut_without_a_module_or_past_an_op_in_the_header() {
        assert_eq!(halves("llvm.func @f()\nllvm.func @g()\n"), None);
        assert_eq!(halves("llvm.func @f()\nmodule {\n  llvm.func @f()\n  llvm.func @g()\n}\n"), None);
        assert_eq!(halves("module {\n  llvm.func @f()\n}\n"), None);
        // An alias spanning lines in the header.
        assert_eq!(halves("!s = !llvm.struct<(\n  i32)>\nmodule {\n  llvm.func @f()\n  llvm.func @g()\n}\n"), None);
    }
}
