//! Region simplification after each rewrite iteration (MLIR's
//! `simplifyRegions` at its "normal" level): erase blocks no path from the
//! entry reaches, then dead-code elimination by liveness, which also
//! removes block arguments (and the branch operands feeding them) that no
//! live op needs, cycles through loops included.
//!
//! Liveness follows MLIR's `runRegionDCE`: ops that would not be trivially
//! dead are live, terminators are live, a value is live when a live op uses
//! it, except that a branch operand only counts when the block argument it
//! feeds is live. Entry block arguments are never removed.

use rustc_hash::FxHashSet;

use super::branch::{erase_successor_operands, successor_operands};
use super::effects::removable_if_unused;
use crate::ods::{lookup, opdef::traits, OpInfo};
use crate::ir::uses::UseIndex;
use crate::ir::{Block, Body, Context, Op, Region, Value, ValueDef};

/// Simplifies the regions of `scope`; true when an op or block went away.
pub fn simplify_regions(ctx: &mut Context, body: &mut Body, scope: Op) -> bool {
    let mut changed = erase_unreachable_blocks(body, scope);
    changed |= region_dce(ctx, body, scope);
    changed
}

/// Erases blocks no path from their region's entry reaches.
pub fn erase_unreachable_blocks(body: &mut Body, scope: Op) -> bool {
    let mut changed = false;
    let mut regions: Vec<Region> = body.op(scope).regions.to_vec();
    for op in body.nested_ops_preorder(scope) {
        regions.extend(body.op(op).regions.iter().copied());
    }
    for region in regions {
        let blocks = body.region(region).blocks.clone();
        if blocks.len() < 2 {
            continue;
        }
        let reached: FxHashSet<Block> = post_order(body, region).into_iter().collect();
        for b in blocks {
            if !reached.contains(&b) {
                body.erase_block(b);
                changed = true;
            }
        }
    }
    changed
}

/// Blocks reachable from the entry, successors before predecessors.
fn post_order(body: &Body, region: Region) -> Vec<Block> {
    let mut out = Vec::new();
    let Some(&entry) = body.region(region).blocks.first() else { return out };
    let mut seen = FxHashSet::default();
    // (block, next successor to visit)
    let mut stack = vec![(entry, 0usize)];
    seen.insert(entry);
    while let Some(top) = stack.last_mut() {
        let (b, i) = *top;
        let succs: &[Block] = match body.block(b).ops.last() {
            Some(&t) => &body.op(t).successors,
            None => &[],
        };
        if i < succs.len() {
            top.1 += 1;
            let s = succs[i];
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            out.push(b);
            stack.pop();
        }
    }
    out
}

#[derive(Default)]
struct Live {
    ops: FxHashSet<Op>,
    values: FxHashSet<Value>,
    changed: bool,
}

impl Live {
    /// An op is live when marked so or when any of its results is.
    fn has_op(&self, body: &Body, op: Op) -> bool {
        self.ops.contains(&op) || body.op(op).results().any(|r| self.values.contains(&r))
    }
    fn op(&mut self, op: Op) {
        self.changed |= self.ops.insert(op);
    }
    fn value(&mut self, v: Value) {
        self.changed |= self.values.insert(v);
    }
}

struct Dce<'a> {
    ctx: &'a Context,
    body: &'a Body,
    uses: UseIndex,
    live: Live,
}

fn info_of(ctx: &Context, body: &Body, op: Op) -> Option<&'static OpInfo> {
    lookup(ctx.str(body.op(op).name))
}

fn is_terminator(info: Option<&OpInfo>) -> bool {
    info.is_some_and(|i| i.def.has(traits::TERMINATOR))
}

