//! Vector canonicalization patterns of MLIR 19 that `-canonicalize` runs:
//!
//! - `CanonicalizeContractAdd` (registered by `vector.contract`, rooted at
//!   `arith.addf`/`arith.addi`): an add of a contraction whose accumulator
//!   is a zero `arith.constant` becomes the contraction accumulating the
//!   add's other operand;
//! - `CreateMaskFolder`: a `vector.create_mask` of constant bounds (or
//!   constant multiples of `vector.vscale` covering a scalable dimension)
//!   becomes a `vector.constant_mask`;
//! - `rewriteFromElementsAsSplat`: `vector.from_elements` of one value
//!   repeated becomes `vector.splat`;
//! - `ElideSingleElementReduction`: a `vector.reduction` of one element is
//!   an extract, combined with the accumulator (MLIR's
//!   `makeArithReduction`);
//! - `StepOp::fold`: a fixed-length `vector.step` is a constant.

use crate::ir::{Attr, AttrKind, Body, Context, DenseData, IntOrFloat, IrMap, Op, TypeKind, Value};
use crate::passes::api::{prop, result_type, FoldValue, Folded, Rewriter};

use super::masks::build;
pub(super) use super::masks::create_mask_folder;

/// The defining op of `v` when it is named `name`.
fn defined_by(rw: &Rewriter<'_>, v: Value, name: &str) -> Option<Op> {
    let def = rw.body.defining_op(v)?;
    (rw.ctx.str(rw.body.op(def).name) == name).then_some(def)
}

/// `arith.constant`'s value equals `getZeroAttr` of its type: `0`/`0.0`, or
/// a splat of it (negative zero is not zero).
fn is_zero_constant(rw: &Rewriter<'_>, v: Value) -> bool {
    let Some(def) = defined_by(rw, v, "arith.constant") else { return false };
    let Some(value) = prop(rw.ctx, rw.body, def, "value") else { return false };
    match rw.ctx.attr_kind(value) {
        AttrKind::DenseElements { data: DenseData::Ints(values), .. } => values.len() == 1 && values[0] == 0,
        AttrKind::DenseElements { data: DenseData::Floats(bits), .. } => bits.len() == 1 && bits[0] == 0,
        _ => match rw.ctx.int_value(value) {
            Some(i) => i == 0 && !matches!(rw.ctx.type_kind(rw.body.value(v).ty), TypeKind::Float(_)),
            None => matches!(rw.ctx.attr_kind(value), AttrKind::Float { bits: 0, .. }),
        },
    }
}

/// MLIR's `CanonicalizeContractAdd<arith::AddFOp / AddIOp>`.
pub fn contract_add(rw: &mut Rewriter<'_>, add: Op) -> bool {
    let ops = rw.body.op(add).operands.to_vec();
    let [a, b] = ops[..] else { return false };
    for (maybe_contract, other) in [(a, b), (b, a)] {
        let Some(contract) = defined_by(rw, maybe_contract, "vector.contract") else { continue };
        let Some(&acc) = rw.body.op(contract).operands.get(2) else { continue };
        if !is_zero_constant(rw, acc) {
            continue;
        }
        let mut map = IrMap::default();
        map.map_value(acc, other);
        let new = rw.body.clone_op(contract, &mut map);
        rw.insert_before(add, new);
        let result = rw.body.op(new).results().next().expect("a contraction has a result");
        rw.replace_op(add, &[result]);
        return true;
    }
    false
}

/// MLIR's `rewriteFromElementsAsSplat`.
pub fn from_elements_as_splat(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let elements = rw.body.op(op).operands.to_vec();
    let Some(&first) = elements.first() else { return false };
    if elements.iter().any(|&e| e != first) {
        return false;
    }
    let Some(ty) = result_type(rw.body, op) else { return false };
    let new = build(rw, op, "vector.splat", &[first], ty, &[]);
    rw.replace_op(op, &[new]);
    true
}

