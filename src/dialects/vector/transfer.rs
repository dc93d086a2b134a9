//! `vector.transfer_read` and `vector.transfer_write`: their hand-written
//! forms and verifiers, as MLIR 19's `TransferReadOp`/`TransferWriteOp`
//! parse, print and verify them.
//!
//! `transfer_read %src[%i, ...], %pad (, %mask)? attr-dict : SrcT, VecT`
//! and `transfer_write %vec, %dst[%i, ...] (, %mask)? attr-dict : VecT,
//! DstT` (with a tensor result for a tensor destination). The parser adds
//! the minor identity `permutation_map` and an all-false `in_bounds` when
//! they are left out, and the mask's type is inferred from the vector type
//! and the map; the printer leaves out a minor identity map and an
//! `in_bounds` without a `true`.

use crate::ir::affine::expr::Map;
use crate::ir::affine::E;
use crate::ir::{Attr, AttrKind, Context, Op, Type, TypeKind};
use crate::parser::api::*;
use crate::printer::api::{all_attrs, print_value, OpView, Printer};
use crate::verify::api::{Cx, Res};

/// The map of a transfer (its `permutation_map` property).
pub fn map_of(ctx: &Context, a: Option<Attr>) -> Option<Map> {
    match ctx.attr_kind(a?) {
        AttrKind::AffineMap(text) => Map::parse(text),
        _ => None,
    }
}

/// The `in_bounds` flags.
pub fn in_bounds_of(ctx: &Context, a: Option<Attr>) -> Option<Vec<bool>> {
    let AttrKind::Array(items) = ctx.attr_kind(a?) else { return None };
    items.iter().map(|&i| if let AttrKind::Bool(b) = ctx.attr_kind(i) { Some(*b) } else { None }).collect()
}

/// `AffineMap::isMinorIdentity`.
pub fn is_minor_identity(map: &Map) -> bool {
    map.syms == 0 && map.dims >= map.results.len() && map.results.iter().enumerate().all(|(i, e)| *e == E::Dim(map.dims - map.results.len() + i))
}

/// `AffineMap::isMinorIdentityWithBroadcasting`: the broadcast result
/// positions when it is one.
pub fn minor_identity_broadcasts(map: &Map) -> Option<Vec<usize>> {
    if map.dims < map.results.len() {
        return None;
    }
    let start = map.dims - map.results.len();
    let mut broadcasts = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        match e {
            E::Const(0) => broadcasts.push(i),
            E::Dim(d) if *d == start + i => {}
            _ => return None,
        }
    }
    Some(broadcasts)
}

/// `getTransferMinorIdentityMap`.
fn minor_identity_for(ctx: &Context, shaped: Type, vector: Type) -> Option<Map> {
    let (rank, elem) = match ctx.type_kind(shaped) {
        TypeKind::MemRef { shape, elem, .. } | TypeKind::RankedTensor { shape, elem, .. } => (shape.len(), *elem),
        _ => return None,
    };
    let TypeKind::Vector { shape: vshape, .. } = ctx.type_kind(vector) else { return None };
    let elem_rank = match ctx.type_kind(elem) {
        TypeKind::Vector { shape, .. } => shape.len(),
        _ => 0,
    };
    if rank == 0 && vshape[..] == [1] {
        return Some(Map { dims: 0, syms: 0, results: vec![E::Const(0)] });
    }
    let k = vshape.len().checked_sub(elem_rank)?;
    // More vector than source dimensions (an invalid transfer): the map
    // keeps the source's dimensions, which the verifier then rejects.
    let start = rank.saturating_sub(k);
    Some(Map { dims: rank, syms: 0, results: (start..rank).map(E::Dim).collect() })
}

/// `inferTransferOpMaskType`: the vector shape read back through the map
/// (a dimension per used input dimension, in input order).
pub fn mask_shape(ctx: &Context, vector: Type, map: &Map) -> Option<(Vec<u64>, Vec<bool>)> {
    let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(vector) else { return None };
    let mut pairs: Vec<(usize, u64, bool)> = map.results.iter().enumerate().filter_map(|(r, e)| if let E::Dim(d) = e { Some((*d, *shape.get(r)?, scalable[r])) } else { None }).collect();
    pairs.sort_by_key(|p| p.0);
    let mut out: (Vec<u64>, Vec<bool>) = (pairs.iter().map(|p| p.1).collect(), pairs.iter().map(|p| p.2).collect());
    if out.0.is_empty() {
        out = (vec![1], vec![false]);
    }
    Some(out)
}

fn shaped_parts(ctx: &Context, t: Type) -> Option<(usize, Type, bool)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } => Some((shape.len(), *elem, true)),
        TypeKind::RankedTensor { shape, elem, .. } => Some((shape.len(), *elem, false)),
        _ => None,
    }
}

