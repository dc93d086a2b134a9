//! Custom forms of `omp.wsloop` and `omp.loop_nest` as mlir-opt-19 prints
//! them: the wsloop clauses in their declaration order (`linear`,
//! `schedule`, `nowait`, `ordered`, `order`), the region, then the
//! remaining attributes; a loop nest's induction variables, bounds and
//! steps before its region, and no attribute dictionary at all (MLIR's
//! printer has none).

use crate::ir::{AttrKind, Body, Context, OpData, Value};
use crate::printer::api::{all_attrs, DialectPrint, OpPrint, OpView, Printer};

/// Inherent attributes of `omp.wsloop` that its clauses show.
const WSLOOP_CLAUSE_ATTRS: &[&str] = &[
    "operandSegmentSizes", "nowait", "ordered_val", "order_val", "order_mod", "schedule_val", "schedule_modifier",
    "simd_modifier", "reductions", "reduction_vars_byref",
];

/// The number of arguments of region `i`'s entry block.
fn entry_args(body: &Body, d: &OpData, i: usize) -> Option<usize> {
    d.regions.get(i).and_then(|&r| body.region(r).blocks.first()).map(|&b| body.block(b).args.len())
}

/// Whether the custom printer can show this wsloop faithfully: not with
/// reductions (the generic form is printed instead).
pub fn wsloop_printable(ctx: &Context, body: &Body, d: &OpData) -> bool {
    let reductions = d.properties.and_then(|p| ctx.dict_get_str(p, "reductions")).is_some();
    !reductions && entry_args(body, d, 0).unwrap_or(0) == 0
}

/// Whether a loop nest is well formed enough for its custom form.
pub fn loop_nest_printable(_: &Context, body: &Body, d: &OpData) -> bool {
    entry_args(body, d, 0).is_some_and(|n| n > 0 && d.operands.len() == 3 * n)
}

/// The word inside `#omp<mnemonic word>`, as a clause spells it.
pub fn omp_word(p: &Printer<'_>, v: &OpView<'_>, name: &str) -> Option<String> {
    let a = v.prop(p.ctx, name)?;
    match p.ctx.attr_kind(a) {
        AttrKind::Opaque { text } => {
            let inner = text.strip_prefix("omp<")?.strip_suffix('>')?;
            Some(inner.split_once(' ').map_or(inner, |(_, w)| w).trim().to_string())
        }
        _ => None,
    }
}

pub fn value_and_type(p: &mut Printer<'_>, v: &OpView<'_>, x: Value) {
    p.value_name(v.names, &v.m.body, x);
    p.out.push_str(" : ");
    p.print_type(v.m.body.value(x).ty);
}

pub fn print_wsloop(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let group = |name: &str| v.def.operand_index(name).map(|i| v.operand_group(ctx, i)).unwrap_or_default();
    let linear = group("linear_vars");
    let steps = group("linear_step_vars");
    if !linear.is_empty() {
        p.out.push_str(" linear(");
        for (i, (&var, &step)) in linear.iter().zip(steps.iter()).enumerate() {
            if i > 0 {
                p.out.push_str(", ");
            }
            p.value_name(v.names, &v.m.body, var);
            p.out.push_str(" = ");
            p.value_name(v.names, &v.m.body, step);
            p.out.push_str(" : ");
            p.print_type(v.m.body.value(var).ty);
        }
        p.out.push(')');
    }
    if let Some(kind) = omp_word(p, v, "schedule_val") {
        p.out.push_str(" schedule(");
        p.out.push_str(&kind);
        if let Some(&chunk) = group("schedule_chunk_var").first() {
            p.out.push_str(" = ");
            value_and_type(p, v, chunk);
        }
        if let Some(m) = omp_word(p, v, "schedule_modifier") {
            p.out.push_str(", ");
            p.out.push_str(&m);
        }
        if v.prop(ctx, "simd_modifier").is_some() {
            p.out.push_str(", simd");
        }
        p.out.push(')');
    }
    if v.prop(ctx, "nowait").is_some() {
        p.out.push_str(" nowait");
    }
    if let Some(n) = v.prop(ctx, "ordered_val").and_then(|a| ctx.int_value(a)) {
        p.out.push_str(" ordered(");
        p.push_i128_pub(n);
        p.out.push(')');
    }
    if let Some(kind) = omp_word(p, v, "order_val") {
        p.out.push_str(" order(");
        if let Some(m) = omp_word(p, v, "order_mod") {
            p.out.push_str(&m);
            p.out.push(':');
        }
        p.out.push_str(&kind);
        p.out.push(')');
    }
    if let Some(&r) = v.m.body.op(v.op).regions.first() {
        p.out.push(' ');
        p.print_region_custom(v.m, v.names, r, v.indent, false);
    }
    let attrs: Vec<_> =
        all_attrs(ctx, v).into_iter().filter(|(n, _)| !WSLOOP_CLAUSE_ATTRS.contains(&ctx.str(*n))).collect();
    p.optional_attr_dict(&attrs, false);
}

pub fn print_loop_nest(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let body = &v.m.body;
    let Some(&r) = body.op(v.op).regions.first() else { return };
    let Some(&entry) = body.region(r).blocks.first() else { return };
    let ivs = body.block(entry).args.to_vec();
    let Some(&first) = ivs.first() else { return };
    let operands = body.op(v.op).operands.to_vec();
    let n = ivs.len();
    p.out.push_str(" (");
    p.value_list(v, &ivs);
    p.out.push_str(") : ");
    p.print_type(body.value(first).ty);
    p.out.push_str(" = (");
    p.value_list(v, &operands[..n.min(operands.len())]);
    p.out.push_str(") to (");
    p.value_list(v, operands.get(n..2 * n).unwrap_or(&[]));
    p.out.push_str(") ");
    if v.prop(ctx, "inclusive").is_some() {
        p.out.push_str("inclusive ");
    }
    p.out.push_str("step (");
    p.value_list(v, operands.get(2 * n..3 * n).unwrap_or(&[]));
    p.out.push_str(") ");
    p.print_region_custom(v.m, v.names, r, v.indent, false);
}

/// The omp dialect's printing rows.
pub const PRINT: DialectPrint = DialectPrint {
    ops: &[
        OpPrint { op: "omp.wsloop", print: Some(print_wsloop), printable: Some(wsloop_printable), ..OpPrint::NONE },
        OpPrint {
            op: "omp.loop_nest",
            print: Some(print_loop_nest),
            printable: Some(loop_nest_printable),
            hides_entry_arg_locs: true,
            ..OpPrint::NONE
        },
    ],
    ..DialectPrint::EMPTY
};
