//! Dominance of SSA values within a region with control flow: a value's
//! definition must come before its use in the same block, or in a block
//! that dominates the use's block. Uses in nested regions count as uses at
//! the op that holds the region.

use rustc_hash::FxHashMap;

use crate::diag::Diagnostic;
use crate::ir::{Block, Body, Context, Op, Region, ValueDef};

/// Blocks of a region reachable through successors.
fn successors(body: &Body, b: Block) -> impl Iterator<Item = Block> + '_ {
    body.block(b).ops.last().into_iter().flat_map(move |&o| body.op(o).successors.iter().copied())
}

thread_local! {
    /// Place of each block in its region, by block index: written for a
    /// region's blocks before any is read (see `POSITIONS`).
    static BLOCK_PLACES: std::cell::RefCell<Vec<u32>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Immediate dominators of the reachable blocks of a region (iterative
/// algorithm of Cooper, Harvey and Kennedy over reverse post-order).
pub fn dominators(body: &Body, region: Region) -> FxHashMap<Block, Block> {
    let blocks = &body.region(region).blocks;
    let idom = immediate_dominators(body, region);
    idom.iter().enumerate().filter_map(|(i, d)| d.map(|d| (blocks[i], blocks[d as usize]))).collect()
}

/// [`dominators`] by place in the region: the place of each block's
/// immediate dominator, the entry its own, `None` for unreachable blocks.
fn immediate_dominators(body: &Body, region: Region) -> Vec<Option<u32>> {
    let blocks = &body.region(region).blocks;
    let n = blocks.len();
    let mut idom = vec![None; n];
    if n == 0 {
        return idom;
    }
    BLOCK_PLACES.with(|places| {
        let mut place = places.borrow_mut();
        if place.len() < body.blocks.len() {
            place.resize(body.blocks.len(), 0);
        }
        for (i, &b) in blocks.iter().enumerate() {
            place[b.index()] = i as u32;
        }
        idom[0] = Some(0);
        if n == 1 {
            return;
        }
        // Successors by place (a block of another region is not followed).
        let succs = |i: usize| {
            successors(body, blocks[i]).filter_map(|s| {
                let p = place[s.index()] as usize;
                (p < n && blocks[p] == s).then_some(p)
            })
        };
        // Reverse post-order.
        let mut order = Vec::with_capacity(n);
        let mut seen = vec![false; n];
        let mut stack = vec![(0usize, false)];
        while let Some((b, done)) = stack.pop() {
            if done {
                order.push(b);
                continue;
            }
            if std::mem::replace(&mut seen[b], true) {
                continue;
            }
            stack.push((b, true));
            for s in succs(b) {
                if !seen[s] {
                    stack.push((s, false));
                }
            }
        }
        order.reverse();
        let mut rpo = vec![usize::MAX; n];
        for (i, &b) in order.iter().enumerate() {
            rpo[b] = i;
        }
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &b in &order {
            for s in succs(b) {
                preds[s].push(b);
            }
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &b in order.iter().skip(1) {
                let mut new: Option<usize> = None;
                for &p in &preds[b] {
                    if idom[p].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(mut a) => {
                            let mut c = p;
                            while a != c {
                                while rpo[a] > rpo[c] {
                                    a = idom[a].expect("processed") as usize;
                                }
                                while rpo[c] > rpo[a] {
                                    c = idom[c].expect("processed") as usize;
                                }
                            }
                            a
                        }
                    });
                }
                if let Some(nd) = new {
                    if idom[b] != Some(nd as u32) {
                        idom[b] = Some(nd as u32);
                        changed = true;
                    }
                }
            }
        }
    });
    idom
}

/// Whether the block at place `a` dominates the one at place `b`.
fn dominates(idom: &[Option<u32>], a: u32, mut b: u32) -> bool {
    loop {
        if a == b {
            return true;
        }
        match idom[b as usize] {
            Some(p) if p != b => b = p,
            // Unreachable blocks are dominated by everything, as in MLIR.
            None => return true,
            _ => return false,
        }
    }
}

/// The ancestor of `op` (or `op` itself) that sits directly in `block`'s region.
fn ancestor_in(body: &Body, mut op: Op, region: Region) -> Option<Op> {
    loop {
        let b = body.op(op).parent?;
        if body.block(b).parent == Some(region) {
            return Some(op);
        }
        op = body.region(body.block(b).parent?).parent?;
    }
}

