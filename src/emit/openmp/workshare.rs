//! Worksharing a canonical loop, as LLVM 19's OpenMPIRBuilder does it
//! (`applyWorkshareLoop`): the schedule type word (`computeOpenMPScheduleType`),
//! the static schedule (`applyStaticWorkshareLoop`: `__kmpc_for_static_init`
//! bounds for this thread, then `__kmpc_for_static_fini`), the static one
//! with a chunk size (`applyStaticChunkedWorkshareLoop`: an `omp_dispatch`
//! loop over this thread's chunks around the loop) and the dynamic
//! ones (`applyDynamicWorkshareLoop`: `__kmpc_dispatch_init`, an outer loop
//! asking `__kmpc_dispatch_next` for chunks), each followed by the implicit
//! barrier unless `nowait`.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::LLVMIntPredicate;

use super::canonical_loop::{split_block, CanonicalLoop};
use super::runtime::IDENT_BARRIER_IMPLICIT_FOR;
use crate::emit::Tr;

/// `OMPScheduleType`'s base kinds and modifiers (OMPConstants.h).
pub(crate) mod sched {
    pub const STATIC_CHUNKED: u32 = 1;
    pub const STATIC: u32 = 2;
    pub const DYNAMIC_CHUNKED: u32 = 3;
    pub const GUIDED_CHUNKED: u32 = 4;
    pub const RUNTIME: u32 = 5;
    pub const AUTO: u32 = 6;
    pub const GUIDED_SIMD: u32 = 14;
    pub const RUNTIME_SIMD: u32 = 15;
    pub const UNORDERED: u32 = 1 << 5;
    pub const ORDERED: u32 = 1 << 6;
    pub const NOMERGE: u32 = 1 << 7;
    pub const MONOTONIC: u32 = 1 << 29;
    pub const NONMONOTONIC: u32 = 1 << 30;
    pub const MODIFIERS: u32 = UNORDERED | ORDERED | NOMERGE | MONOTONIC | NONMONOTONIC;
}

/// The `schedule` clause as the translation sees it.
pub(crate) struct Schedule<'a> {
    /// `static`, `dynamic`, `guided`, `auto`, `runtime`; none is static.
    pub kind: Option<&'a str>,
    pub chunked: bool,
    pub simd: bool,
    pub monotonic: bool,
    pub nonmonotonic: bool,
    pub ordered: bool,
}

/// `computeOpenMPScheduleType`.
pub(crate) fn schedule_type(s: &Schedule<'_>) -> u32 {
    use sched::*;
    let base = match s.kind.unwrap_or("static") {
        "dynamic" => DYNAMIC_CHUNKED,
        "guided" if s.simd => GUIDED_SIMD,
        "guided" => GUIDED_CHUNKED,
        "auto" => AUTO,
        "runtime" if s.simd => RUNTIME_SIMD,
        "runtime" => RUNTIME,
        _ if s.chunked => STATIC_CHUNKED,
        _ => STATIC,
    };
    // The runtime has no ordered simd schedules: the plain ones stand in.
    let with_order = match base {
        GUIDED_SIMD if s.ordered => GUIDED_CHUNKED | ORDERED,
        RUNTIME_SIMD if s.ordered => RUNTIME | ORDERED,
        _ => base | if s.ordered { ORDERED } else { UNORDERED },
    };
    if s.monotonic {
        with_order | MONOTONIC
    } else if s.nonmonotonic {
        with_order | NONMONOTONIC
    } else if base == STATIC || base == STATIC_CHUNKED || s.ordered {
        // Monotonic is the runtime's default: no flag.
        with_order
    } else {
        with_order | NONMONOTONIC
    }
}

