//! `cse`: common subexpression elimination of pure ops, and removal of
//! unused side-effect-free ops on the way.
//!
//! An op is replaced by an identical earlier op (same name, operands,
//! properties, attributes and result types) that dominates it: an earlier
//! op of the same block, an op of a dominating block (the dominator tree
//! is walked with one scope per block), or an op around a non-isolated
//! region. Ops that only read memory are merged too when the earlier one is
//! in the same block and nothing between them may write, as MLIR 19's CSE
//! does.

use rustc_hash::FxHashMap;

use super::pass::{Pass, PassCx, PassFailed, PassInfo, Statistic};
use super::effects::{effects, removable_if_unused, Effects};
use crate::ods::{lookup, opdef::traits};
use crate::ir::uses::UseIndex;
use crate::ir::{Attr, Block, Body, Context, Ident, Op, Region, Type, Value};

pub const INFO: PassInfo = PassInfo {
    argument: "cse",
    name: "CSE",
    summary: "Eliminate common sub-expressions",
    anchor: None,
    options: &[],
    create: |_| Box::new(Cse { cse: 0, dce: 0 }),
};

struct Cse {
    cse: u64,
    dce: u64,
}

/// Whether `from` and `to` share a block and no op between them may write.
fn no_write_between(ctx: &Context, body: &Body, from: Op, to: Op) -> bool {
    let (Some(b), Some(b2)) = (body.op(from).parent, body.op(to).parent) else { return false };
    if b != b2 {
        return false;
    }
    let ops = &body.block(b).ops;
    let (Some(i), Some(j)) = (ops.iter().position(|&x| x == from), ops.iter().position(|&x| x == to)) else { return false };
    ops[i + 1..j].iter().all(|&x| effects(ctx, body, x, lookup(ctx.str(body.op(x).name))) != Effects::Unknown)
}

/// What makes two pure ops interchangeable.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    name: Ident,
    operands: Box<[Value]>,
    props: Option<Attr>,
    attrs: Attr,
    types: Box<[Type]>,
}

impl Pass for Cse {
    fn run(&mut self, cx: &mut PassCx<'_>, op: Op) -> Result<(), PassFailed> {
        let mut scopes: Vec<FxHashMap<Key, Op>> = Vec::new();
        let mut erase = Vec::new();
        let body = &mut cx.module.body;
        let mut uses = UseIndex::build(body, op);
        // A copy: the body is mutated while the regions are walked.
        let regions = body.op(op).regions.to_vec();
        for r in regions {
            self.region(cx.ctx, body, &mut uses, r, &mut scopes, &mut erase);
        }
        // Erase last-to-first so users go before what they use.
        for o in erase.into_iter().rev() {
            body.erase_op(o);
        }
        Ok(())
    }

    fn statistics(&self) -> Vec<Statistic> {
        vec![
            Statistic { name: "num-cse'd", value: self.cse, help: "Number of operations CSE'd" },
            Statistic { name: "num-dce'd", value: self.dce, help: "Number of operations DCE'd" },
        ]
    }
}

impl Cse {
    fn region(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        uses: &mut UseIndex,
        r: Region,
        scopes: &mut Vec<FxHashMap<Key, Op>>,
        erase: &mut Vec<Op>,
    ) {
        let blocks = body.region(r).blocks.clone();
        let Some(&entry) = blocks.first() else { return };
        // Each block sees what its dominators defined: walk the dominator
        // tree with one scope per block. Unreachable blocks are not visited.
        let idom = if blocks.len() > 1 { crate::verify::dominance::dominators(body, r) } else { FxHashMap::default() };
        let mut children: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
        for &b in &blocks[1..] {
            if let Some(&d) = idom.get(&b) {
                children.entry(d).or_default().push(b);
            }
        }
        self.dom_subtree(ctx, body, uses, entry, &children, scopes, erase);
    }

    #[allow(clippy::too_many_arguments)]
    fn dom_subtree(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        uses: &mut UseIndex,
        b: Block,
        children: &FxHashMap<Block, Vec<Block>>,
        scopes: &mut Vec<FxHashMap<Key, Op>>,
        erase: &mut Vec<Op>,
    ) {
        scopes.push(FxHashMap::default());
        for o in body.block(b).ops.clone() {
            self.op(ctx, body, uses, o, scopes, erase);
        }
        for &c in children.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
            self.dom_subtree(ctx, body, uses, c, children, scopes, erase);
        }
        scopes.pop();
    }

    fn op(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        uses: &mut UseIndex,
        o: Op,
        scopes: &mut Vec<FxHashMap<Key, Op>>,
        erase: &mut Vec<Op>,
    ) {
        let d = body.op(o);
        let results: Vec<Value> = d.results().collect();
        // One registry lookup serves every question below.
        let info = lookup(ctx.str(d.name));
        if removable_if_unused(ctx, body, o, info) && results.iter().all(|&r| uses.is_unused(r)) {
            // Its operands lose a use now, so their definers may die too
            // when they come up (they came earlier, so only in later runs).
            uses.remove(body, o);
            erase.push(o);
            self.dce += 1;
            return;
        }
        if !d.regions.is_empty() {
            let isolated = info.is_some_and(|i| i.def.has(traits::ISOLATED_FROM_ABOVE));
            let mut inner_scopes = Vec::new();
            let scopes_for_inner = if isolated { &mut inner_scopes } else { &mut *scopes };
            let regions = d.regions.to_vec();
            for r in regions {
                self.region(ctx, body, uses, r, scopes_for_inner, erase);
            }
            return;
        }
        let fx = effects(ctx, body, o, info);
        let read_only = fx == Effects::Read;
        if !(fx == Effects::None || read_only) || results.is_empty() {
            return;
        }
        let key = Key {
            name: d.name,
            operands: d.operands.clone(),
            props: d.properties,
            attrs: d.attrs,
            types: results.iter().map(|&r| body.value(r).ty).collect(),
        };
        let mut existing = scopes.iter().rev().find_map(|s| s.get(&key).copied());
        if read_only {
            existing = existing.filter(|&e| no_write_between(ctx, body, e, o));
        }
        match existing {
            Some(e) => {
                let kept: Vec<Value> = body.op(e).results().collect();
                for (r, k) in results.into_iter().zip(kept) {
                    uses.replace_all_uses(body, r, k);
                }
                uses.remove(body, o);
                erase.push(o);
                self.cse += 1;
            }
            None => {
                if let Some(s) = scopes.last_mut() {
                    s.insert(key, o);
                }
            }
        }
    }
}
