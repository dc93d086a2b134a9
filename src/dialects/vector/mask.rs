//! `vector.mask` and its terminator `vector.yield`: the hand-written form,
//! the verifier, and the part of the lowering that `convert-vector-to-llvm`
//! does to a mask op (MLIR 19's `MaskOp::parse`/`print`/`verify` and
//! `MaskedReductionOpConversion`).
//!
//! The form is `vector.mask %mask (, %passthru)? { op } attr-dict : MaskT
//! (-> ResultTypes)?`: the masked op is written alone, without its result
//! names, and the parser adds the `vector.yield` of its results
//! (`ensureTerminator`). Printing shows the masked op in one line, without
//! the terminator.
//!
//! A masked `vector.reduction` converts into the vector-predicated
//! intrinsic of its kind (`llvm.intr.vp.reduce.*`: start value, vector,
//! mask, an `i32` length), its start value the accumulator or the kind's
//! neutral constant; `minimumf`/`maximumf` select the neutral value into
//! the masked-off lanes and reduce with `llvm.intr.vector.reduce.*`.

use crate::conversion::api::{create_op, llvm_flags, ConversionRewriter};
use crate::ir::{AttrKind, DenseData, FloatKind, Op, Type, TypeKind, Value};
use crate::parser::api::*;
use crate::passes::api::{prop, Rewriter};
use crate::printer::api::{attrs_except, print_value, OpView, Printer};
use crate::verify::api::{Cx, Res};

/// Reads the form; the masked op gets its `vector.yield`.
pub fn parse_mask<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, _: &HookArgs<'_>) -> Result<(), E::Error> {
    let mask = inp.parse(subs.value_use.clone())?;
    let passthru = if eat_kind(inp, Kind::Comma) { Some(inp.parse(subs.value_use.clone())?) } else { None };
    if peek_kind(inp) != Kind::LBrace {
        return Err(err_here(inp, "expected '{' to begin a region"));
    }
    let mut region = inp.parse(subs.region.clone())?;
    ensure_terminator(st(inp), &mut region);
    p.regions[0] = Some(region);
    parse_opt_dict(inp, subs, p)?;
    expect_kind(inp, Kind::Colon, "':'")?;
    let mask_ty = inp.parse(subs.ty.clone())?;
    let results = optional_arrow_types(inp, subs)?;
    p.operands[0].push(mask);
    p.operand_types[0] = Some(vec![mask_ty]);
    if let Some(pt) = passthru {
        let Some(&t) = results.first() else { return Err(err_here(inp, "expected a result type for the passthru operand")) };
        p.operands[1].push(pt);
        p.operand_types[1] = Some(vec![t]);
    } else {
        p.operand_types[1] = Some(Vec::new());
    }
    p.result_types[0] = Some(results);
    Ok(())
}

/// MLIR's `MaskOp::ensureTerminator`: a block without a `vector.yield`
/// gets one, yielding the masked op's results when it holds exactly one
/// op. The masked op's results are unnamed in the text, so they are named
/// here by the region's opening brace (a name no SSA value can have, in
/// the region's own scope).
fn ensure_terminator(s: &mut PState, region: &mut RegionAst) {
    let yield_name = s.ctx.ident("vector.yield");
    region.ensure_terminator(&mut s.ctx, yield_name, |block, brace| {
        let mut operands = Vec::new();
        let mut inputs: std::sync::Arc<[Type]> = std::sync::Arc::new([]);
        if let [masked] = &mut block.ops[..] {
            let n = masked.outputs.len() as u32;
            if n > 0 {
                if masked.results.is_empty() {
                    masked.results.push((brace, n));
                }
                for &(tok, count) in &masked.results {
                    operands.extend((0..count).map(|index| ValueUse { tok, index }));
                }
                inputs = masked.outputs.clone();
            }
        }
        (operands, inputs)
    });
}

