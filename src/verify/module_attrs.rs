//! Dialect attributes on any op (`LLVMDialect::verifyOperationAttribute`):
//! `llvm.data_layout` must be a string LLVM 19's data layout parser
//! accepts, worded as MLIR wraps LLVM's message. MLIR 19 checks this on
//! whatever op carries the attribute, registered or not, before the op's
//! own invariants. `llvm.target_triple` is not checked by MLIR 19 (any
//! value passes), so it is not checked here either.

use super::{Cx, Res};
use crate::dialects::llvm::data_layout;
use crate::ir::Op;

pub fn check(cx: &Cx, op: Op) -> Res {
    let Some(a) = cx.discardable(op, "llvm.data_layout") else { return Ok(()) };
    let Some(s) = cx.string(a) else {
        return Err(cx.op_err(op, data_layout::NOT_A_STRING_MESSAGE));
    };
    match data_layout::parse_data_layout(s) {
        Ok(_) => Ok(()),
        Err(e) => Err(cx.op_err(op, data_layout::mlir_message(&e))),
    }
}
