//! The walk, in the order of MLIR's `OperationVerifier`, stopping at the
//! first failure:
//!
//! * entering an op: its discardable attributes, each checked by the
//!   dialect of its namespace (`verifyOperationAttribute`); then, for a
//!   registered op, its invariants ([`super::invariants`]), its dialect's
//!   property checks, the `Symbol` and `FunctionOpInterface` traits
//!   ([`super::functions`]), the op's own verifier (its
//!   [`super::api::OpVerify`] row), its successor operands
//!   (`BranchOpInterface`, from the op's rewrite row); and block structure
//!   (ops with successors terminate their block);
//! * then its regions' ops;
//! * leaving it: its `verifyRegions`, then, for a symbol table, unique
//!   names and the symbol uses inside it;
//! * then dominance of values in SSA-CFG regions ([`super::dominance`]),
//!   from the outermost op with such regions, after its ops verified, as
//!   MLIR does for ops isolated from above.
//!
//! Every op is looked up in the registry once ([`Cx::info`]); the rows
//! found there say what else to run.

use rustc_hash::FxHashMap;

use super::api::{Cx, Res};
use super::{dominance, functions, invariants};
use crate::diag::Diagnostic;
use crate::ir::{Block, Body, Context, Module, Op, OpData};
use crate::ods::opdef::traits;
use crate::ods::OpInfo;

pub fn verify(ctx: &Context, module: &Module) -> Vec<Diagnostic> {
    let cx = Cx::new(ctx, &module.body);
    match op(&cx, module.top, false) {
        Ok(()) => Vec::new(),
        Err(d) => d.flatten(),
    }
}

/// [`verify`] for a module just parsed: the ops the parser verified
/// already ([`Module::pre_verified`]) are not walked again, though the
/// module's own checks (unique symbols, every symbol use) still see them.
/// Any failure verifies the whole module again, so the diagnostics are
/// [`verify`]'s.
pub fn verify_parsed(ctx: &Context, module: &Module) -> Vec<Diagnostic> {
    let Some((skipped, tail_passed)) = pre_verified(module) else { return verify(ctx, module) };
    let cx = Cx::new(ctx, &module.body);
    let rest = op_reporting(&cx, module.top, false, &|o| skipped.binary_search(&o).is_ok(), &|_| ());
    if rest.is_ok() && tail_passed.is_none_or(|p| p.reached(1)) {
        return Vec::new();
    }
    verify(ctx, module)
}

/// The ops [`Module::pre_verified`] names, sorted, and the verdict on its
/// tail to wait for; `None` when there are none, or they are not where it
/// says (ops of a block directly in the top op, as the walk skips them).
fn pre_verified(module: &Module) -> Option<(Vec<Op>, Option<&crate::threads::Progress>)> {
    let pre = module.pre_verified.as_ref()?;
    let body = &module.body;
    let in_top = body.block_owner(pre.block) == Some(module.top);
    let ops = &body.block(pre.block).ops;
    let tail = if pre.tail_passed.is_some() { pre.tail } else { 0 };
    if !in_top || pre.prefix + tail == 0 || pre.prefix + tail > ops.len() {
        return None;
    }
    let mut skipped: Vec<Op> = ops[..pre.prefix].iter().chain(&ops[ops.len() - tail..]).copied().collect();
    skipped.sort_unstable();
    Some((skipped, pre.tail_passed.as_deref().filter(|_| tail > 0)))
}

/// Verifies ops of a module one at a time, each with what it holds (the
/// checks on leaving the module aside): the parser's, for the ops of a
/// large file's first half while its second half is still being read, and
/// for the second half's in their stand-in module.
pub struct StepVerifier<'a> {
    cx: Cx<'a>,
}

impl<'a> StepVerifier<'a> {
    /// For ops of `body` (its symbol tables are built once, here).
    pub fn new(ctx: &'a Context, body: &'a Body) -> Self {
        StepVerifier { cx: Cx::new(ctx, body) }
    }

    /// Whether `o` verifies.
    pub fn verifies(&self, o: Op) -> bool {
        op(&self.cx, o, false).is_ok()
    }
}

/// Verifies `module` on a second thread while `work` (printing, typically)
/// runs on this one. The caller drops `work`'s result when verification
/// fails; the printer copes with ill-formed ops (it prints them generic).
pub fn verify_while<T>(ctx: &Context, module: &Module, work: impl FnOnce() -> T) -> (Vec<Diagnostic>, T) {
    verify_with_while(ctx, module, verify, work)
}

/// [`verify_while`] with [`verify_parsed`].
pub fn verify_parsed_while<T>(ctx: &Context, module: &Module, work: impl FnOnce() -> T) -> (Vec<Diagnostic>, T) {
    verify_with_while(ctx, module, verify_parsed, work)
}

