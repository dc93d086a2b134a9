//! arith's canonicalization patterns (MLIR 19's `ArithCanonicalization.td`
//! and the C++ patterns of `ArithOps.cpp` registered by
//! `getCanonicalizationPatterns`): reassociating constants through
//! `addi`/`subi`/`muli` chains (overflow flags merged to what both ops
//! promise), the extended arithmetic whose second result is unused,
//! `not(cmpi)`, comparisons and logic of extensions, the `select` rewrites,
//! and chains of casts (`truncf(sitofp)` is not rewritten in MLIR 19).
//!
//! Each pattern is a function on its root op through the greedy driver's
//! [`Rewriter`]; the ops it creates get their default properties and are
//! inserted before the root, which they replace.

use super::consts::{int_width, is_all_ones, make_ints, read_ints, splat_int, zero_of};
use crate::ir::{Attr, Op, Type, Value};
use crate::passes::api::{constant_value, materialize_constant, prop, Rewriter};

/// The op defining `v` when it is named `name`.
fn def(rw: &Rewriter<'_>, v: Value, name: &str) -> Option<Op> {
    let d = rw.body.defining_op(v)?;
    (rw.ctx.str(rw.body.op(d).name) == name).then_some(d)
}

fn operand(rw: &Rewriter<'_>, op: Op, i: usize) -> Value {
    rw.body.op(op).operands[i]
}

fn ty(rw: &Rewriter<'_>, v: Value) -> Type {
    rw.body.value(v).ty
}

fn result(rw: &Rewriter<'_>, op: Op) -> Value {
    rw.body.op(op).results().next().expect("one result")
}

/// The constant value of `v`, if a constant-like op defines it.
fn constant(rw: &mut Rewriter<'_>, v: Value) -> Option<Attr> {
    let d = rw.body.defining_op(v)?;
    constant_value(rw.ctx, rw.body, d)
}

/// A scalar or splat integer constant operand (`APIntAttr` in the patterns
/// reads scalars only; `IsScalarOrSplat*` reads both).
fn scalar_int(rw: &mut Rewriter<'_>, v: Value) -> Option<(Attr, i128)> {
    let a = constant(rw, v)?;
    if !matches!(rw.ctx.attr_kind(a), crate::ir::AttrKind::Integer { .. } | crate::ir::AttrKind::Bool(_)) {
        return None;
    }
    let (val, _) = splat_int(rw.ctx, Some(a))?;
    Some((a, val))
}

/// Creates `name(operands) -> types` with `props` and the op's default
/// properties, before `anchor`, at its location.
fn create(rw: &mut Rewriter<'_>, anchor: Op, name: &str, operands: &[Value], types: &[Type], props: &[(&str, Attr)]) -> Op {
    let mut entries = Vec::new();
    for (key, value) in props {
        entries.push((rw.ctx.ident(key), *value));
    }
    for (op, key, text) in super::facts::DEFAULTS {
        if *op == name && !props.iter().any(|(k, _)| k == key) {
            if let Some(a) = rw.ctx.default_attr(text) {
                entries.push((rw.ctx.ident(key), a));
            }
        }
    }
    let properties = (!entries.is_empty()).then(|| rw.ctx.dict(entries));
    let id = rw.ctx.ident(name);
    let attrs = rw.ctx.empty_dict();
    let (loc, span) = (rw.body.op(anchor).loc, rw.body.op(anchor).span);
    let op = rw.body.new_op(id, operands.into(), types, Box::new([]), properties, attrs, Box::new([]), loc, span);
    rw.insert_before(anchor, op);
    op
}

/// An `arith.constant` of `value : type` before `anchor`.
fn make_constant(rw: &mut Rewriter<'_>, anchor: Op, value: Attr, type_: Type) -> Option<Value> {
    let loc = rw.body.op(anchor).loc;
    let info = crate::ods::lookup("arith.constant");
    let op = materialize_constant(rw.ctx, rw.body, info, value, type_, loc)?;
    rw.insert_before(anchor, op);
    Some(result(rw, op))
}

/// Replaces `root` by the first result of `new`.
fn replace(rw: &mut Rewriter<'_>, root: Op, new: Op) -> bool {
    let v = result(rw, new);
    rw.replace_op(root, &[v]);
    true
}

