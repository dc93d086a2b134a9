//! Verifiers of the memref ops that are not views, with MLIR 19's words:
//! allocation (`verifyAllocLikeOp`: dynamic sizes and layout symbols; an
//! alloca's allocation scope), `realloc`, `view` and `reshape` (layouts,
//! memory spaces, sizes), accesses (`load`, `store`, `prefetch`,
//! `atomic_rmw` subscripts and kinds), `generic_atomic_rmw`'s block and
//! `atomic_yield`'s type, `assume_alignment`, `dma_wait`.

use crate::ir::{AttrKind, Op, Type, TypeKind};
use crate::ods::opdef::traits;
use crate::verify::api::{Cx, Res};

/// `(rank, dynamic dims, layout symbols, identity layout, memory space)`
/// of a ranked memref type.
struct Ranked {
    rank: usize,
    dynamic: usize,
    symbols: usize,
    identity: bool,
    space: Option<crate::ir::Attr>,
    elem: Type,
}

fn ranked(cx: &Cx, t: Type) -> Option<Ranked> {
    let TypeKind::MemRef { shape, elem, layout, memory_space } = cx.ctx.type_kind(t) else { return None };
    let rank = shape.len();
    let dynamic = shape.iter().filter(|d| d.is_none()).count();
    let (symbols, identity) = match layout.map(|l| cx.ctx.attr_kind(l)) {
        None => (0, true),
        Some(AttrKind::AffineMap(text)) => {
            if crate::ir::affine::is_identity(text, rank) {
                (0, true)
            } else {
                (crate::ir::affine::expr::Map::parse(text).map_or(0, |m| m.syms), false)
            }
        }
        // A strided layout's map has a symbol per dynamic stride and for a
        // dynamic offset; only `strided<[1]>` is the identity.
        Some(AttrKind::Strided(text)) => {
            let inner = text.trim();
            let symbols = inner.matches('?').count();
            let compact: String = inner.chars().filter(|c| !c.is_whitespace()).collect();
            let identity = rank == 1 && (compact == "<[1]>" || compact == "<[1],offset:0>");
            (symbols, identity)
        }
        Some(_) => (0, false),
    };
    Some(Ranked { rank, dynamic, symbols, identity, space: *memory_space, elem: *elem })
}

/// A type as a diagnostic streams it: quoted.
fn q(cx: &Cx, t: Type) -> String {
    format!("'{}'", cx.ts(t))
}

