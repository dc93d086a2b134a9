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
    ..Dialect::EMPTY
};