/// Prints the form back: the masked op on one line.
pub fn print_mask(p: &mut Printer<'_>, v: &OpView<'_>) {
    let body = &v.m.body;
    let d = body.op(v.op);
    p.out.push(' ');
    print_value(p, v, d.operands[0]);
    if let Some(&pt) = d.operands.get(1) {
        p.out.push_str(", ");
        print_value(p, v, pt);
    }
    p.out.push_str(" { ");
    let first = d.regions.first().and_then(|&r| body.region(r).blocks.first()).and_then(|&b| body.block(b).ops.first().copied());
    if let Some(op) = first {
        // `printCustomOrGenericOp`: the op without its result names.
        let start = p.out.len();
        p.print_op(v.m, v.names, op, 0);
        if p.out[start..].starts_with('%') {
            if let Some(eq) = p.out[start..].find(" = ") {
                p.out.replace_range(start..start + eq + 3, "");
            }
        }
    }
    p.out.push_str(" }");
    let attrs = attrs_except(p, v, &[]);
    p.optional_attr_dict(&attrs, false);
    p.out.push_str(" : ");
    p.print_type(body.value(d.operands[0]).ty);
    let results: Vec<Type> = d.results().map(|r| body.value(r).ty).collect();
    if !results.is_empty() {
        p.out.push_str(" -> ");
        if results.len() == 1 && !matches!(p.ctx.type_kind(results[0]), TypeKind::Function { .. }) {
            p.print_type(results[0]);
        } else {
            p.out.push('(');
            p.type_list(&results);
            p.out.push(')');
        }
    }
}

/// The ops of the mask's block.
fn region_ops(body: &crate::ir::Body, op: Op) -> Vec<Op> {
    body.op(op).regions.first().and_then(|&r| body.region(r).blocks.first()).map(|&b| body.block(b).ops.to_vec()).unwrap_or_default()
}

fn vector_parts(ctx: &crate::ir::Context, t: Type) -> Option<(Vec<u64>, Vec<bool>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, elem } => Some((shape.to_vec(), scalable.to_vec(), *elem)),
        _ => None,
    }
}

/// The mask type a maskable op expects (`getExpectedMaskType`), as
/// shape and scalable flags; `None` for an op that is not maskable.
fn expected_mask(cx: &Cx, op: Op) -> Option<(Vec<u64>, Vec<bool>)> {
    match cx.name(op) {
        "vector.reduction" | "vector.multi_reduction" => {
            let (shape, scalable, _) = vector_parts(cx.ctx, cx.operand_type(op, 0)?)?;
            Some((shape, scalable))
        }
        "vector.contract" => {
            let maps = super::contract::maps_of(cx.ctx, cx.prop(op, "indexing_maps")?)?;
            let dims = maps.first()?.dims;
            let mut shape = vec![0u64; dims];
            let mut scalable = vec![false; dims];
            for (i, map) in maps.iter().take(2).enumerate() {
                let (s, sc, _) = vector_parts(cx.ctx, cx.operand_type(op, i)?)?;
                for (k, pos) in super::contract::dim_positions(map).into_iter().enumerate() {
                    let pos = pos?;
                    *shape.get_mut(pos)? = *s.get(k)?;
                    scalable[pos] = sc[k];
                }
            }
            Some((shape, scalable))
        }
        "vector.gather" => {
            // The index vector's shape (the op's operands: base, indices,
            // index_vec, mask, pass_thru).
            let n = cx.body.op(op).operands.len();
            let (shape, scalable, _) = vector_parts(cx.ctx, cx.operand_type(op, n.checked_sub(3)?)?)?;
            Some((shape, scalable))
        }
        "vector.transfer_read" | "vector.transfer_write" => {
            let read = cx.name(op) == "vector.transfer_read";
            let vector = if read { cx.result_type(op, 0)? } else { cx.operand_type(op, 0)? };
            let map = super::transfer::map_of(cx.ctx, cx.prop(op, "permutation_map"))?;
            super::transfer::mask_shape(cx.ctx, vector, &map)
        }
        _ => None,
    }
}

