//! The NVVM dialect ops llmir knows, written from MLIR 19's NVVMOps.td and
//! checked against mlir-opt-19 (their custom forms and generic forms print
//! identically). Hand-kept rather than generated: the shared spec folder has
//! no NVVM op reference.

use crate::ods::opdef::{traits, AttrType, OpDef};

// Constraint texts in ODS's words (the verifier quotes them), shared with
// the other NVVM and ROCDL tables.
pub(crate) use crate::ods::opdef::build::*;

pub(crate) const LAYOUT: AttrType = AttrType::Dialect("nvvm.mma_layout");
const MMA_TYPE: AttrType = AttrType::Dialect("nvvm.mma_type");

pub static OPS: &[OpDef] = &[
    OpDef {
        name: "nvvm.shfl.sync",
        format: Some("$kind $thread_mask `,` $val `,` $offset `,` $mask_and_clamp  attr-dict `:` type($val) `->` type($res)"),
        operands: &[one("thread_mask", I32), one("val", LLVM_TYPE), one("offset", I32), one("mask_and_clamp", I32)],
        results: &[one("res", LLVM_TYPE)],
        attrs: &[attr("kind", AttrType::Dialect("nvvm.shfl_kind")), attr("return_value_and_is_valid", AttrType::Unit)],
        regions: &[],
        successors: &[],
        traits: 0,
    },
    // A hand-written form (`A[...] B[...] C[...]`): see `parser::nvvm_hooks`.
    OpDef {
        name: "nvvm.mma.sync",
        format: None,
        operands: &[variadic("operandA", LLVM_TYPE), variadic("operandB", LLVM_TYPE), variadic("operandC", LLVM_TYPE)],
        results: &[one("res", STRUCT)],
        attrs: &[
            attr("shape", AttrType::Dialect("nvvm.shape")),
            attr("b1Op", AttrType::Dialect("nvvm.mma_b1op")),
            attr("intOverflowBehavior", AttrType::Dialect("nvvm.mma_int_overflow")),
            attr("layoutA", LAYOUT),
            attr("layoutB", LAYOUT),
            attr("multiplicandAPtxType", MMA_TYPE),
            attr("multiplicandBPtxType", MMA_TYPE),
        ],
        regions: &[],
        successors: &[],
        traits: traits::ATTR_SIZED_OPERAND_SEGMENTS,
    },
    OpDef {
        name: "nvvm.wmma.load",
        format: Some("$ptr `,` $stride attr-dict `:` functional-type($ptr, $res)"),
        operands: &[one("ptr", ANY_POINTER), one("stride", I32)],
        results: &[one("res", STRUCT)],
        attrs: &[
            attr("m", AttrType::Int(32)),
            attr("n", AttrType::Int(32)),
            attr("k", AttrType::Int(32)),
            attr("layout", LAYOUT),
            attr("eltype", MMA_TYPE),
            attr("frag", AttrType::Dialect("nvvm.mma_frag")),
        ],
        regions: &[],
        successors: &[],
        traits: 0,
    },
    OpDef {
        name: "nvvm.wmma.store",
        format: Some("$ptr `,` $stride `,` $args attr-dict `:` qualified(type($ptr)) `,` type($args)"),
        operands: &[one("ptr", ANY_POINTER), variadic("args", LLVM_TYPE), one("stride", I32)],
        results: &[],
        attrs: &[
            attr("m", AttrType::Int(32)),
            attr("n", AttrType::Int(32)),
            attr("k", AttrType::Int(32)),
            attr("layout", LAYOUT),
            attr("eltype", MMA_TYPE),
        ],
        regions: &[],
        successors: &[],
        traits: 0,
    },
    OpDef {
        name: "nvvm.wmma.mma",
        format: Some("$args attr-dict `:` functional-type($args, $res)"),
        operands: &[variadic("args", LLVM_TYPE)],
        results: &[one("res", STRUCT)],
        attrs: &[
            attr("m", AttrType::Int(32)),
            attr("n", AttrType::Int(32)),
            attr("k", AttrType::Int(32)),
            attr("layoutA", LAYOUT),
            attr("layoutB", LAYOUT),
            attr("eltypeA", MMA_TYPE),
            attr("eltypeB", MMA_TYPE),
        ],
        regions: &[],
        successors: &[],
        traits: 0,
    },
    OpDef {
        name: "nvvm.ldmatrix",
        format: Some("$ptr attr-dict `:` functional-type($ptr, $res)"),
        operands: &[one("ptr", ANY_POINTER)],
        results: &[one("res", "any type")],
        attrs: &[attr("num", AttrType::Int(32)), attr("layout", LAYOUT)],
        regions: &[],
        successors: &[],
        traits: 0,
    },
    OpDef {
        name: "nvvm.cp.async.shared.global",
        format: Some("$dst `,` $src `,` $size `,` `cache` `=` $modifier (`,` $cpSize^)? attr-dict `:` type(operands)"),
        operands: &[one("dst", SHARED_POINTER), one("src", GLOBAL_POINTER), optional("cpSize", LLVM_TYPE)],
        results: &[],
        attrs: &[attr("size", AttrType::Int(32)), attr("modifier", AttrType::Dialect("nvvm.load_cache_modifier"))],
        regions: &[],
        successors: &[],
        traits: 0,
    },
    OpDef {
        name: "nvvm.cp.async.bulk.tensor.shared.cluster.global",
        format: Some(
            "$dstMem `,` $tmaDescriptor `,` $mbar `,` `box` `[`$coordinates `]` (`im2col` `[` $im2colOffsets^ `]` )? (`multicast_mask` `=` $multicastMask^ )? (`l2_cache_hint` `=` $l2CacheHint^ )? (`predicate` `=` $predicate^)? attr-dict  `:` type($dstMem) `,` type($tmaDescriptor)",
        ),
        operands: &[
            one("dstMem", SHARED_POINTER),
            one("tmaDescriptor", ANY_POINTER),
            variadic("coordinates", I32),
            one("mbar", SHARED_POINTER),
            variadic("im2colOffsets", I16),
            optional("multicastMask", I16),
            optional("l2CacheHint", I64),
            optional("predicate", I1),
        ],
        results: &[],
        attrs: &[],
        regions: &[],
        successors: &[],
        traits: traits::ATTR_SIZED_OPERAND_SEGMENTS,
    },
];

/// Inherent attributes an op cannot do without (ODS `requires attribute`),
/// checked in name order as MLIR does.
pub static REQUIRED: &[(&str, &[&str])] = &[
    ("nvvm.shfl.sync", &["kind"]),
    ("nvvm.mma.sync", &["layoutA", "layoutB", "shape"]),
    ("nvvm.wmma.load", &["eltype", "frag", "k", "layout", "m", "n"]),
    ("nvvm.wmma.store", &["eltype", "k", "layout", "m", "n"]),
    ("nvvm.wmma.mma", &["eltypeA", "eltypeB", "k", "layoutA", "layoutB", "m", "n"]),
    ("nvvm.ldmatrix", &["layout", "num"]),
    ("nvvm.cp.async.shared.global", &["modifier", "size"]),
];
