//! `vector.contract` lowered as `convert-vector-to-llvm`'s greedy phase
//! does it: MLIR 19's `ContractionOpLowering` with the default
//! `VectorTransformsOptions` (the `Dot` strategy), which
//!
//! - leaves contractions of another kind than `add`, or whose operand
//!   element types differ from the accumulator's, alone;
//! - lowers the matmul and matvec flavours (`ContractionOpToDotLowering`):
//!   operands transposed so the reduction is innermost, then for every
//!   result element a row of each multiplied, `vector.reduction <add>`,
//!   inserted into a zero vector, and the accumulator added at the end;
//! - otherwise unrolls the first batch dimension, else the first free lhs,
//!   then rhs dimension, into contractions of one rank less
//!   (`lowerParallel`), else the first reduction dimension into a chain of
//!   contractions through the accumulator (`lowerReduction`), down to a
//!   1-D `arith.mulf`/`muli` and `vector.reduction <add>` with the
//!   accumulator.
//!
//! The contractions it creates are lowered in turn by the greedy driver.

use crate::ir::affine::expr::Map;
use crate::ir::affine::E;
use crate::ir::{Attr, AttrKind, IntOrFloat, Op, Type, TypeKind, Value};
use crate::passes::api::{prop, Pattern, Rewriter};

use super::contract::{dim_map, dim_positions, iterators_of, maps_of, result_index};
use super::mask::mask_operation;
use super::masks::build;
use super::unroll::{drop_front, extract, insert, zero};

fn type_of(rw: &Rewriter<'_>, v: Value) -> Type {
    rw.body.value(v).ty
}

fn vector_parts(rw: &Rewriter<'_>, t: Type) -> Option<(Vec<u64>, Vec<bool>, Type)> {
    match rw.ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, elem } => Some((shape.to_vec(), scalable.to_vec(), *elem)),
        _ => None,
    }
}

/// The element type of a vector, or the type itself.
fn elem_of(rw: &Rewriter<'_>, t: Type) -> Type {
    vector_parts(rw, t).map_or(t, |p| p.2)
}

fn is_int(rw: &Rewriter<'_>, t: Type) -> bool {
    matches!(rw.ctx.type_kind(t), TypeKind::Integer { .. })
}

/// `ty` without dimension `index` (`VectorType::Builder::dropDim`).
fn drop_dim(rw: &mut Rewriter<'_>, ty: Type, index: usize) -> Type {
    let (mut shape, mut scalable, elem) = vector_parts(rw, ty).expect("a vector type");
    shape.remove(index);
    scalable.remove(index);
    rw.ctx.ty(TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), elem })
}

/// `vector.extract v[pos]` with the inferred result type.
fn extract_at(rw: &mut Rewriter<'_>, anchor: Op, v: Value, pos: i64) -> Value {
    let ty = drop_front(rw, type_of(rw, v)).expect("a vector type");
    extract(rw, anchor, v, &[pos], ty)
}

/// `arith.mulf`/`muli` (`createMul`) and `arith.addf`/`addi` (`createAdd`).
fn arith(rw: &mut Rewriter<'_>, anchor: Op, op: &str, x: Value, y: Value, int: bool) -> Value {
    let name = format!("arith.{op}{}", if int { "i" } else { "f" });
    let ty = type_of(rw, x);
    build(rw, anchor, &name, &[x, y], ty, &[])
}

/// `vector.reduction <add>, v (, acc)`.
fn reduce_add(rw: &mut Rewriter<'_>, anchor: Op, v: Value, acc: Option<Value>) -> Value {
    let ty = elem_of(rw, type_of(rw, v));
    let kind = rw.ctx.dialect_words_attr("vector.kind", &["add"]);
    let fastmath = rw.ctx.dialect_words_attr("arith.fastmath", &["none"]);
    let operands: Vec<Value> = std::iter::once(v).chain(acc).collect();
    build(rw, anchor, "vector.reduction", &operands, ty, &[("kind", kind), ("fastmath", fastmath)])
}

