//! `mem2reg`: promotes memory slots to SSA values, as MLIR 19's
//! `Mem2Reg.cpp` does.
//!
//! For each slot an allocator offers, an analysis (which mutates nothing)
//! finds the uses that block promotion, transitively (an op that deletes
//! itself makes its users' uses blocking too), checks every blocking user
//! can drop them, and places block arguments at the iterated dominance
//! frontier of the blocks that store to the slot, provided every
//! predecessor of those blocks is a branch that can forward a value. Then
//! the promotion walks the dominator tree carrying the reaching definition
//! (the default value at the entry, a block argument at merge points, what
//! each store makes of it), and removes the blocking uses in reverse
//! dominance order. Only the region of the slot pointer is promoted.
//! Promotion repeats until no slot of any allocator is promoted.

use rustc_hash::{FxHashMap, FxHashSet};

use super::cfg::{dominance_sort, forward_slice, live_in_blocks, DomTree};
use super::{row_of, Deletion, MemSlot, SlotBuilder, Use};
use crate::ir::{Block, Op, Region, ValueDef};
use crate::passes::options::{OptKind, OptionSpec, Options};
use crate::passes::pass::{Pass, PassCx, PassFailed, PassInfo, Statistic};

pub const INFO: PassInfo = PassInfo {
    argument: "mem2reg",
    name: "Mem2Reg",
    summary: "Promotes memory slots into values.",
    anchor: None,
    options: &[OptionSpec {
        name: "region-simplify",
        kind: OptKind::Bool,
        default: "true",
        help: "Perform control flow optimizations to the region tree",
    }],
    create,
};

fn create(o: &Options) -> Box<dyn Pass> {
    // MLIR 19 declares `region-simplify` but its pass no longer reads it
    // (promotion stopped going through the greedy driver, which did the
    // simplifying): the option is accepted and changes nothing.
    let _ = o.bool("region-simplify");
    Box::new(Mem2Reg { promoted: 0, new_args: 0 })
}

struct Mem2Reg {
    promoted: u64,
    new_args: u64,
}

impl Pass for Mem2Reg {
    fn run(&mut self, cx: &mut PassCx<'_>, scope: Op) -> Result<(), PassFailed> {
        super::for_each_region(cx, scope, |b, region| loop {
            let allocators = super::allocators_in(b, region, |r| r.allocation.is_some());
            if !self.promote_all(b, allocators) {
                break;
            }
        });
        Ok(())
    }

    fn statistics(&self) -> Vec<Statistic> {
        vec![
            Statistic { name: "new block args", value: self.new_args, help: "Total amount of new block argument inserted in blocks" },
            Statistic { name: "promoted slots", value: self.promoted, help: "Total amount of memory slot promoted" },
        ]
    }
}

impl Mem2Reg {
    /// `tryToPromoteMemorySlots`: rounds over the allocators until none
    /// promotes a slot; true when any did.
    fn promote_all(&mut self, b: &mut SlotBuilder<'_>, mut work: Vec<Op>) -> bool {
        let mut any = false;
        loop {
            let mut changed = false;
            let mut next = Vec::new();
            for alloc in work {
                let Some(row) = row_of(b.ctx, b.body, alloc).and_then(|r| r.allocation) else { continue };
                let mut promoted = false;
                for slot in (row.slots)(b.ctx, b.body, alloc) {
                    if b.unused(slot.ptr) {
                        continue;
                    }
                    if let Some(info) = analyze(b, &slot) {
                        self.promote(b, alloc, slot, info);
                        promoted = true;
                        // Promoting a slot may invalidate the others.
                        break;
                    }
                }
                if !promoted {
                    next.push(alloc);
                }
                changed |= promoted;
            }
            if !changed {
                return any;
            }
            any = true;
            work = next;
        }
    }
}

/// What the analysis found: blocking uses per user (users in discovery
/// order) and the blocks that get a block argument.
struct Info {
    users: Vec<Op>,
    blocking: FxHashMap<Op, Vec<usize>>,
    merge_points: FxHashSet<Block>,
    region: Region,
}

/// The region of the block holding `v`.
fn region_of_value(b: &SlotBuilder<'_>, v: crate::ir::Value) -> Option<(Block, Region)> {
    let blk = match b.body.value(v).def {
        ValueDef::Result { op, .. } => b.body.op(op).parent?,
        ValueDef::Arg { block, .. } => block,
    };
    Some((blk, b.body.block(blk).parent?))
}

