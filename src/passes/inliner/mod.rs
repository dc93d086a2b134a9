//! `inline`: MLIR 19's inliner pass. The call graph ([`callgraph`]) is
//! walked SCC by SCC, callees before callers; within an SCC the callables
//! are simplified with their optimization pipeline (`default-pipeline`,
//! canonicalize unless told otherwise, or the `op-pipelines` entry of
//! their op), then every call in them that may be inlined is
//! ([`inline_call`]), calls brought in by inlining included unless they
//! would inline a callee into itself again (the inline history); this
//! repeats while something was inlined, up to `max-iterations` times.
//! Private callables whose last use was inlined are moved rather than
//! cloned, and callables left without uses are erased at the end
//! ([`uses`]). What may be inlined, and how terminators, arguments and
//! the inlined blocks are handled, is each dialect's
//! [`interface::DialectInline`] row.

pub mod callgraph;
pub mod inline_call;
pub mod interface;
pub mod uses;

use rustc_hash::FxHashMap;

use self::callgraph::{has_trait, CallGraph, Interfaces, Symbols};
use self::inline_call::{inline_call, CallSite};
use self::interface::Callee;
use self::uses::UseList;
use super::options::{OptKind, OptionSpec, Options};
use super::pass::{NestedPipeline, Pass, PassCx, PassFailed, PassInfo, PipelineBuilder};
use crate::diag::Diagnostic;
use crate::ir::{Block, Body, Context, Module, Op, Region};
use crate::ods::opdef::traits;

pub const INFO: PassInfo = PassInfo {
    argument: "inline",
    name: "Inliner",
    summary: "Inline function calls",
    anchor: None,
    options: &[
        OptionSpec {
            name: "default-pipeline",
            kind: OptKind::Str,
            default: "canonicalize",
            help: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
        },
        OptionSpec {
            name: "op-pipelines",
            kind: OptKind::Str,
            default: "",
            help: "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
        },
        OptionSpec { name: "max-iterations", kind: OptKind::UInt, default: "4", help: "Maximum number of iterations when inlining within an SCC" },
        OptionSpec {
            name: "inlining-threshold",
            kind: OptKind::UInt,
            default: "4294967295",
            help: "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
        },
    ],
    create,
};

fn create(o: &Options) -> Box<dyn Pass> {
    Box::new(Inliner {
        default_pipeline: o.str("default-pipeline").to_string(),
        op_pipelines: o.str("op-pipelines").to_string(),
        max_iterations: o.int("max-iterations").max(0) as u64,
        threshold: o.int("inlining-threshold"),
        pipelines: None,
        builder: None,
    })
}

struct Inliner {
    default_pipeline: String,
    op_pipelines: String,
    max_iterations: u64,
    threshold: i64,
    /// The pipelines by callable op name, built on first use; `None` in a
    /// map entry: no pipeline for that op.
    pipelines: Option<FxHashMap<String, Option<Box<dyn NestedPipeline>>>>,
    /// The pass manager's pipeline builder, from the first run's context.
    builder: Option<&'static PipelineBuilder>,
}

/// A call and the nodes it goes from and to.
#[derive(Clone, Copy)]
struct ResolvedCall {
    call: Op,
    source: usize,
    target: usize,
}

/// What one run works with.
struct Run<'a> {
    ifaces: Interfaces,
    symbols: Symbols,
    cg: CallGraph,
    uses: UseList,
    /// Callables to erase once every SCC is done, in the order found.
    dead: Vec<usize>,
    ctx: &'a mut Context,
    module: &'a mut Module,
    diags: &'a mut Vec<Diagnostic>,
}

