//! Mutation of a [`Body`]: what passes need to rewrite IR in place.
//!
//! The arenas never shrink: erasing an op or a block detaches it from its
//! parent, and the printer, verifier and walkers only follow the ownership
//! tree, so detached entities are simply unreachable. Values keep no use
//! lists; uses are found by walking the op that encloses them (passes
//! rewrite one isolated-from-above op at a time, so that walk is bounded by
//! the function being rewritten).

use super::body::{Block, Body, Op, Region, Value, ValueDef};

impl Body {
    /// The ops nested under `root` (not `root` itself), parents before
    /// their children, in textual order.
    pub fn nested_ops_preorder(&self, root: Op) -> Vec<Op> {
        let mut out = Vec::new();
        let mut stack: Vec<Op> = Vec::new();
        self.push_children_rev(root, &mut stack);
        while let Some(op) = stack.pop() {
            out.push(op);
            self.push_children_rev(op, &mut stack);
        }
        out
    }

    /// The ops nested under `root` (not `root` itself), children before
    /// their parents: MLIR's default post-order walk.
    pub fn nested_ops_postorder(&self, root: Op) -> Vec<Op> {
        let mut out = Vec::new();
        self.postorder_into(root, &mut out);
        out
    }

    fn postorder_into(&self, op: Op, out: &mut Vec<Op>) {
        // Iterative, so deeply nested regions cannot overflow the stack:
        // (op, expanded?) pairs.
        let mut stack: Vec<(Op, bool)> = Vec::new();
        let mut children = Vec::new();
        self.push_children_rev(op, &mut children);
        stack.extend(children.drain(..).map(|c| (c, false)));
        while let Some((o, expanded)) = stack.pop() {
            if expanded {
                out.push(o);
                continue;
            }
            stack.push((o, true));
            self.push_children_rev(o, &mut children);
            stack.extend(children.drain(..).map(|c| (c, false)));
        }
    }

    /// Pushes the ops directly inside `op`'s regions, last first, so that
    /// popping yields them in textual order.
    fn push_children_rev(&self, op: Op, stack: &mut Vec<Op>) {
        for &r in self.op(op).regions.iter().rev() {
            for &b in self.region(r).blocks.iter().rev() {
                stack.extend(self.block(b).ops.iter().rev().copied());
            }
        }
    }

    /// The op a value is defined by, if it is an op result.
    pub fn defining_op(&self, v: Value) -> Option<Op> {
        match self.value(v).def {
            ValueDef::Result { op, .. } => Some(op),
            ValueDef::Arg { .. } => None,
        }
    }

    /// The op whose region holds `block`.
    pub fn block_parent_op(&self, block: Block) -> Option<Op> {
        self.block(block).parent.and_then(|r| self.region(r).parent)
    }

