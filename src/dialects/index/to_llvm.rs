//! Lowering index into the LLVM dialect (MLIR's `IndexToLLVM`), the
//! `convert-index-to-llvm` pass: `index` becomes the index bitwidth's
//! integer; arithmetic, bit operations, min/max and comparisons become the
//! LLVM instruction or intrinsic of the same meaning; the casts a no-op,
//! `llvm.trunc` or `llvm.sext`/`llvm.zext` by the widths; constants and
//! `sizeof` (the bitwidth) `llvm.mlir.constant`; `ceildivs`, `ceildivu`
//! and `floordivs` expand into MLIR's branch-free sequences of divisions,
//! comparisons and selects.

use super::syntax::{predicate_word, PREDICATES};
use crate::conversion::api::{create_op, ConversionRewriter, DialectLowering, LowerPass, OpLowering, INDEX_BITWIDTH};
use crate::ir::{Attr, AttrKind, Op, Type, TypeKind, Value};
use crate::passes::api::{int_attr, PassInfo};

/// The lowering rows.
pub const LOWER: DialectLowering = DialectLowering {
    convert_to_llvm: true,
    ops: &[
        OpLowering { op: "index.add", lower: add },
        OpLowering { op: "index.sub", lower: sub },
        OpLowering { op: "index.mul", lower: mul },
        OpLowering { op: "index.divs", lower: divs },
        OpLowering { op: "index.divu", lower: divu },
        OpLowering { op: "index.ceildivs", lower: ceildivs },
        OpLowering { op: "index.ceildivu", lower: ceildivu },
        OpLowering { op: "index.floordivs", lower: floordivs },
        OpLowering { op: "index.rems", lower: rems },
        OpLowering { op: "index.remu", lower: remu },
        OpLowering { op: "index.maxs", lower: maxs },
        OpLowering { op: "index.maxu", lower: maxu },
        OpLowering { op: "index.mins", lower: mins },
        OpLowering { op: "index.minu", lower: minu },
        OpLowering { op: "index.shl", lower: shl },
        OpLowering { op: "index.shrs", lower: shrs },
        OpLowering { op: "index.shru", lower: shru },
        OpLowering { op: "index.and", lower: and },
        OpLowering { op: "index.or", lower: or },
        OpLowering { op: "index.xor", lower: xor },
        OpLowering { op: "index.casts", lower: casts },
        OpLowering { op: "index.castu", lower: castu },
        OpLowering { op: "index.cmp", lower: cmp },
        OpLowering { op: "index.constant", lower: constant },
        OpLowering { op: "index.bool.constant", lower: bool_constant },
        OpLowering { op: "index.sizeof", lower: sizeof },
    ],
};

/// `convert-index-to-llvm`.
pub const PASS: PassInfo = PassInfo {
    argument: "convert-index-to-llvm",
    name: "ConvertIndexToLLVMPass",
    summary: "Lower the `index` dialect to the `llvm` dialect.",
    anchor: None,
    options: &[INDEX_BITWIDTH],
    create: |options| LowerPass::create(&["index"], options),
};

/// The converted `index` type.
fn index_type(rw: &mut ConversionRewriter<'_>) -> Type {
    let index = rw.ctx.ty(TypeKind::Index);
    rw.converter.convert(rw.ctx, index)
}

fn width(rw: &ConversionRewriter<'_>, t: Type) -> Option<u32> {
    match rw.ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// A new LLVM op before `op`; its first result.
fn emit(rw: &mut ConversionRewriter<'_>, op: Op, name: &str, operands: &[Value], ty: Type, props: &[(&str, Attr)]) -> Value {
    let new = create_op(rw, op, name, operands, &[ty], props);
    Value(rw.body.op(new).first_result)
}

/// `llvm.mlir.constant(v : T) : T`.
fn int_constant(rw: &mut ConversionRewriter<'_>, op: Op, v: i128, ty: Type) -> Option<Value> {
    let w = width(rw, ty)?;
    let a = int_attr(rw.ctx, ty, w, v)?;
    Some(emit(rw, op, "llvm.mlir.constant", &[], ty, &[("value", a)]))
}

/// `llvm.icmp "pred"` by the predicate's number.
fn icmp(rw: &mut ConversionRewriter<'_>, op: Op, pred: &str, a: Value, b: Value) -> Value {
    let n = PREDICATES.iter().position(|p| *p == pred).unwrap_or(0) as i128;
    let p = rw.ctx.int_attr(n, 64);
    let i1 = rw.ctx.int_type(1);
    emit(rw, op, "llvm.icmp", &[a, b], i1, &[("predicate", p)])
}

fn binary(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], llvm_op: &str) -> bool {
    let ty = index_type(rw);
    let v = emit(rw, op, llvm_op, operands, ty, &[]);
    rw.replace_op(op, &[v]);
    true
}