/// The overflow flags both ops promise (`mergeOverflowFlags`).
fn merged_overflow(rw: &mut Rewriter<'_>, a: Op, b: Op) -> Attr {
    let words = |rw: &Rewriter<'_>, op: Op| -> Vec<String> {
        prop(rw.ctx, rw.body, op, "overflowFlags")
            .and_then(|f| rw.ctx.dialect_words(f))
            .map(|(_, w)| w.iter().filter(|w| **w != "none").map(|w| w.to_string()).collect())
            .unwrap_or_default()
    };
    let (wa, wb) = (words(rw, a), words(rw, b));
    let both: Vec<&str> = ["nsw", "nuw"].into_iter().filter(|w| wa.iter().any(|x| x == w) && wb.iter().any(|x| x == w)).collect();
    if both.is_empty() {
        rw.ctx.dialect_words_attr("arith.overflow", &["none"])
    } else {
        rw.ctx.dialect_words_attr("arith.overflow", &both)
    }
}

/// `root(inner(x, c0), c1)` with scalar constants: rebuilt as
/// `new_name(x, c0 op c1)` or, with `const_first`, `new_name(c, x)`.
/// `inner_const_lhs` matches `inner(c0, x)` instead.
#[allow(clippy::too_many_arguments)]
fn reassociate(
    rw: &mut Rewriter<'_>,
    root: Op,
    inner_name: &str,
    inner_const_lhs: bool,
    root_const_lhs: bool,
    new_name: &str,
    const_first: bool,
    merge_flags: bool,
    combine: fn(i128, i128) -> i128,
) -> bool {
    let (inner_v, c1_v) = if root_const_lhs { (operand(rw, root, 1), operand(rw, root, 0)) } else { (operand(rw, root, 0), operand(rw, root, 1)) };
    let Some(inner) = def(rw, inner_v, inner_name) else { return false };
    let (x, c0_v) = if inner_const_lhs { (operand(rw, inner, 1), operand(rw, inner, 0)) } else { (operand(rw, inner, 0), operand(rw, inner, 1)) };
    let (Some((_, c0)), Some((_, c1))) = (scalar_int(rw, c0_v), scalar_int(rw, c1_v)) else { return false };
    let rty = ty(rw, result(rw, root));
    let Some(value) = make_ints(rw.ctx, rty, vec![combine(c0, c1)]) else { return false };
    let flags = if merge_flags { merged_overflow(rw, inner, root) } else { rw.ctx.dialect_words_attr("arith.overflow", &["none"]) };
    let Some(c) = make_constant(rw, root, value, rty) else { return false };
    let operands = if const_first { [c, x] } else { [x, c] };
    let new = create(rw, root, new_name, &operands, &[rty], &[("overflowFlags", flags)]);
    replace(rw, root, new)
}

/// `addi` patterns: constants reassociated; `x + y * -1` is `x - y`.
pub fn addi(rw: &mut Rewriter<'_>, op: Op) -> bool {
    // addi(addi(x, c0), c1) -> addi(x, c0 + c1)
    reassociate(rw, op, "arith.addi", false, false, "arith.addi", false, true, |a, b| a.wrapping_add(b))
        // addi(subi(x, c0), c1) -> addi(x, c1 - c0)
        || reassociate(rw, op, "arith.subi", false, false, "arith.addi", false, true, |a, b| b.wrapping_sub(a))
        // addi(subi(c0, x), c1) -> subi(c0 + c1, x)
        || reassociate(rw, op, "arith.subi", true, false, "arith.subi", true, true, |a, b| a.wrapping_add(b))
        || add_mul_negative_one(rw, op)
}

/// addi(x, muli(y, -1)) -> subi(x, y); addi(muli(x, -1), y) -> subi(y, x).
fn add_mul_negative_one(rw: &mut Rewriter<'_>, op: Op) -> bool {
    for (mul_side, other_side) in [(1, 0), (0, 1)] {
        let Some(mul) = def(rw, operand(rw, op, mul_side), "arith.muli") else { continue };
        let c = operand(rw, mul, 1);
        let ones = constant(rw, c);
        if !is_all_ones(rw.ctx, ones) {
            continue;
        }
        let (x, y) = (operand(rw, op, other_side), operand(rw, mul, 0));
        let rty = ty(rw, result(rw, op));
        let none = rw.ctx.dialect_words_attr("arith.overflow", &["none"]);
        let new = create(rw, op, "arith.subi", &[x, y], &[rty], &[("overflowFlags", none)]);
        return replace(rw, op, new);
    }
    false
}

