//! The hand-written custom form of `nvvm.mma.sync`, printed as MLIR 19's
//! `MmaOp::print` prints it, spacing included:
//!
//! `nvvm.mma.sync A[%a]  B[%b]  C[%c]  {attrs} : (tA, tB, tC) -> tRes`

use super::custom::{all_attrs, OpView};
use super::Printer;
use crate::dialects::nvvm::infer_mma_type;
use crate::ir::{Attr, AttrKind, Context, Ident, IntOrFloat, OpData};

/// Whether the op can take the custom form: it prints the first type of
/// each of its three segments, so none may be empty (otherwise the op
/// prints generically).
pub fn mma_printable(ctx: &Context, d: &OpData) -> bool {
    let sizes = d.properties.and_then(|p| ctx.dict_get_str(p, "operandSegmentSizes")).map(|a| ctx.attr_kind(a));
    match sizes {
        Some(AttrKind::DenseArray { values, .. }) if values.len() == 3 => {
            let sizes: Vec<i128> = values.iter().map(|v| if let IntOrFloat::Int(i) = v { *i } else { 0 }).collect();
            sizes.iter().all(|&n| n > 0) && sizes.iter().sum::<i128>() == d.operands.len() as i128
        }
        _ => false,
    }
}

impl Printer<'_> {
    pub(super) fn print_mma(&mut self, v: &OpView<'_>) {
        let ctx = self.ctx;
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
            self.out.push(' ');
            self.out.push_str(segment);
            self.out.push('[');
            self.value_list(v, group);
            self.out.push_str("] ");
        }
        let attrs: Vec<(Ident, Attr)> =
            all_attrs(ctx, v).into_iter().filter(|(n, _)| !elided.contains(&ctx.str(*n))).collect();
        self.optional_attr_dict(&attrs, false);
        self.out.push_str(" : (");
        let firsts: Vec<_> = groups.iter().map(|g| body.value(g[0]).ty).collect();
        self.type_list(&firsts);
        self.out.push_str(") -> ");
        let results: Vec<_> = body.op(v.op).results().map(|r| body.value(r).ty).collect();
        self.result_types(&results);
    }
}
