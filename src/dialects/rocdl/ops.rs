//! ROCDL's ops other than the matrix intrinsics, from MLIR 19's
//! ROCDLOps.td, checked against mlir-opt-19 (custom and generic forms print
//! identically). The legacy `rocdl.raw.buffer.*` ops have hand-written
//! parsers without an attribute dictionary; their form is the format
//! `operands : type(...)` with the fixed operand types filled in by
//! `parser::infer`.

use crate::ods::opdef::build::{attr, one, ANY_POINTER, F32, I1, I16, I32, LLVM_TYPE};
use crate::ods::opdef::{formatted_op as op, traits, AttrDef, AttrType, OpDef, Slot};

const RES: &[Slot] = &[one("res", LLVM_TYPE)];
const I32_RES: &[Slot] = &[one("res", I32)];

/// A pure read of a work-item or work-group register (or the device
/// function call that stands for one).
const fn reg(name: &'static str) -> OpDef {
    op(name, "attr-dict `:` type($res)", &[], RES, &[], traits::NO_MEMORY_EFFECT)
}

const RSRC: &str = "LLVM pointer in address space 8";
/// `aliasAttrs` of the buffer intrinsics.
const ALIAS_ATTRS: &[AttrDef] = &[
    attr("alias_scopes", AttrType::Array),
    attr("noalias_scopes", AttrType::Array),
    attr("tbaa", AttrType::Array),
];
const PTR_BUFFER_NORET: &[Slot] =
    &[one("vdata", LLVM_TYPE), one("rsrc", RSRC), one("offset", I32), one("soffset", I32), one("aux", I32)];
const LEGACY_BUFFER_NORET: &[Slot] =
    &[one("vdata", LLVM_TYPE), one("rsrc", LLVM_TYPE), one("offset", LLVM_TYPE), one("soffset", LLVM_TYPE), one("aux", LLVM_TYPE)];

const fn ptr_buffer_noret(name: &'static str) -> OpDef {
    op(name, "operands attr-dict `:` type($vdata)", PTR_BUFFER_NORET, &[], ALIAS_ATTRS, 0)
}

const fn legacy_buffer_noret(name: &'static str) -> OpDef {
    op(name, "operands `:` type($vdata)", LEGACY_BUFFER_NORET, &[], &[], 0)
}

/// The fp8/bf8 conversions: `cvt.f32.*` read a byte, `cvt.pk.*` pack two
/// floats into a word, `cvt.sr.*` round stochastically into a byte.
const fn cvt(name: &'static str, format: &'static str, operands: &'static [Slot]) -> OpDef {
    op(name, format, operands, RES, &[], traits::NO_MEMORY_EFFECT)
}
const CVT_TO_F32: &str = "attr-dict $srcA `[` $byteSel `]` `:` type($res)";
const CVT_PACKED: &str = "attr-dict $srcA `,` $srcB `->` $old `[` $wordSel `]` `:` type($res)";
const CVT_STOCHASTIC: &str = "attr-dict $srcA `,` $srcB `->` $old `[` $byteSel `]` `:` type($res)";
const TO_F32_OPERANDS: &[Slot] = &[one("srcA", I32), one("byteSel", I32)];
const PACKED_OPERANDS: &[Slot] = &[one("srcA", F32), one("srcB", F32), one("old", I32), one("wordSel", I1)];
const STOCHASTIC_OPERANDS: &[Slot] = &[one("srcA", F32), one("srcB", I32), one("old", I32), one("byteSel", I32)];

