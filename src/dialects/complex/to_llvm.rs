//! Lowering complex into the LLVM dialect (MLIR's `ComplexToLLVM`), the
//! `convert-complex-to-llvm` pass: `complex<T>` is `!llvm.struct<(T, T)>`
//! (real, imaginary); `create`, `re`, `im` and `constant` build or read
//! that struct; `add`, `sub`, `mul`, `div` and `abs` compute on the parts
//! with the op's fast-math flags (MLIR's textbook formulas: `div` by the
//! squared norm, `abs` as `sqrt(re*re + im*im)` with the flags on all but
//! the square root). The other complex ops stay.

use crate::conversion::api::{
    create_op, extract_value, insert_value, llvm_flags, undef, ConversionRewriter, DialectLowering, OpLowering, run_lowering_with,
};
use crate::ir::{Attr, Op, Type, Value};
use crate::passes::api::PassInfo;

/// The lowering rows.
pub const LOWER: DialectLowering = DialectLowering {
    convert_to_llvm: true,
    ops: &[
        OpLowering { op: "complex.abs", lower: abs },
        OpLowering { op: "complex.add", lower: add },
        OpLowering { op: "complex.constant", lower: constant },
        OpLowering { op: "complex.create", lower: create },
        OpLowering { op: "complex.div", lower: div },
        OpLowering { op: "complex.im", lower: im },
        OpLowering { op: "complex.mul", lower: mul },
        OpLowering { op: "complex.re", lower: re },
        OpLowering { op: "complex.sub", lower: sub },
    ],
};

/// `convert-complex-to-llvm`.
pub(super) const PASS: PassInfo = PassInfo {
    argument: "convert-complex-to-llvm",
    name: "ConvertComplexToLLVMPass",
    summary: "Convert Complex dialect to LLVM dialect",
    anchor: None,
    options: &[],
    create: |_| Box::new(ComplexToLlvm),
};

/// `convert-complex-to-llvm` marks the whole complex dialect illegal
/// (MLIR's `addIllegalDialect<ComplexDialect>`): an op it cannot lower
/// (`complex.exp`, ...) fails the pass, unlike under `convert-to-llvm`.
struct ComplexToLlvm;

impl crate::passes::api::Pass for ComplexToLlvm {
    fn run(&mut self, cx: &mut crate::passes::api::PassCx<'_>, op: Op) -> Result<(), crate::passes::api::PassFailed> {
        run_lowering_with(cx, op, &["complex"], &["complex"], Default::default())
    }
}



/// The converted type of the op's result.
fn result_type(rw: &mut ConversionRewriter<'_>, op: Op) -> Option<Type> {
    let r = rw.body.op(op).results().next()?;
    let t = rw.body.value(r).ty;
    Some(rw.converter.convert(rw.ctx, t))
}

/// The element type of a converted complex (`T` of `!llvm.struct<(T, T)>`).
fn part_type(rw: &ConversionRewriter<'_>, st: Type) -> Option<Type> {
    match rw.ctx.type_kind(st) {
        crate::ir::TypeKind::Llvm(crate::ir::LlvmType::LiteralStruct { fields, .. }) if fields.len() == 2 => Some(fields[0]),
        _ => None,
    }
}

/// `(re, im)` of a converted complex value.
fn parts(rw: &mut ConversionRewriter<'_>, op: Op, v: Value) -> Option<(Value, Value)> {
    part_type(rw, rw.body.value(v).ty)?;
    let re = extract_value(rw, op, v, &[0]);
    let im = extract_value(rw, op, v, &[1]);
    Some((re, im))
}

/// The op's fast-math flags as the LLVM property, if any is set.
fn flags(rw: &mut ConversionRewriter<'_>, op: Op) -> Vec<(&'static str, Attr)> {
    let f = rw.body.op(op).properties.and_then(|p| rw.ctx.dict_get_str(p, "fastmath"));
    f.and_then(|f| llvm_flags(rw.ctx, f, "llvm.fastmath")).map(|f| ("fastmathFlags", f)).into_iter().collect()
}

fn emit(rw: &mut ConversionRewriter<'_>, op: Op, name: &str, operands: &[Value], ty: Type, props: &[(&str, Attr)]) -> Value {
    let new = create_op(rw, op, name, operands, &[ty], props);
    Value(rw.body.op(new).first_result)
}

fn create(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let [re, im] = *operands else { return false };
    let Some(ty) = result_type(rw, op) else { return false };
    let s = undef(rw, op, ty);
    let s = insert_value(rw, op, s, re, &[0]);
    let s = insert_value(rw, op, s, im, &[1]);
    rw.replace_op(op, &[s]);
    true
}

/// `re`/`im`: one field.
fn field(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], index: i64) -> bool {
    let [c] = *operands else { return false };
    if part_type(rw, rw.body.value(c).ty).is_none() {
        return false;
    }
    let v = extract_value(rw, op, c, &[index]);
    rw.replace_op(op, &[v]);
    true
}

fn re(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    field(rw, op, operands, 0)
}

fn im(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    field(rw, op, operands, 1)
}

