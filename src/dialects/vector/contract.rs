//! `vector.contract`: its hand-written form and its verifier, as MLIR 19's
//! `ContractionOp::parse`/`print`/`verify` have them.
//!
//! The form is `{indexing_maps = [...], iterator_types = ["parallel", ...],
//! kind = #vector.kind<add>} %lhs, %rhs, %acc (, %masks)? {attrs}? : LhsT,
//! RhsT into AccT`. The leading dictionary spells the iterator types as
//! strings (the op holds `#vector.iterator_type<...>` attributes), and the
//! parser adds `kind = add` when it is left out, so it is always printed.
//! Trailing mask operands are still read (with the lhs and rhs shapes in
//! `i1`), as MLIR 19 does, and then rejected by the operand count.
//!
//! The indexing maps are read through [`Maps`], shared with the lowering
//! in [`super::lower_contract`].

use crate::ir::affine::expr::Map;
use crate::ir::affine::E;
use crate::ir::{Attr, AttrKind, Context, Op, Type, TypeKind};
use crate::parser::api::*;
use crate::printer::api::{attrs_except, print_value, OpView, Printer};
use crate::verify::api::{Cx, Res};

/// The three properties the leading dictionary holds.
const TRAIT_ATTRS: [&str; 3] = ["indexing_maps", "iterator_types", "kind"];

/// A map's results as dimension positions (`None` for another expression).
pub fn dim_positions(map: &Map) -> Vec<Option<usize>> {
    map.results.iter().map(|e| if let E::Dim(d) = e { Some(*d) } else { None }).collect()
}

/// The indexing maps of a contraction, read from its property.
pub fn maps_of(ctx: &Context, a: Attr) -> Option<Vec<Map>> {
    let AttrKind::Array(items) = ctx.attr_kind(a) else { return None };
    items
        .iter()
        .map(|&m| match ctx.attr_kind(m) {
            AttrKind::AffineMap(text) => Map::parse(text),
            _ => None,
        })
        .collect()
}

/// The iterator types as words (`parallel`, `reduction`).
pub fn iterators_of(ctx: &Context, a: Attr) -> Option<Vec<String>> {
    let AttrKind::Array(items) = ctx.attr_kind(a) else { return None };
    items.iter().map(|&i| ctx.dialect_words(i).and_then(|(_, w)| w.first().map(|w| w.to_string()))).collect()
}

/// The result index of `map` that is dimension `dim` (`getResultIndex`).
pub fn result_index(map: &Map, dim: usize) -> Option<usize> {
    map.results.iter().position(|e| *e == E::Dim(dim))
}

/// MLIR's `getDimMap`: for each iterator of kind `which`, the pair of lhs
/// and rhs result positions when both maps use it.
pub fn dim_map(maps: &[Map], iterators: &[String], which: &str) -> Vec<(usize, usize)> {
    iterators
        .iter()
        .enumerate()
        .filter(|(_, it)| it.as_str() == which)
        .filter_map(|(i, _)| Some((result_index(&maps[0], i)?, result_index(&maps[1], i)?)))
        .collect()
}