/// `MemorySlotPromotionAnalyzer::computeInfo`.
fn analyze(b: &SlotBuilder<'_>, slot: &MemSlot) -> Option<Info> {
    let (_, region) = region_of_value(b, slot.ptr)?;
    let mut users: Vec<Op> = Vec::new();
    let mut blocking: FxHashMap<Op, Vec<usize>> = FxHashMap::default();
    let add = |users: &mut Vec<Op>, blocking: &mut FxHashMap<Op, Vec<usize>>, (op, i): Use| {
        let list = blocking.entry(op).or_insert_with(|| {
            users.push(op);
            Vec::new()
        });
        if !list.contains(&i) {
            list.push(i);
        }
    };
    for u in b.uses(slot.ptr) {
        add(&mut users, &mut blocking, u);
    }
    let view = b.view();
    for user in forward_slice(b.body, b.use_index(), slot.ptr) {
        let Some(uses) = blocking.get(&user).cloned() else { continue };
        let row = row_of(b.ctx, b.body, user)?;
        let mut new = Vec::new();
        let ok = if let Some(p) = row.promotable {
            (p.can_uses_be_removed)(&view, user, &uses, &mut new)
        } else if let Some(m) = row.mem {
            (m.can_uses_be_removed)(&view, user, slot, &uses, &mut new)
        } else {
            false
        };
        if !ok {
            return None;
        }
        for u in new {
            add(&mut users, &mut blocking, u);
        }
    }
    // Only the slot's own region is promoted: a memory op elsewhere could
    // not be given its reaching definition.
    for &user in &users {
        let is_mem = row_of(b.ctx, b.body, user).is_some_and(|r| r.mem.is_some());
        let user_region = b.body.op(user).parent.and_then(|blk| b.body.block(blk).parent);
        if is_mem && user_region != Some(region) {
            return None;
        }
    }
    let merge_points = merge_points(b, slot, region);
    // Every predecessor of a merge point must forward a value to it.
    for &blk in &b.body.region(region).blocks {
        let Some(&term) = b.body.block(blk).ops.last() else { continue };
        let succs = &b.body.op(term).successors;
        if succs.iter().any(|s| merge_points.contains(s)) {
            let info = crate::passes::fold::info_of(b.ctx, b.body, term);
            if crate::passes::branch::successor_operands(b.ctx, b.body, term, info).is_none() {
                return None;
            }
        }
    }
    Some(Info { users, blocking, merge_points, region })
}

/// The iterated dominance frontier of the blocks that store to the slot,
/// where the slot is live.
fn merge_points(b: &SlotBuilder<'_>, slot: &MemSlot, region: Region) -> FxHashSet<Block> {
    if b.body.region(region).blocks.len() == 1 {
        return FxHashSet::default();
    }
    let view = b.view();
    let mut defining = FxHashSet::default();
    for (user, _) in b.uses(slot.ptr) {
        if let Some(m) = row_of(b.ctx, b.body, user).and_then(|r| r.mem) {
            if (m.stores_to)(&view, user, slot) {
                if let Some(blk) = b.body.op(user).parent {
                    defining.insert(blk);
                }
            }
        }
    }
    // Blocks that read the slot before any store of theirs.
    let mut reads_first = FxHashSet::default();
    for &blk in &b.body.region(region).blocks {
        for &op in &b.body.block(blk).ops {
            let Some(m) = row_of(b.ctx, b.body, op).and_then(|r| r.mem) else { continue };
            if (m.stores_to)(&view, op, slot) {
                break;
            }
            if (m.loads_from)(&view, op, slot) {
                reads_first.insert(blk);
                break;
            }
        }
    }
    let live_in = live_in_blocks(b.body, region, &reads_first, &defining);
    match DomTree::new(b.body, region) {
        Some(tree) => tree.iterated_frontier(b.body, region, &defining, &live_in),
        None => FxHashSet::default(),
    }
}

/// The state of one promotion (`MemorySlotPromoter`).
struct Promoter {
    alloc: Op,
    slot: MemSlot,
    info: Info,
    default: Option<crate::ir::Value>,
    reaching: FxHashMap<Op, crate::ir::Value>,
    stored: FxHashMap<Op, crate::ir::Value>,
}

impl Mem2Reg {
    fn promote(&mut self, b: &mut SlotBuilder<'_>, alloc: Op, slot: MemSlot, info: Info) {
        let mut p = Promoter { alloc, slot, info, default: None, reaching: FxHashMap::default(), stored: FxHashMap::default() };
        let def = p.default_value(b);
        self.new_args += p.reaching_defs_in_region(b, def);
        p.remove_blocking_uses(b);
        // Predecessors the walk did not reach (unreachable blocks) forward
        // the default value to the merge points.
        let region = p.info.region;
        for &blk in &b.body.region(region).blocks.clone() {
            let Some(&term) = b.body.block(blk).ops.last() else { continue };
            let succs = b.body.op(term).successors.to_vec();
            for (s, target) in succs.into_iter().enumerate() {
                if !p.info.merge_points.contains(&target) {
                    continue;
                }
                let info = crate::passes::fold::info_of(b.ctx, b.body, term);
                let Some(layout) = crate::passes::branch::successor_operands(b.ctx, b.body, term, info) else { continue };
                if layout[s].len() + 1 == b.body.block(target).args.len() {
                    let d = p.default_value(b);
                    b.append_successor_operand(term, s, d);
                }
            }
        }
        self.promoted += 1;
        if let Some(row) = row_of(b.ctx, b.body, alloc).and_then(|r| r.allocation) {
            (row.complete)(b, alloc, &p.slot, p.default);
        }
    }
}

