//! The LLVM dialect's symbol uses (`verifySymbolUses`), checked when the
//! verifier leaves the symbol table they are in: `llvm.call` and
//! `llvm.mlir.addressof` find the right kind of op with matching types,
//! global ctors/dtors name defined functions.

use super::support::{func_type, is_void};
use crate::diag::Diagnostic;
use crate::ir::{Attr, AttrKind, LlvmType, LocKind, Op, TypeKind};
use crate::verify::api::{Cx, Res};

/// `CallOp::verifySymbolUses`.
pub fn call(cx: &Cx, op: Op) -> Res {
    let d = cx.body.op(op);
    let Some(callee) = cx.prop(op, "callee").and_then(|a| cx.symbol(a)) else {
        let Some(&first) = d.operands.first() else {
            return Err(cx.op_err(op, "must have either a `callee` attribute or at least an operand"));
        };
        let t = cx.body.value(first).ty;
        if !matches!(cx.ctx.type_kind(t), TypeKind::Llvm(LlvmType::Ptr { .. })) {
            return Err(cx.op_err(op, format!("indirect call expects a pointer as callee: '{}'", cx.ts(t))));
        }
        return Ok(());
    };
    let Some(f) = cx.lookup(op, callee) else {
        return Err(cx.op_err(op, format!("'{callee}' does not reference a symbol in the current scope")));
    };
    if cx.name(f) != "llvm.func" {
        return Err(cx.op_err(op, format!("'{callee}' does not reference a valid LLVM function")));
    }
    debug_location(cx, op, f)?;
    let Some((ret, params, vararg)) = func_type(cx, f) else { return Ok(()) };
    if vararg && cx.prop(op, "var_callee_type").is_none() {
        return Err(cx.op_err(op, "missing var_callee_type attribute for vararg call"));
    }
    let args = cx.operand_types(op);
    if !vararg && params.len() != args.len() {
        return Err(cx.op_err(
            op,
            format!("incorrect number of operands ({}) for callee (expecting: {})", args.len(), params.len()),
        ));
    }
    if params.len() > args.len() {
        return Err(cx.op_err(
            op,
            format!("incorrect number of operands ({}) for varargs callee (expecting at least: {})", args.len(), params.len()),
        ));
    }
    for (i, (&p, &a)) in params.iter().zip(&args).enumerate() {
        if p != a {
            return Err(cx.op_err(op, format!("operand type mismatch for operand {i}: '{}' != '{}'", cx.ts(a), cx.ts(p))));
        }
    }
    if d.num_results == 0 && !is_void(cx, ret) {
        return Err(cx.op_err(op, "expected function call to produce a value"));
    }
    if d.num_results != 0 && is_void(cx, ret) {
        return Err(cx.op_err(op, "calling function with void result must not produce values"));
    }
    if let Some(r) = cx.result_type(op, 0) {
        if r != ret {
            return Err(cx.op_err(op, format!("result type mismatch: '{}' != '{}'", cx.ts(r), cx.ts(ret))));
        }
    }
    Ok(())
}

/// Whether an op's location holds a `fused<#llvm.di_subprogram<...>>`.
fn has_subprogram(cx: &Cx, op: Op) -> bool {
    fn walk(cx: &Cx, a: Attr, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        match cx.ctx.attr_kind(a) {
            AttrKind::Loc(LocKind::Fused { metadata, locs }) => {
                metadata.is_some_and(|m| matches!(cx.ctx.attr_kind(m), AttrKind::Dialect { name, .. } if cx.ctx.str(*name) == "llvm.di_subprogram"))
                    || locs.iter().any(|&l| walk(cx, l, depth + 1))
            }
            AttrKind::Loc(LocKind::Name { child: Some(c), .. }) => walk(cx, *c, depth + 1),
            AttrKind::Loc(LocKind::CallSite { callee, caller }) => walk(cx, *callee, depth + 1) || walk(cx, *caller, depth + 1),
            _ => false,
        }
    }
    cx.body.op(op).loc.is_some_and(|l| walk(cx, l, 0))
}

/// `verifyCallOpDebugInfo`: in a function with a subprogram location, a
/// call to a function with one must have a location (LLVM's inliner needs
/// it). MLIR reports it at the call's unknown location. Only an inlinable
/// call counts: a callee without a body (a declaration) is never inlined,
/// so mlir-opt-19 accepts an unknown location there.
fn debug_location(cx: &Cx, op: Op, callee: Op) -> Res {
    let Some(parent) = cx.enclosing_function(op).filter(|&f| cx.name(f) == "llvm.func") else { return Ok(()) };
    if !has_subprogram(cx, parent) {
        return Ok(());
    }
    let unknown = cx.body.op(op).loc.is_some_and(|l| matches!(cx.ctx.attr_kind(l), AttrKind::Loc(LocKind::Unknown)));
    if !unknown || cx.is_declaration(callee) || !has_subprogram(cx, callee) {
        return Ok(());
    }
    Err(Diagnostic::error(
        None,
        "inlinable function call in a function with a DISubprogram location must have a debug location",
    ))
}

/// `AddressOfOp::verifySymbolUses`.
pub fn addressof(cx: &Cx, op: Op) -> Res {
    let Some(name) = cx.prop(op, "global_name") else { return Ok(()) };
    let target = cx.symbol(name).and_then(|n| cx.lookup(op, n));
    let kind = target.map(|t| cx.name(t));
    if !matches!(kind, Some("llvm.mlir.global" | "llvm.func")) {
        return Err(cx.op_err(op, "must reference a global defined by 'llvm.mlir.global' or 'llvm.func'"));
    }
    let Some(target) = target else { return Ok(()) };
    let Some(res) = cx.result_type(op, 0) else { return Ok(()) };
    let TypeKind::Llvm(LlvmType::Ptr { addr_space }) = cx.ctx.type_kind(res) else { return Ok(()) };
    if cx.name(target) == "llvm.mlir.global" {
        let space = cx.prop_int(target, "addr_space").unwrap_or(0);
        if space != *addr_space as i128 {
            return Err(cx.op_err(op, "pointer address space must match address space of the referenced global"));
        }
    } else if cx.name(target) == "llvm.func" && *addr_space != 0 {
        return Err(cx.op_err(op, "pointer address space must be 0 when referencing a function"));
    }
    Ok(())
}

/// `GlobalCtorsOp::verifySymbolUses`.
pub fn ctors(cx: &Cx, op: Op) -> Res {
    structors(cx, op, "ctors", "ctor")
}

/// `GlobalDtorsOp::verifySymbolUses`.
pub fn dtors(cx: &Cx, op: Op) -> Res {
    structors(cx, op, "dtors", "dtor")
}

/// Global ctors/dtors name defined `llvm.func`s.
fn structors(cx: &Cx, op: Op, list: &str, what: &str) -> Res {
    let Some(a) = cx.prop(op, list) else { return Ok(()) };
    let AttrKind::Array(items) = cx.ctx.attr_kind(a) else { return Ok(()) };
    for &item in items.iter() {
        let Some(name) = cx.symbol(item) else { continue };
        let f = cx.lookup(op, name).filter(|&f| cx.name(f) == "llvm.func");
        let Some(f) = f else {
            return Err(cx.op_err(op, format!("'{what}' does not reference a valid LLVM function")));
        };
        if cx.body.op(f).regions.iter().all(|&r| cx.body.region(r).blocks.is_empty()) {
            return Err(cx.op_err(op, format!("'{what}' does not have a definition")));
        }
    }
    Ok(())
}
