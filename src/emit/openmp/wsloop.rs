//! `omp.wsloop` around an `omp.loop_nest`, and `omp.barrier`, as MLIR 19's
//! OpenMP translation drives OpenMPIRBuilder (`convertOmpWsloop`,
//! `convertOmpOpRegions`, `findAllocaInsertPoint`).
//!
//! Order of work, which decides the IR's names and layout: the chunk size
//! cast, the alloca point (a wsloop in the function's entry block moves
//! the builder to a new `entry` block), the canonical loop with its body
//! (the `omp.region.cont` split, the region's blocks placed after the body
//! in reverse, `omp.yield` branching on), then the worksharing. Reductions and code with debug
//! locations are refused with a located error.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;

use super::canonical_loop::split_block;
use super::workshare::{sched, schedule_type, Schedule};
use crate::emit::{err, Tr, R};
use crate::ir::{AttrKind, Op};

impl Tr<'_> {
    /// The last word of a `#omp<mnemonic word>` property.
    fn omp_word(&self, op: Op, name: &'static str) -> Option<String> {
        match self.ctx.attr_kind(self.prop(op, name)?) {
            AttrKind::Opaque { text } => text.trim_end_matches('>').rsplit(' ').next().map(str::to_string),
            _ => None,
        }
    }

    fn omp_unsupported<T>(&self, op: Op, what: &str) -> R<T> {
        let d = self.body.op(op);
        err(d.span, format!("llmir-translate: cannot translate '{}' {what} yet", self.ctx.str(d.name)))
    }

    /// Code the OpenMP builder emits carries the current debug location,
    /// and its location strings come from it: not modelled.
    fn omp_check_no_debug_loc(&self, op: Op) -> R<()> {
        // SAFETY: reads the builder's debug location.
        if unsafe { !LLVMGetCurrentDebugLocation2(self.b).is_null() } {
            return self.omp_unsupported(op, "with debug locations");
        }
        Ok(())
    }

    /// `findAllocaInsertPoint` outside any OpenMP region: the function's
    /// entry block, after moving the builder out of it to a new `entry`
    /// block if it is there.
    fn omp_alloca_block(&mut self) -> LLVMBasicBlockRef {
        let b = self.b;
        // SAFETY: reads and extends the CFG of the function being built.
        unsafe {
            let bb = LLVMGetInsertBlock(b);
            let f = LLVMGetBasicBlockParent(bb);
            let entry = LLVMGetEntryBasicBlock(f);
            if bb == entry {
                let next = LLVMGetNextBasicBlock(bb);
                let new = if next.is_null() {
                    LLVMAppendBasicBlockInContext(self.llctx, f, c"entry".as_ptr())
                } else {
                    LLVMInsertBasicBlockInContext(self.llctx, next, c"entry".as_ptr())
                };
                LLVMBuildBr(b, new);
                LLVMPositionBuilderAtEnd(b, new);
            }
            entry
        }
    }

    /// `omp.barrier`: an explicit barrier.
    pub(crate) fn omp_barrier_op(&mut self, op: Op) -> R<()> {
        self.omp_check_no_debug_loc(op)?;
        self.omp_barrier(super::runtime::IDENT_BARRIER_EXPLICIT);
        Ok(())
    }

    /// `omp.wsloop`.
    pub(crate) fn omp_wsloop(&mut self, op: Op) -> R<()> {
        let body = self.body;
        let d = body.op(op);
        let span = d.span;
        self.omp_check_no_debug_loc(op)?;
        let nest = d
            .regions
            .first()
            .and_then(|&r| body.region(r).blocks.first())
            .and_then(|&bl| body.block(bl).ops.first().copied())
            .filter(|&n| self.ctx.str(body.op(n).name) == "omp.loop_nest");
        let Some(nest) = nest else {
            return err(span, "llmir-translate: 'omp.wsloop' must wrap an 'omp.loop_nest'");
        };
        let segments = self.segments(op);
        if segments.get(2).is_some_and(|r| !r.is_empty()) || self.prop(op, "reductions").is_some() {
            return self.omp_unsupported(op, "with reductions");
        }
        let chunk_var = segments.get(3).and_then(|c| c.first().copied());
        let kind = self.omp_word(op, "schedule_val");
        let modifier = self.omp_word(op, "schedule_modifier");
        let schedule = Schedule {
            kind: kind.as_deref(),
            chunked: chunk_var.is_some(),
            simd: self.has(op, "simd_modifier"),
            monotonic: modifier.as_deref() == Some("monotonic"),
            nonmonotonic: modifier.as_deref() == Some("nonmonotonic"),
            ordered: self.prop(op, "ordered_val").is_some(),
        };
        let sched_word = schedule_type(&schedule);
        let base = sched_word & !sched::MODIFIERS;
        let dynamic = !matches!(base, sched::STATIC | sched::STATIC_CHUNKED) || schedule.ordered;
        let nd = body.op(nest);
        let n = nd.operands.len() / 3;
        if n == 0 || nd.operands.len() != 3 * n {
            return err(nd.span, "llmir-translate: 'omp.loop_nest' needs as many lower bounds, upper bounds and steps");
        }
        let bounds = nd.operands.iter().map(|&v| self.value(v, nd.span)).collect::<R<Vec<_>>>()?;
        let step = bounds[2 * n];
        // SAFETY: reads the type of a live value.
        let iv_ty = unsafe { LLVMTypeOf(step) };
        let width = unsafe { LLVMGetIntTypeWidth(iv_ty) };
        if width != 32 && width != 64 {
            return self.omp_unsupported(op, &format!("with an i{width} induction variable (the runtime's loops count in i32 or i64)"));
        }
        let chunk = match chunk_var {
            Some(c) => {
                let c = self.value(c, span)?;
                // SAFETY: a cast of a live integer value at the builder's
                // position (`CreateSExtOrTrunc`).
                Some(unsafe {
                    let w = LLVMGetIntTypeWidth(LLVMTypeOf(c));
                    if w < width {
                        LLVMBuildSExt(self.b, c, iv_ty, c"".as_ptr())
                    } else if w > width {
                        LLVMBuildTrunc(self.b, c, iv_ty, c"".as_ptr())
                    } else {
                        c
                    }
                })
            }
            None => None,
        };
        let alloca_block = self.omp_alloca_block();
        let inclusive = self.has(nest, "inclusive");
        // The body: the loop nest's region, its entry arguments the
        // induction values.
        let Some(&region) = nd.regions.first() else { return err(nd.span, "expected a region") };
        let blocks = body.region(region).blocks.clone();
        let Some(&entry) = blocks.first() else { return err(nd.span, "expected a block") };
        let ivs = body.block(entry).args.clone();
        if ivs.len() != n {
            return err(nd.span, "expected one induction variable per loop");
        }
        let (first, iv) = self.omp_canonical_loop(bounds[0], bounds[n], bounds[2 * n], inclusive);
        self.values[ivs[0].index()] = iv;
        let mut loops = vec![first];
        for i in 1..n {
            let (lp, iv) = self.omp_nested_canonical_loop(&loops[0], &loops[i - 1], (bounds[i], bounds[n + i], bounds[2 * n + i]), inclusive);
            self.values[ivs[i].index()] = iv;
            loops.push(lp);
        }
        let innermost = &loops[n - 1];
        // SAFETY: the body block ends with its branch to the latch.
        let at = unsafe { LLVMGetBasicBlockTerminator(innermost.body) };
        self.omp_region(&blocks, c"omp.wsloop.region", at)?;
        let after = loops[0].after;
        let lp = if n == 1 { loops.pop().expect("one loop") } else { self.omp_collapse(&loops) };
        let barrier = !self.has(op, "nowait");
        if dynamic {
            self.omp_dynamic_loop(&lp, alloca_block, sched_word, barrier, chunk);
        } else if let Some(chunk) = chunk {
            self.omp_static_chunked_loop(&lp, alloca_block, barrier, chunk);
        } else {
            self.omp_static_loop(&lp, alloca_block, barrier);
        }
        // SAFETY: positions the builder in the (outermost) loop's empty
        // after block.
        unsafe { LLVMPositionBuilderAtEnd(self.b, after) };
        Ok(())
    }

    /// `convertOmpOpRegions` at the builder's position, which stands before
    /// `at` (null: at the end of its block): that block is split (`omp.region.cont`), the region's
    /// blocks are placed after it, each new one first, and its branch goes
    /// to the region's entry; `omp.yield` branches to the continuation.
    fn omp_region(&mut self, blocks: &[crate::ir::Block], name: &std::ffi::CStr, at: LLVMValueRef) -> R<()> {
        let b = self.b;
        let cont = split_block(self, at, c"omp.region.cont");
        // SAFETY: blocks of the function being built.
        let (llctx, source) = (self.llctx, unsafe { LLVMGetInsertBlock(b) });
        let mut new_block = || {
            // SAFETY: inserts a block right after `source` in its function.
            unsafe {
                let next = LLVMGetNextBasicBlock(source);
                if next.is_null() {
                    LLVMAppendBasicBlockInContext(llctx, LLVMGetBasicBlockParent(source), name.as_ptr())
                } else {
                    LLVMInsertBasicBlockInContext(llctx, next, name.as_ptr())
                }
            }
        };
        for &bl in blocks {
            self.blocks[bl.index()] = new_block();
        }
        let dummies = self.make_dummies(blocks, &mut new_block)?;
        // SAFETY: retargets the source block's branch to the region entry.
        unsafe { LLVMSetSuccessor(LLVMGetBasicBlockTerminator(source), 0, self.blocks[blocks[0].index()]) };
        self.translate_blocks(blocks, &dummies, Some(cont))?;
        // SAFETY: leaves the builder at the continuation's branch.
        unsafe { LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(cont)) };
        Ok(())
    }
}
