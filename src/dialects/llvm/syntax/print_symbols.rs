//! The LLVM dialect's symbol-defining ops, printed as MLIR 19 prints
//! them: `llvm.func` (on the engine's function signatures) and
//! `llvm.mlir.global`.

use super::print_common::dialect_word;
use crate::ir::AttrKind;
use crate::printer::api::{
    all_attrs, attr_to_string, function_body, function_signature, signature_of, sym_name, OpView, Printer,
};

/// `linkage`, visibility, `unnamed_addr` and calling convention words
/// that precede a symbol (a global always shows its linkage, and may be
/// `thread_local`).
pub fn symbol_keywords(p: &mut Printer<'_>, v: &OpView<'_>, global: bool) {
    let ctx = p.ctx;
    if let Some(l) = dialect_word(p, v, "linkage") {
        if global || l != "external" {
            p.out.push_str(&l);
            p.out.push(' ');
        }
    }
    for (name, e) in [("visibility_", "Visibility")] {
        if let Some(w) = v.prop(ctx, name).and_then(|a| ctx.int_value(a)).and_then(|x| crate::ods::enum_def(e)?.keyword(x as i64)) {
            if !w.is_empty() {
                p.out.push_str(w);
                p.out.push(' ');
            }
        }
    }
    if global && v.prop(ctx, "thread_local_").is_some() {
        p.out.push_str("thread_local ");
    }
    if let Some(w) =
        v.prop(ctx, "unnamed_addr").and_then(|a| ctx.int_value(a)).and_then(|x| crate::ods::enum_def("UnnamedAddr")?.keyword(x as i64))
    {
        if !w.is_empty() {
            p.out.push_str(w);
            p.out.push(' ');
        }
    }
}

/// `llvm.func [linkage] [cconv] @name(signature) [vscale_range(a, b)]
/// [comdat(...)] [attributes {...}] [{body}]`.
pub fn print_function(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    p.out.push(' ');
    symbol_keywords(p, v, false);
    if let Some(cc) = dialect_word(p, v, "CConv").filter(|c| c != "ccc") {
        p.out.push_str(&cc);
        p.out.push(' ');
    }
    sym_name(p, v);
    let signature = signature_of(p, v);
    function_signature(p, v, &signature);
    if let Some(vr) = v.prop(ctx, "vscale_range") {
        let text = attr_to_string(ctx, vr);
        let nums: Vec<&str> = text
            .split(|c: char| !c.is_ascii_digit())
            .filter(|s| !s.is_empty())
            .collect();
        // `#llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>`
        let ints: Vec<&str> = nums.iter().copied().filter(|n| *n != "32").collect();
        if ints.len() >= 2 {
            p.out.push_str(" vscale_range(");
            p.out.push_str(ints[0]);
            p.out.push_str(", ");
            p.out.push_str(ints[1]);
            p.out.push(')');
        }
    }
    if let Some(c) = v.prop(ctx, "comdat") {
        p.out.push_str(" comdat(");
        p.print_attr(c);
        p.out.push(')');
    }
    let elided: &[&str] = &[
        "function_type", "arg_attrs", "res_attrs", "linkage", "CConv", "visibility_", "comdat", "unnamed_addr",
        "vscale_range", "sym_name",
    ];
    let attrs: Vec<_> = all_attrs(ctx, v).into_iter().filter(|(n, _)| !elided.contains(&ctx.str(*n))).collect();
    p.optional_attr_dict(&attrs, true);
    function_body(p, v);
}

pub fn print_global(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let body = &v.m.body;
    let d = body.op(v.op);
    p.out.push(' ');
    symbol_keywords(p, v, true);
    if v.prop(ctx, "constant").is_some() {
        p.out.push_str("constant ");
    }
    sym_name(p, v);
    p.out.push('(');
    let value = v.prop(ctx, "value");
    if let Some(val) = value {
        p.print_attr(val);
    }
    p.out.push(')');
    if let Some(c) = v.prop(ctx, "comdat") {
        p.out.push_str(" comdat(");
        p.print_attr(c);
        p.out.push(')');
    }
    let attrs = {
        let elided = [
            "sym_name", "global_type", "constant", "value", "linkage", "unnamed_addr", "thread_local_", "visibility_",
            "comdat",
        ];
        all_attrs(ctx, v).into_iter().filter(|(n, _)| !elided.contains(&ctx.str(*n))).collect::<Vec<_>>()
    };
    p.optional_attr_dict(&attrs, false);
    if matches!(value.map(|a| ctx.attr_kind(a)), Some(AttrKind::String { .. })) {
        return;
    }
    p.out.push_str(" : ");
    if let Some(AttrKind::Type(t)) = v.prop(ctx, "global_type").map(|a| ctx.attr_kind(a)) {
        p.print_type(*t);
    }
    if let Some(&r) = d.regions.first() {
        if !body.region(r).blocks.is_empty() {
            p.out.push(' ');
            p.print_region_custom(v.m, v.names, r, v.indent, false);
        }
    }
}