/// `vector.transpose v, [1, 0]`.
fn transpose_2d(rw: &mut Rewriter<'_>, anchor: Op, v: Value) -> Value {
    let (mut shape, mut scalable, elem) = vector_parts(rw, type_of(rw, v)).expect("a vector type");
    shape.reverse();
    scalable.reverse();
    let ty = rw.ctx.ty(TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), elem });
    let i64t = rw.ctx.int_type(64);
    let perm = rw.ctx.attr(AttrKind::DenseArray { elem: i64t, values: Box::new([IntOrFloat::Int(1), IntOrFloat::Int(0)]) });
    build(rw, anchor, "vector.transpose", &[v], ty, &[("permutation", perm)])
}

/// A map of `dims` dimensions with dimension results.
fn dims_map(dims: usize, results: &[usize]) -> Map {
    Map { dims, syms: 0, results: results.iter().map(|&d| E::Dim(d)).collect() }
}

/// `adjustMap`: dimension `index` removed, later ones renumbered.
fn adjust_map(map: &Map, index: usize) -> Map {
    let results = dim_positions(map).into_iter().flatten().filter(|&d| d != index).map(|d| if d < index { d } else { d - 1 }).collect::<Vec<_>>();
    dims_map(map.dims - 1, &results)
}

/// The contraction being lowered, read once.
struct Contract {
    /// Where new ops go and what is replaced: the enclosing `vector.mask`
    /// of a masked contraction, else the contraction.
    anchor: Op,
    mask: Option<Value>,
    lhs: Value,
    rhs: Value,
    acc: Value,
    maps: Vec<Map>,
    iterators: Vec<String>,
    iterator_attrs: Vec<Attr>,
}

impl Contract {
    fn read(rw: &Rewriter<'_>, op: Op) -> Option<Contract> {
        let [lhs, rhs, acc] = rw.body.op(op).operands[..] else { return None };
        let maps = maps_of(rw.ctx, prop(rw.ctx, rw.body, op, "indexing_maps")?)?;
        let it = prop(rw.ctx, rw.body, op, "iterator_types")?;
        let iterators = iterators_of(rw.ctx, it)?;
        let AttrKind::Array(items) = rw.ctx.attr_kind(it) else { return None };
        let parent = rw.body.parent_op(op).filter(|&p| rw.ctx.str(rw.body.op(p).name) == "vector.mask");
        let (anchor, mask) = match parent {
            Some(p) => (p, Some(*rw.body.op(p).operands.first()?)),
            None => (op, None),
        };
        (maps.len() == 3).then(|| Contract { anchor, mask, lhs, rhs, acc, maps, iterators, iterator_attrs: items.to_vec() })
    }

    /// A contraction of `lhs`, `rhs` and `acc` over the maps and
    /// iterators with dimension `index` removed (kind `add`, the
    /// builder's default).
    fn lower(&self, rw: &mut Rewriter<'_>, index: usize, lhs: Value, rhs: Value, acc: Value, mask: Option<Value>) -> Value {
        let maps: Vec<Attr> = self.maps.iter().map(|m| rw.ctx.attr(AttrKind::AffineMap(adjust_map(m, index).text().into()))).collect();
        let maps = rw.ctx.attr(AttrKind::Array(maps.into()));
        let iterators: Vec<Attr> = self.iterator_attrs.iter().enumerate().filter(|(i, _)| *i != index).map(|(_, a)| *a).collect();
        let iterators = rw.ctx.attr(AttrKind::Array(iterators.into()));
        let kind = rw.ctx.dialect_words_attr("vector.kind", &["add"]);
        let ty = type_of(rw, acc);
        let c = build(rw, self.anchor, "vector.contract", &[lhs, rhs, acc], ty, &[("indexing_maps", maps), ("iterator_types", iterators), ("kind", kind)]);
        let c = rw.body.defining_op(c).expect("just built");
        mask_operation(rw, c, mask)
    }
}

/// MLIR's `ContractionOpLowering` (see the module comment).
struct ContractionLowering;

