//! `loop_annotation = #llvm.loop_annotation<...>` on branches → the
//! `!llvm.loop` metadata LLVM's loop passes read, node for node as MLIR's
//! LoopAnnotationTranslation builds it: a distinct, self-referencing loop
//! ID followed by the start and end locations, one node per option in
//! MLIR's order, and `llvm.loop.parallel_accesses` with the access groups.
//! Equal annotations (e.g. a shared followup) become one node.

use inkwell::llvm_sys::debuginfo::{LLVMMetadataReplaceAllUsesWith, LLVMTemporaryMDNode};
use inkwell::llvm_sys::prelude::*;

use super::dialect_attr::{as_attr, as_bool, as_int, get, params, split_commas, Items};
use super::di_text::di_fields;

use super::Tr;
use crate::ir::{Attr, Op};

/// One option of a nested options attribute (`unroll = <...>`).
enum Opt {
    /// `!{!"name"}` when the flag is true.
    Unit(&'static str, &'static str),
    /// `!{!"if_true"}` or `!{!"if_false"}` when the flag is set.
    Either(&'static str, &'static str, &'static str),
    /// `!{!"name", i1 v}` (negated: `!v`).
    Bool(&'static str, &'static str, bool),
    /// `!{!"name", i32 v}`.
    I32(&'static str, &'static str),
    /// `!{!"name", <loop id of the nested annotation>}`.
    Followup(&'static str, &'static str),
}

use Opt::*;

/// MLIR's option groups: (parameter of the annotation, options in order).
const GROUPS: &[(&str, &[Opt])] = &[
    (
        "vectorize",
        &[
            Bool("disable", "llvm.loop.vectorize.enable", true),
            Bool("predicateEnable", "llvm.loop.vectorize.predicate.enable", false),
            Bool("scalableEnable", "llvm.loop.vectorize.scalable.enable", false),
            I32("width", "llvm.loop.vectorize.width"),
            Followup("followupVectorized", "llvm.loop.vectorize.followup_vectorized"),
            Followup("followupEpilogue", "llvm.loop.vectorize.followup_epilogue"),
            Followup("followupAll", "llvm.loop.vectorize.followup_all"),
        ],
    ),
    ("interleave", &[I32("count", "llvm.loop.interleave.count")]),
    (
        "unroll",
        &[
            Either("disable", "llvm.loop.unroll.disable", "llvm.loop.unroll.enable"),
            I32("count", "llvm.loop.unroll.count"),
            Bool("runtimeDisable", "llvm.loop.unroll.runtime.disable", false),
            Unit("full", "llvm.loop.unroll.full"),
            Followup("followupUnrolled", "llvm.loop.unroll.followup_unrolled"),
            Followup("followupRemainder", "llvm.loop.unroll.followup_remainder"),
            Followup("followupAll", "llvm.loop.unroll.followup_all"),
        ],
    ),
    (
        "unrollAndJam",
        &[
            Either("disable", "llvm.loop.unroll_and_jam.disable", "llvm.loop.unroll_and_jam.enable"),
            I32("count", "llvm.loop.unroll_and_jam.count"),
            Followup("followupOuter", "llvm.loop.unroll_and_jam.followup_outer"),
            Followup("followupInner", "llvm.loop.unroll_and_jam.followup_inner"),
            Followup("followupRemainderOuter", "llvm.loop.unroll_and_jam.followup_remainder_outer"),
            Followup("followupRemainderInner", "llvm.loop.unroll_and_jam.followup_remainder_inner"),
            Followup("followupAll", "llvm.loop.unroll_and_jam.followup_all"),
        ],
    ),
    ("licm", &[Unit("disable", "llvm.licm.disable"), Unit("versioningDisable", "llvm.loop.licm_versioning.disable")]),
    (
        "distribute",
        &[
            Bool("disable", "llvm.loop.distribute.enable", true),
            Followup("followupCoincident", "llvm.loop.distribute.followup_coincident"),
            Followup("followupSequential", "llvm.loop.distribute.followup_sequential"),
            Followup("followupFallback", "llvm.loop.distribute.followup_fallback"),
            Followup("followupAll", "llvm.loop.distribute.followup_all"),
        ],
    ),
    (
        "pipeline",
        &[Bool("disable", "llvm.loop.pipeline.disable", false), I32("initiationinterval", "llvm.loop.pipeline.initiationinterval")],
    ),
    ("peeled", &[I32("count", "llvm.loop.peeled.count")]),
    ("unswitch", &[Unit("partialDisable", "llvm.loop.unswitch.partial.disable")]),
];

impl Tr<'_> {
    /// Attaches `!llvm.loop` to a branch that has a `loop_annotation`.
    pub(crate) fn loop_annotation(&mut self, op: Op, inst: LLVMValueRef) {
        let Some(a) = self.prop(op, "loop_annotation") else { return };
        if let Some(md) = self.loop_id(a, 0) {
            self.attach(inst, "llvm.loop", md);
        }
    }

