//! The memref dialect's rewrite rows: the `memref.cast` and
//! `memref.reinterpret_cast` folds and its passes (`finalize-memref-to-llvm`,
//! `expand-strided-metadata`).

use crate::passes::api::{DialectRewrite, Effects, OpRewrite};

/// The memref dialect's rewriting hooks.
pub const REWRITE: DialectRewrite = DialectRewrite { ops: &[
        OpRewrite { op: "memref.cast", fold: Some(super::fold::cast), ..OpRewrite::NONE },
        OpRewrite { op: "memref.reinterpret_cast", fold: Some(super::fold::reinterpret_cast), ..OpRewrite::NONE },
        // Allocations only allocate their result, loads only read: unused,
        // they are dead (MLIR's `wouldOpBeTriviallyDead`).
        OpRewrite { op: "memref.extract_strided_metadata", patterns: &[super::expand::extract_constants], ..OpRewrite::NONE },
        OpRewrite { op: "memref.dim", fold: Some(super::fold::dim), ..OpRewrite::NONE },
        OpRewrite { op: "memref.alloc", effects: Some(allocates), ..OpRewrite::NONE },
        OpRewrite { op: "memref.alloca", effects: Some(allocates), ..OpRewrite::NONE },
        OpRewrite { op: "memref.load", effects: Some(reads), ..OpRewrite::NONE },
    ],
    passes: &[super::to_llvm::PASS, super::expand_pass::PASS],
    materialize_constant: Some(super::fold::materialize_constant), // Every op may be inlined (MLIR's inliner interface of the dialect).
    inliner: Some(&crate::passes::api::DialectInline::ALL_LEGAL),
    ..DialectRewrite::EMPTY };

fn allocates(_: &crate::ir::Context, _: &crate::ir::Body, _: crate::ir::Op) -> Effects {
    Effects::Alloc
}

fn reads(_: &crate::ir::Context, _: &crate::ir::Body, _: crate::ir::Op) -> Effects {
    Effects::Read
}
