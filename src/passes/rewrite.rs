//! The greedy pattern rewrite driver (MLIR's `applyPatternsAndFoldGreedily`
//! over the regions of one op).
//!
//! Each iteration walks the regions in pre-order, uniquing constants as it
//! goes (a constant equal to one already seen in the same isolated region
//! is replaced by it; the kept ones move to the front of that region's
//! entry block), then processes the worklist: erase ops that are unused and
//! side-effect free, fold ops (materialising constant results before the
//! op), and apply patterns. Changed ops and their users go back on the
//! worklist. After each iteration the regions are simplified
//! ([`super::region_simplify`]: unreachable blocks, dead values and block
//! arguments). Iterations
//! repeat until nothing changes or `max_iterations` is reached.

use rustc_hash::{FxHashMap, FxHashSet};

use super::effects::removable_if_unused;
use super::fold::{constant_value, constant_value_with, fold_with, info_of, is_constant_like_info, materialize_constant};
use super::fold::{FoldValue, Folded};
use crate::ods::{lookup, opdef::traits};
use crate::ir::uses::UseIndex;
use crate::ir::{Attr, Body, Context, Ident, Op, Region, Type, Value};

/// A rewrite pattern rooted at ops of one name.
pub trait Pattern {
    /// The op name this pattern matches (`None`: any op).
    fn root(&self) -> Option<&str>;
    /// Rewrites `op` through `rw` and returns whether anything changed.
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool;
}

/// Driver settings (the canonicalizer's options).
#[derive(Clone, Debug)]
pub struct GreedyConfig {
    /// `-1` means no limit.
    pub max_iterations: i64,
    /// `-1` means no limit.
    pub max_rewrites: i64,
    /// Erase unreachable blocks after each iteration.
    pub simplify_regions: bool,
    /// Region simplification also merges identical blocks (MLIR's
    /// `GreedySimplifyRegionLevel::Aggressive`).
    pub merge_blocks: bool,
    pub top_down: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig { max_iterations: 10, max_rewrites: -1, simplify_regions: true, merge_blocks: false, top_down: true }
    }
}

/// What a driver run did.
#[derive(Clone, Copy, Debug, Default)]
pub struct DriverStats {
    /// The last iteration changed nothing.
    pub converged: bool,
    pub changed: bool,
    pub folded: u64,
    pub erased: u64,
    pub iterations: u64,
}

/// Mutation handle given to patterns: edits the body and keeps the
/// worklist informed.
pub struct Rewriter<'a> {
    pub ctx: &'a mut Context,
    pub body: &'a mut Body,
    /// The op whose regions are rewritten; uses are searched under it.
    pub scope: Op,
    worklist: Worklist,
    /// Who uses what under `scope`; every mutation below keeps it current.
    uses: UseIndex,
    erased: FxHashSet<Op>,
    stats: DriverStats,
}

/// A LIFO worklist without duplicates.
#[derive(Default)]
struct Worklist {
    items: Vec<Op>,
    present: FxHashSet<Op>,
}

impl Worklist {
    fn push(&mut self, op: Op) {
        if self.present.insert(op) {
            self.items.push(op);
        }
    }
    fn pop(&mut self) -> Option<Op> {
        let op = self.items.pop()?;
        self.present.remove(&op);
        Some(op)
    }
    fn clear(&mut self) {
        self.items.clear();
        self.present.clear();
    }
}