impl Pass for Inliner {
    fn run(&mut self, cx: &mut PassCx<'_>, op: Op) -> Result<(), PassFailed> {
        self.prepare_pipelines(cx)?;
        let ctx = &*cx.ctx;
        let body = &cx.module.body;
        if !has_trait(ctx, body, op, traits::SYMBOL_TABLE) {
            let name = ctx.str(body.op(op).name);
            cx.diags.push(Diagnostic::error(
                body.op(op).span,
                format!("'{name}' op  was scheduled to run under the inliner, but does not define a symbol table"),
            ));
            return Err(PassFailed);
        }
        let ifaces = Interfaces::collect();
        let mut symbols = Symbols::default();
        let cg = CallGraph::build(ctx, body, &ifaces, &mut symbols, op);
        let uses = UseList::build(ctx, body, &cg, &ifaces, &mut symbols, op);
        let sccs = cg.sccs();
        let mut run = Run { ifaces, symbols, cg, uses, dead: Vec::new(), ctx: &mut *cx.ctx, module: &mut *cx.module, diags: &mut *cx.diags };
        for scc in sccs {
            self.inline_scc(&mut run, scc)?;
        }
        // `eraseDeadCallables`.
        for n in std::mem::take(&mut run.dead) {
            let body = &mut run.module.body;
            if let Some(region) = run.cg.nodes[n].region {
                if let Some(op) = body.region(region).parent {
                    body.erase_op(op);
                }
            }
        }
        Ok(())
    }
}

impl Inliner {
    /// Parses the pipelines once; a bad one fails the pass.
    fn prepare_pipelines(&mut self, cx: &mut PassCx<'_>) -> Result<(), PassFailed> {
        if self.pipelines.is_some() {
            return Ok(());
        }
        let mut map = FxHashMap::default();
        if !self.op_pipelines.trim().is_empty() {
            match (cx.pipelines.anchored)(&self.op_pipelines) {
                Ok(pms) => {
                    for pm in pms {
                        if pm.is_empty() {
                            continue;
                        }
                        let anchor = pm.anchor().unwrap_or_default().to_string();
                        map.entry(anchor).or_insert(Some(pm));
                    }
                }
                Err(e) => {
                    cx.diags.push(Diagnostic::error(None, e.trim_end().to_string()));
                    return Err(PassFailed);
                }
            }
        }
        self.builder = Some(cx.pipelines);
        if !self.default_pipeline.trim().is_empty() {
            // Checked once here; built per callable op name when needed.
            if let Err(e) = (cx.pipelines.on)("builtin.module", &self.default_pipeline) {
                cx.diags.push(Diagnostic::error(None, e.trim_end().to_string()));
                return Err(PassFailed);
            }
        }
        self.pipelines = Some(map);
        Ok(())
    }

    fn inline_scc(&mut self, run: &mut Run<'_>, mut scc: Vec<usize>) -> Result<(), PassFailed> {
        let mut iterations = 0;
        loop {
            self.optimize_scc(run, &scc)?;
            if !self.inline_calls_in_scc(run, &mut scc) {
                break;
            }
            iterations += 1;
            if iterations >= self.max_iterations {
                break;
            }
        }
        Ok(())
    }

    /// `optimizeSCC`: runs the callables' pipelines on the SCC's nodes
    /// that can have passes run on them.
    fn optimize_scc(&mut self, run: &mut Run<'_>, scc: &[usize]) -> Result<(), PassFailed> {
        let mut visit = Vec::new();
        for &n in scc {
            let node = &run.cg.nodes[n];
            let Some(region) = node.region else { continue };
            if node.has_children() {
                continue;
            }
            let body = &run.module.body;
            let Some(op) = body.region(region).parent else { continue };
            if body.op(op).parent.is_none() || !has_trait(run.ctx, body, op, traits::ISOLATED_FROM_ABOVE) {
                continue;
            }
            visit.push((n, op));
        }
        if visit.is_empty() {
            return Ok(());
        }
        for &(_, op) in &visit {
            let name = run.ctx.str(run.module.body.op(op).name).to_string();
            let pipelines = self.pipelines.get_or_insert_with(FxHashMap::default);
            let builder = self.builder;
            let entry = pipelines.entry(name.clone()).or_insert_with(|| match builder {
                Some(b) if !self.default_pipeline.trim().is_empty() => (b.on)(&name, &self.default_pipeline).ok(),
                _ => None,
            });
            let Some(pm) = entry.as_mut() else { continue };
            if pm.run(run.ctx, run.module, op, run.diags).is_err() {
                return Err(PassFailed);
            }
        }
        for &(n, _) in &visit {
            run.uses.recompute(run.ctx, &run.module.body, &run.cg, &run.ifaces, &mut run.symbols, n);
        }
        Ok(())
    }

