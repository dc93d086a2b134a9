//! The scf dialect's op table, hand-kept (../shared/spec has no SCFOps
//! reference): facts from MLIR 19.1.7's `SCFOps.td`, checked against
//! mlir-opt-19 (custom and generic forms).

use crate::ods::opdef::build::{attr, one, variadic};
use crate::ods::opdef::{traits, Arity, AttrType, OpDef, Slot};

/// `AnySignlessIntegerOrIndex` in MLIR's words.
const INT_OR_INDEX: &str = "signless integer or index";

pub static OPS: &[OpDef] = &[
    OpDef {
        name: "scf.while",
        format: None,
        operands: &[variadic("inits", "any type")],
        results: &[variadic("results", "any type")],
        attrs: &[],
        regions: &[
            Slot { name: "before", arity: Arity::One, constraint: "region with 1 blocks" },
            Slot { name: "after", arity: Arity::One, constraint: "region with 1 blocks" },
        ],
        successors: &[],
        traits: traits::SSA_CFG_REGIONS | traits::RECURSIVE_MEMORY_EFFECTS,
    },
    OpDef {
        name: "scf.condition",
        format: Some("`(` $condition `)` attr-dict ($args^ `:` type($args))?"),
        operands: &[one("condition", "1-bit signless integer"), variadic("args", "any type")],
        results: &[],
        attrs: &[],
        regions: &[],
        successors: &[],
        traits: traits::TERMINATOR | traits::NO_MEMORY_EFFECT,
    },
    OpDef {
        name: "scf.if",
        format: None,
        operands: &[one("condition", "1-bit signless integer")],
        results: &[variadic("results", "any type")],
        attrs: &[],
        regions: &[
            Slot { name: "thenRegion", arity: Arity::One, constraint: "region with 1 blocks" },
            Slot { name: "elseRegion", arity: Arity::One, constraint: "region with at most 1 blocks" },
        ],
        successors: &[],
        traits: traits::SSA_CFG_REGIONS | traits::NO_REGION_ARGUMENTS | traits::RECURSIVE_MEMORY_EFFECTS,
    },
    OpDef {
        name: "scf.for",
        format: None,
        operands: &[
            one("lowerBound", INT_OR_INDEX),
            one("upperBound", INT_OR_INDEX),
            one("step", INT_OR_INDEX),
            variadic("initArgs", "any type"),
        ],
        results: &[variadic("results", "any type")],
        attrs: &[],
        regions: &[Slot { name: "region", arity: Arity::One, constraint: "region with 1 blocks" }],
        successors: &[],
        traits: traits::SSA_CFG_REGIONS | traits::SINGLE_BLOCK | traits::RECURSIVE_MEMORY_EFFECTS | traits::AUTOMATIC_ALLOCATION_SCOPE,
    },
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
        name: "scf.index_switch",
        format: None,
        operands: &[one("arg", "index")],
        results: &[variadic("results", "any type")],
        attrs: &[attr("cases", AttrType::DenseI64Array)],
        regions: &[
            Slot { name: "defaultRegion", arity: Arity::One, constraint: "region with 1 blocks" },
            Slot { name: "caseRegions", arity: Arity::Variadic, constraint: "region with 1 blocks" },
        ],
        successors: &[],
        traits: traits::SSA_CFG_REGIONS | traits::SINGLE_BLOCK | traits::RECURSIVE_MEMORY_EFFECTS,
    },
    OpDef {
        name: "scf.parallel",
        format: None,
        operands: &[
            variadic("lowerBound", "index"),
            variadic("upperBound", "index"),
            variadic("step", "index"),
            variadic("initVals", "any type"),
        ],
        results: &[variadic("results", "any type")],
        attrs: &[],
        regions: &[Slot { name: "region", arity: Arity::One, constraint: "region with 1 blocks" }],
        successors: &[],
        traits: traits::SSA_CFG_REGIONS
            | traits::SINGLE_BLOCK
            | traits::ATTR_SIZED_OPERAND_SEGMENTS
            | traits::RECURSIVE_MEMORY_EFFECTS
            | traits::AUTOMATIC_ALLOCATION_SCOPE,
    },
    OpDef {
        name: "scf.reduce",
        format: Some("(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict"),
        operands: &[variadic("operands", "any type")],
        results: &[],
        attrs: &[],
        regions: &[Slot { name: "reductions", arity: Arity::Variadic, constraint: "region with 1 blocks" }],
        successors: &[],
        traits: traits::SSA_CFG_REGIONS | traits::TERMINATOR | traits::RECURSIVE_MEMORY_EFFECTS,
    },
    OpDef {
        name: "scf.reduce.return",
        format: Some("$result attr-dict `:` type($result)"),
        operands: &[one("result", "any type")],
        results: &[],
        attrs: &[],
        regions: &[],
        successors: &[],
        traits: traits::TERMINATOR | traits::NO_MEMORY_EFFECT,
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
