//! Verifiers of the memref views, with MLIR 19's words: the
//! `OffsetSizeAndStrideOpInterface` checks of `subview` and
//! `reinterpret_cast` (list lengths, dynamic entries), `SubViewOp::verify`
//! (the inferred strided result type, up to rank reduction),
//! `ReinterpretCastOp::verify` (sizes, offset and strides against the
//! result type), and the reassociation checks of `expand_shape` and
//! `collapse_shape` (`verifyCollapsedShape`, output shapes). Layouts the
//! reshapes compute are not checked yet.

use crate::ir::{Attr, AttrKind, IntOrFloat, Op, Type, TypeKind};
use crate::printer::api::type_to_string;
use crate::verify::api::{Cx, DialectVerify, OpVerify, Res};

use super::layout::memref_info;
use super::parse::DYNAMIC;
use super::verify_ops as ops;

const DYN: i64 = DYNAMIC as i64;

fn i64_list(cx: &Cx, op: Op, name: &str) -> Option<Vec<i64>> {
    match cx.ctx.attr_kind(cx.prop(op, name)?) {
        AttrKind::DenseArray { values, .. } => {
            values.iter().map(|v| if let IntOrFloat::Int(i) = v { i64::try_from(*i).ok() } else { None }).collect()
        }
        _ => None,
    }
}

fn segments(cx: &Cx, op: Op) -> Option<Vec<usize>> {
    match cx.ctx.attr_kind(cx.prop(op, "operandSegmentSizes")?) {
        AttrKind::DenseArray { values, .. } => {
            values.iter().map(|v| if let IntOrFloat::Int(i) = v { usize::try_from(*i).ok() } else { None }).collect()
        }
        _ => None,
    }
}

fn result_type(cx: &Cx, op: Op) -> Option<Type> {
    cx.body.op(op).results().next().map(|r| cx.body.value(r).ty)
}

fn source_type(cx: &Cx, op: Op) -> Option<Type> {
    cx.body.op(op).operands.first().map(|&v| cx.body.value(v).ty)
}

/// A type as a diagnostic streams it: quoted.
fn ty(cx: &Cx, t: Type) -> String {
    format!("'{}'", type_to_string(cx.ctx, t))
}

/// `verifyOffsetSizeAndStrideOp` with the op's maximal ranks.
fn offsets_sizes_strides(cx: &Cx, op: Op, max_ranks: [usize; 3]) -> Res {
    let (Some(offsets), Some(sizes), Some(strides)) =
        (i64_list(cx, op, "static_offsets"), i64_list(cx, op, "static_sizes"), i64_list(cx, op, "static_strides"))
    else {
        return Ok(());
    };
    if !(offsets.len() == 1 && max_ranks[0] == 1) && offsets.len() != sizes.len() {
        return Err(cx.err(
            op,
            format!(
                "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
                offsets.len(),
                sizes.len()
            ),
        ));
    }
    if sizes.len() != strides.len() {
        return Err(cx.err(
            op,
            format!(
                "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
                sizes.len(),
                strides.len()
            ),
        ));
    }
    let segs = segments(cx, op).unwrap_or_default();
    for (k, (name, list)) in [("offset", &offsets), ("size", &sizes), ("stride", &strides)].into_iter().enumerate() {
        if list.len() != max_ranks[k] {
            return Err(cx.err(op, format!("expected {} {name} values, got {}", max_ranks[k], list.len())));
        }
        let dynamic = list.iter().filter(|&&v| v == DYN).count();
        if segs.get(k + 1).is_some_and(|&n| n != dynamic) {
            return Err(cx.err(op, format!("expected {dynamic} dynamic {name} values")));
        }
    }
    Ok(())
}

fn to_i64(v: Option<i64>) -> i64 {
    v.unwrap_or(DYN)
}

