//! The vector dialect's folds that `convert-vector-to-llvm`'s greedy
//! pre-pass (and `canonicalize`) rely on, after MLIR 19's `fold` methods,
//! and its constant materialisation (`VectorDialect::materializeConstant`:
//! an `arith.constant`):
//!
//! - `vector.extract`: no position and the same type → the source; an
//!   extract of an extract at static positions → one extract with the
//!   positions joined (`foldExtractOpFromExtractChain`);
//! - `vector.insert`: no position → the source (whatever its type, as MLIR 19);
//! - `vector.broadcast`: to its own type → the source; of a scalar
//!   constant or a splat constant → a splat `dense<...>`;
//! - `vector.splat` of a constant → a splat `dense<...>`.

use crate::ir::{Attr, AttrKind, Body, Context, DenseData, IntOrFloat, Op, Type, TypeKind};
use crate::passes::api::{prop, result_type, set_prop, FoldValue, Folded};

use super::syntax::DYNAMIC;

fn same(v: crate::ir::Value) -> Option<Folded> {
    Some(Folded::Results(vec![FoldValue::Value(v)]))
}

fn static_position(ctx: &Context, body: &Body, op: Op) -> Option<Vec<i128>> {
    let a = prop(ctx, body, op, "static_position")?;
    let AttrKind::DenseArray { values, .. } = ctx.attr_kind(a) else { return None };
    values.iter().map(|v| if let IntOrFloat::Int(i) = v { Some(*i) } else { None }).collect()
}

/// `vector.extract`.
pub fn fold_extract(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    let pos = static_position(ctx, body, op)?;
    let source = *body.op(op).operands.first()?;
    if pos.is_empty() && Some(body.value(source).ty) == result_type(body, op) {
        return same(source);
    }
    // Only static positions join (MLIR bails on dynamic ones).
    if body.op(op).operands.len() != 1 || pos.contains(&DYNAMIC) {
        return None;
    }
    let def = body.defining_op(source)?;
    // MLIR's order: the extract chain, then the insert chain, shape casts,
    // strided slices, from_elements.
    if body.op(def).name != body.op(op).name || body.op(def).operands.len() != 1 {
        if let Some(f) = fold_extract_from_insert_chain(ctx, body, op, source, &pos) {
            return Some(f);
        }
        return match ctx.str(body.op(def).name) {
            "vector.broadcast" | "vector.splat" => fold_extract_from_broadcast(ctx, body, op, def, &pos),
            "vector.shape_cast" => fold_extract_from_shape_cast(ctx, body, op, def, &pos),
            "vector.extract_strided_slice" => fold_extract_from_strided_slice(ctx, body, op, def, &pos),
            "vector.from_elements" => fold_extract_from_elements(ctx, body, op, def, &pos),
            _ => None,
        };
    }
    let inner = static_position(ctx, body, def)?;
    if inner.contains(&DYNAMIC) {
        return None;
    }
    let joined: Vec<IntOrFloat> = inner.iter().chain(&pos).map(|&i| IntOrFloat::Int(i)).collect();
    let inner_source = body.op(def).operands[0];
    body.set_operand(op, 0, inner_source);
    let elem = ctx.int_type(64);
    let a = ctx.attr(AttrKind::DenseArray { elem, values: joined.into() });
    set_prop(ctx, body, op, "static_position", a);
    Some(Folded::InPlace)
}

/// `vector.insert`: no position → the source. MLIR 19 folds a scalar into a
/// 0-D vector too, leaving a value of the scalar type in the vector's uses
/// (its verifier then reports the mismatch, as mlir-opt-19 does).
pub fn fold_insert(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    let pos = static_position(ctx, body, op)?;
    let source = *body.op(op).operands.first()?;
    if pos.is_empty() && body.op(op).operands.len() == 2 {
        return same(source);
    }
    None
}

/// Sets `op`'s source and static position in place.
fn retarget(ctx: &mut Context, body: &mut Body, op: Op, source: crate::ir::Value, pos: &[i128]) -> Option<Folded> {
    body.set_operand(op, 0, source);
    let elem = ctx.int_type(64);
    let values: Vec<IntOrFloat> = pos.iter().map(|&p| IntOrFloat::Int(p)).collect();
    let a = ctx.attr(AttrKind::DenseArray { elem, values: values.into() });
    set_prop(ctx, body, op, "static_position", a);
    Some(Folded::InPlace)
}

