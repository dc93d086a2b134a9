//! The vector dialect, in part: masks, element access, shuffles, splats and
//! broadcasts, `vector.fma`, `vector.bitcast`, `vector.reduction`, the
//! memory ops (load/store, masked, gather/scatter, expand/compress,
//! `type_cast`), `vector.print`, and the element and shape ops
//! (from_elements, step, vscale, interleave/deinterleave, strided slices,
//! shape_cast, transpose, outerproduct, scalable insert/extract, the matrix
//! ops), `vector.contract`, `vector.mask`/`vector.yield`, the transfers,
//! `vector.multi_reduction`, `vector.scan` and
//! `vector.warp_execute_on_lane_0`, with their
//! `convert-vector-to-llvm` lowering.

pub mod ops;
mod canonicalize;
mod contract;
mod enum_attrs;
mod fold;
mod fold_transfer;
mod lower_contract;
mod lower_transfer;
mod mask;
mod lower_shape;
mod masks;
mod outerproduct;
mod memory;
mod print;
mod reduction;
mod reductions;
mod rewrite;
mod syntax;
mod to_llvm;
mod transfer;
mod to_llvm_shape;
mod to_llvm_shuffle;
mod unroll;
mod verify;
mod verify_masks;
mod verify_memory;
mod verify_shape;
mod warp;

use crate::ods::dialect::{AttrModel, Dialect};
use crate::ods::opdef::TypeRule;

