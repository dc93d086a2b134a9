//! What ODS generates for every op (`verifyInvariants`), in MLIR's order:
//! operand and result counts, then each slot's type constraint, then the
//! type-equality traits. The op's own rules come after, in [`super::llvm_ops`].

use super::constraints::check_slots;
use super::{Cx, Res};
use crate::ods::opdef::{traits, Arity, OpDef};
use crate::ods::opdef::AttrType;
use crate::ods::OpInfo;
use crate::ir::{Attr, AttrKind, Context, IntOrFloat, Op, Signedness, TypeKind};

/// Attributes whose constraint says more than their kind does.
const NON_NEGATIVE: &[(&str, &str)] = &[("llvm.mlir.global", "addr_space")];

/// Required attributes first (in name order), then each present inherent
/// attribute against its kind.
fn attributes(cx: &Cx, op: Op, info: &OpInfo) -> Res {
    let def = info.def;
    {
        for name in info.required.iter() {
            if cx.prop(op, name).is_none() {
                return Err(cx.op_err(op, format!("requires attribute '{name}'")));
            }
        }
    }
    // Walk the (few) attributes the op has rather than look up each one it
    // may have: dictionary lookups by name are the verifier's hot spot.
    let d = cx.body.op(op);
    let present = d.properties.into_iter().chain([d.attrs]).flat_map(|dict| match cx.ctx.attr_kind(dict) {
        AttrKind::Dictionary(entries) => entries.iter(),
        _ => [].iter(),
    });
    for &(name, v) in present {
        if let Some(m) = attr_constraint_error(cx.ctx, def, cx.ctx.str(name), v) {
            return Err(cx.op_err(op, m));
        }
    }
    Ok(())
}

/// MLIR's `attribute 'name' failed to satisfy constraint: ...` when `v`, an
/// inherent attribute of `def`, is not of its kind; `None` when it is (or
/// is not inherent, or of a kind not checked). MLIR's generated custom
/// parsers check this as soon as they read an attribute dictionary.
pub fn attr_constraint_error(ctx: &Context, def: &OpDef, name: &str, v: Attr) -> Option<String> {
    let a = def.attr(name)?;
    let kind = ctx.attr_kind(v);
    let ok = match a.ty {
        AttrType::Int(w) => {
            // `i1` integer attributes are `BoolAttr`s (`true`/`false`).
            let int = matches!(kind, AttrKind::Integer { ty, .. }
                if matches!(ctx.type_kind(*ty), TypeKind::Integer { width, signedness: Signedness::Signless } if *width == w as u32))
                || (w == 1 && matches!(kind, AttrKind::Bool(_)));
            int && (!NON_NEGATIVE.contains(&(def.name, a.name)) || ctx.int_value(v).is_some_and(|i| i >= 0))
        }
        AttrType::String => matches!(kind, AttrKind::String { .. }),
        AttrType::Unit => matches!(kind, AttrKind::Unit),
        AttrType::FlatSymbolRef => matches!(kind, AttrKind::SymbolRef { nested, .. } if nested.is_empty()),
        // `TypeAttrOf<LLVM_FunctionType>`, the one type attribute whose
        // type the upstream tests check.
        AttrType::TypeAttr if def.name == "llvm.func" && name == "function_type" => {
            matches!(kind, AttrKind::Type(t) if matches!(ctx.type_kind(*t), TypeKind::Llvm(crate::ir::LlvmType::Func { .. })))
        }
        AttrType::Dialect(class) => {
            crate::dialects::nvvm::attrs::summary(class)?;
            crate::dialects::nvvm::attrs::is_of_class(ctx, class, v)
        }
        // Dense arrays are not checked: some the tables call dense
        // arrays take elements attributes in MLIR 19 (a call's
        // `branch_weights = dense<42> : vector<1xi32>` verifies).
        _ => return None,
    };
    // Spelled out only for a failure: this runs for every inherent
    // attribute of every op.
    (!ok).then(|| format!("attribute '{}' failed to satisfy constraint: {}", a.name, constraint_words(def, a)))
}

/// The summary of an inherent attribute's constraint, as ODS words it.
fn constraint_words(def: &OpDef, a: &crate::ods::opdef::AttrDef) -> String {
    match a.ty {
        AttrType::Int(w) if NON_NEGATIVE.contains(&(def.name, a.name)) => {
            format!("{w}-bit signless integer attribute whose value is non-negative")
        }
        AttrType::Int(w) => format!("{w}-bit signless integer attribute"),
        AttrType::String => "string attribute".into(),
        AttrType::Unit => "unit attribute".into(),
        AttrType::FlatSymbolRef => "flat symbol reference attribute".into(),
        AttrType::TypeAttr => "type attribute of LLVM function type".into(),
        AttrType::Dialect(class) => crate::dialects::nvvm::attrs::summary(class).unwrap_or_default().to_string(),
        _ => String::new(),
    }
}

