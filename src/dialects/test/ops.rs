//! The test dialect's op table, hand-kept: the ops of MLIR 19's
//! `TestOps.td` that upstream tests llmir runs use (the inliner's
//! `dialect/inlining.mlir`), with their formats and traits, checked
//! against mlir-opt-19 (custom and generic forms).

use crate::ods::opdef::build::one;
use crate::ods::opdef::{traits, Arity, OpDef, Slot};

const ANY_REGION: &str = "any region";

pub static OPS: &[OpDef] = &[
    // `RegionYieldOp`: [Pure, ReturnLike, Terminator].
    OpDef {
        name: "test.region_yield",
        format: Some("$result `:` type($result) attr-dict"),
        operands: &[one("result", "any type")],
        results: &[],
        attrs: &[],
        regions: &[],
        successors: &[],
        traits: traits::TERMINATOR | traits::RETURN_LIKE | traits::NO_MEMORY_EFFECT,
    },
    // `IsolatedRegionsOp`: [IsolatedFromAbove], any number of regions.
    OpDef {
        name: "test.isolated_regions",
        format: Some("attr-dict-with-keyword $regions"),
        operands: &[],
        results: &[],
        attrs: &[],
        regions: &[Slot { name: "regions", arity: Arity::Variadic, constraint: ANY_REGION }],
        successors: &[],
        traits: traits::ISOLATED_FROM_ABOVE | traits::SSA_CFG_REGIONS,
    },
    // `AllocaScopeRegionOp`: [AutomaticAllocationScope].
    OpDef {
        name: "test.alloca_scope_region",
        format: Some("attr-dict-with-keyword $region"),
        operands: &[],
        results: &[],
        attrs: &[],
        regions: &[Slot { name: "region", arity: Arity::One, constraint: ANY_REGION }],
        successors: &[],
        traits: traits::AUTOMATIC_ALLOCATION_SCOPE | traits::SSA_CFG_REGIONS,
    },
    // `OneRegionOp`: one region, generic form only.
    OpDef {
        name: "test.one_region_op",
        format: None,
        operands: &[],
        results: &[],
        attrs: &[],
        regions: &[Slot { name: "region", arity: Arity::One, constraint: ANY_REGION }],
        successors: &[],
        traits: traits::SSA_CFG_REGIONS,
    },
];
