//! The vector-to-vector rewrites `convert-vector-to-llvm` runs greedily
//! before converting (MLIR's `populateVectorToVectorCanonicalizationPatterns`
//! and `populateVectorMaskOpLoweringPatterns`, the part for masks):
//!
//! - `vector.create_mask` of constant sizes → `vector.constant_mask`
//!   (sizes clamped to the shape; one zero makes them all zero);
//! - `vector.constant_mask` of one dimension → an `arith.constant` of
//!   booleans (a splat when none or all are set); of n dimensions → the
//!   mask of the trailing ones inserted (`vector.insert`) into an all-false
//!   constant as many times as the leading size says;
//!
//! The unrolling of broadcasts and n-D bitcasts is in [`super::unroll`].

use crate::ir::{Attr, AttrKind, Body, Context, DenseData, IntOrFloat, Op, Type, TypeKind, Value};
use crate::passes::api::{constant_value, int_of, prop, Pattern, Rewriter};

/// A new op of `name` before `anchor`, queued; its first result.
pub(super) fn build(rw: &mut Rewriter<'_>, anchor: Op, name: &str, operands: &[Value], ty: Type, props: &[(&str, Attr)]) -> Value {
    let entries = props.iter().map(|(k, v)| (rw.ctx.ident(k), *v)).collect();
    let properties = (!props.is_empty()).then(|| rw.ctx.dict(entries));
    let ident = rw.ctx.ident(name);
    let d = rw.body.op(anchor);
    let (loc, span) = (d.loc, d.span);
    let attrs = rw.ctx.empty_dict();
    let new = rw.body.new_op(ident, operands.into(), &[ty], Box::new([]), properties, attrs, Box::new([]), loc, span);
    rw.insert_before(anchor, new);
    Value(rw.body.op(new).first_result)
}

/// The vector type of `op`'s result: shape, scalable flags, element.
pub(super) fn result_vector(rw: &Rewriter<'_>, op: Op) -> Option<(Type, Vec<u64>, Vec<bool>, Type)> {
    let r = rw.body.op(op).results().next()?;
    let ty = rw.body.value(r).ty;
    match rw.ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, elem } => Some((ty, shape.to_vec(), scalable.to_vec(), *elem)),
        _ => None,
    }
}

/// `[a, b]` as an array of i64 attributes (`constant_mask`'s sizes).
fn sizes_attr(rw: &mut Rewriter<'_>, sizes: &[i128]) -> Attr {
    let items: Vec<Attr> = sizes.iter().map(|&s| rw.ctx.int_attr(s, 64)).collect();
    rw.ctx.attr(AttrKind::Array(items.into()))
}

fn sizes_of(rw: &Rewriter<'_>, op: Op) -> Option<Vec<i128>> {
    let a = prop(rw.ctx, rw.body, op, "mask_dim_sizes")?;
    let AttrKind::Array(items) = rw.ctx.attr_kind(a) else { return None };
    items.iter().map(|&i| int_of(rw.ctx, Some(i)).map(|x| x.0)).collect()
}

/// MLIR's `CreateMaskFolder` (which `-canonicalize` runs too).
struct CreateMaskFolder;

impl Pattern for CreateMaskFolder {
    fn root(&self) -> Option<&str> {
        Some("vector.create_mask")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        create_mask_folder(rw, op)
    }
}

/// The defining op of `v` when it is named `name`.
fn defined_by(rw: &Rewriter<'_>, v: Value, name: &str) -> Option<Op> {
    let def = rw.body.defining_op(v)?;
    (rw.ctx.str(rw.body.op(def).name) == name).then_some(def)
}

/// The constant integer `v` holds (`getConstantIntValue`).
fn const_int(rw: &mut Rewriter<'_>, v: Value) -> Option<i64> {
    let def = rw.body.defining_op(v)?;
    let c = constant_value(rw.ctx, rw.body, def)?;
    rw.ctx.int_value(c).map(|i| i as i64)
}

