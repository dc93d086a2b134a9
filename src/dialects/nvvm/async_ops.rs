//! NVVM's asynchronous copies and Hopper-era ops: `cp.async` groups, bulk
//! tensor copies (TMA), `prefetch.tensormap`, warpgroup MMA (`wgmma`) and
//! `stmatrix`. Written from MLIR 19's NVVMOps.td and checked against
//! mlir-opt-19 (custom and generic forms print identically).

use super::ops::{attr, one, optional, variadic, ANY_POINTER, I1, I32, I64, LAYOUT, SHARED_POINTER, STRUCT};
use crate::ods::opdef::{formatted_op as op, traits, AttrType, OpDef};

const fn bare(name: &'static str) -> OpDef {
    op(name, "attr-dict", &[], &[], &[], 0)
}

const SCALE_IN: AttrType = AttrType::Dialect("nvvm.wgmma_scale_in");
const WGMMA_TYPE: AttrType = AttrType::Dialect("nvvm.wgmma_type");

pub static OPS: &[OpDef] = &[
    bare("nvvm.cp.async.commit.group"),
    op("nvvm.cp.async.wait.group", "$n attr-dict", &[], &[], &[attr("n", AttrType::Int(32))], 0),
    bare("nvvm.cp.async.bulk.commit.group"),
    op(
        "nvvm.cp.async.bulk.wait_group",
        "$group attr-dict",
        &[],
        &[],
        &[attr("group", AttrType::Int(32)), attr("read", AttrType::Unit)],
        0,
    ),
    // `noinc` is a `DefaultValuedAttr<I1Attr, "0">` (dialects::llvm::facts).
    op(
        "nvvm.cp.async.mbarrier.arrive",
        "$addr attr-dict `:` type(operands)",
        &[one("addr", ANY_POINTER)],
        &[],
        &[attr("noinc", AttrType::Bool)],
        0,
    ),
    op(
        "nvvm.cp.async.mbarrier.arrive.shared",
        "$addr attr-dict `:` type(operands)",
        &[one("addr", SHARED_POINTER)],
        &[],
        &[attr("noinc", AttrType::Bool)],
        0,
    ),
    op(
        "nvvm.cp.async.bulk.tensor.global.shared.cta",
        "$tmaDescriptor `,` $srcMem `,` `box` `[`$coordinates `]` (`,` `predicate` `=` $predicate^)? attr-dict  `:` type(operands)",
        &[one("tmaDescriptor", ANY_POINTER), one("srcMem", SHARED_POINTER), variadic("coordinates", I32), optional("predicate", I1)],
        &[],
        &[],
        traits::ATTR_SIZED_OPERAND_SEGMENTS,
    ),
    op(
        "nvvm.prefetch.tensormap",
        "$tmaDescriptor (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)",
        &[one("tmaDescriptor", ANY_POINTER), optional("predicate", I1)],
        &[],
        &[],
        0,
    ),
    op(
        "nvvm.stmatrix",
        "$ptr `,` $sources attr-dict `:` type(operands)",
        &[one("ptr", SHARED_POINTER), variadic("sources", I32)],
        &[],
        &[attr("layout", LAYOUT)],
        0,
    ),
    bare("nvvm.wgmma.fence.aligned"),
    bare("nvvm.wgmma.commit.group.sync.aligned"),
    op("nvvm.wgmma.wait.group.sync.aligned", "attr-dict $group", &[], &[], &[attr("group", AttrType::Int(32))], 0),
    op(
        "nvvm.wgmma.mma_async",
        "$descriptorA `,` $descriptorB `,` $inouts `,` $shape `,` `D` `[` $typeD `,` $scaleD (`,` $satfinite^)? `]` `,` `A` `[` $typeA `,` $scaleA `,` $layoutA `]` `,` `B` `[` $typeB `,` $scaleB `,` $layoutB `]` attr-dict `:` type($inouts) `->` type($results)",
        &[one("inouts", STRUCT), one("descriptorA", I64), one("descriptorB", I64)],
        &[one("results", STRUCT)],
        &[
            attr("shape", AttrType::Dialect("nvvm.shape")),
            attr("typeA", WGMMA_TYPE),
            attr("typeB", WGMMA_TYPE),
            attr("typeD", WGMMA_TYPE),
            attr("scaleD", AttrType::Dialect("nvvm.wgmma_scale_out")),
            attr("scaleA", SCALE_IN),
            attr("scaleB", SCALE_IN),
            attr("layoutA", LAYOUT),
            attr("layoutB", LAYOUT),
            attr("satfinite", AttrType::Dialect("nvvm.mma_int_overflow")),
        ],
        0,
    ),
];

/// Required attributes of these ops (ODS `requires attribute`).
pub static REQUIRED: &[(&str, &[&str])] = &[
    ("nvvm.cp.async.wait.group", &["n"]),
    ("nvvm.cp.async.bulk.wait_group", &["group"]),
    ("nvvm.stmatrix", &["layout"]),
    ("nvvm.wgmma.wait.group.sync.aligned", &["group"]),
    ("nvvm.wgmma.mma_async", &["layoutA", "layoutB", "scaleA", "scaleB", "scaleD", "shape", "typeA", "typeB", "typeD"]),
];