    /// The op that encloses `op`, if it is attached to a block.
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        self.op(op).parent.and_then(|b| self.block_parent_op(b))
    }

    /// Whether `op` is still attached somewhere under `root` (or is `root`).
    pub fn is_inside(&self, mut op: Op, root: Op) -> bool {
        loop {
            if op == root {
                return true;
            }
            match self.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    /// Detaches `op` from its block. Its results must have no remaining
    /// uses; the op and everything it holds become unreachable.
    pub fn erase_op(&mut self, op: Op) {
        if let Some(b) = self.ops[op.index()].parent.take() {
            self.blocks[b.index()].ops.retain(|&o| o != op);
        }
    }

    /// Places a detached `op` at position `index` of `block`.
    pub fn insert_op(&mut self, block: Block, index: usize, op: Op) {
        self.ops[op.index()].parent = Some(block);
        let ops = &mut self.blocks[block.index()].ops;
        ops.insert(index.min(ops.len()), op);
    }

    /// Places a detached `op` right before `anchor` (at the end of the
    /// block if `anchor` is not in one, which cannot happen for live ops).
    pub fn insert_op_before(&mut self, anchor: Op, op: Op) {
        let Some(block) = self.op(anchor).parent else { return };
        let at = self.block(block).ops.iter().position(|&o| o == anchor).unwrap_or(usize::MAX);
        self.insert_op(block, at, op);
    }

    /// Moves an attached op to position `index` of `block`.
    pub fn move_op(&mut self, op: Op, block: Block, index: usize) {
        self.erase_op(op);
        self.insert_op(block, index, op);
    }

    /// Sets operand `i` of `op`.
    pub fn set_operand(&mut self, op: Op, i: usize, v: Value) {
        if let Some(slot) = self.ops[op.index()].operands.get_mut(i) {
            *slot = v;
        }
    }

    /// Replaces every use of `old` by `new` in the ops nested under `root`
    /// (and `root`'s own operands); returns the ops that changed.
    pub fn replace_uses_in(&mut self, root: Op, old: Value, new: Value) -> Vec<Op> {
        let mut changed = Vec::new();
        let mut ops = self.nested_ops_preorder(root);
        ops.push(root);
        for op in ops {
            let operands = &mut self.ops[op.index()].operands;
            let mut hit = false;
            for v in operands.iter_mut() {
                if *v == old {
                    *v = new;
                    hit = true;
                }
            }
            if hit {
                changed.push(op);
            }
        }
        changed
    }

    /// The ops under `root` that use `v`.
    pub fn users_in(&self, root: Op, v: Value) -> Vec<Op> {
        self.nested_ops_preorder(root).into_iter().filter(|&o| self.op(o).operands.contains(&v)).collect()
    }

    /// A new, empty block inserted into `region` at position `index`.
    pub fn insert_block(&mut self, region: Region, index: usize) -> Block {
        let b = Block(self.blocks.len() as u32);
        self.blocks.push(super::body::BlockData { args: Vec::new(), ops: Vec::new(), parent: Some(region), span: Default::default() });
        let blocks = &mut self.regions[region.index()].blocks;
        blocks.insert(index.min(blocks.len()), b);
        b
    }

    /// Detaches `block` from its region (its ops must be unused elsewhere).
    pub fn erase_block(&mut self, block: Block) {
        if let Some(r) = self.blocks[block.index()].parent.take() {
            self.regions[r.index()].blocks.retain(|&b| b != block);
        }
    }

    /// Sets successor `i` of `op`.
    pub fn set_successor(&mut self, op: Op, i: usize, b: Block) {
        if let Some(slot) = self.ops[op.index()].successors.get_mut(i) {
            *slot = b;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::{Context, Module};

    /// Parses made-up ops (the IR layer knows no dialect).
    fn module(text: &str) -> (Context, Module) {
        let mut ctx = Context::new();
        let opts = crate::parser::ParseOptions { allow_unregistered: true, ..Default::default() };
        let m = crate::parser::parse(&mut ctx, text, &opts).expect("parses");
        (ctx, m)
    }

    #[test]
    fn walks_in_both_orders() {
        let (ctx, m) = module(
            "\"test.outer\"() ({\n  %0 = \"test.value\"() : () -> i32\n  \"test.end\"() : () -> ()\n}) : () -> ()\n",
        );
        let pre: Vec<&str> = m.body.nested_ops_preorder(m.top).iter().map(|&o| ctx.str(m.body.op(o).name)).collect();
        assert_eq!(pre, ["test.outer", "test.value", "test.end"]);
        let post: Vec<&str> = m.body.nested_ops_postorder(m.top).iter().map(|&o| ctx.str(m.body.op(o).name)).collect();
        assert_eq!(post, ["test.value", "test.end", "test.outer"]);
    }

    #[test]
    fn replace_and_erase() {
        let (_ctx, mut m) = module(
            "\"test.outer\"() ({\n^bb0(%a: i32):\n  %0 = \"test.add\"(%a, %a) : (i32, i32) -> i32\n  \"test.end\"(%0) : (i32) -> ()\n}) : () -> ()\n",
        );
        let ops = m.body.nested_ops_preorder(m.top);
        let (add, ret) = (ops[1], ops[2]);
        let arg = m.body.op(add).operands[0];
        let res = m.body.op(add).results().next().unwrap();
        assert_eq!(m.body.users_in(m.top, res), vec![ret]);
        assert_eq!(m.body.replace_uses_in(m.top, res, arg), vec![ret]);
        m.body.erase_op(add);
        assert_eq!(m.body.nested_ops_preorder(m.top).len(), 2);
        assert!(!m.body.is_inside(add, m.top));
    }
}
