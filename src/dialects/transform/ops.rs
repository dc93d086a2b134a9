//! The transform dialect's op table, hand-kept: ../shared/spec has no
//! TransformOps reference. Facts (operands, results, attributes, traits,
//! assembly formats) from MLIR 19.1.7's `TransformOps.td`,
//! `LinalgTransformOps.td` (`structured.match`), `FuncTransformOps.td` and
//! `MemRefTransformOps.td`, checked against mlir-opt-19 (custom and
//! generic forms): the ops that drive a dialect conversion from a named
//! sequence.

use crate::ods::opdef::build::{attr, one, variadic};
use crate::ods::opdef::{formatted_op, traits, Arity, AttrType, OpDef, Slot};

/// `TransformHandleTypeInterface`, `TransformValueHandleTypeInterface` or
/// `TransformParamTypeInterface`: any type of the transform dialect.
pub const HANDLE: &str = "TransformHandleTypeInterface instance";
/// Any transform type (handles, value handles, parameters).
pub const ANY_TRANSFORM: &str = "any transform handle or parameter";

pub static OPS: &[OpDef] = &[
    OpDef {
        name: "transform.named_sequence",
        format: None,
        operands: &[],
        results: &[],
        attrs: &[
            attr("sym_name", AttrType::String),
            attr("function_type", AttrType::TypeAttr),
            attr("sym_visibility", AttrType::String),
            attr("arg_attrs", AttrType::Array),
            attr("res_attrs", AttrType::Array),
        ],
        regions: &[Slot { name: "body", arity: Arity::One, constraint: "any region" }],
        successors: &[],
        traits: traits::ISOLATED_FROM_ABOVE | traits::FUNCTION_LIKE | traits::SYMBOL | traits::SSA_CFG_REGIONS,
    },
    formatted_op(
        "transform.yield",
        "operands attr-dict (`:` type($operands)^)?",
        &[variadic("operands", ANY_TRANSFORM)],
        &[],
        &[],
        traits::TERMINATOR | traits::RETURN_LIKE,
    ),
    formatted_op(
        "transform.structured.match",
        "(`ops` `{` $ops^ `}`)? (`interface` `{` $interface^ `}`)? (`attributes` $op_attrs^)? (`filter_result_type` `=` $filter_result_type^)? (`filter_operand_types` `=` $filter_operand_types^)? `in` $target attr-dict `:` functional-type($target, results)",
        &[one("target", HANDLE)],
        &[one("results", HANDLE)],
        &[
            attr("ops", AttrType::Array),
            attr("interface", AttrType::I32Enum("MatchInterfaceEnum")),
            attr("op_attrs", AttrType::Any),
            attr("filter_result_type", AttrType::TypeAttr),
            attr("filter_operand_types", AttrType::Array),
        ],
        0,
    ),
    OpDef {
        name: "transform.apply_conversion_patterns",
        format: Some("`to` $target $patterns (`with` `type_converter` $default_type_converter_region^)? attr-dict `:` type($target)"),
        operands: &[one("target", HANDLE)],
        results: &[],
        attrs: &[
            attr("legal_ops", AttrType::Array),
            attr("illegal_ops", AttrType::Array),
            attr("legal_dialects", AttrType::Array),
            attr("illegal_dialects", AttrType::Array),
            attr("partial_conversion", AttrType::Unit),
            attr("preserve_handles", AttrType::Unit),
        ],
        regions: &[
            Slot { name: "patterns", arity: Arity::One, constraint: "region with at most 1 blocks" },
            Slot { name: "default_type_converter_region", arity: Arity::Variadic, constraint: "region with at most 1 blocks" },
        ],
        successors: &[],
        traits: traits::NO_TERMINATOR | traits::SINGLE_BLOCK,
    },
    formatted_op(
        "transform.apply_conversion_patterns.dialect_to_llvm",
        "$dialect_name attr-dict",
        &[],
        &[],
        &[attr("dialect_name", AttrType::String)],
        0,
    ),
    formatted_op("transform.apply_conversion_patterns.func.func_to_llvm", "attr-dict", &[], &[], &[], 0),
    OpDef {
        name: "transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter",
        format: None,
        operands: &[],
        results: &[],
        attrs: &[
            attr("use_aligned_alloc", AttrType::Bool),
            attr("index_bitwidth", AttrType::Int(64)),
            attr("use_generic_functions", AttrType::Bool),
            attr("use_bare_ptr_call_conv", AttrType::Bool),
            attr("data_layout", AttrType::String),
        ],
        regions: &[],
        successors: &[],
        traits: 0,
    },
];