fn verify_with_while<T>(
    ctx: &Context,
    module: &Module,
    verify: fn(&Context, &Module) -> Vec<Diagnostic>,
    work: impl FnOnce() -> T,
) -> (Vec<Diagnostic>, T) {
    // The verifier recurses once per nesting level, like the tools' main
    // thread (which runs on a 512 MiB stack).
    const VERIFY_THREAD_STACK: usize = 512 << 20;
    if !crate::threads::enabled() {
        let done = work();
        return (verify(ctx, module), done);
    }
    std::thread::scope(|scope| {
        let spawned =
            std::thread::Builder::new().stack_size(VERIFY_THREAD_STACK).spawn_scoped(scope, || {
            crate::timeline::mark("verifier started");
            let diags = verify(ctx, module);
            crate::timeline::mark("verified");
            diags
        });
        let done = work();
        let diags = match spawned {
            Ok(handle) => handle.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            Err(_) => verify(ctx, module),
        };
        (diags, done)
    })
}

/// [`verify`] leaving out the ops of `skip` among the top op's children:
/// the items of a file that did not parse cleanly
/// (`parser::recover`). They are not checked, but stay in the IR, so
/// the symbols they define still resolve for the rest.
pub fn verify_except(ctx: &Context, module: &Module, skip: &[Op]) -> Vec<Diagnostic> {
    let cx = Cx::new(ctx, &module.body);
    match op_reporting(&cx, module.top, false, &|o| skip.contains(&o), &|_| ()) {
        Ok(()) => Vec::new(),
        Err(d) => d.flatten(),
    }
}

/// [`verify`], calling `passed(n)` each time the first `n` ops of the top
/// op's body have verified (their regions and dominance included): a
/// translation running beside it may use those ops. The module's own
/// checks on leaving it (symbol uses, unique names) come after the last
/// call. The diagnostics are [`verify`]'s.
pub fn verify_reporting(ctx: &Context, module: &Module, passed: &(dyn Fn(usize) + Sync)) -> Vec<Diagnostic> {
    let cx = Cx::new(ctx, &module.body);
    match op_reporting(&cx, module.top, false, &|_| false, passed) {
        Ok(()) => Vec::new(),
        Err(d) => d.flatten(),
    }
}

fn op(cx: &Cx, op_: Op, in_cfg: bool) -> Res {
    op_reporting(cx, op_, in_cfg, &|_| false, &|_| ())
}

/// An op and what it holds, but not the children `skip` picks, calling
/// `passed(n)` once its first `n` child ops (over all its blocks) have
/// verified.
fn op_reporting(cx: &Cx, op_: Op, in_cfg: bool, skip: &dyn Fn(Op) -> bool, passed: &dyn Fn(usize)) -> Res {
    let d = cx.body.op(op_);
    let info = cx.info(op_);
    let cfg = in_cfg || info.is_some_and(|i| i.def.has(traits::SSA_CFG_REGIONS));
    enter(cx, op_, d, info)?;
    entry_blocks_unreachable(cx, d)?;
    let mut children = 0;
    for &r in d.regions.iter() {
        for &b in &cx.body.region(r).blocks {
            enter_block(cx, op_, info, b)?;
            for &o in &cx.body.block(b).ops {
                if !skip(o) {
                    op(cx, o, cfg)?;
                }
                children += 1;
                passed(children);
            }
            exit_block(cx, op_, info, b)?;
        }
    }
    exit(cx, op_, info)?;
    if cfg && !in_cfg {
        // Values must dominate their uses (function bodies and what
        // they nest), checked once the ops themselves verified.
        dominance(cx, op_)?;
    }
    Ok(())
}

fn enter(cx: &Cx, op: Op, d: &OpData, info: Option<&'static OpInfo>) -> Res {
    dialect_attrs(cx, op, d)?;
    if let Some(info) = info {
        // MLIR's order: structural traits (the parent, then the terminator
        // rule), then `OpInvariants`, then the op's own `verify()`.
        if let Some(parents) = info.verify.map(|v| v.parents).filter(|p| !p.is_empty()) {
            parent_is_one_of(cx, op, parents)?;
        }
        terminator_is_last(cx, op, d, info)?;
        invariants::check(cx, op, info)?;
        properties(cx, op, d, info)?;
        symbol_parent(cx, op, info)?;
        if info.def.has(traits::FUNCTION_LIKE) {
            functions::check(cx, op)?;
        }
        if let Some(verify) = info.verify.and_then(|v| v.verify) {
            verify(cx, op)?;
        }
        if let Some(groups) = info.rewrite.and_then(|r| r.successor_operands).and_then(|f| f(cx.ctx, cx.body, op)) {
            cx.successor_operands(op, &groups)?;
        }
    }
    if !d.successors.is_empty() {
        successors_in_region(cx, d)?;
    }
    Ok(())
}

