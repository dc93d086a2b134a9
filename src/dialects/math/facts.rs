//! Facts about the math dialect that its generated op table does not carry:
//! the `DefaultValuedAttr` fastmath property of its float ops (MLIR 19.1.7's
//! `MathOps.td`: `DefaultValuedAttr<Arith_FastMathAttr, "none">`), checked
//! against mlir-opt-19's generic output.

use crate::ods::opdef::TypeRule;

const FMF_NONE: &str = "#arith.fastmath<none>";

pub static DEFAULTS: &[(&str, &str, &str)] = &[
    ("math.absf", "fastmath", FMF_NONE),
    ("math.acos", "fastmath", FMF_NONE),
    ("math.acosh", "fastmath", FMF_NONE),
    ("math.asin", "fastmath", FMF_NONE),
    ("math.asinh", "fastmath", FMF_NONE),
    ("math.atan", "fastmath", FMF_NONE),
    ("math.atan2", "fastmath", FMF_NONE),
    ("math.atanh", "fastmath", FMF_NONE),
    ("math.cbrt", "fastmath", FMF_NONE),
    ("math.ceil", "fastmath", FMF_NONE),
    ("math.copysign", "fastmath", FMF_NONE),
    ("math.cos", "fastmath", FMF_NONE),
    ("math.cosh", "fastmath", FMF_NONE),
    ("math.erf", "fastmath", FMF_NONE),
    ("math.exp", "fastmath", FMF_NONE),
    ("math.exp2", "fastmath", FMF_NONE),
    ("math.expm1", "fastmath", FMF_NONE),
    ("math.floor", "fastmath", FMF_NONE),
    ("math.fma", "fastmath", FMF_NONE),
    ("math.fpowi", "fastmath", FMF_NONE),
    ("math.log", "fastmath", FMF_NONE),
    ("math.log10", "fastmath", FMF_NONE),
    ("math.log1p", "fastmath", FMF_NONE),
    ("math.log2", "fastmath", FMF_NONE),
    ("math.powf", "fastmath", FMF_NONE),
    ("math.round", "fastmath", FMF_NONE),
    ("math.roundeven", "fastmath", FMF_NONE),
    ("math.rsqrt", "fastmath", FMF_NONE),
    ("math.sin", "fastmath", FMF_NONE),
    ("math.sinh", "fastmath", FMF_NONE),
    ("math.sqrt", "fastmath", FMF_NONE),
    ("math.tan", "fastmath", FMF_NONE),
    ("math.tanh", "fastmath", FMF_NONE),
    ("math.trunc", "fastmath", FMF_NONE),
];

/// The types the declarative forms leave out: `math.fpowi`'s result has its
/// base's type.
pub static TYPE_RULES: &[(&str, &[TypeRule])] = &[
    ("math.fpowi", &[TypeRule::Same(&["lhs", "result"])]),
];
