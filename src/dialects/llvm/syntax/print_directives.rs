//! The LLVM dialect's `custom<...>` directives, printed as MLIR 19's
//! `LLVMDialect` C++ printers print them: `LLVMOpAttrs`, `OverflowFlags`,
//! `GEPIndices` and `llvm.switch`'s `SwitchOpCases`.

use super::print_common::is_fastmath_none;
use crate::ir::{Attr, AttrKind, Ident, IntOrFloat, Value};
use crate::ods::format::CustomArg;
use crate::printer::api::{all_attrs, successor_group, OpView, Printer};

/// The op's attribute dictionary without its overflow flags and with a
/// fastmath attribute only when it has a flag.
pub fn op_attrs(p: &mut Printer<'_>, v: &OpView<'_>, _: &[CustomArg]) {
    let ctx = p.ctx;
    let entries: Vec<(Ident, Attr)> = all_attrs(ctx, v)
        .into_iter()
        .filter(|(n, a)| {
            let n = ctx.str(*n);
            if n == "overflowFlags" {
                return false;
            }
            !(n == "fastmathFlags" && is_fastmath_none(ctx, *a))
        })
        .collect();
    p.optional_attr_dict(&entries, false);
}

/// ` overflow<nsw, nuw>` (printed with its own leading space, after a
/// `` literal), nothing without flags.
pub fn overflow_flags(p: &mut Printer<'_>, v: &OpView<'_>, _: &[CustomArg]) {
    let ctx = p.ctx;
    if let Some(a) = v.prop(ctx, "overflowFlags") {
        if let Some((_, words)) = ctx.dialect_words(a) {
            if !(words.is_empty() || words == ["none"]) {
                // The element space was already emitted; MLIR's
                // directive prints " overflow<...>" itself.
                p.out.push_str(" overflow<");
                p.out.push_str(&words.join(", "));
                p.out.push('>');
            }
        }
    }
}

/// `[0, %i, 2]`: constant indices with the dynamic ones in their places.
pub fn gep_indices(p: &mut Printer<'_>, v: &OpView<'_>, _: &[CustomArg]) {
    let ctx = p.ctx;
    let dynamic = v.operand_group(ctx, v.def.operand_index("dynamicIndices").unwrap_or(1));
    let mut next = 0;
    if let Some(AttrKind::DenseArray { values, .. }) = v.prop(ctx, "rawConstantIndices").map(|a| ctx.attr_kind(a)) {
        for (k, x) in values.iter().enumerate() {
            if k > 0 {
                p.out.push_str(", ");
            }
            match x {
                IntOrFloat::Int(i) if *i == i32::MIN as i128 => {
                    if let Some(&d) = dynamic.get(next) {
                        p.value_name(v.names, &v.m.body, d);
                    }
                    next += 1;
                }
                IntOrFloat::Int(i) => p.push_i128_pub(*i),
                IntOrFloat::Float(_) => {}
            }
        }
    }
}

/// `[\n  1: ^bb1(%a : i32),\n  2: ^bb2\n]` of `llvm.switch`.
pub fn switch_cases(p: &mut Printer<'_>, v: &OpView<'_>, _: &[CustomArg]) {
    let ctx = p.ctx;
    let body = &v.m.body;
    p.out.push('[');
    let newline = |p: &mut Printer<'_>| {
        p.out.push('\n');
        for _ in 0..v.indent {
            p.out.push(' ');
        }
    };
    newline(p);
    let mut width = 64;
    let values: Vec<i128> = match v.prop(ctx, "case_values").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseElements { data: crate::ir::DenseData::Ints(vals), ty }) => {
            if let Some((_, e)) = crate::ir::static_shape(ctx, *ty) {
                if let crate::ir::TypeKind::Integer { width: w, .. } = ctx.type_kind(e) {
                    width = (*w).min(64);
                }
            }
            let n = crate::ir::static_shape(ctx, *ty).map(|(s, _)| s.iter().product::<u64>() as usize).unwrap_or(vals.len());
            if vals.len() == 1 && n > 1 {
                vec![vals[0]; n]
            } else {
                vals.to_vec()
            }
        }
        _ => {
            p.out.push(']');
            return;
        }
    };
    let dests = successor_group(v, v.def.successors.iter().position(|s| s.name == "caseDestinations").unwrap_or(1));
    let ops = v.operand_group(ctx, v.def.operand_index("caseOperands").unwrap_or(2));
    let segs: Vec<usize> = match v.prop(ctx, "case_operand_segments").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => {
            values.iter().map(|x| if let IntOrFloat::Int(i) = x { *i as usize } else { 0 }).collect()
        }
        _ => vec![0; values.len()],
    };
    let mut next = 0;
    for (i, val) in values.iter().enumerate() {
        if i > 0 {
            p.out.push(',');
            newline(p);
        }
        p.out.push_str("  ");
        // MLIR prints the case value zero-extended (`getLimitedValue`).
        let unsigned = if width >= 64 { *val as u64 as i128 } else { *val & ((1i128 << width) - 1) };
        p.push_i128_pub(unsigned);
        p.out.push_str(": ");
        if let Some(&b) = dests.get(i) {
            p.block_name_pub(v.names, b);
        }
        let n = segs.get(i).copied().unwrap_or(0);
        let group: Vec<Value> = ops.iter().skip(next).take(n).copied().collect();
        next += n;
        if !group.is_empty() {
            p.out.push('(');
            p.value_list(v, &group);
            p.out.push_str(" : ");
            let tys: Vec<_> = group.iter().map(|&x| body.value(x).ty).collect();
            p.type_list(&tys);
            p.out.push(')');
        }
    }
    newline(p);
    p.out.push(']');
}