/// `SubViewOp::verify`.
fn subview(cx: &Cx, op: Op) -> Res {
    let (Some(src_t), Some(res_t)) = (source_type(cx, op), result_type(cx, op)) else { return Ok(()) };
    let Some(src) = memref_info(cx.ctx, src_t) else { return Ok(()) };
    offsets_sizes_strides(cx, op, [src.rank(); 3])?;
    let (TypeKind::MemRef { memory_space: s1, .. }, TypeKind::MemRef { memory_space: s2, elem: res_elem, .. }) =
        (cx.ctx.type_kind(src_t), cx.ctx.type_kind(res_t))
    else {
        return Ok(());
    };
    if s1 != s2 {
        return Err(cx.err(
            op,
            format!("different memory spaces specified for base memref type {} and subview memref type {}", ty(cx, src_t), ty(cx, res_t)),
        ));
    }
    let (Some(offsets), Some(sizes), Some(strides)) =
        (i64_list(cx, op, "static_offsets"), i64_list(cx, op, "static_sizes"), i64_list(cx, op, "static_strides"))
    else {
        return Ok(());
    };
    // SubViewOp::inferResultType.
    let mut offset = to_i64(src.offset);
    let mut exp_strides = Vec::new();
    for i in 0..src.rank() {
        let s = to_i64(src.strides[i]);
        if offset != DYN {
            offset = if offsets[i] == DYN || s == DYN { DYN } else { offset + offsets[i] * s };
        }
        exp_strides.push(if s == DYN || strides[i] == DYN { DYN } else { s * strides[i] });
    }
    let exp_shape: Vec<Option<u64>> = sizes.iter().map(|&s| if s == DYN { None } else { Some(s as u64) }).collect();
    // The expected type, spelled as MLIR prints it (always with its
    // strided layout).
    let show = |v: i64| if v == DYN { "?".to_string() } else { v.to_string() };
    let TypeKind::MemRef { elem, .. } = cx.ctx.type_kind(src_t) else { return Ok(()) };
    let dims: String = exp_shape.iter().map(|d| d.map_or("?".to_string(), |n| n.to_string()) + "x").collect();
    let mut layout = format!("strided<[{}]", exp_strides.iter().map(|&s| show(s)).collect::<Vec<_>>().join(", "));
    if offset != 0 {
        layout.push_str(&format!(", offset: {}", show(offset)));
    }
    layout.push('>');
    let space = match s1 {
        Some(a) => format!(", {}", crate::printer::api::attr_to_string(cx.ctx, *a)),
        None => String::new(),
    };
    let expected_text = format!("'memref<{dims}{}, {layout}{space}>'", type_to_string(cx.ctx, *elem));
    let Some(res) = memref_info(cx.ctx, res_t) else { return Ok(()) };
    let layout_err = || cx.err(op, format!("expected result type to be {expected_text} or a rank-reduced version. (mismatch of result layout) "));
    // isRankReducedType: rank, element type, sizes.
    if res.rank() > exp_shape.len() {
        return Err(cx.err(op, "expected result rank to be smaller or equal to the source rank. "));
    }
    let TypeKind::MemRef { elem: src_elem, .. } = cx.ctx.type_kind(src_t) else { return Ok(()) };
    if src_elem != res_elem {
        return Err(cx.err(op, format!("expected result element type to be {}", ty(cx, *src_elem))));
    }
    let mut kept = Vec::new();
    let mut r = 0;
    for (i, &d) in exp_shape.iter().enumerate() {
        if r < res.rank() && res.shape[r] == d {
            kept.push(i);
            r += 1;
        } else if d != Some(1) {
            return Err(cx.err(op, format!("expected result type to be {expected_text} or a rank-reduced version. (mismatch of result sizes) ")));
        }
    }
    if r != res.rank() {
        return Err(cx.err(op, format!("expected result type to be {expected_text} or a rank-reduced version. (mismatch of result sizes) ")));
    }
    if to_i64(res.offset) != offset {
        return Err(layout_err());
    }
    // The kept dims by strides when unit dims are ambiguous
    // (`computeMemRefRankReductionMask`), then the strides must agree.
    let mut unused: Vec<bool> = sizes.iter().map(|&s| s == 1).collect();
    if res.rank() == exp_shape.len() {
        unused = vec![false; exp_shape.len()];
    } else if unused.iter().filter(|&&u| u).count() + res.rank() != exp_shape.len() {
        let count = |v: &[i64]| {
            let mut m = std::collections::BTreeMap::new();
            for s in v {
                *m.entry(*s).or_insert(0usize) += 1;
            }
            m
        };
        let res_strides: Vec<i64> = res.strides.iter().map(|&s| to_i64(s)).collect();
        let mut have = count(&exp_strides);
        let want = count(&res_strides);
        for (d, u) in unused.iter_mut().enumerate() {
            if !*u {
                continue;
            }
            let s = exp_strides[d];
            let (h, w) = (have.get(&s).copied().unwrap_or(0), want.get(&s).copied().unwrap_or(0));
            if h > w {
                have.insert(s, h - 1);
            } else if h == w {
                *u = false;
            } else {
                return Err(layout_err());
            }
        }
    }
    let kept: Vec<usize> = (0..exp_shape.len()).filter(|&i| !unused[i]).collect();
    if kept.len() != res.rank() {
        return Err(layout_err());
    }
    for (j, &i) in kept.iter().enumerate() {
        if exp_strides[i] != to_i64(res.strides[j]) {
            return Err(layout_err());
        }
    }
    Ok(())
}

