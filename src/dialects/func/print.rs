//! The func dialect's hand-written printing: `func.func` as MLIR's
//! `function_interface_impl::printFunctionOp` prints it (visibility, name,
//! the engine's signature, `attributes {...}`, body); inside its body the
//! func ops are printed without their namespace (`return`).

use crate::ir::AttrKind;
use crate::printer::api::{
    all_attrs, function_body, function_signature, signature_of, sym_name, DialectPrint, OpPrint, OpView, Printer,
};

/// `func.func [private] @name(signature) [attributes {...}] [{body}]`.
pub fn print_func(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    p.out.push(' ');
    if let Some(AttrKind::String { value, .. }) = v.prop(ctx, "sym_visibility").map(|a| ctx.attr_kind(a)) {
        p.out.push_str(&String::from_utf8_lossy(value));
        p.out.push(' ');
    }
    sym_name(p, v);
    let signature = signature_of(p, v);
    function_signature(p, v, &signature);
    let elided: &[&str] = &["function_type", "arg_attrs", "res_attrs", "sym_visibility", "sym_name"];
    let attrs: Vec<_> = all_attrs(ctx, v).into_iter().filter(|(n, _)| !elided.contains(&ctx.str(*n))).collect();
    p.optional_attr_dict(&attrs, true);
    function_body(p, v);
}

/// The func dialect's printing rows.
pub const PRINT: DialectPrint = DialectPrint {
    ops: &[OpPrint { op: "func.func", print: Some(print_func), default_dialect: Some("func"), ..OpPrint::NONE }],
    ..DialectPrint::EMPTY
};
