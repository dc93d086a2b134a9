//! The NVVM dialect's hand-written printing: its enum attributes of the
//! default format shown stripped after a space of their own (`cache =  cg`),
//! and the custom form of `nvvm.mma.sync`, printed as MLIR 19's
//! `MmaOp::print` prints it, spacing included:
//!
//! `nvvm.mma.sync A[%a]  B[%b]  C[%c]  {attrs} : (tA, tB, tC) -> tRes`

use super::attrs::enum_value;
use super::mma_types::infer_mma_type;
use crate::ir::{Attr, AttrKind, Body, Context, Ident, IntOrFloat, OpData};
use crate::printer::api::{all_attrs, DialectPrint, OpPrint, OpView, Printer};

/// Whether the op can take the custom form: it prints the first type of
/// each of its three segments, so none may be empty (otherwise the op
/// prints generically).
pub fn mma_printable(ctx: &Context, _: &Body, d: &OpData) -> bool {
    let sizes = d.properties.and_then(|p| ctx.dict_get_str(p, "operandSegmentSizes")).map(|a| ctx.attr_kind(a));
    match sizes {
        Some(AttrKind::DenseArray { values, .. }) if values.len() == 3 => {
            let sizes: Vec<i128> = values.iter().map(|v| if let IntOrFloat::Int(i) = v { *i } else { 0 }).collect();
            sizes.iter().all(|&n| n > 0) && sizes.iter().sum::<i128>() == d.operands.len() as i128
        }
        _ => false,
    }
}

pub fn print_mma(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let body = &v.m.body;
    let groups: Vec<_> = (0..3).map(|i| v.operand_group(ctx, i)).collect();
    if groups.iter().any(|g| g.is_empty()) {
        return;
    }
    // MLIR decides which PTX types to leave out from the type of the
    // op's first operand only (for all three segments), treating the
    // third segment as the accumulator; an inferable type elides the
    // segment's attribute.
    let first = body.value(groups[0][0]).ty;
    let mut elided = vec!["operandSegmentSizes"];
    for (i, name) in ["multiplicandAPtxType", "multiplicandBPtxType"].into_iter().enumerate() {
        if infer_mma_type(ctx, first, i >= 2).is_some() {
            elided.push(name);
        }
    }
    for (segment, group) in ["A", "B", "C"].into_iter().zip(&groups) {
        p.out.push(' ');
        p.out.push_str(segment);
        p.out.push('[');
        p.value_list(v, group);
        p.out.push_str("] ");
    }
    let attrs: Vec<(Ident, Attr)> =
        all_attrs(ctx, v).into_iter().filter(|(n, _)| !elided.contains(&ctx.str(*n))).collect();
    p.optional_attr_dict(&attrs, false);
    p.out.push_str(" : (");
    let firsts: Vec<_> = groups.iter().map(|g| body.value(g[0]).ty).collect();
    p.type_list(&firsts);
    p.out.push_str(") -> ");
    let results: Vec<_> = body.op(v.op).results().map(|r| body.value(r).ty).collect();
    p.result_types(&results);
}

/// An enum attribute of the default format as a format variable shows it
/// stripped: its keyword after a space of its own.
pub fn stripped_enum(ctx: &Context, a: Attr, out: &mut String) -> bool {
    match enum_value(ctx, a) {
        Some((e, word)) if !e.angled => {
            out.push(' ');
            out.push_str(word);
            true
        }
        _ => false,
    }
}

/// The NVVM dialect's printing rows.
pub const PRINT: DialectPrint = DialectPrint {
    ops: &[OpPrint { op: "nvvm.mma.sync", print: Some(print_mma), printable: Some(mma_printable), ..OpPrint::NONE }],
    stripped_attr: Some(stripped_enum),
    ..DialectPrint::EMPTY
};