thread_local! {
    /// Position of each op in its block, by op index: written for a
    /// region's ops before any is read, so it is never cleared, only grown
    /// (a map per region was a visible share of verifying).
    static POSITIONS: std::cell::RefCell<Vec<u32>> = const { std::cell::RefCell::new(Vec::new()) };
}

pub fn check_region(ctx: &Context, body: &Body, region: Region, diags: &mut Vec<Diagnostic>) {
    let idom = immediate_dominators(body, region);
    let _ = ctx;
    let places = BLOCK_PLACES.with(|places| places.take());
    POSITIONS.with(|positions| {
        let mut position = positions.borrow_mut();
        if position.len() < body.ops.len() {
            position.resize(body.ops.len(), 0);
        }
        for &b in &body.region(region).blocks {
            for (i, &o) in body.block(b).ops.iter().enumerate() {
                position[o.index()] = i as u32;
            }
        }
        for &b in &body.region(region).blocks {
            for &o in &body.block(b).ops {
                let order = Order { idom: &idom, places: &places, position: &position };
                check_uses(body, region, &order, o, o, diags);
            }
        }
    });
    BLOCK_PLACES.with(|p| p.replace(places));
}

/// What orders a region's ops: the immediate dominator of each block by
/// place, the place of each block of the region and of each op directly in
/// it within its block, all by index.
struct Order<'a> {
    idom: &'a [Option<u32>],
    places: &'a [u32],
    position: &'a [u32],
}

/// Checks the operands of `user` (nested anywhere under `top`, an op of
/// the region).
fn check_uses(
    body: &Body,
    region: Region,
    order: &Order<'_>,
    top: Op,
    user: Op,
    diags: &mut Vec<Diagnostic>,
) {
    let top_block = body.op(top).parent.expect("ops of a region have a block");
    let Order { idom, places, position } = *order;
    let top_pos = position[top.index()];
    for (i, &v) in body.op(user).operands.iter().enumerate() {
        let (def_block, def_pos) = match body.value(v).def {
            ValueDef::Result { op, .. } => {
                let Some(anc) = ancestor_in(body, op, region) else { continue };
                if anc != op {
                    // Defined inside a nested region of this region: only
                    // visible within that op.
                    if ancestor_in(body, user, region) == Some(anc) && top == anc {
                        continue;
                    }
                }
                (body.op(anc).parent.unwrap(), Some(position[anc.index()]))
            }
            ValueDef::Arg { block, .. } => {
                if body.block(block).parent != Some(region) {
                    continue;
                }
                (block, None)
            }
        };
        let ok = if def_block == top_block {
            match def_pos {
                None => true,
                Some(p) => p < top_pos || (p == top_pos && user != top),
            }
        } else {
            dominates(idom, places[def_block.index()], places[top_block.index()])
        };
        if !ok {
            let def_span = body.value(v).span;
            let note = match body.value(v).def {
                ValueDef::Result { op, .. } => format!("operand defined here{}", relation(body, user, op)),
                ValueDef::Arg { .. } => "operand defined here".to_string(),
            };
            diags.push(
                Diagnostic::error(body.op(user).span, format!("operand #{i} does not dominate this use"))
                    .on_op(user.index() as u32)
                    .with_note(def_span, note),
            );
        }
    }
    for &r in body.op(user).regions.iter() {
        for &b in &body.region(r).blocks {
            for &o in &body.block(b).ops {
                check_uses(body, region, order, top, o, diags);
            }
        }
    }
}

/// Where the defining op `def` sits relative to its user, as MLIR's
/// dominance note says it.
fn relation(body: &Body, user: Op, def: Op) -> &'static str {
    let (Some(b1), Some(b2)) = (body.op(user).parent, body.op(def).parent) else { return "" };
    let (r1, r2) = (body.block(b1).parent, body.block(b2).parent);
    // Whether region `outer` properly encloses region `inner`.
    let encloses = |outer: Option<crate::ir::Region>, inner: Option<crate::ir::Region>| {
        let mut r = inner;
        while let Some(region) = r {
            let Some(parent_op) = body.region(region).parent else { return false };
            let Some(block) = body.op(parent_op).parent else { return false };
            r = body.block(block).parent;
            if r == outer {
                return true;
            }
        }
        false
    };
    if b1 == b2 {
        " (op in the same block)"
    } else if r1 == r2 {
        " (op in the same region)"
    } else if encloses(r2, r1) {
        " (op in a parent region)"
    } else if encloses(r1, r2) {
        " (op in a child region)"
    } else {
        " (op is neither in a parent nor in a child region)"
    }
}
