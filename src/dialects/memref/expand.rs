//! `expand-strided-metadata` (MLIR 19's `ExpandStridedMetadata.cpp`): views
//! become `memref.reinterpret_cast`s of the base buffer that
//! `memref.extract_strided_metadata` exposes, their offsets, sizes and
//! strides computed by `affine.apply` ops (built by name: memref does not
//! know the affine dialect), and `extract_strided_metadata` of what
//! allocates or reinterprets a buffer is resolved into the values that made
//! it. The patterns run under the greedy driver, as MLIR's pass does:
//!
//! - `memref.subview` → `reinterpret_cast` (`SubviewFolder`), and
//!   `extract_strided_metadata` of a subview;
//! - `extract_strided_metadata` of `alloc`/`alloca` (row-major strides as
//!   products of the sizes), `get_global`, `reinterpret_cast`, `cast`,
//!   `extract_strided_metadata`;
//! - `extract_aligned_pointer_as_index` of a view reads the view's source;
//! - the `extract_strided_metadata` fold: results the source type makes
//!   static become `arith.constant`s.
//!
//! `makeComposedFoldedAffineApply` is [`folded_apply`]; the reshapes are in
//! [`super::expand_reshape`].

use crate::ir::affine::canon::{compose, Operands};
use crate::ir::affine::expr::{self as ax, Map};
use crate::ir::affine::E;
use crate::ir::{Attr, AttrKind, IntOrFloat, IntValue, Op, Type, TypeKind, Value};
use crate::passes::api::{constant_value, prop, Pattern, Rewriter};

use super::layout::memref_info;
use super::parse::DYNAMIC;

/// MLIR's `OpFoldResult`: a constant index or a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ofr {
    Int(i64),
    Val(Value),
}

/// `getAsOpFoldResult`: a value defined by a constant is its integer.
pub fn as_ofr(rw: &mut Rewriter<'_>, v: Value) -> Ofr {
    match const_int(rw, v) {
        Some(c) => Ofr::Int(c),
        None => Ofr::Val(v),
    }
}

fn const_int(rw: &mut Rewriter<'_>, v: Value) -> Option<i64> {
    let def = rw.body.defining_op(v)?;
    let a = constant_value(rw.ctx, rw.body, def)?;
    rw.ctx.int_value(a).and_then(|x| i64::try_from(x).ok())
}

/// A new op `name` before `anchor`, with its table's default properties,
/// queued on the driver's worklist.
pub fn create(rw: &mut Rewriter<'_>, anchor: Op, name: &str, operands: &[Value], results: &[Type], props: &[(&str, Attr)]) -> Op {
    let mut entries: Vec<(crate::ir::Ident, Attr)> = props.iter().map(|(k, v)| (rw.ctx.ident(k), *v)).collect();
    if let Some(info) = crate::ods::lookup(name) {
        for &(key, text) in info.always_set.iter().chain(info.defaults.iter()) {
            if !props.iter().any(|p| p.0 == key) && !entries.iter().any(|e| rw.ctx.str(e.0) == key) {
                if let Some(a) = rw.ctx.default_attr(text) {
                    let id = rw.ctx.ident(key);
                    entries.push((id, a));
                }
            }
        }
    }
    entries.sort_by(|a, b| rw.ctx.str(a.0).cmp(rw.ctx.str(b.0)));
    let properties = (!entries.is_empty()).then(|| rw.ctx.dict(entries));
    let ident = rw.ctx.ident(name);
    let (loc, span) = (rw.body.op(anchor).loc, rw.body.op(anchor).span);
    let attrs = rw.ctx.empty_dict();
    let new = rw.body.new_op(ident, operands.into(), results, Box::new([]), properties, attrs, Box::new([]), loc, span);
    rw.insert_before(anchor, new);
    new
}

fn index_type(rw: &mut Rewriter<'_>) -> Type {
    rw.ctx.ty(TypeKind::Index)
}

/// `arith.constant v : index`.
pub fn index_const(rw: &mut Rewriter<'_>, anchor: Op, v: i64) -> Value {
    let index = index_type(rw);
    let a = rw.ctx.attr(AttrKind::Integer { value: IntValue::Small(v as i128), ty: index });
    let op = create(rw, anchor, "arith.constant", &[], &[index], &[("value", a)]);
    Value(rw.body.op(op).first_result)
}