/// `MaskOp::verify`.
pub fn verify_mask(cx: &Cx, op: Op) -> Res {
    let ops = region_ops(cx.body, op);
    let Some(&last) = ops.last() else { return Err(cx.op_err(op, "expects a terminator within the mask region")) };
    if ops.len() > 2 {
        return Err(cx.op_err(op, "expects only one operation to mask"));
    }
    if cx.name(last) != "vector.yield" {
        return Err(cx.op_err(op, "expects a terminator within the mask region"));
    }
    let results = cx.result_types(op);
    if cx.body.op(last).operands.len() != results.len() {
        return Err(cx.op_err(op, "expects number of results to match mask region yielded values"));
    }
    let masked = ops[0];
    let Some((shape, scalable)) = expected_mask(cx, masked) else { return Ok(()) };
    let masked_results = cx.result_types(masked);
    if masked_results.len() != results.len() {
        return Err(cx.op_err(op, "expects number of results to match maskable operation number of results"));
    }
    if masked_results != results {
        return Err(cx.op_err(op, "expects result type to match maskable operation result type"));
    }
    if results.iter().filter(|&&t| matches!(cx.ctx.type_kind(t), TypeKind::Vector { .. })).count() > 1 {
        return Err(cx.op_err(op, "multiple vector results not supported"));
    }
    let mask_ok = cx.operand_type(op, 0).and_then(|t| vector_parts(cx.ctx, t)).is_some_and(|(s, sc, e)| {
        s == shape && sc == scalable && matches!(cx.ctx.type_kind(e), TypeKind::Integer { width: 1, signedness: crate::ir::Signedness::Signless })
    });
    if !mask_ok {
        let dims: String = shape.iter().zip(&scalable).map(|(d, s)| if *s { format!("[{d}]x") } else { format!("{d}x") }).collect();
        return Err(cx.op_err(op, format!("expects a 'vector<{dims}i1>' mask for the maskable operation")));
    }
    if let Some(&passthru) = cx.body.op(op).operands.get(1) {
        // Of the maskable ops here, only a read has a value for the
        // masked-off lanes.
        if cx.name(masked) != "vector.transfer_read" {
            return Err(cx.op_err(op, "doesn't expect a passthru argument for this maskable operation"));
        }
        if masked_results.len() != 1 {
            return Err(cx.op_err(op, "expects result when passthru argument is provided"));
        }
        if cx.body.value(passthru).ty != masked_results[0] {
            return Err(cx.op_err(op, "expects passthru type to match result type"));
        }
    }
    Ok(())
}

/// `vector.mask %m { op }` around `masked` (MLIR's `maskOperation`): the
/// op moved into the new mask's region, its results yielded; no mask
/// leaves the op as it is.
pub fn mask_operation(rw: &mut Rewriter<'_>, masked: Op, mask: Option<Value>) -> Value {
    let Some(mask) = mask else { return Value(rw.body.op(masked).first_result) };
    let types: Vec<Type> = rw.body.op(masked).results().map(|r| rw.body.value(r).ty).collect();
    let results: Vec<Value> = rw.body.op(masked).results().collect();
    let d = rw.body.op(masked);
    let (loc, span) = (d.loc, d.span);
    let region = rw.body.new_region();
    let block = rw.body.new_block(region, span);
    let ident = rw.ctx.ident("vector.mask");
    let attrs = rw.ctx.empty_dict();
    let new = rw.body.new_op(ident, Box::new([mask]), &types, Box::new([]), None, attrs, Box::new([region]), loc, span);
    rw.insert_before(masked, new);
    rw.body.erase_op(masked);
    rw.body.insert_op(block, 0, masked);
    let y = rw.ctx.ident("vector.yield");
    let attrs = rw.ctx.empty_dict();
    let yield_op = rw.body.new_op(y, results.clone().into(), &[], Box::new([]), None, attrs, Box::new([]), loc, span);
    rw.body.insert_op(block, 1, yield_op);
    // Setting each operand through the rewriter records the uses (the
    // rewriter inserts only before an op, and the block was empty).
    for (i, r) in results.into_iter().enumerate() {
        rw.set_operand(yield_op, i, r);
    }
    Value(rw.body.op(new).first_result)
}

fn first(rw: &ConversionRewriter<'_>, op: Op) -> Value {
    Value(rw.body.op(op).first_result)
}