/// One lowering function per row of a one-instruction op.
macro_rules! binaries {
    ($($f:ident => $llvm:literal),* $(,)?) => {
        $(
            fn $f(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
                binary(rw, op, operands, $llvm)
            }
        )*
    };
}

binaries! {
    add => "llvm.add", sub => "llvm.sub", mul => "llvm.mul", divs => "llvm.sdiv", divu => "llvm.udiv",
    rems => "llvm.srem", remu => "llvm.urem", maxs => "llvm.intr.smax", maxu => "llvm.intr.umax",
    mins => "llvm.intr.smin", minu => "llvm.intr.umin", shl => "llvm.shl", shrs => "llvm.ashr", shru => "llvm.lshr",
    and => "llvm.and", or => "llvm.or", xor => "llvm.xor",
}

/// `ceildivs(n, m)`: `n > 0 == m > 0 && n != 0 ? (n + (m > 0 ? -1 : 1)) / m + 1 : -((0 - n) / m)`.
fn ceildivs(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let [n, m] = *operands else { return false };
    let ty = index_type(rw);
    let i1 = rw.ctx.int_type(1);
    let (Some(zero), Some(pos_one), Some(neg_one)) = (int_constant(rw, op, 0, ty), int_constant(rw, op, 1, ty), int_constant(rw, op, -1, ty)) else {
        return false;
    };
    let m_pos = icmp(rw, op, "sgt", m, zero);
    let x = emit(rw, op, "llvm.select", &[m_pos, neg_one, pos_one], ty, &[]);
    let n_plus_x = emit(rw, op, "llvm.add", &[n, x], ty, &[]);
    let quotient = emit(rw, op, "llvm.sdiv", &[n_plus_x, m], ty, &[]);
    let pos_res = emit(rw, op, "llvm.add", &[quotient, pos_one], ty, &[]);
    let neg_n = emit(rw, op, "llvm.sub", &[zero, n], ty, &[]);
    let neg_quotient = emit(rw, op, "llvm.sdiv", &[neg_n, m], ty, &[]);
    let neg_res = emit(rw, op, "llvm.sub", &[zero, neg_quotient], ty, &[]);
    let n_pos = icmp(rw, op, "sgt", n, zero);
    let same_sign = icmp(rw, op, "eq", n_pos, m_pos);
    let n_non_zero = icmp(rw, op, "ne", n, zero);
    let cond = emit(rw, op, "llvm.and", &[same_sign, n_non_zero], i1, &[]);
    let v = emit(rw, op, "llvm.select", &[cond, pos_res, neg_res], ty, &[]);
    rw.replace_op(op, &[v]);
    true
}

/// `ceildivu(n, m)`: `n == 0 ? 0 : (n - 1) / m + 1`.
fn ceildivu(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let [n, m] = *operands else { return false };
    let ty = index_type(rw);
    let (Some(zero), Some(one)) = (int_constant(rw, op, 0, ty), int_constant(rw, op, 1, ty)) else { return false };
    let minus_one = emit(rw, op, "llvm.sub", &[n, one], ty, &[]);
    let quotient = emit(rw, op, "llvm.udiv", &[minus_one, m], ty, &[]);
    let plus_one = emit(rw, op, "llvm.add", &[quotient, one], ty, &[]);
    let is_zero = icmp(rw, op, "eq", n, zero);
    let v = emit(rw, op, "llvm.select", &[is_zero, zero, plus_one], ty, &[]);
    rw.replace_op(op, &[v]);
    true
}