/// `getValueOrCreateConstantIndexOp`.
pub fn value_of(rw: &mut Rewriter<'_>, anchor: Op, o: Ofr) -> Value {
    match o {
        Ofr::Val(v) => v,
        Ofr::Int(c) => index_const(rw, anchor, c),
    }
}

/// What the rewriter's IR says about affine operands (MLIR's
/// `isValidSymbol`, constants, `affine.apply` producers).
struct Known<'r, 'a> {
    rw: &'r mut Rewriter<'a>,
}

impl Operands for Known<'_, '_> {
    fn is_symbol(&mut self, v: Value) -> bool {
        valid_symbol(self.rw, v, 0)
    }
    fn constant(&mut self, v: Value) -> Option<i64> {
        const_int(self.rw, v)
    }
    fn producer(&mut self, v: Value) -> Option<(Map, Vec<Value>)> {
        let def = defined_by(self.rw, v, "affine.apply")?;
        let map = match self.rw.ctx.attr_kind(prop(self.rw.ctx, self.rw.body, def, "map")?) {
            AttrKind::AffineMap(text) => Map::parse(text)?,
            _ => return None,
        };
        Some((map, self.rw.body.op(def).operands.to_vec()))
    }
}

/// Whether `v` may be an affine symbol: a constant, a value defined at the
/// top level of a function, an `affine.apply` of symbols.
pub fn valid_symbol(rw: &mut Rewriter<'_>, v: Value, depth: u32) -> bool {
    let block = match rw.body.value(v).def {
        crate::ir::ValueDef::Arg { block, .. } => block,
        crate::ir::ValueDef::Result { op, .. } => {
            if constant_value(rw.ctx, rw.body, op).is_some() {
                return true;
            }
            if depth < 8 && rw.ctx.str(rw.body.op(op).name) == "affine.apply" {
                let operands = rw.body.op(op).operands.to_vec();
                if operands.into_iter().all(|o| valid_symbol(rw, o, depth + 1)) {
                    return true;
                }
            }
            match rw.body.op(op).parent {
                Some(b) => b,
                None => return false,
            }
        }
    };
    rw.body.block_parent_op(block).is_some_and(|p| rw.ctx.str(rw.body.op(p).name) == "func.func")
}

/// `makeComposedFoldedAffineApply` for a one-result map over `operands`
/// (dims first, then symbols): constants folded into the map, duplicate
/// and constant operands merged, unused ones dropped, the result
/// simplified; a lone operand or a constant needs no op.
pub fn folded_apply(rw: &mut Rewriter<'_>, anchor: Op, map: &Map, operands: &[Ofr]) -> Ofr {
    // foldAttributesIntoMap.
    let (mut dim_repl, mut sym_repl) = (Vec::new(), Vec::new());
    let (mut dim_vals, mut sym_vals) = (Vec::new(), Vec::new());
    for (i, o) in operands.iter().enumerate() {
        let is_dim = i < map.dims;
        match *o {
            Ofr::Int(c) => (if is_dim { &mut dim_repl } else { &mut sym_repl }).push(ax::konst(c)),
            Ofr::Val(v) if is_dim => {
                dim_repl.push(ax::dim(dim_vals.len()));
                dim_vals.push(v);
            }
            Ofr::Val(v) => {
                sym_repl.push(ax::sym(sym_vals.len()));
                sym_vals.push(v);
            }
        }
    }
    let expr = ax::replace(&map.results[0], &dim_repl, &sym_repl);
    // composeAffineMapAndOperands: producers composed in, operands made
    // canonical, the map simplified.
    let folded = Map { dims: dim_vals.len(), syms: sym_vals.len(), results: vec![expr] };
    let mut operands_in = dim_vals;
    operands_in.extend(sym_vals);
    let (composed, all) = compose(&folded, &operands_in, &mut Known { rw });
    let nd = composed.dims;
    let (dims, syms) = (all[..nd].to_vec(), all[nd..].to_vec());
    let Some(expr) = composed.results.into_iter().next() else { return Ofr::Int(0) };
    // The fold of the `affine.apply`.
    match expr {
        E::Const(c) => return Ofr::Int(c),
        E::Dim(i) => return Ofr::Val(dims[i]),
        E::Sym(i) => return Ofr::Val(syms[i]),
        _ => {}
    }
    let text = Map { dims: dims.len(), syms: syms.len(), results: vec![expr] }.text();
    let m = rw.ctx.attr(AttrKind::AffineMap(text.into()));
    let mut all = dims;
    all.extend(syms);
    let index = index_type(rw);
    let op = create(rw, anchor, "affine.apply", &all, &[index], &[("map", m)]);
    Ofr::Val(Value(rw.body.op(op).first_result))
}

