//! The vector dialect's rewrite rows: folds, memory effects, constant
//! materialisation and its pass.

use crate::ir::{Body, Context, Op};
use crate::passes::api::{DialectRewrite, Effects, OpRewrite};

use super::canonicalize as canon;
use super::fold;

/// Loads only read memory, so an unused one may go.
fn reads(_: &Context, _: &Body, _: Op) -> Effects {
    Effects::Read
}

/// The vector dialect's rewriting hooks.
pub const REWRITE: DialectRewrite = DialectRewrite {
    ops: &[
        OpRewrite { op: "vector.extract", fold: Some(fold::fold_extract), ..OpRewrite::NONE },
        OpRewrite { op: "vector.insert", fold: Some(fold::fold_insert), ..OpRewrite::NONE },
        OpRewrite { op: "vector.create_mask", patterns: &[canon::create_mask_folder], ..OpRewrite::NONE },
        OpRewrite { op: "vector.from_elements", patterns: &[canon::from_elements_as_splat], ..OpRewrite::NONE },
        OpRewrite { op: "vector.reduction", patterns: &[canon::elide_single_element_reduction], ..OpRewrite::NONE },
        OpRewrite { op: "vector.step", fold: Some(canon::fold_step), ..OpRewrite::NONE },
        OpRewrite { op: "vector.broadcast", fold: Some(fold::fold_broadcast), ..OpRewrite::NONE },
        OpRewrite { op: "vector.splat", fold: Some(fold::fold_splat), ..OpRewrite::NONE },
        OpRewrite { op: "vector.load", effects: Some(reads), ..OpRewrite::NONE },
        OpRewrite { op: "vector.maskedload", effects: Some(reads), ..OpRewrite::NONE },
        OpRewrite { op: "vector.gather", effects: Some(reads), ..OpRewrite::NONE },
        OpRewrite { op: "vector.expandload", effects: Some(reads), ..OpRewrite::NONE },
        OpRewrite { op: "vector.mask", fold: Some(super::mask::fold_mask), patterns: &[super::mask::erase_if_dead, super::mask::elide_empty_mask], ..OpRewrite::NONE },
        OpRewrite { op: "vector.warp_execute_on_lane_0", patterns: &[super::mask::erase_if_dead], ..OpRewrite::NONE },
        OpRewrite { op: "vector.multi_reduction", fold: Some(super::reductions::fold_multi_reduction), ..OpRewrite::NONE },
        OpRewrite { op: "vector.transfer_read", fold: Some(super::fold_transfer::fold_read), effects: Some(super::fold_transfer::read_effects), ..OpRewrite::NONE },
        OpRewrite { op: "vector.transfer_write", fold: Some(super::fold_transfer::fold_write), effects: Some(super::fold_transfer::write_effects), ..OpRewrite::NONE },
    ],
    // `vector.contract` registers `CanonicalizeContractAdd` on arith's adds.
    foreign_patterns: &[("arith.addi", canon::contract_add), ("arith.addf", canon::contract_add)],
    materialize_constant: Some(fold::materialize_constant),
    passes: &[super::to_llvm::PASS],
    // Every op may be inlined (MLIR's inliner interface of the dialect).
    inliner: Some(&crate::passes::api::DialectInline::ALL_LEGAL),
    ..DialectRewrite::EMPTY
};