/// `floordivs(n, m)`: `n < 0 != m < 0 && n != 0 ? -1 - ((m < 0 ? 1 : -1) - n) / m : n / m`.
fn floordivs(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let [n, m] = *operands else { return false };
    let ty = index_type(rw);
    let i1 = rw.ctx.int_type(1);
    let (Some(zero), Some(pos_one), Some(neg_one)) = (int_constant(rw, op, 0, ty), int_constant(rw, op, 1, ty), int_constant(rw, op, -1, ty)) else {
        return false;
    };
    let m_neg = icmp(rw, op, "slt", m, zero);
    let x = emit(rw, op, "llvm.select", &[m_neg, pos_one, neg_one], ty, &[]);
    let x_minus_n = emit(rw, op, "llvm.sub", &[x, n], ty, &[]);
    let quotient = emit(rw, op, "llvm.sdiv", &[x_minus_n, m], ty, &[]);
    let neg_res = emit(rw, op, "llvm.sub", &[neg_one, quotient], ty, &[]);
    let pos_res = emit(rw, op, "llvm.sdiv", &[n, m], ty, &[]);
    let n_neg = icmp(rw, op, "slt", n, zero);
    let diff_sign = icmp(rw, op, "ne", n_neg, m_neg);
    let n_non_zero = icmp(rw, op, "ne", n, zero);
    let cond = emit(rw, op, "llvm.and", &[diff_sign, n_non_zero], i1, &[]);
    let v = emit(rw, op, "llvm.select", &[cond, neg_res, pos_res], ty, &[]);
    rw.replace_op(op, &[v]);
    true
}

/// A cast: the operand itself at the same width, else a truncation or
/// `extend`.
fn cast(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], extend: &str) -> bool {
    let [input] = *operands else { return false };
    let Some(r) = rw.body.op(op).results().next() else { return false };
    let result = rw.body.value(r).ty;
    let target = rw.converter.convert(rw.ctx, result);
    let (Some(to), Some(from)) = (width(rw, target), width(rw, rw.body.value(input).ty)) else { return false };
    if to == from {
        rw.replace_op(op, &[input]);
        return true;
    }
    let name = if to < from { "llvm.trunc" } else { extend };
    let v = emit(rw, op, name, &[input], target, &[]);
    rw.replace_op(op, &[v]);
    true
}

fn casts(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    cast(rw, op, operands, "llvm.sext")
}

fn castu(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    cast(rw, op, operands, "llvm.zext")
}

fn cmp(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let [a, b] = *operands else { return false };
    let Some(pred) = rw.body.op(op).properties.and_then(|p| rw.ctx.dict_get_str(p, "pred")) else { return false };
    let Some(word) = predicate_word(rw.ctx, pred).map(str::to_string) else { return false };
    let v = icmp(rw, op, &word, a, b);
    rw.replace_op(op, &[v]);
    true
}

/// `index.constant v` → `llvm.mlir.constant(v : iN) : iN`, truncated to
/// the bitwidth.
fn constant(rw: &mut ConversionRewriter<'_>, op: Op, _: &[Value]) -> bool {
    let value = rw.body.op(op).properties.and_then(|p| rw.ctx.dict_get_str(p, "value"));
    let Some(v) = value.and_then(|a| rw.ctx.int_value(a)) else { return false };
    let ty = index_type(rw);
    let Some(c) = int_constant(rw, op, v, ty) else { return false };
    rw.replace_op(op, &[c]);
    true
}

fn bool_constant(rw: &mut ConversionRewriter<'_>, op: Op, _: &[Value]) -> bool {
    let value = rw.body.op(op).properties.and_then(|p| rw.ctx.dict_get_str(p, "value"));
    let Some(AttrKind::Bool(b)) = value.map(|a| rw.ctx.attr_kind(a).clone()) else { return false };
    let i1 = rw.ctx.int_type(1);
    let Some(c) = int_constant(rw, op, b as i128, i1) else { return false };
    rw.replace_op(op, &[c]);
    true
}

/// `index.sizeof` → the bitwidth as a constant of the index type.
fn sizeof(rw: &mut ConversionRewriter<'_>, op: Op, _: &[Value]) -> bool {
    let ty = index_type(rw);
    let Some(w) = width(rw, ty) else { return false };
    let Some(c) = int_constant(rw, op, w as i128, ty) else { return false };
    rw.replace_op(op, &[c]);
    true
}