impl Rewriter<'_> {
    /// Whether a value has no uses left in the scope.
    pub fn unused(&self, v: Value) -> bool {
        self.uses.is_unused(v)
    }

    /// The ops using `v`.
    pub fn users(&self, v: Value) -> Vec<Op> {
        self.uses.users(v)
    }

    /// Replaces every use of `old` by `new`; users go on the worklist.
    pub fn replace_all_uses(&mut self, old: Value, new: Value) {
        for user in self.uses.replace_all_uses(self.body, old, new) {
            self.worklist.push(user);
        }
    }

    /// Erases an op whose results are unused; the definers of its operands
    /// go on the worklist (they may have become dead).
    pub fn erase_op(&mut self, op: Op) {
        let operands = self.body.op(op).operands.to_vec();
        self.uses.remove_tree(self.body, op);
        self.body.erase_op(op);
        self.erased.insert(op);
        for v in operands {
            if let Some(def) = self.body.defining_op(v) {
                self.worklist.push(def);
            }
        }
        self.stats.erased += 1;
    }

    /// Replaces `op`'s results by `values` and erases it.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        let results: Vec<Value> = self.body.op(op).results().collect();
        for (r, &v) in results.into_iter().zip(values) {
            self.replace_all_uses(r, v);
        }
        self.erase_op(op);
    }

    /// Inserts a detached op before `anchor` and queues it.
    pub fn insert_before(&mut self, anchor: Op, op: Op) {
        self.body.insert_op_before(anchor, op);
        self.uses.add(self.body, op);
        self.worklist.push(op);
    }

    /// Marks an op changed in place: it is visited again.
    pub fn modified(&mut self, op: Op) {
        self.worklist.push(op);
    }

    /// Sets operand `i` of `op`, keeping the use index current.
    pub fn set_operand(&mut self, op: Op, i: usize, v: Value) {
        self.uses.remove(self.body, op);
        self.body.set_operand(op, i, v);
        self.uses.add(self.body, op);
        self.worklist.push(op);
    }
}

/// The region constants of `op` are uniqued in and hoisted to: the
/// nearest enclosing region whose op is isolated from above (or the scope).
fn insertion_region(ctx: &Context, body: &Body, scope: Op, op: Op) -> Option<Region> {
    let mut block = body.op(op).parent?;
    loop {
        let region = body.block(block).parent?;
        let parent = body.region(region).parent?;
        let isolated = lookup(ctx.str(body.op(parent).name)).is_some_and(|i| i.def.has(traits::ISOLATED_FROM_ABOVE));
        if isolated || parent == scope {
            return Some(region);
        }
        block = body.op(parent).parent?;
    }
}

/// Constants kept per (insertion region, dialect, value, type), and the
/// ops the folder placed (hoisted) itself.
#[derive(Default)]
struct ConstantTable {
    unique: FxHashMap<(Region, Ident, Attr, Type), Op>,
    owned: FxHashSet<Op>,
}

fn dialect_of(ctx: &mut Context, name: Ident) -> Ident {
    let full = ctx.str(name).to_string();
    let d = full.split_once('.').map_or(full.as_str(), |x| x.0).to_string();
    ctx.ident(&d)
}

/// MLIR's `OperationFolder::insertKnownConstant`: returns false when `op`
/// was a duplicate and has been replaced and erased.
fn insert_known_constant(rw: &mut Rewriter<'_>, table: &mut ConstantTable, op: Op, value: Attr) -> bool {
    let Some(block) = rw.body.op(op).parent else { return true };
    let prev_owned = |rw: &Rewriter<'_>, table: &ConstantTable| {
        let ops = &rw.body.block(block).ops;
        let i = ops.iter().position(|&o| o == op).unwrap_or(0);
        i == 0 || table.owned.contains(&ops[i - 1])
    };
    if table.owned.contains(&op) {
        if !prev_owned(rw, table) {
            rw.body.move_op(op, block, 0);
            rw.body.ops[op.index()].loc = None;
        }
        return true;
    }
    let Some(region) = insertion_region(rw.ctx, rw.body, rw.scope, op) else { return true };
    let name = rw.body.op(op).name;
    let dialect = dialect_of(rw.ctx, name);
    let Some(result) = rw.body.op(op).results().next() else { return true };
    let ty = rw.body.value(result).ty;
    let key = (region, dialect, value, ty);
    if let Some(&existing) = table.unique.get(&key) {
        if existing != op && rw.body.op(existing).parent.is_some() {
            let keep = rw.body.op(existing).results().next();
            if let Some(keep) = keep {
                rw.replace_all_uses(result, keep);
                rw.uses.remove(rw.body, op);
                rw.body.erase_op(op);
                rw.erased.insert(op);
                rw.body.ops[existing.index()].loc = None;
                return false;
            }
        }
    }
    let Some(&entry) = rw.body.region(region).blocks.first() else { return true };
    if block != entry || !prev_owned(rw, table) {
        rw.body.move_op(op, entry, 0);
        rw.body.ops[op.index()].loc = None;
    }
    table.unique.insert(key, op);
    table.owned.insert(op);
    true
}

