//! The reshapes of `expand-strided-metadata` (MLIR 19's `ReshapeFolder`
//! and the `extract_strided_metadata` folders of `expand_shape` and
//! `collapse_shape`): per reassociation group, an expanded dimension's
//! dynamic size is the source size divided by the group's static sizes and
//! its stride the source stride times the sizes after it; a collapsed
//! dimension's size is the product of its group's sizes and its stride the
//! smallest stride of the group's non-unit dimensions (an `affine.min`).

use crate::ir::affine::expr::{self as ax, Map};
use crate::ir::affine::E;
use crate::ir::{AttrKind, Op, TypeKind, Value};
use crate::passes::api::{prop, Pattern, Rewriter};

use super::expand::{
    as_ofr, create, folded_apply, new_extract, valid_symbol, reinterpret, replace_extract, sym_map, Ofr, Strided,
};
use super::layout::memref_info;

/// The `reassociation` groups of a reshape.
fn groups(rw: &Rewriter<'_>, op: Op) -> Option<Vec<Vec<usize>>> {
    let AttrKind::Array(outer) = rw.ctx.attr_kind(prop(rw.ctx, rw.body, op, "reassociation")?) else { return None };
    outer
        .iter()
        .map(|&g| match rw.ctx.attr_kind(g) {
            AttrKind::Array(items) => items.iter().map(|&i| rw.ctx.int_value(i).and_then(|v| usize::try_from(v).ok())).collect(),
            _ => None,
        })
        .collect()
}

/// `makeComposedFoldedAffineMin` over the identity map of `operands`:
/// constants folded into the map, each result's operand a symbol when it
/// may be one, duplicates merged; one operand left alone is the result.
fn folded_min(rw: &mut Rewriter<'_>, anchor: Op, operands: &[Ofr]) -> Ofr {
    let mut results = Vec::new();
    let (mut dims, mut syms): (Vec<Value>, Vec<Value>) = (Vec::new(), Vec::new());
    for o in operands {
        match *o {
            Ofr::Int(c) => results.push(ax::konst(c)),
            Ofr::Val(v) if valid_symbol(rw, v, 0) => {
                let k = syms.iter().position(|&s| s == v).unwrap_or_else(|| {
                    syms.push(v);
                    syms.len() - 1
                });
                results.push(ax::sym(k));
            }
            Ofr::Val(v) => {
                let k = dims.iter().position(|&s| s == v).unwrap_or_else(|| {
                    dims.push(v);
                    dims.len() - 1
                });
                results.push(ax::dim(k));
            }
        }
    }
    let map = Map { dims: dims.len(), syms: syms.len(), results };
    if map.dims == 0 && map.syms == 1 && map.results == [E::Sym(0)] {
        return Ofr::Val(syms[0]);
    }
    let consts: Vec<i64> = map.results.iter().filter_map(E::konst).collect();
    if consts.len() == map.results.len() {
        if let Some(&m) = consts.iter().min() {
            return Ofr::Int(m);
        }
    }
    let m = rw.ctx.attr(AttrKind::AffineMap(map.text().into()));
    let mut all = dims;
    all.extend(syms);
    let index = rw.ctx.ty(TypeKind::Index);
    let op = create(rw, anchor, "affine.min", &all, &[index], &[("map", m)]);
    Ofr::Val(Value(rw.body.op(op).first_result))
}

