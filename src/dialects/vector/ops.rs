//! The vector dialect ops the conversion and translation tests use, hand-kept:
//! ../shared/spec has no VectorOps reference. Facts (operands, results,
//! attributes, traits, assembly formats) from MLIR 19.1.7's `VectorOps.td`,
//! checked against mlir-opt-19 (custom and generic forms): the masks of
//! `convert-nd-vector-to-llvmir.mlir` and `vector-to-llvm-ir.mlir`, the
//! element and shape ops that arith code on vectors uses, shuffles, the
//! memory ops and `vector.print` (its `oilist` of `str` and `punctuation`
//! read here in declaration order, the order MLIR prints them in).

use crate::ods::opdef::build::{attr, one, optional, variadic};
use crate::ods::opdef::{formatted_op, traits, AttrType, OpDef};

const MASK: &str = "vector of 1-bit signless integer values";
const PURE: u32 = traits::NO_MEMORY_EFFECT;
const MEMREF: &str = "memref of any type values";

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
    formatted_op(
        "vector.shuffle",
        "operands $mask attr-dict `:` type(operands)",
        &[one("v1", "vector of any type values"), one("v2", "vector of any type values")],
        &[one("vector", "vector of any type values")],
        &[attr("mask", AttrType::Array)],
        PURE,
    ),
    formatted_op("vector.load", "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)", &[one("base", MEMREF), variadic("indices", "index")], &[one("result", "vector of any type values")], &[attr("nontemporal", AttrType::Bool)], 0),
    formatted_op(
        "vector.store",
        "$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)",
        &[one("valueToStore", "vector of any type values"), one("base", MEMREF), variadic("indices", "index")],
        &[],
        &[attr("nontemporal", AttrType::Bool)],
        0,
    ),
    formatted_op(
        "vector.maskedload",
        "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
        &[one("base", MEMREF), variadic("indices", "index"), one("mask", MASK), one("pass_thru", "vector of any type values")],
        &[one("result", "vector of any type values")],
        &[],
        0,
    ),
    formatted_op(
        "vector.maskedstore",
        "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)",
        &[one("base", MEMREF), variadic("indices", "index"), one("mask", MASK), one("valueToStore", "vector of any type values")],
        &[],
        &[],
        0,
    ),
    formatted_op(
        "vector.gather",
        "$base `[` $indices `]` `[` $index_vec `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($index_vec) `,` type($mask) `,` type($pass_thru) `into` type($result)",
        &[one("base", "ranked tensor of any type values or memref of any type values"), variadic("indices", "index"), one("index_vec", "vector of integer or index values"), one("mask", MASK), one("pass_thru", "vector of any type values")],
        &[one("result", "vector of any type values")],
        &[],
        0,
    ),
    formatted_op(
        "vector.scatter",
        "$base `[` $indices `]` `[` $index_vec `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($index_vec) `,` type($mask) `,` type($valueToStore)",
        &[one("base", MEMREF), variadic("indices", "index"), one("index_vec", "vector of integer or index values"), one("mask", MASK), one("valueToStore", "vector of any type values")],
        &[],
        &[],
        0,
    ),
    formatted_op(
        "vector.expandload",
        "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
        &[one("base", MEMREF), variadic("indices", "index"), one("mask", MASK), one("pass_thru", "vector of any type values")],
        &[one("result", "vector of any type values")],
        &[],
        0,
    ),
    formatted_op(
        "vector.compressstore",
        "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)",
        &[one("base", MEMREF), variadic("indices", "index"), one("mask", MASK), one("valueToStore", "vector of any type values")],
        &[],
        &[],
        0,
    ),
    formatted_op("vector.type_cast", "$memref attr-dict `:` type($memref) `to` type($result)", &[one("memref", "statically shaped memref of any type values")], &[one("result", "memref of any type values")], &[], PURE),
    formatted_op(
        "vector.print",
        "($source^ `:` type($source))? (`str` $stringLiteral^)? (`punctuation` $punctuation^)? attr-dict",
        &[optional("source", "any type")],
        &[],
        &[attr("punctuation", AttrType::Dialect("vector.punctuation")), attr("stringLiteral", AttrType::String)],
        0,
    ),
];

