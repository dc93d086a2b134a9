//! The arm_sve dialect's op table, hand-kept: ../shared/spec has no
//! ArmSVE reference. Facts from MLIR 19.1.7's `ArmSVE.td`
//! (`WhileLTIntrOp`: two `I64` operands, an `SVEPredicate` result, `Pure`),
//! checked against mlir-opt-19's generic form. The predicate's constraint
//! is left unchecked (`any type`) rather than worded unlike MLIR.

use crate::ods::opdef::build::one;
use crate::ods::opdef::{traits, OpDef};

pub static OPS: &[OpDef] = &[OpDef {
    name: "arm_sve.intr.whilelt",
    format: None,
    operands: &[one("base", "64-bit signless integer"), one("n", "64-bit signless integer")],
    results: &[one("res", "any type")],
    attrs: &[],
    regions: &[],
    successors: &[],
    traits: traits::NO_MEMORY_EFFECT,
}];
