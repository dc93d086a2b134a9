//! The LLVM dialect's parameter attributes on function-like ops
//! (`llvm.func`, `func.func`): each `llvm.*` entry of an argument's or
//! result's dictionary is of the attribute kind and on the type LLVM
//! requires (`LLVMDialect::verifyParameterAttribute`,
//! `verifyRegionResultAttribute`; messages quote the name, as MLIR streams
//! a `StringAttr`). The verifier's `FunctionOpInterface` check calls these
//! for the entries of the `llvm` namespace.

use crate::ir::{Attr, AttrKind, Ident, LlvmType, Op, Type, TypeKind};
use crate::verify::api::{is_compatible, Cx, Res};

/// Unit attributes that only make sense on pointers.
const PTR_UNIT: &[&str] = &[
    "llvm.noalias",
    "llvm.readonly",
    "llvm.readnone",
    "llvm.writeonly",
    "llvm.nest",
    "llvm.nocapture",
    "llvm.nofree",
    "llvm.nonnull",
];
/// Type attributes on pointers.
const PTR_TYPE: &[&str] = &["llvm.sret", "llvm.byval", "llvm.byref", "llvm.inalloca", "llvm.preallocated"];
/// Unit attributes on integers.
const INT_UNIT: &[&str] = &["llvm.signext", "llvm.zeroext"];
/// Integer attributes on pointers.
const PTR_INT: &[&str] = &["llvm.align", "llvm.dereferenceable", "llvm.dereferenceable_or_null", "llvm.alignstack"];
/// Unit attributes on any type.
const ANY_UNIT: &[&str] = &["llvm.noundef", "llvm.inreg", "llvm.returned"];
/// Attributes a result may not carry.
const NOT_ON_RESULTS: &[&str] = &[
    "llvm.allocalign",
    "llvm.allocptr",
    "llvm.byval",
    "llvm.byref",
    "llvm.inalloca",
    "llvm.nest",
    "llvm.nocapture",
    "llvm.nofree",
    "llvm.preallocated",
    "llvm.readnone",
    "llvm.readonly",
    "llvm.returned",
    "llvm.alignstack",
    "llvm.sret",
    "llvm.writeonly",
];

/// `LLVMDialect::verifyRegionArgAttribute`: an `llvm.*` entry of an
/// argument's dictionary.
pub fn arg_attr(cx: &Cx, f: Op, ty: Type, _dict: &[(Ident, Attr)], name: &str, value: Attr) -> Res {
    parameter(cx, f, ty, name, value)
}

/// `LLVMDialect::verifyRegionResultAttribute`: an `llvm.*` entry of a
/// result's dictionary.
pub fn result_attr(cx: &Cx, f: Op, ty: Type, name: &str, value: Attr) -> Res {
    if NOT_ON_RESULTS.contains(&name) {
        return Err(cx.err(f, format!("\"{name}\" is not a valid result attribute")));
    }
    parameter(cx, f, ty, name, value)
}

/// `LLVMDialect::verifyParameterAttribute`: the attribute's kind first,
/// then (for LLVM-compatible types) the type it is attached to.
fn parameter(cx: &Cx, f: Op, ty: Type, name: &str, value: Attr) -> Res {
    let check_types = is_compatible(cx.ctx, ty);
    let kind = cx.ctx.attr_kind(value);
    let is_ptr = matches!(cx.ctx.type_kind(ty), TypeKind::Llvm(LlvmType::Ptr { .. }));
    let is_int = matches!(cx.ctx.type_kind(ty), TypeKind::Integer { .. });
    let (attr_ok, attr_words, type_ok, type_words) = if PTR_UNIT.contains(&name) {
        (matches!(kind, AttrKind::Unit), "a unit", is_ptr, "non-pointer")
    } else if PTR_TYPE.contains(&name) {
        (matches!(kind, AttrKind::Type(_)), "a type", is_ptr, "non-pointer")
    } else if INT_UNIT.contains(&name) {
        (matches!(kind, AttrKind::Unit), "a unit", is_int, "non-integer")
    } else if PTR_INT.contains(&name) {
        (matches!(kind, AttrKind::Integer { .. }), "an integer", is_ptr, "non-pointer")
    } else if ANY_UNIT.contains(&name) {
        (matches!(kind, AttrKind::Unit), "a unit", true, "")
    } else {
        return Ok(());
    };
    if !attr_ok {
        return Err(cx.err(f, format!("\"{name}\" should be {attr_words} attribute")));
    }
    if check_types && !type_ok {
        return Err(cx.err(f, format!("\"{name}\" attribute attached to {type_words} LLVM type")));
    }
    Ok(())
}