pub fn check(cx: &Cx, op: Op, info: &OpInfo) -> Res {
    let def = info.def;
    counts(cx, op, def)?;
    attributes(cx, op, info)?;
    let segments = segment_sizes(cx, op, "operandSegmentSizes");
    case_operand_segments(cx, op, def, segments.as_deref())?;
    let operand_types = cx.operand_types(op);
    if let Some(m) = check_slots(cx.ctx, def, "operand", def.operands, &operand_types, segments.as_deref()) {
        return Err(cx.op_err(op, m));
    }
    let result_types = cx.result_types(op);
    if let Some(m) = check_slots(cx.ctx, def, "result", def.results, &result_types, None) {
        return Err(cx.op_err(op, m));
    }
    let all = || operand_types.iter().chain(&result_types);
    if def.has(traits::SAME_OPERANDS_AND_RESULT_TYPE) {
        if let Some(&first) = all().next() {
            if all().any(|&t| t != first) {
                return Err(cx.op_err(op, "requires the same type for all operands and results"));
            }
        }
    }
    if def.has(traits::SAME_TYPE_OPERANDS) {
        if let Some(&first) = operand_types.first() {
            if operand_types.iter().any(|&t| t != first) {
                return Err(cx.op_err(op, "requires all operands to have the same type"));
            }
        }
    }
    Ok(())
}

/// A switch's `caseOperands` (a variadic of variadic operand) must be as
/// many as `case_operand_segments` adds up to (ODS `verifyValueSizeAttr`).
fn case_operand_segments(cx: &Cx, op: Op, def: &OpDef, segments: Option<&[i64]>) -> Res {
    let (Some(slot), Some(segments)) = (def.operand_index("caseOperands"), segments) else { return Ok(()) };
    let Some(cases) = segment_sizes(cx, op, "case_operand_segments") else { return Ok(()) };
    let (Some(&count), total) = (segments.get(slot), cases.iter().sum::<i64>()) else { return Ok(()) };
    if count != total {
        return Err(cx.op_err(
            op,
            format!("caseOperands count ({count}) does not match with the total size ({total}) specified in attribute 'case_operand_segments'"),
        ));
    }
    Ok(())
}

/// `OneResult`, `NOperands<N>`, `AtLeastNOperands<N>`, ... as MLIR words them.
fn counts(cx: &Cx, op: Op, def: &OpDef) -> Res {
    let d = cx.body.op(op);
    // The region count trait comes first in ODS's trait list.
    if def.regions.iter().all(|s| s.arity == Arity::One) && d.regions.len() != def.regions.len() {
        return Err(cx.op_err(
            op,
            match def.regions.len() {
                0 => "requires zero regions".to_string(),
                1 => "requires one region".to_string(),
                k => format!("expected {k} regions"),
            },
        ));
    }
    let fixed_results = def.results.iter().filter(|s| s.arity == Arity::One).count();
    let open_results = def.results.iter().any(|s| s.arity != Arity::One);
    let n = d.num_results as usize;
    if !open_results && n != fixed_results {
        return Err(cx.op_err(
            op,
            match fixed_results {
                0 => "requires zero results".to_string(),
                1 => "requires one result".to_string(),
                k => format!("expected {k} results, but found {n}"),
            },
        ));
    }
    if open_results && def.results.len() == 1 && def.results[0].arity == Arity::Optional && n > 1 {
        return Err(cx.op_err(op, "requires zero or one result"));
    }
    let fixed = def.operands.iter().filter(|s| s.arity == Arity::One).count();
    let open = def.operands.iter().any(|s| s.arity != Arity::One);
    let m = d.operands.len();
    if !open && m != fixed {
        return Err(cx.op_err(
            op,
            match fixed {
                0 => "requires zero operands".to_string(),
                1 => "requires a single operand".to_string(),
                k => format!("expected {k} operands, but found {m}"),
            },
        ));
    }
    if open && m < fixed {
        return Err(cx.op_err(op, format!("expected {fixed} or more operands, but found {m}")));
    }
    if def.successors.iter().all(|s| s.arity == Arity::One) && d.successors.len() != def.successors.len() {
        return Err(cx.op_err(
            op,
            match def.successors.len() {
                0 => "requires zero successors".to_string(),
                1 => "requires 1 successor but found ".to_string() + &d.successors.len().to_string(),
                k => format!("requires {k} successors but found {}", d.successors.len()),
            },
        ));
    }
    Ok(())
}

/// An `array<i32: ...>` property such as `operandSegmentSizes`.
pub fn segment_sizes(cx: &Cx, op: Op, name: &str) -> Option<Vec<i64>> {
    let a = cx.prop(op, name)?;
    match cx.ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => values
            .iter()
            .map(|v| match v {
                IntOrFloat::Int(i) => i64::try_from(*i).ok(),
                IntOrFloat::Float(_) => None,
            })
            .collect(),
        _ => None,
    }
}
