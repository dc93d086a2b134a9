//! ROCDL's matrix intrinsics: every `rocdl.mfma.*` (CDNA's XDLOPs) and
//! `rocdl.wmma.*` (RDNA3) op MLIR 19 defines. They share one shape: a
//! variadic operand list and one result, written
//! `$args attr-dict : functional-type($args, $res)`.

use crate::ods::opdef::build::{one, variadic, LLVM_TYPE};
use crate::ods::opdef::{OpDef, Slot};

const ARGS: &[Slot] = &[variadic("args", LLVM_TYPE)];
const RES: &[Slot] = &[one("res", LLVM_TYPE)];

const fn matrix(name: &'static str) -> OpDef {
    OpDef {
        name,
        format: Some("$args attr-dict `:` functional-type($args, $res)"),
        operands: ARGS,
        results: RES,
        attrs: &[],
        regions: &[],
        successors: &[],
        traits: 0,
    }
}

pub static OPS: &[OpDef] = &[
    matrix("rocdl.mfma.f32.16x16x16bf16.1k"),
    matrix("rocdl.mfma.f32.16x16x16f16"),
    matrix("rocdl.mfma.f32.16x16x1f32"),
    matrix("rocdl.mfma.f32.16x16x2bf16"),
    matrix("rocdl.mfma.f32.16x16x32.bf8.bf8"),
    matrix("rocdl.mfma.f32.16x16x32.bf8.fp8"),
    matrix("rocdl.mfma.f32.16x16x32.fp8.bf8"),
    matrix("rocdl.mfma.f32.16x16x32.fp8.fp8"),
    matrix("rocdl.mfma.f32.16x16x4bf16.1k"),
    matrix("rocdl.mfma.f32.16x16x4f16"),
    matrix("rocdl.mfma.f32.16x16x4f32"),
    matrix("rocdl.mfma.f32.16x16x8.xf32"),
    matrix("rocdl.mfma.f32.16x16x8bf16"),
    matrix("rocdl.mfma.f32.32x32x16.bf8.bf8"),
    matrix("rocdl.mfma.f32.32x32x16.bf8.fp8"),
    matrix("rocdl.mfma.f32.32x32x16.fp8.bf8"),
    matrix("rocdl.mfma.f32.32x32x16.fp8.fp8"),
    matrix("rocdl.mfma.f32.32x32x1f32"),
    matrix("rocdl.mfma.f32.32x32x2bf16"),
    matrix("rocdl.mfma.f32.32x32x2f32"),
    matrix("rocdl.mfma.f32.32x32x4.xf32"),
    matrix("rocdl.mfma.f32.32x32x4bf16"),
    matrix("rocdl.mfma.f32.32x32x4bf16.1k"),
    matrix("rocdl.mfma.f32.32x32x4f16"),
    matrix("rocdl.mfma.f32.32x32x8bf16.1k"),
    matrix("rocdl.mfma.f32.32x32x8f16"),
    matrix("rocdl.mfma.f32.4x4x1f32"),
    matrix("rocdl.mfma.f32.4x4x2bf16"),
    matrix("rocdl.mfma.f32.4x4x4bf16.1k"),
    matrix("rocdl.mfma.f32.4x4x4f16"),
    matrix("rocdl.mfma.f64.16x16x4f64"),
    matrix("rocdl.mfma.f64.4x4x4f64"),
    matrix("rocdl.mfma.i32.16x16x16i8"),
    matrix("rocdl.mfma.i32.16x16x32.i8"),
    matrix("rocdl.mfma.i32.16x16x4i8"),
    matrix("rocdl.mfma.i32.32x32x16.i8"),
    matrix("rocdl.mfma.i32.32x32x4i8"),
    matrix("rocdl.mfma.i32.32x32x8i8"),
    matrix("rocdl.mfma.i32.4x4x4i8"),
    matrix("rocdl.wmma.bf16.16x16x16.bf16"),
    matrix("rocdl.wmma.f16.16x16x16.f16"),
    matrix("rocdl.wmma.f32.16x16x16.bf16"),
    matrix("rocdl.wmma.f32.16x16x16.f16"),
    matrix("rocdl.wmma.i32.16x16x16.iu4"),
    matrix("rocdl.wmma.i32.16x16x16.iu8"),
];
