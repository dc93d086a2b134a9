//! The ops' own verifiers (`verify()` in MLIR), keyed by op name: the rules
//! beyond slot types that MLIR's LLVM and func dialects check, with their
//! messages.

use super::{params, tbaa, Cx, Res};
use crate::ir::Op;

pub fn check(cx: &Cx, op: Op) -> Res {
    tbaa::check(cx, op)?;
    match cx.name(op) {
        "llvm.func" | "func.func" => params::check_function(cx, op),
        _ => Ok(()),
    }
}