    /// `inlineCallsInSCC`: true when any call was inlined.
    fn inline_calls_in_scc(&mut self, run: &mut Run<'_>, scc: &mut Vec<usize>) -> bool {
        let mut dead: Vec<usize> = Vec::new();
        let mut calls: Vec<ResolvedCall> = Vec::new();
        for &n in scc.iter() {
            let Some(region) = run.cg.nodes[n].region else { continue };
            if run.uses.is_dead(run.ctx, &run.module.body, &run.cg, n) {
                if !dead.contains(&n) {
                    dead.push(n);
                }
            } else {
                let blocks = run.module.body.region(region).blocks.clone();
                collect_calls(run.ctx, &run.module.body, &run.cg, &run.ifaces, &mut run.symbols, &blocks, n, false, &mut calls);
            }
        }
        // (callee node, history entry it came from)
        let mut history: Vec<(usize, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let it = calls[i];
            let hist = call_history[i];
            i += 1;
            if dead.contains(&it.source) {
                continue;
            }
            let in_history = history_includes(&history, it.target, hist);
            if in_history || !self.should_inline(run, it) {
                continue;
            }
            let prev = calls.len();
            let in_place = run.uses.has_one_use_and_discardable(it.target);
            let Some(src) = run.cg.nodes[it.target].region else { continue };
            let body = &mut run.module.body;
            let Some(callable) = body.region(src).parent else { continue };
            let scope = isolated_scope(run.ctx, body, it.call);
            let site = CallSite { call: it.call, callable, src, clone: !in_place, scope };
            let (cg, ifaces, symbols) = (&run.cg, &run.ifaces, &mut run.symbols);
            let mut collect = |ctx: &Context, body: &Body, blocks: &[Block]| {
                // `processInlinedBlocks`: the closest node from the first
                // block collects the new calls, nested nodes included.
                let mut region = body.block(blocks[0]).parent;
                let node = loop {
                    let Some(r) = region else { break None };
                    if let Some(n) = cg.lookup(Some(r)) {
                        break Some(n);
                    }
                    region = body.region(r).parent.and_then(|p| body.op(p).parent).and_then(|b| body.block(b).parent);
                };
                if let Some(n) = node {
                    collect_calls(ctx, body, cg, ifaces, symbols, blocks, n, true, &mut calls);
                }
            };
            if !inline_call(run.ctx, body, ifaces, &site, &mut collect) {
                continue;
            }
            inlined_any = true;
            let id = history.len();
            history.push((it.target, hist));
            call_history.resize(calls.len(), Some(id));
            debug_assert!(call_history.len() >= prev);
            run.uses.drop_call_uses(run.ctx, &run.module.body, &run.cg, &run.ifaces, &mut run.symbols, it.source, it.call);
            run.uses.merge_after_inlining(it.target, it.source);
            run.module.body.erase_op(it.call);
            if in_place {
                run.uses.erase_node(&run.cg, it.target);
                if !dead.contains(&it.target) {
                    dead.push(it.target);
                }
            }
        }
        for n in dead {
            scc.retain(|&m| m != n);
            if !run.dead.contains(&n) {
                run.dead.push(n);
            }
        }
        inlined_any
    }

    /// `Inliner::Impl::shouldInline` with the pass's profitability check.
    fn should_inline(&self, run: &Run<'_>, it: ResolvedCall) -> bool {
        let ctx = &*run.ctx;
        let body = &run.module.body;
        if has_trait(ctx, body, it.call, traits::TERMINATOR) {
            return false;
        }
        if run.cg.nodes[it.target].edges.iter().any(|e| e.0 == it.target) {
            return false;
        }
        let Some(callee_region) = run.cg.nodes[it.target].region else { return false };
        if region_is_ancestor(body, callee_region, body.op(it.call).parent.and_then(|b| body.block(b).parent)) {
            return false;
        }
        let Some(call_parent) = body.parent_op(it.call) else { return false };
        if body.region(callee_region).blocks.len() >= 2 {
            let same = body.region(callee_region).parent.is_some_and(|c| body.op(c).name == body.op(call_parent).name);
            // `mightHaveTrait<SingleBlock>`: an unregistered op might.
            let single = crate::ods::lookup(ctx.str(body.op(call_parent).name)).is_none_or(|i| i.def.has(traits::SINGLE_BLOCK));
            if !same && single {
                return false;
            }
        }
        self.profitable(body, run, it)
    }

