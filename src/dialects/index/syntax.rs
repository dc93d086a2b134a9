//! The index dialect's hand-written custom forms, as MLIR 19 prints them:
//! `index.cmp slt(%a, %b)` (the predicate of `#index<cmp_predicate slt>`
//! written bare) and `index.constant 42` (an `index` integer), and the
//! result names of the constants (`%idx42`, `%true`/`%false`).

use crate::ir::{Attr, AttrKind, Body, BodyItem, Context, IntValue, Op, TypeKind};
use crate::parser::api::*;
use crate::printer::api::{attrs_except, print_value, DialectPrint, OpPrint, OpView, Printer};

/// The predicates of `index.cmp`, in the enum's order (the same numbers
/// as LLVM's `icmp` predicates).
pub const PREDICATES: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// `#index<cmp_predicate w>`, built as the parser keeps it.
fn predicate_attr(ctx: &mut Context, word: &str) -> Attr {
    let name = ctx.ident("index");
    let items = vec![
        BodyItem::Text(ctx.ident("<"), false),
        BodyItem::Text(ctx.ident("cmp_predicate"), false),
        BodyItem::Text(ctx.ident(word), true),
        BodyItem::Text(ctx.ident(">"), false),
    ];
    ctx.attr(AttrKind::Dialect { name, body: Some(items.into()) })
}

/// The predicate word of an `index.cmp` predicate attribute.
pub fn predicate_word(ctx: &Context, a: Attr) -> Option<&str> {
    let AttrKind::Dialect { body: Some(items), .. } = ctx.attr_kind(a) else { return None };
    let words: Vec<&str> = items
        .iter()
        .filter_map(|i| match i {
            BodyItem::Text(t, _) => Some(ctx.str(*t)),
            _ => None,
        })
        .collect();
    match words[..] {
        ["<", "cmp_predicate", w, ">"] if PREDICATES.contains(&w) => Some(w),
        _ => None,
    }
}

/// `index.cmp pred(%lhs, %rhs) {attrs}`.
pub fn parse_cmp<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, _: &HookArgs<'_>) -> Result<(), E::Error> {
    let src = subs.src;
    let t = expect_kind(inp, Kind::BareId, "predicate")?;
    let word = t.text(src);
    if !PREDICATES.contains(&word) {
        return Err(err_here(inp, format!("expected one of [{}] for index comparison predicate, got: {word}", PREDICATES.join(", "))));
    }
    expect_kind(inp, Kind::LParen, "'('")?;
    let lhs = inp.parse(subs.value_use.clone())?;
    expect_kind(inp, Kind::Comma, "','")?;
    let rhs = inp.parse(subs.value_use.clone())?;
    expect_kind(inp, Kind::RParen, "')'")?;
    parse_opt_dict(inp, subs, p)?;
    let s = st(inp);
    let pred = predicate_attr(&mut s.ctx, word);
    p.set_prop(s, "pred", pred);
    let index = s.ctx.ty(TypeKind::Index);
    let i1 = s.ctx.int_type(1);
    p.operands[0].push(lhs);
    p.operands[1].push(rhs);
    p.operand_types[0] = Some(vec![index]);
    p.operand_types[1] = Some(vec![index]);
    p.result_types[0] = Some(vec![i1]);
    Ok(())
}

/// `index.constant 42 {attrs}`.
pub fn parse_constant<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, _: &HookArgs<'_>) -> Result<(), E::Error> {
    let src = subs.src;
    let neg = eat_kind(inp, Kind::Minus);
    let t = expect_kind(inp, Kind::Int, "integer value")?;
    let text = t.text(src);
    let parsed = if let Some(hex) = text.strip_prefix("0x") { i128::from_str_radix(hex, 16).ok() } else { text.parse::<i128>().ok() };
    let Some(v) = parsed.map(|v| if neg { -v } else { v }) else {
        return Err(err_here(inp, "integer constant out of range for attribute"));
    };
    if v > u64::MAX as i128 || v < i64::MIN as i128 {
        return Err(err_here(inp, "integer constant out of range for attribute"));
    }
    // `index` values are 64 bits wide: keep the signed reading.
    let v = v as u64 as i64 as i128;
    parse_opt_dict(inp, subs, p)?;
    let s = st(inp);
    let index = s.ctx.ty(TypeKind::Index);
    let value = s.ctx.attr(AttrKind::Integer { value: IntValue::Small(v), ty: index });
    p.set_prop(s, "value", value);
    p.result_types[0] = Some(vec![index]);
    Ok(())
}

