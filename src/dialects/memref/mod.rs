//! The memref dialect: allocation, loads and stores, views, casts and atomics on `memref<...>` buffers.

mod access;
mod alloc;
mod build;
mod copy;
mod expand;
mod expand_pass;
mod expand_realloc;
mod expand_reshape;
mod fold;
pub mod facts;
mod globals;
mod layout;
pub mod ops;
mod parse;
mod print;
mod regions;
mod reinterpret;
mod rewrite;
mod scope_canonicalize;
pub mod to_llvm;
mod verify;
mod verify_ops;
mod views;

use crate::ods::dialect::{AttrModel, Dialect};

/// The memref dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "memref",
    attrs: AttrModel::Modeled,
    // MLIR 19's dialect has no attributes (no attribute parsing hook).
    attr_mnemonics: Some(&[]),
    provides_types: false,
    bare_op_names: false,
    tables: &[ops::OPS],
    result_names: facts::RESULT_NAMES,
    type_rules: facts::TYPE_RULES,
    syntax: parse::SYNTAX,
    print: print::PRINT,
    verify: verify::VERIFY,
    rewrite: rewrite::REWRITE,
    lower: to_llvm::LOWER,
    // Attributes the ops require (ODS `verifyInvariants`: "requires
    // attribute"), in the order MLIR checks them; read off mlir-opt-19.
    required: &[&[
        ("memref.assume_alignment", &["alignment"]),
        ("memref.atomic_rmw", &["kind"]),
        ("memref.collapse_shape", &["reassociation"]),
        ("memref.expand_shape", &["reassociation", "static_output_shape"]),
        ("memref.get_global", &["name"]),
        ("memref.global", &["sym_name", "type"]),
        ("memref.prefetch", &["isDataCache", "isWrite", "localityHint"]),
        ("memref.reinterpret_cast", &["static_offsets", "static_sizes", "static_strides"]),
        ("memref.subview", &["static_offsets", "static_sizes", "static_strides"]),
        ("memref.transpose", &["permutation"]),
    ]],
    unmodeled_ops: Some(&[]),
    ..Dialect::EMPTY
};
