//! The affine dialect's op table, hand-kept (../shared/spec has no
//! AffineOps reference): `affine.apply`, `affine.min`, `affine.max` as
//! MLIR 19.1.7's `AffineOps.td` declares them (the map in the `map`
//! property, every operand and result `index`), checked against mlir-opt-19.

use crate::ods::opdef::build::{attr, one, variadic};
use crate::ods::opdef::{traits, AttrDef, AttrType, OpDef, Slot};

const OPERANDS: &[Slot] = &[variadic("mapOperands", "index")];
const RESULTS: &[Slot] = &[one("result", "index")];
const ATTRS: &[AttrDef] = &[attr("map", AttrType::AffineMap)];

const fn map_op(name: &'static str) -> OpDef {
    OpDef {
        name,
        format: None,
        operands: OPERANDS,
        results: RESULTS,
        attrs: ATTRS,
        regions: &[],
        successors: &[],
        traits: traits::NO_MEMORY_EFFECT,
    }
}

pub static OPS: &[OpDef] = &[map_op("affine.apply"), map_op("affine.max"), map_op("affine.min")];
