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
}

impl Tr<'_> {
    /// `calculateCanonicalLoopTripCount` at the builder's position, named
    /// `omp_<prefix>.tripcount`.
    pub(crate) fn omp_trip_count(
        &mut self,
        (start, stop, step): (LLVMValueRef, LLVMValueRef, LLVMValueRef),
        signed: bool,
        inclusive: bool,
        prefix: &str,
    ) -> LLVMValueRef {
        let name = std::ffi::CString::new(format!("omp_{prefix}.tripcount")).expect("no NUL");
        let b = self.b;
        // SAFETY: builds instructions (or folded constants) of one integer
        // type from values of the live function.
        unsafe {
            let ty = LLVMTypeOf(start);
            let zero = LLVMConstInt(ty, 0, 0);
            let one = LLVMConstInt(ty, 1, 0);
            let (incr, span, zero_cmp) = if signed {
                // A negative step runs the other way: swap the bounds.
                let is_neg = LLVMBuildICmp(b, LLVMIntPredicate::LLVMIntSLT, step, zero, c"".as_ptr());
                let neg = LLVMBuildSub(b, zero, step, c"".as_ptr());
                let incr = LLVMBuildSelect(b, is_neg, neg, step, c"".as_ptr());
                let lb = LLVMBuildSelect(b, is_neg, stop, start, c"".as_ptr());
                let ub = LLVMBuildSelect(b, is_neg, start, stop, c"".as_ptr());
                let span = LLVMBuildNSWSub(b, ub, lb, c"".as_ptr());
                let pred = if inclusive { LLVMIntPredicate::LLVMIntSLT } else { LLVMIntPredicate::LLVMIntSLE };
                (incr, span, LLVMBuildICmp(b, pred, ub, lb, c"".as_ptr()))
            } else {
                let span = LLVMBuildNUWSub(b, stop, start, c"".as_ptr());
                let pred = if inclusive { LLVMIntPredicate::LLVMIntULT } else { LLVMIntPredicate::LLVMIntULE };
                (step, span, LLVMBuildICmp(b, pred, stop, start, c"".as_ptr()))
            };
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
            LLVMBuildSelect(b, zero_cmp, zero, count, name.as_ptr())
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
        let trip_count = self.omp_trip_count((start, stop, step), true, inclusive, "loop");
        // SAFETY: creates blocks of the function being translated and
        // instructions in them; every value is of that function.
        unsafe { self.omp_loop_after_block(LLVMGetInsertBlock(b), trip_count, (start, step), "loop") }
    }

    /// `createCanonicalLoop` for a loop nested in `outer`'s body (MLIR's
    /// loop_nest with several loops): the trip count in the outermost
    /// loop's preheader, the skeleton after `outer`'s body, which now
    /// enters it and whose branch to its latch leaves from the new loop's
    /// after block; the builder is left before the new body's branch.
    pub(crate) fn omp_nested_canonical_loop(
        &mut self,
        outermost: &CanonicalLoop,
        outer: &CanonicalLoop,
        (start, stop, step): (LLVMValueRef, LLVMValueRef, LLVMValueRef),
        inclusive: bool,
    ) -> (CanonicalLoop, LLVMValueRef) {
        let b = self.b;
        // SAFETY: positions the builder in a live block.
        unsafe { LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(outermost.preheader)) };
        let trip_count = self.omp_trip_count((start, stop, step), true, inclusive, "loop");
        // SAFETY: blocks and instructions of the function being built.
        unsafe { self.omp_loop_after_block(outer.body, trip_count, (start, step), "loop") }
    }

    /// A loop skeleton of `trip_count` iterations placed after `bb`, which
    /// now branches into it, its old terminator (if it has one yet) moved
    /// to the loop's after block; the builder is left at the start of the new body, where the
    /// returned value `iv * step + start` is computed.
    ///
    /// # Safety
    /// `bb` is a block of the function being built.
    pub(crate) unsafe fn omp_loop_after_block(
        &mut self,
        bb: LLVMBasicBlockRef,
        trip_count: LLVMValueRef,
        (start, step): (LLVMValueRef, LLVMValueRef),
        prefix: &str,
    ) -> (CanonicalLoop, LLVMValueRef) {
        let b = self.b;
        let f = LLVMGetBasicBlockParent(bb);
        let lp = self.omp_loop_skeleton(trip_count, f, LLVMGetNextBasicBlock(bb), prefix);
        let term = LLVMGetBasicBlockTerminator(bb);
        if !term.is_null() {
            move_tail(self, term, lp.after);
        }
        LLVMPositionBuilderAtEnd(b, bb);
        LLVMBuildBr(b, lp.preheader);
        LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(lp.body));
        let span = LLVMBuildMul(b, lp.iv, step, c"".as_ptr());
        let iv = LLVMBuildAdd(b, span, start, c"".as_ptr());
        (lp, iv)
    }

    /// `createLoopSkeleton`: the blocks `omp_<prefix>.*` before `before`
    /// (at the end when null), connected, counting from 0 to `trip_count`.
    pub(crate) fn omp_loop_skeleton(&mut self, trip_count: LLVMValueRef, f: LLVMValueRef, before: LLVMBasicBlockRef, prefix: &str) -> CanonicalLoop {
        self.omp_loop_skeleton_split(trip_count, f, (before, before), prefix)
    }

    /// `createLoopSkeleton` with the preheader, header, condition and body
    /// placed before `before.0`, the latch, exit and after block before
    /// `before.1`.
    pub(crate) fn omp_loop_skeleton_split(
        &mut self,
        trip_count: LLVMValueRef,
        f: LLVMValueRef,
        before: (LLVMBasicBlockRef, LLVMBasicBlockRef),
        prefix: &str,
    ) -> CanonicalLoop {
        let b = self.b;
        let llctx = self.llctx;
        // SAFETY: creates blocks of the live function `f` and instructions
        // in them.
        unsafe {
            let cname = |what: &str| std::ffi::CString::new(format!("omp_{prefix}.{what}")).expect("no NUL");
            let new_block = |what: &str, before: LLVMBasicBlockRef| {
                let name = cname(what);
                if before.is_null() {
                    LLVMAppendBasicBlockInContext(llctx, f, name.as_ptr())
                } else {
                    LLVMInsertBasicBlockInContext(llctx, before, name.as_ptr())
                }
            };
            let preheader = new_block("preheader", before.0);
            let header = new_block("header", before.0);
            let cond = new_block("cond", before.0);
            let body = new_block("body", before.0);
            let latch = new_block("inc", before.1);
            let exit = new_block("exit", before.1);
            let after = new_block("after", before.1);
            let ty = LLVMTypeOf(trip_count);
            LLVMPositionBuilderAtEnd(b, preheader);
            LLVMBuildBr(b, header);
            LLVMPositionBuilderAtEnd(b, header);
            let iv = LLVMBuildPhi(b, ty, cname("iv").as_ptr());
            LLVMBuildBr(b, cond);
            LLVMPositionBuilderAtEnd(b, cond);
            let cmp = LLVMBuildICmp(b, LLVMIntPredicate::LLVMIntULT, iv, trip_count, cname("cmp").as_ptr());
            LLVMBuildCondBr(b, cmp, body, exit);
            LLVMPositionBuilderAtEnd(b, body);
            LLVMBuildBr(b, latch);
            LLVMPositionBuilderAtEnd(b, latch);
            let next = LLVMBuildNUWAdd(b, iv, LLVMConstInt(ty, 1, 0), cname("next").as_ptr());
            LLVMBuildBr(b, header);
            LLVMPositionBuilderAtEnd(b, exit);
            LLVMBuildBr(b, after);
            CanonicalLoop { preheader, header, cond, body, latch, exit, after, iv, cmp, next, trip_count }
        }
    }
}