/// A `()[s0, ..] -> (e)` map.
pub fn sym_map(syms: usize, e: E) -> Map {
    Map { dims: 0, syms, results: vec![e] }
}

/// The op defining `v`, if its name is `name`.
pub fn defined_by(rw: &Rewriter<'_>, v: Value, name: &str) -> Option<Op> {
    let def = rw.body.defining_op(v)?;
    (rw.ctx.str(rw.body.op(def).name) == name).then_some(def)
}

/// `memref<elem>` in the memory space of memref type `t`.
fn base_buffer_type(rw: &mut Rewriter<'_>, t: Type) -> Option<Type> {
    let TypeKind::MemRef { elem, memory_space, .. } = rw.ctx.type_kind(t).clone() else { return None };
    Some(rw.ctx.ty(TypeKind::MemRef { shape: Box::new([]), elem, layout: None, memory_space }))
}

/// The results of an `extract_strided_metadata`.
pub struct Meta {
    pub op: Op,
    pub base: Value,
    pub offset: Value,
    pub sizes: Vec<Value>,
    pub strides: Vec<Value>,
}

/// `memref.extract_strided_metadata source` before `anchor`.
pub fn new_extract(rw: &mut Rewriter<'_>, anchor: Op, source: Value) -> Option<Meta> {
    let t = rw.body.value(source).ty;
    let rank = match rw.ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => return None,
    };
    let base = base_buffer_type(rw, t)?;
    let index = index_type(rw);
    let mut results = vec![base];
    results.extend(std::iter::repeat(index).take(1 + 2 * rank));
    let op = create(rw, anchor, "memref.extract_strided_metadata", &[source], &results, &[]);
    Some(meta_of(rw, op))
}

/// The results of an existing `extract_strided_metadata`.
pub fn meta_of(rw: &Rewriter<'_>, op: Op) -> Meta {
    let r: Vec<Value> = rw.body.op(op).results().collect();
    let rank = (r.len() - 2) / 2;
    Meta { op, base: r[0], offset: r[1], sizes: r[2..2 + rank].to_vec(), strides: r[2 + rank..].to_vec() }
}

fn dense_i64(rw: &mut Rewriter<'_>, values: &[i64]) -> Attr {
    let i64t = rw.ctx.int_type(64);
    rw.ctx.attr(AttrKind::DenseArray { elem: i64t, values: values.iter().map(|&v| IntOrFloat::Int(v as i128)).collect() })
}

/// `memref.reinterpret_cast source to offset: [o], sizes: [..], strides: [..]`.
pub fn reinterpret(rw: &mut Rewriter<'_>, anchor: Op, ty: Type, source: Value, offset: Ofr, sizes: &[Ofr], strides: &[Ofr]) -> Value {
    let mut operands = vec![source];
    let mut statics = Vec::new();
    let mut counts = Vec::new();
    for list in [&[offset][..], sizes, strides] {
        let mut st = Vec::new();
        let mut n = 0;
        for o in list {
            match *o {
                Ofr::Int(c) => st.push(c),
                Ofr::Val(v) => {
                    st.push(DYNAMIC as i64);
                    operands.push(v);
                    n += 1;
                }
            }
        }
        statics.push(st);
        counts.push(n);
    }
    let i32t = rw.ctx.int_type(32);
    let segs = rw.ctx.attr(AttrKind::DenseArray {
        elem: i32t,
        values: [1, counts[0], counts[1], counts[2]].iter().map(|&c| IntOrFloat::Int(c as i128)).collect(),
    });
    let (o, s, t) = (dense_i64(rw, &statics[0]), dense_i64(rw, &statics[1]), dense_i64(rw, &statics[2]));
    let props = [("operandSegmentSizes", segs), ("static_offsets", o), ("static_sizes", s), ("static_strides", t)];
    let op = create(rw, anchor, "memref.reinterpret_cast", &operands, &[ty], &props);
    Value(rw.body.op(op).first_result)
}