/// The neutral start values of the vector-predicated reductions.
#[derive(Clone, Copy)]
enum Neutral {
    Zero,
    One,
    AllOnes,
    SignedMax,
    SignedMin,
    UnsignedMax,
    /// A quiet NaN, positive (`fmax`) or negative (`fmin`).
    Nan(bool),
}

/// `llvm.mlir.constant` of a neutral value of the scalar type `ty`.
fn neutral_constant(rw: &mut ConversionRewriter<'_>, op: Op, n: Neutral, ty: Type) -> Option<Value> {
    let value = match (rw.ctx.type_kind(ty).clone(), n) {
        (TypeKind::Integer { width, .. }, n) => {
            let w = width.min(127);
            let v: i128 = match n {
                Neutral::Zero => 0,
                Neutral::One => 1,
                Neutral::AllOnes | Neutral::UnsignedMax => -1,
                Neutral::SignedMax => (1i128 << (w - 1)) - 1,
                Neutral::SignedMin => -(1i128 << (w - 1)),
                Neutral::Nan(_) => return None,
            };
            rw.ctx.int_attr(v, width)
        }
        (TypeKind::Float(fk), n) => {
            let bits = match n {
                Neutral::Zero => 0,
                Neutral::One => crate::ir::float::parse_float_decimal("1.0", fk)?,
                Neutral::Nan(negative) => quiet_nan(fk, negative)?,
                _ => return None,
            };
            rw.ctx.attr(AttrKind::Float { bits, ty })
        }
        _ => return None,
    };
    let c = create_op(rw, op, "llvm.mlir.constant", &[], &[ty], &[("value", value)]);
    Some(first(rw, c))
}

/// The bits of a quiet NaN of an IEEE format.
fn quiet_nan(fk: FloatKind, negative: bool) -> Option<u128> {
    let (exp, mant) = match fk {
        FloatKind::F16 => (5, 10),
        FloatKind::BF16 => (8, 7),
        FloatKind::F32 => (8, 23),
        FloatKind::F64 => (11, 52),
        _ => return None,
    };
    let bits = (((1u128 << exp) - 1) << mant) | (1u128 << (mant - 1));
    Some(if negative { bits | (1u128 << (exp + mant)) } else { bits })
}