/// muli(muli(x, c0), c1) -> muli(x, c0 * c1).
pub fn muli(rw: &mut Rewriter<'_>, op: Op) -> bool {
    reassociate(rw, op, "arith.muli", false, false, "arith.muli", false, true, |a, b| a.wrapping_mul(b))
}

/// The `subi` patterns.
pub fn subi(rw: &mut Rewriter<'_>, op: Op) -> bool {
    // subi(addi(x, c0), c1) -> addi(x, c0 - c1), flags dropped
    reassociate(rw, op, "arith.addi", false, false, "arith.addi", false, false, |a, b| a.wrapping_sub(b))
        // subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
        || reassociate(rw, op, "arith.addi", false, true, "arith.subi", true, true, |a, b| b.wrapping_sub(a))
        // subi(subi(x, c0), c1) -> subi(x, c0 + c1)
        || reassociate(rw, op, "arith.subi", false, false, "arith.subi", false, true, |a, b| a.wrapping_add(b))
        // subi(subi(c0, x), c1) -> subi(c0 - c1, x)
        || reassociate(rw, op, "arith.subi", true, false, "arith.subi", true, true, |a, b| a.wrapping_sub(b))
        // subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
        || reassociate(rw, op, "arith.subi", false, true, "arith.subi", true, true, |a, b| a.wrapping_add(b))
        // subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
        || reassociate(rw, op, "arith.subi", true, true, "arith.addi", false, true, |a, b| b.wrapping_sub(a))
        || sub_sub_lhs(rw, op)
}

/// subi(subi(a, b), a) -> subi(0, b).
fn sub_sub_lhs(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let Some(inner) = def(rw, operand(rw, op, 0), "arith.subi") else { return false };
    if operand(rw, inner, 0) != operand(rw, op, 1) {
        return false;
    }
    let y = operand(rw, inner, 1);
    let yty = ty(rw, y);
    let Some(zero) = zero_of(rw.ctx, yty) else { return false };
    let flags = merged_overflow(rw, inner, op);
    let Some(c) = make_constant(rw, op, zero, yty) else { return false };
    let rty = ty(rw, result(rw, op));
    let new = create(rw, op, "arith.subi", &[c, y], &[rty], &[("overflowFlags", flags)]);
    replace(rw, op, new)
}

/// An extended op whose second result is unused becomes the plain op
/// (`AddUIExtendedToAddI`, `MulSIExtendedToMulI`, `MulUIExtendedToMulI`).
fn extended_to_plain(rw: &mut Rewriter<'_>, op: Op, plain: &str) -> bool {
    let results: Vec<Value> = rw.body.op(op).results().collect();
    if results.len() != 2 || !rw.unused(results[1]) {
        return false;
    }
    let (x, y) = (operand(rw, op, 0), operand(rw, op, 1));
    let rty = ty(rw, results[0]);
    let none = rw.ctx.dialect_words_attr("arith.overflow", &["none"]);
    let new = create(rw, op, plain, &[x, y], &[rty], &[("overflowFlags", none)]);
    let v = result(rw, new);
    rw.replace_op(op, &[v, x]);
    true
}

pub fn addui_extended(rw: &mut Rewriter<'_>, op: Op) -> bool {
    extended_to_plain(rw, op, "arith.addi")
}

pub fn mului_extended(rw: &mut Rewriter<'_>, op: Op) -> bool {
    extended_to_plain(rw, op, "arith.muli")
}

