//! Merging identical blocks (MLIR's `mergeIdenticalBlocks`, what
//! `region-simplify=aggressive` adds to region simplification). Blocks
//! other than the entry that branch to the same successors are grouped
//! into clusters of blocks equal op for op (names, properties, attributes,
//! types; operands equal, or defined at the same place inside the block,
//! or defined outside it, those differing becoming new arguments of the
//! cluster's leader). The other blocks of a cluster are erased and their
//! predecessors branch to the leader with the differing values appended.
//! Blocks holding ops with non-empty regions are not merged.

use rustc_hash::FxHashMap;

use super::branch::successor_operands;
use crate::ir::{Block, Body, Context, Op, Region, Value, ValueDef};
use crate::ods::lookup;

/// Merges identical blocks in every region under `scope`; true when any
/// block went away.
pub fn merge_identical_blocks(ctx: &mut Context, body: &mut Body, scope: Op) -> bool {
    let mut worklist: Vec<Region> = body.op(scope).regions.to_vec();
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        if merge_in_region(ctx, body, region) {
            worklist.push(region);
            changed = true;
        }
        for &b in &body.region(region).blocks {
            for &op in &body.block(b).ops {
                for &r in body.op(op).regions.iter() {
                    if !worklist.contains(&r) {
                        worklist.push(r);
                    }
                }
            }
        }
    }
    changed
}

/// The block's position of the op defining `v` inside `block`.
fn order_in(body: &Body, block: Block, v: Value) -> Option<usize> {
    match body.value(v).def {
        ValueDef::Arg { block: b, index } if b == block => Some(index as usize),
        ValueDef::Result { op, index } if body.op(op).parent == Some(block) => {
            // Arguments first, then results in op order.
            let mut n = body.block(block).args.len();
            for &o in &body.block(block).ops {
                if o == op {
                    return Some(n + index as usize);
                }
                n += body.op(o).num_results as usize;
            }
            None
        }
        _ => None,
    }
}

fn parent_block(body: &Body, v: Value) -> Option<Block> {
    match body.value(v).def {
        ValueDef::Arg { block, .. } => Some(block),
        ValueDef::Result { op, .. } => body.op(op).parent,
    }
}

/// The (terminator, successor index) pairs branching to `block`.
fn predecessors(body: &Body, region: Region, block: Block) -> Vec<(Op, usize)> {
    let mut out = Vec::new();
    for &b in &body.region(region).blocks {
        if let Some(&t) = body.block(b).ops.last() {
            for (i, &s) in body.op(t).successors.iter().enumerate() {
                if s == block {
                    out.push((t, i));
                }
            }
        }
    }
    out
}

/// A cluster: its leader, the blocks merged into it, and the (op, operand)
/// positions that differ between them.
struct Cluster {
    leader: Block,
    merged: Vec<Block>,
    operands: Vec<(usize, usize)>,
}

/// Whether any use of `op`'s results lies outside `block`.
fn used_outside(body: &Body, region: Region, op: Op, block: Block) -> bool {
    let results: Vec<Value> = body.op(op).results().collect();
    if results.is_empty() {
        return false;
    }
    for &b in &body.region(region).blocks {
        for &o in &body.block(b).ops {
            let mut all = vec![o];
            all.extend(body.nested_ops_preorder(o));
            for u in all {
                if body.op(u).operands.iter().any(|v| results.contains(v)) && (b != block) {
                    return true;
                }
            }
        }
    }
    false
}

/// `BlockMergeCluster::addToCluster`: the differing operand positions when
/// `block` matches the leader.
fn matches(body: &Body, region: Region, leader: Block, block: Block) -> Option<Vec<(usize, usize)>> {
    let (l, r) = (body.block(leader), body.block(block));
    let types = |b: &crate::ir::body::BlockData| b.args.iter().map(|&a| body.value(a).ty).collect::<Vec<_>>();
    if types(l) != types(r) || l.ops.len() != r.ops.len() {
        return None;
    }
    let mut mismatched = Vec::new();
    for (i, (&a, &b)) in l.ops.iter().zip(&r.ops).enumerate() {
        let (da, db) = (body.op(a), body.op(b));
        let result_types = |d: &crate::ir::body::OpData| d.results().map(|v| body.value(v).ty).collect::<Vec<_>>();
        if da.name != db.name
            || da.properties != db.properties
            || da.attrs != db.attrs
            || da.regions.len() != db.regions.len()
            || da.successors != db.successors
            || da.operands.len() != db.operands.len()
            || result_types(da) != result_types(db)
        {
            return None;
        }
        for (k, (&x, &y)) in da.operands.iter().zip(db.operands.iter()).enumerate() {
            if x == y {
                continue;
            }
            if body.value(x).ty != body.value(y).ty {
                return None;
            }
            let (x_in, y_in) = (parent_block(body, x) == Some(leader), parent_block(body, y) == Some(block));
            if x_in != y_in {
                return None;
            }
            if !x_in {
                // A value made by a predecessor's terminator cannot be
                // forwarded through that terminator.
                let valid = |blk: Block, v: Value| match body.defining_op(v) {
                    Some(d) => {
                        let pb = body.op(d).parent;
                        let is_terminator = pb.is_some_and(|pb| body.block(pb).ops.last() == Some(&d));
                        !is_terminator || !predecessors(body, region, blk).iter().any(|&(t, _)| body.op(t).parent == pb)
                    }
                    None => true,
                };
                if !valid(leader, x) || !valid(block, y) {
                    return None;
                }
                mismatched.push((i, k));
                continue;
            }
            if order_in(body, leader, x) != order_in(body, block, y) {
                return None;
            }
        }
        if used_outside(body, region, b, block) || used_outside(body, region, a, leader) {
            return None;
        }
    }
    Some(mismatched)
}

