//! Facts about the complex dialect that its generated op table does not
//! carry: the `DefaultValuedAttr` fastmath property (MLIR 19.1.7's
//! `ComplexOps.td`), checked against mlir-opt-19's generic output.

use crate::ods::opdef::TypeRule;

const FMF_NONE: &str = "#arith.fastmath<none>";

pub static DEFAULTS: &[(&str, &str, &str)] = &[
    ("complex.abs", "fastmath", FMF_NONE),
    ("complex.add", "fastmath", FMF_NONE),
    ("complex.angle", "fastmath", FMF_NONE),
    ("complex.atan2", "fastmath", FMF_NONE),
    ("complex.conj", "fastmath", FMF_NONE),
    ("complex.cos", "fastmath", FMF_NONE),
    ("complex.div", "fastmath", FMF_NONE),
    ("complex.exp", "fastmath", FMF_NONE),
    ("complex.expm1", "fastmath", FMF_NONE),
    ("complex.im", "fastmath", FMF_NONE),
    ("complex.log", "fastmath", FMF_NONE),
    ("complex.log1p", "fastmath", FMF_NONE),
    ("complex.mul", "fastmath", FMF_NONE),
    ("complex.neg", "fastmath", FMF_NONE),
    ("complex.pow", "fastmath", FMF_NONE),
    ("complex.re", "fastmath", FMF_NONE),
    ("complex.rsqrt", "fastmath", FMF_NONE),
    ("complex.sign", "fastmath", FMF_NONE),
    ("complex.sin", "fastmath", FMF_NONE),
    ("complex.sqrt", "fastmath", FMF_NONE),
    ("complex.sub", "fastmath", FMF_NONE),
    ("complex.tan", "fastmath", FMF_NONE),
    ("complex.tanh", "fastmath", FMF_NONE),
];

/// The types the declarative forms leave out: parts of a complex number
/// have its element type; comparisons take two of one type.
pub static TYPE_RULES: &[(&str, &[TypeRule])] = &[
    ("complex.abs", &[TypeRule::ElementOf { from: "complex", to: "result" }]),
    ("complex.angle", &[TypeRule::ElementOf { from: "complex", to: "result" }]),
    ("complex.create", &[TypeRule::ElementOf { from: "complex", to: "real" }, TypeRule::ElementOf { from: "complex", to: "imaginary" }]),
    ("complex.eq", &[TypeRule::Same(&["lhs", "rhs"])]),
    ("complex.im", &[TypeRule::ElementOf { from: "complex", to: "imaginary" }]),
    ("complex.neq", &[TypeRule::Same(&["lhs", "rhs"])]),
    ("complex.re", &[TypeRule::ElementOf { from: "complex", to: "real" }]),
];
