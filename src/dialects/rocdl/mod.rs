//! The ROCDL dialect (AMD GPU ops on top of the LLVM dialect): the op
//! tables of MLIR 19's ROCDLOps.td (`ops`: registers, wave primitives,
//! barriers, buffer accesses, fp8 conversions; `matrix_ops`: the MFMA and
//! WMMA intrinsics), checked against mlir-opt-19.

pub mod matrix_ops;
pub mod ops;
mod verify;
mod parse;

use crate::ods::dialect::{AttrModel, Dialect};

/// The ROCDL dialect as the registry sees it (its attributes stay text).
pub static DIALECT: Dialect = Dialect {
    name: "rocdl",
    attrs: AttrModel::Unknown,
    bare_op_names: false,
    tables: &[ops::OPS, matrix_ops::OPS],
    required: &[ops::REQUIRED],
    verify: verify::VERIFY,
    syntax: parse::SYNTAX,
    provides_types: false,
    ..Dialect::EMPTY
};
