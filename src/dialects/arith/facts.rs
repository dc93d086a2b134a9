//! Facts about the arith dialect that its generated op table does not carry:
//! enums, bit enum attributes, `DefaultValuedAttr` defaults, result names.
//!
//! Where they come from: MLIR 19.1.7's `ArithBase.td` / `ArithOps.td`
//! (the cases of `CmpIPredicate`, `CmpFPredicate`, `AtomicRMWKind`,
//! `RoundingMode`; `FastMathFlags` and `IntegerOverflowFlags` with their
//! printing order and separators; the `DefaultValuedAttr` properties), each
//! checked against mlir-opt-19's output (generic and custom forms).

use crate::ods::opdef::{BitEnumDef, EnumDef, TypeRule};

pub static ENUMS: &[EnumDef] = &[
    EnumDef {
        summary: None,
        name: "CmpIPredicate",
        cases: &[("eq", 0), ("ne", 1), ("slt", 2), ("sle", 3), ("sgt", 4), ("sge", 5), ("ult", 6), ("ule", 7), ("ugt", 8), ("uge", 9)],
    },
    EnumDef {
        summary: None,
        name: "CmpFPredicate",
        cases: &[
            ("false", 0), ("oeq", 1), ("ogt", 2), ("oge", 3), ("olt", 4), ("ole", 5), ("one", 6), ("ord", 7),
            ("ueq", 8), ("ugt", 9), ("uge", 10), ("ult", 11), ("ule", 12), ("une", 13), ("uno", 14), ("true", 15),
        ],
    },
    // Used by `memref.atomic_rmw`.
    EnumDef {
        summary: None,
        name: "AtomicRMWKind",
        cases: &[
            ("addf", 0), ("addi", 1), ("assign", 2), ("maximumf", 3), ("maxs", 4), ("maxu", 5), ("minimumf", 6),
            ("mins", 7), ("minu", 8), ("mulf", 9), ("muli", 10), ("ori", 11), ("andi", 12), ("maxnumf", 13), ("minnumf", 14),
        ],
    },
    // `arith::RoundingMode`, an `I32EnumAttr` (stored as `0 : i32`).
    EnumDef {
        summary: Some("Floating point rounding mode"),
        name: "ArithRoundingMode",
        cases: &[("to_nearest_even", 0), ("downward", 1), ("upward", 2), ("toward_zero", 3), ("to_nearest_away", 4)],
    },
];

/// `#arith.fastmath<nnan,ninf>` (no space after the comma) and
/// `#arith.overflow<nsw, nuw>`.
pub static BIT_ENUMS: &[BitEnumDef] = &[
    BitEnumDef {
        mnemonic: "arith.fastmath",
        flags: &["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"],
        all: Some("fast"),
        none: "none",
        separator: ",",
    },
    BitEnumDef { mnemonic: "arith.overflow", flags: &["nsw", "nuw"], all: None, none: "none", separator: ", " },
];

const FMF_NONE: &str = "#arith.fastmath<none>";
const OVERFLOW_NONE: &str = "#arith.overflow<none>";

/// (`arith.extf` and `arith.truncf` have an optional fastmath attribute, not
/// a default-valued one.)
pub static DEFAULTS: &[(&str, &str, &str)] = &[
    ("arith.addf", "fastmath", FMF_NONE),
    ("arith.cmpf", "fastmath", FMF_NONE),
    ("arith.divf", "fastmath", FMF_NONE),
    ("arith.maximumf", "fastmath", FMF_NONE),
    ("arith.maxnumf", "fastmath", FMF_NONE),
    ("arith.minimumf", "fastmath", FMF_NONE),
    ("arith.minnumf", "fastmath", FMF_NONE),
    ("arith.mulf", "fastmath", FMF_NONE),
    ("arith.negf", "fastmath", FMF_NONE),
    ("arith.remf", "fastmath", FMF_NONE),
    ("arith.subf", "fastmath", FMF_NONE),
    ("arith.addi", "overflowFlags", OVERFLOW_NONE),
    ("arith.muli", "overflowFlags", OVERFLOW_NONE),
    ("arith.shli", "overflowFlags", OVERFLOW_NONE),
    ("arith.subi", "overflowFlags", OVERFLOW_NONE),
];

/// Names the ops give their results in the custom form (`getAsmResultNames`).
pub static RESULT_NAMES: &[(&str, &[&str])] = &[
    ("arith.addui_extended", &["sum", "overflow"]),
    ("arith.mulsi_extended", &["low", "high"]),
    ("arith.mului_extended", &["low", "high"]),
];

/// The types the declarative forms leave out (`AllTypesMatch`,
/// `TypesMatchWith`, inferred `i1`-like comparison results).
pub static TYPE_RULES: &[(&str, &[TypeRule])] = &[
    ("arith.addui_extended", &[TypeRule::Same(&["lhs", "rhs", "sum"])]),
    ("arith.cmpf", &[TypeRule::Same(&["lhs", "rhs"]), TypeRule::BoolLike { from: "lhs", to: "result" }]),
    ("arith.cmpi", &[TypeRule::Same(&["lhs", "rhs"]), TypeRule::BoolLike { from: "lhs", to: "result" }]),
    ("arith.mulsi_extended", &[TypeRule::Same(&["lhs", "rhs", "low", "high"])]),
    ("arith.mului_extended", &[TypeRule::Same(&["lhs", "rhs", "low", "high"])]),
];
