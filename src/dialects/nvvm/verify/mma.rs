//! `nvvm.mma.sync`'s verifier (MLIR 19's `MmaOp::verify`): the shapes and
//! fragment types each multiplicand PTX type allows, then the operand
//! segments and the result against them, with MLIR's messages.

use super::types::{Elem, Repeat};
use crate::verify::api::{Cx, Res};
use crate::dialects::nvvm::attrs::{keyword, shape_mnk};
use crate::ir::Op;

fn is_int4(t: &str) -> bool {
    matches!(t, "s4" | "u4")
}
fn is_int8(t: &str) -> bool {
    matches!(t, "s8" | "u8")
}
fn is_integer(t: &str) -> bool {
    is_int4(t) || is_int8(t) || matches!(t, "b1" | "s32")
}

/// What one multiplicand type allows.
#[derive(Default)]
struct Allowed {
    shapes: Vec<[i64; 3]>,
    a: Vec<Repeat>,
    b: Vec<Repeat>,
    c: Vec<Repeat>,
    result: Vec<Repeat>,
}

/// The allowed variants for `m = 16` and `m = 8`, or MLIR's message for a
/// multiplicand type it has no `m = 16` variant of.
fn allowed(shape: [i64; 3], a_type: &str) -> Result<Allowed, String> {
    let mut w = Allowed::default();
    if shape[0] == 16 {
        let (k_factor, mut frag) = match a_type {
            "tf32" => {
                w.result.push(Repeat(4, Elem::F32));
                (4, Some(Elem::I32))
            }
            // MLIR 19 treats bf16 fragments as f16 ones.
            "f16" | "bf16" => {
                w.result.push(Repeat(2, Elem::F16x2));
                w.result.push(Repeat(4, Elem::F32));
                (8, Some(Elem::F16x2))
            }
            "s4" | "u4" => (32, None),
            "b1" => (128, None),
            "s8" | "u8" => (16, None),
            other => return Err(format!("invalid shape or multiplicand type: {other}")),
        };
        if is_integer(a_type) {
            w.result.push(Repeat(4, Elem::I32));
            w.c.push(Repeat(4, Elem::I32));
            frag = Some(Elem::I32);
        } else {
            w.c.push(Repeat(2, Elem::F16x2));
            w.c.push(Repeat(4, Elem::F32));
        }
        let frag = frag.unwrap_or(Elem::I32);
        let unit = |d: i64| ((d / 8) * (shape[2] / k_factor)).max(0) as usize;
        w.a.push(Repeat(unit(shape[0]), frag));
        w.b.push(Repeat(unit(shape[1]), frag));
        w.shapes.push([16, 8, k_factor]);
        w.shapes.push([16, 8, k_factor * 2]);
    }
    if shape[0] == 8 {
        if a_type == "f16" {
            w.a.push(Repeat(2, Elem::F16x2));
            w.b.push(Repeat(2, Elem::F16x2));
            w.result.push(Repeat(4, Elem::F16x2));
            w.result.push(Repeat(8, Elem::F32));
            w.c.push(Repeat(4, Elem::F16x2));
            w.c.push(Repeat(8, Elem::F32));
            w.shapes.push([8, 8, 4]);
        }
        if a_type == "f64" {
            w.a.push(Repeat(1, Elem::F64));
            w.b.push(Repeat(1, Elem::F64));
            w.c.push(Repeat(2, Elem::F64));
            w.result.push(Repeat(2, Elem::F64));
            w.shapes.push([8, 8, 4]);
        }
        if is_integer(a_type) {
            w.a.push(Repeat(1, Elem::I32));
            w.b.push(Repeat(1, Elem::I32));
            w.c.push(Repeat(2, Elem::I32));
            w.result.push(Repeat(2, Elem::I32));
            if is_int4(a_type) {
                w.shapes.push([8, 8, 32]);
            }
            if is_int8(a_type) {
                w.shapes.push([8, 8, 16]);
            }
            if a_type == "b1" {
                w.shapes.push([8, 8, 128]);
            }
        }
    }
    Ok(w)
}

pub fn mma_sync(cx: &Cx, op: Op) -> Res {
    let ctx = cx.ctx;
    let (Some(shape), Some(a_type)) = (
        cx.prop(op, "shape").and_then(|a| shape_mnk(ctx, a)),
        cx.prop(op, "multiplicandAPtxType").and_then(|a| keyword(ctx, "nvvm.mma_type", a)),
    ) else {
        // Only an op built in the generic form lacks these; MLIR reads
        // them unchecked, so there is no message to give.
        return Ok(());
    };
    let w = allowed(shape, a_type).map_err(|m| cx.err(op, m))?;
    if w.a.is_empty() || w.b.is_empty() || w.c.is_empty() || !w.shapes.contains(&shape) {
        return Err(cx.op_err(op, format!("unimplemented variant for MMA shape <{}, {}, {}>", shape[0], shape[1], shape[2])));
    }
    let sizes = cx.segment_sizes(op, "operandSegmentSizes").unwrap_or_default();
    let types = cx.operand_types(op);
    let mut start = 0usize;
    for (i, (name, expected)) in [("A", &w.a), ("B", &w.b), ("C", &w.c)].into_iter().enumerate() {
        let len = sizes.get(i).copied().unwrap_or(0).max(0) as usize;
        let segment = types.get(start..(start + len).min(types.len())).unwrap_or(&[]);
        start += len;
        if !expected.iter().any(|r| r.matches_list(ctx, segment)) {
            let options: String = expected.iter().map(|r| format!("{}x{} ", r.0, r.1.spelled())).collect();
            let got: Vec<String> = segment.iter().map(|&t| cx.ts(t)).collect();
            return Err(cx.op_err(
                op,
                format!("Could not match types for the {name} operands; expected one of {options}but got {}", got.join(", ")),
            ));
        }
    }
    if let Some(res) = cx.result_type(op, 0) {
        if !w.result.iter().any(|r| r.matches_struct(ctx, res)) {
            let options: Vec<String> = w.result.iter().map(|r| r.struct_spelled()).collect();
            return Err(cx.op_err(
                op,
                format!(
                    "Could not match allowed types for the result; expected one of {} but got {}",
                    options.join(", "),
                    cx.ts(res)
                ),
            ));
        }
    }
    if a_type == "b1" && cx.prop(op, "b1Op").is_none() {
        return Err(cx.op_err(op, "op requires b1Op attribute"));
    }
    if (is_int4(a_type) || is_int8(a_type)) && cx.prop(op, "intOverflowBehavior").is_none() {
        return Err(cx.op_err(op, "op requires intOverflowBehavior attribute"));
    }
    Ok(())
}