/// A static list property (`static_offsets`).
fn statics(rw: &Rewriter<'_>, op: Op, name: &str) -> Option<Vec<i64>> {
    match rw.ctx.attr_kind(prop(rw.ctx, rw.body, op, name)?) {
        AttrKind::DenseArray { values, .. } => {
            values.iter().map(|v| if let IntOrFloat::Int(i) = v { i64::try_from(*i).ok() } else { None }).collect()
        }
        _ => None,
    }
}

/// The mixed offsets, sizes and strides of a subview or reinterpret_cast
/// (`getMixedOffsets`, ...): static entries as constants, the others the
/// operands in order.
pub fn mixed_lists(rw: &Rewriter<'_>, op: Op) -> Option<[Vec<Ofr>; 3]> {
    let operands = rw.body.op(op).operands.to_vec();
    let mut next = operands.iter().skip(1);
    let mut out: [Vec<Ofr>; 3] = Default::default();
    for (k, name) in ["static_offsets", "static_sizes", "static_strides"].iter().enumerate() {
        for s in statics(rw, op, name)? {
            out[k].push(if s == DYNAMIC as i64 { Ofr::Val(*next.next()?) } else { Ofr::Int(s) });
        }
    }
    Some(out)
}

/// What a view's metadata is made of.
pub struct Strided {
    pub base: Value,
    pub offset: Ofr,
    pub sizes: Vec<Ofr>,
    pub strides: Vec<Ofr>,
}

/// MLIR's `computeMemRefRankReductionMask`: which source dimensions a
/// rank-reducing subview drops.
fn dropped_dims(rw: &Rewriter<'_>, source: Type, result: Type, sizes: &[Ofr]) -> Option<Vec<bool>> {
    let (src, res) = (memref_info(rw.ctx, source)?, memref_info(rw.ctx, result)?);
    let mut unused: Vec<bool> = sizes.iter().map(|s| *s == Ofr::Int(1)).collect();
    if src.rank() == res.rank() {
        return Some(vec![false; src.rank()]);
    }
    if unused.iter().filter(|&&u| u).count() + res.rank() == src.rank() {
        return Some(unused);
    }
    let count = |strides: &[Option<i64>]| {
        let mut m = std::collections::BTreeMap::new();
        for s in strides {
            *m.entry(*s).or_insert(0usize) += 1;
        }
        m
    };
    let mut unaccounted = count(&src.strides);
    let candidate = count(&res.strides);
    for (d, u) in unused.iter_mut().enumerate() {
        if !*u {
            continue;
        }
        let s = src.strides[d];
        let (have, want) = (unaccounted.get(&s).copied().unwrap_or(0), candidate.get(&s).copied().unwrap_or(0));
        if have > want {
            unaccounted.insert(s, have - 1);
        } else if have == want {
            *u = false;
        } else {
            return None;
        }
    }
    Some(unused)
}

/// `resolveSubviewStridedMetadata`.
fn resolve_subview(rw: &mut Rewriter<'_>, anchor: Op, subview: Op) -> Option<Strided> {
    let source = *rw.body.op(subview).operands.first()?;
    let source_ty = rw.body.value(source).ty;
    let result_ty = rw.body.value(Value(rw.body.op(subview).first_result)).ty;
    let info = memref_info(rw.ctx, source_ty)?;
    let [sub_offsets, sub_sizes, sub_strides] = mixed_lists(rw, subview)?;
    let dropped = dropped_dims(rw, source_ty, result_ty, &sub_sizes)?;
    let rank = info.rank();
    if sub_offsets.len() != rank || sub_sizes.len() != rank || sub_strides.len() != rank {
        return None;
    }
    let meta = new_extract(rw, anchor, source)?;
    let mut values = vec![Ofr::Int(0); 2 * rank + 1];
    values[0] = match info.offset {
        Some(o) => Ofr::Int(o),
        None => Ofr::Val(meta.offset),
    };
    let mut expr = ax::sym(0);
    let mut strides = Vec::with_capacity(rank);
    let product = sym_map(2, ax::times(ax::sym(0), ax::sym(1)));
    for i in 0..rank {
        let orig = match info.strides[i] {
            Some(s) => Ofr::Int(s),
            None => Ofr::Val(meta.strides[i]),
        };
        strides.push(folded_apply(rw, anchor, &product, &[sub_strides[i], orig]));
        expr = crate::ir::affine::add(expr, ax::times(ax::sym(1 + 2 * i), ax::sym(2 + 2 * i)));
        values[1 + 2 * i] = sub_offsets[i];
        values[2 + 2 * i] = orig;
    }
    let offset = folded_apply(rw, anchor, &sym_map(2 * rank + 1, expr), &values);
    let mut sizes_out = Vec::new();
    let mut strides_out = Vec::new();
    for i in 0..rank {
        if !dropped[i] {
            sizes_out.push(sub_sizes[i]);
            strides_out.push(strides[i]);
        }
    }
    Some(Strided { base: meta.base, offset, sizes: sizes_out, strides: strides_out })
}

