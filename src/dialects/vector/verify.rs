//! The vector dialect's own rules, with MLIR 19's wording:
//! `vector.reduction` reduces a 0-D or 1-D vector with a combining kind
//! its element type supports; the shuffle and memory ops' rules are in
//! [`super::verify_memory`], the shape ops' in [`super::verify_shape`].

use crate::ir::{Attr, AttrKind, Context, Op, TypeKind};
use crate::verify::api::{is_array_of, is_signless_int_attr, AttrClasses, AttrConstraint, Cx, DialectVerify, OpVerify, Res};

use super::verify_masks as mk;
use super::verify_memory as m;
use super::verify_shape as sh;

pub const VERIFY: DialectVerify = DialectVerify {
    ops: OPS,
    attr_classes: Some(AttrClasses { summary: class_summary, holds: is_of_class }),
    ..DialectVerify::EMPTY
};

/// The ODS summaries of the attribute classes the ops' inherent attributes
/// take, as MLIR's constraint errors quote them (a `kind` that is not a
/// `#vector.kind` is "attribute 'kind' failed to satisfy constraint: ...").
fn class_summary(class: &str) -> Option<&'static str> {
    Some(match class {
        "vector.kind" => "Kind of combining function for contractions and reductions",
        "vector.punctuation" => "Punctuation for separating vectors or vector elements",
        "arith.fastmath" => "Floating point fast math flags",
        _ => return None,
    })
}

/// ODS's `I64ArrayAttr`: an array of `I64Attr`s (signless 64-bit integers).
const fn i64_array(attr: &'static str) -> AttrConstraint {
    AttrConstraint { attr, holds: is_i64_array, words: "64-bit integer array attribute" }
}

fn is_i64_array(ctx: &Context, a: Attr) -> bool {
    is_array_of(ctx, a, |ctx, item| is_signless_int_attr(ctx, item, 64))
}

/// ODS's `BoolArrayAttr`: an array of `true`/`false`.
fn is_bool_array(ctx: &Context, a: Attr) -> bool {
    is_array_of(ctx, a, |ctx, item| matches!(ctx.attr_kind(item), AttrKind::Bool(_)))
}

/// An attribute of class `class` is that dialect attribute (`#vector.kind<add>`).
fn is_of_class(ctx: &Context, class: &str, a: Attr) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Dialect { name, .. } if ctx.str(*name) == class)
}