/// The shared tail of both forms: `(, %mask)? attr-dict : T1, T2`, the
/// defaults and the mask type. `read` says which op it is.
fn parse_tail<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, read: bool) -> Result<(Type, Type, Option<ValueUse>), E::Error> {
    let mask = if eat_kind(inp, Kind::Comma) { Some(inp.parse(subs.value_use.clone())?) } else { None };
    parse_opt_dict(inp, subs, p)?;
    let types_at = pos(inp);
    expect_kind(inp, Kind::Colon, "':'")?;
    let types = type_list(inp, subs)?;
    if types.len() != 2 {
        return Err(err_at_tok(inp, types_at, "requires two types"));
    }
    let (vector, shaped) = if read { (types[1], types[0]) } else { (types[0], types[1]) };
    let s = st(inp);
    if shaped_parts(&s.ctx, shaped).is_none() {
        return Err(err_at_tok(inp, types_at, "requires memref or ranked tensor type"));
    }
    if !matches!(s.ctx.type_kind(vector), TypeKind::Vector { .. }) {
        return Err(err_at_tok(inp, types_at, "requires vector type"));
    }
    // Inherent attributes written in the dictionary become properties.
    let mut map = None;
    let mut has_in_bounds = false;
    let mut kept = Vec::new();
    for (k, v) in std::mem::take(&mut p.attrs) {
        match s.ctx.str(k) {
            "permutation_map" => {
                map = Some(v);
                p.props.push((k, v));
            }
            "in_bounds" => {
                // Given, it is never defaulted; a value that is no array
                // is dropped as MLIR's `setInherentAttr` drops it ("requires
                // attribute 'in_bounds'").
                has_in_bounds = true;
                if matches!(s.ctx.attr_kind(v), AttrKind::Array(_)) {
                    p.props.push((k, v));
                }
            }
            _ => kept.push((k, v)),
        }
    }
    p.attrs = kept;
    let map = match map {
        Some(m) => map_of(&s.ctx, Some(m)),
        None => {
            let m = minor_identity_for(&s.ctx, shaped, vector);
            if let Some(m) = &m {
                let a = s.ctx.attr(AttrKind::AffineMap(m.text().into()));
                p.set_prop(s, "permutation_map", a);
            }
            m
        }
    };
    let Some(map) = map else { return Err(err_at_tok(inp, types_at, "expected an affine map for permutation_map")) };
    if !has_in_bounds {
        let f = s.ctx.attr(AttrKind::Bool(false));
        let a = s.ctx.attr(AttrKind::Array(vec![f; map.results.len()].into()));
        p.set_prop(s, "in_bounds", a);
    }
    let mut mask_ty = None;
    if let Some(m) = &mask {
        let elem = shaped_parts(&s.ctx, shaped).map(|x| x.1);
        if elem.is_some_and(|e| matches!(s.ctx.type_kind(e), TypeKind::Vector { .. })) {
            return Err(err_at_tok(inp, m.tok, "does not support masks with vector element type"));
        }
        let TypeKind::Vector { shape, .. } = s.ctx.type_kind(vector) else { unreachable!("checked above") };
        if shape.len() != map.results.len() {
            return Err(err_at_tok(inp, types_at, "expected the same rank for the vector and the results of the permutation map"));
        }
        let (shape, scalable) = mask_shape(&s.ctx, vector, &map).unwrap_or_default();
        let i1 = s.ctx.int_type(1);
        mask_ty = Some(s.ctx.ty(TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), elem: i1 }));
    }
    p.operand_types[3] = Some(mask_ty.into_iter().collect());
    Ok((shaped, vector, mask))
}

/// `transfer_read`: slots source, indices, padding, mask.
pub fn parse_read<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, _: &HookArgs<'_>) -> Result<(), E::Error> {
    let source = inp.parse(subs.value_use.clone())?;
    let indices = index_list(inp, subs)?;
    expect_kind(inp, Kind::Comma, "','")?;
    let padding = inp.parse(subs.value_use.clone())?;
    let (shaped, vector, mask) = parse_tail(inp, subs, p, true)?;
    let s = st(inp);
    let index = s.ctx.ty(TypeKind::Index);
    let elem = shaped_parts(&s.ctx, shaped).map_or(shaped, |x| x.1);
    let n = indices.len();
    p.operands[0].push(source);
    p.operand_types[0] = Some(vec![shaped]);
    p.operands[1] = indices;
    p.operand_types[1] = Some(vec![index; n]);
    p.operands[2].push(padding);
    p.operand_types[2] = Some(vec![elem]);
    p.operands[3].extend(mask);
    p.result_types[0] = Some(vec![vector]);
    Ok(())
}

