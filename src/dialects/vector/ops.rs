//! The vector dialect ops the conversion and translation tests use, hand-kept:
//! ../shared/spec has no VectorOps reference. Facts (operands, results,
//! attributes, traits, assembly formats) from MLIR 19.1.7's `VectorOps.td`,
//! checked against mlir-opt-19 (custom and generic forms): the masks of
//! `convert-nd-vector-to-llvmir.mlir` and `vector-to-llvm-ir.mlir`, and the
//! element and shape ops that arith code on vectors uses.

use crate::ods::opdef::build::{attr, one, optional, variadic};
use crate::ods::opdef::{formatted_op, traits, AttrType, OpDef};

const MASK: &str = "vector of 1-bit signless integer values";
const PURE: u32 = traits::NO_MEMORY_EFFECT;

pub static OPS: &[OpDef] = &[
    formatted_op("vector.bitcast", "$source attr-dict `:` type($source) `to` type($result)", &[one("source", "vector of any type values")], &[one("result", "vector of any type values")], &[], PURE),
    formatted_op("vector.broadcast", "$source attr-dict `:` type($source) `to` type($vector)", &[one("source", "any type")], &[one("vector", "vector of any type values")], &[], PURE),
    formatted_op("vector.constant_mask", "$mask_dim_sizes attr-dict `:` type(results)", &[], &[one("", MASK)], &[attr("mask_dim_sizes", AttrType::Array)], PURE),
    formatted_op("vector.create_mask", "$operands attr-dict `:` type(results)", &[variadic("operands", "index")], &[one("", MASK)], &[], PURE),
    formatted_op(
        "vector.extractelement",
        "$vector `[` ($position^ `:` type($position))? `]` attr-dict `:` type($vector)",
        &[one("vector", "vector of any type values"), optional("position", "signless integer or index")],
        &[one("result", "any type")],
        &[],
        PURE,
    ),
    formatted_op(
        "vector.extract",
        "$vector `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($vector)",
        &[one("vector", "vector of any type values"), variadic("dynamic_position", "index")],
        &[one("result", "any type")],
        &[attr("static_position", AttrType::DenseI64Array)],
        PURE,
    ),
    formatted_op(
        "vector.fma",
        "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)",
        &[one("lhs", "vector of floating-point values"), one("rhs", "vector of floating-point values"), one("acc", "vector of floating-point values")],
        &[one("result", "vector of floating-point values")],
        &[],
        PURE | traits::SAME_OPERANDS_AND_RESULT_TYPE,
    ),
    formatted_op(
        "vector.insert",
        "$source `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($source) `into` type($dest)",
        &[one("source", "any type"), one("dest", "vector of any type values"), variadic("dynamic_position", "index")],
        &[one("result", "vector of any type values")],
        &[attr("static_position", AttrType::DenseI64Array)],
        PURE,
    ),
    formatted_op(
        "vector.insertelement",
        "$source `,` $dest `[` ($position^ `:` type($position))? `]` attr-dict `:` type($result)",
        &[one("source", "any type"), one("dest", "vector of any type values"), optional("position", "signless integer or index")],
        &[one("result", "vector of any type values")],
        &[],
        PURE,
    ),
    formatted_op(
        "vector.reduction",
        "$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` type($dest)",
        &[one("vector", "vector of any type values"), optional("acc", "any type")],
        &[one("dest", "any type")],
        &[attr("kind", AttrType::Dialect("vector.kind")), attr("fastmath", AttrType::Dialect("arith.fastmath"))],
        PURE,
    ),
    formatted_op("vector.splat", "$input attr-dict `:` type($aggregate)", &[one("input", "integer/index/float type")], &[one("aggregate", "vector of any type values")], &[], PURE),
];