/// `mulsi_extended`: the plain op when `high` is unused; by one, `x` and
/// its sign (`extsi(cmpi slt, x, 0)`).
pub fn mulsi_extended(rw: &mut Rewriter<'_>, op: Op) -> bool {
    if extended_to_plain(rw, op, "arith.muli") {
        return true;
    }
    let (x, c) = (operand(rw, op, 0), operand(rw, op, 1));
    let one = constant(rw, c);
    if splat_int(rw.ctx, one).map(|(v, _)| v) != Some(1) {
        return false;
    }
    let xty = ty(rw, x);
    let Some(zero) = zero_of(rw.ctx, xty) else { return false };
    let Some(z) = make_constant(rw, op, zero, xty) else { return false };
    let bool_ty = i1_like(rw, xty);
    let slt = rw.ctx.int_attr(2, 64);
    let cmp = create(rw, op, "arith.cmpi", &[x, z], &[bool_ty], &[("predicate", slt)]);
    let cv = result(rw, cmp);
    let ext = create(rw, op, "arith.extsi", &[cv], &[xty], &[]);
    let ev = result(rw, ext);
    rw.replace_op(op, &[x, ev]);
    true
}

/// `i1` in the shape of `t`.
fn i1_like(rw: &mut Rewriter<'_>, t: Type) -> Type {
    let i1 = rw.ctx.int_type(1);
    match rw.ctx.type_kind(t).clone() {
        crate::ir::TypeKind::Vector { shape, scalable, .. } => rw.ctx.ty(crate::ir::TypeKind::Vector { shape, scalable, elem: i1 }),
        crate::ir::TypeKind::RankedTensor { shape, encoding, .. } => {
            rw.ctx.ty(crate::ir::TypeKind::RankedTensor { shape, elem: i1, encoding })
        }
        _ => i1,
    }
}

/// `cmpi` predicates inverted (`invertPredicate`): eq<->ne, slt<->sge, ...
fn inverted_predicate(p: i128) -> i128 {
    [1, 0, 5, 4, 3, 2, 9, 8, 7, 6][p as usize]
}

/// not(cmpi(pred, a, b)) -> cmpi(~pred, a, b), where not(x) is xori(x, 1);
/// then the logic of two like extensions.
pub fn xori(rw: &mut Rewriter<'_>, op: Op) -> bool {
    if let Some(cmp) = def(rw, operand(rw, op, 0), "arith.cmpi") {
        let c = operand(rw, op, 1);
        let cst = constant(rw, c);
        let is_true = cst.is_some_and(|a| matches!(rw.ctx.attr_kind(a), crate::ir::AttrKind::Bool(true)));
        if is_true {
            let pred = prop(rw.ctx, rw.body, cmp, "predicate").and_then(|a| rw.ctx.int_value(a));
            if let Some(p) = pred.filter(|p| (0..10).contains(p)) {
                let (a, b) = (operand(rw, cmp, 0), operand(rw, cmp, 1));
                let attr = rw.ctx.int_attr(inverted_predicate(p), 64);
                let rty = ty(rw, result(rw, op));
                let new = create(rw, op, "arith.cmpi", &[a, b], &[rty], &[("predicate", attr)]);
                return replace(rw, op, new);
            }
        }
    }
    logic_of_ext(rw, op, "arith.xori")
}

/// `logic(ext(x), ext(y)) -> ext(logic(x, y))` for one kind of extension
/// of one source type (`AndOfExtUI`, `OrOfExtSI`, `XOrIOfExtUI`, ...).
fn logic_of_ext(rw: &mut Rewriter<'_>, op: Op, logic: &str) -> bool {
    for ext in ["arith.extui", "arith.extsi"] {
        let (Some(a), Some(b)) = (def(rw, operand(rw, op, 0), ext), def(rw, operand(rw, op, 1), ext)) else { continue };
        let (x, y) = (operand(rw, a, 0), operand(rw, b, 0));
        if ty(rw, x) != ty(rw, y) {
            continue;
        }
        let xty = ty(rw, x);
        let inner = create(rw, op, logic, &[x, y], &[xty], &[]);
        let iv = result(rw, inner);
        let rty = ty(rw, result(rw, op));
        let new = create(rw, op, ext, &[iv], &[rty], &[]);
        return replace(rw, op, new);
    }
    false
}

pub fn andi(rw: &mut Rewriter<'_>, op: Op) -> bool {
    logic_of_ext(rw, op, "arith.andi")
}

pub fn ori(rw: &mut Rewriter<'_>, op: Op) -> bool {
    logic_of_ext(rw, op, "arith.ori")
}

