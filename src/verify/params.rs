//! What `FunctionOpInterface` checks on `llvm.func`/`func.func`: parameter
//! attributes (`arg_attrs`, `res_attrs`: one dictionary per argument and
//! result, and each `llvm.*` entry of the attribute kind and on the type
//! LLVM requires, `LLVMDialect::verifyParameterAttribute`,
//! `verifyRegionResultAttribute`; messages quote the name, as MLIR streams
//! a `StringAttr`), then the entry block's arguments against the signature.

use super::{Cx, Res};
use crate::ir::{Attr, AttrKind, LlvmType, Op, Type, TypeKind};

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

/// The argument and result types of a function op.
fn signature(cx: &Cx, f: Op) -> Option<(Vec<Type>, Vec<Type>)> {
    let t = cx.prop(f, "function_type")?;
    let AttrKind::Type(t) = cx.ctx.attr_kind(t) else { return None };
    match cx.ctx.type_kind(*t) {
        TypeKind::Llvm(LlvmType::Func { ret, params, .. }) => {
            let results = if matches!(cx.ctx.type_kind(*ret), TypeKind::Llvm(LlvmType::Void)) { vec![] } else { vec![*ret] };
            Some((params.to_vec(), results))
        }
        TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

/// `function_interface_impl::verifyTrait`'s attribute checks, then the
/// LLVM dialect's per-entry checks.
pub fn check_function(cx: &Cx, f: Op) -> Res {
    let Some((args, results)) = signature(cx, f) else { return Ok(()) };
    for (key, what, types) in [("arg_attrs", "argument", &args), ("res_attrs", "result", &results)] {
        let Some(a) = cx.prop(f, key) else { continue };
        let AttrKind::Array(dicts) = cx.ctx.attr_kind(a) else { continue };
        if dicts.len() != types.len() {
            let plural = if what == "argument" { "arguments" } else { "results" };
            return Err(cx.op_err(
                f,
                format!(
                    "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {}",
                    dicts.len(),
                    types.len()
                ),
            ));
        }
        for (&dict, &ty) in dicts.iter().zip(types.iter()) {
            let AttrKind::Dictionary(entries) = cx.ctx.attr_kind(dict) else {
                return Err(cx.op_err(f, format!("expects {what} attribute dictionaries")));
            };
            for &(name, value) in entries.iter() {
                let name = cx.ctx.str(name);
                if what == "result" && NOT_ON_RESULTS.contains(&name) {
                    return Err(cx.err(f, format!("\"{name}\" is not a valid result attribute")));
                }
                parameter(cx, f, ty, name, value)?;
                if what == "argument" {
                    super::gpu_attrs::check_arg_attr(cx, f, entries, name, value)?;
                }
            }
        }
    }
    entry_block(cx, f, &args)
}

/// `FunctionOpInterface::verifyBody`: the entry block takes the
/// signature's arguments.
fn entry_block(cx: &Cx, f: Op, inputs: &[Type]) -> Res {
    let Some(&r) = cx.body.op(f).regions.first() else { return Ok(()) };
    let Some(&entry) = cx.body.region(r).blocks.first() else { return Ok(()) };
    let args = &cx.body.block(entry).args;
    if args.len() != inputs.len() {
        return Err(cx.op_err(f, format!("entry block must have {} arguments to match function signature", inputs.len())));
    }
    for (i, (&a, &want)) in args.iter().zip(inputs).enumerate() {
        let got = cx.body.value(a).ty;
        if got != want {
            return Err(cx.op_err(
                f,
                format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    cx.ts(got),
                    cx.ts(want)
                ),
            ));
        }
    }
    Ok(())
}

/// `LLVMDialect::verifyParameterAttribute`: the attribute's kind first,
/// then (for LLVM-compatible types) the type it is attached to.
fn parameter(cx: &Cx, f: Op, ty: Type, name: &str, value: Attr) -> Res {
    let check_types = super::constraints::is_compatible(cx.ctx, ty);
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
