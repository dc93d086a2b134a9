//! The few OpenMP dialect ops that the LLVM dialect's upstream tests use
//! (`omp.wsloop` around an `omp.loop_nest`, their terminators), and
//! `omp.barrier`. Kept by
//! hand: ../shared/spec has no reference for the omp dialect, so the slots,
//! property names and formats below were read from MLIR 19's OpenMPOps.td
//! and checked against mlir-opt-19's generic and custom output.
//!
//! `omp.wsloop` and `omp.loop_nest` have hand-written forms
//! (src/parser/omp_hooks.rs, src/printer/omp_print.rs); the two
//! terminators use their declarative formats.

use crate::ods::opdef::{traits, Arity, AttrDef, AttrType, OpDef, Slot};

pub static OPS: &[OpDef] = &[
    OpDef {
        name: "omp.barrier",
        format: Some("attr-dict"),
        operands: &[],
        results: &[],
        attrs: &[],
        regions: &[],
        successors: &[],
        traits: 0,
    },
    OpDef {
        name: "omp.loop_nest",
        format: None,
        // `SameVariadicOperandSize`: the three groups are equally long.
        operands: &[
            Slot { name: "lowerBound", arity: Arity::Variadic, constraint: "integer or index" },
            Slot { name: "upperBound", arity: Arity::Variadic, constraint: "integer or index" },
            Slot { name: "step", arity: Arity::Variadic, constraint: "integer or index" },
        ],
        results: &[],
        attrs: &[AttrDef { name: "inclusive", ty: AttrType::Unit }],
        regions: &[Slot { name: "region", arity: Arity::One, constraint: "any region" }],
        successors: &[],
        traits: 0,
    },
    OpDef {
        name: "omp.terminator",
        format: Some("attr-dict"),
        operands: &[],
        results: &[],
        attrs: &[],
        regions: &[],
        successors: &[],
        traits: traits::TERMINATOR | traits::NO_MEMORY_EFFECT,
    },
    OpDef {
        name: "omp.wsloop",
        format: None,
        operands: &[
            Slot { name: "linear_vars", arity: Arity::Variadic, constraint: "any type" },
            Slot { name: "linear_step_vars", arity: Arity::Variadic, constraint: "32-bit signless integer" },
            Slot { name: "reduction_vars", arity: Arity::Variadic, constraint: "OpenMP-compatible variable type" },
            Slot { name: "schedule_chunk_var", arity: Arity::Optional, constraint: "any type" },
        ],
        results: &[],
        attrs: &[
            AttrDef { name: "reductions", ty: AttrType::Array },
            AttrDef { name: "reduction_vars_byref", ty: AttrType::Any },
            AttrDef { name: "schedule_val", ty: AttrType::Any },
            AttrDef { name: "schedule_modifier", ty: AttrType::Any },
            AttrDef { name: "simd_modifier", ty: AttrType::Unit },
            AttrDef { name: "nowait", ty: AttrType::Unit },
            AttrDef { name: "ordered_val", ty: AttrType::Int(64) },
            AttrDef { name: "order_val", ty: AttrType::Any },
            AttrDef { name: "order_mod", ty: AttrType::Any },
        ],
        regions: &[Slot { name: "region", arity: Arity::One, constraint: "any region" }],
        successors: &[],
        traits: traits::ATTR_SIZED_OPERAND_SEGMENTS,
    },
    OpDef {
        name: "omp.yield",
        format: Some("( `(` $results^ `:` type($results) `)` )? attr-dict"),
        operands: &[Slot { name: "results", arity: Arity::Variadic, constraint: "any type" }],
        results: &[],
        attrs: &[],
        regions: &[],
        successors: &[],
        traits: traits::TERMINATOR | traits::RETURN_LIKE | traits::NO_MEMORY_EFFECT,
    },
];
