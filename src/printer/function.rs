//! Function signatures as every function-like op's hand-written printer
//! shows them (MLIR's `function_interface_impl::printFunctionSignature`):
//! the arguments, named after the entry block's arguments when there is a
//! body, with their attributes and locations, `...` for variadic
//! functions, and the results with their attributes.

use super::custom::OpView;
use super::state::Printer;
use crate::ir::{Attr, AttrKind, Type, TypeKind};

/// The types a function-like op's signature shows.
pub struct FunctionSignature {
    pub params: Vec<Type>,
    pub results: Vec<Type>,
    pub variadic: bool,
}

/// `(%arg0: T {attrs}, ...) -> (R {attrs})`, reading `arg_attrs` and
/// `res_attrs` from the op and argument names from region 0's entry block.
pub fn function_signature(p: &mut Printer<'_>, v: &OpView<'_>, sig: &FunctionSignature) {
    let ctx = p.ctx;
    let body = &v.m.body;
    let d = body.op(v.op);
    let arg_attrs = array_items(ctx, v.prop(ctx, "arg_attrs"));
    let res_attrs = array_items(ctx, v.prop(ctx, "res_attrs"));
    let entry = d.regions.first().and_then(|&r| body.region(r).blocks.first().copied());
    p.out.push('(');
    for (i, &t) in sig.params.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        let arg = entry.and_then(|b| body.block(b).args.get(i).copied());
        if let Some(a) = arg {
            p.value_name(v.names, body, a);
            p.out.push_str(": ");
        }
        p.print_type(t);
        if let Some(&da) = arg_attrs.get(i) {
            dict_attr(p, da);
        }
        if let Some(a) = arg {
            if p.opts.debug_info {
                if let Some(l) = body.value(a).loc {
                    p.inline_loc(l);
                }
            }
        }
    }
    if sig.variadic {
        if !sig.params.is_empty() {
            p.out.push_str(", ");
        }
        p.out.push_str("...");
    }
    p.out.push(')');
    let results = &sig.results;
    if !results.is_empty() {
        p.out.push_str(" -> ");
        let has_attrs = res_attrs.first().is_some_and(|&a| !matches!(ctx.attr_kind(a), AttrKind::Dictionary(e) if e.is_empty()));
        let parens = results.len() > 1 || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. }) || has_attrs;
        if parens {
            p.out.push('(');
        }
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                p.out.push_str(", ");
            }
            p.print_type(t);
            if let Some(&da) = res_attrs.get(i) {
                dict_attr(p, da);
            }
        }
        if parens {
            p.out.push(')');
        }
    }
}

/// ` {a, b = 1}` for a non-empty dictionary attribute.
fn dict_attr(p: &mut Printer<'_>, a: Attr) {
    if let AttrKind::Dictionary(e) = p.ctx.attr_kind(a) {
        let e = e.to_vec();
        p.optional_attr_dict(&e, false);
    }
}

/// The elements of an array attribute.
fn array_items(ctx: &crate::ir::Context, a: Option<Attr>) -> Vec<Attr> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.to_vec(),
        _ => Vec::new(),
    }
}

/// The op's `sym_name` as a symbol (`@name`).
pub fn sym_name(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    if let Some(AttrKind::String { value, .. }) = v.prop(ctx, "sym_name").map(|a| ctx.attr_kind(a)) {
        let s = String::from_utf8_lossy(value).into_owned();
        p.symbol_pub(&s);
    }
}

/// ` {body}` when region 0 has blocks (a definition, not a declaration).
pub fn function_body(p: &mut Printer<'_>, v: &OpView<'_>) {
    let body = &v.m.body;
    if let Some(&r) = body.op(v.op).regions.first() {
        if !body.region(r).blocks.is_empty() {
            p.out.push(' ');
            p.print_region_custom(v.m, v.names, r, v.indent, false);
        }
    }
}