/// Runs the driver over the regions of `scope`.
pub fn apply_greedily(
    ctx: &mut Context,
    body: &mut Body,
    scope: Op,
    patterns: &[Box<dyn Pattern>],
    config: &GreedyConfig,
) -> DriverStats {
    let mut rw = Rewriter {
        ctx,
        body,
        scope,
        worklist: Worklist::default(),
        uses: UseIndex::default(),
        erased: FxHashSet::default(),
        stats: DriverStats::default(),
    };
    let mut table = ConstantTable::default();
    let mut iteration = 0i64;
    loop {
        iteration += 1;
        if config.max_iterations >= 0 && iteration > config.max_iterations {
            rw.stats.converged = false;
            break;
        }
        rw.stats.iterations += 1;
        rw.worklist.clear();
        rw.uses = UseIndex::build(rw.body, scope);
        let mut order = Vec::new();
        for op in rw.body.nested_ops_preorder(scope) {
            if rw.body.op(op).parent.is_none() || !rw.body.is_inside(op, scope) {
                continue;
            }
            let info = info_of(rw.ctx, rw.body, op);
            if is_constant_like_info(info) {
                if let Some(v) = constant_value_with(rw.ctx, rw.body, op, info) {
                    if !insert_known_constant(&mut rw, &mut table, op, v) {
                        continue;
                    }
                }
            }
            order.push(op);
        }
        if !config.top_down {
            let kept: FxHashSet<Op> = order.iter().copied().collect();
            order = rw.body.nested_ops_postorder(scope).into_iter().filter(|o| kept.contains(o)).collect();
        }
        rw.worklist.clear();
        // MLIR pops its worklist from the back: top-down, the pre-order
        // list is reversed first so the first op comes out first;
        // bottom-up, the post-order list is kept, so each block is
        // processed from its last op up.
        if config.top_down {
            for &op in order.iter().rev() {
                rw.worklist.push(op);
            }
        } else {
            for &op in &order {
                rw.worklist.push(op);
            }
        }
        let mut changed = process_worklist(&mut rw, &mut table, patterns, config);
        if config.simplify_regions {
            changed |= super::region_simplify::simplify_regions(rw.ctx, rw.body, scope);
            if config.merge_blocks {
                changed |= super::block_merge::merge_identical_blocks(rw.ctx, rw.body, scope);
            }
        }
        rw.stats.changed |= changed;
        if !changed {
            rw.stats.converged = true;
            break;
        }
    }
    rw.stats
}

fn process_worklist(rw: &mut Rewriter<'_>, table: &mut ConstantTable, patterns: &[Box<dyn Pattern>], config: &GreedyConfig) -> bool {
    let mut changed = false;
    let mut rewrites = 0i64;
    while let Some(op) = rw.worklist.pop() {
        if config.max_rewrites >= 0 && rewrites >= config.max_rewrites {
            break;
        }
        if rw.erased.contains(&op) || rw.body.op(op).parent.is_none() {
            continue;
        }
        let results: Vec<Value> = rw.body.op(op).results().collect();
        // One registry lookup serves every question below.
        let info = info_of(rw.ctx, rw.body, op);
        if removable_if_unused(rw.ctx, rw.body, op, info) && results.iter().all(|&r| rw.unused(r)) {
            table.owned.remove(&op);
            table.unique.retain(|_, o| *o != op);
            rw.erase_op(op);
            changed = true;
            continue;
        }
        if !is_constant_like_info(info) {
            // A copy: computing constant values may intern attributes.
            let operands = rw.body.op(op).operands.to_vec();
            let mut consts: Vec<Option<Attr>> = Vec::with_capacity(operands.len());
            for v in operands {
                let def = rw.body.defining_op(v);
                consts.push(def.and_then(|d| constant_value(rw.ctx, rw.body, d)));
            }
            // A folder may change the op's operands in place: unindex them
            // around the call.
            rw.uses.remove(rw.body, op);
            let folded = fold_with(rw.ctx, rw.body, op, info, &consts);
            rw.uses.add(rw.body, op);
            match folded {
                Some(Folded::InPlace) => {
                    rw.stats.folded += 1;
                    rw.modified(op);
                    for r in results {
                        for u in rw.uses.users(r) {
                            rw.worklist.push(u);
                        }
                    }
                    changed = true;
                    rewrites += 1;
                    continue;
                }
                Some(Folded::Results(values)) if values.len() == results.len() => {
                    if let Some(repl) = materialize_all(rw, op, info, &values, &results) {
                        rw.stats.folded += 1;
                        rw.replace_op(op, &repl);
                        changed = true;
                        rewrites += 1;
                        continue;
                    }
                }
                _ => {}
            }
        }
        let name = rw.ctx.str(rw.body.op(op).name).to_string();
        for p in patterns {
            if p.root().is_some_and(|r| r != name) {
                continue;
            }
            if p.rewrite(rw, op) {
                changed = true;
                rewrites += 1;
                break;
            }
        }
    }
    changed
}