    /// The loop ID node of an annotation (cached per attribute).
    fn loop_id(&mut self, a: Attr, depth: u32) -> Option<LLVMMetadataRef> {
        if let Some(&md) = self.loop_md.get(&a) {
            return Some(md);
        }
        if depth > 64 {
            return None;
        }
        let ctx = self.ctx;
        let fs = di_fields(ctx, super::dialect_attr::inner(ctx, a)?);
        let mut nodes: Vec<LLVMMetadataRef> = Vec::new();
        let flag = |fs: &[(&str, Items)], k: &str| get(fs, k).and_then(|v| as_bool(ctx, v));
        for key in ["startLoc", "endLoc"] {
            if let Some(l) = get(&fs, key).and_then(as_attr) {
                let dl = self.function_location(l);
                if !dl.is_null() {
                    nodes.push(dl);
                }
            }
        }
        if flag(&fs, "disableNonforced") == Some(true) {
            nodes.push(self.name_node("llvm.loop.disable_nonforced"));
        }
        if flag(&fs, "mustProgress") == Some(true) {
            nodes.push(self.name_node("llvm.loop.mustprogress"));
        }
        if let Some(v) = flag(&fs, "isVectorized") {
            let mut ops = [self.md_string("llvm.loop.isvectorized"), self.md_int(32, v as u64)];
            nodes.push(self.md_node(&mut ops));
        }
        for (group, opts) in GROUPS {
            let Some(gv) = get(&fs, group) else { continue };
            let Some(gfs) = params(ctx, gv) else { continue };
            for opt in opts.iter() {
                match *opt {
                    Unit(k, name) => {
                        if flag(&gfs, k) == Some(true) {
                            nodes.push(self.name_node(name));
                        }
                    }
                    Either(k, if_true, if_false) => {
                        if let Some(v) = flag(&gfs, k) {
                            nodes.push(self.name_node(if v { if_true } else { if_false }));
                        }
                    }
                    Bool(k, name, negated) => {
                        if let Some(v) = flag(&gfs, k) {
                            let mut ops = [self.md_string(name), self.md_int(1, (v != negated) as u64)];
                            nodes.push(self.md_node(&mut ops));
                        }
                    }
                    I32(k, name) => {
                        if let Some(v) = get(&gfs, k).and_then(|v| as_int(ctx, v)) {
                            let mut ops = [self.md_string(name), self.md_int(32, v as u64)];
                            nodes.push(self.md_node(&mut ops));
                        }
                    }
                    Followup(k, name) => {
                        if let Some(f) = get(&gfs, k).and_then(as_attr) {
                            if let Some(id) = self.loop_id(f, depth + 1) {
                                let mut ops = [self.md_string(name), id];
                                nodes.push(self.md_node(&mut ops));
                            }
                        }
                    }
                }
            }
        }
        if let Some(groups) = get(&fs, "parallelAccesses") {
            let mut ops = vec![self.md_string("llvm.loop.parallel_accesses")];
            for g in split_commas(ctx, groups) {
                if let Some(&node) = as_attr(g).and_then(|g| self.di.nodes.get(&g)) {
                    ops.push(node);
                }
            }
            if ops.len() > 1 {
                nodes.push(self.md_node(&mut ops));
            }
        }
        // SAFETY: a temporary node stands for the loop ID while the ID is
        // built; replacing it by the ID makes the ID self-referencing, which
        // LLVM turns into a distinct node (and frees the temporary).
        let id = unsafe {
            let tmp = LLVMTemporaryMDNode(self.llctx, std::ptr::null_mut(), 0);
            let mut ops = vec![tmp];
            ops.extend(nodes);
            let id = self.md_node(&mut ops);
            LLVMMetadataReplaceAllUsesWith(tmp, id);
            id
        };
        self.loop_md.insert(a, id);
        Some(id)
    }

    fn name_node(&self, name: &str) -> LLVMMetadataRef {
        let mut ops = [self.md_string(name)];
        self.md_node(&mut ops)
    }
}
