//! What several of the LLVM dialect's verifiers share: an `llvm.func`'s
//! type, `void`, and the `comdat` reference of functions and globals.

use crate::ir::{AttrKind, LlvmType, Op, Type, TypeKind};
use crate::verify::api::{Cx, Res};

/// The function type of an `llvm.func` (its `function_type` property):
/// result, parameters, whether it is variadic.
pub fn func_type(cx: &Cx, f: Op) -> Option<(Type, Box<[Type]>, bool)> {
    let t = cx.prop(f, "function_type")?;
    let AttrKind::Type(t) = cx.ctx.attr_kind(t) else { return None };
    match cx.ctx.type_kind(*t) {
        TypeKind::Llvm(LlvmType::Func { ret, params, vararg }) => Some((*ret, params.clone(), *vararg)),
        _ => None,
    }
}

pub fn is_void(cx: &Cx, t: Type) -> bool {
    matches!(cx.ctx.type_kind(t), TypeKind::Llvm(LlvmType::Void))
}

/// A global's or function's `comdat(@table::@selector)` names a selector.
pub fn comdat(cx: &Cx, op: Op) -> Res {
    let Some(c) = cx.prop(op, "comdat") else { return Ok(()) };
    match cx.lookup_ref(op, c) {
        Some(s) if cx.name(s) == "llvm.comdat_selector" => Ok(()),
        _ => Err(cx.err(op, "expected comdat symbol")),
    }
}