impl Dce<'_> {
    fn region(&mut self, r: Region) {
        for b in post_order(self.body, r) {
            for &op in self.body.block(b).ops.iter().rev() {
                self.op(op);
            }
            if self.body.region(r).blocks.first() == Some(&b) {
                continue;
            }
            for &a in &self.body.block(b).args {
                if !self.live.values.contains(&a) {
                    self.value(a);
                }
            }
        }
    }

    fn op(&mut self, op: Op) {
        for &r in self.body.op(op).regions.iter() {
            self.region(r);
        }
        let info = info_of(self.ctx, self.body, op);
        if is_terminator(info) {
            self.live.op(op);
            if successor_operands(self.ctx, self.body, op, info).is_none() {
                for &s in self.body.op(op).successors.iter() {
                    for &a in &self.body.block(s).args {
                        self.live.value(a);
                    }
                }
            }
            return;
        }
        if self.live.has_op(self.body, op) {
            return;
        }
        if !removable_if_unused(self.ctx, self.body, op, info) {
            self.live.op(op);
            return;
        }
        for r in self.body.op(op).results() {
            self.value(r);
        }
    }

    fn value(&mut self, v: Value) {
        let live =
            self.uses.users(v).into_iter().any(|u| self.live.has_op(self.body, u) && !self.only_dead_uses(u, v));
        if live {
            self.live.value(v);
        }
    }

    /// Whether every use of `v` by the branch `user` feeds a block
    /// argument that is not live.
    fn only_dead_uses(&self, user: Op, v: Value) -> bool {
        let info = info_of(self.ctx, self.body, user);
        if !is_terminator(info) {
            return false;
        }
        let Some(layout) = successor_operands(self.ctx, self.body, user, info) else { return false };
        let d = self.body.op(user);
        d.operands.iter().enumerate().filter(|(_, &x)| x == v).all(|(i, _)| {
            layout.iter().enumerate().any(|(s, idxs)| {
                idxs.iter().position(|&j| j == i).is_some_and(|pos| {
                    let arg = self.body.block(d.successors[s]).args.get(pos).copied();
                    arg.is_some_and(|a| !self.live.values.contains(&a))
                })
            })
        })
    }
}

/// Liveness-based dead-code elimination over the regions of `scope`.
pub fn region_dce(ctx: &mut Context, body: &mut Body, scope: Op) -> bool {
    let regions = body.op(scope).regions.to_vec();
    let live = {
        let mut dce = Dce { ctx, body, uses: UseIndex::build(body, scope), live: Live::default() };
        loop {
            dce.live.changed = false;
            for &r in &regions {
                dce.region(r);
            }
            if !dce.live.changed {
                break;
            }
        }
        dce.live
    };
    delete_dead(ctx, body, &regions, &live)
}

fn delete_dead(ctx: &mut Context, body: &mut Body, regions: &[Region], live: &Live) -> bool {
    let mut erased = false;
    for &r in regions {
        let blocks = body.region(r).blocks.clone();
        let single = blocks.len() == 1;
        for b in post_order(body, r) {
            if !single {
                // Only a terminator with successors forwards operands (and
                // is worth a registry lookup).
                if let Some(&term) = body.block(b).ops.last().filter(|&&t| !body.op(t).successors.is_empty()) {
                    let succs = body.op(term).successors.to_vec();
                    let args: Vec<Vec<Value>> = succs.iter().map(|&s| body.block(s).args.clone()).collect();
                    let info = info_of(ctx, body, term);
                    erase_successor_operands(ctx, body, term, info, &|s, pos| {
                        args.get(s).and_then(|a| a.get(pos)).is_some_and(|a| !live.values.contains(a))
                    });
                }
            }
            // Dead ops leave their block in one pass (erasing them one by
            // one would be quadratic in the block's size).
            let ops = body.block(b).ops.clone();
            let mut kept = Vec::with_capacity(ops.len());
            for op in ops {
                if live.has_op(body, op) {
                    kept.push(op);
                } else {
                    body.ops[op.index()].parent = None;
                    erased = true;
                }
            }
            body.blocks[b.index()].ops = kept.clone();
            for op in kept.into_iter().rev() {
                let inner = body.op(op).regions.to_vec();
                if !inner.is_empty() {
                    erased |= delete_dead(ctx, body, &inner, live);
                }
            }
        }
        for &b in blocks.iter().skip(1) {
            let args = std::mem::take(&mut body.blocks[b.index()].args);
            let kept: Vec<Value> = args.into_iter().filter(|a| live.values.contains(a)).collect();
            for (i, &a) in kept.iter().enumerate() {
                body.values[a.index()].def = ValueDef::Arg { block: b, index: i as u32 };
            }
            body.blocks[b.index()].args = kept;
        }
    }
    erased
}
