//! Control-flow facts the memory-slot passes need: the dominator tree of a
//! region (from the verifier's dominators), iterated dominance frontiers
//! (where a slot's definitions meet and need a block argument), blocks in
//! dominance order, and the forward slice of a value (its users,
//! transitively, in topological order).

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::uses::UseIndex;
use crate::ir::{Block, Body, Op, Region, Value};
use crate::verify::api::dominators;

/// The successors of `b` (its terminator's).
pub fn successors(body: &Body, b: Block) -> Vec<Block> {
    body.block(b).ops.last().map(|&o| body.op(o).successors.to_vec()).unwrap_or_default()
}

/// A region's dominator tree over its reachable blocks.
pub struct DomTree {
    pub entry: Block,
    idom: FxHashMap<Block, Block>,
    /// Children of each node, in the region's block order.
    children: FxHashMap<Block, Vec<Block>>,
}

impl DomTree {
    pub fn new(body: &Body, region: Region) -> Option<DomTree> {
        let entry = *body.region(region).blocks.first()?;
        let idom = dominators(body, region);
        let mut children: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
        for &b in &body.region(region).blocks {
            if let Some(&p) = idom.get(&b) {
                if p != b {
                    children.entry(p).or_default().push(b);
                }
            }
        }
        Some(DomTree { entry, idom, children })
    }

    pub fn reachable(&self, b: Block) -> bool {
        self.idom.contains_key(&b)
    }

    pub fn children(&self, b: Block) -> &[Block] {
        self.children.get(&b).map(Vec::as_slice).unwrap_or(&[])
    }

    /// Whether `a` strictly dominates `b` (both reachable).
    fn strictly_dominates(&self, a: Block, mut b: Block) -> bool {
        while b != self.entry {
            b = self.idom[&b];
            if b == a {
                return true;
            }
        }
        false
    }

    /// The iterated dominance frontier of `defining` (MLIR's use of LLVM's
    /// `IDFCalculator`): the blocks where two definitions may meet,
    /// pruned to those where the slot is live on entry (`live_in`): a
    /// frontier block that is not live is neither kept nor explored.
    pub fn iterated_frontier(
        &self,
        body: &Body,
        region: Region,
        defining: &FxHashSet<Block>,
        live_in: &FxHashSet<Block>,
    ) -> FxHashSet<Block> {
        // Dominance frontier of every reachable block, from each edge
        // P -> Y: every dominator of P up to (not including) the strict
        // dominators of Y has Y in its frontier.
        let mut frontier: FxHashMap<Block, FxHashSet<Block>> = FxHashMap::default();
        for &p in &body.region(region).blocks {
            if !self.reachable(p) {
                continue;
            }
            for y in successors(body, p) {
                if !self.reachable(y) {
                    continue;
                }
                let mut runner = p;
                loop {
                    if self.strictly_dominates(runner, y) {
                        break;
                    }
                    frontier.entry(runner).or_default().insert(y);
                    if runner == self.entry {
                        break;
                    }
                    runner = self.idom[&runner];
                }
            }
        }
        let mut out = FxHashSet::default();
        let mut work: Vec<Block> = defining.iter().copied().filter(|b| self.reachable(*b)).collect();
        let mut queued: FxHashSet<Block> = work.iter().copied().collect();
        while let Some(b) = work.pop() {
            for &y in frontier.get(&b).into_iter().flatten() {
                if !live_in.contains(&y) {
                    continue;
                }
                if out.insert(y) && queued.insert(y) {
                    work.push(y);
                }
            }
        }
        out
    }
}

/// The blocks of `region` on entry to which a slot's content may be read:
/// those reading it before writing it (`reads_first`), and, backwards,
/// every predecessor that does not write it (`writes`).
pub fn live_in_blocks(body: &Body, region: Region, reads_first: &FxHashSet<Block>, writes: &FxHashSet<Block>) -> FxHashSet<Block> {
    let mut preds: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
    for &p in &body.region(region).blocks {
        for s in successors(body, p) {
            preds.entry(s).or_default().push(p);
        }
    }
    let mut live: FxHashSet<Block> = reads_first.clone();
    let mut work: Vec<Block> = reads_first.iter().copied().collect();
    while let Some(b) = work.pop() {
        for &p in preds.get(&b).into_iter().flatten() {
            if !writes.contains(&p) && live.insert(p) {
                work.push(p);
            }
        }
    }
    live
}