/// `ReinterpretCastOp::verify`.
fn reinterpret_cast(cx: &Cx, op: Op) -> Res {
    let (Some(src_t), Some(res_t)) = (source_type(cx, op), result_type(cx, op)) else { return Ok(()) };
    let TypeKind::MemRef { shape, .. } = cx.ctx.type_kind(res_t) else { return Ok(()) };
    offsets_sizes_strides(cx, op, [1, shape.len(), shape.len()])?;
    let (src_elem, src_space) = match cx.ctx.type_kind(src_t) {
        TypeKind::MemRef { elem, memory_space, .. } | TypeKind::UnrankedMemRef { elem, memory_space } => (*elem, *memory_space),
        _ => return Ok(()),
    };
    let TypeKind::MemRef { elem, memory_space, .. } = cx.ctx.type_kind(res_t) else { return Ok(()) };
    if src_space != *memory_space {
        return Err(cx.err(
            op,
            format!("different memory spaces specified for source type {} and result memref type {}", ty(cx, src_t), ty(cx, res_t)),
        ));
    }
    if src_elem != *elem {
        return Err(cx.err(
            op,
            format!("different element types specified for source type {} and result memref type {}", ty(cx, src_t), ty(cx, res_t)),
        ));
    }
    let (Some(offsets), Some(sizes), Some(strides)) =
        (i64_list(cx, op, "static_offsets"), i64_list(cx, op, "static_sizes"), i64_list(cx, op, "static_strides"))
    else {
        return Ok(());
    };
    for (idx, (d, &e)) in shape.iter().zip(&sizes).enumerate() {
        if let Some(d) = d {
            if e != DYN && *d as i64 != e {
                return Err(cx.err(op, format!("expected result type with size = {e} instead of {d} in dim = {idx}")));
            }
        }
    }
    let Some(res) = memref_info(cx.ctx, res_t) else {
        return Err(cx.err(op, format!("expected result type to have strided layout but found {}", ty(cx, res_t))));
    };
    if let (Some(o), Some(&e)) = (res.offset, offsets.first()) {
        if e != DYN && o != e {
            return Err(cx.err(op, format!("expected result type with offset = {e} instead of {o}")));
        }
    }
    for (idx, (s, &e)) in res.strides.iter().zip(&strides).enumerate() {
        if let Some(s) = s {
            if e != DYN && *s != e {
                return Err(cx.err(op, format!("expected result type with stride = {e} instead of {s} in dim = {idx}")));
            }
        }
    }
    Ok(())
}

fn reassociation(cx: &Cx, op: Op) -> Option<Vec<Vec<i64>>> {
    let AttrKind::Array(outer) = cx.ctx.attr_kind(cx.prop(op, "reassociation")?) else { return None };
    outer
        .iter()
        .map(|&g: &Attr| match cx.ctx.attr_kind(g) {
            AttrKind::Array(items) => items.iter().map(|&i| cx.ctx.int_value(i).and_then(|v| i64::try_from(v).ok())).collect(),
            _ => None,
        })
        .collect()
}

