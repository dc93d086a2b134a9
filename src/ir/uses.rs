//! A use index for rewriting: which ops use each value, kept up to date by
//! whoever mutates the IR through it, so that "is this value used?" and
//! "replace all uses" cost what the uses cost rather than a walk of the
//! whole function.

use rustc_hash::FxHashMap;

use super::body::{Body, Op, Value};

/// Users of values under one root op. An op appears once per operand
/// slot that holds the value.
#[derive(Default)]
pub struct UseIndex {
    users: FxHashMap<Value, Vec<Op>>,
}

impl UseIndex {
    /// Indexes every op nested under `root` (and `root` itself).
    pub fn build(body: &Body, root: Op) -> UseIndex {
        let mut idx = UseIndex::default();
        idx.add(body, root);
        for op in body.nested_ops_preorder(root) {
            idx.add(body, op);
        }
        idx
    }

    /// Records the operands of `op` (a new or re-attached op).
    pub fn add(&mut self, body: &Body, op: Op) {
        for &v in body.op(op).operands.iter() {
            self.users.entry(v).or_default().push(op);
        }
    }

    /// Forgets the operands of `op` (before it is erased or changed).
    pub fn remove(&mut self, body: &Body, op: Op) {
        for &v in body.op(op).operands.iter() {
            if let Some(list) = self.users.get_mut(&v) {
                if let Some(i) = list.iter().position(|&o| o == op) {
                    list.swap_remove(i);
                }
            }
        }
    }

    /// Forgets `op` and everything nested in it.
    pub fn remove_tree(&mut self, body: &Body, op: Op) {
        self.remove(body, op);
        for o in body.nested_ops_preorder(op) {
            self.remove(body, o);
        }
    }

    pub fn is_unused(&self, v: Value) -> bool {
        self.users.get(&v).is_none_or(|l| l.is_empty())
    }

    /// The distinct ops using `v`.
    pub fn users(&self, v: Value) -> Vec<Op> {
        let mut ops = self.users.get(&v).cloned().unwrap_or_default();
        ops.sort_unstable();
        ops.dedup();
        ops
    }

    /// Replaces every indexed use of `old` by `new`; returns the users.
    pub fn replace_all_uses(&mut self, body: &mut Body, old: Value, new: Value) -> Vec<Op> {
        if old == new {
            return self.users(old);
        }
        let ops = self.users.remove(&old).unwrap_or_default();
        for &op in &ops {
            for slot in body.ops[op.index()].operands.iter_mut() {
                if *slot == old {
                    *slot = new;
                }
            }
        }
        self.users.entry(new).or_default().extend(ops.iter().copied());
        let mut distinct = ops;
        distinct.sort_unstable();
        distinct.dedup();
        distinct
    }
}
