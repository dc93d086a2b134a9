//! Dialect attributes on any op (`LLVMDialect::verifyOperationAttribute`):
//! `llvm.data_layout` must be a string LLVM 19's data layout parser
//! accepts, worded as MLIR wraps LLVM's message. MLIR 19 checks this on
//! whatever op carries the attribute, registered or not, before the op's
//! own invariants. `llvm.target_triple` is not checked by MLIR 19 (any
//! value passes), so it is not checked here either.

use crate::dialects::llvm::data_layout;
use crate::ir::{Attr, Op};
use crate::verify::api::{Cx, Res};

/// One `llvm.*` discardable attribute of `op`.
pub fn op_attr(cx: &Cx, op: Op, name: &str, a: Attr) -> Res {
    if name != "llvm.data_layout" {
        return Ok(());
    }
    let Some(s) = cx.string(a) else {
        return Err(cx.op_err(op, data_layout::NOT_A_STRING_MESSAGE));
    };
    match data_layout::parse_data_layout(s) {
        Ok(_) => Ok(()),
        Err(e) => Err(cx.op_err(op, data_layout::mlir_message(&e))),
    }
}
