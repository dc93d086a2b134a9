//! The ROCDL dialect's check of its discardable attributes
//! (`ROCDLDialect::verifyOperationAttribute` in MLIR 19): the kernel marker
//! only on `llvm.func`, reported with `emitError` and the name quoted as
//! ROCDL prints it; and its buffer ops' alias-analysis metadata lists.

use crate::ir::{Attr, Context, Op};
use crate::verify::api::{Cx, DialectVerify, Res};

pub const VERIFY: DialectVerify =
    DialectVerify { op_attr: Some(op_attr), property: Some(property), ..DialectVerify::EMPTY };

/// The buffer ops' `alias_scopes`, `noalias_scopes` and `tbaa` are the LLVM
/// dialect's metadata lists (`LLVM_AliasScopeArrayAttr`, ...), checked as
/// the LLVM dialect checks its own (found through the registry).
fn property(ctx: &Context, key: &str, a: Attr) -> Option<String> {
    crate::ods::dialect("llvm")?.verify.property?(ctx, key, a)
}

/// One `rocdl.*` discardable attribute of `op`.
fn op_attr(cx: &Cx, op: Op, name: &str, _value: Attr) -> Res {
    if name == "rocdl.kernel" && cx.name(op) != "llvm.func" {
        return Err(cx.err(op, "'\"rocdl.kernel\"' attribute attached to unexpected op"));
    }
    Ok(())
}
