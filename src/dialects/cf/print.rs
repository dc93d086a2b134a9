//! The hand-written part of the cf dialect's custom forms (printing): `cf.switch`'s
//! `custom<SwitchOpCases>`, the default destination first, then one line
//! per case (the case value zero-extended, as MLIR's `getLimitedValue`
//! prints it).

use crate::ir::{AttrKind, DenseData, IntOrFloat, TypeKind, Value};
use crate::ods::format::CustomArg;
use crate::printer::api::{successor_group, DialectPrint, OpView, Printer};

/// `^bb1` or `^bb1(%a, %b : i32, i32)` (MLIR's
/// `printSuccessorAndUseList`).
pub fn successor_and_uses(p: &mut Printer<'_>, v: &OpView<'_>, block: Option<crate::ir::Block>, uses: &[Value]) {
    if let Some(b) = block {
        p.block_name_pub(v.names, b);
    }
    if uses.is_empty() {
        return;
    }
    p.out.push('(');
    p.value_list(v, uses);
    p.out.push_str(" : ");
    let types: Vec<_> = uses.iter().map(|&x| v.m.body.value(x).ty).collect();
    p.type_list(&types);
    p.out.push(')');
}

/// `  default: ^bb1(...)`, then `,\n  42: ^bb2(...)` per case and a
/// final newline when the op has case values.
pub fn cf_switch_cases(p: &mut Printer<'_>, v: &OpView<'_>, _: &[CustomArg]) {
    let ctx = p.ctx;
    let slot = |name: &str| v.def.operand_index(name);
    let succ_slot = |name: &str| v.def.successors.iter().position(|s| s.name == name);
    let default_ops = slot("defaultOperands").map(|i| v.operand_group(ctx, i)).unwrap_or_default();
    let default_dest = succ_slot("defaultDestination").and_then(|i| successor_group(v, i).first().copied());
    p.out.push_str("  default: ");
    successor_and_uses(p, v, default_dest, &default_ops);
    let Some(values) = v.prop(ctx, "case_values") else { return };
    let (width, vals): (u32, Vec<i128>) = match ctx.attr_kind(values) {
        AttrKind::DenseElements { ty, data: DenseData::Ints(vals) } => {
            let Some((shape, elem)) = crate::ir::static_shape(ctx, *ty) else { return };
            let n = shape.iter().product::<u64>() as usize;
            let width = match ctx.type_kind(elem) {
                TypeKind::Integer { width, .. } => *width,
                _ => 64,
            };
            // A splat keeps one value for all elements.
            let vals = if vals.len() == 1 && n > 1 { vec![vals[0]; n] } else { vals.to_vec() };
            (width, vals)
        }
        _ => return,
    };
    let dests = succ_slot("caseDestinations").map(|i| successor_group(v, i)).unwrap_or_default();
    let case_ops = slot("caseOperands").map(|i| v.operand_group(ctx, i)).unwrap_or_default();
    let segments: Vec<usize> = match v.prop(ctx, "case_operand_segments").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => {
            values.iter().map(|x| if let IntOrFloat::Int(i) = x { usize::try_from(*i).unwrap_or(0) } else { 0 }).collect()
        }
        _ => Vec::new(),
    };
    let mut next = 0;
    for (i, value) in vals.iter().enumerate() {
        p.out.push(',');
        p.newline_at(v.indent);
        p.out.push_str("  ");
        // `getLimitedValue`: the bits as unsigned, capped at u64::MAX.
        let unsigned = if width >= 64 { *value as u64 as i128 } else { *value & ((1i128 << width) - 1) };
        p.push_i128_pub(unsigned);
        p.out.push_str(": ");
        let n = segments.get(i).copied().unwrap_or(0);
        let group: Vec<Value> = case_ops.iter().skip(next).take(n).copied().collect();
        next += n;
        successor_and_uses(p, v, dests.get(i).copied(), &group);
    }
    p.newline_at(v.indent);
}

/// The cf dialect's printing rows.
pub const PRINT: DialectPrint = DialectPrint { directives: &[("SwitchOpCases", cf_switch_cases)], ..DialectPrint::EMPTY };
