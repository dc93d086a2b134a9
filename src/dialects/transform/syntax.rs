//! The transform dialect's hand-written forms: `transform.named_sequence`
//! (the engine's function-like form, [`function_op`], as `func.func`), and the
//! type-converter descriptor whose `DefaultValuedOptionalAttr`s are kept
//! only when written and left out of the custom form when they equal
//! their default.

use crate::ir::AttrKind;
use crate::parser::api::*;
use crate::printer::api::{
    all_attrs, attr_to_string, function_body as print_function_body, function_signature, signature_of, sym_name as print_sym_name, DialectPrint,
    OpPrint, OpView, Printer,
};

/// The memref type converter's optional properties and the defaults its
/// custom form leaves out, as MLIR prints them.
pub const CONVERTER_DEFAULTS: &[(&str, &str)] =
    &[("use_aligned_alloc", "false"), ("index_bitwidth", "64 : i64"), ("use_generic_functions", "false"), ("use_bare_ptr_call_conv", "false")];

/// `attr-dict`: written properties are kept as written (none is filled in).
pub fn parse_attr_dict_only<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    parse_opt_dict(inp, subs, p)
}

/// The parsing rows.
pub const SYNTAX: DialectSyntax = DialectSyntax {
    ops: &[
        OpSyntax { op: "transform.named_sequence", parse: Some(parse_hook!(function_op)), ..OpSyntax::NONE },
        OpSyntax {
            op: "transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter",
            parse: Some(parse_hook!(parse_attr_dict_only)),
            ..OpSyntax::NONE
        },
    ],
    ..DialectSyntax::EMPTY
};

/// The named sequence as MLIR's `printFunctionOp` prints it.
fn print_named_sequence(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    p.out.push(' ');
    if let Some(AttrKind::String { value, .. }) = v.prop(ctx, "sym_visibility").map(|a| ctx.attr_kind(a)) {
        p.out.push_str(&String::from_utf8_lossy(value));
        p.out.push(' ');
    }
    print_sym_name(p, v);
    let signature = signature_of(p, v);
    function_signature(p, v, &signature);
    let elided: &[&str] = &["function_type", "arg_attrs", "res_attrs", "sym_visibility", "sym_name"];
    let attrs: Vec<_> = all_attrs(ctx, v).into_iter().filter(|(n, _)| !elided.contains(&ctx.str(*n))).collect();
    p.optional_attr_dict(&attrs, true);
    print_function_body(p, v);
}

/// `attr-dict` without the optional properties equal to their defaults.
fn print_type_converter(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let attrs: Vec<_> = all_attrs(ctx, v)
        .into_iter()
        .filter(|&(n, a)| {
            let name = ctx.str(n);
            !CONVERTER_DEFAULTS.iter().any(|&(k, d)| k == name && attr_to_string(ctx, a) == d)
        })
        .collect();
    p.optional_attr_dict(&attrs, false);
}

/// The printing rows.
pub const PRINT: DialectPrint = DialectPrint {
    ops: &[
        OpPrint { op: "transform.named_sequence", print: Some(print_named_sequence), ..OpPrint::NONE },
        OpPrint { op: "transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter", print: Some(print_type_converter), ..OpPrint::NONE },
    ],
    ..DialectPrint::EMPTY
};
