//! The DLTI dialect's check of its discardable attribute
//! (`DLTIDialect::verifyOperationAttribute`): a module's `dlti.dl_spec`
//! has well-formed entries, the LLVM types' among them.

use crate::ir::{Attr, Op};
use crate::verify::api::{Cx, DialectVerify, Res};

pub const VERIFY: DialectVerify = DialectVerify { op_attr: Some(op_attr), ..DialectVerify::EMPTY };

/// One `dlti.*` discardable attribute of `op`.
fn op_attr(cx: &Cx, op: Op, name: &str, spec: Attr) -> Res {
    if name != "dlti.dl_spec" || cx.name(op) != "builtin.module" {
        return Ok(());
    }
    let entries = super::spec_entries(cx.ctx, spec);
    super::verify_entries(cx.ctx, &entries).map_err(|m| cx.err(op, m))
}