/// Reads the form (see the module comment).
pub fn parse_contract<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, args: &HookArgs<'_>) -> Result<(), E::Error> {
    let dict_at = pos(inp);
    let dict = inp.parse(subs.dict.clone())?;
    let lhs = inp.parse(subs.value_use.clone())?;
    expect_kind(inp, Kind::Comma, "','")?;
    let rhs = inp.parse(subs.value_use.clone())?;
    expect_kind(inp, Kind::Comma, "','")?;
    let acc = inp.parse(subs.value_use.clone())?;
    let mut masks = Vec::new();
    if eat_kind(inp, Kind::Comma) {
        masks = value_list(inp, subs)?;
        if masks.is_empty() {
            return Err(err_here(inp, "expected SSA operand"));
        }
    }
    parse_opt_dict(inp, subs, p)?;
    expect_kind(inp, Kind::Colon, "':'")?;
    let types = type_list(inp, subs)?;
    expect_literal(inp, subs.src, "into")?;
    let result = inp.parse(subs.ty.clone())?;
    if types.len() < 2 {
        return Err(err_at_tok(inp, args.name_tok, format!("expected 2 types, got {}", types.len())));
    }
    let s = st(inp);
    let entries = match s.ctx.attr_kind(dict) {
        AttrKind::Dictionary(e) => e.to_vec(),
        _ => Vec::new(),
    };
    let mut has_kind = false;
    for (name, value) in entries {
        let s = st(inp);
        match s.ctx.str(name) {
            "iterator_types" => {
                let AttrKind::Array(items) = s.ctx.attr_kind(value).clone() else {
                    return Err(err_at_tok(inp, dict_at, "expected an array of iterator types"));
                };
                let mut converted = Vec::with_capacity(items.len());
                for item in items.iter() {
                    let word = match st(inp).ctx.attr_kind(*item) {
                        AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
                        _ => String::new(),
                    };
                    if word != "parallel" && word != "reduction" {
                        return Err(err_at_tok(inp, dict_at, format!("unexpected iterator_type ({word})")));
                    }
                    converted.push(st(inp).ctx.dialect_words_attr("vector.iterator_type", &[&word]));
                }
                let s = st(inp);
                let a = s.ctx.attr(AttrKind::Array(converted.into()));
                p.set_prop(s, "iterator_types", a);
            }
            n @ ("indexing_maps" | "kind") => {
                has_kind |= n == "kind";
                let n = n.to_string();
                p.set_prop(s, &n, value);
            }
            _ => p.attrs.push((name, value)),
        }
    }
    let s = st(inp);
    if !has_kind {
        let add = s.ctx.dialect_words_attr("vector.kind", &["add"]);
        p.set_prop(s, "kind", add);
    }
    p.operands[0].push(lhs);
    p.operands[1].push(rhs);
    p.operands[2].push(acc);
    p.operand_types[0] = Some(vec![types[0]]);
    p.operand_types[1] = Some(vec![types[1]]);
    let mut acc_types = vec![result];
    if !masks.is_empty() {
        if masks.len() != 2 {
            return Err(err_at_tok(inp, args.name_tok, "expected zero or exactly 2 vector mask operands"));
        }
        for t in [types[0], types[1]] {
            let TypeKind::Vector { shape, scalable, .. } = s.ctx.type_kind(t).clone() else {
                return Err(err_at_tok(inp, args.name_tok, "expected vector types for the masked operands"));
            };
            let elem = s.ctx.int_type(1);
            acc_types.push(s.ctx.ty(TypeKind::Vector { shape, scalable, elem }));
        }
        p.operands[2].extend(masks);
    }
    p.operand_types[2] = Some(acc_types);
    p.result_types[0] = Some(vec![result]);
    Ok(())
}

/// Prints the form back.
pub fn print_contract(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let d = v.m.body.op(v.op);
    let [lhs, rhs, acc, ..] = d.operands[..] else { return };
    p.out.push_str(" {");
    let mut first = true;
    for name in TRAIT_ATTRS {
        let Some(a) = v.prop(ctx, name) else { continue };
        if !first {
            p.out.push_str(", ");
        }
        first = false;
        p.out.push_str(name);
        p.out.push_str(" = ");
        if name == "iterator_types" {
            let words = iterators_of(ctx, a).unwrap_or_default();
            let quoted: Vec<String> = words.iter().map(|w| format!("\"{w}\"")).collect();
            p.out.push('[');
            p.out.push_str(&quoted.join(", "));
            p.out.push(']');
        } else {
            p.print_attr(a);
        }
    }
    p.out.push_str("} ");
    print_value(p, v, lhs);
    p.out.push_str(", ");
    print_value(p, v, rhs);
    p.out.push_str(", ");
    print_value(p, v, acc);
    let attrs = attrs_except(p, v, &TRAIT_ATTRS);
    p.optional_attr_dict(&attrs, false);
    p.out.push_str(" : ");
    p.print_type(v.m.body.value(lhs).ty);
    p.out.push_str(", ");
    p.print_type(v.m.body.value(rhs).ty);
    p.out.push_str(" into ");
    if let Some(r) = d.results().next() {
        p.print_type(v.m.body.value(r).ty);
    }
}