/// cmpi(eq/ne, ext(a), ext(b)) -> cmpi(eq/ne, a, b) for like extensions of
/// one type (`CmpIExtSI`, `CmpIExtUI`).
pub fn cmpi(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let pred = prop(rw.ctx, rw.body, op, "predicate").and_then(|a| rw.ctx.int_value(a));
    if !matches!(pred, Some(0) | Some(1)) {
        return false;
    }
    for ext in ["arith.extsi", "arith.extui"] {
        let (Some(a), Some(b)) = (def(rw, operand(rw, op, 0), ext), def(rw, operand(rw, op, 1), ext)) else { continue };
        let (x, y) = (operand(rw, a, 0), operand(rw, b, 0));
        if ty(rw, x) != ty(rw, y) {
            continue;
        }
        let attr = prop(rw.ctx, rw.body, op, "predicate").expect("checked above");
        let rty = ty(rw, result(rw, op));
        let new = create(rw, op, "arith.cmpi", &[x, y], &[rty], &[("predicate", attr)]);
        return replace(rw, op, new);
    }
    false
}

/// The `select` patterns, in MLIR's registration order: redundant inner
/// selects on the same condition, a negated condition, `select(c, false,
/// true)` as `not c`, and `select(c, 1, 0)` as `extui c`.
pub fn select(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let (c, t, f) = (operand(rw, op, 0), operand(rw, op, 1), operand(rw, op, 2));
    let rty = ty(rw, result(rw, op));
    // RedundantSelectFalse: select(c, a, select(c, b, d)) -> select(c, a, d)
    if let Some(inner) = def(rw, f, "arith.select") {
        if operand(rw, inner, 0) == c {
            let d = operand(rw, inner, 2);
            let new = create(rw, op, "arith.select", &[c, t, d], &[rty], &[]);
            return replace(rw, op, new);
        }
    }
    // RedundantSelectTrue: select(c, select(c, a, b), d) -> select(c, a, d)
    if let Some(inner) = def(rw, t, "arith.select") {
        if operand(rw, inner, 0) == c {
            let a = operand(rw, inner, 1);
            let new = create(rw, op, "arith.select", &[c, a, f], &[rty], &[]);
            return replace(rw, op, new);
        }
    }
    // SelectNotCond: select(xori(c, -1), a, b) -> select(c, b, a)
    if let Some(x) = def(rw, c, "arith.xori") {
        let ones_v = operand(rw, x, 1);
        if let Some((_, v)) = scalar_int(rw, ones_v) {
            if v == -1 {
                let pred = operand(rw, x, 0);
                let new = create(rw, op, "arith.select", &[pred, f, t], &[rty], &[]);
                return replace(rw, op, new);
            }
        }
    }
    let (tc, fc) = (constant(rw, t), constant(rw, f));
    let bool_const = |rw: &Rewriter<'_>, a: Option<Attr>| match a.map(|a| rw.ctx.attr_kind(a)) {
        Some(crate::ir::AttrKind::Bool(b)) => Some(*b),
        _ => None,
    };
    // SelectI1ToNot: select(c, false, true) -> xori(c, true)
    if bool_const(rw, tc) == Some(false) && bool_const(rw, fc) == Some(true) {
        let cty = ty(rw, c);
        let Some(one) = make_ints(rw.ctx, cty, vec![-1]) else { return false };
        let Some(k) = make_constant(rw, op, one, cty) else { return false };
        let new = create(rw, op, "arith.xori", &[c, k], &[rty], &[]);
        return replace(rw, op, new);
    }
    // SelectToExtUI: select(c, 1, 0) -> extui(c); select(c, 0, 1) -> extui(not c)
    if matches!(rw.ctx.type_kind(rty), crate::ir::TypeKind::Integer { width, .. } if *width != 1) {
        let tv = read_ints(rw.ctx, tc).filter(|e| !e.shaped).map(|e| e.vals[0]);
        let fv = read_ints(rw.ctx, fc).filter(|e| !e.shaped).map(|e| e.vals[0]);
        if tv == Some(1) && fv == Some(0) {
            let new = create(rw, op, "arith.extui", &[c], &[rty], &[]);
            return replace(rw, op, new);
        }
        if tv == Some(0) && fv == Some(1) {
            let cty = ty(rw, c);
            let Some(one) = make_ints(rw.ctx, cty, vec![-1]) else { return false };
            let Some(k) = make_constant(rw, op, one, cty) else { return false };
            let not = create(rw, op, "arith.xori", &[c, k], &[cty], &[]);
            let nv = result(rw, not);
            let new = create(rw, op, "arith.extui", &[nv], &[rty], &[]);
            return replace(rw, op, new);
        }
    }
    false
}

