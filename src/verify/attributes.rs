//! Inherent attributes against their constraints (ODS's
//! `verifyInherentAttrs`): the kind the tables give each attribute,
//! refined by the op's [`super::api::AttrConstraint`] rows and its
//! dialect's attribute classes and property checks. The verifier runs
//! this in the invariants; the parser asks [`inherent_attr_error`] as
//! soon as it reads an attribute dictionary, as MLIR's generated parsers
//! do.

use crate::ir::{Attr, AttrKind, Context, Signedness, TypeKind};
use crate::ods::opdef::{AttrDef, AttrType};
use crate::ods::OpInfo;

/// MLIR's `attribute 'name' failed to satisfy constraint: ...` when `v`, an
/// inherent attribute of the op, is not of its kind; `None` when it is (or
/// is not inherent, or of a kind not checked).
pub fn attr_constraint_error(ctx: &Context, info: &OpInfo, name: &str, v: Attr) -> Option<String> {
    let a = info.def.attr(name)?;
    let kind = ctx.attr_kind(v);
    let base = match a.ty {
        AttrType::Int(w) => {
            // `i1` integer attributes are `BoolAttr`s (`true`/`false`).
            Some(matches!(kind, AttrKind::Integer { ty, .. }
                if matches!(ctx.type_kind(*ty), TypeKind::Integer { width, signedness: Signedness::Signless } if *width == w as u32))
                || (w == 1 && matches!(kind, AttrKind::Bool(_))))
        }
        AttrType::I64Enum(e) | AttrType::I32Enum(e) => Some(enum_case_holds(ctx, a.ty, e, v)),
        AttrType::String => Some(matches!(kind, AttrKind::String { .. })),
        AttrType::Unit => Some(matches!(kind, AttrKind::Unit)),
        AttrType::AffineMap => Some(matches!(kind, AttrKind::AffineMap(_))),
        AttrType::FlatSymbolRef => Some(matches!(kind, AttrKind::SymbolRef { nested, .. } if nested.is_empty())),
        AttrType::Dialect(class) => match &info.dialect.verify.attr_classes {
            Some(c) if (c.summary)(class).is_some() => Some((c.holds)(ctx, class, v)),
            _ => None,
        },
        // (A hand-written parser drops an inherent attribute of another
        // class, as MLIR's `Operation::setAttrs` does: a call's
        // `branch_weights = dense<42> : vector<1xi32>` never gets here.)
        AttrType::DenseI32Array | AttrType::DenseI64Array => {
            let w = if matches!(a.ty, AttrType::DenseI32Array) { 32 } else { 64 };
            Some(matches!(kind, AttrKind::DenseArray { elem, .. }
                if matches!(ctx.type_kind(*elem), TypeKind::Integer { width, .. } if *width == w)))
        }
        _ => None,
    };
    let refined = info.verify.and_then(|r| r.attr_constraints.iter().find(|c| c.attr == a.name));
    let ok = match (refined, base) {
        (Some(c), base) => base.unwrap_or(true) && (c.holds)(ctx, v),
        (None, Some(base)) => base,
        (None, None) => return None,
    };
    // Spelled out only for a failure: this runs for every inherent
    // attribute of every op.
    if ok {
        return None;
    }
    let words = match refined {
        Some(c) => c.words.to_string(),
        None => constraint_words(info, a),
    };
    Some(format!("attribute '{}' failed to satisfy constraint: {words}", a.name))
}

/// The summary of an inherent attribute's constraint, as ODS words it.
fn constraint_words(info: &OpInfo, a: &AttrDef) -> String {
    match a.ty {
        AttrType::Int(w) => format!("{w}-bit signless integer attribute"),
        AttrType::I64Enum(e) | AttrType::I32Enum(e) => {
            // The enum's own ODS summary, else ODS's default for an
            // integer enum.
            if let Some(summary) = crate::ods::enum_def(e).and_then(|d| d.summary) {
                return summary.to_string();
            }
            let width = if matches!(a.ty, AttrType::I32Enum(_)) { 32 } else { 64 };
            let cases = crate::ods::enum_def(e).map(|d| d.cases.iter().map(|c| c.1.to_string()).collect::<Vec<_>>().join(", "));
            format!("allowed {width}-bit signless integer cases: {}", cases.unwrap_or_default())
        }
        AttrType::String => "string attribute".into(),
        AttrType::Unit => "unit attribute".into(),
        AttrType::AffineMap => "AffineMap attribute".into(),
        AttrType::FlatSymbolRef => "flat symbol reference attribute".into(),
        AttrType::DenseI32Array => "i32 dense array attribute".into(),
        AttrType::DenseI64Array => "i64 dense array attribute".into(),
        AttrType::Dialect(class) => {
            info.dialect.verify.attr_classes.as_ref().and_then(|c| (c.summary)(class)).unwrap_or_default().to_string()
        }
        _ => String::new(),
    }
}

/// The first complaint about inherent attribute `name = v` of the op:
/// its constraint, then its dialect's check of the property.
pub fn inherent_attr_error(ctx: &Context, info: &OpInfo, name: &str, v: Attr) -> Option<String> {
    attr_constraint_error(ctx, info, name, v).or_else(|| info.dialect.verify.property.and_then(|p| p(ctx, name, v)))
}

/// Whether `v` is an attribute of the enum class `name` (`I64EnumAttr` or
/// `I32EnumAttr`, as `ty` says): a signless integer of the enum's width
/// whose value is one of its cases (MLIR's `classof`, which both the
/// property conversion and the constraint use).
pub fn enum_case_holds(ctx: &Context, ty: AttrType, name: &str, v: Attr) -> bool {
    let width = if matches!(ty, AttrType::I32Enum(_)) { 32 } else { 64 };
    let AttrKind::Integer { value, ty } = ctx.attr_kind(v) else { return false };
    let signless = matches!(ctx.type_kind(*ty), TypeKind::Integer { width: w, signedness: Signedness::Signless } if *w == width);
    let case = match value {
        crate::ir::IntValue::Small(x) => i64::try_from(*x).ok().filter(|x| crate::ods::enum_def(name).is_none_or(|d| d.keyword(*x).is_some())),
        crate::ir::IntValue::Big(_) => None,
    };
    signless && case.is_some()
}
