//! The builder memory-slot hooks edit through (MLIR's `OpBuilder` as
//! `Mem2Reg.cpp`/`SROA.cpp` use it): an insertion point, op creation with
//! the op's default properties, `createOrFold`, and a use index kept
//! current so hooks can ask for the uses of a value.

use crate::ir::uses::UseIndex;
use crate::ir::{Attr, Block, Body, Context, Ident, Op, Type, Value};

use super::{SlotView, TypeLayout, Use};
use crate::passes::fold::{constant_value, fold, info_of, materialize_constant, FoldValue, Folded};

/// Where created ops go: before an op, or at the end of a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ip {
    Before(Op),
    End(Block),
}

/// Mutation handle for the memory-slot hooks.
pub struct SlotBuilder<'a> {
    pub ctx: &'a mut Context,
    pub body: &'a mut Body,
    pub layout: &'a dyn TypeLayout,
    uses: UseIndex,
    ip: Ip,
}

/// The uses of `v` under the index, most recent user first: MLIR keeps a
/// value's uses newest first, and hooks that record what they see in use
/// order (sub-element indices) must see them in that order.
pub(super) fn uses_of(body: &Body, index: &UseIndex, v: Value) -> Vec<Use> {
    let mut out = Vec::new();
    for op in index.users(v) {
        for (i, &o) in body.op(op).operands.iter().enumerate() {
            if o == v {
                out.push((op, i));
            }
        }
    }
    out.sort_unstable_by_key(|&(op, i)| (op.index(), i));
    out.reverse();
    out
}

impl<'a> SlotBuilder<'a> {
    /// A builder over the ops nested under `scope`, positioned at the end
    /// of `block`.
    pub fn new(ctx: &'a mut Context, body: &'a mut Body, layout: &'a dyn TypeLayout, scope: Op, block: Block) -> Self {
        let uses = UseIndex::build(body, scope);
        SlotBuilder { ctx, body, layout, uses, ip: Ip::End(block) }
    }