/// Appends `values` to the operands `op` forwards to successor `succ`.
fn append_successor_operands(ctx: &mut Context, body: &mut Body, op: Op, succ: usize, values: &[Value]) -> bool {
    let info = lookup(ctx.str(body.op(op).name));
    let Some(layout) = successor_operands(ctx, body, op, info) else { return false };
    let n = body.op(op).operands.len();
    let at = match layout[succ].last() {
        Some(&last) => last + 1,
        None => layout[succ + 1..].iter().find_map(|g| g.first().copied()).unwrap_or(n),
    };
    let mut operands = body.op(op).operands.to_vec();
    operands.splice(at..at, values.iter().copied());
    body.ops[op.index()].operands = operands.into();
    let sizes: Vec<usize> = layout.iter().enumerate().map(|(s, g)| g.len() + if s == succ { values.len() } else { 0 }).collect();
    if let Some(resize) = info.and_then(|i| i.rewrite).and_then(|r| r.resize_successor_operands) {
        resize(ctx, body, op, &sizes);
    }
    true
}

fn merge_in_region(ctx: &mut Context, body: &mut Body, region: Region) -> bool {
    let blocks = body.region(region).blocks.clone();
    if blocks.len() < 2 {
        return false;
    }
    // Blocks by their successor lists, in block order.
    let mut groups: Vec<(Vec<Block>, Vec<Block>)> = Vec::new();
    let mut index: FxHashMap<Vec<Block>, usize> = FxHashMap::default();
    for &b in &blocks[1..] {
        let succs = body.block(b).ops.last().map(|&t| body.op(t).successors.to_vec()).unwrap_or_default();
        let i = *index.entry(succs.clone()).or_insert_with(|| {
            groups.push((succs, Vec::new()));
            groups.len() - 1
        });
        groups[i].1.push(b);
    }
    let mut merged_any = false;
    for (_, members) in groups {
        if members.len() < 2 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in members {
            let has_region = body.block(b).ops.iter().any(|&o| body.op(o).regions.iter().any(|&r| !body.region(r).blocks.is_empty()));
            if has_region {
                continue;
            }
            let mut added = false;
            for c in clusters.iter_mut() {
                if let Some(ops) = matches(body, region, c.leader, b) {
                    for p in ops {
                        if !c.operands.contains(&p) {
                            c.operands.push(p);
                        }
                    }
                    c.merged.push(b);
                    added = true;
                    break;
                }
            }
            if !added {
                clusters.push(Cluster { leader: b, merged: Vec::new(), operands: Vec::new() });
            }
        }
        for c in clusters {
            merged_any |= merge_cluster(ctx, body, region, c);
        }
    }
    merged_any
}

/// `BlockMergeCluster::merge`.
fn merge_cluster(ctx: &mut Context, body: &mut Body, region: Region, c: Cluster) -> bool {
    if c.merged.is_empty() {
        return false;
    }
    let all: Vec<Block> = std::iter::once(c.leader).chain(c.merged.iter().copied()).collect();
    if !c.operands.is_empty() {
        let can_update = all.iter().all(|&b| {
            predecessors(body, region, b).iter().all(|&(t, _)| successor_operands(ctx, body, t, lookup(ctx.str(body.op(t).name))).is_some())
        });
        if !can_update {
            return false;
        }
        let mut new_args: Vec<Vec<Value>> = vec![Vec::new(); all.len()];
        for &(op_i, operand) in &c.operands {
            for (k, &b) in all.iter().enumerate() {
                let op = body.block(b).ops[op_i];
                let v = body.op(op).operands[operand];
                new_args[k].push(v);
                if k == 0 {
                    let (ty, loc, span) = (body.value(v).ty, body.value(v).loc, body.value(v).span);
                    let arg = body.add_block_arg(b, ty, loc, span);
                    body.set_operand(op, operand, arg);
                }
            }
        }
        for (k, &b) in all.iter().enumerate() {
            for (t, s) in predecessors(body, region, b) {
                append_successor_operands(ctx, body, t, s, &new_args[k]);
            }
        }
    }
    for &b in &c.merged {
        for (t, s) in predecessors(body, region, b) {
            body.set_successor(t, s, c.leader);
        }
        body.erase_block(b);
    }
    true
}