impl Tr<'_> {
    /// The position `getFirstNonPHIOrDbgOrAlloca` gives in the function's
    /// entry block: past PHIs, static allocas and debug intrinsics.
    fn omp_position_for_allocas(&mut self, entry: LLVMBasicBlockRef) {
        // SAFETY: walks the instructions of a live block and positions the
        // builder in it.
        unsafe {
            let mut i = LLVMGetFirstInstruction(entry);
            while !i.is_null() && !LLVMIsAPHINode(i).is_null() {
                i = LLVMGetNextInstruction(i);
            }
            while !i.is_null() {
                let static_alloca = !LLVMIsAAllocaInst(i).is_null() && !LLVMIsAConstantInt(LLVMGetOperand(i, 0)).is_null();
                if !(static_alloca || !LLVMIsADbgInfoIntrinsic(i).is_null()) {
                    break;
                }
                i = LLVMGetNextInstruction(i);
            }
            if i.is_null() {
                LLVMPositionBuilderAtEnd(self.b, entry);
            } else {
                LLVMPositionBuilderBefore(self.b, i);
            }
        }
    }

    /// `p.lastiter`, `p.lowerbound`, `p.upperbound`, `p.stride` in the
    /// entry block.
    fn omp_bound_allocas(&mut self, entry: LLVMBasicBlockRef, ty: LLVMTypeRef) -> [LLVMValueRef; 4] {
        self.omp_position_for_allocas(entry);
        let b = self.b;
        // SAFETY: allocas of live types at the builder's position.
        unsafe {
            [
                LLVMBuildAlloca(b, LLVMInt32TypeInContext(self.llctx), c"p.lastiter".as_ptr()),
                LLVMBuildAlloca(b, ty, c"p.lowerbound".as_ptr()),
                LLVMBuildAlloca(b, ty, c"p.upperbound".as_ptr()),
                LLVMBuildAlloca(b, ty, c"p.stride".as_ptr()),
            ]
        }
    }

    /// `applyStaticWorkshareLoop`.
    pub(crate) fn omp_static_loop(&mut self, lp: &CanonicalLoop, entry: LLVMBasicBlockRef, barrier: bool) {
        let b = self.b;
        let ident = self.omp_ident(0);
        // SAFETY: reads the type of a live value.
        let ty = unsafe { LLVMTypeOf(lp.iv) };
        let width = if unsafe { LLVMGetIntTypeWidth(ty) } == 32 { "4u" } else { "8u" };
        let init = format!("__kmpc_for_static_init_{width}");
        self.omp_runtime_fn(&init);
        self.omp_runtime_fn("__kmpc_for_static_fini");
        let [last, lower, upper, stride] = self.omp_bound_allocas(entry, ty);
        // SAFETY: instructions in the loop's blocks, of values of the
        // function being translated.
        unsafe {
            LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(lp.preheader));
            let zero = LLVMConstInt(ty, 0, 0);
            let one = LLVMConstInt(ty, 1, 0);
            LLVMBuildStore(b, zero, lower);
            let ub = LLVMBuildSub(b, lp.trip_count, one, c"".as_ptr());
            LLVMBuildStore(b, ub, upper);
            LLVMBuildStore(b, one, stride);
            let tid = self.omp_thread_id(ident);
            let schedule = LLVMConstInt(LLVMInt32TypeInContext(self.llctx), (sched::STATIC | sched::UNORDERED) as u64, 0);
            self.omp_call(&init, &[ident, tid, schedule, last, lower, upper, stride, one, zero], c"");
            let lb = LLVMBuildLoad2(b, ty, lower, c"".as_ptr());
            let inclusive_ub = LLVMBuildLoad2(b, ty, upper, c"".as_ptr());
            let count_minus_one = LLVMBuildSub(b, inclusive_ub, lb, c"".as_ptr());
            let count = LLVMBuildAdd(b, count_minus_one, one, c"".as_ptr());
            // setTripCount: the condition compares with this thread's count.
            LLVMSetOperand(lp.cmp, 1, count);
            // mapIndVar: the body counts from this thread's lower bound.
            LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(lp.body));
            let shifted = LLVMBuildAdd(b, lp.iv, lb, c"".as_ptr());
            self.omp_replace_iv_uses(lp, shifted);
            let mut incoming = [zero, lp.next];
            let mut from = [lp.preheader, lp.latch];
            LLVMAddIncoming(lp.iv, incoming.as_mut_ptr(), from.as_mut_ptr(), 2);
            LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(lp.exit));
            self.omp_call("__kmpc_for_static_fini", &[ident, tid], c"");
            if barrier {
                self.omp_barrier(IDENT_BARRIER_IMPLICIT_FOR);
            }
        }
    }

    /// `applyStaticChunkedWorkshareLoop`; `chunk` is of the loop's type.
    pub(crate) fn omp_static_chunked_loop(&mut self, lp: &CanonicalLoop, entry: LLVMBasicBlockRef, barrier: bool, chunk: LLVMValueRef) {
        let b = self.b;
        // SAFETY: reads the type of a live value.
        let ty = unsafe { LLVMTypeOf(lp.iv) };
        let width = if unsafe { LLVMGetIntTypeWidth(ty) } == 32 { "4u" } else { "8u" };
        let init = format!("__kmpc_for_static_init_{width}");
        self.omp_runtime_fn(&init);
        self.omp_runtime_fn("__kmpc_for_static_fini");
        // These allocas go at the very start of the entry block.
        // SAFETY: positions the builder in a live block.
        unsafe {
            let first = LLVMGetFirstInstruction(entry);
            if first.is_null() {
                LLVMPositionBuilderAtEnd(b, entry);
            } else {
                LLVMPositionBuilderBefore(b, first);
            }
        }
        // SAFETY: instructions and blocks of the function being translated.
        unsafe {
            let i32t = LLVMInt32TypeInContext(self.llctx);
            let last = LLVMBuildAlloca(b, i32t, c"p.lastiter".as_ptr());
            let lower = LLVMBuildAlloca(b, ty, c"p.lowerbound".as_ptr());
            let upper = LLVMBuildAlloca(b, ty, c"p.upperbound".as_ptr());
            let stride = LLVMBuildAlloca(b, ty, c"p.stride".as_ptr());
            let pre_term = LLVMGetBasicBlockTerminator(lp.preheader);
            LLVMPositionBuilderBefore(b, pre_term);
            let zero = LLVMConstInt(ty, 0, 0);
            let one = LLVMConstInt(ty, 1, 0);
            LLVMBuildStore(b, zero, lower);
            let ub = LLVMBuildSub(b, lp.trip_count, one, c"".as_ptr());
            LLVMBuildStore(b, ub, upper);
            LLVMBuildStore(b, one, stride);
            let ident = self.omp_ident(0);
            let tid = self.omp_thread_id(ident);
            let schedule = LLVMConstInt(i32t, (sched::STATIC_CHUNKED | sched::UNORDERED) as u64, 0);
            self.omp_call(&init, &[ident, tid, schedule, last, lower, upper, stride, one, chunk], c"");
            let first_lb = LLVMBuildLoad2(b, ty, lower, c"omp_firstchunk.lb".as_ptr());
            let first_ub = LLVMBuildLoad2(b, ty, upper, c"omp_firstchunk.ub".as_ptr());
            let first_end = LLVMBuildAdd(b, first_ub, one, c"".as_ptr());
            let range = LLVMBuildSub(b, first_end, first_lb, c"omp_chunk.range".as_ptr());
            let next_stride = LLVMBuildLoad2(b, ty, stride, c"omp_dispatch.stride".as_ptr());
            // The chunk loop's own preheader: the old one split.
            let enter = split_block(self, pre_term, c"");
            let dispatch_tc = self.omp_trip_count((first_lb, lp.trip_count, next_stride), false, false, "dispatch");
            let (d, counter) = self.omp_loop_after_block(lp.preheader, dispatch_tc, (first_lb, next_stride), "dispatch");
            let mut incoming = [zero, d.next];
            let mut from = [d.preheader, d.latch];
            LLVMAddIncoming(d.iv, incoming.as_mut_ptr(), from.as_mut_ptr(), 2);
            // The chunk loop inside the dispatch loop.
            LLVMSetSuccessor(LLVMGetBasicBlockTerminator(d.after), 0, lp.after);
            LLVMSetSuccessor(LLVMGetBasicBlockTerminator(lp.exit), 0, d.latch);
            LLVMSetSuccessor(LLVMGetBasicBlockTerminator(d.body), 0, enter);
            LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(enter));
            let chunk_end = LLVMBuildAdd(b, counter, range, c"".as_ptr());
            let is_last = LLVMBuildICmp(b, LLVMIntPredicate::LLVMIntUGE, chunk_end, lp.trip_count, c"omp_chunk.is_last".as_ptr());
            let rest = LLVMBuildSub(b, lp.trip_count, counter, c"".as_ptr());
            let chunk_tc = LLVMBuildSelect(b, is_last, rest, range, c"omp_chunk.tripcount".as_ptr());
            LLVMSetOperand(lp.cmp, 1, chunk_tc);
            LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(lp.body));
            let shifted = LLVMBuildAdd(b, lp.iv, counter, c"".as_ptr());
            self.omp_replace_iv_uses(lp, shifted);
            let mut incoming = [zero, lp.next];
            let mut from = [enter, lp.latch];
            LLVMAddIncoming(lp.iv, incoming.as_mut_ptr(), from.as_mut_ptr(), 2);
            LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(d.exit));
            self.omp_call("__kmpc_for_static_fini", &[ident, tid], c"");
            if barrier {
                self.omp_barrier(IDENT_BARRIER_IMPLICIT_FOR);
            }
        }
    }

    /// `applyDynamicWorkshareLoop` with schedule type word `schedule`.
    pub(crate) fn omp_dynamic_loop(
        &mut self,
        lp: &CanonicalLoop,
        entry: LLVMBasicBlockRef,
        schedule: u32,
        barrier: bool,
        chunk: Option<LLVMValueRef>,
    ) {
        let b = self.b;
        let ordered = schedule & sched::ORDERED != 0;
        let ident = self.omp_ident(0);
        // SAFETY: reads the type of a live value.
        let ty = unsafe { LLVMTypeOf(lp.iv) };
        let width = if unsafe { LLVMGetIntTypeWidth(ty) } == 32 { "4u" } else { "8u" };
        let init = format!("__kmpc_dispatch_init_{width}");
        let next = format!("__kmpc_dispatch_next_{width}");
        self.omp_runtime_fn(&init);
        self.omp_runtime_fn(&next);
        let [last, lower, upper, stride] = self.omp_bound_allocas(entry, ty);
        // SAFETY: instructions and blocks of the function being translated.
        unsafe {
            LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(lp.preheader));
            let one = LLVMConstInt(ty, 1, 0);
            LLVMBuildStore(b, one, lower);
            LLVMBuildStore(b, lp.trip_count, upper);
            LLVMBuildStore(b, one, stride);
            let chunk = chunk.unwrap_or(one);
            let tid = self.omp_thread_id(ident);
            let i32t = LLVMInt32TypeInContext(self.llctx);
            let sched_word = LLVMConstInt(i32t, schedule as u64, 0);
            self.omp_call(&init, &[ident, tid, sched_word, one, lp.trip_count, one, chunk], c"");
            // The outer loop: one chunk per turn.
            let pre_name = std::ffi::CStr::from_ptr(LLVMGetBasicBlockName(lp.preheader)).to_string_lossy().into_owned();
            let outer_name = std::ffi::CString::new(format!("{pre_name}.outer.cond")).expect("block names have no NUL");
            let f = LLVMGetBasicBlockParent(lp.preheader);
            let outer = LLVMAppendBasicBlockInContext(self.llctx, f, outer_name.as_ptr());
            LLVMPositionBuilderAtEnd(b, outer);
            let more = self.omp_call(&next, &[ident, tid, last, lower, upper, stride], c"");
            let more_work = LLVMBuildICmp(b, LLVMIntPredicate::LLVMIntNE, more, LLVMConstInt(i32t, 0, 0), c"".as_ptr());
            let loaded = LLVMBuildLoad2(b, ty, lower, c"".as_ptr());
            let lb = LLVMBuildSub(b, loaded, one, c"lb".as_ptr());
            LLVMBuildCondBr(b, more_work, lp.header, lp.exit);
            let mut incoming = [lb, lp.next];
            let mut from = [outer, lp.latch];
            LLVMAddIncoming(lp.iv, incoming.as_mut_ptr(), from.as_mut_ptr(), 2);
            LLVMSetSuccessor(LLVMGetBasicBlockTerminator(lp.preheader), 0, outer);
            // The inner condition compares with the chunk's upper bound and
            // goes back to the outer loop when done.
            LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(lp.cond));
            let ub = LLVMBuildLoad2(b, ty, upper, c"ub".as_ptr());
            LLVMSetOperand(lp.cmp, 1, ub);
            LLVMSetSuccessor(LLVMGetBasicBlockTerminator(lp.cond), 1, outer);
            if ordered {
                LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(lp.latch));
                let fini = format!("__kmpc_dispatch_fini_{width}");
                self.omp_call(&fini, &[ident, tid], c"");
            }
            if barrier {
                LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(lp.exit));
                self.omp_barrier(IDENT_BARRIER_IMPLICIT_FOR);
            }
        }
    }

    /// `mapIndVar`'s replacement: the uses of the raw counter outside the
    /// condition and the latch, which are all in the body block (the
    /// induction value's arithmetic), except `new_iv` itself.
    fn omp_replace_iv_uses(&mut self, lp: &CanonicalLoop, new_iv: LLVMValueRef) {
        // SAFETY: walks and rewrites operands of live instructions.
        unsafe {
            let mut user = LLVMGetFirstInstruction(lp.body);
            while !user.is_null() {
                if user != new_iv {
                    for i in 0..LLVMGetNumOperands(user) as u32 {
                        if LLVMGetOperand(user, i) == lp.iv {
                            LLVMSetOperand(user, i, new_iv);
                        }
                    }
                }
                user = LLVMGetNextInstruction(user);
            }
        }
    }
}