/// Turns fold results into values, creating constants before `op`; on a
/// constant that cannot be materialised, removes what it created.
fn materialize_all(
    rw: &mut Rewriter<'_>,
    op: Op,
    info: Option<&'static crate::ods::OpInfo>,
    values: &[FoldValue],
    results: &[Value],
) -> Option<Vec<Value>> {
    let mut out = Vec::with_capacity(values.len());
    let mut created = Vec::new();
    let loc = rw.body.op(op).loc;
    for (fv, &r) in values.iter().zip(results) {
        match *fv {
            FoldValue::Value(v) => out.push(v),
            FoldValue::Attr(a) => {
                let ty = rw.body.value(r).ty;
                match materialize_constant(rw.ctx, rw.body, info, a, ty, loc) {
                    Some(c) => {
                        rw.insert_before(op, c);
                        created.push(c);
                        out.push(rw.body.op(c).results().next()?);
                    }
                    None => {
                        for c in created {
                            rw.uses.remove(rw.body, c);
                            rw.body.erase_op(c);
                        }
                        return None;
                    }
                }
            }
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::printer::{print_module, PrintOptions};

    fn run(src: &str, config: &GreedyConfig) -> (String, DriverStats) {
        let mut ctx = Context::new();
        let mut m = crate::parser::parse(&mut ctx, src, &Default::default()).expect("parses");
        let top = m.top;
        let stats = apply_greedily(&mut ctx, &mut m.body, top, &[], config);
        (print_module(&ctx, &m, &PrintOptions::default()), stats)
    }

    const SHL: &str = "llvm.func @f() -> i32 {\n  %0 = llvm.mlir.constant(1 : i32) : i32\n  %1 = llvm.shl %0, %0 : i32\n  llvm.return %1 : i32\n}\n";

    #[test]
    fn folds_and_converges() {
        let (text, stats) = run(SHL, &GreedyConfig::default());
        assert!(stats.converged && stats.changed);
        assert!(text.contains("%0 = llvm.mlir.constant(2 : i32) : i32\n    llvm.return %0"), "{text}");
    }

    #[test]
    fn iteration_limit_stops_before_convergence() {
        let (_, stats) = run(SHL, &GreedyConfig { max_iterations: 1, ..GreedyConfig::default() });
        assert!(!stats.converged);
        assert_eq!(stats.iterations, 1);
    }

    /// A pattern that renames nothing but counts its calls: patterns run
    /// on the ops their root names (here the function's terminator, found
    /// by its trait).
    struct Count(std::cell::Cell<u32>, String);
    impl Pattern for Count {
        fn root(&self) -> Option<&str> {
            Some(&self.1)
        }
        fn rewrite(&self, _: &mut Rewriter<'_>, _: Op) -> bool {
            self.0.set(self.0.get() + 1);
            false
        }
    }

    #[test]
    fn patterns_see_their_roots() {
        let mut ctx = Context::new();
        let mut m = crate::parser::parse(&mut ctx, SHL, &Default::default()).expect("parses");
        let term = m.body.nested_ops_preorder(m.top).into_iter().find(|&o| {
            info_of(&ctx, &m.body, o).is_some_and(|i| i.def.has(traits::TERMINATOR))
        });
        let name = ctx.str(m.body.op(term.expect("a terminator")).name).to_string();
        let counter = std::rc::Rc::new(Count(std::cell::Cell::new(0), name));
        struct Shared(std::rc::Rc<Count>);
        impl Pattern for Shared {
            fn root(&self) -> Option<&str> {
                self.0.root()
            }
            fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
                self.0.rewrite(rw, op)
            }
        }
        let patterns: Vec<Box<dyn Pattern>> = vec![Box::new(Shared(counter.clone()))];
        let top = m.top;
        apply_greedily(&mut ctx, &mut m.body, top, &patterns, &GreedyConfig::default());
        assert!(counter.0.get() >= 1);
    }
}
