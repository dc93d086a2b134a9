//! Cloning and moving IR with value remapping (MLIR's `IRMapping`,
//! `Region::cloneInto`, `Block::splitBlock`): what the inliner needs to
//! copy a callee's body into a caller.
//!
//! Cloning runs in two phases, as MLIR's does: every op, block and block
//! argument is created first, then the operands and successors of the new
//! ops are remapped. A value may be used above its definition in textual
//! order (a block listed before the block that dominates it), so remapping
//! while cloning would miss it.

use rustc_hash::FxHashMap;

use super::body::{Block, Body, Op, Region, Value};

/// Old values and blocks to new ones.
#[derive(Default, Debug, Clone)]
pub struct IrMap {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<Block, Block>,
}

impl IrMap {
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }
    pub fn map_block(&mut self, from: Block, to: Block) {
        self.blocks.insert(from, to);
    }
    /// The value `v` maps to, or `v` itself (values from outside the
    /// cloned IR stay as they are).
    pub fn value(&self, v: Value) -> Value {
        self.values.get(&v).copied().unwrap_or(v)
    }
    pub fn lookup_value(&self, v: Value) -> Option<Value> {
        self.values.get(&v).copied()
    }
    pub fn contains_value(&self, v: Value) -> bool {
        self.values.contains_key(&v)
    }
    pub fn block(&self, b: Block) -> Block {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
}

impl Body {
    /// Splits `block` before its op at `index`: those ops move, in order,
    /// to a new block (no arguments) placed right after `block`.
    pub fn split_block(&mut self, block: Block, index: usize) -> Block {
        let region = self.block(block).parent.expect("split a block in a region");
        let pos = self.region(region).blocks.iter().position(|&b| b == block).unwrap_or(0);
        let new = self.insert_block(region, pos + 1);
        let tail: Vec<Op> = {
            let ops = &mut self.blocks[block.index()].ops;
            let at = index.min(ops.len());
            ops.split_off(at)
        };
        for &op in &tail {
            self.ops[op.index()].parent = Some(new);
        }
        self.blocks[new.index()].ops = tail;
        new
    }

    /// Moves every block of `src` into `dest` before position `index`;
    /// returns them.
    pub fn move_blocks(&mut self, src: Region, dest: Region, index: usize) -> Vec<Block> {
        let moved = std::mem::take(&mut self.regions[src.index()].blocks);
        for &b in &moved {
            self.blocks[b.index()].parent = Some(dest);
        }
        let blocks = &mut self.regions[dest.index()].blocks;
        let at = index.min(blocks.len());
        blocks.splice(at..at, moved.iter().copied());
        moved
    }

    /// Appends the ops of `from` to the end of `to` and detaches `from`
    /// (its arguments must be unused).
    pub fn merge_block_into(&mut self, from: Block, to: Block) {
        let ops = std::mem::take(&mut self.blocks[from.index()].ops);
        for &op in &ops {
            self.ops[op.index()].parent = Some(to);
        }
        self.blocks[to.index()].ops.extend(ops);
        self.erase_block(from);
    }

    /// Clones the blocks of `src` into `dest` before block position
    /// `index`, adding to `map` every value and block of `src`; values
    /// `map` already holds (the entry block's arguments, say) are used as
    /// mapped. Returns the new blocks.
    pub fn clone_region_into(&mut self, src: Region, dest: Region, index: usize, map: &mut IrMap) -> Vec<Block> {
        let mut created = Vec::new();
        let blocks = self.clone_blocks(src, dest, index, map, &mut created);
        self.remap(&created, map);
        blocks
    }

    /// A deep copy of `op` (detached), its results and nested values
    /// added to `map`.
    pub fn clone_op(&mut self, op: Op, map: &mut IrMap) -> Op {
        let mut created = Vec::new();
        let new = self.clone_op_phase1(op, map, &mut created);
        self.remap(&created, map);
        new
    }

    fn clone_blocks(&mut self, src: Region, dest: Region, index: usize, map: &mut IrMap, created: &mut Vec<Op>) -> Vec<Block> {
        let src_blocks = self.region(src).blocks.clone();
        let mut new_blocks = Vec::with_capacity(src_blocks.len());
        for (i, &b) in src_blocks.iter().enumerate() {
            let nb = self.insert_block(dest, index + i);
            self.blocks[nb.index()].span = self.block(b).span;
            map.map_block(b, nb);
            for a in self.block(b).args.clone() {
                if map.contains_value(a) {
                    continue;
                }
                let (ty, loc, span) = {
                    let d = self.value(a);
                    (d.ty, d.loc, d.span)
                };
                let na = self.add_block_arg(nb, ty, loc, span);
                map.map_value(a, na);
            }
            new_blocks.push(nb);
        }
        for (&b, &nb) in src_blocks.iter().zip(&new_blocks) {
            for op in self.block(b).ops.clone() {
                let new = self.clone_op_phase1(op, map, created);
                self.append_op(nb, new);
            }
        }
        new_blocks
    }

