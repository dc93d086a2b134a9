//! The NVVM dialect's checks of its discardable attributes
//! (`verifyOperationAttribute`, `verifyRegionArgAttribute` in MLIR 19):
//! the kernel marker only on `llvm.func`, launch bounds of the right
//! kinds, `nvvm.grid_constant` only on `llvm.byval` kernel arguments. MLIR
//! reports these with `emitError` (no `'op' op` prefix), naming the
//! attribute as NVVM prints it (sometimes quoted twice).

use crate::ir::{Attr, AttrKind, Op, Type, TypeKind};
use crate::verify::api::{Cx, Res};

/// `NVVMDialect::verifyOperationAttribute`: one `nvvm.*` discardable
/// attribute of `op`.
pub fn op_attr(cx: &Cx, op: Op, name: &str, value: Attr) -> Res {
    match nvvm_message(cx, op, name, value) {
        Some(m) => Err(cx.err(op, m)),
        None => Ok(()),
    }
}

fn nvvm_message(cx: &Cx, op: Op, name: &str, value: Attr) -> Option<String> {
    match name {
        "nvvm.kernel" if cx.name(op) != "llvm.func" => Some("'nvvm.kernel' attribute attached to unexpected op".into()),
        "nvvm.maxntid" | "nvvm.reqntid" => {
            let ok = matches!(cx.ctx.attr_kind(value), AttrKind::DenseArray { elem, values }
                if matches!(cx.ctx.type_kind(*elem), TypeKind::Integer { width: 32, .. }) && (1..=3).contains(&values.len()));
            (!ok).then(|| format!("'\"{name}\"' attribute must be integer array with maximum 3 index"))
        }
        "nvvm.minctasm" | "nvvm.maxnreg" => {
            let ok = matches!(cx.ctx.attr_kind(value), AttrKind::Integer { .. });
            (!ok).then(|| format!("'\"{name}\"' attribute must be integer constant"))
        }
        _ => None,
    }
}

/// `NVVMDialect::verifyRegionArgAttribute` for one argument's dictionary
/// entry of function `f`.
pub fn arg_attr(cx: &Cx, f: Op, _ty: Type, arg_dict: &[(crate::ir::Ident, Attr)], name: &str, value: Attr) -> Res {
    if name != "nvvm.grid_constant" {
        return Ok(());
    }
    if cx.discardable(f, "nvvm.kernel").is_none() {
        return Err(cx.err(f, "'\"nvvm.grid_constant\"' attribute must be present only on kernel arguments"));
    }
    if !matches!(cx.ctx.attr_kind(value), AttrKind::Unit) {
        return Err(cx.err(f, "'\"nvvm.grid_constant\"' must be a unit attribute"));
    }
    if !arg_dict.iter().any(|&(n, _)| cx.ctx.str(n) == "llvm.byval") {
        return Err(
            cx.err(f, "'\"nvvm.grid_constant\"' attribute requires the argument to also have attribute 'llvm.byval'")
        );
    }
    Ok(())
}
