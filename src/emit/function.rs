//! Function bodies: LLVM blocks in region order, translation in an order
//! where definitions come before uses (reverse post-order from the entry,
//! then unreachable blocks), one PHI per block argument, and the PHIs'
//! incoming values connected once every block is translated — in MLIR's
//! order (a block's predecessors as its use list yields them: the latest
//! branch first).

use inkwell::llvm_sys::core::*;

use super::{err, Tr, R};
use crate::ir::{Block, Op, Value};

impl Tr<'_> {
    pub(crate) fn function_body(&mut self, op: Op) -> R<()> {
        let body = self.body;
        let span = body.op(op).span;
        let name = self.sym_name(op)?;
        let f = self.symbols[&name];
        if let Some(p) = self.prop(op, "personality").and_then(|a| self.sym_root(a)) {
            match self.symbols.get(p) {
                // SAFETY: both are functions of the live module.
                Some(&pf) => unsafe { LLVMSetPersonalityFn(f, pf) },
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
        for bl in self.block_order(&blocks) {
            // SAFETY: positions the builder at the end of a block of `f`.
            unsafe { LLVMPositionBuilderAtEnd(self.b, self.blocks[bl.index()]) };
            if bl != blocks[0] {
                for &a in &body.block(bl).args {
                    let t = self.ty(body.value(a).ty).or_else(|m| err(body.block(bl).span, m))?;
                    // SAFETY: builds a PHI at the start of the (empty) block.
                    self.values[a.index()] = unsafe { LLVMBuildPhi(self.b, t, c"".as_ptr()) };
                }
            }
            for &o in &body.block(bl).ops {
                self.op(o)?;
            }
        }
        self.connect_phis(&blocks)
    }

    /// Blocks in reverse post-order of the CFG from the entry, then the
    /// unreachable ones in region order.
    fn block_order(&self, blocks: &[Block]) -> Vec<Block> {
        let mut seen = vec![false; self.body.blocks.len()];
        let mut post = Vec::with_capacity(blocks.len());
        // Iterative DFS: (block, next successor index).
        let mut stack: Vec<(Block, usize)> = vec![(blocks[0], 0)];
        seen[blocks[0].index()] = true;
        while let Some(&mut (bl, ref mut i)) = stack.last_mut() {
            let succs = self.block_successors(bl);
            if *i < succs.len() {
                let s = succs[*i];
                *i += 1;
                if !seen[s.index()] {
                    seen[s.index()] = true;
                    stack.push((s, 0));
                }
            } else {
                post.push(bl);
                stack.pop();
            }
        }
        post.reverse();
        for &bl in blocks {
            if !seen[bl.index()] {
                post.push(bl);
            }
        }
        post
    }

    fn block_successors(&self, bl: Block) -> &[Block] {
        match self.body.block(bl).ops.last() {
            Some(&t) => &self.body.op(t).successors,
            None => &[],
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

    fn connect_phis(&mut self, blocks: &[Block]) -> R<()> {
        let body = self.body;
        // Predecessor edges in textual order, then reversed (use-list order).
        let mut preds: Vec<Vec<Op>> = vec![Vec::new(); blocks.len()];
        let pos = |b: Block| blocks.iter().position(|&x| x == b);
        for &bl in blocks {
            if let Some(&t) = body.block(bl).ops.last() {
                for &s in body.op(t).successors.iter() {
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
            for &t in preds[bi].iter().rev() {
                let span = body.op(t).span;
                // MLIR takes the operands of the first successor slot that
                // names this block.
                let slot = body.op(t).successors.iter().position(|&s| s == bl).unwrap_or(0);
                let vals = self.successor_operands(t, slot);
                if vals.len() != args.len() {
                    return err(span, "the successor operands do not match the block's arguments");
                }
                let Some(from_block) = body.op(t).parent else { continue };
                let from = self.blocks[from_block.index()];
                for (k, &a) in args.iter().enumerate() {
                    let mut v = [self.value(vals[k], span)?];
                    let mut bb = [from];
                    // SAFETY: the PHI and the incoming value/block are live.
                    unsafe { LLVMAddIncoming(self.values[a.index()], v.as_mut_ptr(), bb.as_mut_ptr(), 1) };
                }
            }
        }
        Ok(())
    }
}