pub static OPS: &[OpDef] = &[
    reg("rocdl.workitem.id.x"),
    reg("rocdl.workitem.id.y"),
    reg("rocdl.workitem.id.z"),
    reg("rocdl.workgroup.id.x"),
    reg("rocdl.workgroup.id.y"),
    reg("rocdl.workgroup.id.z"),
    reg("rocdl.workgroup.dim.x"),
    reg("rocdl.workgroup.dim.y"),
    reg("rocdl.workgroup.dim.z"),
    reg("rocdl.grid.dim.x"),
    reg("rocdl.grid.dim.y"),
    reg("rocdl.grid.dim.z"),
    // Wave-level primitives.
    op(
        "rocdl.mbcnt.lo",
        "$in0 `,` $in1  attr-dict `:` `(` type($in0) `,` type($in1) `)` `->` type($res)",
        &[one("in0", I32), one("in1", I32)],
        RES,
        &[],
        traits::NO_MEMORY_EFFECT,
    ),
    op(
        "rocdl.mbcnt.hi",
        "$in0 `,` $in1  attr-dict `:` `(` type($in0) `,` type($in1) `)` `->` type($res)",
        &[one("in0", I32), one("in1", I32)],
        RES,
        &[],
        traits::NO_MEMORY_EFFECT,
    ),
    op(
        "rocdl.ds_swizzle",
        "$src `,` $offset  attr-dict `:` `(` type($src) `,` type($offset) `)` `->` type($res)",
        &[one("src", I32), one("offset", I32)],
        I32_RES,
        &[],
        0,
    ),
    op(
        "rocdl.ds_bpermute",
        "$index `,` $src  attr-dict `:` `(` type($index) `,` type($src) `)` `->` type($res)",
        &[one("index", I32), one("src", I32)],
        I32_RES,
        &[],
        0,
    ),
    op("rocdl.ballot", "$pred attr-dict `:` type($res)", &[one("pred", I1)], RES, &[], 0),
    // Synchronisation and scheduling.
    op("rocdl.barrier", "attr-dict", &[], &[], &[], 0),
    op("rocdl.s.barrier", "attr-dict", &[], &[], &[], 0),
    op("rocdl.waitcnt", "attr-dict $bitfield", &[], &[], &[attr("bitfield", AttrType::Int(32))], 0),
    op("rocdl.s.setprio", "$priority attr-dict", &[], &[], &[attr("priority", AttrType::Int(16))], 0),
    op("rocdl.sched.barrier", "$mask attr-dict", &[], &[], &[attr("mask", AttrType::Int(32))], 0),
    // Buffer resources and the buffer intrinsics on them.
    op(
        "rocdl.make.buffer.rsrc",
        "operands attr-dict `:` type($base) `to` type($res)",
        &[one("base", ANY_POINTER), one("stride", I16), one("numRecords", I32), one("flags", I32)],
        &[one("res", RSRC)],
        &[],
        traits::NO_MEMORY_EFFECT,
    ),
    op(
        "rocdl.raw.ptr.buffer.load",
        "operands attr-dict `:` type($res)",
        &[one("rsrc", RSRC), one("offset", I32), one("soffset", I32), one("aux", I32)],
        RES,
        ALIAS_ATTRS,
        0,
    ),
    ptr_buffer_noret("rocdl.raw.ptr.buffer.store"),
    op(
        "rocdl.raw.ptr.buffer.atomic.cmpswap",
        "operands attr-dict `:` type($res)",
        &[one("src", LLVM_TYPE), one("cmp", LLVM_TYPE), one("rsrc", RSRC), one("offset", I32), one("soffset", I32), one("aux", I32)],
        RES,
        ALIAS_ATTRS,
        0,
    ),
    ptr_buffer_noret("rocdl.raw.ptr.buffer.atomic.fadd"),
    ptr_buffer_noret("rocdl.raw.ptr.buffer.atomic.fmax"),
    ptr_buffer_noret("rocdl.raw.ptr.buffer.atomic.smax"),
    ptr_buffer_noret("rocdl.raw.ptr.buffer.atomic.umin"),
    // The legacy buffer ops on a `vector<4xi32>` resource.
    op(
        "rocdl.raw.buffer.load",
        "operands `:` type($res)",
        &[one("rsrc", LLVM_TYPE), one("offset", LLVM_TYPE), one("soffset", LLVM_TYPE), one("aux", LLVM_TYPE)],
        RES,
        &[],
        0,
    ),
    legacy_buffer_noret("rocdl.raw.buffer.store"),
    legacy_buffer_noret("rocdl.raw.buffer.atomic.fadd"),
    legacy_buffer_noret("rocdl.raw.buffer.atomic.fmax"),
    legacy_buffer_noret("rocdl.raw.buffer.atomic.smax"),
    legacy_buffer_noret("rocdl.raw.buffer.atomic.umin"),
    op(
        "rocdl.raw.buffer.atomic.cmpswap",
        "attr-dict `(` operands `)` `:` type($res) `,` type($rsrc)",
        &[one("src", LLVM_TYPE), one("cmp", LLVM_TYPE), one("rsrc", LLVM_TYPE), one("offset", I32), one("soffset", I32), one("aux", I32)],
        RES,
        &[],
        0,
    ),
    cvt("rocdl.cvt.f32.bf8", CVT_TO_F32, TO_F32_OPERANDS),
    cvt("rocdl.cvt.f32.fp8", CVT_TO_F32, TO_F32_OPERANDS),
    cvt("rocdl.cvt.pk.bf8.f32", CVT_PACKED, PACKED_OPERANDS),
    cvt("rocdl.cvt.pk.fp8.f32", CVT_PACKED, PACKED_OPERANDS),
    cvt("rocdl.cvt.sr.bf8.f32", CVT_STOCHASTIC, STOCHASTIC_OPERANDS),
    cvt("rocdl.cvt.sr.fp8.f32", CVT_STOCHASTIC, STOCHASTIC_OPERANDS),
];

/// Required attributes of these ops (ODS `requires attribute`).
pub static REQUIRED: &[(&str, &[&str])] =
    &[("rocdl.waitcnt", &["bitfield"]), ("rocdl.s.setprio", &["priority"]), ("rocdl.sched.barrier", &["mask"])];
