//! The memref dialect's rewrite rows: its folds (`cast`, `reinterpret_cast`,
//! `dim`, `rank`, casts folded into `load`/`store`/`dealloc`/`copy`), the
//! `extract_strided_metadata` constants, `SimplifyDeadAlloc`, memory effects
//! of allocations and loads, and its passes (`finalize-memref-to-llvm`,
//! `expand-strided-metadata`).

use crate::passes::api::{DialectRewrite, Effects, OpRewrite};

/// The memref dialect's rewriting hooks.
pub const REWRITE: DialectRewrite = DialectRewrite { ops: &[
        OpRewrite { op: "memref.cast", fold: Some(super::fold::cast), ..OpRewrite::NONE },
        OpRewrite { op: "memref.reinterpret_cast", fold: Some(super::fold::reinterpret_cast), ..OpRewrite::NONE },
        // Allocations only allocate their result, loads only read: unused,
        // they are dead (MLIR's `wouldOpBeTriviallyDead`).
        OpRewrite {
            op: "memref.extract_strided_metadata",
            patterns: &[super::expand::extract_constants],
            fold_uses: Some(super::fold::extract_strided_metadata_uses),
            ..OpRewrite::NONE
        },
        OpRewrite { op: "memref.dim", fold: Some(super::fold::dim), ..OpRewrite::NONE },
        OpRewrite { op: "memref.rank", fold: Some(super::fold::rank), ..OpRewrite::NONE },
        OpRewrite { op: "memref.alloc", effects: Some(allocates), patterns: &[dead_alloc], ..OpRewrite::NONE },
        OpRewrite { op: "memref.alloca", effects: Some(allocates), patterns: &[dead_alloc], ..OpRewrite::NONE },
        OpRewrite { op: "memref.load", effects: Some(reads), fold: Some(super::fold::casts_in), ..OpRewrite::NONE },
        OpRewrite { op: "memref.copy", fold: Some(super::fold::copy_casts_in), ..OpRewrite::NONE },
        OpRewrite { op: "memref.dealloc", fold: Some(super::fold::casts_in), ..OpRewrite::NONE },
        OpRewrite { op: "memref.store", fold: Some(super::fold::store_casts_in), ..OpRewrite::NONE },
        OpRewrite {
            op: "memref.alloca_scope",
            patterns: &[super::scope_canonicalize::inline_scope, super::scope_canonicalize::hoist_allocations],
            ..OpRewrite::NONE
        },
    ],
    passes: &[super::to_llvm::PASS, super::expand_pass::PASS, super::expand_realloc::PASS],
    materialize_constant: Some(super::fold::materialize_constant), // Every op may be inlined (MLIR's inliner interface of the dialect).
    inliner: Some(&crate::passes::api::DialectInline::ALL_LEGAL),
    ..DialectRewrite::EMPTY };

fn allocates(_: &crate::ir::Context, _: &crate::ir::Body, _: crate::ir::Op) -> Effects {
    Effects::Alloc
}

fn reads(_: &crate::ir::Context, _: &crate::ir::Body, _: crate::ir::Op) -> Effects {
    Effects::Read
}

/// `SimplifyDeadAlloc`: an allocation only deallocated or stored into is
/// erased with those users.
fn dead_alloc(rw: &mut crate::passes::api::Rewriter<'_>, op: crate::ir::Op) -> bool {
    let Some(result) = rw.body.op(op).results().next() else { return false };
    let users = rw.users(result);
    if users.is_empty() {
        return false;
    }
    for &u in &users {
        let name = rw.ctx.str(rw.body.op(u).name);
        let ok = match name {
            "memref.dealloc" => true,
            "memref.store" => rw.body.op(u).operands.first() != Some(&result),
            _ => false,
        };
        if !ok {
            return false;
        }
    }
    for u in users {
        rw.erase_op(u);
    }
    rw.erase_op(op);
    true
}