    /// `isProfitableToInline`: the callee's op count against the caller's.
    fn profitable(&self, body: &Body, run: &Run<'_>, it: ResolvedCall) -> bool {
        if self.threshold == 0 {
            return false;
        }
        if self.threshold == u32::MAX as i64 {
            return true;
        }
        let (Some(caller), Some(callee)) = (run.cg.nodes[it.source].region, run.cg.nodes[it.target].region) else { return true };
        let count = |r: Region| -> u64 {
            body.region(r).blocks.iter().flat_map(|&b| body.block(b).ops.iter()).map(|&o| 1 + body.nested_ops_preorder(o).len() as u64).sum()
        };
        let caller_ops = count(caller);
        if caller_ops == 0 {
            return true;
        }
        let ratio = count(callee) * 100 / caller_ops;
        (ratio as i64) <= self.threshold
    }
}

/// `inlineHistoryIncludes`: whether `node` was already inlined along the
/// chain of inlinings that produced a call.
fn history_includes(history: &[(usize, Option<usize>)], node: usize, mut id: Option<usize>) -> bool {
    while let Some(i) = id {
        if history[i].0 == node {
            return true;
        }
        id = history[i].1;
    }
    false
}

/// Whether `ancestor` holds `region` (or is it).
fn region_is_ancestor(body: &Body, ancestor: Region, mut region: Option<Region>) -> bool {
    while let Some(r) = region {
        if r == ancestor {
            return true;
        }
        region = body.region(r).parent.and_then(|p| body.op(p).parent).and_then(|b| body.block(b).parent);
    }
    false
}

/// The nearest isolated-from-above op enclosing `op` (the top op at worst).
fn isolated_scope(ctx: &Context, body: &Body, op: Op) -> Op {
    let mut cur = op;
    while let Some(p) = body.parent_op(cur) {
        if has_trait(ctx, body, p, traits::ISOLATED_FROM_ABOVE) {
            return p;
        }
        cur = p;
    }
    cur
}

/// `collectCallOps`: the calls in `blocks` that resolve to a callable in
/// the graph, blocks taken from a LIFO worklist as MLIR does; nested
/// callables' regions only when `traverse_nested`.
#[allow(clippy::too_many_arguments)]
fn collect_calls(
    ctx: &Context,
    body: &Body,
    cg: &CallGraph,
    ifaces: &Interfaces,
    symbols: &mut Symbols,
    blocks: &[Block],
    source: usize,
    traverse_nested: bool,
    calls: &mut Vec<ResolvedCall>,
) {
    let mut worklist: Vec<(Block, usize)> = blocks.iter().map(|&b| (b, source)).collect();
    while let Some((block, src)) = worklist.pop() {
        for &op in &body.block(block).ops {
            if let Some(row) = ifaces.call(ctx, body, op) {
                if let Some(Callee::Symbol(s)) = (row.callee)(ctx, body, op) {
                    if matches!(ctx.attr_kind(s), crate::ir::AttrKind::SymbolRef { nested, .. } if !nested.is_empty()) {
                        continue;
                    }
                }
                let target = cg.resolve(ctx, body, ifaces, symbols, op);
                if !cg.nodes[target].is_external() {
                    calls.push(ResolvedCall { call: op, source: src, target });
                }
                continue;
            }
            for &r in body.op(op).regions.iter() {
                let nested = cg.lookup(Some(r));
                if traverse_nested || nested.is_none() {
                    let n = nested.unwrap_or(src);
                    worklist.extend(body.region(r).blocks.iter().map(|&b| (b, n)));
                }
            }
        }
    }
}
