//! The vector dialect's own rules, with MLIR 19's wording:
//! `vector.reduction` reduces a 0-D or 1-D vector with a combining kind
//! its element type supports; the shuffle and memory ops' rules are in
//! [`super::verify_memory`].

use crate::ir::{Op, TypeKind};
use crate::verify::api::{Cx, DialectVerify, OpVerify, Res};

use super::verify_memory as m;

pub const VERIFY: DialectVerify = DialectVerify { ops: OPS, ..DialectVerify::EMPTY };

static OPS: &[OpVerify] = &[
    OpVerify { op: "vector.reduction", verify: Some(reduction), ..OpVerify::NONE },
    OpVerify { op: "vector.shuffle", verify: Some(m::shuffle), ..OpVerify::NONE },
    OpVerify { op: "vector.load", verify: Some(m::load), ..OpVerify::NONE },
    OpVerify { op: "vector.store", verify: Some(m::store), ..OpVerify::NONE },
    OpVerify { op: "vector.maskedload", verify: Some(m::masked_load), ..OpVerify::NONE },
    OpVerify { op: "vector.maskedstore", verify: Some(m::masked_store), ..OpVerify::NONE },
    OpVerify { op: "vector.expandload", verify: Some(m::masked_load), ..OpVerify::NONE },
    OpVerify { op: "vector.compressstore", verify: Some(m::masked_store), ..OpVerify::NONE },
    OpVerify { op: "vector.gather", verify: Some(m::gather), ..OpVerify::NONE },
    OpVerify { op: "vector.scatter", verify: Some(m::scatter), ..OpVerify::NONE },
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
