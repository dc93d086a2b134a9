//! Custom forms of `omp.wsloop` and `omp.loop_nest` as mlir-opt-19 prints
//! them: the wsloop clauses in their declaration order (`linear`,
//! `schedule`, `nowait`, `ordered`, `order`), the region, then the
//! remaining attributes; a loop nest's induction variables, bounds and
//! steps before its region, and no attribute dictionary at all (MLIR's
//! printer has none).

use super::custom::{all_attrs, OpView};
use super::Printer;
use crate::ir::{AttrKind, Context, OpData, Value};

/// Inherent attributes of `omp.wsloop` that its clauses show.
const WSLOOP_CLAUSE_ATTRS: &[&str] = &[
    "operandSegmentSizes", "nowait", "ordered_val", "order_val", "order_mod", "schedule_val", "schedule_modifier",
    "simd_modifier", "reductions", "reduction_vars_byref",
];

/// Whether the custom printers below can show this op faithfully; when not
/// (reductions, malformed nests) the generic form is printed instead.
pub fn printable(ctx: &Context, body: &crate::ir::Body, d: &OpData) -> bool {
    let entry_args = |i: usize| {
        d.regions.get(i).and_then(|&r| body.region(r).blocks.first()).map(|&b| body.block(b).args.len())
    };
    match ctx.str(d.name) {
        "omp.wsloop" => {
            let reductions = d.properties.and_then(|p| ctx.dict_get_str(p, "reductions")).is_some();
            !reductions && entry_args(0).unwrap_or(0) == 0
        }
        "omp.loop_nest" => entry_args(0).is_some_and(|n| n > 0 && d.operands.len() == 3 * n),
        _ => true,
    }
}

impl Printer<'_> {
    /// The word inside `#omp<mnemonic word>`, as a clause spells it.
    fn omp_word(&self, v: &OpView<'_>, name: &str) -> Option<String> {
        let a = v.prop(self.ctx, name)?;
        match self.ctx.attr_kind(a) {
            AttrKind::Opaque { text } => {
                let inner = text.strip_prefix("omp<")?.strip_suffix('>')?;
                Some(inner.split_once(' ').map_or(inner, |(_, w)| w).trim().to_string())
            }
            _ => None,
        }
    }

    fn value_and_type(&mut self, v: &OpView<'_>, x: Value) {
        v.names.value(&v.m.body, x, &mut self.out);
        self.out.push_str(" : ");
        self.print_type(v.m.body.value(x).ty);
    }

    pub(super) fn print_wsloop(&mut self, v: &OpView<'_>) {
        let ctx = self.ctx;
        let group = |name: &str| v.def.operand_index(name).map(|i| v.operand_group(ctx, i)).unwrap_or_default();
        let linear = group("linear_vars");
        let steps = group("linear_step_vars");
        if !linear.is_empty() {
            self.out.push_str(" linear(");
            for (i, (&var, &step)) in linear.iter().zip(steps.iter()).enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                v.names.value(&v.m.body, var, &mut self.out);
                self.out.push_str(" = ");
                v.names.value(&v.m.body, step, &mut self.out);
                self.out.push_str(" : ");
                self.print_type(v.m.body.value(var).ty);
            }
            self.out.push(')');
        }
        if let Some(kind) = self.omp_word(v, "schedule_val") {
            self.out.push_str(" schedule(");
            self.out.push_str(&kind);
            if let Some(&chunk) = group("schedule_chunk_var").first() {
                self.out.push_str(" = ");
                self.value_and_type(v, chunk);
            }
            if let Some(m) = self.omp_word(v, "schedule_modifier") {
                self.out.push_str(", ");
                self.out.push_str(&m);
            }
            if v.prop(ctx, "simd_modifier").is_some() {
                self.out.push_str(", simd");
            }
            self.out.push(')');
        }
        if v.prop(ctx, "nowait").is_some() {
            self.out.push_str(" nowait");
        }
        if let Some(n) = v.prop(ctx, "ordered_val").and_then(|a| ctx.int_value(a)) {
            self.out.push_str(" ordered(");
            self.push_i128_pub(n);
            self.out.push(')');
        }
        if let Some(kind) = self.omp_word(v, "order_val") {
            self.out.push_str(" order(");
            if let Some(m) = self.omp_word(v, "order_mod") {
                self.out.push_str(&m);
                self.out.push(':');
            }
            self.out.push_str(&kind);
            self.out.push(')');
        }
        if let Some(&r) = v.m.body.op(v.op).regions.first() {
            self.out.push(' ');
            self.print_region_custom(v.m, v.names, r, v.indent, false);
        }
        let attrs: Vec<_> =
            all_attrs(ctx, v).into_iter().filter(|(n, _)| !WSLOOP_CLAUSE_ATTRS.contains(&ctx.str(*n))).collect();
        self.optional_attr_dict(&attrs, false);
    }

    pub(super) fn print_loop_nest(&mut self, v: &OpView<'_>) {
        let ctx = self.ctx;
        let body = &v.m.body;
        let Some(&r) = body.op(v.op).regions.first() else { return };
        let Some(&entry) = body.region(r).blocks.first() else { return };
        let ivs = body.block(entry).args.to_vec();
        let Some(&first) = ivs.first() else { return };
        let operands = body.op(v.op).operands.to_vec();
        let n = ivs.len();
        self.out.push_str(" (");
        self.value_list(v, &ivs);
        self.out.push_str(") : ");
        self.print_type(body.value(first).ty);
        self.out.push_str(" = (");
        self.value_list(v, &operands[..n.min(operands.len())]);
        self.out.push_str(") to (");
        self.value_list(v, operands.get(n..2 * n).unwrap_or(&[]));
        self.out.push_str(") ");
        if v.prop(ctx, "inclusive").is_some() {
            self.out.push_str("inclusive ");
        }
        self.out.push_str("step (");
        self.value_list(v, operands.get(2 * n..3 * n).unwrap_or(&[]));
        self.out.push_str(") ");
        self.print_region_custom(v.m, v.names, r, v.indent, false);
    }
}
