//! The scf dialect's op table, hand-kept (../shared/spec has no SCFOps
//! reference): facts from MLIR 19.1.7's `SCFOps.td`, checked against
//! mlir-opt-19 (custom and generic forms).

use crate::ods::opdef::build::variadic;
use crate::ods::opdef::{traits, Arity, OpDef, Slot};

pub static OPS: &[OpDef] = &[
    OpDef {
        name: "scf.execute_region",
        format: None,
        operands: &[],
        results: &[variadic("results", "any type")],
        attrs: &[],
        regions: &[Slot { name: "region", arity: Arity::One, constraint: "any region" }],
        successors: &[],
        traits: traits::SSA_CFG_REGIONS,
    },
    OpDef {
        name: "scf.yield",
        format: Some("attr-dict ($results^ `:` type($results))?"),
        operands: &[variadic("results", "any type")],
        results: &[],
        attrs: &[],
        regions: &[],
        successors: &[],
        traits: traits::RETURN_LIKE | traits::TERMINATOR | traits::NO_MEMORY_EFFECT,
    },
];