/// `getConstantVscaleMultiplier`: `c * vscale` or `vscale * c`.
fn vscale_multiplier(rw: &mut Rewriter<'_>, v: Value) -> Option<i64> {
    let mul = defined_by(rw, v, "arith.muli")?;
    let ops = rw.body.op(mul).operands.to_vec();
    let [x, y] = ops[..] else { return None };
    let is_vscale = |rw: &Rewriter<'_>, v: Value| defined_by(rw, v, "vector.vscale").is_some();
    if is_vscale(rw, x) {
        return const_int(rw, y);
    }
    if is_vscale(rw, y) {
        return const_int(rw, x);
    }
    None
}

/// MLIR's `CreateMaskFolder`.
pub(super) fn create_mask_folder(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let Some(ty) = rw.body.op(op).results().next().map(|r| rw.body.value(r).ty) else { return false };
    let TypeKind::Vector { shape, scalable, .. } = rw.ctx.type_kind(ty).clone() else { return false };
    // A 0-D mask has one bound, of a dimension of size 1.
    let (shape, scalable) = if shape.is_empty() { (vec![1u64], vec![false]) } else { (shape.to_vec(), scalable.to_vec()) };
    let operands = rw.body.op(op).operands.to_vec();
    let mut dims = Vec::new();
    for (i, &v) in operands.iter().enumerate() {
        if let Some(size) = const_int(rw, v) {
            // A scalable dimension folds only when empty.
            if scalable.get(i) == Some(&true) && size > 0 {
                return false;
            }
            dims.push(size);
        } else if let Some(m) = vscale_multiplier(rw, v) {
            if m < *shape.get(i).unwrap_or(&0) as i64 {
                return false;
            }
            dims.push(m);
        } else {
            return false;
        }
    }
    for (d, &size) in dims.iter_mut().zip(&shape) {
        *d = (*d).clamp(0, size as i64);
    }
    if dims.contains(&0) {
        dims.iter_mut().for_each(|d| *d = 0);
    }
    let items: Vec<Attr> = dims.iter().map(|&d| rw.ctx.int_attr(d as i128, 64)).collect();
    let sizes = rw.ctx.attr(AttrKind::Array(items.into()));
    let new = build(rw, op, "vector.constant_mask", &[], ty, &[("mask_dim_sizes", sizes)]);
    rw.replace_op(op, &[new]);
    true
}

/// MLIR's `ConstantMaskOpLowering`.
struct ConstantMaskLowering;