/// No branch may lead to a region's entry block (MLIR's check on entering
/// the op, after its own verifier and before its regions' contents; at the
/// op, without the op attached).
fn entry_blocks_unreachable(cx: &Cx, d: &OpData) -> Res {
    for &r in d.regions.iter() {
        let blocks = &cx.body.region(r).blocks;
        let Some(&entry) = blocks.first() else { continue };
        let branched_to = blocks
            .iter()
            .filter_map(|&b| cx.body.block(b).ops.last())
            .any(|&t| cx.body.op(t).successors.contains(&entry));
        if branched_to {
            return Err(Diagnostic::error(d.span, "entry block of region may not have predecessors"));
        }
    }
    Ok(())
}

/// `HasParent<P>` (one name: "expects parent op 'P'") and `ParentOneOf`
/// ("expects parent op to be one of 'P, Q'").
fn parent_is_one_of(cx: &Cx, op: Op, parents: &[&str]) -> Res {
    if cx.parent_op(op).is_some_and(|p| parents.contains(&cx.name(p))) {
        return Ok(());
    }
    let msg = match parents {
        [one] => format!("expects parent op '{one}'"),
        many => format!("expects parent op to be one of '{}'", many.join(", ")),
    };
    Err(cx.op_err(op, msg))
}

/// The `IsTerminator` trait: nothing may follow a terminator in its block
/// (an op with successors has its own check on entering the block).
fn terminator_is_last(cx: &Cx, op: Op, d: &OpData, info: &OpInfo) -> Res {
    if !info.def.has(traits::TERMINATOR) {
        return Ok(());
    }
    match d.parent {
        Some(b) if cx.body.block(b).ops.last() != Some(&op) => Err(cx.op_err(op, "must be the last operation in the parent block")),
        _ => Ok(()),
    }
}

/// `verifyOperationAttribute`: each discardable attribute with a dialect
/// namespace, in the dictionary's order, by its dialect. Registered or
/// not, every op gets this.
fn dialect_attrs(cx: &Cx, op: Op, d: &OpData) -> Res {
    let crate::ir::AttrKind::Dictionary(entries) = cx.ctx.attr_kind(d.attrs) else { return Ok(()) };
    for &(name, value) in entries.iter() {
        let name = cx.ctx.str(name);
        let Some((namespace, _)) = name.split_once('.') else { continue };
        let Some(check) = crate::ods::dialect(namespace).and_then(|d| d.verify.op_attr) else { continue };
        check(cx, op, name, value)?;
    }
    Ok(())
}

/// The op's dialect's checks of its properties, by name.
fn properties(cx: &Cx, op: Op, d: &OpData, info: &OpInfo) -> Res {
    let (Some(check), Some(props)) = (info.dialect.verify.property, d.properties) else { return Ok(()) };
    let crate::ir::AttrKind::Dictionary(entries) = cx.ctx.attr_kind(props) else { return Ok(()) };
    for &(key, a) in entries.iter() {
        if let Some(m) = check(cx.ctx, cx.ctx.str(key), a) {
            return Err(cx.op_err(op, m));
        }
    }
    Ok(())
}

/// The `Symbol` trait: a symbol's parent must be a symbol table. A module
/// is an optional symbol and is not checked.
fn symbol_parent(cx: &Cx, op: Op, info: &OpInfo) -> Res {
    if !info.def.has(traits::SYMBOL) || info.def.name == "builtin.module" {
        return Ok(());
    }
    let Some(parent) = cx.parent_op(op) else { return Ok(()) };
    // Unregistered parents may be symbol tables; MLIR cannot tell either
    // and lets them pass.
    match cx.info(parent) {
        Some(p) if !p.def.has(traits::SYMBOL_TABLE) => Err(cx.op_err(op, "symbol's parent must have the SymbolTable trait")),
        _ => Ok(()),
    }
}

/// `mayBeValidWithoutTerminator`: the only block of a region whose op
/// has `NoTerminator` (or may have it: unregistered ops).
fn may_lack_terminator(cx: &Cx, parent: Option<&OpInfo>, b: Block) -> bool {
    let Some(r) = cx.body.block(b).parent else { return true };
    if cx.body.region(r).blocks.len() != 1 {
        return false;
    }
    match parent {
        Some(info) => info.def.has(traits::NO_TERMINATOR) || info.def.name == "builtin.module",
        None => true,
    }
}