fn vector_shape(ctx: &Context, t: Type) -> Option<(Vec<u64>, Vec<bool>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, elem } => Some((shape.to_vec(), scalable.to_vec(), *elem)),
        _ => None,
    }
}

/// `isSupportedCombiningKind`.
pub fn kind_supports(ctx: &Context, kind: &str, elem: Type) -> bool {
    let int_like = matches!(ctx.type_kind(elem), TypeKind::Integer { .. } | TypeKind::Index);
    let float = matches!(ctx.type_kind(elem), TypeKind::Float(_));
    match kind {
        "add" | "mul" => int_like || float,
        "minui" | "minsi" | "maxui" | "maxsi" | "and" | "or" | "xor" => int_like,
        "minnumf" | "maxnumf" | "minimumf" | "maximumf" => float,
        _ => false,
    }
}

/// `ContractionOp::verify`.
pub fn verify_contract(cx: &Cx, op: Op) -> Res {
    let (Some(lhs_t), Some(rhs_t), Some(acc_t), Some(res_t)) = (cx.operand_type(op, 0), cx.operand_type(op, 1), cx.operand_type(op, 2), cx.result_type(op, 0)) else {
        return Ok(());
    };
    let (Some((lhs_shape, _, lhs_elem)), Some((rhs_shape, _, _))) = (vector_shape(cx.ctx, lhs_t), vector_shape(cx.ctx, rhs_t)) else { return Ok(()) };
    if let TypeKind::Integer { signedness, .. } = cx.ctx.type_kind(lhs_elem) {
        if *signedness != crate::ir::Signedness::Signless {
            return Err(cx.op_err(op, "only supports signless integer types"));
        }
    }
    let maps = cx.prop(op, "indexing_maps").and_then(|a| maps_of(cx.ctx, a)).unwrap_or_default();
    if maps.len() != 3 {
        return Err(cx.op_err(op, "expected an indexing map for each vector operand"));
    }
    let iterators = cx.prop(op, "iterator_types").and_then(|a| iterators_of(cx.ctx, a)).unwrap_or_default();
    let n = iterators.len();
    for (index, map) in maps.iter().enumerate() {
        if map.syms != 0 {
            return Err(cx.op_err(op, format!("expected indexing map {index} to have no symbols")));
        }
        let rank = cx.operand_type(op, index).and_then(|t| vector_shape(cx.ctx, t)).map_or(0, |s| s.0.len());
        if map.dims != n {
            return Err(cx.op_err(op, format!("expected indexing map {index} to have {n} number of inputs")));
        }
        if map.results.len() != rank {
            return Err(cx.op_err(op, format!("expected indexing map {index} to have {rank} number of outputs")));
        }
        let dims = dim_positions(map);
        let mut seen = vec![false; map.dims];
        let projected = dims.iter().all(|d| match d {
            Some(d) if !seen[*d] => {
                seen[*d] = true;
                true
            }
            _ => false,
        });
        if !projected {
            return Err(cx.op_err(op, format!("expected indexing map {index} to be a projected permutation of its inputs")));
        }
    }
    let contracting = dim_map(&maps, &iterators, "reduction");
    let batch = dim_map(&maps, &iterators, "parallel");
    if contracting.is_empty() {
        return Err(cx.op_err(op, "expected at least one contracting dimension pair"));
    }
    let valid = |m: &[(usize, usize)]| m.iter().all(|&(l, r)| l < lhs_shape.len() && r < rhs_shape.len() && lhs_shape[l] == rhs_shape[r]);
    if !valid(&contracting) {
        return Err(cx.op_err(op, "invalid contracting dimension map"));
    }
    if !valid(&batch) {
        return Err(cx.op_err(op, "invalid batch dimension map"));
    }
    verify_output_shape(cx, op, (&lhs_shape, &rhs_shape), (acc_t, res_t), &maps, &contracting, &batch)?;
    let elem = vector_shape(cx.ctx, res_t).map_or(res_t, |s| s.2);
    let kind = cx.prop(op, "kind").and_then(|a| cx.ctx.dialect_words(a)).and_then(|(_, w)| w.first().copied()).unwrap_or("add");
    if !kind_supports(cx.ctx, kind, elem) {
        return Err(cx.op_err(op, "unsupported contraction type"));
    }
    Ok(())
}

