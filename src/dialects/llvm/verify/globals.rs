//! Module-level LLVM ops: `llvm.mlir.global` (type, value, linkage,
//! alignment and its initializer region), global ctors/dtors and comdat
//! regions.

use super::support::comdat;
use crate::ir::{AttrKind, DenseData, LlvmType, Op, Type, TypeKind};
use crate::verify::api::{is_compatible, Cx, Res};

fn type_attr(cx: &Cx, op: Op, name: &str) -> Option<Type> {
    match cx.ctx.attr_kind(cx.prop(op, name)?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// `GlobalOp::verify`.
pub fn global(cx: &Cx, op: Op) -> Res {
    let Some(ty) = type_attr(cx, op, "global_type") else { return Ok(()) };
    let k = cx.ctx.type_kind(ty);
    let valid = if is_compatible(cx.ctx, ty) {
        !matches!(k, TypeKind::Llvm(LlvmType::Void | LlvmType::Token | LlvmType::Metadata | LlvmType::Label))
    } else {
        // Non-LLVM types that can be pointed to (builtin vectors, tensors,
        // memrefs are not); keep to what the dialect accepts.
        matches!(k, TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Vector { .. } | TypeKind::Index)
    };
    if !valid {
        return Err(cx.op_err(op, "expects type to be a valid element type for an LLVM global"));
    }
    let value = cx.prop(op, "value");
    if let Some(AttrKind::String { value: s, .. }) = value.map(|v| cx.ctx.attr_kind(v)) {
        let ok = match k {
            TypeKind::Llvm(LlvmType::Array { len, elem }) => {
                *len == s.len() as u64 && matches!(cx.ctx.type_kind(*elem), TypeKind::Integer { width: 8, .. })
            }
            _ => false,
        };
        if !ok {
            return Err(cx.op_err(op, "requires an i8 array type of the length equal to that of the string attribute"));
        }
    }
    if let TypeKind::Llvm(LlvmType::TargetExt { name, .. }) = k {
        if !name.starts_with("spirv.") {
            return Err(cx.op_err(op, "this target extension type cannot be used in a global"));
        }
        if value.is_some() {
            return Err(cx.op_err(op, "global with target extension type can only be initialized with zero-initializer"));
        }
    }
    let linkage = cx.prop(op, "linkage").and_then(|a| cx.word(a));
    if linkage == Some("common") {
        if let Some(v) = value {
            if !is_zero(cx, v) {
                return Err(cx.op_err(op, "expected zero value for 'common' linkage"));
            }
        }
    }
    if linkage == Some("appending") && !matches!(k, TypeKind::Llvm(LlvmType::Array { .. })) {
        return Err(cx.op_err(op, "expected array type for 'appending' linkage"));
    }
    comdat(cx, op)?;
    if let Some(a) = cx.prop_int(op, "alignment") {
        if a <= 0 || (a & (a - 1)) != 0 {
            return Err(cx.err(op, "alignment attribute is not a power of 2"));
        }
    }
    Ok(())
}

/// Integer/float zero, or elements that are all zero.
fn is_zero(cx: &Cx, a: crate::ir::Attr) -> bool {
    match cx.ctx.attr_kind(a) {
        AttrKind::Integer { .. } | AttrKind::Bool(_) => cx.ctx.int_value(a) == Some(0),
        AttrKind::Float { bits, .. } => *bits == 0,
        AttrKind::DenseElements { data, .. } => match data {
            DenseData::Ints(v) => v.iter().all(|&x| x == 0),
            DenseData::Floats(v) => v.iter().all(|&x| x == 0),
            _ => false,
        },
        _ => false,
    }
}

/// `GlobalOp::verifyRegions`, when leaving the global: the initializer
/// returns the global's type, holds no side effects, and excludes a value.
pub fn global_region(cx: &Cx, op: Op) -> Res {
    let Some(&r) = cx.body.op(op).regions.first() else { return Ok(()) };
    let Some(&b) = cx.body.region(r).blocks.first() else { return Ok(()) };
    let Some(&term) = cx.body.block(b).ops.last() else { return Ok(()) };
    if cx.name(term) != "llvm.return" {
        return Ok(());
    }
    let Some(rt) = cx.operand_type(term, 0) else {
        return Err(cx.op_err(op, "initializer region cannot return void"));
    };
    if let Some(ty) = type_attr(cx, op, "global_type") {
        if rt != ty {
            return Err(cx.op_err(
                op,
                format!("initializer region type '{}' does not match global type '{}'", cx.ts(rt), cx.ts(ty)),
            ));
        }
    }
    for &o in &cx.body.block(b).ops {
        if has_side_effects(cx.name(o)) {
            return Err(cx.err(o, "ops with side effects not allowed in global initializers"));
        }
    }
    if cx.prop(op, "value").is_some() {
        return Err(cx.op_err(op, "cannot have both initializer value and region"));
    }
    Ok(())
}

/// Ops that read or write memory or call out (no `Pure`/`NoMemoryEffect`).
fn has_side_effects(name: &str) -> bool {
    matches!(
        name,
        "llvm.load"
            | "llvm.store"
            | "llvm.call"
            | "llvm.invoke"
            | "llvm.alloca"
            | "llvm.atomicrmw"
            | "llvm.cmpxchg"
            | "llvm.fence"
            | "llvm.inline_asm"
            | "llvm.call_intrinsic"
            | "llvm.va_arg"
    ) || (name.starts_with("llvm.intr.") && (name.contains("mem") || name.contains("stack")))
        || !name.starts_with("llvm.")
}

/// `GlobalCtorsOp::verify`.
pub fn ctors(cx: &Cx, op: Op) -> Res {
    structors(cx, op, "ctors", "ctors")
}

/// `GlobalDtorsOp::verify`.
pub fn dtors(cx: &Cx, op: Op) -> Res {
    structors(cx, op, "dtors", "dtors")
}

/// Ctors/dtors come with as many priorities.
fn structors(cx: &Cx, op: Op, list: &str, what: &str) -> Res {
    let len = |name: &str| match cx.prop(op, name).map(|a| cx.ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.len(),
        _ => 0,
    };
    if len(list) != len("priorities") {
        return Err(cx.op_err(op, format!("mismatch between the number of {what} and the number of priorities")));
    }
    Ok(())
}

/// Only comdat selectors live in a comdat's region.
/// `llvm.linker_options` lives directly in a module.
pub fn linker_options(cx: &Cx, op: Op) -> Res {
    match cx.parent_op(op) {
        Some(p) if cx.name(p) == "builtin.module" => Ok(()),
        _ => Err(cx.op_err(op, "must appear at the module level")),
    }
}

pub fn comdat_region(cx: &Cx, op: Op) -> Res {
    for &r in cx.body.op(op).regions.iter() {
        for &b in &cx.body.region(r).blocks {
            for &o in &cx.body.block(b).ops {
                if cx.name(o) != "llvm.comdat_selector" {
                    return Err(cx.err(o, "only comdat selector symbols can appear in a comdat region"));
                }
            }
        }
    }
    Ok(())
}
