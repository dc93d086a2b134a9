//! The memref folds the conversion and the greedy driver rely on:
//! `memref.cast` (MLIR's `CastOp::fold`: a cast of a ranked memref.cast
//! takes that cast's source, `foldMemRefCast`; then a cast between equal
//! types is its operand, `CastOpInterface`'s fold), so
//! `cast(cast(%m : A to *) : * to A)` is `%m`.

use crate::ir::{Attr, Body, Context, Op, Type, TypeKind};
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

/// The `index` constant `v`.
fn index_attr(ctx: &mut Context, v: i128) -> Attr {
    let ty = ctx.ty(TypeKind::Index);
    ctx.attr(crate::ir::AttrKind::Integer { value: crate::ir::IntValue::Small(v), ty })
}

/// `memref.rank` of a ranked memref is its rank (MLIR's `RankOp::fold`).
pub fn rank(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    let t = body.value(*body.op(op).operands.first()?).ty;
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(t) else { return None };
    let r = shape.len() as i128;
    Some(Folded::Results(vec![crate::passes::api::FoldValue::Attr(index_attr(ctx, r))]))
}

/// `memref.dim` (MLIR's `DimOp::fold`): a static extent is a constant; a
/// dynamic one is the size operand of the `alloc`, `alloca`, `view`,
/// `subview` or `reinterpret_cast` that made the memref; through a
/// `memref.cast`, the cast's source is read instead.
pub fn dim(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let index = consts.get(1).copied().flatten().and_then(|a| ctx.int_value(a))?;
    let &source = body.op(op).operands.first()?;
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(body.value(source).ty).clone() else { return None };
    let i = usize::try_from(index).ok().filter(|&i| i < shape.len())?;
    if let Some(n) = shape[i] {
        return Some(Folded::Results(vec![FoldValue::Attr(index_attr(ctx, n as i128))]));
    }
    // Position of dim `i` among the dynamic dims.
    let dynamic_index = shape[..i].iter().filter(|d| d.is_none()).count();
    if let Some(def) = body.defining_op(source) {
        let d = body.op(def);
        let operands = d.operands.to_vec();
        let sizes_of = |ctx: &Context| -> Option<Vec<i128>> {
            let a = d.properties.and_then(|p| ctx.dict_get_str(p, "static_sizes"))?;
            match ctx.attr_kind(a) {
                crate::ir::AttrKind::DenseArray { values, .. } => {
                    values.iter().map(|v| if let crate::ir::IntOrFloat::Int(x) = v { Some(*x) } else { None }).collect()
                }
                _ => None,
            }
        };
        match ctx.str(d.name) {
            "memref.alloc" | "memref.alloca" => {
                return Some(Folded::Results(vec![FoldValue::Value(*operands.get(dynamic_index)?)]));
            }
            "memref.view" => return Some(Folded::Results(vec![FoldValue::Value(*operands.get(2 + dynamic_index)?)])),
            "memref.subview" | "memref.reinterpret_cast" => {
                let statics = sizes_of(ctx)?;
                let segs = crate::passes::api::segment_sizes(ctx, body, def, "operandSegmentSizes")?;
                // The source dimension of result dim `i` (a subview may
                // drop unit dimensions).
                let source_dim = if statics.len() == shape.len() {
                    i
                } else {
                    let kept: Vec<usize> = (0..statics.len()).filter(|&k| statics[k] != 1).collect();
                    *kept.get(i)?
                };
                if statics.get(source_dim) != Some(&super::parse::DYNAMIC) {
                    return None;
                }
                let k = statics[..source_dim].iter().filter(|&&s| s == super::parse::DYNAMIC).count();
                let first_size = 1 + segs.get(1)?;
                return Some(Folded::Results(vec![FoldValue::Value(*operands.get(first_size + k)?)]));
            }
            "memref.cast" => {
                let inner = *operands.first()?;
                if matches!(ctx.type_kind(body.value(inner).ty), TypeKind::MemRef { .. }) {
                    body.set_operand(op, 0, inner);
                    return Some(Folded::InPlace);
                }
            }
            _ => {}
        }
    }
    None
}

/// `arith.constant` for a fold's constant (MLIR's
/// `MemRefDialect::materializeConstant` builds arith's).
pub fn materialize_constant(ctx: &mut Context, body: &mut Body, value: Attr, ty: Type, loc: Option<Attr>) -> Option<Op> {
    let crate::ir::AttrKind::Integer { ty: attr_ty, .. } = ctx.attr_kind(value) else { return None };
    if *attr_ty != ty {
        return None;
    }
    crate::passes::api::materialize_through("arith", ctx, body, value, ty, loc)
}

