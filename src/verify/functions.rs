//! What `FunctionOpInterface` checks on function-like ops (the
//! `FUNCTION_LIKE` trait: `llvm.func`, `func.func`): one attribute
//! dictionary per argument and result (`arg_attrs`, `res_attrs`), each
//! entry checked by the dialect of its namespace
//! (`verifyRegionArgAttribute`, `verifyRegionResultAttribute`: the
//! [`super::api::DialectVerify`] rows), then the entry block's arguments
//! against the signature.

use super::api::{Cx, Res};
use crate::ir::{AttrKind, LlvmType, Op, Type, TypeKind};

/// The argument and result types of a function op: its `function_type`,
/// a builtin function type or an LLVM one (a `void` result is none).
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

/// The verify hooks of the dialect an attribute name's namespace names.
fn dialect_of(name: &str) -> Option<&'static crate::ods::Dialect> {
    let (namespace, _) = name.split_once('.')?;
    crate::ods::dialect(namespace)
}

/// `function_interface_impl::verifyTrait`'s attribute checks, then each
/// entry's dialect check, then the entry block.
pub fn check(cx: &Cx, f: Op) -> Res {
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
                if !name.contains('.') {
                    let plural = if what == "argument" { "arguments" } else { "results" };
                    return Err(cx.op_err(f, format!("{plural} may only have dialect attributes")));
                }
                let Some(d) = dialect_of(name) else { continue };
                if what == "argument" {
                    if let Some(check) = d.verify.arg_attr {
                        check(cx, f, ty, entries, name, value)?;
                    }
                } else if let Some(check) = d.verify.result_attr {
                    check(cx, f, ty, name, value)?;
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
