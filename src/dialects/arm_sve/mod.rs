//! The arm_sve dialect, as far as the lowering into the LLVM dialect makes
//! its ops: `arm_sve.intr.whilelt`, which `convert-vector-to-llvm{enable-arm-sve}`
//! builds for a scalable `vector.create_mask` (MLIR's
//! `LegalizeForLLVMExport`). Its ops have no custom form: they print
//! generically, as in MLIR.

pub mod ops;

use crate::ods::dialect::{AttrModel, Dialect};

/// The arm_sve dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "arm_sve",
    attrs: AttrModel::Modeled,
    bare_op_names: false,
    tables: &[ops::OPS],
    unmodeled_ops: Some(&["arm_sve.convert_from_svbool", "arm_sve.convert_to_svbool", "arm_sve.intr.add", "arm_sve.intr.convert.from.svbool", "arm_sve.intr.convert.to.svbool", "arm_sve.intr.fadd", "arm_sve.intr.fdiv", "arm_sve.intr.fmul", "arm_sve.intr.fsub", "arm_sve.intr.mul", "arm_sve.intr.psel", "arm_sve.intr.sdiv", "arm_sve.intr.sdot", "arm_sve.intr.smmla", "arm_sve.intr.sub", "arm_sve.intr.udiv", "arm_sve.intr.udot", "arm_sve.intr.ummla", "arm_sve.intr.zip.x2", "arm_sve.intr.zip.x4", "arm_sve.masked.addf", "arm_sve.masked.addi", "arm_sve.masked.divf", "arm_sve.masked.divi_signed", "arm_sve.masked.divi_unsigned", "arm_sve.masked.mulf", "arm_sve.masked.muli", "arm_sve.masked.subf", "arm_sve.masked.subi", "arm_sve.psel", "arm_sve.sdot", "arm_sve.smmla", "arm_sve.udot", "arm_sve.ummla", "arm_sve.zip.x2", "arm_sve.zip.x4"]),
    provides_types: false,
    ..Dialect::EMPTY
};