    /// The read-only view analysis hooks get.
    pub fn view(&self) -> SlotView<'_> {
        SlotView { ctx: self.ctx, body: self.body, builder_uses: &self.uses, layout: self.layout }
    }

    /// The uses of `v`, most recent user first.
    pub fn uses(&self, v: Value) -> Vec<Use> {
        uses_of(self.body, &self.uses, v)
    }

    /// The use index itself (for walks over users).
    pub fn use_index(&self) -> &UseIndex {
        &self.uses
    }

    pub fn unused(&self, v: Value) -> bool {
        self.uses.is_unused(v)
    }

    pub fn set_before(&mut self, op: Op) {
        self.ip = Ip::Before(op);
    }

    /// After `op`: before the op that follows it, or at its block's end.
    pub fn set_after(&mut self, op: Op) {
        let Some(b) = self.body.op(op).parent else { return };
        let ops = &self.body.block(b).ops;
        let at = ops.iter().position(|&o| o == op).map_or(ops.len(), |i| i + 1);
        self.ip = match ops.get(at) {
            Some(&next) => Ip::Before(next),
            None => Ip::End(b),
        };
    }

    pub fn set_start(&mut self, block: Block) {
        self.ip = match self.body.block(block).ops.first() {
            Some(&first) => Ip::Before(first),
            None => Ip::End(block),
        };
    }

    /// Places a detached op at the insertion point.
    pub fn insert(&mut self, op: Op) {
        match self.ip {
            Ip::Before(anchor) => self.body.insert_op_before(anchor, op),
            Ip::End(b) => self.body.append_op(b, op),
        }
        self.uses.add(self.body, op);
    }

    /// Creates `name` at the insertion point with the given properties
    /// plus the op's defaults (what MLIR's builders set), at `loc`.
    pub fn create(&mut self, name: &str, operands: &[Value], results: &[Type], props: &[(&str, Attr)], loc: Option<Attr>) -> Op {
        let mut entries: Vec<(Ident, Attr)> = props.iter().map(|(k, v)| (self.ctx.ident(k), *v)).collect();
        if let Some(info) = crate::ods::lookup(name) {
            for &(key, text) in info.defaults.iter() {
                if !props.iter().any(|p| p.0 == key) {
                    if let Some(a) = self.ctx.default_attr(text) {
                        let id = self.ctx.ident(key);
                        entries.push((id, a));
                    }
                }
            }
        }
        let properties = if entries.is_empty() { None } else { Some(self.ctx.dict(entries)) };
        let ident = self.ctx.ident(name);
        let attrs = self.ctx.empty_dict();
        let op = self.body.new_op(ident, operands.into(), results, Box::new([]), properties, attrs, Box::new([]), loc, Default::default());
        self.insert(op);
        op
    }

    /// [`create`](Self::create) of a one-result op, returning the result.
    pub fn create_value(&mut self, name: &str, operands: &[Value], ty: Type, props: &[(&str, Attr)], loc: Option<Attr>) -> Value {
        let op = self.create(name, operands, &[ty], props, loc);
        self.result(op)
    }

    /// MLIR's `createOrFold`: creates the op, folds it, and when it folds
    /// to existing values or constants, erases it (constants are
    /// materialised at the insertion point).
    pub fn create_or_fold(&mut self, name: &str, operands: &[Value], ty: Type, props: &[(&str, Attr)], loc: Option<Attr>) -> Value {
        let op = self.create(name, operands, &[ty], props, loc);
        let consts: Vec<Option<Attr>> = operands
            .iter()
            .map(|&v| match self.body.defining_op(v) {
                Some(d) => constant_value(self.ctx, self.body, d),
                None => None,
            })
            .collect();
        let result = self.result(op);
        match fold(self.ctx, self.body, op, &consts) {
            Some(Folded::Results(r)) => {
                let replacement = match r.first() {
                    Some(FoldValue::Value(v)) => *v,
                    Some(FoldValue::Attr(a)) => {
                        let info = info_of(self.ctx, self.body, op);
                        match materialize_constant(self.ctx, self.body, info, *a, ty, loc) {
                            Some(c) => {
                                self.insert(c);
                                self.result(c)
                            }
                            None => return result,
                        }
                    }
                    None => return result,
                };
                self.erase(op);
                replacement
            }
            _ => result,
        }
    }

    /// The first result of `op`.
    pub fn result(&self, op: Op) -> Value {
        self.body.op(op).results().next().expect("op has a result")
    }

    /// Replaces every use of `old` by `new`.
    pub fn replace_all_uses(&mut self, old: Value, new: Value) {
        self.uses.replace_all_uses(self.body, old, new);
    }

    /// Sets operand `i` of `op`.
    pub fn set_operand(&mut self, op: Op, i: usize, v: Value) {
        self.uses.remove(self.body, op);
        self.body.set_operand(op, i, v);
        self.uses.add(self.body, op);
    }

    /// Appends `v` to the operands `op` forwards to successor `succ`.
    pub fn append_successor_operand(&mut self, op: Op, succ: usize, v: Value) -> bool {
        let Some(layout) = crate::passes::branch::successor_operands(self.ctx, self.body, op, info_of(self.ctx, self.body, op)) else {
            return false;
        };
        let mut counts: Vec<usize> = layout.iter().map(Vec::len).collect();
        // Operands of successor `succ` end where the next successor's
        // start, or where the last forwarded operand of an earlier one is.
        let at = match layout[succ].last() {
            Some(&last) => last + 1,
            None => layout[..succ].iter().rev().find_map(|l| l.last().map(|&i| i + 1)).unwrap_or_else(|| {
                // No operand forwarded before: right before the first
                // forwarded operand of a later successor, else at the end.
                layout[succ + 1..].iter().find_map(|l| l.first().copied()).unwrap_or(self.body.op(op).operands.len())
            }),
        };
        self.uses.remove(self.body, op);
        let mut operands = self.body.op(op).operands.to_vec();
        operands.insert(at, v);
        self.body.ops[op.index()].operands = operands.into();
        self.uses.add(self.body, op);
        counts[succ] += 1;
        let info = info_of(self.ctx, self.body, op);
        if let Some(resize) = info.and_then(|i| i.rewrite).and_then(|r| r.resize_successor_operands) {
            resize(self.ctx, self.body, op, &counts);
        }
        true
    }

    /// Erases an op (its results must be unused).
    pub fn erase(&mut self, op: Op) {
        if self.ip == Ip::Before(op) {
            self.set_after(op);
        }
        self.uses.remove_tree(self.body, op);
        self.body.erase_op(op);
    }
}
