//! MLIR's `inlineCall` (InliningUtils): checks that a call can be inlined
//! (signature, the dialects' legality hooks over every op of the callee),
//! lets the call's dialect handle the arguments, clones (or moves) the
//! callee's region after the call, remaps locations to call sites, lets
//! the call's dialect process the inlined blocks, and wires the results:
//! a single inlined block is merged in place (its terminator's operands
//! replace the call's results), several are branched to a continuation
//! block whose arguments replace them.

use super::callgraph::Interfaces;
use super::interface::InlineEdit;
use crate::ir::{Attr, AttrKind, Block, Body, Context, IrMap, LocKind, Op, Region, Value};

/// The call, the callable, and what inlining needs to know about them.
pub struct CallSite {
    pub call: Op,
    pub callable: Op,
    pub src: Region,
    /// Clone the callee's region (false: move it, the callee is erased).
    pub clone: bool,
    /// The isolated-from-above op holding the call.
    pub scope: Op,
}

/// `isLegalToInline` over the ops of `src` (and their regions where the
/// op's dialect asks to analyze them).
fn legal_ops(ctx: &Context, body: &Body, ifaces: &Interfaces, src: Region, dest: Region, clone: bool) -> bool {
    for &b in &body.region(src).blocks {
        for &op in &body.block(b).ops {
            let Some(iface) = ifaces.dialect_of(ctx, body, op) else { return false };
            if let Some(legal) = iface.legal_op {
                if !legal(ctx, body, op, dest, clone) {
                    return false;
                }
            }
            let recurse = iface.analyze_recursively.is_none_or(|f| f(ctx, body, op));
            if recurse && body.op(op).regions.iter().any(|&r| !legal_ops(ctx, body, ifaces, r, dest, clone)) {
                return false;
            }
        }
    }
    true
}

/// `remapInlinedLocations`: every inlined op's location becomes
/// `callsite(its location at the call's)`.
fn remap_locations(ctx: &mut Context, body: &mut Body, blocks: &[Block], call_loc: Attr) {
    let mut memo: rustc_hash::FxHashMap<Attr, Attr> = rustc_hash::FxHashMap::default();
    let mut ops = Vec::new();
    for &b in blocks {
        for &op in &body.block(b).ops {
            ops.push(op);
            ops.extend(body.nested_ops_preorder(op));
        }
    }
    for op in ops {
        // An op without a written location has its source position in
        // MLIR, which llmir does not keep as a location: it stays without.
        let Some(loc) = body.op(op).loc else { continue };
        let new = *memo.entry(loc).or_insert_with(|| ctx.attr(AttrKind::Loc(LocKind::CallSite { callee: loc, caller: call_loc })));
        body.ops[op.index()].loc = Some(new);
    }
}