/// `transfer_write`: slots vector, source, indices, mask.
pub fn parse_write<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, _: &HookArgs<'_>) -> Result<(), E::Error> {
    let vector_use = inp.parse(subs.value_use.clone())?;
    expect_kind(inp, Kind::Comma, "','")?;
    let dest = inp.parse(subs.value_use.clone())?;
    let indices = index_list(inp, subs)?;
    let (shaped, vector, mask) = parse_tail(inp, subs, p, false)?;
    let s = st(inp);
    let index = s.ctx.ty(TypeKind::Index);
    let n = indices.len();
    let is_tensor = matches!(s.ctx.type_kind(shaped), TypeKind::RankedTensor { .. });
    p.operands[0].push(vector_use);
    p.operand_types[0] = Some(vec![vector]);
    p.operands[1].push(dest);
    p.operand_types[1] = Some(vec![shaped]);
    p.operands[2] = indices;
    p.operand_types[2] = Some(vec![index; n]);
    p.operands[3].extend(mask);
    p.result_types[0] = Some(if is_tensor { vec![shaped] } else { Vec::new() });
    Ok(())
}

/// `[%i, %j]`.
fn index_list<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>) -> Result<Vec<ValueUse>, E::Error> {
    expect_kind(inp, Kind::LBracket, "'['")?;
    let list = value_list(inp, subs)?;
    if !eat_kind(inp, Kind::RBracket) {
        expect_kind(inp, Kind::RBracketX, "']'")?;
    }
    Ok(list)
}

/// `printTransferAttrs`: every attribute but the segment sizes, a minor
/// identity map and an `in_bounds` without a `true`, in name order.
fn print_attrs(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let minor = map_of(ctx, v.prop(ctx, "permutation_map")).is_some_and(|m| is_minor_identity(&m));
    let any_in_bounds = in_bounds_of(ctx, v.prop(ctx, "in_bounds")).is_some_and(|b| b.iter().any(|&x| x));
    let mut attrs: Vec<_> = all_attrs(ctx, v)
        .into_iter()
        .filter(|(n, _)| match ctx.str(*n) {
            "operandSegmentSizes" => false,
            "permutation_map" => !minor,
            "in_bounds" => any_in_bounds,
            _ => true,
        })
        .collect();
    attrs.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    p.optional_attr_dict(&attrs, false);
}

fn print_indices(p: &mut Printer<'_>, v: &OpView<'_>, slot: usize) {
    let ctx = p.ctx;
    p.out.push('[');
    for (i, &x) in v.operand_group(ctx, slot).iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        print_value(p, v, x);
    }
    p.out.push(']');
}

pub fn print_read(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let body = &v.m.body;
    let source = v.operand_group(ctx, 0)[0];
    p.out.push(' ');
    print_value(p, v, source);
    print_indices(p, v, 1);
    p.out.push_str(", ");
    print_value(p, v, v.operand_group(ctx, 2)[0]);
    if let Some(&m) = v.operand_group(ctx, 3).first() {
        p.out.push_str(", ");
        print_value(p, v, m);
    }
    print_attrs(p, v);
    p.out.push_str(" : ");
    p.print_type(body.value(source).ty);
    p.out.push_str(", ");
    if let Some(r) = body.op(v.op).results().next() {
        p.print_type(body.value(r).ty);
    }
}

pub fn print_write(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let body = &v.m.body;
    let vector = v.operand_group(ctx, 0)[0];
    let dest = v.operand_group(ctx, 1)[0];
    p.out.push(' ');
    print_value(p, v, vector);
    p.out.push_str(", ");
    print_value(p, v, dest);
    print_indices(p, v, 2);
    if let Some(&m) = v.operand_group(ctx, 3).first() {
        p.out.push_str(", ");
        print_value(p, v, m);
    }
    print_attrs(p, v);
    p.out.push_str(" : ");
    p.print_type(body.value(vector).ty);
    p.out.push_str(", ");
    p.print_type(body.value(dest).ty);
}

/// Operand slot `slot`'s values.
fn group(cx: &Cx, op: Op, slot: usize) -> Vec<crate::ir::Value> {
    let sizes = cx.segment_sizes(op, "operandSegmentSizes").unwrap_or_default();
    let start: i64 = sizes.iter().take(slot).sum();
    let len = sizes.get(slot).copied().unwrap_or(0);
    cx.body.op(op).operands.iter().skip(start as usize).take(len as usize).copied().collect()
}