/// `vector.mask { vector.reduction }` (MLIR's `MaskedReductionOpConversion`).
pub fn lower_masked(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let ops = region_ops(rw.body, op);
    let [reduction, terminator] = ops[..] else { return false };
    if rw.ctx.str(rw.body.op(reduction).name) != "vector.reduction" || operands.len() != 1 {
        return false;
    }
    let mask = operands[0];
    let Some(kind) = prop(rw.ctx, rw.body, reduction, "kind").and_then(|a| rw.ctx.dialect_words(a)).and_then(|(_, w)| w.first().map(|w| w.to_string())) else { return false };
    let inner: Vec<Value> = rw.body.op(reduction).operands.iter().map(|&v| rw.lookup(v)).collect();
    let [vector, rest @ ..] = &inner[..] else { return false };
    let (vector, acc) = (*vector, rest.first().copied());
    let Some(r) = rw.body.op(reduction).results().next() else { return false };
    let original = rw.body.value(r).ty;
    let ty = rw.converter.convert(rw.ctx, original);
    let int = matches!(rw.ctx.type_kind(ty), TypeKind::Integer { .. });
    let vty = rw.body.value(vector).ty;
    let Some((shape, scalable, _)) = vector_parts(rw.ctx, vty) else { return false };
    if shape.len() != 1 {
        return false;
    }
    let predicated = match (kind.as_str(), int) {
        ("add", true) => ("add", Neutral::Zero),
        ("add", false) => ("fadd", Neutral::Zero),
        ("mul", true) => ("mul", Neutral::One),
        ("mul", false) => ("fmul", Neutral::One),
        ("minui", _) => ("umin", Neutral::UnsignedMax),
        ("minsi", _) => ("smin", Neutral::SignedMax),
        ("maxui", _) => ("umax", Neutral::Zero),
        ("maxsi", _) => ("smax", Neutral::SignedMin),
        ("and", _) => ("and", Neutral::AllOnes),
        ("or", _) => ("or", Neutral::Zero),
        ("xor", _) => ("xor", Neutral::Zero),
        ("minnumf", _) => ("fmin", Neutral::Nan(true)),
        ("maxnumf", _) => ("fmax", Neutral::Nan(false)),
        _ => ("", Neutral::Zero),
    };
    let result = if !predicated.0.is_empty() {
        let start = match acc {
            Some(a) => a,
            None => match neutral_constant(rw, op, predicated.1, ty) {
                Some(v) => v,
                None => return false,
            },
        };
        let Some(length) = vector_length(rw, op, shape[0], scalable[0]) else { return false };
        let name = format!("llvm.intr.vp.reduce.{}", predicated.0);
        let red = create_op(rw, op, &name, &[start, vector, mask, length], &[ty], &[]);
        first(rw, red)
    } else {
        let (intrinsic, combine, largest) = match kind.as_str() {
            "maximumf" => ("fmaximum", "llvm.intr.maximum", false),
            "minimumf" => ("fminimum", "llvm.intr.minimum", true),
            _ => return false,
        };
        let TypeKind::Float(fk) = rw.ctx.type_kind(ty).clone() else { return false };
        let Some(bits) = extreme(fk, largest) else { return false };
        let dense = rw.ctx.attr(AttrKind::DenseElements { ty: vty, data: DenseData::Floats(Box::new([bits])) });
        let c = create_op(rw, op, "llvm.mlir.constant", &[], &[vty], &[("value", dense)]);
        let neutral = first(rw, c);
        let sel = create_op(rw, op, "llvm.select", &[mask, vector, neutral], &[vty], &[]);
        let selected = first(rw, sel);
        let flags = prop(rw.ctx, rw.body, reduction, "fastmath").and_then(|a| llvm_flags(rw.ctx, a, "llvm.fastmath"));
        let props: Vec<(&str, crate::ir::Attr)> = flags.map(|f| ("fastmathFlags", f)).into_iter().collect();
        let red = create_op(rw, op, &format!("llvm.intr.vector.reduce.{intrinsic}"), &[selected], &[ty], &props);
        let mut v = first(rw, red);
        if let Some(acc) = acc {
            let c = create_op(rw, op, combine, &[v, acc], &[ty], &[]);
            v = first(rw, c);
        }
        v
    };
    rw.erase_op(terminator);
    rw.erase_op(reduction);
    rw.replace_op(op, &[result]);
    true
}

/// The largest finite value, or the negative smallest denormal (the
/// neutral values MLIR selects into the masked-off lanes of
/// `minimumf`/`maximumf`).
fn extreme(fk: FloatKind, largest: bool) -> Option<u128> {
    let (exp, mant) = match fk {
        FloatKind::F16 => (5u32, 10u32),
        FloatKind::BF16 => (8, 7),
        FloatKind::F32 => (8, 23),
        FloatKind::F64 => (11, 52),
        _ => return None,
    };
    Some(if largest { (((1u128 << exp) - 2) << mant) | ((1u128 << mant) - 1) } else { (1u128 << (exp + mant)) | 1 })
}

/// The `i32` vector length (times `vscale` when scalable).
fn vector_length(rw: &mut ConversionRewriter<'_>, op: Op, n: u64, scalable: bool) -> Option<Value> {
    let i32t = rw.ctx.int_type(32);
    let a = rw.ctx.int_attr(n as i128, 32);
    let c = create_op(rw, op, "llvm.mlir.constant", &[], &[i32t], &[("value", a)]);
    let base = first(rw, c);
    if !scalable {
        return Some(base);
    }
    let index = rw.ctx.ty(TypeKind::Index);
    let vs = create_op(rw, op, "vector.vscale", &[], &[index], &[]);
    let vs = first(rw, vs);
    let cast = create_op(rw, op, "arith.index_cast", &[vs], &[i32t], &[]);
    let cast = first(rw, cast);
    let mul = create_op(rw, op, "arith.muli", &[base, cast], &[i32t], &[]);
    Some(first(rw, mul))
}

