//! OpenMPIRBuilder's canonical loop, as LLVM 19 builds it: the trip count
//! of `start to stop step step` (`calculateCanonicalLoopTripCount`, signed,
//! with the stop inclusive or not), the `omp_loop.*` skeleton
//! (`createLoopSkeleton`: preheader, header, cond, body, inc, exit, after),
//! and the body callback's induction value `iv * step + start`.
//!
//! Blocks and values are created, and so named, in the builder's order:
//! LLVM makes names unique per function with one counter
//! (`omp_loop.preheader3`), so the order decides every suffix.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::LLVMIntPredicate;

use crate::emit::Tr;

/// The blocks and values of one canonical loop (`CanonicalLoopInfo`).
pub(crate) struct CanonicalLoop {
    pub preheader: LLVMBasicBlockRef,
    pub header: LLVMBasicBlockRef,
    pub cond: LLVMBasicBlockRef,
    pub body: LLVMBasicBlockRef,
    pub latch: LLVMBasicBlockRef,
    pub exit: LLVMBasicBlockRef,
    pub after: LLVMBasicBlockRef,
    /// `omp_loop.iv`, a PHI whose incoming values the workshare lowering
    /// adds (it decides where the first value comes from).
    pub iv: LLVMValueRef,
    /// `omp_loop.cmp` (`iv < trip count`).
    pub cmp: LLVMValueRef,
    /// `omp_loop.next` (`iv + 1`).
    pub next: LLVMValueRef,
    pub trip_count: LLVMValueRef,
    /// The body's uses of `iv` (the `mul` of the induction value).
    pub iv_users: Vec<LLVMValueRef>,
}

