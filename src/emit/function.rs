//! Function bodies: LLVM blocks in region order, translation in an order
//! where definitions come before uses (reverse post-order from the entry,
//! then unreachable blocks), one PHI per block argument, and the PHIs'
//! incoming values connected once every block is translated — in MLIR's
//! order (a block's predecessors as its use list yields them: the latest
//! branch first).
//!
//! Like MLIR's export legalization (`ensureDistinctSuccessors`), a block
//! with arguments that one terminator names more than once is reached the
//! second and later times through a dummy block appended to the function,
//! which takes the arguments as PHIs and branches on; otherwise one LLVM
//! predecessor would need two different incoming values.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;

use super::{err, Tr, R};
use crate::ir::{Block, Op, Value};

/// A node of the CFG as MLIR sees it after legalization.
#[derive(Clone, Copy)]
enum Node {
    Block(Block),
    Dummy(usize),
}

/// A dummy block standing for successor slot `pos` of `term`.
pub(crate) struct Dummy {
    term: Op,
    pos: usize,
    target: Block,
    bb: LLVMBasicBlockRef,
    phis: Vec<LLVMValueRef>,
}

impl Tr<'_> {
    pub(crate) fn function_body(&mut self, op: Op) -> R<()> {
        let body = self.body;
        let span = body.op(op).span;
        let name = self.sym_name(op)?;
        let f = self.symbols[&name];
        if let Some(p) = self.prop(op, "personality").and_then(|a| self.sym_root(a)) {
            match self.symbols.get(p) {
                // SAFETY: both are functions of the live module.
                Some(&pf) if unsafe { !LLVMIsAFunction(pf).is_null() } => unsafe { LLVMSetPersonalityFn(f, pf) },
                Some(_) => return err(span, format!("the personality '@{p}' is not a function")),
                None => return err(span, format!("unknown personality function '@{p}'")),
            }
        }
        let Some(&region) = body.op(op).regions.first() else { return Ok(()) };
        let blocks = body.region(region).blocks.clone();
        if blocks.is_empty() {
            return Ok(());
        }
        // SAFETY: appends blocks to a live function; reads its parameters.
        unsafe {
            for &bl in &blocks {
                self.blocks[bl.index()] = LLVMAppendBasicBlockInContext(self.llctx, f, c"".as_ptr());
            }
            let entry = body.block(blocks[0]);
            if entry.args.len() as u32 != LLVMCountParams(f) {
                return err(span, "the entry block's arguments do not match the function type");
            }
            for (i, &a) in entry.args.iter().enumerate() {
                self.values[a.index()] = LLVMGetParam(f, i as u32);
            }
        }
        self.clear_debug_loc();
        let (llctx, fun) = (self.llctx, f);
        // SAFETY: appends a block to the live function `f`.
        let dummies = self.make_dummies(&blocks, &mut || unsafe { LLVMAppendBasicBlockInContext(llctx, fun, c"".as_ptr()) })?;
        let result = self.translate_blocks(&blocks, &dummies, None);
        self.redirect.clear();
        result
    }

    /// Translates the blocks of one region (a function's, or an OpenMP
    /// op's when `region_exit` is set, where `omp.yield`/`omp.terminator`
    /// branch to that block) in dominance order, then connects the PHIs
    /// of their arguments. The blocks' LLVM blocks (and the dummies') exist;
    /// the entry block's arguments are already mapped.
    pub(crate) fn translate_blocks(&mut self, blocks: &[Block], dummies: &[Dummy], region_exit: Option<LLVMBasicBlockRef>) -> R<()> {
        let body = self.body;
        for node in self.block_order(blocks, dummies) {
            let bl = match node {
                Node::Block(bl) => bl,
                Node::Dummy(d) => {
                    let d = &dummies[d];
                    self.set_op_debug_loc(d.term);
                    // SAFETY: terminates a dummy block of the function with
                    // a branch within it.
                    unsafe {
                        LLVMPositionBuilderAtEnd(self.b, d.bb);
                        LLVMBuildBr(self.b, self.blocks[d.target.index()]);
                    }
                    continue;
                }
            };
            // SAFETY: positions the builder at the end of a block of `f`.
            unsafe { LLVMPositionBuilderAtEnd(self.b, self.blocks[bl.index()]) };
            if bl != blocks[0] {
                for &a in &body.block(bl).args {
                    self.set_arg_debug_loc(a);
                    let t = self.ty(body.value(a).ty).or_else(|m| err(body.block(bl).span, m))?;
                    // SAFETY: builds a PHI at the start of the (empty) block.
                    self.values[a.index()] = unsafe { LLVMBuildPhi(self.b, t, c"".as_ptr()) };
                }
            }
            let ops = &body.block(bl).ops;
            for (i, &o) in ops.iter().enumerate() {
                self.set_op_debug_loc(o);
                match region_exit {
                    Some(exit) if i + 1 == ops.len() && super::openmp::is_region_terminator(self.ctx, body, o) => {
                        if !body.op(o).operands.is_empty() {
                            return err(body.op(o).span, "llmir-translate: cannot translate an OpenMP region that yields values yet");
                        }
                        // SAFETY: branches to a block of the same function.
                        unsafe { LLVMBuildBr(self.b, exit) };
                    }
                    _ => self.op(o)?,
                }
            }
            // OpenMP ops split blocks: the terminator is where the builder
            // ended up, which the PHIs of the successors name.
            // SAFETY: reads the builder's position.
            let end = unsafe { LLVMGetInsertBlock(self.b) };
            self.exit_blocks.insert(bl, end);
        }
        self.connect_phis(blocks, dummies)
    }

    /// Creates the dummy blocks for repeated successors with arguments.
    pub(crate) fn make_dummies(&mut self, blocks: &[Block], new_block: &mut dyn FnMut() -> LLVMBasicBlockRef) -> R<Vec<Dummy>> {
        let body = self.body;
        let mut dummies = Vec::new();
        for &bl in blocks {
            let Some(&t) = body.block(bl).ops.last() else { continue };
            let succs = &body.op(t).successors;
            if succs.len() < 2 {
                continue;
            }
            // Successors with arguments in order of first appearance, with
            // every position naming them.
            let mut groups: Vec<(Block, Vec<usize>)> = Vec::new();
            for (i, &s) in succs.iter().enumerate() {
                if body.block(s).args.is_empty() {
                    continue;
                }
                match groups.iter_mut().find(|g| g.0 == s) {
                    Some(g) => g.1.push(i),
                    None => groups.push((s, vec![i])),
                }
            }
            for (target, positions) in groups {
                for &pos in &positions[1..] {
                    let bb = new_block();
                    // SAFETY: gives the new block of the function PHIs.
                    let phis = unsafe {
                        LLVMPositionBuilderAtEnd(self.b, bb);
                        let mut phis = Vec::new();
                        for &a in &body.block(target).args {
                            let ty = self.ty(body.value(a).ty).or_else(|m| err(body.op(t).span, m))?;
                            phis.push(LLVMBuildPhi(self.b, ty, c"".as_ptr()));
                        }
                        phis
                    };
                    self.redirect.insert((t, pos), bb);
                    dummies.push(Dummy { term: t, pos, target, bb, phis });
                }
            }
        }
        Ok(dummies)
    }

    /// The translation order MLIR uses (`getBlocksSortedByDominance`):
    /// for each block of the region not yet visited, in region order, the
    /// reverse post-order from it; dummy blocks are nodes of the CFG at the
    /// successor slot they stand for.
    fn block_order(&mut self, blocks: &[Block], dummies: &[Dummy]) -> Vec<Node> {
        // One flag per block of the module, kept between functions (a
        // fresh one per function was quadratic): cleared again below.
        let mut seen_block = std::mem::take(&mut self.seen_blocks);
        seen_block.resize(self.body.blocks.len(), false);
        let mut seen_dummy = vec![false; dummies.len()];
        let mut order = Vec::with_capacity(blocks.len() + dummies.len());
        for &root in blocks {
            if seen_block[root.index()] {
                continue;
            }
            let mut post = Vec::new();
            // Iterative DFS: (node, next successor index).
            let mut stack: Vec<(Node, usize)> = vec![(Node::Block(root), 0)];
            seen_block[root.index()] = true;
            while let Some(&mut (node, ref mut i)) = stack.last_mut() {
                let next = self.node_successor(node, *i, dummies);
                *i += 1;
                match next {
                    Some(Node::Block(s)) if !seen_block[s.index()] => {
                        seen_block[s.index()] = true;
                        stack.push((Node::Block(s), 0));
                    }
                    Some(Node::Dummy(d)) if !seen_dummy[d] => {
                        seen_dummy[d] = true;
                        stack.push((Node::Dummy(d), 0));
                    }
                    Some(_) => {}
                    None => {
                        post.push(node);
                        stack.pop();
                    }
                }
            }
            order.extend(post.into_iter().rev());
        }
        for node in &order {
            if let Node::Block(b) = node {
                seen_block[b.index()] = false;
            }
        }
        self.seen_blocks = seen_block;
        order
    }

    /// Successor `i` of a CFG node, if it has that many.
    fn node_successor(&self, node: Node, i: usize, dummies: &[Dummy]) -> Option<Node> {
        match node {
            Node::Dummy(d) => (i == 0).then(|| Node::Block(dummies[d].target)),
            Node::Block(b) => {
                let t = *self.body.block(b).ops.last()?;
                let s = *self.body.op(t).successors.get(i)?;
                match dummies.iter().position(|d| d.term == t && d.pos == i) {
                    Some(d) => Some(Node::Dummy(d)),
                    None => Some(Node::Block(s)),
                }
            }
        }
    }

    /// The values a terminator passes to successor `i`.
    fn successor_operands(&self, op: Op, i: usize) -> Vec<Value> {
        let d = self.body.op(op);
        match self.ctx.str(d.name) {
            "llvm.br" => d.operands.to_vec(),
            "llvm.cond_br" | "llvm.invoke" => {
                let segs = self.segments(op);
                segs.get(i + 1).cloned().unwrap_or_default()
            }
            "llvm.switch" => {
                let segs = self.segments(op);
                if i == 0 {
                    return segs.get(1).cloned().unwrap_or_default();
                }
                let cases = segs.get(2).cloned().unwrap_or_default();
                let sizes = self.prop(op, "case_operand_segments").and_then(|a| self.dense_ints(a)).unwrap_or_default();
                let start: i128 = sizes.iter().take(i - 1).sum();
                let len = sizes.get(i - 1).copied().unwrap_or(0);
                cases.get(start as usize..(start + len) as usize).map(|s| s.to_vec()).unwrap_or_default()
            }
            _ => Vec::new(),
        }
    }

    fn connect_phis(&mut self, blocks: &[Block], dummies: &[Dummy]) -> R<()> {
        let body = self.body;
        // Predecessor edges in textual order (uses made by parsing), minus
        // the retargeted ones.
        let mut preds: Vec<Vec<Op>> = vec![Vec::new(); blocks.len()];
        let pos = |b: Block| blocks.iter().position(|&x| x == b);
        for &bl in blocks {
            if let Some(&t) = body.block(bl).ops.last() {
                for (i, &s) in body.op(t).successors.iter().enumerate() {
                    if self.redirect.contains_key(&(t, i)) {
                        continue;
                    }
                    if let Some(p) = pos(s) {
                        preds[p].push(t);
                    }
                }
            }
        }
        for (bi, &bl) in blocks.iter().enumerate().skip(1) {
            let args = &body.block(bl).args;
            if args.is_empty() {
                continue;
            }
            let phis: Vec<LLVMValueRef> = args.iter().map(|a| self.values[a.index()]).collect();
            // The dummies' branches were made last, so they come first.
            for d in dummies.iter().rev().filter(|d| d.target == bl) {
                add_incoming(&phis, &d.phis, d.bb);
            }
            for &t in preds[bi].iter().rev() {
                // MLIR takes the operands of the first successor slot that
                // names this block.
                let slot = body.op(t).successors.iter().position(|&s| s == bl).unwrap_or(0);
                let Some(from_block) = body.op(t).parent else { continue };
                let vals = self.edge_values(t, slot, args.len())?;
                add_incoming(&phis, &vals, self.exit_block(from_block));
            }
        }
        for d in dummies {
            let Some(from_block) = body.op(d.term).parent else { continue };
            let vals = self.edge_values(d.term, d.pos, d.phis.len())?;
            add_incoming(&d.phis, &vals, self.exit_block(from_block));
        }
        Ok(())
    }

    /// The LLVM block holding the translated terminator of `b`.
    fn exit_block(&self, b: Block) -> LLVMBasicBlockRef {
        self.exit_blocks.get(&b).copied().unwrap_or(self.blocks[b.index()])
    }

    /// The translated values passed along successor slot `slot` of `t`.
    fn edge_values(&self, t: Op, slot: usize, n: usize) -> R<Vec<LLVMValueRef>> {
        let span = self.body.op(t).span;
        let vals = self.successor_operands(t, slot);
        if vals.len() != n {
            return err(span, "the successor operands do not match the block's arguments");
        }
        vals.iter().map(|&v| self.value(v, span)).collect()
    }
}

fn add_incoming(phis: &[LLVMValueRef], vals: &[LLVMValueRef], from: LLVMBasicBlockRef) {
    for (&phi, &v) in phis.iter().zip(vals) {
        let mut v = [v];
        let mut bb = [from];
        // SAFETY: the PHI, the value and the block are live in one function.
        unsafe { LLVMAddIncoming(phi, v.as_mut_ptr(), bb.as_mut_ptr(), 1) };
    }
}
