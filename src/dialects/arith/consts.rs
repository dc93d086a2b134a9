//! Constant operands as the arith folds see them (MLIR's
//! `constFoldBinaryOp`, `constFoldUnaryOp`, `constFoldCastOp` and the
//! `m_Zero`/`m_One`/`m_ConstantInt`/`m_ConstantFloat` matchers): a scalar
//! integer or float attribute, or a dense elements attribute (splat or
//! not), read as a list of elements (one for scalars and splats) and
//! rebuilt after an element-wise computation.
//!
//! Integers are kept as MLIR keeps signless values, sign-extended from
//! their width (`index` is 64 bits wide); floats as their raw bits.

use crate::ir::{Attr, AttrKind, Context, DenseData, FloatKind, IntValue, Type, TypeKind};

/// Elements of one constant operand.
#[derive(Clone, Debug)]
pub struct Elems<T> {
    /// The attribute's type (scalar or shaped).
    pub ty: Type,
    /// A shaped type (dense elements) rather than a scalar.
    pub shaped: bool,
    /// One element for a scalar or a splat, else every element.
    pub vals: Vec<T>,
}

/// The element type of a shaped type, else the type itself.
pub fn elem_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem }
        | TypeKind::MemRef { elem, .. } => *elem,
        _ => ty,
    }
}

/// Whether `ty` is a vector or tensor type.
pub fn is_shaped(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. })
}

