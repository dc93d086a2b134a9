//! A function's body, as MLIR 19's `processFunction`: blocks reachable
//! from the entry are created in the function's order (unreachable ones
//! dropped, as MLIR has no block labels to keep them by), arguments are
//! the entry block's, and the blocks are then converted in reverse post
//! order so that every operand is converted before its use; a phi is an
//! argument of its block, fed by its predecessors' branches.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::LLVMOpcode;
use rustc_hash::FxHashSet;

use super::{Importer, R};
use crate::ir::{LlvmType, Op, Region, Type, TypeKind};

/// The successors of a block's terminator, in operand order.
pub(crate) fn successors(bb: LLVMBasicBlockRef) -> Vec<LLVMBasicBlockRef> {
    // SAFETY: reads the terminator of a live block.
    unsafe {
        let t = LLVMGetBasicBlockTerminator(bb);
        if t.is_null() {
            return Vec::new();
        }
        (0..LLVMGetNumSuccessors(t)).map(|i| LLVMGetSuccessor(t, i)).collect()
    }
}

/// The blocks of `f` in its order.
fn blocks_of(f: LLVMValueRef) -> Vec<LLVMBasicBlockRef> {
    let mut out = Vec::new();
    // SAFETY: walks the block list of a live function.
    unsafe {
        let mut b = LLVMGetFirstBasicBlock(f);
        while !b.is_null() {
            out.push(b);
            b = LLVMGetNextBasicBlock(b);
        }
    }
    out
}

/// Reverse post order from `entry`, successors visited in order (LLVM's
/// `ReversePostOrderTraversal`).
pub(crate) fn reverse_post_order(entry: LLVMBasicBlockRef) -> Vec<LLVMBasicBlockRef> {
    let mut post = Vec::new();
    let mut seen: FxHashSet<LLVMBasicBlockRef> = FxHashSet::default();
    let mut stack: Vec<(LLVMBasicBlockRef, Vec<LLVMBasicBlockRef>, usize)> = Vec::new();
    seen.insert(entry);
    stack.push((entry, successors(entry), 0));
    while let Some(top) = stack.last_mut() {
        if top.2 < top.1.len() {
            let s = top.1[top.2];
            top.2 += 1;
            if seen.insert(s) {
                let succ = successors(s);
                stack.push((s, succ, 0));
            }
        } else {
            post.push(top.0);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// The instructions of a block.
pub(crate) fn instructions(bb: LLVMBasicBlockRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    // SAFETY: walks the instruction list of a live block.
    unsafe {
        let mut i = LLVMGetFirstInstruction(bb);
        while !i.is_null() {
            out.push(i);
            i = LLVMGetNextInstruction(i);
        }
    }
    out
}

impl Importer<'_> {
    pub(crate) fn function_body(&mut self, f: LLVMValueRef, _op: Op, region: Region, fty: Type) -> R<()> {
        let all = blocks_of(f);
        let Some(&entry) = all.first() else { return Ok(()) };
        let rpo = reverse_post_order(entry);
        let reachable: FxHashSet<LLVMBasicBlockRef> = rpo.iter().copied().collect();
        self.values.clear();
        self.inst_ops.clear();
        self.di.pending.clear();
        self.blocks.clear();
        for &bb in &all {
            if reachable.contains(&bb) {
                let b = self.body.new_block(region, Default::default());
                self.blocks.insert(bb, b);
            }
        }
        let entry_block = self.blocks[&entry];
        let params: Vec<Type> = match self.ctx.type_kind(fty) {
            TypeKind::Llvm(LlvmType::Func { params, .. }) => params.to_vec(),
            _ => Vec::new(),
        };
        for (i, &t) in params.iter().enumerate() {
            // SAFETY: parameter `i` of a live function with that many.
            let p = unsafe { LLVMGetParam(f, i as u32) };
            let v = self.body.add_block_arg(entry_block, t, None, Default::default());
            self.set_loc(super::LocTarget::Arg(v), self.op_loc.clone());
            self.values.insert(p, v);
        }
        self.const_block = Some(entry_block);
        self.const_after = None;
        for bb in rpo {
            let block = self.blocks[&bb];
            self.cur_block = Some(block);
            for inst in instructions(bb) {
                // SAFETY: reads the opcode of a live instruction.
                let opcode = unsafe { LLVMGetInstructionOpcode(inst) };
                if opcode == LLVMOpcode::LLVMPHI {
                    let t = self.type_of(inst);
                    let v = self.body.add_block_arg(block, t, None, Default::default());
                    let loc = self.inst_loc(inst);
                    self.set_loc(super::LocTarget::Arg(v), loc);
                    self.values.insert(inst, v);
                    continue;
                }
                self.cur_block = Some(block);
                // The ops of an instruction are at its debug location.
                self.op_loc = self.inst_loc(inst);
                let converted = match self.instruction_op(inst, opcode, false) {
                    Ok(c) => c,
                    Err(e) => {
                        // The instructions MLIR 19 converts through their
                        // ops' generated builders end, when an operand
                        // fails, in its "unhandled instruction" too; the
                        // hand-written ones (and intrinsic calls) do not.
                        use LLVMOpcode as O;
                        if !matches!(opcode, O::LLVMBr | O::LLVMSwitch | O::LLVMCall | O::LLVMInvoke | O::LLVMLandingPad | O::LLVMGetElementPtr) {
                            self.failed_as("unhandled instruction: ", inst);
                        }
                        return Err(e);
                    }
                };
                if let Some(op) = converted {
                    self.inst_ops.insert(inst, op);
                    self.instruction_metadata(inst, op);
                }
            }
        }
        self.finish_debug_intrinsics()
    }

    /// The successor operands `branch` (in `from`) passes to `target`:
    /// the values its phis take from `from`.
    pub(crate) fn branch_args(&mut self, from: LLVMBasicBlockRef, target: LLVMBasicBlockRef) -> R<Vec<crate::ir::Value>> {
        let mut out = Vec::new();
        for inst in instructions(target) {
            // SAFETY: class check and incoming reads of a live phi.
            unsafe {
                if LLVMIsAPHINode(inst).is_null() {
                    break;
                }
                let n = LLVMCountIncoming(inst);
                let mut incoming = std::ptr::null_mut();
                for i in 0..n {
                    if LLVMGetIncomingBlock(inst, i) == from {
                        incoming = LLVMGetIncomingValue(inst, i);
                        break;
                    }
                }
                let v = self.value(incoming)?;
                out.push(v);
            }
        }
        Ok(out)
    }
}