/// `cast(cast(x)) -> x` when the types agree, and `cast(ext(x)) ->
/// cast(x)` (`IndexCastOfIndexCast`/`IndexCastOfExtSI` and the unsigned
/// pair).
fn index_cast_chain(rw: &mut Rewriter<'_>, op: Op, cast: &str, ext: &str) -> bool {
    let x = operand(rw, op, 0);
    let rty = ty(rw, result(rw, op));
    if let Some(inner) = def(rw, x, cast) {
        let src = operand(rw, inner, 0);
        if ty(rw, src) == rty {
            rw.replace_op(op, &[src]);
            return true;
        }
    }
    if let Some(e) = def(rw, x, ext) {
        let src = operand(rw, e, 0);
        let new = create(rw, op, cast, &[src], &[rty], &[]);
        return replace(rw, op, new);
    }
    false
}

pub fn index_cast(rw: &mut Rewriter<'_>, op: Op) -> bool {
    index_cast_chain(rw, op, "arith.index_cast", "arith.extsi")
}

pub fn index_castui(rw: &mut Rewriter<'_>, op: Op) -> bool {
    index_cast_chain(rw, op, "arith.index_castui", "arith.extui")
}

/// bitcast(bitcast(x)) -> bitcast(x).
pub fn bitcast(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let Some(inner) = def(rw, operand(rw, op, 0), "arith.bitcast") else { return false };
    let src = operand(rw, inner, 0);
    let rty = ty(rw, result(rw, op));
    let new = create(rw, op, "arith.bitcast", &[src], &[rty], &[]);
    replace(rw, op, new)
}

/// extsi(extui(x)) -> extui(x).
pub fn extsi(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let Some(inner) = def(rw, operand(rw, op, 0), "arith.extui") else { return false };
    let src = operand(rw, inner, 0);
    let rty = ty(rw, result(rw, op));
    let new = create(rw, op, "arith.extui", &[src], &[rty], &[]);
    replace(rw, op, new)
}

/// trunci(ext(x)) -> ext(x) when only extension bits are dropped;
/// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when the shift drops exactly
/// the truncated bits.
pub fn trunci(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let x = operand(rw, op, 0);
    let rty = ty(rw, result(rw, op));
    let Some(tw) = int_width(rw.ctx, rty) else { return false };
    for ext in ["arith.extsi", "arith.extui"] {
        let Some(e) = def(rw, x, ext) else { continue };
        let src = operand(rw, e, 0);
        let (Some(ew), Some(sw)) = (int_width(rw.ctx, ty(rw, x)), int_width(rw.ctx, ty(rw, src))) else { continue };
        if ew > tw && tw > sw && sw > 0 {
            let new = create(rw, op, ext, &[src], &[rty], &[]);
            return replace(rw, op, new);
        }
    }
    if let Some(sh) = def(rw, x, "arith.shrsi") {
        let (src, amount) = (operand(rw, sh, 0), operand(rw, sh, 1));
        let c = constant(rw, amount);
        let Some((n, _)) = splat_int(rw.ctx, c) else { return false };
        let Some(sw) = int_width(rw.ctx, ty(rw, src)) else { return false };
        if i128::from(sw) - i128::from(tw) == n {
            let (cval, cty) = (c.expect("constant"), ty(rw, amount));
            let Some(k) = make_constant(rw, op, cval, cty) else { return false };
            let sty = ty(rw, src);
            let shr = create(rw, op, "arith.shrui", &[src, k], &[sty], &[]);
            let sv = result(rw, shr);
            let new = create(rw, op, "arith.trunci", &[sv], &[rty], &[]);
            return replace(rw, op, new);
        }
    }
    false
}