/// The bit width of an integer or `index` (element) type.
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(elem_type(ctx, ty)) {
        TypeKind::Integer { width, .. } if *width <= 127 => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// The float format of a float (element) type.
pub fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.type_kind(elem_type(ctx, ty)) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// `v` wrapped to `width` bits and sign-extended.
pub fn wrap(v: i128, width: u32) -> i128 {
    if width >= 128 {
        return v;
    }
    if width == 0 {
        return 0;
    }
    let shift = 128 - width;
    (v << shift) >> shift
}

/// `v` read as an unsigned `width`-bit value.
pub fn unsigned(v: i128, width: u32) -> u128 {
    if width >= 128 {
        return v as u128;
    }
    (v as u128) & ((1u128 << width) - 1)
}

/// An integer constant's elements.
pub fn read_ints(ctx: &mut Context, a: Option<Attr>) -> Option<Elems<i128>> {
    let a = a?;
    if let AttrKind::Bool(b) = *ctx.attr_kind(a) {
        return Some(Elems { ty: ctx.int_type(1), shaped: false, vals: vec![-(b as i128)] });
    }
    match ctx.attr_kind(a) {
        AttrKind::Integer { value: IntValue::Small(v), ty } => {
            int_width(ctx, *ty)?;
            Some(Elems { ty: *ty, shaped: false, vals: vec![*v] })
        }
        AttrKind::DenseElements { ty, data: DenseData::Ints(v) } => {
            int_width(ctx, *ty)?;
            Some(Elems { ty: *ty, shaped: true, vals: v.to_vec() })
        }
        _ => None,
    }
}

/// A float constant's elements and format (formats the folds handle).
pub fn read_floats(ctx: &Context, a: Option<Attr>) -> Option<(Elems<u128>, FloatKind)> {
    let (ty, shaped, vals) = match ctx.attr_kind(a?) {
        AttrKind::Float { bits, ty } => (*ty, false, vec![*bits]),
        AttrKind::DenseElements { ty, data: DenseData::Floats(v) } => (*ty, true, v.to_vec()),
        _ => return None,
    };
    let kind = float_kind(ctx, ty)?;
    super::softfloat::supported(kind).then_some((Elems { ty, shaped, vals }, kind))
}

/// A splat or scalar integer constant's value (`m_ConstantInt`).
pub fn splat_int(ctx: &mut Context, a: Option<Attr>) -> Option<(i128, u32)> {
    let e = read_ints(ctx, a)?;
    let w = int_width(ctx, e.ty)?;
    (e.vals.len() == 1).then(|| (e.vals[0], w))
}

/// A splat or scalar float constant's bits (`m_ConstantFloat`).
pub fn splat_float(ctx: &Context, a: Option<Attr>) -> Option<(u128, FloatKind)> {
    let (e, k) = read_floats(ctx, a)?;
    (e.vals.len() == 1).then(|| (e.vals[0], k))
}

/// `m_Zero`.
pub fn is_zero(ctx: &mut Context, a: Option<Attr>) -> bool {
    splat_int(ctx, a).is_some_and(|(v, _)| v == 0)
}

/// `m_One`.
pub fn is_one(ctx: &mut Context, a: Option<Attr>) -> bool {
    splat_int(ctx, a).is_some_and(|(v, w)| wrap(1, w) == v)
}

/// `m_AllOnes` (an integer of all one bits).
pub fn is_all_ones(ctx: &mut Context, a: Option<Attr>) -> bool {
    splat_int(ctx, a).is_some_and(|(v, _)| v == -1)
}

/// An integer constant of `ty` (scalar or shaped); the values are wrapped
/// to the element width and a shaped result is a splat when all agree.
pub fn make_ints(ctx: &mut Context, ty: Type, vals: Vec<i128>) -> Option<Attr> {
    let width = int_width(ctx, ty)?;
    let mut vals: Vec<i128> = vals.into_iter().map(|v| wrap(v, width)).collect();
    if is_shaped(ctx, ty) {
        if vals.iter().all(|v| *v == vals[0]) {
            vals.truncate(1);
        }
        return Some(ctx.attr(AttrKind::DenseElements { ty, data: DenseData::Ints(vals.into()) }));
    }
    let v = *vals.first()?;
    if width == 1 {
        return Some(ctx.attr(AttrKind::Bool(v != 0)));
    }
    Some(ctx.attr(AttrKind::Integer { value: IntValue::Small(v), ty }))
}

/// A float constant of `ty` (scalar or shaped).
pub fn make_floats(ctx: &mut Context, ty: Type, mut vals: Vec<u128>) -> Option<Attr> {
    float_kind(ctx, ty)?;
    if is_shaped(ctx, ty) {
        if vals.iter().all(|v| *v == vals[0]) {
            vals.truncate(1);
        }
        return Some(ctx.attr(AttrKind::DenseElements { ty, data: DenseData::Floats(vals.into()) }));
    }
    let bits = *vals.first()?;
    Some(ctx.attr(AttrKind::Float { bits, ty }))
}

/// `Builder::getZeroAttr` of an integer, float or shaped type.
pub fn zero_of(ctx: &mut Context, ty: Type) -> Option<Attr> {
    if int_width(ctx, ty).is_some() {
        return make_ints(ctx, ty, vec![0]);
    }
    make_floats(ctx, ty, vec![0])
}

/// A `#ub.poison` operand, which every constant fold passes on (MLIR's
/// `constFold*` helpers check both operands for `ub::PoisonAttr` first).
pub fn poison_operand(ctx: &Context, consts: &[Option<Attr>]) -> Option<Attr> {
    consts.iter().take(2).flatten().copied().find(|&a| {
        matches!(ctx.attr_kind(a), AttrKind::Dialect { name, body: None } if ctx.str(*name) == "ub.poison")
    })
}

/// The element pairs of two operands of one type (MLIR's three cases:
/// two scalars, two splats, two element lists); `None` when the types
/// differ or either is missing.
fn pairs<T: Copy>(l: &Elems<T>, r: &Elems<T>) -> Option<Vec<(T, T)>> {
    if l.ty != r.ty || l.shaped != r.shaped {
        return None;
    }
    let n = l.vals.len().max(r.vals.len());
    let at = |v: &[T], i: usize| if v.len() == 1 { v[0] } else { v[i] };
    if (l.vals.len() != 1 && l.vals.len() != n) || (r.vals.len() != 1 && r.vals.len() != n) {
        return None;
    }
    Some((0..n).map(|i| (at(&l.vals, i), at(&r.vals, i))).collect())
}

/// `constFoldBinaryOp` on integers: `f(a, b, width)` per element, the
/// result of `result_ty` (the operands' type when `None`); any element
/// that does not fold fails the whole fold.
pub fn fold_int_binary(
    ctx: &mut Context,
    consts: &[Option<Attr>],
    result_ty: Option<Type>,
    mut f: impl FnMut(i128, i128, u32) -> Option<i128>,
) -> Option<Attr> {
    if let Some(p) = poison_operand(ctx, consts) {
        return Some(p);
    }
    let l = read_ints(ctx, *consts.first()?)?;
    let r = read_ints(ctx, *consts.get(1)?)?;
    let width = int_width(ctx, l.ty)?;
    let vals = pairs(&l, &r)?.into_iter().map(|(a, b)| f(a, b, width)).collect::<Option<Vec<_>>>()?;
    make_ints(ctx, result_ty.unwrap_or(l.ty), vals)
}

/// `constFoldBinaryOp` on floats.
pub fn fold_float_binary(
    ctx: &mut Context,
    consts: &[Option<Attr>],
    mut f: impl FnMut(u128, u128, FloatKind) -> Option<u128>,
) -> Option<Attr> {
    if let Some(p) = poison_operand(ctx, consts) {
        return Some(p);
    }
    let (l, kind) = read_floats(ctx, *consts.first()?)?;
    let (r, _) = read_floats(ctx, *consts.get(1)?)?;
    let vals = pairs(&l, &r)?.into_iter().map(|(a, b)| f(a, b, kind)).collect::<Option<Vec<_>>>()?;
    make_floats(ctx, l.ty, vals)
}

/// The result of a cast: integers or floats of `ty`.
pub enum CastOut {
    Int(i128),
    Float(u128),
}

/// `constFoldCastOp`: one operand, integer or float elements, mapped to
/// `ty`'s elements; any element that does not convert fails.
pub fn fold_cast(
    ctx: &mut Context,
    consts: &[Option<Attr>],
    ty: Type,
    mut from_int: impl FnMut(i128, u32) -> Option<CastOut>,
    mut from_float: impl FnMut(u128, FloatKind) -> Option<CastOut>,
) -> Option<Attr> {
    if let Some(p) = poison_operand(ctx, &consts[..consts.len().min(1)]) {
        return Some(p);
    }
    let a = *consts.first()?;
    let outs: Vec<CastOut> = if let Some(e) = read_ints(ctx, a) {
        if e.shaped != is_shaped(ctx, ty) {
            return None;
        }
        let w = int_width(ctx, e.ty)?;
        e.vals.iter().map(|&v| from_int(v, w)).collect::<Option<_>>()?
    } else if let Some((e, k)) = read_floats(ctx, a) {
        if e.shaped != is_shaped(ctx, ty) {
            return None;
        }
        e.vals.iter().map(|&v| from_float(v, k)).collect::<Option<_>>()?
    } else {
        return None;
    };
    if int_width(ctx, ty).is_some() {
        let v = outs.into_iter().map(|o| if let CastOut::Int(i) = o { Some(i) } else { None }).collect::<Option<_>>()?;
        make_ints(ctx, ty, v)
    } else {
        let v = outs.into_iter().map(|o| if let CastOut::Float(b) = o { Some(b) } else { None }).collect::<Option<_>>()?;
        make_floats(ctx, ty, v)
    }
}