/// Replaces the results of extract_strided_metadata `op` by `m`'s parts.
pub fn replace_extract(rw: &mut Rewriter<'_>, op: Op, m: Strided) {
    let offset = value_of(rw, op, m.offset);
    let mut values = vec![m.base, offset];
    for s in m.sizes.iter().chain(&m.strides) {
        values.push(value_of(rw, op, *s));
    }
    rw.replace_op(op, &values);
}

/// `SubviewFolder`.
struct SubviewFolder;

impl Pattern for SubviewFolder {
    fn root(&self) -> Option<&str> {
        Some("memref.subview")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let result = Value(rw.body.op(op).first_result);
        let ty = rw.body.value(result).ty;
        if memref_info(rw.ctx, ty).is_none() {
            return false;
        }
        let Some(m) = resolve_subview(rw, op, op) else { return false };
        let new = reinterpret(rw, op, ty, m.base, m.offset, &m.sizes, &m.strides);
        rw.replace_op(op, &[new]);
        true
    }
}

/// The source of extract_strided_metadata `op`, if defined by `name`.
fn extract_source(rw: &Rewriter<'_>, op: Op, name: &str) -> Option<Op> {
    defined_by(rw, *rw.body.op(op).operands.first()?, name)
}

/// `ExtractStridedMetadataOpSubviewFolder`.
struct ExtractOfSubview;

impl Pattern for ExtractOfSubview {
    fn root(&self) -> Option<&str> {
        Some("memref.extract_strided_metadata")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some(subview) = extract_source(rw, op, "memref.subview") else { return false };
        let Some(m) = resolve_subview(rw, op, subview) else { return false };
        replace_extract(rw, op, m);
        true
    }
}

/// The base buffer of an identity-layout buffer `v`: `v` itself when it is
/// already `memref<elem>`, else a `reinterpret_cast` to it.
fn base_of(rw: &mut Rewriter<'_>, op: Op, v: Value) -> Option<Value> {
    let base_ty = rw.body.value(meta_of(rw, op).base).ty;
    if rw.body.value(v).ty == base_ty {
        return Some(v);
    }
    Some(reinterpret(rw, op, base_ty, v, Ofr::Int(0), &[], &[]))
}

/// `ExtractStridedMetadataOpAllocFolder` (alloc and alloca).
struct ExtractOfAlloc;

impl Pattern for ExtractOfAlloc {
    fn root(&self) -> Option<&str> {
        Some("memref.extract_strided_metadata")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some(alloc) = extract_source(rw, op, "memref.alloc").or_else(|| extract_source(rw, op, "memref.alloca")) else {
            return false;
        };
        let result = Value(rw.body.op(alloc).first_result);
        let ty = rw.body.value(result).ty;
        let Some(info) = memref_info(rw.ctx, ty) else { return false };
        if !info.identity {
            return false;
        }
        let dynamic: Vec<Value> = rw.body.op(alloc).operands.to_vec();
        let mut next = dynamic.iter();
        let mut sizes = Vec::new();
        for s in &info.shape {
            sizes.push(match s {
                Some(n) => Ofr::Int(*n as i64),
                None => match next.next() {
                    Some(v) => Ofr::Val(*v),
                    None => return false,
                },
            });
        }
        let rank = sizes.len();
        let mut strides = vec![Ofr::Int(1); rank];
        let mut expr = ax::konst(1);
        let mut n = 0;
        for i in (0..rank.saturating_sub(1)).rev() {
            expr = ax::times(expr, ax::sym(n));
            n += 1;
            strides[i] = folded_apply(rw, op, &sym_map(n, expr.clone()), &sizes[i + 1..i + 1 + n]);
        }
        let m = meta_of(rw, op);
        let base = if rw.unused(m.base) {
            m.base
        } else {
            match base_of(rw, op, result) {
                Some(b) => b,
                None => return false,
            }
        };
        let offset = index_const(rw, op, 0);
        let mut values = vec![base, offset];
        for s in sizes.iter().chain(&strides) {
            values.push(value_of(rw, op, *s));
        }
        rw.replace_op(op, &values);
        true
    }
}