impl Pattern for ContractionLowering {
    fn root(&self) -> Option<&str> {
        Some("vector.contract")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some(c) = Contract::read(rw, op) else { return false };
        let acc_elem = elem_of(rw, type_of(rw, c.acc));
        if elem_of(rw, type_of(rw, c.lhs)) != acc_elem || elem_of(rw, type_of(rw, c.rhs)) != acc_elem {
            return false;
        }
        let kind = prop(rw.ctx, rw.body, op, "kind").and_then(|a| rw.ctx.dialect_words(a)).and_then(|(_, w)| w.first().map(|w| w.to_string()));
        if kind.as_deref().unwrap_or("add") != "add" {
            return false;
        }
        let new = if c.mask.is_some() { None } else { dot(rw, &c) };
        let Some(v) = new.or_else(|| unroll(rw, &c)) else { return false };
        rw.replace_op(c.anchor, &[v]);
        true
    }
}

/// `ContractionOpToDotLowering`: the matmul and matvec flavours.
fn dot(rw: &mut Rewriter<'_>, c: &Contract) -> Option<Value> {
    let it = &c.iterators;
    let (m, n, k) = (0, 1, 2);
    let flavour = |maps: &[Map], want: [&[usize]; 3], dims: usize| maps.iter().zip(want).all(|(map, w)| *map == dims_map(dims, w));
    let (mut lhs, mut rhs) = (c.lhs, c.rhs);
    let maps = &c.maps;
    if it.len() >= 3 && it[0] == "parallel" && it[1] == "parallel" && it[2] == "reduction" {
        let is = |want: [&[usize]; 3]| flavour(maps, want, 3);
        if is([&[m, k], &[k, n], &[m, n]]) {
            rhs = transpose_2d(rw, c.anchor, rhs);
        } else if is([&[m, k], &[n, k], &[m, n]]) {
        } else if is([&[k, m], &[k, n], &[m, n]]) {
            lhs = transpose_2d(rw, c.anchor, lhs);
            rhs = transpose_2d(rw, c.anchor, rhs);
        } else if is([&[k, m], &[n, k], &[m, n]]) {
            lhs = transpose_2d(rw, c.anchor, lhs);
        } else if is([&[m, k], &[k, n], &[n, m]]) {
            let tmp = lhs;
            lhs = transpose_2d(rw, c.anchor, rhs);
            rhs = tmp;
        } else if is([&[m, k], &[n, k], &[n, m]]) {
            std::mem::swap(&mut lhs, &mut rhs);
        } else if is([&[k, m], &[k, n], &[n, m]]) {
            let tmp = lhs;
            lhs = transpose_2d(rw, c.anchor, rhs);
            rhs = transpose_2d(rw, c.anchor, tmp);
        } else if is([&[k, m], &[n, k], &[n, m]]) {
            let tmp = rhs;
            rhs = transpose_2d(rw, c.anchor, lhs);
            lhs = tmp;
        } else {
            return None;
        }
    } else if it.len() >= 2 && it[0] == "parallel" && it[1] == "reduction" {
        let (m, n) = (0, 1);
        let is = |want: [&[usize]; 3]| flavour(maps, want, 2);
        if is([&[m, n], &[n], &[m]]) {
        } else if is([&[n, m], &[n], &[m]]) {
            lhs = transpose_2d(rw, c.anchor, lhs);
        } else if is([&[n], &[m, n], &[m]]) {
            std::mem::swap(&mut lhs, &mut rhs);
        } else if is([&[n], &[n, m], &[m]]) {
            std::mem::swap(&mut lhs, &mut rhs);
            lhs = transpose_2d(rw, c.anchor, lhs);
        } else {
            return None;
        }
    } else {
        return None;
    }
    let dst = type_of(rw, c.acc);
    let (shape, _, elem) = vector_parts(rw, dst)?;
    let rank = shape.len();
    let rows = shape[0];
    let columns = if rank == 1 { 1 } else { shape[1] };
    let int = is_int(rw, elem);
    let mut res = zero(rw, c.anchor, dst);
    for r in 0..rows as i64 {
        let a = extract_at(rw, c.anchor, lhs, r);
        for col in 0..columns as i64 {
            let b = if rank == 1 { rhs } else { extract_at(rw, c.anchor, rhs, col) };
            let product = arith(rw, c.anchor, "mul", a, b, int);
            let reduced = reduce_add(rw, c.anchor, product, None);
            let pos: Vec<i64> = if rank == 1 { vec![r] } else { vec![r, col] };
            res = insert(rw, c.anchor, reduced, res, &pos);
        }
    }
    Some(arith(rw, c.anchor, "add", res, c.acc, int))
}

