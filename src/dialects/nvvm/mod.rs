//! The NVVM dialect (NVIDIA GPU ops on top of the LLVM dialect): the op
//! tables of the ops llmir knows (`ops`: tensor-core MMA, loads and
//! copies; `sync_ops`: registers, barriers, votes, fences; `async_ops`:
//! async copies, TMA, wgmma), the dialect's attributes, and its
//! translation hook (`translate`: `!nvvm.annotations`).

pub mod async_ops;
pub mod attrs;
mod mma_types;
pub mod ops;
mod parse;
mod print;
pub mod sync_ops;
pub mod translate;
mod verify;

pub use mma_types::infer_mma_type;

use crate::ods::dialect::{AttrModel, Dialect};

/// The NVVM dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "nvvm",
    lower: crate::conversion::api::DialectLowering { ops: &[], convert_to_llvm: true },
    attrs: AttrModel::Modeled,
    // Read off mlir-opt-19: every other mnemonic is an unknown attribute.
    attr_mnemonics: Some(&["action", "load_cache_modifier", "mma_b1op", "mma_frag", "mma_int_overflow", "mma_layout", "mma_type", "proxy_kind", "redux_kind", "shape", "shared_space", "shfl_kind", "target", "wgmma_scale_in", "wgmma_scale_out", "wgmma_type"]),
    provides_types: false,
    bare_op_names: false,
    tables: &[ops::OPS, sync_ops::OPS, async_ops::OPS],
    required: &[ops::REQUIRED, sync_ops::REQUIRED, async_ops::REQUIRED],
    defaults: DEFAULTS,
    translate: translate::TRANSLATE,
    verify: verify::VERIFY,
    attr_schemas: std::slice::from_ref(&attrs::SHAPE),
    syntax: parse::SYNTAX,
    print: print::PRINT,
    ..Dialect::EMPTY
};

/// `DefaultValuedAttr` properties of NVVM ops.
static DEFAULTS: &[(&str, &str, &str)] = &[
    ("nvvm.cp.async.mbarrier.arrive", "noinc", "false"),
    ("nvvm.cp.async.mbarrier.arrive.shared", "noinc", "false"),
];
