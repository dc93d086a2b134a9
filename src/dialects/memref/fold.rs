//! The memref folds the conversion and the greedy driver rely on:
//! `memref.cast` (MLIR's `CastOp::fold`: a cast of a ranked memref.cast
//! takes that cast's source, `foldMemRefCast`; then a cast between equal
//! types is its operand, `CastOpInterface`'s fold), so
//! `cast(cast(%m : A to *) : * to A)` is `%m`.

use crate::ir::{Attr, Body, Context, Op, TypeKind};
use crate::passes::api::{FoldValue, Folded};

pub fn cast(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    let &operand = body.op(op).operands.first()?;
    let result = body.op(op).results().next()?;
    let name = body.op(op).name;
    let mut source = operand;
    let mut in_place = false;
    if let Some(def) = body.defining_op(operand) {
        let d = body.op(def);
        if d.name == name {
            if let Some(&inner) = d.operands.first() {
                if !matches!(ctx.type_kind(body.value(inner).ty), TypeKind::UnrankedMemRef { .. }) {
                    source = inner;
                    in_place = true;
                }
            }
        }
    }
    if body.value(source).ty == body.value(result).ty {
        return Some(Folded::Results(vec![FoldValue::Value(source)]));
    }
    if in_place {
        body.set_operand(op, 0, source);
        return Some(Folded::InPlace);
    }
    None
}

/// `memref.reinterpret_cast` (MLIR's `ReinterpretCastOp::fold`): a source
/// that is itself a `reinterpret_cast`, a `cast`, or a subview at offset
/// zero is looked through; a cast that changes nothing is its source.
pub fn reinterpret_cast(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    let &src = body.op(op).operands.first()?;
    let result = body.op(op).results().next()?;
    let zero_offsets = |ctx: &Context, body: &Body, def: Op| {
        let offsets = body.op(def).properties.and_then(|p| ctx.dict_get_str(p, "static_offsets"));
        matches!(offsets.map(|a| ctx.attr_kind(a)), Some(crate::ir::AttrKind::DenseArray { values, .. })
            if values.iter().all(|v| matches!(v, crate::ir::IntOrFloat::Int(0))))
    };
    if let Some(def) = body.defining_op(src) {
        let prev = match ctx.str(body.op(def).name) {
            "memref.reinterpret_cast" | "memref.cast" => body.op(def).operands.first().copied(),
            "memref.subview" if zero_offsets(ctx, body, def) => body.op(def).operands.first().copied(),
            _ => None,
        };
        if let Some(prev) = prev {
            body.set_operand(op, 0, prev);
            return Some(Folded::InPlace);
        }
    }
    let ty = body.value(result).ty;
    let static_shape = matches!(ctx.type_kind(ty), TypeKind::MemRef { shape, .. } if shape.iter().all(Option::is_some));
    let first_offset = body.op(op).properties.and_then(|p| ctx.dict_get_str(p, "static_offsets")).and_then(|a| match ctx.attr_kind(a) {
        crate::ir::AttrKind::DenseArray { values, .. } => values.first().cloned(),
        _ => None,
    });
    if static_shape && body.value(src).ty == ty && matches!(first_offset, Some(crate::ir::IntOrFloat::Int(0))) {
        return Some(Folded::Results(vec![FoldValue::Value(src)]));
    }
    None
}
