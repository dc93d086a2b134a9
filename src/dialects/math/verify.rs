//! The math dialect's verifiers beyond its tables: `math.fpowi`, whose
//! ODS predicate (`AllTypesMatch<["lhs", "result"]>`) MLIR checks before
//! its shape traits.

use crate::ir::Op;
use crate::verify::api::{elementwise, same_operands_and_result_shape, Cx, DialectVerify, OpVerify, Res};

/// The math dialect's verification rows.
pub const VERIFY: DialectVerify = DialectVerify {
    ops: &[OpVerify { op: "math.fpowi", verify: Some(fpowi), ..OpVerify::NONE }],
    ..DialectVerify::EMPTY
};

/// `math.fpowi`: the base and the result of one type, then
/// `SameOperandsAndResultShape`, then `Elementwise`.
fn fpowi(cx: &Cx, op: Op) -> Res {
    if let (Some(lhs), Some(result)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) {
        if lhs != result {
            return Err(cx.op_err(op, "failed to verify that all of {lhs, result} have same type"));
        }
    }
    same_operands_and_result_shape(cx, op)?;
    elementwise(cx, op)
}
