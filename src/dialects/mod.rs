//! The registered dialects, one folder each: everything about a dialect's
//! ops (table, hand-written syntax, verifier, folds, patterns, lowering)
//! lives in `src/dialects/<name>/`, declared as one
//! [`crate::ods::Dialect`] in its `mod.rs`.
//!
//! [`DIALECTS`] is the one place that names them all, as MLIR's
//! `registerAllDialects` does; the registry ([`crate::ods::registry`])
//! reads it, and the engines reach a dialect only through the registry.

pub mod affine;
pub mod arith;
pub mod arm_sve;
pub mod builtin;
pub mod cf;
pub mod complex;
pub mod dlti;
pub mod func;
pub mod index;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod nvvm;
pub mod omp;
pub mod rocdl;
pub mod test;
pub mod scf;
pub mod transform;
pub mod ub;
pub mod vector;

use crate::ods::Dialect;

/// Every registered dialect.
pub static DIALECTS: &[&Dialect] = &[
    &llvm::DIALECT,
    &func::DIALECT,
    &builtin::DIALECT,
    &arith::DIALECT,
    &cf::DIALECT,
    &omp::DIALECT,
    &nvvm::DIALECT,
    &rocdl::DIALECT,
    &dlti::DIALECT,
    &memref::DIALECT,
    &index::DIALECT,
    &math::DIALECT,
    &complex::DIALECT,
    &ub::DIALECT,
    &vector::DIALECT,
    &test::DIALECT,
    &scf::DIALECT,
    &affine::DIALECT,
    &transform::DIALECT,
    &arm_sve::DIALECT,
];
