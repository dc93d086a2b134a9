//! The ROCDL dialect's check of its discardable attributes
//! (`ROCDLDialect::verifyOperationAttribute` in MLIR 19): the kernel marker
//! only on `llvm.func`, reported with `emitError` and the name quoted as
//! ROCDL prints it.

use crate::ir::{Attr, Op};
use crate::verify::api::{Cx, DialectVerify, Res};

pub const VERIFY: DialectVerify = DialectVerify { op_attr: Some(op_attr), ..DialectVerify::EMPTY };

/// One `rocdl.*` discardable attribute of `op`.
fn op_attr(cx: &Cx, op: Op, name: &str, _value: Attr) -> Res {
    if name == "rocdl.kernel" && cx.name(op) != "llvm.func" {
        return Err(cx.err(op, "'\"rocdl.kernel\"' attribute attached to unexpected op"));
    }
    Ok(())
}