fn rank_of(cx: &Cx, t: Type) -> Option<usize> {
    match cx.ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

/// `memref.alloc` / `memref.alloca`: MLIR's `verifyAllocLikeOp`.
pub(super) fn alloc_like(cx: &Cx, op: Op) -> Res {
    let Some(t) = cx.result_type(op, 0) else { return Ok(()) };
    let Some(m) = ranked(cx, t) else { return Err(cx.op_err(op, "result must be a memref")) };
    let seg = cx.segment_sizes(op, "operandSegmentSizes").unwrap_or_default();
    let (dims, syms) = (seg.first().copied().unwrap_or(0) as usize, seg.get(1).copied().unwrap_or(0) as usize);
    if dims != m.dynamic {
        return Err(cx.op_err(op, "dimension operand count does not equal memref dynamic dimension count"));
    }
    let want = if m.identity { 0 } else { m.symbols };
    if syms != want {
        return Err(cx.op_err(op, format!("symbol operand count does not equal memref symbol count: expected {want}, got {syms}")));
    }
    Ok(())
}

pub(super) fn alloca(cx: &Cx, op: Op) -> Res {
    let mut at = cx.parent_op(op);
    let mut scoped = false;
    while let Some(p) = at {
        if cx.has_trait(p, traits::AUTOMATIC_ALLOCATION_SCOPE) {
            scoped = true;
            break;
        }
        at = cx.parent_op(p);
    }
    if !scoped {
        return Err(cx.op_err(op, "requires an ancestor op with AutomaticAllocationScope trait"));
    }
    alloc_like(cx, op)
}

pub(super) fn realloc(cx: &Cx, op: Op) -> Res {
    let (Some(s), Some(r)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    let (Some(src), Some(res)) = (ranked(cx, s), ranked(cx, r)) else { return Ok(()) };
    if !src.identity {
        return Err(cx.err(op, format!("unsupported layout for source memref type {}", q(cx, s))));
    }
    if !res.identity {
        return Err(cx.err(op, format!("unsupported layout for result memref type {}", q(cx, r))));
    }
    if src.space != res.space {
        return Err(cx.err(
            op,
            format!("different memory spaces specified for source memref type {} and result memref type {}", q(cx, s), q(cx, r)),
        ));
    }
    if src.elem != res.elem {
        return Err(cx.err(
            op,
            format!("different element types specified for source memref type {} and result memref type {}", q(cx, s), q(cx, r)),
        ));
    }
    let has_size = cx.body.op(op).operands.len() > 1;
    if res.dynamic > 0 && !has_size {
        return Err(cx.err(op, format!("missing dimension operand for result type {}", q(cx, r))));
    }
    if res.dynamic == 0 && has_size {
        return Err(cx.err(op, format!("unnecessary dimension operand for result type {}", q(cx, r))));
    }
    Ok(())
}

pub(super) fn view(cx: &Cx, op: Op) -> Res {
    let (Some(b), Some(v)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    let (Some(base), Some(res)) = (ranked(cx, b), ranked(cx, v)) else { return Ok(()) };
    if !base.identity {
        return Err(cx.err(op, format!("unsupported map for base memref type {}", q(cx, b))));
    }
    if !res.identity {
        return Err(cx.err(op, format!("unsupported map for result memref type {}", q(cx, v))));
    }
    if base.space != res.space {
        return Err(cx.err(
            op,
            format!("different memory spaces specified for base memref type {} and view memref type {}", q(cx, b), q(cx, v)),
        ));
    }
    // Operands: source, byte shift, sizes.
    let sizes = cx.body.op(op).operands.len().saturating_sub(2);
    if sizes != res.dynamic {
        return Err(cx.err(op, format!("incorrect number of size operands for type {}", q(cx, v))));
    }
    Ok(())
}

pub(super) fn reshape(cx: &Cx, op: Op) -> Res {
    let (Some(s), Some(shape), Some(r)) = (cx.operand_type(op, 0), cx.operand_type(op, 1), cx.result_type(op, 0)) else {
        return Ok(());
    };
    let elem = |t: Type| match cx.ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => Some(*elem),
        _ => None,
    };
    if elem(s) != elem(r) {
        return Err(cx.op_err(op, "element types of source and destination memref types should be the same"));
    }
    if ranked(cx, s).is_some_and(|m| !m.identity) {
        return Err(cx.op_err(op, "source memref type should have identity affine map"));
    }
    let shape_len = match cx.ctx.type_kind(shape) {
        TypeKind::MemRef { shape, .. } => shape.first().copied().flatten(),
        _ => return Ok(()),
    };
    if let Some(res) = ranked(cx, r) {
        if !res.identity {
            return Err(cx.op_err(op, "result memref type should have identity affine map"));
        }
        match shape_len {
            None => {
                return Err(cx.op_err(
                    op,
                    "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
                ))
            }
            Some(n) if n as usize != res.rank => {
                return Err(cx.op_err(op, "length of shape operand differs from the result's memref rank"));
            }
            _ => {}
        }
    }
    Ok(())
}

pub(super) fn load(cx: &Cx, op: Op) -> Res {
    let Some(rank) = cx.operand_type(op, 0).and_then(|t| rank_of(cx, t)) else { return Ok(()) };
    let indices = cx.body.op(op).operands.len() - 1;
    if indices != rank {
        return Err(cx.op_err(op, format!("incorrect number of indices for load, expected {rank} but got {indices}")));
    }
    Ok(())
}

pub(super) fn store(cx: &Cx, op: Op) -> Res {
    let Some(rank) = cx.operand_type(op, 1).and_then(|t| rank_of(cx, t)) else { return Ok(()) };
    if cx.body.op(op).operands.len() != 2 + rank {
        return Err(cx.op_err(op, "store index operand count not equal to memref rank"));
    }
    Ok(())
}

pub(super) fn prefetch(cx: &Cx, op: Op) -> Res {
    let Some(rank) = cx.operand_type(op, 0).and_then(|t| rank_of(cx, t)) else { return Ok(()) };
    if cx.body.op(op).operands.len() != 1 + rank {
        return Err(cx.op_err(op, "too few indices"));
    }
    Ok(())
}

pub(super) fn atomic_rmw(cx: &Cx, op: Op) -> Res {
    let Some(rank) = cx.operand_type(op, 1).and_then(|t| rank_of(cx, t)) else { return Ok(()) };
    if cx.body.op(op).operands.len() != 2 + rank {
        return Err(cx.op_err(op, "expects the number of subscripts to be equal to memref rank"));
    }
    let Some(kind) = cx.prop(op, "kind").and_then(|a| enum_case(cx, a)) else { return Ok(()) };
    let Some(vt) = cx.operand_type(op, 0) else { return Ok(()) };
    let float = matches!(kind, "addf" | "maximumf" | "minimumf" | "mulf");
    let int = matches!(kind, "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "andi");
    if float && !matches!(cx.ctx.type_kind(vt), TypeKind::Float(_)) {
        return Err(cx.op_err(op, format!("with kind '{kind}' expects a floating-point type")));
    }
    if int && !matches!(cx.ctx.type_kind(vt), TypeKind::Integer { .. }) {
        return Err(cx.op_err(op, format!("with kind '{kind}' expects an integer type")));
    }
    Ok(())
}

/// The case name of `arith.atomic_rmw_kind`, stored as its integer.
fn enum_case<'a>(cx: &Cx<'a>, a: crate::ir::Attr) -> Option<&'a str> {
    let v = cx.ctx.int_value(a)?;
    crate::ods::registry::enum_def("AtomicRMWKind").and_then(|d| d.keyword(v as i64))
}

pub(super) fn generic_atomic_rmw(cx: &Cx, op: Op) -> Res {
    let Some(&region) = cx.body.op(op).regions.first() else { return Ok(()) };
    let Some(&entry) = cx.body.region(region).blocks.first() else { return Ok(()) };
    let args = &cx.body.block(entry).args;
    if args.len() != 1 {
        return Err(cx.op_err(op, "expected single number of entry block arguments"));
    }
    if cx.result_type(op, 0) != Some(cx.body.value(args[0]).ty) {
        return Err(cx.op_err(op, "expected block argument of the same type result type"));
    }
    Ok(())
}

pub(super) fn atomic_yield(cx: &Cx, op: Op) -> Res {
    let Some(parent) = cx.parent_op(op) else { return Ok(()) };
    let (Some(p), Some(r)) = (cx.result_type(parent, 0), cx.operand_type(op, 0)) else { return Ok(()) };
    if p != r {
        return Err(cx.op_err(op, format!("types mismatch between yield op: {} and its parent: {}", q(cx, r), q(cx, p))));
    }
    Ok(())
}

pub(super) fn assume_alignment(cx: &Cx, op: Op) -> Res {
    match cx.prop_int(op, "alignment") {
        Some(a) if a <= 0 || (a as u64).count_ones() != 1 || a > u32::MAX as i128 => {
            Err(cx.op_err(op, "alignment must be power of 2"))
        }
        _ => Ok(()),
    }
}

/// `memref.cast`'s `areCastCompatible`: ranked to ranked with the same
/// element type, memory space and rank, static sizes, strides and offset
/// agreeing where both are static; ranked to unranked or back with the
/// same element type and memory space; never unranked to unranked.
fn cast_compatible(cx: &Cx, a: Type, b: Type) -> bool {
    use super::layout::memref_info;
    let parts = |t: Type| match cx.ctx.type_kind(t) {
        TypeKind::MemRef { elem, memory_space, .. } => Some((true, *elem, *memory_space)),
        TypeKind::UnrankedMemRef { elem, memory_space } => Some((false, *elem, *memory_space)),
        _ => None,
    };
    let (Some((ra, ea, sa)), Some((rb, eb, sb))) = (parts(a), parts(b)) else { return false };
    if ra && rb {
        let (TypeKind::MemRef { shape: xa, layout: la, .. }, TypeKind::MemRef { shape: xb, layout: lb, .. }) =
            (cx.ctx.type_kind(a), cx.ctx.type_kind(b))
        else {
            return false;
        };
        if ea != eb {
            return false;
        }
        if la != lb {
            let (Some(ia), Some(ib)) = (memref_info(cx.ctx, a), memref_info(cx.ctx, b)) else { return false };
            let ok = |x: Option<i64>, y: Option<i64>| x.is_none() || y.is_none() || x == y;
            if ia.strides.len() != ib.strides.len() || !ok(ia.offset, ib.offset) {
                return false;
            }
            if ia.strides.iter().zip(&ib.strides).any(|(&x, &y)| !ok(x, y)) {
                return false;
            }
        }
        if sa != sb || xa.len() != xb.len() {
            return false;
        }
        return xa.iter().zip(xb.iter()).all(|(x, y)| x.is_none() || y.is_none() || x == y);
    }
    if !ra && !rb {
        return false;
    }
    ea == eb && sa == sb
}

/// `memory_space_cast`'s `areCastCompatible`: the same shape, layout and
/// element type (ranked), or the same element type (unranked).
fn space_cast_compatible(cx: &Cx, a: Type, b: Type) -> bool {
    match (cx.ctx.type_kind(a), cx.ctx.type_kind(b)) {
        (TypeKind::MemRef { shape: xa, elem: ea, layout: la, .. }, TypeKind::MemRef { shape: xb, elem: eb, layout: lb, .. }) => {
            ea == eb && la == lb && xa == xb
        }
        (TypeKind::UnrankedMemRef { elem: ea, .. }, TypeKind::UnrankedMemRef { elem: eb, .. }) => ea == eb,
        _ => false,
    }
}

fn cast_check(cx: &Cx, op: Op, ok: fn(&Cx, Type, Type) -> bool) -> Res {
    let (Some(a), Some(b)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    if !ok(cx, a, b) {
        return Err(cx.op_err(op, format!("operand type {} and result type {} are cast incompatible", q(cx, a), q(cx, b))));
    }
    Ok(())
}

pub(super) fn cast(cx: &Cx, op: Op) -> Res {
    cast_check(cx, op, cast_compatible)
}

pub(super) fn memory_space_cast(cx: &Cx, op: Op) -> Res {
    cast_check(cx, op, space_cast_compatible)
}

/// A memref layout as MLIR compares them after `canonicalizeStridedLayout`:
/// none (the identity) or one affine map.
type Layout = Option<crate::ir::affine::expr::Map>;

/// `makeStridedLinearLayoutMap`: `offset + d0 * stride0 + ...`, a symbol
/// for each dynamic value (the offset's first).
fn strided_map(strides: &[Option<i64>], offset: Option<i64>) -> Option<crate::ir::affine::expr::Map> {
    use crate::ir::affine::{add, mul, E};
    let mut syms = 0;
    let mut next_sym = || {
        syms += 1;
        E::Sym(syms - 1)
    };
    let mut expr = match offset {
        Some(c) => E::Const(c),
        None => next_sym(),
    };
    for (i, s) in strides.iter().enumerate() {
        let m = match s {
            Some(c) => E::Const(*c),
            None => next_sym(),
        };
        expr = add(expr, mul(E::Dim(i), m)?);
    }
    Some(crate::ir::affine::expr::Map { dims: strides.len(), syms, results: vec![expr] })
}

/// `canonicalizeStridedLayout` of a layout map for `shape`.
fn canonical_layout(shape: &[Option<u64>], m: crate::ir::affine::expr::Map) -> Layout {
    use crate::ir::affine::{add, expr::simplify, mul, E};
    if m.syms == 0 && m.results.len() == m.dims && m.results.iter().enumerate().all(|(i, e)| *e == E::Dim(i)) {
        return None;
    }
    if m.results.len() != 1 {
        return Some(m);
    }
    if m.dims == 0 && m.syms == 0 {
        return if m.results[0] == E::Const(0) { None } else { Some(m) };
    }
    if shape.is_empty() {
        return Some(m);
    }
    // makeCanonicalStridedLayoutExpr: row-major strides, a symbol from the
    // first dynamic size on.
    let mut syms = m.syms;
    let mut canonical: Option<E> = None;
    let mut running = 1i64;
    let mut poisoned = false;
    for (i, size) in shape.iter().enumerate().rev() {
        let stride = if poisoned {
            syms += 1;
            E::Sym(syms - 1)
        } else {
            E::Const(running)
        };
        let term = mul(E::Dim(i), stride).unwrap_or(E::Dim(i));
        canonical = Some(match canonical {
            Some(e) => add(e, term),
            None => term,
        });
        match size {
            Some(s) if *s > 0 => running = running.wrapping_mul(*s as i64),
            _ => poisoned = true,
        }
    }
    let canonical = simplify(&canonical.unwrap_or(E::Const(0)), m.dims, syms);
    let simplified = simplify(&m.results[0], m.dims, m.syms);
    if canonical == simplified {
        None
    } else {
        Some(crate::ir::affine::expr::Map { dims: m.dims, syms: m.syms, results: vec![simplified] })
    }
}

/// The layout map of a memref type (`None` when it has none).
fn layout_map(cx: &Cx, t: Type) -> Option<Option<crate::ir::affine::expr::Map>> {
    let TypeKind::MemRef { layout, .. } = cx.ctx.type_kind(t) else { return None };
    match layout.map(|l| cx.ctx.attr_kind(l)) {
        None => Some(None),
        Some(AttrKind::AffineMap(text)) => crate::ir::affine::expr::Map::parse(text).map(Some),
        Some(AttrKind::Strided(_)) => {
            let info = super::layout::memref_info(cx.ctx, t)?;
            strided_map(&info.strides, info.offset).map(Some)
        }
        Some(_) => None,
    }
}

/// `TransposeOp::verify`: a permutation of the input's rank, and a result
/// type equivalent to the input's sizes and strides permuted.
pub(super) fn transpose(cx: &Cx, op: Op) -> Res {
    let Some(perm_text) = cx.prop(op, "permutation").and_then(|a| match cx.ctx.attr_kind(a) {
        AttrKind::AffineMap(t) => Some(t.clone()),
        _ => None,
    }) else {
        return Ok(());
    };
    let (Some(s), Some(r)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    let perm = super::views::permutation(&perm_text);
    let dims = crate::ir::affine::expr::Map::parse(&perm_text).map(|m| m.dims);
    let is_perm = perm.as_ref().is_some_and(|p| {
        let mut seen = vec![false; p.len()];
        dims == Some(p.len()) && p.iter().all(|&i| i < p.len() && !std::mem::replace(&mut seen[i], true))
    });
    if !is_perm {
        return Err(cx.op_err(op, "expected a permutation map"));
    }
    let perm = perm.unwrap_or_default();
    let (Some(src), Some(rank)) = (super::layout::memref_info(cx.ctx, s), rank_of(cx, s)) else { return Ok(()) };
    if perm.len() != rank {
        return Err(cx.op_err(op, "expected a permutation map of same rank as the input"));
    }
    let sizes: Vec<Option<u64>> = perm.iter().map(|&i| src.shape[i]).collect();
    let strides: Vec<Option<i64>> = perm.iter().map(|&i| src.strides[i]).collect();
    let Some(inferred) = strided_map(&strides, src.offset) else { return Ok(()) };
    let inferred = canonical_layout(&sizes, inferred);
    let TypeKind::MemRef { shape: rshape, elem: relem, memory_space: rspace, .. } = cx.ctx.type_kind(r) else { return Ok(()) };
    let Some(result_layout) = layout_map(cx, r) else { return Ok(()) };
    let result_layout = result_layout.and_then(|m| canonical_layout(rshape, m));
    if rshape[..] == sizes[..] && *relem == src.elem && result_layout == inferred && *rspace == memref_space(cx, s) {
        return Ok(());
    }
    // The canonical transposed type, spelled as MLIR prints it.
    let mut text = String::from("memref<");
    for d in &sizes {
        match d {
            Some(n) => text.push_str(&format!("{n}x")),
            None => text.push_str("?x"),
        }
    }
    text.push_str(&cx.ts(src.elem));
    if let Some(m) = &inferred {
        text.push_str(&format!(", affine_map{}", m.text()));
    }
    if let Some(space) = memref_space(cx, s) {
        // An i64 memory space is printed as its bare number.
        let i64t = matches!(cx.ctx.attr_kind(space), AttrKind::Integer { ty, .. } if matches!(cx.ctx.type_kind(*ty), TypeKind::Integer { width: 64, .. }));
        match cx.ctx.int_value(space) {
            Some(n) if i64t => text.push_str(&format!(", {n}")),
            _ => text.push_str(&format!(", {}", crate::printer::api::attr_to_string(cx.ctx, space))),
        }
    }
    text.push('>');
    Err(cx.op_err(op, format!("result type {} is not equivalent to the canonical transposed input type '{text}'", q(cx, r))))
}

fn memref_space(cx: &Cx, t: Type) -> Option<crate::ir::Attr> {
    match cx.ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } => *memory_space,
        _ => None,
    }
}
