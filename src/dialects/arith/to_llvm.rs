//! Lowering arith into the LLVM dialect (MLIR's `ArithToLLVM`): constants
//! become `llvm.mlir.constant`, and the integer and float arithmetic whose
//! LLVM instruction does the same thing becomes that instruction, carrying
//! over overflow and fast-math flags. The `convert-arith-to-llvm` pass.
//!
//! Comparisons keep their predicate (arith's and LLVM's enums number the
//! predicates alike), casts and `select` become the LLVM instruction of the
//! same meaning, min/max become LLVM's intrinsics.
//!
//! `index_cast`, `truncf` with a rounding mode and the extended arithmetic
//! are in `to_llvm_ext`; ops on vectors of more than one dimension are
//! unrolled over their 1-D vectors (`!llvm.array`s of vectors). The
//! ceil/floor divisions are left as they are, as MLIR leaves them (they
//! need `arith-expand` first). The conversion folds an op before lowering it,
//! as MLIR's does, with the folds arith has (`fold.rs`).

use super::to_llvm_ext::{addui_extended, index_cast, index_castui, mulsi_extended, mului_extended, truncf};
use super::to_llvm_util::{constant, flagged, plain, prop, same_instruction};
use crate::conversion::api::{ConversionRewriter, DialectLowering, LowerPass, OpLowering, INDEX_BITWIDTH};
use crate::ir::{Op, Value};
use crate::passes::api::PassInfo;

/// The lowering rows.
pub const LOWER: DialectLowering = DialectLowering {
    convert_to_llvm: true,
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
        OpLowering { op: "arith.index_cast", lower: index_cast },
        OpLowering { op: "arith.index_castui", lower: index_castui },
        OpLowering { op: "arith.addui_extended", lower: addui_extended },
        OpLowering { op: "arith.mulsi_extended", lower: mulsi_extended },
        OpLowering { op: "arith.mului_extended", lower: mului_extended },
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
