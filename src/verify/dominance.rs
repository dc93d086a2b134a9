//! Dominance of SSA values within a region with control flow: a value's
//! definition must come before its use in the same block, or in a block
//! that dominates the use's block. Uses in nested regions count as uses at
//! the op that holds the region.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::diag::Diagnostic;
use crate::ir::{Block, Body, Context, Op, Region, ValueDef};

/// Blocks of a region reachable through successors.
fn successors(body: &Body, b: Block) -> impl Iterator<Item = Block> + '_ {
    body.block(b).ops.last().into_iter().flat_map(move |&o| body.op(o).successors.iter().copied())
}

/// Immediate dominators of the reachable blocks of a region (iterative
/// algorithm of Cooper, Harvey and Kennedy over reverse post-order).
pub fn dominators(body: &Body, region: Region) -> FxHashMap<Block, Block> {
    let blocks = &body.region(region).blocks;
    let mut idom = FxHashMap::default();
    let Some(&entry) = blocks.first() else { return idom };
    // Reverse post-order.
    let mut order = Vec::new();
    let mut seen = FxHashSet::default();
    let mut stack = vec![(entry, false)];
    while let Some((b, done)) = stack.pop() {
        if done {
            order.push(b);
            continue;
        }
        if !seen.insert(b) {
            continue;
        }
        stack.push((b, true));
        for s in successors(body, b) {
            if !seen.contains(&s) {
                stack.push((s, false));
            }
        }
    }
    order.reverse();
    let rpo: FxHashMap<Block, usize> = order.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    let mut preds: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
    for &b in &order {
        for s in successors(body, b) {
            preds.entry(s).or_default().push(b);
        }
    }
    idom.insert(entry, entry);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().skip(1) {
            let mut new: Option<Block> = None;
            for &p in preds.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
                if !idom.contains_key(&p) {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(mut a) => {
                        let mut c = p;
                        while a != c {
                            while rpo[&a] > rpo[&c] {
                                a = idom[&a];
                            }
                            while rpo[&c] > rpo[&a] {
                                c = idom[&c];
                            }
                        }
                        a
                    }
                });
            }
            if let Some(n) = new {
                if idom.get(&b) != Some(&n) {
                    idom.insert(b, n);
                    changed = true;
                }
            }
        }
    }
    idom
}

fn dominates(idom: &FxHashMap<Block, Block>, a: Block, mut b: Block) -> bool {
    loop {
        if a == b {
            return true;
        }
        match idom.get(&b) {
            Some(&p) if p != b => b = p,
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

pub fn check_region(ctx: &Context, body: &Body, region: Region, diags: &mut Vec<Diagnostic>) {
    let idom = dominators(body, region);
    // Position of each op directly in this region's blocks.
    // Sized up front: growing it by doubling was a visible share of verifying.
    let count = body.region(region).blocks.iter().map(|&b| body.block(b).ops.len()).sum();
    let mut position: FxHashMap<Op, usize> = FxHashMap::with_capacity_and_hasher(count, Default::default());
    for &b in &body.region(region).blocks {
        for (i, &o) in body.block(b).ops.iter().enumerate() {
            position.insert(o, i);
        }
    }
    let _ = ctx;
    for &b in &body.region(region).blocks {
        for &o in &body.block(b).ops {
            check_uses(body, region, &idom, &position, o, o, diags);
        }
    }
}

/// Checks the operands of `user` (nested anywhere under `top`, an op of the region).
fn check_uses(
    body: &Body,
    region: Region,
    idom: &FxHashMap<Block, Block>,
    position: &FxHashMap<Op, usize>,
    top: Op,
    user: Op,
    diags: &mut Vec<Diagnostic>,
) {
    let top_block = body.op(top).parent.expect("ops of a region have a block");
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
                (body.op(anc).parent.unwrap(), Some(position[&anc]))
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
                Some(p) => p < position[&top] || (p == position[&top] && user != top),
            }
        } else {
            dominates(idom, def_block, top_block)
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
                check_uses(body, region, idom, position, top, o, diags);
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