/// MLIR's `ExtractFromInsertTransposeChainState::fold` (without
/// transposes, which this pass lowers first): walking the `vector.insert`
/// chain, an insert at the same position gives its source; one at a prefix
/// of the position is extracted from; one the extract contains stops the
/// walk; a disjoint one is skipped.
fn fold_extract_from_insert_chain(ctx: &mut Context, body: &mut Body, op: Op, source: crate::ir::Value, pos: &[i128]) -> Option<Folded> {
    let insert = ctx.ident("vector.insert");
    let mut from = source;
    loop {
        let Some(def) = body.defining_op(from) else { break };
        if body.op(def).name != insert || body.op(def).operands.len() != 2 {
            break;
        }
        let inserted = static_position(ctx, body, def)?;
        if inserted.contains(&DYNAMIC) {
            break;
        }
        let (value, dest) = (body.op(def).operands[0], body.op(def).operands[1]);
        if inserted == pos {
            return same(value);
        }
        if inserted.len() < pos.len() && pos.starts_with(&inserted) {
            return retarget(ctx, body, op, value, &pos[inserted.len()..]);
        }
        if inserted.starts_with(pos) {
            return None;
        }
        from = dest;
    }
    if from == source {
        return None;
    }
    retarget(ctx, body, op, from, pos)
}

/// MLIR's `foldExtractFromBroadcast`: an extract from a broadcast (or
/// splat) is its source when the types match, else an extract from the
/// source at the position's trailing part (a stretched unit dimension read
/// at 0), when the extracted dimensions were not broadcast.
fn fold_extract_from_broadcast(ctx: &mut Context, body: &mut Body, op: Op, bcast: Op, pos: &[i128]) -> Option<Folded> {
    let source = *body.op(bcast).operands.first()?;
    let src_ty = body.value(source).ty;
    let res_ty = result_type(body, op)?;
    if src_ty == res_ty {
        return same(source);
    }
    let src_shape = shape_of(ctx, src_ty).unwrap_or_default();
    let res_shape = shape_of(ctx, res_ty).unwrap_or_default();
    let (src_rank, res_rank) = (src_shape.len(), res_shape.len());
    if res_rank >= src_rank || ctx.str(body.op(bcast).name) != "vector.broadcast" {
        return None;
    }
    if !res_shape.is_empty() && src_shape[src_rank - res_rank..] != res_shape[..] {
        return None;
    }
    let dst_shape = shape_of(ctx, result_type(body, bcast)?)?;
    let diff = dst_shape.len() - src_rank;
    let mut new_pos = pos.to_vec();
    for (i, p) in new_pos.iter_mut().enumerate().skip(diff) {
        // A unit source dimension stretched by the broadcast.
        if src_shape[i - diff] == 1 && dst_shape[i] != 1 {
            *p = 0;
        }
    }
    let keep = src_rank - res_rank;
    let new_pos = new_pos[new_pos.len() - keep..].to_vec();
    retarget(ctx, body, op, source, &new_pos)
}

/// MLIR's `foldExtractFromShapeCast`: the position is linearized in the
/// cast's result and delinearized in its source, for an extracted piece
/// whose trailing dimensions the cast keeps.
fn fold_extract_from_shape_cast(ctx: &mut Context, body: &mut Body, op: Op, cast: Op, pos: &[i128]) -> Option<Folded> {
    let cast_source = *body.op(cast).operands.first()?;
    let src = shape_of(ctx, body.value(cast_source).ty)?;
    let res = shape_of(ctx, result_type(body, cast)?)?;
    if src.is_empty() || res.is_empty() {
        return None;
    }
    let dest = result_type(body, op).and_then(|t| shape_of(ctx, t)).unwrap_or_default();
    let d = dest.len();
    if d > src.len() || d > res.len() || src[src.len() - d..] != dest[..] || res[res.len() - d..] != dest[..] {
        return None;
    }
    let lead_res = &res[..res.len() - d];
    let mut linear: i128 = 0;
    for (i, &p) in pos.iter().enumerate() {
        linear = linear * lead_res.get(i).copied().unwrap_or(1) as i128 + p;
    }
    // Positions shorter than the leading dimensions count whole rows.
    for &dim in lead_res.iter().skip(pos.len()) {
        linear *= dim as i128;
    }
    let lead_src = &src[..src.len() - d];
    let mut new_pos = vec![0i128; lead_src.len()];
    for (p, &dim) in new_pos.iter_mut().zip(lead_src).rev() {
        *p = linear % dim as i128;
        linear /= dim as i128;
    }
    retarget(ctx, body, op, cast_source, &new_pos)
}

/// MLIR's `foldScalarExtractFromFromElements`: a scalar extracted from a
/// `vector.from_elements` is the element at the linearized position.
fn fold_extract_from_elements(ctx: &mut Context, body: &mut Body, op: Op, from: Op, pos: &[i128]) -> Option<Folded> {
    let ty = result_type(body, from)?;
    let TypeKind::Vector { shape, scalable, elem } = ctx.type_kind(ty).clone() else { return None };
    if scalable.iter().any(|&s| s) || result_type(body, op)? != elem || pos.len() != shape.len() {
        return None;
    }
    let mut flat: i128 = 0;
    for (&p, &d) in pos.iter().zip(shape.iter()) {
        flat = flat * d as i128 + p;
    }
    let v = *body.op(from).operands.get(flat as usize)?;
    same(v)
}