/// Moves the instructions from `from` (null: none) to the end of its block
/// to the end of `to` (`spliceBB`). A moved terminator's successors must
/// have no PHIs naming the old block (true of every use here).
pub(crate) fn move_tail(tr: &mut Tr<'_>, from: LLVMValueRef, to: LLVMBasicBlockRef) {
    let b = tr.b;
    // SAFETY: moves instructions of the live function between two of its
    // blocks; each removed instruction is reinserted at once.
    unsafe {
        let mut moving = Vec::new();
        let mut i = from;
        while !i.is_null() {
            moving.push(i);
            i = LLVMGetNextInstruction(i);
        }
        LLVMPositionBuilderAtEnd(b, to);
        for i in moving {
            LLVMInstructionRemoveFromParent(i);
            LLVMInsertIntoBuilder(b, i);
        }
    }
}

/// `splitBB(builder, /*CreateBranch=*/true, name)`: the instructions from
/// the builder's position to the end of its block move into a new block
/// placed right after it, which the old block now branches to; the builder
/// is left before that branch. The position is given as the instruction
/// it stands before (null: the end). An empty `name` repeats the old
/// block's (LLVM then makes it unique).
pub(crate) fn split_block(tr: &mut Tr<'_>, at: LLVMValueRef, name: &std::ffi::CStr) -> LLVMBasicBlockRef {
    let b = tr.b;
    // SAFETY: moves instructions of the live function between two of its
    // blocks; the removed instructions are reinserted at once.
    unsafe {
        let old = LLVMGetInsertBlock(b);
        let old_name;
        let name = if name.is_empty() {
            old_name = std::ffi::CStr::from_ptr(LLVMGetBasicBlockName(old)).to_owned();
            old_name.as_c_str()
        } else {
            name
        };
        let next = LLVMGetNextBasicBlock(old);
        let new = if next.is_null() {
            LLVMAppendBasicBlockInContext(tr.llctx, LLVMGetBasicBlockParent(old), name.as_ptr())
        } else {
            LLVMInsertBasicBlockInContext(tr.llctx, next, name.as_ptr())
        };
        move_tail(tr, at, new);
        LLVMPositionBuilderAtEnd(b, old);
        let br = LLVMBuildBr(b, new);
        LLVMPositionBuilderBefore(b, br);
        new
    }
}
