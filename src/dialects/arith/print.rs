//! The arith dialect's hand-written printing: `arith.constant`,
//! `arith.addi` and `arith.select` as MLIR 19's C++ printers print them,
//! and the names `arith.constant` gives its result (`%c42_i32`, `%true`,
//! `%cst`).

use crate::ir::{AttrKind, Body, Context, Op, TypeKind};
use crate::printer::api::{attrs_except, print_value, type_to_string, DialectPrint, OpPrint, OpView, Printer};

/// `arith.constant {attrs} 42 : i32` (the value with its type).
pub fn print_arith_constant(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let attrs = attrs_except(p, v, &["value"]);
    p.optional_attr_dict(&attrs, false);
    if let Some(value) = v.prop(ctx, "value") {
        p.out.push(' ');
        p.print_attr(value);
    }
}

/// `arith.addi %a, %b [overflow<nsw>] {attrs} : T`.
pub fn print_arith_addi(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let d = v.m.body.op(v.op);
    if d.operands.len() != 2 {
        return;
    }
    p.out.push(' ');
    print_value(p, v, d.operands[0]);
    p.out.push_str(", ");
    print_value(p, v, d.operands[1]);
    let flags = v.prop(ctx, "overflowFlags").and_then(|a| ctx.dialect_words(a)).map(|(_, w)| w);
    if let Some(words) = flags.filter(|w| !w.is_empty() && *w != ["none"]) {
        p.out.push_str(" overflow<");
        p.out.push_str(&words.join(", "));
        p.out.push('>');
    }
    let attrs = attrs_except(p, v, &["overflowFlags"]);
    p.optional_attr_dict(&attrs, false);
    p.out.push_str(" : ");
    p.print_type(v.m.body.value(d.operands[0]).ty);
}

/// `arith.select %c, %a, %b {attrs} : T`, with `CondT, ` first when
/// the condition is shaped.
pub fn print_arith_select(p: &mut Printer<'_>, v: &OpView<'_>) {
    let d = v.m.body.op(v.op);
    if d.operands.len() != 3 {
        return;
    }
    p.out.push(' ');
    for (i, &x) in d.operands.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        print_value(p, v, x);
    }
    let attrs = attrs_except(p, v, &[]);
    p.optional_attr_dict(&attrs, false);
    p.out.push_str(" : ");
    let cond = v.m.body.value(d.operands[0]).ty;
    if matches!(p.ctx.type_kind(cond), TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }) {
        p.print_type(cond);
        p.out.push_str(", ");
    }
    p.print_type(v.m.body.value(d.operands[1]).ty);
}

/// The name `arith.constant` gives its result (MLIR's
/// `ConstantOp::getAsmResultNames`).
pub fn constant_result_name(ctx: &Context, body: &Body, op: Op) -> Option<String> {
    let data = body.op(op);
    let value = data.properties.and_then(|p| ctx.dict_get_str(p, "value"))?;
    Some(match ctx.attr_kind(value) {
        AttrKind::Integer { value, ty } => match ctx.type_kind(*ty) {
            TypeKind::Integer { width: 1, .. } => (if value.is_zero() { "false" } else { "true" }).to_string(),
            TypeKind::Integer { .. } => format!("c{}_{}", value.to_decimal(), type_to_string(ctx, *ty)),
            _ => format!("c{}", value.to_decimal()),
        },
        AttrKind::Bool(b) => (if *b { "true" } else { "false" }).to_string(),
        _ => "cst".to_string(),
    })
}

/// The arith dialect's printing rows.
pub const PRINT: DialectPrint = DialectPrint {
    ops: &[
        OpPrint {
            op: "arith.constant",
            print: Some(print_arith_constant),
            result_name: Some(constant_result_name),
            ..OpPrint::NONE
        },
        OpPrint { op: "arith.addi", print: Some(print_arith_addi), ..OpPrint::NONE },
        OpPrint { op: "arith.select", print: Some(print_arith_select), ..OpPrint::NONE },
    ],
    ..DialectPrint::EMPTY
};