/// Inlines `site.src` at `site.call`; `on_blocks` sees the inlined blocks
/// before they are merged (the driver collects new calls there). The call
/// itself is left for the caller to erase. False when it cannot be inlined
/// (nothing changed).
pub fn inline_call(ctx: &mut Context, body: &mut Body, ifaces: &Interfaces, site: &CallSite, on_blocks: &mut dyn FnMut(&Context, &Body, &[Block])) -> bool {
    let CallSite { call, callable, src, clone, scope } = *site;
    let Some(&entry) = body.region(src).blocks.first() else { return false };
    let (Some(call_row), Some(callable_row)) = (ifaces.call(ctx, body, call), ifaces.callable(ctx, body, callable)) else { return false };
    let result_types = (callable_row.result_types)(ctx, body, callable);
    let arg_range = (call_row.args)(ctx, body, call);
    let operands: Vec<Value> = body.op(call).operands[arg_range].to_vec();
    let results: Vec<Value> = body.op(call).results().collect();
    let entry_args = body.block(entry).args.clone();
    if operands.len() != entry_args.len() || results.len() != result_types.len() {
        return false;
    }
    // No dialect here materializes a conversion between mismatched types
    // (`materializeCallConversion`), so a mismatch cannot be inlined.
    if operands.iter().zip(&entry_args).any(|(&o, &a)| body.value(o).ty != body.value(a).ty)
        || results.iter().zip(&result_types).any(|(&r, &t)| body.value(r).ty != t)
    {
        return false;
    }
    let Some(call_iface) = ifaces.dialect_of(ctx, body, call) else { return false };
    if let Some(legal) = call_iface.legal_call {
        if !legal(ctx, body, call, callable, clone) {
            return false;
        }
    }
    let Some(inline_block) = body.op(call).parent else { return false };
    let Some(insert_region) = body.block(inline_block).parent else { return false };
    // `isLegalToInline(dest, src)`: the destination's dialect must have the
    // interface (every one here allows it).
    let Some(dest_owner) = body.region(insert_region).parent else { return false };
    if ifaces.dialect_of(ctx, body, dest_owner).is_none() || !legal_ops(ctx, body, ifaces, src, insert_region, clone) {
        return false;
    }

    let mut map = IrMap::default();
    for (&a, &o) in entry_args.iter().zip(&operands) {
        map.map_value(a, o);
    }
    let call_index = body.block(inline_block).ops.iter().position(|&o| o == call).unwrap_or(0);
    let mut edit = InlineEdit { ctx, body, scope, point: (inline_block, call_index + 1) };
    if let Some(handle) = call_iface.handle_argument {
        let attrs = (callable_row.arg_attrs)(edit.ctx, edit.body, callable);
        for (i, &a) in entry_args.iter().enumerate() {
            let dict = attrs.and_then(|arr| match edit.ctx.attr_kind(arr) {
                AttrKind::Array(items) => items.get(i).copied(),
                _ => None,
            });
            let current = map.value(a);
            let new = handle(&mut edit, call, callable, current, dict);
            map.map_value(a, new);
        }
    }
    let split_at = edit.point.1;
    let InlineEdit { ctx, body, .. } = edit;
    let post = body.split_block(inline_block, split_at);
    let post_pos = body.region(insert_region).blocks.iter().position(|&b| b == post).unwrap_or(0);
    let new_blocks = if clone {
        body.clone_region_into(src, insert_region, post_pos, &mut map)
    } else {
        let moved = body.move_blocks(src, insert_region, post_pos);
        body.remap_in_blocks(&moved, &map);
        moved
    };
    let call_loc = body.op(call).loc;
    if let Some(l) = call_loc {
        if !matches!(ctx.attr_kind(l), AttrKind::Loc(LocKind::Unknown)) {
            remap_locations(ctx, body, &new_blocks, l);
        }
    }
    let mut edit = InlineEdit { ctx, body, scope, point: (inline_block, split_at) };
    if let Some(process) = call_iface.process_call_blocks {
        process(&mut edit, call, &new_blocks);
    }
    let InlineEdit { ctx, body, .. } = edit;
    on_blocks(ctx, body, &new_blocks);

    let first = new_blocks[0];
    // One block is merged in place, its terminator's operands replacing
    // the call's results. When its dialect names no values for results
    // the call has (an `llvm.unreachable` ending a function that returns
    // something), MLIR 19 leaves the results' uses dangling; the block is
    // branched to a continuation block instead, which keeps the IR valid.
    let first_term = body.block(first).ops.last().copied();
    let values = first_term.and_then(|t| ifaces.dialect_of(ctx, body, t)).and_then(|i| i.value_terminator).and_then(|f| first_term.and_then(|t| f(ctx, body, t)));
    let in_place = new_blocks.len() == 1 && (results.is_empty() || values.as_ref().is_some_and(|v| v.len() == results.len()));
    if in_place {
        if let Some(term) = first_term {
            for (&r, &v) in results.iter().zip(values.iter().flatten()) {
                body.replace_uses_in(scope, r, v);
            }
            body.erase_op(term);
        }
        body.merge_block_into(post, first);
    } else {
        for &r in &results {
            let (ty, loc, span) = {
                let d = body.value(r);
                (d.ty, d.loc, d.span)
            };
            let arg = body.add_block_arg(post, ty, loc, span);
            body.replace_uses_in(scope, r, arg);
        }
        let mut edit = InlineEdit { ctx, body, scope, point: (post, 0) };
        for &b in &new_blocks {
            let Some(term) = edit.body.block(b).ops.last().copied() else { continue };
            let Some(iface) = ifaces.dialect_of(edit.ctx, edit.body, term) else { continue };
            if let Some(f) = iface.branch_terminator {
                edit.point = (b, edit.body.block(b).ops.len() - 1);
                f(&mut edit, term, post);
            }
        }
        let InlineEdit { body: b2, .. } = edit;
        return finish(b2, inline_block, first);
    }
    finish(body, inline_block, first)
}

/// Splices the first inlined block into the block that held the call.
fn finish(body: &mut Body, inline_block: Block, first: Block) -> bool {
    body.merge_block_into(first, inline_block);
    true
}