/// `CastOp::canFoldIntoConsumerOp`: a cast between strided ranked memrefs
/// of one element type and rank that only makes sizes, offset or strides
/// more dynamic.
fn cast_folds_into_user(ctx: &Context, body: &Body, cast: Op) -> Option<crate::ir::Value> {
    if ctx.str(body.op(cast).name) != "memref.cast" {
        return None;
    }
    let &src = body.op(cast).operands.first()?;
    let res = body.op(cast).results().next()?;
    let (s, r) = (super::layout::memref_info(ctx, body.value(src).ty)?, super::layout::memref_info(ctx, body.value(res).ty)?);
    if s.elem != r.elem || s.rank() != r.rank() {
        return None;
    }
    let more_static = |a: Option<i64>, b: Option<i64>| a != b && a.is_none() && b.is_some();
    if s.shape.iter().zip(&r.shape).any(|(a, b)| a != b && a.is_none() && b.is_some()) {
        return None;
    }
    if more_static(s.offset, r.offset) || s.strides.iter().zip(&r.strides).any(|(a, b)| more_static(*a, *b)) {
        return None;
    }
    Some(src)
}

/// The ranked source of `memref.cast` op `cast`.
fn ranked_cast_source(ctx: &Context, body: &Body, cast: Op) -> Option<crate::ir::Value> {
    if ctx.str(body.op(cast).name) != "memref.cast" {
        return None;
    }
    let &src = body.op(cast).operands.first()?;
    matches!(ctx.type_kind(body.value(src).ty), TypeKind::MemRef { .. }).then_some(src)
}

/// `foldMemRefCast` (any cast of a ranked memref) or, `strict`, the casts
/// `CastOp::canFoldIntoConsumerOp` accepts: operands that are such casts
/// read the cast's source instead (all but operand `skip`).
fn fold_memref_cast(ctx: &Context, body: &mut Body, op: Op, skip: Option<usize>, strict: bool) -> bool {
    let mut folded = false;
    for (i, v) in body.op(op).operands.to_vec().into_iter().enumerate() {
        if Some(i) == skip {
            continue;
        }
        let source = body.defining_op(v).and_then(|d| {
            if strict {
                cast_folds_into_user(ctx, body, d)
            } else {
                ranked_cast_source(ctx, body, d)
            }
        });
        if let Some(src) = source {
            body.set_operand(op, i, src);
            folded = true;
        }
    }
    folded
}

/// `DeallocOp::fold`, `LoadOp::fold`: casts folded in.
pub fn casts_in(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    fold_memref_cast(ctx, body, op, None, false).then_some(Folded::InPlace)
}

/// `CopyOp::fold`: casts that only lose static information folded in.
pub fn copy_casts_in(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    fold_memref_cast(ctx, body, op, None, true).then_some(Folded::InPlace)
}

/// `StoreOp::fold`: casts folded into the memref operand (not the value).
pub fn store_casts_in(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    fold_memref_cast(ctx, body, op, Some(0), false).then_some(Folded::InPlace)
}

/// `ExtractStridedMetadataOp::fold` as MLIR runs it inside a dialect
/// conversion: each used offset, size or stride that the source type
/// knows statically gets an `arith.constant` of its own, built just before
/// the op in offset, sizes, strides order, and every use of that result is
/// pointed at it (MLIR's `replaceConstantUsesOf`, whose builder is not the
/// conversion's: the constants are never legalized). The op stays.
pub fn extract_strided_metadata_uses(ctx: &mut Context, body: &mut Body, op: Op) -> bool {
    let Some(&source) = body.op(op).operands.first() else { return false };
    let Some(info) = super::layout::memref_info(ctx, body.value(source).ty) else { return false };
    let results: Vec<crate::ir::Value> = body.op(op).results().collect();
    let rank = info.shape.len();
    if results.len() != 2 + 2 * rank {
        return false;
    }
    // A value's uses lie under the op that holds its block.
    let Some(scope) = body.parent_op(op) else { return false };
    let statics = std::iter::once(info.offset)
        .chain(info.shape.iter().map(|s| s.map(|v| v as i64)))
        .chain(info.strides.iter().copied());
    let index = ctx.ty(TypeKind::Index);
    let mut changed = false;
    for (value, &result) in statics.zip(&results[1..]) {
        let Some(value) = value else { continue };
        if body.users_in(scope, result).is_empty() {
            continue;
        }
        let attr = ctx.attr(crate::ir::AttrKind::Integer { value: crate::ir::IntValue::Small(value as i128), ty: index });
        let name = ctx.ident("arith.constant");
        let key = ctx.ident("value");
        let properties = Some(ctx.dict(vec![(key, attr)]));
        let attrs = ctx.empty_dict();
        let (loc, span) = (body.op(op).loc, body.op(op).span);
        let c = body.new_op(name, Box::new([]), &[index], Box::new([]), properties, attrs, Box::new([]), loc, span);
        body.insert_op_before(op, c);
        let constant = crate::ir::Value(body.op(c).first_result);
        body.replace_uses_in(scope, result, constant);
        changed = true;
    }
    changed
}