/// The unrolling part of `ContractionOpLowering::matchAndRewrite`.
fn unroll(rw: &mut Rewriter<'_>, c: &Contract) -> Option<Value> {
    let batch = dim_map(&c.maps, &c.iterators, "parallel");
    if let Some(&(l, r)) = batch.first() {
        return lower_parallel(rw, c, Some(l), Some(r));
    }
    let contracting = dim_map(&c.maps, &c.iterators, "reduction");
    let (lhs_shape, _, _) = vector_parts(rw, type_of(rw, c.lhs))?;
    let (rhs_shape, _, _) = vector_parts(rw, type_of(rw, c.rhs))?;
    if let Some(l) = (0..lhs_shape.len()).find(|i| !contracting.iter().any(|p| p.0 == *i)) {
        return lower_parallel(rw, c, Some(l), None);
    }
    if let Some(r) = (0..rhs_shape.len()).find(|i| !contracting.iter().any(|p| p.1 == *i)) {
        return lower_parallel(rw, c, None, Some(r));
    }
    if contracting.is_empty() {
        return None;
    }
    lower_reduction(rw, c)
}

/// `reshapeLoad`: the slice `pos` of `val` along dimension `index`.
fn reshape_load(rw: &mut Rewriter<'_>, anchor: Op, val: Value, ty: Type, index: Option<usize>, pos: i64) -> Value {
    let Some(index) = index else { return val };
    if index == 0 {
        return extract_at(rw, anchor, val, pos);
    }
    let v_ty = drop_dim(rw, ty, 0);
    let res_ty = drop_dim(rw, ty, index);
    let mut result = zero(rw, anchor, res_ty);
    let n = vector_parts(rw, res_ty).map_or(0, |p| p.0[0]);
    for d in 0..n as i64 {
        let ext = extract_at(rw, anchor, val, d);
        let load = reshape_load(rw, anchor, ext, v_ty, Some(index - 1), pos);
        result = insert(rw, anchor, load, result, &[d]);
    }
    result
}

/// `reshapeStore`: `val` stored as slice `pos` of `result` along
/// dimension `index`.
fn reshape_store(rw: &mut Rewriter<'_>, anchor: Op, val: Value, mut result: Value, ty: Type, index: Option<usize>, pos: i64) -> Value {
    let Some(index) = index else { return val };
    if index == 0 {
        return insert(rw, anchor, val, result, &[pos]);
    }
    let v_ty = drop_dim(rw, ty, 0);
    let n = vector_parts(rw, ty).map_or(0, |p| p.0[0]);
    for d in 0..n as i64 {
        let ext = extract_at(rw, anchor, result, d);
        let ins = extract_at(rw, anchor, val, d);
        let sto = reshape_store(rw, anchor, ins, ext, v_ty, Some(index - 1), pos);
        result = insert(rw, anchor, sto, result, &[d]);
    }
    result
}

