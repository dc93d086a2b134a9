//! The index dialect's own verifiers: the casts' `CastOpInterface` check
//! (`areCastCompatible`: exactly one side of `index.casts`/`index.castu`
//! is `index`, the other an integer of any signedness, which the
//! operand constraints already asked).

use crate::ir::{Op, TypeKind};
use crate::verify::api::{Cx, DialectVerify, OpVerify, Res};

pub const VERIFY: DialectVerify = DialectVerify {
    ops: &[
        OpVerify { op: "index.casts", verify: Some(cast), ..OpVerify::NONE },
        OpVerify { op: "index.castu", verify: Some(cast), ..OpVerify::NONE },
    ],
    ..DialectVerify::EMPTY
};

fn cast(cx: &Cx, op: Op) -> Res {
    let (Some(from), Some(to)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    let is_index = |t| matches!(cx.ctx.type_kind(t), TypeKind::Index);
    if is_index(from) != is_index(to) {
        return Ok(());
    }
    Err(cx.op_err(op, format!("operand type '{}' and result type '{}' are cast incompatible", cx.ts(from), cx.ts(to))))
}