/// `ExtractStridedMetadataOpGetGlobalFolder`.
struct ExtractOfGetGlobal;

impl Pattern for ExtractOfGetGlobal {
    fn root(&self) -> Option<&str> {
        Some("memref.extract_strided_metadata")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some(global) = extract_source(rw, op, "memref.get_global") else { return false };
        let result = Value(rw.body.op(global).first_result);
        let ty = rw.body.value(result).ty;
        let Some(info) = memref_info(rw.ctx, ty) else { return false };
        if !info.identity {
            return false;
        }
        let Some(base) = base_of(rw, op, result) else { return false };
        let mut values = vec![base, index_const(rw, op, 0)];
        for s in &info.shape {
            let Some(s) = s else { return false };
            values.push(index_const(rw, op, *s as i64));
        }
        for s in &info.strides {
            let Some(s) = s else { return false };
            values.push(index_const(rw, op, *s));
        }
        rw.replace_op(op, &values);
        true
    }
}

/// `getConstifiedMixed*` of an extract_strided_metadata: its results, with
/// those its source type makes static as constants.
fn constified(rw: &Rewriter<'_>, m: &Meta) -> Option<(Ofr, Vec<Ofr>, Vec<Ofr>)> {
    let source = *rw.body.op(m.op).operands.first()?;
    let info = memref_info(rw.ctx, rw.body.value(source).ty)?;
    let pick = |s: Option<i64>, v: Value| s.map_or(Ofr::Val(v), Ofr::Int);
    let offset = pick(info.offset, m.offset);
    let sizes = info.shape.iter().zip(&m.sizes).map(|(s, &v)| pick(s.map(|n| n as i64), v)).collect();
    let strides = info.strides.iter().zip(&m.strides).map(|(s, &v)| pick(*s, v)).collect();
    Some((offset, sizes, strides))
}

/// `ExtractStridedMetadataOpReinterpretCastFolder`.
struct ExtractOfReinterpretCast;

impl Pattern for ExtractOfReinterpretCast {
    fn root(&self) -> Option<&str> {
        Some("memref.extract_strided_metadata")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some(cast) = extract_source(rw, op, "memref.reinterpret_cast") else { return false };
        let Some(source) = rw.body.op(cast).operands.first().copied() else { return false };
        if !matches!(rw.ctx.type_kind(rw.body.value(source).ty), TypeKind::MemRef { .. }) {
            return false;
        }
        let result_ty = rw.body.value(Value(rw.body.op(cast).first_result)).ty;
        let Some(info) = memref_info(rw.ctx, result_ty) else { return false };
        let Some([offsets, sizes, strides]) = mixed_lists(rw, cast) else { return false };
        let constify = |o: Ofr, s: Option<i64>| match (o, s) {
            (Ofr::Val(_), Some(c)) => Ofr::Int(c),
            _ => o,
        };
        let Some(&offset) = offsets.first() else { return false };
        let offset = constify(offset, info.offset);
        let sizes: Vec<Ofr> = sizes.iter().zip(&info.shape).map(|(&o, s)| constify(o, s.map(|n| n as i64))).collect();
        let strides: Vec<Ofr> = strides.iter().zip(&info.strides).map(|(&o, s)| constify(o, *s)).collect();
        let Some(meta) = new_extract(rw, op, source) else { return false };
        replace_extract(rw, op, Strided { base: meta.base, offset, sizes, strides });
        true
    }
}