impl Tr<'_> {
    /// `calculateCanonicalLoopTripCount` (signed) at the builder's position.
    pub(crate) fn omp_trip_count(&mut self, start: LLVMValueRef, stop: LLVMValueRef, step: LLVMValueRef, inclusive: bool) -> LLVMValueRef {
        let b = self.b;
        // SAFETY: builds instructions (or folded constants) of one integer
        // type from values of the live function.
        unsafe {
            let ty = LLVMTypeOf(start);
            let zero = LLVMConstInt(ty, 0, 0);
            let one = LLVMConstInt(ty, 1, 0);
            let is_neg = LLVMBuildICmp(b, LLVMIntPredicate::LLVMIntSLT, step, zero, c"".as_ptr());
            let neg = LLVMBuildSub(b, zero, step, c"".as_ptr());
            let incr = LLVMBuildSelect(b, is_neg, neg, step, c"".as_ptr());
            let lb = LLVMBuildSelect(b, is_neg, stop, start, c"".as_ptr());
            let ub = LLVMBuildSelect(b, is_neg, start, stop, c"".as_ptr());
            let span = LLVMBuildNSWSub(b, ub, lb, c"".as_ptr());
            let pred = if inclusive { LLVMIntPredicate::LLVMIntSLT } else { LLVMIntPredicate::LLVMIntSLE };
            let zero_cmp = LLVMBuildICmp(b, pred, ub, lb, c"".as_ptr());
            let count = if inclusive {
                let div = LLVMBuildUDiv(b, span, incr, c"".as_ptr());
                LLVMBuildAdd(b, div, one, c"".as_ptr())
            } else {
                // Stops short of adding past `stop`, which could overflow.
                let minus_one = LLVMBuildSub(b, span, one, c"".as_ptr());
                let div = LLVMBuildUDiv(b, minus_one, incr, c"".as_ptr());
                let count_if_two = LLVMBuildAdd(b, div, one, c"".as_ptr());
                let one_cmp = LLVMBuildICmp(b, LLVMIntPredicate::LLVMIntULE, span, incr, c"".as_ptr());
                LLVMBuildSelect(b, one_cmp, one, count_if_two, c"".as_ptr())
            };
            LLVMBuildSelect(b, zero_cmp, zero, count, c"omp_loop.tripcount".as_ptr())
        }
    }

    /// `createCanonicalLoop` with bounds: the trip count at the builder's
    /// position (the end of its block), the skeleton placed after that
    /// block, a branch into it, and the induction value computed in the
    /// body; the builder is left before the body's branch to the latch.
    pub(crate) fn omp_canonical_loop(
        &mut self,
        start: LLVMValueRef,
        stop: LLVMValueRef,
        step: LLVMValueRef,
        inclusive: bool,
    ) -> (CanonicalLoop, LLVMValueRef) {
        let b = self.b;
        let trip_count = self.omp_trip_count(start, stop, step, inclusive);
        // SAFETY: creates blocks of the function being translated and
        // instructions in them; every value is of that function.
        unsafe {
            let bb = LLVMGetInsertBlock(b);
            let f = LLVMGetBasicBlockParent(bb);
            let next_bb = LLVMGetNextBasicBlock(bb);
            let mut lp = self.omp_loop_skeleton(trip_count, f, next_bb);
            LLVMPositionBuilderAtEnd(b, bb);
            LLVMBuildBr(b, lp.preheader);
            LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(lp.body));
            let span = LLVMBuildMul(b, lp.iv, step, c"".as_ptr());
            let iv = LLVMBuildAdd(b, span, start, c"".as_ptr());
            lp.iv_users.push(span);
            (lp, iv)
        }
    }

    /// `createLoopSkeleton`: the blocks before `before` (at the end when
    /// null), connected, counting from 0 to `trip_count`.
    fn omp_loop_skeleton(&mut self, trip_count: LLVMValueRef, f: LLVMValueRef, before: LLVMBasicBlockRef) -> CanonicalLoop {
        let b = self.b;
        let llctx = self.llctx;
        // SAFETY: creates blocks of the live function `f` and instructions
        // in them.
        unsafe {
            let new_block = |name: &std::ffi::CStr| {
                if before.is_null() {
                    LLVMAppendBasicBlockInContext(llctx, f, name.as_ptr())
                } else {
                    LLVMInsertBasicBlockInContext(llctx, before, name.as_ptr())
                }
            };
            let preheader = new_block(c"omp_loop.preheader");
            let header = new_block(c"omp_loop.header");
            let cond = new_block(c"omp_loop.cond");
            let body = new_block(c"omp_loop.body");
            let latch = new_block(c"omp_loop.inc");
            let exit = new_block(c"omp_loop.exit");
            let after = new_block(c"omp_loop.after");
            let ty = LLVMTypeOf(trip_count);
            LLVMPositionBuilderAtEnd(b, preheader);
            LLVMBuildBr(b, header);
            LLVMPositionBuilderAtEnd(b, header);
            let iv = LLVMBuildPhi(b, ty, c"omp_loop.iv".as_ptr());
            LLVMBuildBr(b, cond);
            LLVMPositionBuilderAtEnd(b, cond);
            let cmp = LLVMBuildICmp(b, LLVMIntPredicate::LLVMIntULT, iv, trip_count, c"omp_loop.cmp".as_ptr());
            LLVMBuildCondBr(b, cmp, body, exit);
            LLVMPositionBuilderAtEnd(b, body);
            LLVMBuildBr(b, latch);
            LLVMPositionBuilderAtEnd(b, latch);
            let next = LLVMBuildNUWAdd(b, iv, LLVMConstInt(ty, 1, 0), c"omp_loop.next".as_ptr());
            LLVMBuildBr(b, header);
            LLVMPositionBuilderAtEnd(b, exit);
            LLVMBuildBr(b, after);
            CanonicalLoop { preheader, header, cond, body, latch, exit, after, iv, cmp, next, trip_count, iv_users: Vec::new() }
        }
    }
}

/// `splitBB(builder, /*CreateBranch=*/true, name)`: the instructions from
/// the builder's position to the end of its block move into a new block
/// placed right after it, which the old block now branches to; the builder
/// is left before that branch. The position is given as the instruction
/// it stands before (null: the end).
pub(crate) fn split_block(tr: &mut Tr<'_>, at: LLVMValueRef, name: &std::ffi::CStr) -> LLVMBasicBlockRef {
    let b = tr.b;
    // SAFETY: moves instructions of the live function between two of its
    // blocks; the removed instructions are reinserted at once.
    unsafe {
        let old = LLVMGetInsertBlock(b);
        let next = LLVMGetNextBasicBlock(old);
        let new = if next.is_null() {
            LLVMAppendBasicBlockInContext(tr.llctx, LLVMGetBasicBlockParent(old), name.as_ptr())
        } else {
            LLVMInsertBasicBlockInContext(tr.llctx, next, name.as_ptr())
        };
        let mut moving = Vec::new();
        let mut i = at;
        while !i.is_null() {
            moving.push(i);
            i = LLVMGetNextInstruction(i);
        }
        LLVMPositionBuilderAtEnd(b, new);
        for i in moving {
            LLVMInstructionRemoveFromParent(i);
            LLVMInsertIntoBuilder(b, i);
        }
        LLVMPositionBuilderAtEnd(b, old);
        let br = LLVMBuildBr(b, new);
        LLVMPositionBuilderBefore(b, br);
        new
    }
}
