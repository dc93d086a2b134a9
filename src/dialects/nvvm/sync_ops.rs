//! NVVM ops without tensor-core semantics: special registers, barriers,
//! warp votes and reductions, the split arrive/wait `mbarrier` family and
//! fences. Written from MLIR 19's NVVMOps.td and checked against mlir-opt-19
//! (custom and generic forms print identically).

use super::ops::{attr, one, optional, ANY_POINTER, F32, I1, I32, LLVM_TYPE, SHARED_POINTER};
use crate::ods::opdef::{formatted_op as op, traits, AttrDef, AttrType, OpDef, Slot};

/// `NVVM_SpecialRegisterOp`: a pure read of a PTX special register.
const fn sreg(name: &'static str) -> OpDef {
    op(name, "attr-dict `:` type($res)", &[], RES, &[], traits::NO_MEMORY_EFFECT)
}

/// An op with no operands and the bare `attr-dict` format.
const fn bare(name: &'static str, attrs: &'static [AttrDef]) -> OpDef {
    op(name, "attr-dict", &[], &[], attrs, 0)
}

const ALIGNED: &[AttrDef] = &[attr("aligned", AttrType::Unit)];
const RES: &[Slot] = &[one("res", LLVM_TYPE)];

pub static OPS: &[OpDef] = &[
    sreg("nvvm.read.ptx.sreg.laneid"),
    sreg("nvvm.read.ptx.sreg.warpsize"),
    sreg("nvvm.read.ptx.sreg.tid.x"),
    sreg("nvvm.read.ptx.sreg.tid.y"),
    sreg("nvvm.read.ptx.sreg.tid.z"),
    sreg("nvvm.read.ptx.sreg.ntid.x"),
    sreg("nvvm.read.ptx.sreg.ntid.y"),
    sreg("nvvm.read.ptx.sreg.ntid.z"),
    sreg("nvvm.read.ptx.sreg.ctaid.x"),
    sreg("nvvm.read.ptx.sreg.ctaid.y"),
    sreg("nvvm.read.ptx.sreg.ctaid.z"),
    sreg("nvvm.read.ptx.sreg.nctaid.x"),
    sreg("nvvm.read.ptx.sreg.nctaid.y"),
    sreg("nvvm.read.ptx.sreg.nctaid.z"),
    sreg("nvvm.read.ptx.sreg.clusterid.x"),
    sreg("nvvm.read.ptx.sreg.clusterid.y"),
    sreg("nvvm.read.ptx.sreg.clusterid.z"),
    sreg("nvvm.read.ptx.sreg.nclusterid.x"),
    sreg("nvvm.read.ptx.sreg.nclusterid.y"),
    sreg("nvvm.read.ptx.sreg.nclusterid.z"),
    sreg("nvvm.read.ptx.sreg.cluster.ctaid.x"),
    sreg("nvvm.read.ptx.sreg.cluster.ctaid.y"),
    sreg("nvvm.read.ptx.sreg.cluster.ctaid.z"),
    sreg("nvvm.read.ptx.sreg.cluster.nctaid.x"),
    sreg("nvvm.read.ptx.sreg.cluster.nctaid.y"),
    sreg("nvvm.read.ptx.sreg.cluster.nctaid.z"),
    sreg("nvvm.read.ptx.sreg.cluster.ctarank"),
    sreg("nvvm.read.ptx.sreg.cluster.nctarank"),
    sreg("nvvm.read.ptx.sreg.clock"),
    sreg("nvvm.read.ptx.sreg.clock64"),
    op(
        "nvvm.rcp.approx.ftz.f",
        "$arg attr-dict `:` type($res)",
        &[one("arg", F32)],
        &[one("res", F32)],
        &[],
        traits::NO_MEMORY_EFFECT,
    ),
    op(
        "nvvm.redux.sync",
        "$kind $val `,` $mask_and_clamp  attr-dict `:` type($val) `->` type($res)",
        &[one("val", LLVM_TYPE), one("mask_and_clamp", I32)],
        RES,
        &[attr("kind", AttrType::Dialect("nvvm.redux_kind"))],
        0,
    ),
    // Barriers.
    bare("nvvm.barrier0", &[]),
    op(
        "nvvm.barrier",
        "(`id` `=` $barrierId^)? (`number_of_threads` `=` $numberOfThreads^)? attr-dict",
        &[optional("barrierId", I32), optional("numberOfThreads", I32)],
        &[],
        &[],
        traits::ATTR_SIZED_OPERAND_SEGMENTS,
    ),
    op(
        "nvvm.barrier.arrive",
        "(`id` `=` $barrierId^)? `number_of_threads` `=` $numberOfThreads attr-dict",
        &[optional("barrierId", I32), one("numberOfThreads", I32)],
        &[],
        &[],
        0,
    ),
    bare("nvvm.cluster.arrive", ALIGNED),
    bare("nvvm.cluster.arrive.relaxed", ALIGNED),
    bare("nvvm.cluster.wait", ALIGNED),
    bare("nvvm.fence.sc.cluster", &[]),
    bare("nvvm.fence.mbarrier.init", &[]),
    bare(
        "nvvm.fence.proxy",
        &[attr("kind", AttrType::Dialect("nvvm.proxy_kind")), attr("space", AttrType::Dialect("nvvm.shared_space"))],
    ),
    // Warp-level votes and synchronisation. `vote.ballot.sync` has a
    // hand-written parser whose form is this format's; the operand types
    // are fixed (`parser::infer`).
    op(
        "nvvm.vote.ballot.sync",
        "$mask `,` $pred attr-dict `:` type($res)",
        &[one("mask", LLVM_TYPE), one("pred", LLVM_TYPE)],
        RES,
        &[],
        0,
    ),
    op("nvvm.bar.warp.sync", "$mask attr-dict `:` type($mask)", &[one("mask", LLVM_TYPE)], &[], &[], 0),
    op("nvvm.elect.sync", "attr-dict `->` type(results)", &[], &[one("pred", I1)], &[], 0),
    op(
        "nvvm.setmaxregister",
        "$action $regCount attr-dict",
        &[],
        &[],
        &[attr("regCount", AttrType::Int(32)), attr("action", AttrType::Dialect("nvvm.action"))],
        0,
    ),
    // Split arrive/wait barriers, on generic and on shared pointers.
    op(
        "nvvm.mbarrier.init",
        "$addr `,` $count (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)",
        &[one("addr", ANY_POINTER), one("count", I32), optional("predicate", I1)],
        &[],
        &[],
        0,
    ),
    op(
        "nvvm.mbarrier.init.shared",
        "$addr `,` $count (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)",
        &[one("addr", SHARED_POINTER), one("count", I32), optional("predicate", I1)],
        &[],
        &[],
        0,
    ),
    op("nvvm.mbarrier.inval", "$addr attr-dict `:` type(operands)", &[one("addr", ANY_POINTER)], &[], &[], 0),
    op("nvvm.mbarrier.inval.shared", "$addr attr-dict `:` type(operands)", &[one("addr", SHARED_POINTER)], &[], &[], 0),
    op(
        "nvvm.mbarrier.arrive",
        "$addr attr-dict `:` type($addr) `->` type($res)",
        &[one("addr", ANY_POINTER)],
        RES,
        &[],
        0,
    ),
    op(
        "nvvm.mbarrier.arrive.shared",
        "$addr attr-dict `:` qualified(type($addr)) `->` type($res)",
        &[one("addr", SHARED_POINTER)],
        RES,
        &[],
        0,
    ),
    op(
        "nvvm.mbarrier.arrive.nocomplete",
        "$addr `,` $count attr-dict `:` type(operands) `->` type($res)",
        &[one("addr", ANY_POINTER), one("count", I32)],
        RES,
        &[],
        0,
    ),
    op(
        "nvvm.mbarrier.arrive.nocomplete.shared",
        "$addr `,` $count attr-dict `:` type(operands) `->` type($res)",
        &[one("addr", SHARED_POINTER), one("count", I32)],
        RES,
        &[],
        0,
    ),
    op(
        "nvvm.mbarrier.arrive.expect_tx",
        "$addr `,` $txcount (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)",
        &[one("addr", ANY_POINTER), one("txcount", I32), optional("predicate", I1)],
        &[],
        &[],
        0,
    ),
    op(
        "nvvm.mbarrier.arrive.expect_tx.shared",
        "$addr `,` $txcount (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)",
        &[one("addr", SHARED_POINTER), one("txcount", I32), optional("predicate", I1)],
        &[],
        &[],
        0,
    ),
    op(
        "nvvm.mbarrier.try_wait.parity",
        "$addr `,` $phase `,` $ticks attr-dict `:` type(operands)",
        &[one("addr", ANY_POINTER), one("phase", I32), one("ticks", I32)],
        &[],
        &[],
        0,
    ),
    op(
        "nvvm.mbarrier.try_wait.parity.shared",
        "$addr `,` $phase `,` $ticks attr-dict `:` type(operands)",
        &[one("addr", SHARED_POINTER), one("phase", I32), one("ticks", I32)],
        &[],
        &[],
        0,
    ),
    op(
        "nvvm.mbarrier.test.wait",
        "$addr `,` $state attr-dict `:` type(operands) `->` type($res)",
        &[one("addr", ANY_POINTER), one("state", LLVM_TYPE)],
        RES,
        &[],
        0,
    ),
    op(
        "nvvm.mbarrier.test.wait.shared",
        "$addr `,` $state attr-dict `:` type(operands) `->` type($res)",
        &[one("addr", SHARED_POINTER), one("state", LLVM_TYPE)],
        RES,
        &[],
        0,
    ),
];

/// Required attributes of these ops (ODS `requires attribute`).
pub static REQUIRED: &[(&str, &[&str])] = &[
    ("nvvm.redux.sync", &["kind"]),
    ("nvvm.fence.proxy", &["kind"]),
    ("nvvm.setmaxregister", &["action", "regCount"]),
];