/// Reverse post-order of the blocks reachable from `root`.
fn reverse_post_order(body: &Body, root: Block) -> Vec<Block> {
    let mut order = Vec::new();
    let mut seen = FxHashSet::default();
    seen.insert(root);
    // (block, next successor to look at)
    let mut stack: Vec<(Block, usize)> = vec![(root, 0)];
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        let succs = successors(body, b);
        if *next < succs.len() {
            let s = succs[*next];
            *next += 1;
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            order.push(b);
            stack.pop();
        }
    }
    order.reverse();
    order
}

/// The blocks of a region sorted so that a block comes after its
/// dominators (MLIR's `getBlocksSortedByDominance`): a reverse post-order
/// from each block not yet listed, in region order.
pub fn blocks_by_dominance(body: &Body, region: Region) -> Vec<Block> {
    let mut out = Vec::new();
    let mut listed = FxHashSet::default();
    for &b in &body.region(region).blocks {
        if listed.contains(&b) {
            continue;
        }
        for x in reverse_post_order(body, b) {
            if listed.insert(x) {
                out.push(x);
            }
        }
    }
    out
}

/// Sorts ops of one region (or nested in it) so that an op comes after
/// the ops that dominate it: blocks by dominance, then position.
pub fn dominance_sort(body: &Body, region: Region, ops: &mut [Op]) {
    let order: FxHashMap<Block, usize> = blocks_by_dominance(body, region).into_iter().enumerate().map(|(i, b)| (b, i)).collect();
    let key = |op: Op| -> (usize, usize) {
        // The ancestor of `op` directly in `region`.
        let mut o = op;
        loop {
            let Some(b) = body.op(o).parent else { return (usize::MAX, 0) };
            if body.block(b).parent == Some(region) {
                let pos = body.block(b).ops.iter().position(|&x| x == o).unwrap_or(0);
                return (order.get(&b).copied().unwrap_or(usize::MAX), pos);
            }
            match body.block_parent_op(b) {
                Some(p) => o = p,
                None => return (usize::MAX, 0),
            }
        }
    };
    ops.sort_by_key(|&o| key(o));
}

/// The ops that transitively use `root` (through results and, for ops
/// with regions, what they hold), in topological order (MLIR's
/// `getForwardSlice`).
pub fn forward_slice(body: &Body, uses: &UseIndex, root: Value) -> Vec<Op> {
    let mut post = Vec::new();
    let mut seen: FxHashSet<Op> = FxHashSet::default();
    let users_of = |v: Value| -> Vec<Op> {
        let mut u = uses.users(v);
        u.reverse();
        u
    };
    for user in users_of(root) {
        if seen.contains(&user) {
            continue;
        }
        // Iterative DFS: (op, children left to visit)
        seen.insert(user);
        let mut stack: Vec<(Op, Vec<Op>)> = vec![(user, slice_children(body, user, &users_of))];
        while let Some((op, pending)) = stack.last_mut() {
            match pending.pop() {
                Some(next) => {
                    if seen.insert(next) {
                        let kids = slice_children(body, next, &users_of);
                        stack.push((next, kids));
                    }
                }
                None => {
                    post.push(*op);
                    stack.pop();
                }
            }
        }
    }
    post.reverse();
    post
}

/// What the forward slice visits after `op`: the ops in its regions, then
/// the users of its results (reversed, to be popped in order).
fn slice_children(body: &Body, op: Op, users_of: &dyn Fn(Value) -> Vec<Op>) -> Vec<Op> {
    let mut next = Vec::new();
    for &r in body.op(op).regions.iter() {
        for &b in &body.region(r).blocks {
            next.extend(body.block(b).ops.iter().copied());
        }
    }
    for v in body.op(op).results() {
        next.extend(users_of(v));
    }
    next.reverse();
    next
}
