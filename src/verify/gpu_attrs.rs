//! The NVVM and ROCDL dialects' checks of their discardable attributes
//! (`verifyOperationAttribute`, `verifyRegionArgAttribute` in MLIR 19):
//! kernel markers only on `llvm.func`, NVVM's launch bounds of the right
//! kinds, `nvvm.grid_constant` only on `llvm.byval` kernel arguments. MLIR
//! reports these with `emitError` (no `'op' op` prefix), naming the
//! attribute as NVVM/ROCDL print it (sometimes quoted twice).

use super::{Cx, Res};
use crate::ir::{Attr, AttrKind, Op, TypeKind};

/// The op's own discardable attributes of the two dialects, in the
/// dictionary's (name) order, as MLIR visits them.
pub fn check_op(cx: &Cx, op: Op) -> Res {
    let AttrKind::Dictionary(entries) = cx.ctx.attr_kind(cx.body.op(op).attrs) else {
        return Ok(());
    };
    for &(name, value) in entries.iter() {
        let name = cx.ctx.str(name);
        if let Some(m) = nvvm_message(cx, op, name, value).or_else(|| rocdl_message(cx, op, name)) {
            return Err(cx.err(op, m));
        }
    }
    Ok(())
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

fn rocdl_message(cx: &Cx, op: Op, name: &str) -> Option<String> {
    (name == "rocdl.kernel" && cx.name(op) != "llvm.func")
        .then(|| "'\"rocdl.kernel\"' attribute attached to unexpected op".into())
}

/// `NVVMDialect::verifyRegionArgAttribute` for one argument's dictionary
/// entry of function `f`.
pub fn check_arg_attr(cx: &Cx, f: Op, arg_dict: &[(crate::ir::Ident, Attr)], name: &str, value: Attr) -> Res {
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