impl Pattern for ConstantMaskLowering {
    fn root(&self) -> Option<&str> {
        Some("vector.constant_mask")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some((ty, shape, scalable, elem)) = result_vector(rw, op) else { return false };
        let Some(sizes) = sizes_of(rw, op) else { return false };
        let Some(&leading) = sizes.first() else { return false };
        let dense = |rw: &mut Rewriter<'_>, t: Type, bits: Vec<i128>| {
            rw.ctx.attr(AttrKind::DenseElements { ty: t, data: DenseData::Ints(bits.into()) })
        };
        if shape.len() <= 1 {
            let value = if shape.is_empty() {
                dense(rw, ty, vec![(leading == 1) as i128])
            } else if leading == 0 || leading == shape[0] as i128 {
                dense(rw, ty, vec![(leading != 0) as i128])
            } else {
                dense(rw, ty, (0..shape[0] as i128).map(|d| (d < leading) as i128).collect())
            };
            let new = build(rw, op, "arith.constant", &[], ty, &[("value", value)]);
            rw.replace_op(op, &[new]);
            return true;
        }
        if scalable[0] {
            return false;
        }
        let low = rw.ctx.ty(TypeKind::Vector { shape: shape[1..].into(), scalable: scalable[1..].into(), elem });
        let rest = sizes_attr(rw, &sizes[1..]);
        let true_value = build(rw, op, "vector.constant_mask", &[], low, &[("mask_dim_sizes", rest)]);
        let zero = dense(rw, ty, vec![0]);
        let mut result = build(rw, op, "arith.constant", &[], ty, &[("value", zero)]);
        let i64t = rw.ctx.int_type(64);
        for d in 0..leading {
            let pos = rw.ctx.attr(AttrKind::DenseArray { elem: i64t, values: Box::new([IntOrFloat::Int(d)]) });
            result = build(rw, op, "vector.insert", &[true_value, result], ty, &[("static_position", pos)]);
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// MLIR's `CreateMaskOpLowering`: an n-D `vector.create_mask` (leading
/// dimension fixed) selects, row by row, the mask of the trailing
/// dimensions or all-false, by comparing the row with the leading size.
struct CreateMaskLowering;

impl Pattern for CreateMaskLowering {
    fn root(&self) -> Option<&str> {
        Some("vector.create_mask")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some((ty, shape, scalable, elem)) = result_vector(rw, op) else { return false };
        if shape.len() <= 1 || scalable[0] {
            return false;
        }
        let operands = rw.body.op(op).operands.to_vec();
        let Some((&idx, rest)) = operands.split_first() else { return false };
        let low = rw.ctx.ty(TypeKind::Vector { shape: shape[1..].into(), scalable: scalable[1..].into(), elem });
        let true_value = build(rw, op, "vector.create_mask", rest, low, &[]);
        let zero_low = rw.ctx.attr(AttrKind::DenseElements { ty: low, data: DenseData::Ints(Box::new([0])) });
        let false_value = build(rw, op, "arith.constant", &[], low, &[("value", zero_low)]);
        let zero = rw.ctx.attr(AttrKind::DenseElements { ty, data: DenseData::Ints(Box::new([0])) });
        let mut result = build(rw, op, "arith.constant", &[], ty, &[("value", zero)]);
        let index = rw.ctx.ty(TypeKind::Index);
        let i1 = rw.ctx.int_type(1);
        let i64t = rw.ctx.int_type(64);
        let slt = rw.ctx.int_attr(2, 64);
        for d in 0..shape[0] as i128 {
            let bound = rw.ctx.attr(AttrKind::Integer { value: crate::ir::IntValue::Small(d), ty: index });
            let bnd = build(rw, op, "arith.constant", &[], index, &[("value", bound)]);
            let val = build(rw, op, "arith.cmpi", &[bnd, idx], i1, &[("predicate", slt)]);
            let sel = build(rw, op, "arith.select", &[val, true_value, false_value], low, &[]);
            let pos = rw.ctx.attr(AttrKind::DenseArray { elem: i64t, values: Box::new([IntOrFloat::Int(d)]) });
            result = build(rw, op, "vector.insert", &[sel, result], ty, &[("static_position", pos)]);
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// Whether a mask type is an SVE predicate's: 1-D, scalable, of 2, 4, 8
/// or 16 elements per vscale.
fn is_sve_predicate(shape: &[u64], scalable: &[bool]) -> bool {
    matches!((shape, scalable), ([n], [true]) if (2..=16).contains(n) && n.is_power_of_two())
}

/// MLIR's ArmSVE `CreateMaskOpLowering` (`enable-arm-sve`): a scalable
/// 1-D mask of an SVE predicate's size is `arm_sve.intr.whilelt` from an
/// `i64` zero to its bound (the mask's own materialisation is skipped for
/// it, as this pattern wins over it in MLIR).
pub struct SveCreateMask;

impl crate::conversion::api::ConversionPattern for SveCreateMask {
    fn root(&self) -> &str {
        "vector.create_mask"
    }
    fn rewrite(&self, rw: &mut crate::conversion::api::ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
        let Some(r) = rw.body.op(op).results().next() else { return false };
        let ty = rw.body.value(r).ty;
        let TypeKind::Vector { shape, scalable, .. } = rw.ctx.type_kind(ty).clone() else { return false };
        let [bound] = operands else { return false };
        if !is_sve_predicate(&shape, &scalable) {
            return false;
        }
        let i64t = rw.ctx.int_type(64);
        let zero = crate::conversion::api::create_op(rw, op, "llvm.mlir.zero", &[], &[i64t], &[]);
        let zero = Value(rw.body.op(zero).first_result);
        let mask = crate::conversion::api::create_op(rw, op, "arm_sve.intr.whilelt", &[zero, *bound], &[ty], &[]);
        let mask = Value(rw.body.op(mask).first_result);
        rw.replace_op(op, &[mask]);
        true
    }
}

/// MLIR's `VectorCreateMaskOpConversion` (`populateVectorMaskMaterializationPatterns`),
/// run at the start of the conversion: a `vector.create_mask` of rank 0 or
/// 1 whose size is not constant becomes a comparison
/// `[0, 1, .., n-1] < splat(size)` on 32-bit indices (64-bit unless
/// `force-32bit-vector-indices`): `arith.constant`, `arith.index_cast`,
/// `vector.splat` (lowered with the rest), `arith.cmpi slt`.
pub fn materialize_create_masks(ctx: &mut Context, body: &mut Body, scope: Op, force32: bool, arm_sve: bool) {
    let create_mask = ctx.ident("vector.create_mask");
    for op in body.nested_ops_preorder(scope) {
        if body.op(op).name != create_mask || body.op(op).parent.is_none() {
            continue;
        }
        let Some(r) = body.op(op).results().next() else { continue };
        let ty = body.value(r).ty;
        let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(ty).clone() else { continue };
        let [bound] = body.op(op).operands[..] else { continue };
        let is_scalable = scalable.iter().any(|&s| s);
        if shape.len() > 1 || arm_sve && is_sve_predicate(&shape, &scalable) {
            continue;
        }
        let width = if force32 { 32 } else { 64 };
        let elem = ctx.int_type(width);
        let dim = shape.first().copied().unwrap_or(0);
        let indices_ty = ctx.ty(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), elem });
        let emit = |ctx: &mut Context, body: &mut Body, name: &str, operands: &[Value], t: Type, props: &[(&str, Attr)]| {
            let entries = props.iter().map(|(k, v)| (ctx.ident(k), *v)).collect();
            let properties = (!props.is_empty()).then(|| ctx.dict(entries));
            let ident = ctx.ident(name);
            let (loc, span) = (body.op(op).loc, body.op(op).span);
            let attrs = ctx.empty_dict();
            let new = body.new_op(ident, operands.into(), &[t], Box::new([]), properties, attrs, Box::new([]), loc, span);
            body.insert_op_before(op, new);
            Value(body.op(new).first_result)
        };
        // A scalable mask counts with `llvm.intr.experimental.stepvector`
        // (MLIR's `VectorCreateMaskOpRewritePattern`).
        let indices = if is_scalable {
            emit(ctx, body, "llvm.intr.experimental.stepvector", &[], indices_ty, &[])
        } else {
            let values: Vec<i128> = if dim == 0 { vec![0] } else { (0..dim as i128).collect() };
            let indices = ctx.attr(AttrKind::DenseElements { ty: indices_ty, data: DenseData::Ints(values.into()) });
            emit(ctx, body, "arith.constant", &[], indices_ty, &[("value", indices)])
        };
        let bound = emit(ctx, body, "arith.index_cast", &[bound], elem, &[]);
        let bounds = emit(ctx, body, "vector.splat", &[bound], indices_ty, &[]);
        let slt = ctx.int_attr(2, 64);
        let mask = emit(ctx, body, "arith.cmpi", &[indices, bounds], ty, &[("predicate", slt)]);
        body.replace_uses_in(scope, r, mask);
        body.erase_op(op);
    }
}

/// The patterns, for the greedy driver.
pub fn patterns() -> Vec<Box<dyn Pattern>> {
    vec![Box::new(CreateMaskFolder), Box::new(ConstantMaskLowering), Box::new(CreateMaskLowering)]
}