    fn clone_op_phase1(&mut self, op: Op, map: &mut IrMap, created: &mut Vec<Op>) -> Op {
        let d = self.op(op).clone();
        let mut regions = Vec::with_capacity(d.regions.len());
        for &r in d.regions.iter() {
            let nr = self.new_region();
            self.clone_blocks(r, nr, 0, map, created);
            regions.push(nr);
        }
        let types: Vec<_> = d.results().map(|v| self.value(v).ty).collect();
        let new = self.new_op(
            d.name,
            d.operands.clone(),
            &types,
            d.successors.clone(),
            d.properties,
            d.attrs,
            regions.into(),
            d.loc,
            d.span,
        );
        let new_results: Vec<Value> = self.op(new).results().collect();
        for (old, newv) in d.results().zip(new_results) {
            self.values[newv.index()].loc = self.value(old).loc;
            map.map_value(old, newv);
        }
        created.push(new);
        new
    }

    fn remap(&mut self, ops: &[Op], map: &IrMap) {
        for &op in ops {
            let data = &mut self.ops[op.index()];
            for v in data.operands.iter_mut() {
                *v = map.value(*v);
            }
            for b in data.successors.iter_mut() {
                *b = map.block(*b);
            }
        }
    }

    /// Remaps the operands and successors of every op in `blocks` (and
    /// what they nest) through `map`: for IR moved rather than cloned.
    pub fn remap_in_blocks(&mut self, blocks: &[Block], map: &IrMap) {
        let mut ops = Vec::new();
        for &b in blocks {
            for &op in &self.block(b).ops {
                ops.push(op);
                ops.extend(self.nested_ops_preorder(op));
            }
        }
        self.remap(&ops, map);
    }
}

#[cfg(test)]
mod tests {
    use super::IrMap;
    use crate::ir::{Context, Module};

    fn module(text: &str) -> (Context, Module) {
        let mut ctx = Context::new();
        let opts = crate::parser::ParseOptions { allow_unregistered: true, ..Default::default() };
        let m = crate::parser::parse(&mut ctx, text, &opts).expect("parses");
        (ctx, m)
    }

    #[test]
    fn clones_with_forward_uses_and_successors() {
        // ^bb1 is listed first but uses a value ^bb2 defines.
        let (ctx, mut m) = module(concat!(
            "\"t.f\"() ({\n^bb0(%a: i32):\n  \"t.br\"()[^bb2] : () -> ()\n",
            "^bb1:\n  \"t.use\"(%v) : (i32) -> ()\n  \"t.end\"() : () -> ()\n",
            "^bb2:\n  %v = \"t.def\"(%a) : (i32) -> i32\n  \"t.br\"()[^bb1] : () -> ()\n}) : () -> ()\n",
        ));
        let f = m.body.nested_ops_preorder(m.top)[0];
        let src = m.body.op(f).regions[0];
        let dest = m.body.new_region();
        let mut map = IrMap::default();
        let blocks = m.body.clone_region_into(src, dest, 0, &mut map);
        assert_eq!(blocks.len(), 3);
        let use_op = m.body.block(blocks[1]).ops[0];
        let def_op = m.body.block(blocks[2]).ops[0];
        assert_eq!(m.body.op(use_op).operands[0], m.body.op(def_op).results().next().unwrap());
        assert_eq!(m.body.op(def_op).operands[0], m.body.block(blocks[0]).args[0]);
        let br = m.body.block(blocks[0]).ops[0];
        assert_eq!(m.body.op(br).successors[0], blocks[2]);
        assert_eq!(ctx.str(m.body.op(def_op).name), "t.def");
    }

    #[test]
    fn splits_a_block() {
        let (_ctx, mut m) = module("\"t.f\"() ({\n  \"t.a\"() : () -> ()\n  \"t.b\"() : () -> ()\n  \"t.c\"() : () -> ()\n}) : () -> ()\n");
        let f = m.body.nested_ops_preorder(m.top)[0];
        let r = m.body.op(f).regions[0];
        let b = m.body.region(r).blocks[0];
        let nb = m.body.split_block(b, 1);
        assert_eq!(m.body.block(b).ops.len(), 1);
        assert_eq!(m.body.block(nb).ops.len(), 2);
        assert_eq!(m.body.region(r).blocks, vec![b, nb]);
        m.body.merge_block_into(nb, b);
        assert_eq!(m.body.block(b).ops.len(), 3);
        assert_eq!(m.body.region(r).blocks, vec![b]);
    }
}
