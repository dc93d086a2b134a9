//! The ROCDL dialect (AMD GPU ops on top of the LLVM dialect): the op
//! tables of MLIR 19's ROCDLOps.td (`ops`: registers, wave primitives,
//! barriers, buffer accesses, fp8 conversions; `matrix_ops`: the MFMA and
//! WMMA intrinsics), checked against mlir-opt-19.

pub mod matrix_ops;
pub mod ops;

use crate::dialects::opdef::OpDef;

/// Every ROCDL op table.
pub fn all_ops() -> impl Iterator<Item = &'static OpDef> {
    ops::OPS.iter().chain(matrix_ops::OPS)
}

/// The required attributes of every ROCDL op that has some.
pub fn required() -> impl Iterator<Item = &'static (&'static str, &'static [&'static str])> {
    ops::REQUIRED.iter()
}
