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
