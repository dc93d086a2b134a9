//! Lowering arith into the LLVM dialect (MLIR's `ArithToLLVM`): constants
//! become `llvm.mlir.constant`, and the integer and float arithmetic whose
//! LLVM instruction does the same thing becomes that instruction, carrying
//! over overflow and fast-math flags. The `convert-arith-to-llvm` pass.
//!
//! Comparisons keep their predicate (arith's and LLVM's enums number the
//! predicates alike), casts and `select` become the LLVM instruction of the
//! same meaning, min/max become LLVM's intrinsics.
//!
//! Not yet lowered (the pass leaves them as they are, where MLIR converts
//! them): `index_cast`/`index_castui`, extended and ceil/floor arithmetic,
//! `truncf` with a rounding mode, and any op on vectors of more than one
//! dimension (MLIR unrolls those into `!llvm.array`s of vectors). Unlike
//! MLIR's driver, the conversion does not fold (`cmpi uge %x, %x` stays a
//! comparison).

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
        OpLowering { op: "arith.cmpi", lower: cmpi },
        OpLowering { op: "arith.cmpf", lower: cmpf },
        OpLowering { op: "arith.select", lower: select },
        OpLowering { op: "arith.extsi", lower: extsi },
        OpLowering { op: "arith.extui", lower: extui },
        OpLowering { op: "arith.trunci", lower: trunci },
        OpLowering { op: "arith.sitofp", lower: sitofp },
        OpLowering { op: "arith.uitofp", lower: uitofp },
        OpLowering { op: "arith.fptosi", lower: fptosi },
        OpLowering { op: "arith.fptoui", lower: fptoui },
        OpLowering { op: "arith.extf", lower: extf },
        OpLowering { op: "arith.truncf", lower: truncf },
        OpLowering { op: "arith.bitcast", lower: bitcast },
        OpLowering { op: "arith.maxsi", lower: maxsi },
        OpLowering { op: "arith.maxui", lower: maxui },
        OpLowering { op: "arith.minsi", lower: minsi },
        OpLowering { op: "arith.minui", lower: minui },
        OpLowering { op: "arith.maximumf", lower: maximumf },
        OpLowering { op: "arith.minimumf", lower: minimumf },
        OpLowering { op: "arith.maxnumf", lower: maxnumf },
        OpLowering { op: "arith.minnumf", lower: minnumf },
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
    flagged(rw, op, operands, llvm_op, Vec::new())
}

/// The op as `llvm_op` with the properties given, plus its integer
/// overflow or fast-math flags.
fn flagged(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], llvm_op: &str, mut props: Vec<(&str, Attr)>) -> bool {
    let Some(types) = result_types(rw, op) else { return false };
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

/// An op whose LLVM twin takes no flags (casts, `select`, integer min/max).
fn plain(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], llvm_op: &str) -> bool {
    let Some(types) = result_types(rw, op) else { return false };
    let new = create_op(rw, op, llvm_op, operands, &types, &[]);
    let results: Vec<Value> = rw.body.op(new).results().collect();
    rw.replace_op(op, &results);
    true
}

/// A comparison: the predicate's integer is the same in both dialects.
fn compare(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], llvm_op: &str) -> bool {
    let Some(predicate) = prop(rw, op, "predicate") else { return false };
    flagged(rw, op, operands, llvm_op, vec![("predicate", predicate)])
}

fn cmpi(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    compare(rw, op, operands, "llvm.icmp")
}

fn cmpf(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    compare(rw, op, operands, "llvm.fcmp")
}

/// `truncf` with a rounding mode needs LLVM's constrained intrinsic.
fn truncf(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    prop(rw, op, "roundingmode").is_none() && plain(rw, op, operands, "llvm.fptrunc")
}

/// One lowering function per row of ops whose twin takes no flags.
macro_rules! plain {
    ($($f:ident => $llvm:literal),* $(,)?) => {
        $(
            fn $f(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
                plain(rw, op, operands, $llvm)
            }
        )*
    };
}

plain! {
    select => "llvm.select",
    extsi => "llvm.sext", extui => "llvm.zext", trunci => "llvm.trunc",
    sitofp => "llvm.sitofp", uitofp => "llvm.uitofp", fptosi => "llvm.fptosi", fptoui => "llvm.fptoui",
    extf => "llvm.fpext", bitcast => "llvm.bitcast",
    maxsi => "llvm.intr.smax", maxui => "llvm.intr.umax", minsi => "llvm.intr.smin", minui => "llvm.intr.umin",
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
    maximumf => "llvm.intr.maximum", minimumf => "llvm.intr.minimum",
    maxnumf => "llvm.intr.maxnum", minnumf => "llvm.intr.minnum",
}