/// Prints `index.cmp`.
pub fn print_cmp(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let d = v.m.body.op(v.op);
    p.out.push(' ');
    if let Some(w) = v.prop(ctx, "pred").and_then(|a| predicate_word(ctx, a)) {
        p.out.push_str(w);
    }
    p.out.push('(');
    print_value(p, v, d.operands[0]);
    p.out.push_str(", ");
    print_value(p, v, d.operands[1]);
    p.out.push(')');
    let attrs = attrs_except(p, v, &["pred"]);
    p.optional_attr_dict(&attrs, false);
}

/// Prints `index.constant`.
pub fn print_constant(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    p.out.push(' ');
    if let Some(AttrKind::Integer { value, .. }) = v.prop(ctx, "value").map(|a| ctx.attr_kind(a)) {
        p.out.push_str(&value.to_decimal());
    }
    let attrs = attrs_except(p, v, &["value"]);
    p.optional_attr_dict(&attrs, false);
}

/// Whether `index.cmp` has its predicate and two operands.
fn cmp_printable(ctx: &Context, _: &Body, d: &crate::ir::OpData) -> bool {
    d.operands.len() == 2 && d.properties.and_then(|p| ctx.dict_get_str(p, "pred")).is_some_and(|a| predicate_word(ctx, a).is_some())
}

/// Whether `index.constant` has an integer value.
fn constant_printable(ctx: &Context, _: &Body, d: &crate::ir::OpData) -> bool {
    matches!(d.properties.and_then(|p| ctx.dict_get_str(p, "value")).map(|a| ctx.attr_kind(a)), Some(AttrKind::Integer { .. }))
}

/// `%idx42` (MLIR's `ConstantOp::getAsmResultNames`).
fn constant_name(ctx: &Context, body: &Body, op: Op) -> Option<String> {
    let value = body.op(op).properties.and_then(|p| ctx.dict_get_str(p, "value"))?;
    match ctx.attr_kind(value) {
        AttrKind::Integer { value, .. } => Some(format!("idx{}", value.to_decimal())),
        _ => None,
    }
}

/// `%true` / `%false`.
fn bool_constant_name(ctx: &Context, body: &Body, op: Op) -> Option<String> {
    let value = body.op(op).properties.and_then(|p| ctx.dict_get_str(p, "value"))?;
    match ctx.attr_kind(value) {
        AttrKind::Bool(b) => Some(if *b { "true" } else { "false" }.to_string()),
        _ => None,
    }
}

/// The index dialect's parsing rows.
pub const SYNTAX: DialectSyntax = DialectSyntax {
    ops: &[
        OpSyntax { op: "index.cmp", parse: Some(parse_hook!(parse_cmp)), slots: (2, 0, 1), ..OpSyntax::NONE },
        OpSyntax { op: "index.constant", parse: Some(parse_hook!(parse_constant)), slots: (0, 0, 1), ..OpSyntax::NONE },
    ],
    ..DialectSyntax::EMPTY
};

/// The index dialect's printing rows.
pub const PRINT: DialectPrint = DialectPrint {
    ops: &[
        OpPrint { op: "index.cmp", print: Some(print_cmp), printable: Some(cmp_printable), ..OpPrint::NONE },
        OpPrint {
            op: "index.constant",
            print: Some(print_constant),
            printable: Some(constant_printable),
            result_name: Some(constant_name),
            ..OpPrint::NONE
        },
        OpPrint { op: "index.bool.constant", result_name: Some(bool_constant_name), ..OpPrint::NONE },
    ],
    ..DialectPrint::EMPTY
};