/// An `I64ArrayAttr` property as integers.
fn int_array(ctx: &Context, body: &Body, op: Op, name: &str) -> Option<Vec<i128>> {
    let a = prop(ctx, body, op, name)?;
    let AttrKind::Array(items) = ctx.attr_kind(a) else { return None };
    items.iter().map(|&i| ctx.int_value(i)).collect()
}

fn shape_of(ctx: &Context, t: Type) -> Option<Vec<u64>> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// MLIR's `foldExtractFromExtractStrided`: an extract from a unit-stride
/// `vector.extract_strided_slice` reads the slice's source at the offset
/// position, when the dimensions it keeps are untouched by the slice.
fn fold_extract_from_strided_slice(ctx: &mut Context, body: &mut Body, op: Op, slice: Op, pos: &[i128]) -> Option<Folded> {
    let slice_source = *body.op(slice).operands.first()?;
    let src_shape = shape_of(ctx, body.value(slice_source).ty)?;
    let res_shape = shape_of(ctx, result_type(body, slice)?)?;
    if src_shape.is_empty() || res_shape.is_empty() {
        return None;
    }
    if int_array(ctx, body, slice, "strides")?.iter().any(|&s| s != 1) {
        return None;
    }
    let mut offsets = int_array(ctx, body, slice, "offsets")?;
    while let Some(&last) = offsets.last() {
        let d = offsets.len() - 1;
        if last != 0 || res_shape.get(d) != src_shape.get(d) {
            break;
        }
        offsets.pop();
    }
    let dest_rank = result_type(body, op).and_then(|t| shape_of(ctx, t)).map_or(0, |s| s.len());
    if dest_rank > src_shape.len() - offsets.len() || pos.len() < offsets.len() {
        return None;
    }
    let joined: Vec<IntOrFloat> = pos.iter().enumerate().map(|(i, &p)| IntOrFloat::Int(p + offsets.get(i).copied().unwrap_or(0))).collect();
    body.set_operand(op, 0, slice_source);
    let elem = ctx.int_type(64);
    let a = ctx.attr(AttrKind::DenseArray { elem, values: joined.into() });
    set_prop(ctx, body, op, "static_position", a);
    Some(Folded::InPlace)
}

/// A splat of the scalar or splat constant `value` to `ty`.
fn splat_of(ctx: &mut Context, value: Attr, ty: Type) -> Option<Attr> {
    let data = match ctx.attr_kind(value) {
        AttrKind::Integer { value: crate::ir::IntValue::Small(v), .. } => DenseData::Ints(Box::new([*v])),
        AttrKind::Float { bits, .. } => DenseData::Floats(Box::new([*bits])),
        AttrKind::DenseElements { data: DenseData::Ints(v), .. } if v.len() == 1 => DenseData::Ints(v.clone()),
        AttrKind::DenseElements { data: DenseData::Floats(v), .. } if v.len() == 1 => DenseData::Floats(v.clone()),
        _ => return None,
    };
    Some(ctx.attr(AttrKind::DenseElements { ty, data }))
}

/// `vector.broadcast`.
pub fn fold_broadcast(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let source = *body.op(op).operands.first()?;
    let ty = result_type(body, op)?;
    if body.value(source).ty == ty {
        return same(source);
    }
    let value = consts.first().copied().flatten()?;
    Some(Folded::Results(vec![FoldValue::Attr(splat_of(ctx, value, ty)?)]))
}

/// `vector.splat`.
pub fn fold_splat(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let ty = result_type(body, op)?;
    let value = consts.first().copied().flatten()?;
    if matches!(ctx.attr_kind(value), AttrKind::DenseElements { .. }) {
        return None;
    }
    Some(Folded::Results(vec![FoldValue::Attr(splat_of(ctx, value, ty)?)]))
}

/// `VectorDialect::materializeConstant`: an `arith.constant` of a typed
/// value of exactly `ty`.
pub fn materialize_constant(ctx: &mut Context, body: &mut Body, value: Attr, ty: Type, loc: Option<Attr>) -> Option<Op> {
    let attr_ty = match ctx.attr_kind(value) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } | AttrKind::DenseElements { ty, .. } => *ty,
        _ => return None,
    };
    if attr_ty != ty || !matches!(ctx.type_kind(ty), TypeKind::Vector { .. } | TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)) {
        return None;
    }
    crate::passes::api::materialize_through("arith", ctx, body, value, ty, loc)
}