/// `lowerParallel`: one parallel dimension unrolled.
fn lower_parallel(rw: &mut Rewriter<'_>, c: &Contract, lhs_index: Option<usize>, rhs_index: Option<usize>) -> Option<Value> {
    let lhs_ty = type_of(rw, c.lhs);
    let rhs_ty = type_of(rw, c.rhs);
    let res_ty = type_of(rw, c.acc);
    let (lhs_shape, lhs_scalable, _) = vector_parts(rw, lhs_ty)?;
    let (rhs_shape, rhs_scalable, _) = vector_parts(rw, rhs_ty)?;
    let (iter_index, dim_size) = if let Some(l) = lhs_index {
        let iter = dim_positions(&c.maps[0])[l]?;
        if let Some(r) = rhs_index {
            if Some(iter) != dim_positions(&c.maps[1])[r] {
                return None;
            }
        }
        if lhs_scalable[l] {
            return None;
        }
        (iter, lhs_shape[l])
    } else {
        let r = rhs_index?;
        let iter = dim_positions(&c.maps[1])[r]?;
        if rhs_scalable[r] {
            return None;
        }
        (iter, rhs_shape[r])
    };
    let res_index = result_index(&c.maps[2], iter_index);
    if res_index.is_none() && dim_size != 1 {
        return None;
    }
    vector_parts(rw, res_ty)?;
    let mut result = zero(rw, c.anchor, res_ty);
    for d in 0..dim_size as i64 {
        let lhs = reshape_load(rw, c.anchor, c.lhs, lhs_ty, lhs_index, d);
        let rhs = reshape_load(rw, c.anchor, c.rhs, rhs_ty, rhs_index, d);
        let acc = reshape_load(rw, c.anchor, c.acc, res_ty, res_index, d);
        let mask = c.mask.map(|m| {
            let t = type_of(rw, m);
            reshape_load(rw, c.anchor, m, t, Some(iter_index), d)
        });
        let low = c.lower(rw, iter_index, lhs, rhs, acc, mask);
        result = reshape_store(rw, c.anchor, low, result, res_ty, res_index, d);
    }
    Some(result)
}

/// `lowerReduction`: the first iterator, a reduction, unrolled through the
/// accumulator; a 1-D one becomes a multiplication and a reduction.
fn lower_reduction(rw: &mut Rewriter<'_>, c: &Contract) -> Option<Value> {
    let lhs_ty = type_of(rw, c.lhs);
    let rhs_ty = type_of(rw, c.rhs);
    let res_ty = type_of(rw, c.acc);
    if vector_parts(rw, res_ty).is_some() {
        return None;
    }
    let int = is_int(rw, res_ty);
    let lhs_index = result_index(&c.maps[0], 0)?;
    let rhs_index = result_index(&c.maps[1], 0)?;
    let (lhs_shape, _, _) = vector_parts(rw, lhs_ty)?;
    let (rhs_shape, _, _) = vector_parts(rw, rhs_ty)?;
    let dim_size = lhs_shape[lhs_index];
    if dim_size != rhs_shape[rhs_index] {
        return None;
    }
    if lhs_shape.len() == 1 {
        if rhs_shape.len() != 1 {
            return None;
        }
        let m = arith(rw, c.anchor, "mul", c.lhs, c.rhs, int);
        let r = reduce_add(rw, c.anchor, m, Some(c.acc));
        let r = rw.body.defining_op(r).expect("just built");
        return Some(mask_operation(rw, r, c.mask));
    }
    let mut result = c.acc;
    for d in 0..dim_size as i64 {
        let lhs = reshape_load(rw, c.anchor, c.lhs, lhs_ty, Some(lhs_index), d);
        let rhs = reshape_load(rw, c.anchor, c.rhs, rhs_ty, Some(rhs_index), d);
        let mask = c.mask.map(|m| {
            let t = type_of(rw, m);
            reshape_load(rw, c.anchor, m, t, Some(0), d)
        });
        result = c.lower(rw, 0, lhs, rhs, result, mask);
    }
    Some(result)
}

/// The patterns, for the greedy driver.
pub fn patterns() -> Vec<Box<dyn Pattern>> {
    vec![Box::new(ContractionLowering), Box::new(super::mask::DeadRegionOp("vector.mask")), Box::new(super::mask::DeadRegionOp("vector.warp_execute_on_lane_0"))]
}
