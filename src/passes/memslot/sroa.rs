//! `sroa`: scalar replacement of aggregates, as MLIR 19's `SROA.cpp` does.
//!
//! A destructurable slot (an aggregate allocation) is split into one slot
//! per sub-element its accessors touch when every direct use is either an
//! accessor that can be rewired onto a sub-element (recording which
//! sub-elements it uses and which derived pointers must then be used only
//! within bounds) or a use some promotable op can drop, transitively.
//! Derived pointers are checked with the safe-access hooks; a use that is
//! not safe must be droppable too. Destructuring repeats, the new slots
//! included, until nothing changes.

use rustc_hash::{FxHashMap, FxHashSet};

use super::cfg::{dominance_sort, forward_slice};
use super::{row_of, Deletion, DestructurableSlot, MemSlot, SlotBuilder, Use};
use crate::ir::{Attr, Op};
use crate::passes::options::Options;
use crate::passes::pass::{Pass, PassCx, PassFailed, PassInfo, Statistic};

pub const INFO: PassInfo = PassInfo {
    argument: "sroa",
    name: "SROA",
    summary: "Scalar Replacement of Aggregates",
    anchor: None,
    options: &[],
    create,
};

fn create(_: &Options) -> Box<dyn Pass> {
    Box::new(Sroa::default())
}

#[derive(Default)]
struct Sroa {
    destructured: u64,
    with_benefit: u64,
    max_subelements: u64,
}

impl Pass for Sroa {
    fn run(&mut self, cx: &mut PassCx<'_>, scope: Op) -> Result<(), PassFailed> {
        super::for_each_region(cx, scope, |b, region| {
            let allocators = super::allocators_in(b, region, |r| r.destructurable.is_some());
            self.destructure_all(b, allocators);
        });
        Ok(())
    }

    fn statistics(&self) -> Vec<Statistic> {
        vec![
            Statistic { name: "destructured slots", value: self.destructured, help: "Total amount of memory slots destructured" },
            Statistic {
                name: "max subelement number",
                value: self.max_subelements,
                help: "Maximal number of sub-elements a successfully destructured slot initially had",
            },
            Statistic {
                name: "slots with memory benefit",
                value: self.with_benefit,
                help: "Total amount of memory slots in which the destructured size was smaller than the total size after eliminating unused fields",
            },
        ]
    }
}

/// What the analysis found (`MemorySlotDestructuringInfo`).
struct Info {
    used: Vec<Attr>,
    accessors: Vec<Op>,
    users: Vec<Op>,
    blocking: FxHashMap<Op, Vec<usize>>,
}

/// `computeDestructuringInfo`.
fn analyze(b: &mut SlotBuilder<'_>, slot: &DestructurableSlot) -> Option<Info> {
    if b.unused(slot.slot.ptr) {
        return None;
    }
    let mut info = Info { used: Vec::new(), accessors: Vec::new(), users: Vec::new(), blocking: FxHashMap::default() };
    let schedule = |info: &mut Info, (op, i): Use| {
        let list = info.blocking.entry(op).or_insert_with(|| {
            info.users.push(op);
            Vec::new()
        });
        if !list.contains(&i) {
            list.push(i);
        }
    };
    let mut must_be_safe: Vec<MemSlot> = Vec::new();
    for u in b.uses(slot.slot.ptr) {
        if let Some(acc) = row_of(b.ctx, b.body, u.0).and_then(|r| r.accessor) {
            if (acc.can_rewire)(b, u.0, slot, &mut info.used, &mut must_be_safe) {
                if !info.accessors.contains(&u.0) {
                    info.accessors.push(u.0);
                }
                continue;
            }
        }
        schedule(&mut info, u);
    }
    let mut visited: FxHashSet<Use> = FxHashSet::default();
    while let Some(safe) = must_be_safe.pop() {
        for u in b.uses(safe.ptr) {
            if !visited.insert(u) {
                continue;
            }
            if let Some(f) = row_of(b.ctx, b.body, u.0).and_then(|r| r.safe_access) {
                if f(b, u.0, &safe, &mut must_be_safe) {
                    continue;
                }
            }
            schedule(&mut info, u);
        }
    }
    for user in forward_slice(b.body, b.use_index(), slot.slot.ptr) {
        let Some(uses) = info.blocking.get(&user).cloned() else { continue };
        let p = row_of(b.ctx, b.body, user).and_then(|r| r.promotable)?;
        let mut new = Vec::new();
        if !(p.can_uses_be_removed)(&b.view(), user, &uses, &mut new) {
            return None;
        }
        for u in new {
            schedule(&mut info, u);
        }
    }
    Some(info)
}

impl Sroa {
    /// `tryToDestructureMemorySlots`: rounds over the allocators (new ones
    /// included) until none is destructured.
    fn destructure_all(&mut self, b: &mut SlotBuilder<'_>, mut work: Vec<Op>) {
        loop {
            let mut changed = false;
            let mut next = Vec::new();
            for alloc in work {
                let Some(row) = row_of(b.ctx, b.body, alloc).and_then(|r| r.destructurable) else { continue };
                let mut done = false;
                for slot in (row.slots)(b, alloc) {
                    let Some(info) = analyze(b, &slot) else { continue };
                    next.extend(self.destructure(b, alloc, &slot, info));
                    done = true;
                    // Destructuring a slot may invalidate the others.
                    break;
                }
                if !done {
                    next.push(alloc);
                }
                changed |= done;
            }
            if !changed {
                return;
            }
            work = next;
        }
    }

    /// `destructureSlot`; returns the new allocators.
    fn destructure(&mut self, b: &mut SlotBuilder<'_>, alloc: Op, slot: &DestructurableSlot, info: Info) -> Vec<Op> {
        let row = row_of(b.ctx, b.body, alloc).and_then(|r| r.destructurable).expect("an allocator has its row");
        if let Some(d) = b.body.defining_op(slot.slot.ptr).and_then(|o| b.body.op(o).parent) {
            b.set_start(d);
        }
        let subslots = (row.destructure)(b, alloc, slot, &info.used);
        if slot.subelements.len() != info.used.len() {
            self.with_benefit += 1;
        }
        self.max_subelements = self.max_subelements.max(slot.subelements.len() as u64);

        let mut to_rewire: Vec<Op> = info.users.clone();
        for &a in &info.accessors {
            if !to_rewire.contains(&a) {
                to_rewire.push(a);
            }
        }
        if let Some(region) = b.body.op(alloc).parent.and_then(|blk| b.body.block(blk).parent) {
            dominance_sort(b.body, region, &mut to_rewire);
        }
        let mut erase = Vec::new();
        for &op in to_rewire.iter().rev() {
            b.set_after(op);
            let Some(r) = row_of(b.ctx, b.body, op) else { continue };
            if let (Some(acc), true) = (r.accessor, info.accessors.contains(&op)) {
                if (acc.rewire)(b, op, slot, &subslots) == Deletion::Delete {
                    erase.push(op);
                }
                continue;
            }
            let Some(p) = r.promotable else { continue };
            let uses = info.blocking.get(&op).cloned().unwrap_or_default();
            if (p.remove_blocking_uses)(b, op, &uses) == Deletion::Delete {
                erase.push(op);
            }
        }
        for op in erase {
            b.erase(op);
        }
        self.destructured += 1;
        (row.complete)(b, alloc, slot);
        subslots.iter().filter_map(|(_, s)| b.body.defining_op(s.ptr)).collect()
    }
}