/// `TransferReadOp::verify` / `TransferWriteOp::verify`.
pub fn verify_transfer(cx: &Cx, op: Op) -> Res {
    let read = cx.name(op) == "vector.transfer_read";
    let (shaped_slot, index_slot) = if read { (0, 1) } else { (1, 2) };
    let Some(&shaped_v) = group(cx, op, shaped_slot).first() else { return Ok(()) };
    let shaped = cx.body.value(shaped_v).ty;
    let vector = if read { cx.result_type(op, 0) } else { group(cx, op, 0).first().map(|&v| cx.body.value(v).ty) };
    let Some(vector) = vector else { return Ok(()) };
    let Some((rank, elem, _)) = shaped_parts(cx.ctx, shaped) else {
        return Err(cx.op_err(op, "requires source to be a memref or ranked tensor type"));
    };
    let Some(map) = map_of(cx.ctx, cx.prop(op, "permutation_map")) else { return Ok(()) };
    if group(cx, op, index_slot).len() != rank {
        return Err(cx.op_err(op, format!("requires {rank} indices")));
    }
    if !read && map.results.iter().any(|e| matches!(e, E::Const(_))) {
        return Err(cx.op_err(op, "should not have broadcast dimensions"));
    }
    if cx.discardable(op, "masked").is_some() {
        return Err(cx.op_err(op, "masked attribute has been removed. Use in_bounds instead."));
    }
    let TypeKind::Vector { shape: vshape, elem: velem, .. } = cx.ctx.type_kind(vector).clone() else { return Ok(()) };
    if !matches!(cx.ctx.type_kind(elem), TypeKind::Vector { .. }) {
        let bits = |t: Type| match cx.ctx.type_kind(t) {
            TypeKind::Integer { width, .. } => Some(*width as u64),
            TypeKind::Float(f) => Some(f.bit_width() as u64),
            TypeKind::Index => Some(64),
            _ => None,
        };
        let minor = if vshape.is_empty() { 1 } else { vshape[vshape.len() - 1] };
        if let (Some(vb), Some(eb)) = (bits(velem), bits(elem)) {
            if eb != 0 && (vb * minor) % eb != 0 {
                return Err(cx.op_err(op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type"));
            }
        }
        if map.results.len() != vshape.len() {
            return Err(cx.op_err(op, "requires a permutation_map with result dims of the same rank as the vector type"));
        }
    }
    if map.syms != 0 {
        return Err(cx.op_err(op, "requires permutation_map without symbols"));
    }
    if map.dims != rank {
        return Err(cx.op_err(op, "requires a permutation_map with input dims of the same rank as the source type"));
    }
    let in_bounds = in_bounds_of(cx.ctx, cx.prop(op, "in_bounds")).unwrap_or_default();
    if map.results.len() != in_bounds.len() {
        return Err(cx.op_err(op, format!("expects the in_bounds attr of same rank as permutation_map results: affine_map{} vs inBounds of size: {}", map.text(), in_bounds.len())));
    }
    if map.results.iter().zip(&in_bounds).any(|(e, &b)| matches!(e, E::Const(_)) && !b) {
        return Err(cx.op_err(op, "requires broadcast dimensions to be in-bounds"));
    }
    if read {
        if let Some(&pad) = group(cx, op, 2).first() {
            let pad_ty = cx.body.value(pad).ty;
            if matches!(cx.ctx.type_kind(elem), TypeKind::Vector { .. }) {
                if pad_ty != elem {
                    return Err(cx.op_err(op, "requires source element type and padding type to match."));
                }
            } else if pad_ty != elem {
                return Err(cx.op_err(op, "requires formal padding and source of the same elemental type"));
            }
        }
    }
    let mut seen = vec![false; map.dims];
    for e in &map.results {
        match e {
            E::Const(0) => {}
            E::Dim(d) if !seen[*d] => seen[*d] = true,
            E::Dim(_) => return Err(cx.op_err(op, "requires a permutation_map that is a permutation (found one dim used more than once)")),
            _ => return Err(cx.op_err(op, "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)")),
        }
    }
    Ok(())
}

/// The properties the custom form leaves out (for the printer's aliases).
pub fn unprinted(ctx: &Context, body: &crate::ir::Body, op: Op) -> Vec<&'static str> {
    let get = |n: &str| body.op(op).properties.and_then(|p| ctx.dict_get_str(p, n));
    let mut out = vec!["operandSegmentSizes"];
    if map_of(ctx, get("permutation_map")).is_some_and(|m| is_minor_identity(&m)) {
        out.push("permutation_map");
    }
    if !in_bounds_of(ctx, get("in_bounds")).is_some_and(|b| b.iter().any(|&x| x)) {
        out.push("in_bounds");
    }
    out
}
