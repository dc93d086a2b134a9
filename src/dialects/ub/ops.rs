//! The ub dialect's op table, hand-kept: ../shared/spec has no UBOps
//! reference. Facts from MLIR 19.1.7's `UBOps.td` (`ub.poison`: its
//! assembly format, its `DefaultValuedAttr` `value` of `#ub.poison`),
//! checked against mlir-opt-19 (custom and generic forms).

use crate::ods::opdef::build::{attr, one};
use crate::ods::opdef::{formatted_op, traits, AttrType, OpDef};

pub static OPS: &[OpDef] = &[formatted_op(
    "ub.poison",
    "attr-dict (`<` $value^ `>`)? `:` type($result)",
    &[],
    &[one("result", "any type")],
    &[attr("value", AttrType::Any)],
    traits::CONSTANT_LIKE | traits::NO_MEMORY_EFFECT,
)];
