//! OpenMPIRBuilder's `collapseLoops`, as LLVM 19 does it for an
//! `omp.loop_nest` of several loops: one `omp_collapsed` loop over the
//! product of the trip counts, each original induction value recovered by
//! `urem`/`udiv` (the innermost from the low digits), the original bodies
//! chained inside it, and the original loops' control blocks that nothing
//! outside them reaches deleted (their names stay used: LLVM's counter
//! has moved on).

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;

use super::canonical_loop::CanonicalLoop;
use crate::emit::Tr;

/// `redirectTo`: `source` branches to `target` (its unconditional branch
/// retargeted, or a new one when it has no terminator yet).
fn redirect_to(tr: &Tr<'_>, source: LLVMBasicBlockRef, target: LLVMBasicBlockRef) {
    // SAFETY: edits or adds the terminator of a live block.
    unsafe {
        let term = LLVMGetBasicBlockTerminator(source);
        if term.is_null() {
            LLVMPositionBuilderAtEnd(tr.b, source);
            LLVMBuildBr(tr.b, target);
        } else {
            LLVMSetSuccessor(term, 0, target);
        }
    }
}

/// The blocks whose terminators branch to `bb`.
fn predecessors(bb: LLVMBasicBlockRef) -> Vec<LLVMBasicBlockRef> {
    let mut preds = Vec::new();
    // SAFETY: walks the use list of a live block.
    unsafe {
        let mut u = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb));
        while !u.is_null() {
            let user = LLVMGetUser(u);
            if !LLVMIsATerminatorInst(user).is_null() {
                let p = LLVMGetInstructionParent(user);
                if !preds.contains(&p) {
                    preds.push(p);
                }
            }
            u = LLVMGetNextUse(u);
        }
    }
    preds
}

/// `redirectAllPredecessorsTo`.
fn redirect_all_predecessors(tr: &Tr<'_>, old: LLVMBasicBlockRef, new: LLVMBasicBlockRef) {
    for p in predecessors(old) {
        redirect_to(tr, p, new);
    }
}

impl Tr<'_> {
    /// `collapseLoops` of `loops` (outermost first, at least two).
    pub(crate) fn omp_collapse(&mut self, loops: &[CanonicalLoop]) -> CanonicalLoop {
        let b = self.b;
        let n = loops.len();
        let (outer, inner) = (&loops[0], &loops[n - 1]);
        // SAFETY: blocks and instructions of the function being built; the
        // deleted blocks are first emptied of every use.
        unsafe {
            LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(outer.preheader));
            let mut trip_count = outer.trip_count;
            for l in &loops[1..] {
                trip_count = LLVMBuildNUWMul(b, trip_count, l.trip_count, c"".as_ptr());
            }
            let f = LLVMGetBasicBlockParent(outer.preheader);
            let res = self.omp_loop_skeleton_split(trip_count, f, (LLVMGetNextBasicBlock(outer.preheader), outer.after), "collapsed");
            LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(res.body));
            let mut leftover = res.iv;
            let mut new_ivs = vec![std::ptr::null_mut(); n];
            for i in (1..n).rev() {
                new_ivs[i] = LLVMBuildURem(b, leftover, loops[i].trip_count, c"".as_ptr());
                leftover = LLVMBuildUDiv(b, leftover, loops[i].trip_count, c"".as_ptr());
            }
            new_ivs[0] = leftover;
            // The bodies chained in the collapsed body, in control-flow order.
            let mut continue_block = Some(res.body);
            let mut continue_pred: Option<LLVMBasicBlockRef> = None;
            let mut continue_with = |tr: &Tr<'_>, dest: LLVMBasicBlockRef, next: Option<LLVMBasicBlockRef>| {
                match (continue_block, continue_pred) {
                    (Some(cb), _) => redirect_to(tr, cb, dest),
                    (None, Some(cp)) => redirect_all_predecessors(tr, cp, dest),
                    (None, None) => {}
                }
                continue_block = None;
                continue_pred = next;
            };
            for i in 0..n - 1 {
                continue_with(self, loops[i].body, Some(loops[i + 1].header));
            }
            continue_with(self, inner.body, Some(inner.latch));
            for i in (1..n).rev() {
                continue_with(self, loops[i].after, Some(loops[i - 1].latch));
            }
            continue_with(self, res.latch, None);
            redirect_to(self, outer.preheader, res.preheader);
            redirect_to(self, res.after, outer.after);
            for (l, &v) in loops.iter().zip(&new_ivs) {
                LLVMReplaceAllUsesWith(l.iv, v);
            }
            // The control blocks nothing outside them branches to go.
            let mut doomed: Vec<LLVMBasicBlockRef> = Vec::new();
            for l in loops {
                for bb in [l.preheader, l.header, l.cond, l.latch, l.exit, l.after] {
                    if !doomed.contains(&bb) {
                        doomed.push(bb);
                    }
                }
            }
            loop {
                let before = doomed.len();
                let snapshot = doomed.clone();
                doomed.retain(|&bb| predecessors(bb).iter().all(|p| snapshot.contains(p)));
                if doomed.len() == before {
                    break;
                }
            }
            for &bb in &doomed {
                let mut i = LLVMGetFirstInstruction(bb);
                while !i.is_null() {
                    let ty = LLVMTypeOf(i);
                    if LLVMGetTypeKind(ty) != inkwell::llvm_sys::LLVMTypeKind::LLVMVoidTypeKind {
                        LLVMReplaceAllUsesWith(i, LLVMGetPoison(ty));
                    }
                    i = LLVMGetNextInstruction(i);
                }
            }
            for &bb in &doomed {
                while !LLVMGetFirstInstruction(bb).is_null() {
                    LLVMInstructionEraseFromParent(LLVMGetLastInstruction(bb));
                }
            }
            for &bb in &doomed {
                LLVMDeleteBasicBlock(bb);
            }
            res
        }
    }
}