/// `resolveReshapeStridedMetadata` for `expand_shape` (`expand`) or
/// `collapse_shape`.
fn resolve_reshape(rw: &mut Rewriter<'_>, anchor: Op, reshape: Op, expand: bool) -> Option<Strided> {
    let source = *rw.body.op(reshape).operands.first()?;
    let source_ty = rw.body.value(source).ty;
    let result_ty = rw.body.value(Value(rw.body.op(reshape).first_result)).ty;
    let src = memref_info(rw.ctx, source_ty)?;
    let res = memref_info(rw.ctx, result_ty)?;
    let groups = groups(rw, reshape)?;
    let meta = new_extract(rw, anchor, source)?;
    let offset = match src.offset {
        Some(o) => Ofr::Int(o),
        None => as_ofr(rw, meta.offset),
    };
    if src.rank() == 0 {
        let ones = vec![Ofr::Int(1); res.rank()];
        return Some(Strided { base: meta.base, offset, sizes: ones.clone(), strides: ones });
    }
    let orig_sizes: Vec<Ofr> = meta.sizes.iter().map(|&v| as_ofr(rw, v)).collect();
    let orig_strides: Vec<Ofr> = meta.strides.iter().map(|&v| as_ofr(rw, v)).collect();
    let (mut sizes, mut strides) = (Vec::new(), Vec::new());
    for (g, group) in groups.iter().enumerate() {
        if expand {
            // getExpandedSizes.
            let mut out = vec![Ofr::Int(0); group.len()];
            let mut product = 1i64;
            let mut dynamic = None;
            for (i, &d) in group.iter().enumerate() {
                match res.shape.get(d)? {
                    Some(n) => {
                        product = product.wrapping_mul(*n as i64);
                        out[i] = Ofr::Int(*n as i64);
                    }
                    None => dynamic = Some(i),
                }
            }
            if let Some(i) = dynamic {
                out[i] = folded_apply(rw, anchor, &sym_map(1, ax::floordiv(ax::sym(0), product)), &[*orig_sizes.get(g)?]);
            }
            sizes.extend(out);
            // getExpandedStrides.
            let mut base = vec![0i64; group.len()];
            let mut current = 1i64;
            let mut dynamic = None;
            for i in (0..group.len()).rev() {
                base[i] = current;
                match res.shape.get(group[i])? {
                    Some(n) => current = current.wrapping_mul(*n as i64),
                    None => dynamic = Some(i),
                }
            }
            let orig_stride = match src.strides.get(g)? {
                Some(s) => Ofr::Int(*s),
                None => orig_strides[g],
            };
            let mut done = 0;
            let mut out = Vec::new();
            if let Some(dy) = dynamic {
                while done < dy {
                    let e = ax::times(ax::floordiv(ax::times(ax::sym(0), ax::konst(base[done])), current), ax::sym(1));
                    out.push(folded_apply(rw, anchor, &sym_map(2, e), &[*orig_sizes.get(g)?, orig_stride]));
                    done += 1;
                }
            }
            while done < group.len() {
                let e = ax::times(ax::sym(0), ax::konst(base[done]));
                out.push(folded_apply(rw, anchor, &sym_map(1, e), &[orig_stride]));
                done += 1;
            }
            strides.extend(out);
        } else {
            // getCollapsedSize.
            match res.shape.get(g)? {
                Some(n) => sizes.push(Ofr::Int(*n as i64)),
                None => {
                    let mut e = ax::konst(1);
                    let mut inputs = Vec::new();
                    for (k, &d) in group.iter().enumerate() {
                        e = ax::times(e, ax::sym(k));
                        inputs.push(match src.shape.get(d)? {
                            Some(n) => Ofr::Int(*n as i64),
                            None => orig_sizes[d],
                        });
                    }
                    sizes.push(folded_apply(rw, anchor, &sym_map(group.len(), e), &inputs));
                }
            }
            // getCollapsedStride.
            let mut group_strides = Vec::new();
            for &d in group {
                if *src.shape.get(d)? == Some(1) {
                    continue;
                }
                group_strides.push(match src.strides[d] {
                    Some(s) => Ofr::Int(s),
                    None => orig_strides[d],
                });
            }
            if group_strides.is_empty() {
                match res.strides.get(g)? {
                    Some(s) => strides.push(Ofr::Int(*s)),
                    None => strides.push(group.iter().find(|&&d| src.strides[d].is_none()).map(|&d| orig_strides[d])?),
                }
            } else {
                strides.push(folded_min(rw, anchor, &group_strides));
            }
        }
    }
    Some(Strided { base: meta.base, offset, sizes, strides })
}

/// `ReshapeFolder<ExpandShapeOp>` and `ReshapeFolder<CollapseShapeOp>`.
struct ReshapeFolder {
    name: &'static str,
    expand: bool,
}

impl Pattern for ReshapeFolder {
    fn root(&self) -> Option<&str> {
        Some(self.name)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let ty = rw.body.value(Value(rw.body.op(op).first_result)).ty;
        let Some(m) = resolve_reshape(rw, op, op, self.expand) else { return false };
        let new = reinterpret(rw, op, ty, m.base, m.offset, &m.sizes, &m.strides);
        rw.replace_op(op, &[new]);
        true
    }
}

/// `extract_strided_metadata` of an `expand_shape`/`collapse_shape`.
struct ExtractOfReshape {
    name: &'static str,
    expand: bool,
}

impl Pattern for ExtractOfReshape {
    fn root(&self) -> Option<&str> {
        Some("memref.extract_strided_metadata")
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        let Some(&source) = rw.body.op(op).operands.first() else { return false };
        let Some(reshape) = super::expand::defined_by(rw, source, self.name) else { return false };
        let Some(m) = resolve_reshape(rw, op, reshape, self.expand) else { return false };
        replace_extract(rw, op, m);
        true
    }
}

/// The reshape patterns, in MLIR's order.
pub fn patterns() -> Vec<Box<dyn Pattern>> {
    vec![
        Box::new(ReshapeFolder { name: "memref.expand_shape", expand: true }),
        Box::new(ReshapeFolder { name: "memref.collapse_shape", expand: false }),
        Box::new(ExtractOfReshape { name: "memref.collapse_shape", expand: false }),
        Box::new(ExtractOfReshape { name: "memref.expand_shape", expand: true }),
    ]
}