static OPS: &[OpVerify] = &[
    OpVerify { op: "vector.reduction", verify: Some(reduction), ..OpVerify::NONE },
    OpVerify { op: "vector.shuffle", verify: Some(m::shuffle), attr_constraints: &[i64_array("mask")], ..OpVerify::NONE },
    OpVerify { op: "vector.load", verify: Some(m::load), ..OpVerify::NONE },
    OpVerify { op: "vector.store", verify: Some(m::store), ..OpVerify::NONE },
    OpVerify { op: "vector.maskedload", verify: Some(masked_load), ..OpVerify::NONE },
    OpVerify { op: "vector.maskedstore", verify: Some(masked_store), ..OpVerify::NONE },
    OpVerify { op: "vector.expandload", verify: Some(masked_load), ..OpVerify::NONE },
    OpVerify { op: "vector.compressstore", verify: Some(masked_store), ..OpVerify::NONE },
    OpVerify {
        op: "vector.constant_mask",
        verify: Some(mk::constant_mask),
        attr_constraints: &[i64_array("mask_dim_sizes")],
        ..OpVerify::NONE
    },
    OpVerify { op: "vector.create_mask", verify: Some(mk::create_mask), ..OpVerify::NONE },
    OpVerify { op: "vector.type_cast", verify: Some(mk::type_cast), ..OpVerify::NONE },
    OpVerify { op: "vector.gather", verify: Some(m::gather), ..OpVerify::NONE },
    OpVerify { op: "vector.scatter", verify: Some(scatter), ..OpVerify::NONE },
    OpVerify { op: "vector.extract", verify: Some(sh::extract), verify_regions: Some(sh::extract_inferred), ..OpVerify::NONE },
    OpVerify { op: "vector.insert", verify: Some(sh::insert), ..OpVerify::NONE },
    OpVerify {
        op: "vector.extract_strided_slice",
        verify: Some(sh::extract_strided_slice),
        attr_constraints: &[i64_array("offsets"), i64_array("sizes"), i64_array("strides")],
        ..OpVerify::NONE
    },
    OpVerify {
        op: "vector.insert_strided_slice",
        verify: Some(sh::insert_strided_slice),
        attr_constraints: &[i64_array("offsets"), i64_array("strides")],
        ..OpVerify::NONE
    },
    OpVerify { op: "vector.transpose", verify: Some(sh::transpose), ..OpVerify::NONE },
    OpVerify { op: "vector.shape_cast", verify: Some(sh::shape_cast), ..OpVerify::NONE },
    OpVerify { op: "vector.interleave", verify: Some(sh::interleave), ..OpVerify::NONE },
    OpVerify { op: "vector.deinterleave", verify: Some(sh::deinterleave), ..OpVerify::NONE },
    OpVerify { op: "vector.scalable.insert", verify: Some(sh::scalable_insert), ..OpVerify::NONE },
    OpVerify { op: "vector.scalable.extract", verify: Some(sh::scalable_extract), ..OpVerify::NONE },
    OpVerify { op: "vector.outerproduct", verify: Some(sh::outerproduct), ..OpVerify::NONE },
    OpVerify { op: "vector.step", verify: Some(sh::step), ..OpVerify::NONE },
    OpVerify { op: "vector.from_elements", verify: Some(sh::from_elements), ..OpVerify::NONE },
    OpVerify { op: "vector.contract", verify: Some(super::contract::verify_contract), ..OpVerify::NONE },
    OpVerify { op: "vector.mask", verify: Some(super::mask::verify_mask), ..OpVerify::NONE },
    OpVerify { op: "vector.warp_execute_on_lane_0", verify: Some(super::warp::verify_warp), ..OpVerify::NONE },
    OpVerify { op: "vector.multi_reduction", verify: Some(super::reductions::verify_multi_reduction), ..OpVerify::NONE },
    OpVerify { op: "vector.scan", verify: Some(super::reductions::verify_scan), ..OpVerify::NONE },
    OpVerify {
        op: "vector.transfer_read",
        verify: Some(super::transfer::verify_transfer),
        attr_constraints: &[AttrConstraint { attr: "in_bounds", holds: is_bool_array, words: "1-bit boolean array attribute" }],
        ..OpVerify::NONE
    },
    OpVerify {
        op: "vector.transfer_write",
        verify: Some(super::transfer::verify_transfer),
        attr_constraints: &[AttrConstraint { attr: "in_bounds", holds: is_bool_array, words: "1-bit boolean array attribute" }],
        ..OpVerify::NONE
    },
];

fn reduction(cx: &Cx, op: Op) -> Res {
    let Some(source) = cx.operand_type(op, 0) else { return Ok(()) };
    if let TypeKind::Vector { shape, .. } = cx.ctx.type_kind(source) {
        if shape.len() > 1 {
            return Err(cx.op_err(op, format!("unsupported reduction rank: {}", shape.len())));
        }
    }
    let Some(elem) = cx.result_type(op, 0) else { return Ok(()) };
    let Some(kind) = cx.prop(op, "kind").and_then(|a| cx.ctx.dialect_words(a)).and_then(|(_, w)| w.first().copied()) else {
        return Ok(());
    };
    let int_like = matches!(cx.ctx.type_kind(elem), TypeKind::Integer { .. } | TypeKind::Index);
    let float = matches!(cx.ctx.type_kind(elem), TypeKind::Float(_));
    let supported = match kind {
        "add" | "mul" => int_like || float,
        "minui" | "minsi" | "maxui" | "maxsi" | "and" | "or" | "xor" => int_like,
        "minnumf" | "maxnumf" | "minimumf" | "maximumf" => float,
        _ => true,
    };
    // MLIR quotes the type it already prints quoted: `''f32''`.
    if !supported {
        return Err(cx.op_err(op, format!("unsupported reduction type ''{}'' for kind '{kind}'", cx.ts(elem))));
    }
    Ok(())
}

/// The masked, expanding and compressing loads: their rank-1 operands
/// (ODS constraints) first, then the memory rules.
fn masked_load(cx: &Cx, op: Op) -> Res {
    mk::masked_ranks(cx, op)?;
    m::masked_load(cx, op)
}

fn masked_store(cx: &Cx, op: Op) -> Res {
    mk::masked_ranks(cx, op)?;
    m::masked_store(cx, op)
}

/// `vector.scatter`: its 1-D operands first (ODS constraints), then the
/// memory rules.
fn scatter(cx: &Cx, op: Op) -> Res {
    sh::scatter_ranks(cx, op)?;
    m::scatter(cx, op)
}