/// The vector dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "vector",
    attrs: AttrModel::Modeled,
    // Read off mlir-opt-19: every other mnemonic is an unknown attribute.
    attr_mnemonics: Some(&["iterator_type", "kind", "punctuation"]),
    provides_types: false,
    bare_op_names: false,
    tables: &[ops::OPS],
    type_rules: &[
        ("vector.extractelement", &[TypeRule::ElementOf { from: "vector", to: "result" }]),
        ("vector.insert", &[TypeRule::Same(&["dest", "result"])]),
        ("vector.insertelement", &[TypeRule::Same(&["dest", "result"]), TypeRule::ElementOf { from: "result", to: "source" }]),
        ("vector.splat", &[TypeRule::ElementOf { from: "aggregate", to: "input" }]),
        ("vector.interleave", &[TypeRule::Same(&["lhs", "rhs"])]),
        ("vector.deinterleave", &[TypeRule::Same(&["res1", "res2"])]),
        ("vector.insert_strided_slice", &[TypeRule::Same(&["dest", "res"])]),
        ("vector.scalable.insert", &[TypeRule::Same(&["dest", "res"])]),
        ("vector.multi_reduction", &[TypeRule::Same(&["dest", "acc"])]),
        ("vector.scan", &[TypeRule::Same(&["source", "dest"]), TypeRule::Same(&["initial_value", "accumulated_value"])]),
    ],
    syntax: crate::parser::api::DialectSyntax {
        attr_check: Some(enum_attrs::check),
        directives: &[("DynamicIndexList", crate::parse_hook!(syntax::parse_dynamic_index_list))],
        ops: &[
            crate::parser::api::OpSyntax { op: "vector.reduction", infer: Some(syntax::infer_reduction), ..crate::parser::api::OpSyntax::NONE },
            crate::parser::api::OpSyntax { op: "vector.from_elements", infer: Some(syntax::infer_from_elements), ..crate::parser::api::OpSyntax::NONE },
            crate::parser::api::OpSyntax { op: "vector.shuffle", infer: Some(syntax::infer_shuffle), ..crate::parser::api::OpSyntax::NONE },
            crate::parser::api::OpSyntax {
                op: "vector.outerproduct",
                parse: Some(crate::parse_hook!(outerproduct::parse_outerproduct)),
                slots: (3, 0, 1),
                ..crate::parser::api::OpSyntax::NONE
            },
            crate::parser::api::OpSyntax { op: "vector.transfer_read", parse: Some(crate::parse_hook!(transfer::parse_read)), slots: (4, 0, 1), ..crate::parser::api::OpSyntax::NONE },
            crate::parser::api::OpSyntax { op: "vector.transfer_write", parse: Some(crate::parse_hook!(transfer::parse_write)), slots: (4, 0, 1), ..crate::parser::api::OpSyntax::NONE },
            crate::parser::api::OpSyntax { op: "vector.warp_execute_on_lane_0", parse: Some(crate::parse_hook!(warp::parse_warp)), slots: (2, 0, 1), ..crate::parser::api::OpSyntax::NONE },
            crate::parser::api::OpSyntax { op: "vector.mask", parse: Some(crate::parse_hook!(mask::parse_mask)), slots: (2, 0, 1), ..crate::parser::api::OpSyntax::NONE },
            crate::parser::api::OpSyntax {
                op: "vector.contract",
                parse: Some(crate::parse_hook!(contract::parse_contract)),
                slots: (3, 0, 1),
                ..crate::parser::api::OpSyntax::NONE
            },
        ],
        ..crate::parser::api::DialectSyntax::EMPTY
    },
    print: crate::printer::api::DialectPrint {
        directives: &[("DynamicIndexList", syntax::print_dynamic_index_list)],
        ops: &[
            crate::printer::api::OpPrint { op: "vector.outerproduct", print: Some(outerproduct::print_outerproduct), ..crate::printer::api::OpPrint::NONE },
            crate::printer::api::OpPrint { op: "vector.contract", print: Some(contract::print_contract), ..crate::printer::api::OpPrint::NONE },
            crate::printer::api::OpPrint { op: "vector.mask", print: Some(mask::print_mask), ..crate::printer::api::OpPrint::NONE },
            crate::printer::api::OpPrint { op: "vector.warp_execute_on_lane_0", print: Some(warp::print_warp), ..crate::printer::api::OpPrint::NONE },
            crate::printer::api::OpPrint { op: "vector.transfer_read", print: Some(transfer::print_read), unprinted: Some(transfer::unprinted), ..crate::printer::api::OpPrint::NONE },
            crate::printer::api::OpPrint { op: "vector.transfer_write", print: Some(transfer::print_write), unprinted: Some(transfer::unprinted), ..crate::printer::api::OpPrint::NONE },
        ],
        ..crate::printer::api::DialectPrint::EMPTY
    },
    result_names: &[("vector.deinterleave", &["res1", "res2"]), ("vector.vscale", &["vscale"]), ("vector.scan", &["dest", "accumulated_value"])],
    defaults: &[("vector.outerproduct", "kind", "#vector.kind<add>"), ("vector.reduction", "fastmath", "#arith.fastmath<none>"), ("vector.print", "punctuation", "#vector.punctuation<newline>")],
    verify: verify::VERIFY,
    lower: to_llvm::LOWER,
    rewrite: rewrite::REWRITE,
    // Attributes the ops require (ODS `verifyInvariants`: "requires
    // attribute"), in the order MLIR checks them; read off mlir-opt-19.
    required: &[&[
        ("vector.constant_mask", &["mask_dim_sizes"]),
        ("vector.contract", &["indexing_maps", "iterator_types"]),
        ("vector.extract", &["static_position"]),
        ("vector.extract_strided_slice", &["offsets", "sizes", "strides"]),
        ("vector.flat_transpose", &["columns", "rows"]),
        ("vector.insert", &["static_position"]),
        ("vector.insert_strided_slice", &["offsets", "strides"]),
        ("vector.matrix_multiply", &["lhs_columns", "lhs_rows", "rhs_columns"]),
        ("vector.multi_reduction", &["kind", "reduction_dims"]),
        ("vector.reduction", &["kind"]),
        ("vector.scalable.extract", &["pos"]),
        ("vector.scalable.insert", &["pos"]),
        ("vector.scan", &["inclusive", "kind", "reduction_dim"]),
        ("vector.shuffle", &["mask"]),
        ("vector.transfer_read", &["in_bounds", "permutation_map"]),
        ("vector.transfer_write", &["in_bounds", "permutation_map"]),
        ("vector.transpose", &["permutation"]),
        ("vector.warp_execute_on_lane_0", &["warp_size"]),
    ]],
    unmodeled_ops: Some(&["vector.reshape"]),
    ..Dialect::EMPTY
};