/// Entering a block: it is not empty unless it may lack a terminator,
/// and only its last op has successors.
fn enter_block(cx: &Cx, parent: Op, info: Option<&OpInfo>, b: Block) -> Res {
    let ops = &cx.body.block(b).ops;
    let Some((_, init)) = ops.split_last() else {
        if may_lack_terminator(cx, info, b) {
            return Ok(());
        }
        return Err(cx.err(parent, "empty block: expect at least a terminator"));
    };
    for &o in init {
        if !cx.body.op(o).successors.is_empty() {
            return Err(cx.err(o, "operation with block successors must terminate its parent block"));
        }
    }
    Ok(())
}

/// Leaving a block: it ends in a terminator (unregistered ops may be
/// one), reported at its last op as MLIR does.
fn exit_block(cx: &Cx, _parent: Op, info: Option<&OpInfo>, b: Block) -> Res {
    if may_lack_terminator(cx, info, b) {
        return Ok(());
    }
    let Some(&last) = cx.body.block(b).ops.last() else { return Ok(()) };
    let term = cx.info(last).map(|i| i.def.has(traits::TERMINATOR)).unwrap_or(true);
    if !term {
        return Err(cx.err(last, format!("block with no terminator, has '{}'", cx.name(last))));
    }
    Ok(())
}

fn exit(cx: &Cx, op: Op, info: Option<&OpInfo>) -> Res {
    let Some(info) = info else { return unknown_op_allowed(cx, op) };
    if let Some(verify_regions) = info.verify.and_then(|v| v.verify_regions) {
        verify_regions(cx, op)?;
    }
    if info.def.has(traits::SYMBOL_TABLE) {
        check_table(cx, op)?;
    }
    Ok(())
}

/// An op no table knows, on leaving it (MLIR's `verifyOnExit`): fine in an
/// unregistered dialect (the parser already asked for
/// `--allow-unregistered-dialect`) or one that allows unknown ops, an
/// error in any other registered dialect unless it is one of the dialect's
/// ops llmir keeps generic ([`crate::ods::Dialect::unmodeled_ops`]).
fn unknown_op_allowed(cx: &Cx, op: Op) -> Res {
    let name = cx.name(op);
    let Some((namespace, _)) = name.split_once('.') else { return Ok(()) };
    let Some(unmodeled) = crate::ods::dialect(namespace).and_then(|d| d.unmodeled_ops) else { return Ok(()) };
    if unmodeled.contains(&name) {
        return Ok(());
    }
    Err(cx.err(op, format!("unregistered operation '{name}' found in dialect ('{namespace}') that does not allow unknown operations")))
}

/// On leaving a symbol table: unique names, then each symbol use inside it
/// (not inside nested tables, which checked their own).
fn check_table(cx: &Cx, table: Op) -> Res {
    let body = cx.body;
    let mut seen: FxHashMap<&str, Op> = FxHashMap::default();
    for &r in body.op(table).regions.iter() {
        for &b in &body.region(r).blocks {
            for &o in &body.block(b).ops {
                let Some(name) = cx.sym_name(o) else { continue };
                if let Some(&prev) = seen.get(name) {
                    return Err(Diagnostic::error(body.op(o).span, format!("redefinition of symbol named '{name}'"))
                        .with_note(body.op(prev).span, "see existing symbol definition here"));
                }
                seen.insert(name, o);
            }
        }
    }
    let mut stack: Vec<Op> = Vec::new();
    let push_children = |op: Op, stack: &mut Vec<Op>| {
        for &r in body.op(op).regions.iter().rev() {
            for &b in body.region(r).blocks.iter().rev() {
                stack.extend(body.block(b).ops.iter().rev());
            }
        }
    };
    push_children(table, &mut stack);
    while let Some(o) = stack.pop() {
        if let Some(uses) = cx.info(o).and_then(|i| i.verify).and_then(|v| v.symbol_uses) {
            uses(cx, o)?;
        }
        if !cx.symbols.is_table(o) {
            push_children(o, &mut stack);
        }
    }
    Ok(())
}

fn dominance(cx: &Cx, op: Op) -> Res {
    let mut diags = Vec::new();
    for &r in cx.body.op(op).regions.iter() {
        dominance::check_region(cx.ctx, cx.body, r, &mut diags);
        if let Some(d) = diags.into_iter().next() {
            return Err(d);
        }
        diags = Vec::new();
    }
    Ok(())
}

/// Successors are blocks of the op's own region.
fn successors_in_region(cx: &Cx, d: &OpData) -> Res {
    let Some(block) = d.parent else { return Ok(()) };
    let region = cx.body.block(block).parent;
    for (i, &s) in d.successors.iter().enumerate() {
        if cx.body.block(s).parent != region {
            return Err(Diagnostic::error(
                d.span,
                format!("reference to block defined in another region (successor #{i})"),
            ));
        }
    }
    Ok(())
}
