//! `cse`: common subexpression elimination of pure ops, and removal of
//! unused side-effect-free ops on the way.
//!
//! An op is replaced by an identical earlier op (same name, operands,
//! properties, attributes and result types) that dominates it. Ops that
//! only read memory are merged too when the earlier one is in the same
//! block and nothing between them may write (MLIR 19's CSE does the same). Dominance is
//! approximated conservatively: within a block, earlier ops; across blocks,
//! only ops of the region's entry block (which dominates every block of the
//! region) and of enclosing scopes of non-isolated ops.

use rustc_hash::FxHashMap;

use super::{Pass, PassCx, PassFailed, PassInfo, Statistic};
use crate::dialects::effects::{effects, is_pure, removable_if_unused, Effects};
use crate::dialects::{lookup, opdef::traits};
use crate::ir::{Attr, Body, Context, Ident, Op, Region, Type, Value};

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
    ops[i + 1..j].iter().all(|&x| effects(ctx, body, x) != Effects::Unknown)
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
        for r in body.op(op).regions.to_vec() {
            self.region(cx.ctx, body, op, r, &mut scopes, &mut erase);
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
        root: Op,
        r: Region,
        scopes: &mut Vec<FxHashMap<Key, Op>>,
        erase: &mut Vec<Op>,
    ) {
        let blocks = body.region(r).blocks.clone();
        // The entry block's scope stays open while the other blocks (each
        // in a scope of its own) are processed.
        scopes.push(FxHashMap::default());
        for (i, &b) in blocks.iter().enumerate() {
            if i > 0 {
                scopes.push(FxHashMap::default());
            }
            for o in body.block(b).ops.clone() {
                self.op(ctx, body, root, o, scopes, erase);
            }
            if i > 0 {
                scopes.pop();
            }
        }
        scopes.pop();
    }

    fn op(&mut self, ctx: &Context, body: &mut Body, root: Op, o: Op, scopes: &mut Vec<FxHashMap<Key, Op>>, erase: &mut Vec<Op>) {
        let d = body.op(o);
        let results: Vec<Value> = d.results().collect();
        if removable_if_unused(ctx, body, o) && results.iter().all(|&r| body.users_in(root, r).is_empty()) {
            erase.push(o);
            self.dce += 1;
            return;
        }
        if !d.regions.is_empty() {
            let isolated = lookup(ctx.str(d.name)).is_some_and(|i| i.def.has(traits::ISOLATED_FROM_ABOVE));
            let mut inner_scopes = Vec::new();
            let scopes_for_inner = if isolated { &mut inner_scopes } else { &mut *scopes };
            for r in d.regions.to_vec() {
                self.region(ctx, body, root, r, scopes_for_inner, erase);
            }
            return;
        }
        let read_only = effects(ctx, body, o) == Effects::Read;
        if !(is_pure(ctx, body, o) || read_only) || results.is_empty() {
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
                    body.replace_uses_in(root, r, k);
                }
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
