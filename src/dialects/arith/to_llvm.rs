//! Lowering arith into the LLVM dialect (MLIR's `ArithToLLVM`): constants
//! become `llvm.mlir.constant`, and the integer and float arithmetic whose
//! LLVM instruction does the same thing becomes that instruction, carrying
//! over overflow and fast-math flags. The `convert-arith-to-llvm` pass.
//!
//! Not yet lowered (they stay illegal, so the pass reports MLIR's `failed
//! to legalize operation`): comparisons, casts, `select`, min/max,
//! extended arithmetic, ceil/floor division, and any op on vectors of more
//! than one dimension (MLIR unrolls those into `!llvm.array`s of vectors).

use crate::conversion::api::{create_op, ConversionRewriter, DialectLowering, LowerPass, OpLowering, INDEX_BITWIDTH};
use crate::ir::{Attr, AttrKind, Op, Type, TypeKind, Value};
use crate::passes::api::PassInfo;

/// The lowering rows.
pub const LOWER: DialectLowering = DialectLowering {
    ops: &[
        OpLowering { op: "arith.constant", lower: constant },
        OpLowering { op: "arith.addi", lower: addi },
        OpLowering { op: "arith.subi", lower: subi },
        OpLowering { op: "arith.muli", lower: muli },
        OpLowering { op: "arith.divsi", lower: divsi },
        OpLowering { op: "arith.divui", lower: divui },
        OpLowering { op: "arith.remsi", lower: remsi },
        OpLowering { op: "arith.remui", lower: remui },
        OpLowering { op: "arith.andi", lower: andi },
        OpLowering { op: "arith.ori", lower: ori },
        OpLowering { op: "arith.xori", lower: xori },
        OpLowering { op: "arith.shli", lower: shli },
        OpLowering { op: "arith.shrsi", lower: shrsi },
        OpLowering { op: "arith.shrui", lower: shrui },
        OpLowering { op: "arith.addf", lower: addf },
        OpLowering { op: "arith.subf", lower: subf },
        OpLowering { op: "arith.mulf", lower: mulf },
        OpLowering { op: "arith.divf", lower: divf },
        OpLowering { op: "arith.remf", lower: remf },
        OpLowering { op: "arith.negf", lower: negf },
    ],
};

/// `convert-arith-to-llvm`.
pub const PASS: PassInfo = PassInfo {
    argument: "convert-arith-to-llvm",
    name: "ArithToLLVMConversionPass",
    summary: "Convert Arith dialect to LLVM dialect",
    anchor: None,
    options: &[INDEX_BITWIDTH],
    create: |options| LowerPass::create(&["arith"], options),
};

/// The converted result types of `op`, unless one is a vector of more than
/// one dimension (not lowered yet).
fn result_types(rw: &mut ConversionRewriter<'_>, op: Op) -> Option<Vec<Type>> {
    let results: Vec<Type> = rw.body.op(op).results().map(|r| rw.body.value(r).ty).collect();
    let converted: Vec<Type> = results.into_iter().map(|t| rw.converter.convert(rw.ctx, t)).collect();
    let nd = converted.iter().any(|&t| matches!(rw.ctx.type_kind(t), TypeKind::Vector { shape, .. } if shape.len() > 1));
    (!nd).then_some(converted)
}

/// `arith.constant v : T` → `llvm.mlir.constant(v) : T'`.
fn constant(rw: &mut ConversionRewriter<'_>, op: Op, _: &[Value]) -> bool {
    let Some(value) = prop(rw, op, "value") else { return false };
    let Some(types) = result_types(rw, op) else { return false };
    let new = create_op(rw, op, "llvm.mlir.constant", &[], &types, &[("value", value)]);
    let results: Vec<Value> = rw.body.op(new).results().collect();
    rw.replace_op(op, &results);
    true
}

/// A property of `op`.
fn prop(rw: &ConversionRewriter<'_>, op: Op, name: &str) -> Option<Attr> {
    rw.body.op(op).properties.and_then(|p| rw.ctx.dict_get_str(p, name))
}

/// An LLVM flags attribute with the flags of an arith one, in LLVM's
/// canonical order (`#arith.fastmath<reassoc,nnan>` →
/// `#llvm.fastmath<nnan, reassoc>`); `None` when no flag is set.
fn llvm_flags(rw: &mut ConversionRewriter<'_>, arith: Attr, llvm_name: &str) -> Option<Attr> {
    let words: Vec<String> = rw.ctx.dialect_words(arith)?.1.iter().map(|w| w.to_string()).collect();
    if words.iter().all(|w| w == "none") {
        return None;
    }
    let refs: Vec<&str> = words.iter().map(String::as_str).collect();
    let plain = rw.ctx.dialect_words_attr(llvm_name, &refs);
    let AttrKind::Dialect { body: Some(items), .. } = rw.ctx.attr_kind(plain).clone() else { return None };
    let llvm = crate::ods::dialect("llvm")?;
    let body = crate::ods::attr_canon::canonicalize(rw.ctx, llvm, llvm_name, items.to_vec());
    let name = rw.ctx.ident(llvm_name);
    Some(rw.ctx.attr(AttrKind::Dialect { name, body: Some(body.into()) }))
}

/// The op as the LLVM instruction `llvm_op` on the converted operands,
/// with its integer overflow or fast-math flags.
fn same_instruction(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], llvm_op: &str) -> bool {
    let Some(types) = result_types(rw, op) else { return false };
    let mut props = Vec::new();
    if let Some(flags) = prop(rw, op, "overflowFlags").and_then(|a| llvm_flags(rw, a, "llvm.overflow")) {
        props.push(("overflowFlags", flags));
    }
    if let Some(flags) = prop(rw, op, "fastmath").and_then(|a| llvm_flags(rw, a, "llvm.fastmath")) {
        props.push(("fastmathFlags", flags));
    }
    let new = create_op(rw, op, llvm_op, operands, &types, &props);
    let results: Vec<Value> = rw.body.op(new).results().collect();
    rw.replace_op(op, &results);
    true
}

/// One lowering function per row: `fn addi(...)` lowers to `llvm.add`.
macro_rules! same_instruction {
    ($($f:ident => $llvm:literal),* $(,)?) => {
        $(
            fn $f(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
                same_instruction(rw, op, operands, $llvm)
            }
        )*
    };
}

same_instruction! {
    addi => "llvm.add", subi => "llvm.sub", muli => "llvm.mul",
    divsi => "llvm.sdiv", divui => "llvm.udiv", remsi => "llvm.srem", remui => "llvm.urem",
    andi => "llvm.and", ori => "llvm.or", xori => "llvm.xor",
    shli => "llvm.shl", shrsi => "llvm.ashr", shrui => "llvm.lshr",
    addf => "llvm.fadd", subf => "llvm.fsub", mulf => "llvm.fmul", divf => "llvm.fdiv", remf => "llvm.frem",
    negf => "llvm.fneg",
}
