//! The cf dialect's own verifiers: `cf.switch`'s case values against its
//! flag and its case destinations. (Branch operands against successor
//! arguments are the verifier's `BranchOpInterface` check.)

use crate::ir::{AttrKind, Op};
use crate::verify::api::{Cx, DialectVerify, OpVerify, Res};

pub const VERIFY: DialectVerify = DialectVerify {
    ops: &[OpVerify { op: "cf.switch", verify: Some(switch), ..OpVerify::NONE }],
    ..DialectVerify::EMPTY
};

/// `cf::SwitchOp::verify`.
fn switch(cx: &Cx, op: Op) -> Res {
    let cases = cx.body.op(op).successors.len().saturating_sub(1);
    let values = cx.prop(op, "case_values");
    let Some(values) = values else {
        if cases == 0 {
            return Ok(());
        }
        // MLIR 19 dereferences the missing attribute here (and crashes);
        // the count mismatch is the honest report.
        return Err(cx.op_err(
            op,
            format!("number of case values (0) should match number of case destinations ({cases})"),
        ));
    };
    let AttrKind::DenseElements { ty, .. } = cx.ctx.attr_kind(values) else { return Ok(()) };
    let Some((shape, elem)) = crate::ir::static_shape(cx.ctx, *ty) else { return Ok(()) };
    if let Some(flag) = cx.operand_type(op, 0) {
        if elem != flag {
            return Err(cx.op_err(
                op,
                format!("'flag' type ('{}') should match case value type ('{}')", cx.ts(flag), cx.ts(elem)),
            ));
        }
    }
    let n = shape.iter().product::<u64>();
    if n != cases as u64 {
        return Err(cx.op_err(
            op,
            format!("number of case values ({n}) should match number of case destinations ({cases})"),
        ));
    }
    Ok(())
}