/// Whether `op` has no memory effect: its table says so (and it holds no
/// region), or its effects row answers none.
fn pure_op(ctx: &crate::ir::Context, body: &crate::ir::Body, op: Op) -> bool {
    let Some(info) = crate::ods::lookup(ctx.str(body.op(op).name)) else { return false };
    if let Some(f) = info.rewrite.and_then(|r| r.effects) {
        return f(ctx, body, op) == crate::passes::api::Effects::None;
    }
    info.def.has(crate::ods::opdef::traits::NO_MEMORY_EFFECT) && body.op(op).regions.is_empty()
}

/// A `vector.mask` or `vector.warp_execute_on_lane_0` whose results are
/// unused and whose body has no memory effect is dead: MLIR's greedy
/// driver erases it (`RecursiveMemoryEffects`), which the driver here
/// does not do for ops with regions, so this pattern does.
pub struct DeadRegionOp(pub &'static str);

impl crate::passes::api::Pattern for DeadRegionOp {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        erase_if_dead(rw, op)
    }
}

/// See [`DeadRegionOp`] (also a canonicalization pattern of both ops, as
/// the canonicalizer's driver erases such ops too).
pub fn erase_if_dead(rw: &mut Rewriter<'_>, op: Op) -> bool {
    if rw.body.op(op).results().any(|r| !rw.unused(r)) {
        return false;
    }
    let ops = region_ops(rw.body, op);
    if !ops.iter().all(|&o| pure_op(rw.ctx, rw.body, o)) {
        return false;
    }
    rw.erase_op(op);
    true
}

/// MLIR's `ElideEmptyMaskOp`: a mask around nothing is what its yield
/// yields (a pass-through too: this pattern comes first in MLIR 19).
pub fn elide_empty_mask(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let ops = region_ops(rw.body, op);
    let [terminator] = ops[..] else { return false };
    if rw.ctx.str(rw.body.op(terminator).name) != "vector.yield" {
        return false;
    }
    let values = rw.body.op(terminator).operands.to_vec();
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}

/// `getMaskFormat(mask) == AllTrue` for a constant mask: an
/// `arith.constant` with every lane set (`consts`), a `vector.constant_mask`
/// or a `vector.create_mask` of constant bounds covering the shape.
pub(super) fn all_true(ctx: &crate::ir::Context, body: &crate::ir::Body, mask: Value, constant: Option<crate::ir::Attr>) -> bool {
    if let Some(AttrKind::DenseElements { data: DenseData::Ints(values), .. }) = constant.map(|c| ctx.attr_kind(c)) {
        return !values.is_empty() && values.iter().all(|&v| v != 0);
    }
    let Some(def) = body.defining_op(mask) else { return false };
    let TypeKind::Vector { shape, .. } = ctx.type_kind(body.value(mask).ty) else { return false };
    let sizes: Option<Vec<i128>> = match ctx.str(body.op(def).name) {
        "vector.constant_mask" => match prop(ctx, body, def, "mask_dim_sizes").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items.iter().map(|&i| ctx.int_value(i)).collect(),
            Some(AttrKind::DenseArray { values, .. }) => values.iter().map(|v| if let crate::ir::IntOrFloat::Int(i) = v { Some(*i) } else { None }).collect(),
            _ => None,
        },
        _ => None,
    };
    sizes.is_some_and(|s| s.len() == shape.len() && s.iter().zip(shape.iter()).all(|(&m, &d)| m >= d as i128))
}

/// `MaskOp::fold`: under an all-true mask the masked op moves out and
/// stands for the mask.
pub fn fold_mask(ctx: &mut crate::ir::Context, body: &mut crate::ir::Body, op: Op, consts: &[Option<crate::ir::Attr>]) -> Option<crate::passes::api::Folded> {
    let ops = region_ops(body, op);
    let [masked, _terminator] = ops[..] else { return None };
    let mask = *body.op(op).operands.first()?;
    if !all_true(ctx, body, mask, consts.first().copied().flatten()) {
        return None;
    }
    body.erase_op(masked);
    body.insert_op_before(op, masked);
    let values = body.op(masked).results().map(crate::passes::api::FoldValue::Value).collect();
    Some(crate::passes::api::Folded::Results(values))
}