/// `ExtractStridedMetadataOpCastFolder`.
struct ExtractOfCast;

impl Pattern for ExtractOfCast {
    fn root(&self) -> Option<&str> {
        Some("memref.extract_strided_metadata")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some(cast) = extract_source(rw, op, "memref.cast") else { return false };
        let Some(source) = rw.body.op(cast).operands.first().copied() else { return false };
        if memref_info(rw.ctx, rw.body.value(source).ty).is_none() {
            return false;
        }
        let Some(meta) = new_extract(rw, op, source) else { return false };
        let Some((offset, sizes, strides)) = constified(rw, &meta) else { return false };
        let base = meta.base;
        let offset = Ofr::Val(value_of(rw, op, offset));
        replace_extract(rw, op, Strided { base, offset, sizes, strides });
        true
    }
}

/// `ExtractStridedMetadataOpExtractStridedMetadataFolder`: the metadata of
/// a base buffer is that buffer at offset 0.
struct ExtractOfExtract;

impl Pattern for ExtractOfExtract {
    fn root(&self) -> Option<&str> {
        Some("memref.extract_strided_metadata")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some(&source) = rw.body.op(op).operands.first() else { return false };
        if extract_source(rw, op, "memref.extract_strided_metadata").is_none() {
            return false;
        }
        let zero = index_const(rw, op, 0);
        rw.replace_op(op, &[source, zero]);
        true
    }
}

/// `ExtractStridedMetadataOp::fold`: uses of results that the source type
/// makes static read an `arith.constant` instead.
struct ExtractConstants;

impl Pattern for ExtractConstants {
    fn root(&self) -> Option<&str> {
        Some("memref.extract_strided_metadata")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let m = meta_of(rw, op);
        let Some((offset, sizes, strides)) = constified(rw, &m) else { return false };
        let results: Vec<Value> = std::iter::once(m.offset).chain(m.sizes.iter().copied()).chain(m.strides.iter().copied()).collect();
        let wanted: Vec<Ofr> = std::iter::once(offset).chain(sizes).chain(strides).collect();
        let mut changed = false;
        for (r, w) in results.into_iter().zip(wanted) {
            if let Ofr::Int(c) = w {
                if !rw.unused(r) {
                    let k = index_const(rw, op, c);
                    rw.replace_all_uses(r, k);
                    changed = true;
                }
            }
        }
        if changed {
            rw.modified(op);
        }
        changed
    }
}

/// `RewriteExtractAlignedPointerAsIndexOfViewLikeOp`.
struct AlignedPointerOfView;

const VIEW_LIKE: &[&str] = &[
    "memref.subview",
    "memref.reinterpret_cast",
    "memref.cast",
    "memref.expand_shape",
    "memref.collapse_shape",
    "memref.view",
    "memref.transpose",
    "memref.memory_space_cast",
    "memref.reshape",
];

impl Pattern for AlignedPointerOfView {
    fn root(&self) -> Option<&str> {
        Some("memref.extract_aligned_pointer_as_index")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some(&source) = rw.body.op(op).operands.first() else { return false };
        let Some(def) = rw.body.defining_op(source) else { return false };
        if !VIEW_LIKE.contains(&rw.ctx.str(rw.body.op(def).name)) {
            return false;
        }
        let Some(&view_source) = rw.body.op(def).operands.first() else { return false };
        rw.set_operand(op, 0, view_source);
        rw.modified(op);
        true
    }
}

/// The patterns, in MLIR's order (the fold first, as the driver tries it).
pub fn patterns() -> Vec<Box<dyn Pattern>> {
    vec![
        Box::new(ExtractConstants),
        Box::new(SubviewFolder),
        Box::new(ExtractOfAlloc),
        Box::new(ExtractOfGetGlobal),
        Box::new(AlignedPointerOfView),
        Box::new(ExtractOfReinterpretCast),
        Box::new(ExtractOfSubview),
        Box::new(ExtractOfCast),
        Box::new(ExtractOfExtract),
    ]
}

/// `ExtractStridedMetadataOp::fold` as a canonicalization row (it edits
/// the uses of the op's results, which a fold row cannot).
pub fn extract_constants(rw: &mut Rewriter<'_>, op: Op) -> bool {
    ExtractConstants.rewrite(rw, op)
}