/// The arith op MLIR's `makeArithReduction` combines with, and whether it
/// takes fast-math flags.
fn combining_op(kind: &str, int: bool) -> Option<(&'static str, bool)> {
    Some(match (kind, int) {
        ("add", true) => ("arith.addi", false),
        ("add", false) => ("arith.addf", true),
        ("mul", true) => ("arith.muli", false),
        ("mul", false) => ("arith.mulf", true),
        ("minui", true) => ("arith.minui", false),
        ("minsi", true) => ("arith.minsi", false),
        ("maxui", true) => ("arith.maxui", false),
        ("maxsi", true) => ("arith.maxsi", false),
        ("and", true) => ("arith.andi", false),
        ("or", true) => ("arith.ori", false),
        ("xor", true) => ("arith.xori", false),
        ("minnumf", false) => ("arith.minnumf", true),
        ("maxnumf", false) => ("arith.maxnumf", true),
        ("minimumf", false) => ("arith.minimumf", true),
        ("maximumf", false) => ("arith.maximumf", true),
        _ => return None,
    })
}

/// MLIR's `ElideSingleElementReduction`; a masked reduction replaces its
/// `vector.mask`, the mask's one lane selecting between the combination and
/// the accumulator.
pub fn elide_single_element_reduction(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let masking = rw.body.parent_op(op).filter(|&p| rw.ctx.str(rw.body.op(p).name) == "vector.mask");
    let root = masking.unwrap_or(op);
    let mut mask = masking.and_then(|m| rw.body.op(m).operands.first().copied());
    let ops = rw.body.op(op).operands.to_vec();
    let Some(&source) = ops.first() else { return false };
    let TypeKind::Vector { shape, .. } = rw.ctx.type_kind(rw.body.value(source).ty).clone() else { return false };
    if !shape.is_empty() && shape[0] != 1 {
        return false;
    }
    let Some(res_ty) = result_type(rw.body, op) else { return false };
    let kind = prop(rw.ctx, rw.body, op, "kind").and_then(|a| rw.ctx.dialect_words(a)).and_then(|(_, w)| w.first().map(|s| s.to_string()));
    let int = !matches!(rw.ctx.type_kind(res_ty), TypeKind::Float(_));
    // Check the combination before building anything.
    let combine = match ops.get(1) {
        Some(_) => match kind.as_deref().and_then(|k| combining_op(k, int)) {
            Some(c) => Some(c),
            None => return false,
        },
        None => None,
    };
    let first = |rw: &mut Rewriter<'_>, v: Value, ty| {
        if shape.is_empty() {
            build(rw, root, "vector.extractelement", &[v], ty, &[])
        } else {
            let elem = rw.ctx.int_type(64);
            let pos = rw.ctx.attr(AttrKind::DenseArray { elem, values: vec![IntOrFloat::Int(0)].into() });
            build(rw, root, "vector.extract", &[v], ty, &[("static_position", pos)])
        }
    };
    if let Some(m) = mask {
        let i1 = rw.ctx.int_type(1);
        mask = Some(first(rw, m, i1));
    }
    let mut result = first(rw, source, res_ty);
    if let (Some(&acc), Some((name, flags))) = (ops.get(1), combine) {
        let fastmath = if flags { prop(rw.ctx, rw.body, op, "fastmath") } else { None };
        let attrs: Vec<(&str, Attr)> = fastmath.map(|f| ("fastmath", f)).into_iter().collect();
        result = build(rw, root, name, &[result, acc], res_ty, &attrs);
        // MLIR's `selectPassthru`.
        if let Some(m) = mask {
            result = build(rw, root, "arith.select", &[m, result, acc], res_ty, &[]);
        }
    }
    rw.replace_op(root, &[result]);
    true
}

/// `StepOp::fold`: `[0, 1, ..., n-1]` for a fixed-length step.
pub fn fold_step(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    let ty = result_type(body, op)?;
    let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(ty) else { return None };
    if scalable.iter().any(|&s| s) || shape.len() != 1 {
        return None;
    }
    let values: Box<[i128]> = (0..shape[0] as i128).collect();
    let value = ctx.attr(AttrKind::DenseElements { ty, data: DenseData::Ints(values) });
    Some(Folded::Results(vec![FoldValue::Attr(value)]))
}