/// `complex.constant [re, im]` → `llvm.mlir.constant([re, im])` of the struct.
fn constant(rw: &mut ConversionRewriter<'_>, op: Op, _: &[Value]) -> bool {
    let Some(value) = rw.body.op(op).properties.and_then(|p| rw.ctx.dict_get_str(p, "value")) else { return false };
    let Some(ty) = result_type(rw, op) else { return false };
    let v = emit(rw, op, "llvm.mlir.constant", &[], ty, &[("value", value)]);
    rw.replace_op(op, &[v]);
    true
}

/// The two operands' parts, then an undef result: what `add`, `sub`,
/// `mul` and `div` start with.
fn binary_start(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> Option<((Value, Value), (Value, Value), Value, Type, Type)> {
    let [a, b] = *operands else { return None };
    let ty = result_type(rw, op)?;
    let t = part_type(rw, ty)?;
    let lhs = parts(rw, op, a)?;
    let rhs = parts(rw, op, b)?;
    let result = undef(rw, op, ty);
    Some((lhs, rhs, result, ty, t))
}

/// `add`/`sub`: part by part with `llvm_op`.
fn partwise(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], llvm_op: &str) -> bool {
    let fmf = flags(rw, op);
    let Some(((a, b), (c, d), result, _, t)) = binary_start(rw, op, operands) else { return false };
    let re = emit(rw, op, llvm_op, &[a, c], t, &fmf);
    let im = emit(rw, op, llvm_op, &[b, d], t, &fmf);
    let s = insert_value(rw, op, result, re, &[0]);
    let s = insert_value(rw, op, s, im, &[1]);
    rw.replace_op(op, &[s]);
    true
}

fn add(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    partwise(rw, op, operands, "llvm.fadd")
}

fn sub(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    partwise(rw, op, operands, "llvm.fsub")
}

/// `(a + bi)(c + di) = (ca - db) + (bc + ad)i`.
fn mul(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let fmf = flags(rw, op);
    let Some(((a, b), (c, d), result, _, t)) = binary_start(rw, op, operands) else { return false };
    let ca = emit(rw, op, "llvm.fmul", &[c, a], t, &fmf);
    let db = emit(rw, op, "llvm.fmul", &[d, b], t, &fmf);
    let re = emit(rw, op, "llvm.fsub", &[ca, db], t, &fmf);
    let bc = emit(rw, op, "llvm.fmul", &[b, c], t, &fmf);
    let ad = emit(rw, op, "llvm.fmul", &[a, d], t, &fmf);
    let im = emit(rw, op, "llvm.fadd", &[bc, ad], t, &fmf);
    let s = insert_value(rw, op, result, re, &[0]);
    let s = insert_value(rw, op, s, im, &[1]);
    rw.replace_op(op, &[s]);
    true
}

/// `(a + bi)/(c + di) = ((ac + bd) + (bc - ad)i) / (cc + dd)`.
fn div(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let fmf = flags(rw, op);
    let Some(((a, b), (c, d), result, _, t)) = binary_start(rw, op, operands) else { return false };
    let cc = emit(rw, op, "llvm.fmul", &[c, c], t, &fmf);
    let dd = emit(rw, op, "llvm.fmul", &[d, d], t, &fmf);
    let norm = emit(rw, op, "llvm.fadd", &[cc, dd], t, &fmf);
    let ac = emit(rw, op, "llvm.fmul", &[a, c], t, &fmf);
    let bd = emit(rw, op, "llvm.fmul", &[b, d], t, &fmf);
    let re_tmp = emit(rw, op, "llvm.fadd", &[ac, bd], t, &fmf);
    let bc = emit(rw, op, "llvm.fmul", &[b, c], t, &fmf);
    let ad = emit(rw, op, "llvm.fmul", &[a, d], t, &fmf);
    let im_tmp = emit(rw, op, "llvm.fsub", &[bc, ad], t, &fmf);
    let re = emit(rw, op, "llvm.fdiv", &[re_tmp, norm], t, &fmf);
    let s = insert_value(rw, op, result, re, &[0]);
    let im = emit(rw, op, "llvm.fdiv", &[im_tmp, norm], t, &fmf);
    let s = insert_value(rw, op, s, im, &[1]);
    rw.replace_op(op, &[s]);
    true
}

/// `|a + bi| = sqrt(aa + bb)`, the flags on the products and the sum.
fn abs(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let [c] = *operands else { return false };
    let fmf = flags(rw, op);
    let Some(t) = part_type(rw, rw.body.value(c).ty) else { return false };
    let Some((a, b)) = parts(rw, op, c) else { return false };
    let aa = emit(rw, op, "llvm.fmul", &[a, a], t, &fmf);
    let bb = emit(rw, op, "llvm.fmul", &[b, b], t, &fmf);
    let sum = emit(rw, op, "llvm.fadd", &[aa, bb], t, &fmf);
    let v = emit(rw, op, "llvm.intr.sqrt", &[sum], t, &[]);
    rw.replace_op(op, &[v]);
    true
}
