//! Small property and constant helpers that folds, patterns and dialect
//! passes share (exposed through [`super::api`]): reading and setting one
//! property, making and reading integer constants as MLIR keeps them.

use crate::ir::{Attr, AttrKind, Body, Context, IntOrFloat, IntValue, Op, Type, TypeKind};

/// One property of `op`.
pub fn prop(ctx: &Context, body: &Body, op: Op, name: &str) -> Option<Attr> {
    body.op(op).properties.and_then(|p| ctx.dict_get_str(p, name))
}

/// Sets (or replaces) one property of `op`.
pub fn set_prop(ctx: &mut Context, body: &mut Body, op: Op, name: &str, value: Attr) {
    let mut entries: Vec<_> = match body.op(op).properties.map(|p| ctx.attr_kind(p).clone()) {
        Some(AttrKind::Dictionary(e)) => e.to_vec(),
        _ => Vec::new(),
    };
    let key = ctx.ident(name);
    entries.retain(|e| e.0 != key);
    entries.push((key, value));
    let dict = ctx.dict(entries);
    body.ops[op.index()].properties = Some(dict);
}

/// The type of `op`'s first result.
pub fn result_type(body: &Body, op: Op) -> Option<Type> {
    body.op(op).results().next().map(|r| body.value(r).ty)
}

/// An integer attribute of `ty`, `value` wrapped to the width as MLIR
/// keeps signless values (sign-extended); `None` past 127 bits.
pub fn int_attr(ctx: &mut Context, ty: Type, width: u32, value: i128) -> Option<Attr> {
    if width == 0 || width > 127 {
        return None;
    }
    let shift = 128 - width;
    let v = (value << shift) >> shift;
    if width == 1 {
        return Some(ctx.attr(AttrKind::Bool(v != 0)));
    }
    Some(ctx.attr(AttrKind::Integer { value: IntValue::Small(v), ty }))
}

/// The value and width of an integer constant (`i1` booleans included;
/// `index` counts as 64 bits).
pub fn int_of(ctx: &Context, a: Option<Attr>) -> Option<(i128, u32)> {
    match ctx.attr_kind(a?) {
        AttrKind::Bool(b) => Some((*b as i128, 1)),
        AttrKind::Integer { value: IntValue::Small(v), ty } => match ctx.type_kind(*ty) {
            TypeKind::Integer { width, .. } if *width <= 127 => Some((*v, *width)),
            TypeKind::Index => Some((*v, 64)),
            _ => None,
        },
        _ => None,
    }
}

/// The integers of a dense array attribute (non-integers read as 0).
pub fn dense_ints(ctx: &Context, a: Option<Attr>) -> Option<Vec<i128>> {
    match ctx.attr_kind(a?) {
        AttrKind::DenseArray { values, .. } => {
            Some(values.iter().map(|v| if let IntOrFloat::Int(i) = v { *i } else { 0 }).collect())
        }
        _ => None,
    }
}

/// A parameterless dialect attribute (`#llvm.zero`), by full name.
pub fn dialect_marker(ctx: &mut Context, name: &str) -> Attr {
    let name = ctx.ident(name);
    ctx.attr(AttrKind::Dialect { name, body: None })
}

/// A dense array property read as sizes (`operandSegmentSizes`); `None`
/// when absent or negative.
pub fn segment_sizes(ctx: &Context, body: &Body, op: Op, name: &str) -> Option<Vec<usize>> {
    match ctx.attr_kind(prop(ctx, body, op, name)?) {
        AttrKind::DenseArray { values, .. } => {
            values.iter().map(|v| if let IntOrFloat::Int(i) = v { usize::try_from(*i).ok() } else { None }).collect()
        }
        _ => None,
    }
}

/// Sets a dense `i32` array property (segment sizes).
pub fn set_segment_sizes(ctx: &mut Context, body: &mut Body, op: Op, name: &str, sizes: &[usize]) {
    let i32t = ctx.int_type(32);
    let values = sizes.iter().map(|&s| IntOrFloat::Int(s as i128)).collect();
    let a = ctx.attr(AttrKind::DenseArray { elem: i32t, values });
    set_prop(ctx, body, op, name, a);
}

/// Consecutive index ranges of the given sizes from `start`.
pub fn consecutive_ranges(start: usize, sizes: &[usize]) -> Vec<Vec<usize>> {
    let mut at = start;
    sizes
        .iter()
        .map(|&s| {
            let r: Vec<usize> = (at..at + s).collect();
            at += s;
            r
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_attrs_wrap_like_signless_values() {
        let mut ctx = Context::new();
        let i8t = ctx.int_type(8);
        let a = int_attr(&mut ctx, i8t, 8, 255).unwrap();
        assert_eq!(ctx.int_value(a), Some(-1));
        let i1 = ctx.int_type(1);
        let t = int_attr(&mut ctx, i1, 1, 3).unwrap();
        assert_eq!(ctx.attr_kind(t), &AttrKind::Bool(true));
        let wide = ctx.int_type(200);
        assert!(int_attr(&mut ctx, wide, 200, 1).is_none());
    }
}