/// `verifyOutputShape`: the free and batch dimensions make the result's.
fn verify_output_shape(cx: &Cx, op: Op, shapes: (&[u64], &[u64]), (acc_t, res_t): (Type, Type), maps: &[Map], contracting: &[(usize, usize)], batch: &[(usize, usize)]) -> Res {
    let (lhs_shape, rhs_shape) = shapes;
    let lhs_contracting: Vec<usize> = contracting.iter().map(|p| p.0).collect();
    let rhs_contracting: Vec<usize> = contracting.iter().map(|p| p.1).collect();
    let rhs_batch: Vec<usize> = batch.iter().map(|p| p.1).collect();
    let free_lhs = (0..lhs_shape.len()).any(|i| !lhs_contracting.contains(&i));
    let free_rhs = (0..rhs_shape.len()).any(|i| !rhs_contracting.contains(&i) && !rhs_batch.contains(&i));
    let res_v = vector_shape(cx.ctx, res_t);
    let acc_v = vector_shape(cx.ctx, acc_t);
    if !free_lhs && !free_rhs {
        if res_v.is_some() || acc_v.is_some() {
            return Err(cx.op_err(op, "invalid accumulator/result vector shape"));
        }
        return Ok(());
    }
    let (Some((_, res_scalable, res_elem)), Some(_)) = (&res_v, &acc_v) else {
        return Err(cx.op_err(op, "invalid accumulator/result vector shape"));
    };
    let (lhs_map, rhs_map) = (&maps[0], &maps[1]);
    let used = |d: usize| dim_positions(lhs_map).contains(&Some(d)) || dim_positions(rhs_map).contains(&Some(d));
    if (0..lhs_map.dims).any(|d| !used(d)) {
        return Err(cx.op_err(op, "expected all dimensions to be either a LHS or a RHS dimension"));
    }
    let mut extents: Vec<Option<u64>> = vec![None; lhs_map.dims];
    for (shape, map) in [(lhs_shape, lhs_map), (rhs_shape, rhs_map)] {
        for (idx, pos) in dim_positions(map).into_iter().enumerate() {
            if let (Some(pos), Some(&size)) = (pos, shape.get(idx)) {
                extents[pos].get_or_insert(size);
            }
        }
    }
    let expected_shape: Vec<u64> = dim_positions(&maps[2]).into_iter().map(|p| p.and_then(|p| extents[p]).unwrap_or(0)).collect();
    let matches = |t: Type| vector_shape(cx.ctx, t).is_some_and(|(s, sc, e)| s == expected_shape && &sc == res_scalable && e == *res_elem);
    if !matches(res_t) || !matches(acc_t) {
        let spelled = expected_spelling(cx, &expected_shape, res_scalable, *res_elem);
        return Err(cx.op_err(op, format!("invalid accumulator/result vector shape, expected: '{spelled}'")));
    }
    Ok(())
}

/// `vector<2x[4]xf32>` (the verifier cannot intern the type it expects).
fn expected_spelling(cx: &Cx, shape: &[u64], scalable: &[bool], elem: Type) -> String {
    let mut out = String::from("vector<");
    for (i, d) in shape.iter().enumerate() {
        if scalable.get(i).copied().unwrap_or(false) {
            out.push_str(&format!("[{d}]x"));
        } else {
            out.push_str(&format!("{d}x"));
        }
    }
    out.push_str(&cx.ts(elem));
    out.push('>');
    out
}