impl Promoter {
    fn default_value(&mut self, b: &mut SlotBuilder<'_>) -> crate::ir::Value {
        if let Some(v) = self.default {
            return v;
        }
        let row = row_of(b.ctx, b.body, self.alloc).and_then(|r| r.allocation).expect("an allocator has its row");
        let (blk, _) = region_of_value(b, self.slot.ptr).expect("the slot is attached");
        b.set_start(blk);
        let v = (row.default_value)(b, self.alloc, &self.slot);
        self.default = Some(v);
        v
    }

    /// Load-store forwarding within a block; the definition reaching its end.
    fn reaching_def_in_block(&mut self, b: &mut SlotBuilder<'_>, blk: Block, mut def: crate::ir::Value) -> crate::ir::Value {
        for op in b.body.block(blk).ops.clone() {
            let Some(m) = row_of(b.ctx, b.body, op).and_then(|r| r.mem) else { continue };
            if self.info.blocking.contains_key(&op) {
                self.reaching.entry(op).or_insert(def);
            }
            if (m.stores_to)(&b.view(), op, &self.slot) {
                b.set_after(op);
                let stored = (m.get_stored)(b, op, &self.slot, def);
                def = stored;
                self.stored.insert(op, stored);
            }
        }
        def
    }

    /// Walks the dominator tree of the slot's region carrying the reaching
    /// definition; returns how many block arguments were added.
    fn reaching_defs_in_region(&mut self, b: &mut SlotBuilder<'_>, def: crate::ir::Value) -> u64 {
        let region = self.info.region;
        if b.body.region(region).blocks.len() == 1 {
            let entry = b.body.region(region).blocks[0];
            self.reaching_def_in_block(b, entry, def);
            return 0;
        }
        let Some(tree) = DomTree::new(b.body, region) else { return 0 };
        let mut added = 0;
        let mut stack = vec![(tree.entry, def)];
        while let Some((blk, mut def)) = stack.pop() {
            if self.info.merge_points.contains(&blk) {
                let loc = b.body.op(self.alloc).loc;
                let span = b.body.op(self.alloc).span;
                let arg = b.body.add_block_arg(blk, self.slot.elem, loc, span);
                b.set_start(blk);
                if let Some(row) = row_of(b.ctx, b.body, self.alloc).and_then(|r| r.allocation) {
                    (row.block_argument)(b, self.alloc, &self.slot, arg);
                }
                def = arg;
                added += 1;
            }
            def = self.reaching_def_in_block(b, blk, def);
            if let Some(&term) = b.body.block(blk).ops.last() {
                let succs = b.body.op(term).successors.to_vec();
                for (s, target) in succs.into_iter().enumerate() {
                    if self.info.merge_points.contains(&target) {
                        b.append_successor_operand(term, s, def);
                    }
                }
            }
            for &child in tree.children(blk) {
                stack.push((child, def));
            }
        }
        added
    }

    /// Removes the blocking uses, users dominated by others first.
    fn remove_blocking_uses(&mut self, b: &mut SlotBuilder<'_>) {
        let mut users = self.info.users.clone();
        dominance_sort(b.body, self.info.region, &mut users);
        let mut erase = Vec::new();
        let mut replaced = Vec::new();
        let mut visit = Vec::new();
        for &op in users.iter().rev() {
            let Some(row) = row_of(b.ctx, b.body, op) else { continue };
            let uses = self.info.blocking.get(&op).cloned().unwrap_or_default();
            if let Some(m) = row.mem {
                let def = match self.reaching.get(&op) {
                    Some(&d) => d,
                    // Outside the walk's reach (unreachable): the default.
                    None => self.default_value(b),
                };
                b.set_after(op);
                if (m.remove_blocking_uses)(b, op, &self.slot, &uses, def) == Deletion::Delete {
                    erase.push(op);
                }
                if (m.stores_to)(&b.view(), op, &self.slot) {
                    if let Some(&v) = self.stored.get(&op) {
                        replaced.push((op, v));
                    }
                }
                continue;
            }
            let Some(p) = row.promotable else { continue };
            b.set_after(op);
            if (p.remove_blocking_uses)(b, op, &uses) == Deletion::Delete {
                erase.push(op);
            }
            if p.visit_replaced_values.is_some() {
                visit.push((op, p));
            }
        }
        for (op, p) in visit {
            b.set_after(op);
            if let Some(f) = p.visit_replaced_values {
                f(b, op, &replaced);
            }
        }
        for op in erase {
            b.erase(op);
        }
    }
}
