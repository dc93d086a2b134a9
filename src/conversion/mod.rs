//! Dialect conversion: the framework that rewrites ops of one dialect into
//! another's ([`framework`]: legality, type conversion, materialisation of
//! `builtin.unrealized_conversion_cast`s where converted and original
//! values meet) and the pass that cleans those casts up once both sides
//! agree ([`reconcile_casts`], registered with the builtin dialect, whose
//! op it removes).
//!
//! Dialects write their conversions (`to_llvm.rs`) against [`api`] and
//! register them as [`to_llvm::OpLowering`] rows; [`to_llvm`] drives them
//! (type converter, target, the `convert-<dialect>-to-llvm` passes). The
//! framework names no op but the builtin cast.

pub mod api;
pub mod descriptor;
pub mod flags;
pub mod framework;
pub mod llvm_types;
pub mod nd_vector;
pub mod reconcile_casts;
pub mod runtime;
pub mod to_llvm;