/// `verifyCollapsedShape`.
fn collapsed_shape(cx: &Cx, op: Op, collapsed: &[Option<u64>], expanded: &[Option<u64>], groups: &[Vec<i64>]) -> Res {
    if collapsed.len() != groups.len() {
        return Err(cx.op_err(op, format!("invalid number of reassociation groups: found {}, expected {}", groups.len(), collapsed.len())));
    }
    let mut next = 0i64;
    for (c, group) in groups.iter().enumerate() {
        let mut dynamic = false;
        for &e in group {
            if e != next {
                return Err(cx.op_err(op, "reassociation indices must be contiguous"));
            }
            next += 1;
            let Some(d) = usize::try_from(e).ok().and_then(|i| expanded.get(i)) else {
                return Err(cx.op_err(op, format!("reassociation index {e} is out of bounds")));
            };
            dynamic |= d.is_none();
        }
        if collapsed[c].is_none() != dynamic {
            return Err(cx.op_err(op, format!("collapsed dim ({c}) must be dynamic if and only if reassociation group is dynamic")));
        }
        if !dynamic {
            let size: u64 = group.iter().map(|&e| expanded[e as usize].unwrap_or(0)).product();
            let want = collapsed[c].unwrap_or(0);
            if size != want {
                return Err(cx.op_err(op, format!("collapsed dim size ({want}) must equal reassociation group size ({size})")));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != Some(1)) {
            return Err(cx.op_err(op, "rank 0 memrefs can only be extended/collapsed with/from ones"));
        }
    } else if next as usize != expanded.len() {
        return Err(cx.op_err(
            op,
            format!("expanded rank ({}) inconsistent with number of reassociation indices ({next})", expanded.len()),
        ));
    }
    Ok(())
}

fn shape_of(cx: &Cx, t: Type) -> Option<Vec<Option<u64>>> {
    match cx.ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// `ExpandShapeOp::verify` (without the expanded layout).
fn expand_shape(cx: &Cx, op: Op) -> Res {
    let (Some(src_t), Some(res_t)) = (source_type(cx, op), result_type(cx, op)) else { return Ok(()) };
    let (Some(src), Some(res), Some(groups)) = (shape_of(cx, src_t), shape_of(cx, res_t), reassociation(cx, op)) else { return Ok(()) };
    if src.len() > res.len() {
        let (r0, r1) = (src.len(), res.len());
        return Err(cx.op_err(op, format!("has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1}).")));
    }
    collapsed_shape(cx, op, &src, &res, &groups)?;
    let Some(statics) = i64_list(cx, op, "static_output_shape") else { return Ok(()) };
    if statics.len() != res.len() {
        return Err(cx.op_err(
            op,
            format!(
                "expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead",
                res.len(),
                statics.len()
            ),
        ));
    }
    let dynamic = statics.iter().filter(|&&s| s == DYN).count();
    let values = cx.body.op(op).operands.len().saturating_sub(1);
    if values != dynamic {
        return Err(cx.op_err(
            op,
            format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {values} values"
            ),
        ));
    }
    for (pos, d) in res.iter().enumerate() {
        if let Some(d) = d {
            if *d as i64 != statics[pos] {
                return Err(cx.op_err(op, format!("invalid output shape provided at pos {pos}")));
            }
        }
    }
    Ok(())
}

/// `CollapseShapeOp::verify` (without the collapsed layout).
fn collapse_shape(cx: &Cx, op: Op) -> Res {
    let (Some(src_t), Some(res_t)) = (source_type(cx, op), result_type(cx, op)) else { return Ok(()) };
    let (Some(src), Some(res), Some(groups)) = (shape_of(cx, src_t), shape_of(cx, res_t), reassociation(cx, op)) else { return Ok(()) };
    if src.len() < res.len() {
        let (r0, r1) = (src.len(), res.len());
        return Err(cx.op_err(op, format!("has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1}).")));
    }
    collapsed_shape(cx, op, &res, &src, &groups)
}

pub const VERIFY: DialectVerify = DialectVerify {
    ops: &[
        OpVerify { op: "memref.subview", verify: Some(subview), ..OpVerify::NONE },
        OpVerify { op: "memref.reinterpret_cast", verify: Some(reinterpret_cast), ..OpVerify::NONE },
        OpVerify { op: "memref.expand_shape", verify: Some(expand_shape), ..OpVerify::NONE },
        OpVerify { op: "memref.collapse_shape", verify: Some(collapse_shape), ..OpVerify::NONE },
        OpVerify { op: "memref.alloc", verify: Some(ops::alloc_like), ..OpVerify::NONE },
        OpVerify { op: "memref.cast", verify: Some(ops::cast), ..OpVerify::NONE },
        OpVerify { op: "memref.transpose", verify: Some(ops::transpose), ..OpVerify::NONE },
        OpVerify { op: "memref.memory_space_cast", verify: Some(ops::memory_space_cast), ..OpVerify::NONE },
        OpVerify { op: "memref.alloca", verify: Some(ops::alloca), ..OpVerify::NONE },
        OpVerify { op: "memref.realloc", verify: Some(ops::realloc), ..OpVerify::NONE },
        OpVerify { op: "memref.view", verify: Some(ops::view), ..OpVerify::NONE },
        OpVerify { op: "memref.reshape", verify: Some(ops::reshape), ..OpVerify::NONE },
        OpVerify { op: "memref.load", verify: Some(ops::load), ..OpVerify::NONE },
        OpVerify { op: "memref.store", verify: Some(ops::store), ..OpVerify::NONE },
        OpVerify { op: "memref.prefetch", verify: Some(ops::prefetch), ..OpVerify::NONE },
        OpVerify { op: "memref.atomic_rmw", verify: Some(ops::atomic_rmw), ..OpVerify::NONE },
        OpVerify { op: "memref.generic_atomic_rmw", verify_regions: Some(ops::generic_atomic_rmw), ..OpVerify::NONE },
        OpVerify { op: "memref.alloca_scope.return", parents: &["memref.alloca_scope"], ..OpVerify::NONE },
        OpVerify { op: "memref.atomic_yield", verify: Some(ops::atomic_yield), parents: &["memref.generic_atomic_rmw"], ..OpVerify::NONE },
        OpVerify { op: "memref.assume_alignment", verify: Some(ops::assume_alignment), ..OpVerify::NONE },
    ],
    ..DialectVerify::EMPTY
};
