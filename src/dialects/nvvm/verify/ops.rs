//! The NVVM ops' own verifiers (MLIR 19's NVVMDialect.cpp), with MLIR's
//! messages: shuffles, warp matrix loads, stores and multiplies (whose
//! valid shape/type combinations are those NVVM has intrinsics for),
//! `ldmatrix`, `cp.async` and the TMA tensor copy. `mma.sync` is in
//! [`super::mma`].

use super::types::{Elem, Repeat};
use crate::dialects::nvvm::attrs::keyword;
use crate::ir::{LlvmType, Op, TypeKind};
use crate::verify::api::{Cx, Res};

/// With `return_value_and_is_valid`, the result is `{value, i1}`.
pub fn shfl(cx: &Cx, op: Op) -> Res {
    if cx.prop(op, "return_value_and_is_valid").is_none_or(|a| !matches!(cx.ctx.attr_kind(a), crate::ir::AttrKind::Unit)) {
        return Ok(());
    }
    let Some(res) = cx.result_type(op, 0) else { return Ok(()) };
    let fields = match cx.ctx.type_kind(res) {
        TypeKind::Llvm(LlvmType::LiteralStruct { fields, .. }) => Some(fields.to_vec()),
        TypeKind::Llvm(LlvmType::IdentifiedStruct { .. }) => match cx.ctx.struct_body(res) {
            Some(crate::ir::StructBody::Fields { fields, .. }) => Some(fields.to_vec()),
            _ => Some(Vec::new()),
        },
        _ => None,
    };
    let ok = fields.is_some_and(|f| f.len() == 2 && matches!(cx.ctx.type_kind(f[1]), TypeKind::Integer { width: 1, .. }));
    if !ok {
        return Err(cx.err(op, "expected return type to be a two-element struct with i1 as the second element"));
    }
    Ok(())
}

/// The shapes (m, n, k) the warp matrix ops exist for, with the element
/// types of their fragments (NVVMOps.td's `NVVM_MMA_OPS`).
const GEOMS: [[i64; 3]; 3] = [[16, 16, 16], [32, 8, 16], [8, 32, 16]];
const TF32_GEOM: [i64; 3] = [16, 16, 8];

/// Whether `wmma.load` (frag a/b/c) or `wmma.store` (frag d) has an
/// intrinsic for this shape, element type and fragment.
fn load_store_exists(shape: [i64; 3], eltype: &str, frag: &str) -> bool {
    if GEOMS.contains(&shape) {
        match frag {
            "a" | "b" => matches!(eltype, "f16" | "s8" | "u8"),
            _ => matches!(eltype, "f16" | "f32" | "s32"),
        }
    } else if shape == TF32_GEOM {
        match frag {
            "a" | "b" => eltype == "tf32",
            _ => eltype == "f32",
        }
    } else {
        false
    }
}

/// Whether `wmma.mma` has an intrinsic: `eltypeA` is the multiplicands'
/// type and `eltypeB` the accumulator's.
fn mma_exists(shape: [i64; 3], a: &str, b: &str) -> bool {
    (shape == TF32_GEOM && a == "tf32" && b == "f32")
        || (GEOMS.contains(&shape) && ((a == "f16" && matches!(b, "f16" | "f32")) || (matches!(a, "s8" | "u8") && b == "s32")))
}

/// The fragment a thread holds (MLIR's `inferMMATypeFromMNK`): element
/// type and count.
fn fragment(eltype: &str, frag: &str, [m, n, k]: [i64; 3]) -> Repeat {
    let (rows, cols) = match frag {
        "a" => (m, k),
        "b" => (k, n),
        _ => (m, n),
    };
    match eltype {
        "f16" => Repeat(if matches!(frag, "a" | "b") { 8 } else { 4 }, Elem::F16x2),
        "f32" => Repeat(8, Elem::F32),
        "tf32" => Repeat(4, Elem::I32),
        "s8" | "u8" => {
            let parallel = match frag {
                "a" => rows,
                "b" => cols,
                _ => 0,
            };
            Repeat(
                match parallel {
                    16 => 2,
                    8 => 1,
                    32 => 4,
                    _ => 0,
                },
                Elem::I32,
            )
        }
        _ => Repeat(8, Elem::I32),
    }
}

/// `m`, `n`, `k` integer properties.
fn mnk(cx: &Cx, op: Op) -> Option<[i64; 3]> {
    let get = |n: &str| cx.prop_int(op, n).and_then(|v| i64::try_from(v).ok());
    Some([get("m")?, get("n")?, get("k")?])
}

fn address_space(cx: &Cx, op: Op) -> Option<u32> {
    let ptr = cx.operand_type(op, 0)?;
    match cx.ctx.type_kind(ptr) {
        TypeKind::Llvm(LlvmType::Ptr { addr_space }) => Some(*addr_space),
        _ => None,
    }
}

pub fn wmma_load(cx: &Cx, op: Op) -> Res {
    if address_space(cx, op).is_some_and(|s| !matches!(s, 0 | 1 | 3)) {
        return Err(cx.op_err(op, "expected source pointer in memory space 0, 1, 3"));
    }
    let ctx = cx.ctx;
    let (Some(shape), Some(eltype), Some(frag)) = (
        mnk(cx, op),
        cx.prop(op, "eltype").and_then(|a| keyword(ctx, "nvvm.mma_type", a)),
        cx.prop(op, "frag").and_then(|a| keyword(ctx, "nvvm.mma_frag", a)),
    ) else {
        return Ok(());
    };
    if !load_store_exists(shape, eltype, frag) {
        return Err(cx.op_err(op, "invalid attribute combination"));
    }
    let want = fragment(eltype, frag, shape);
    match cx.result_type(op, 0).as_ref() {
        Some(&res) if !want.matches_struct(ctx, res) => Err(cx.op_err(
            op,
            format!("expected destination type is a structure of {} elements of type '{}'", want.0, want.1.spelled()),
        )),
        _ => Ok(()),
    }
}

pub fn wmma_store(cx: &Cx, op: Op) -> Res {
    if address_space(cx, op).is_some_and(|s| !matches!(s, 0 | 1 | 3)) {
        return Err(cx.op_err(op, "expected operands to be a source pointer in memory space 0, 1, 3"));
    }
    let ctx = cx.ctx;
    let (Some(shape), Some(eltype)) = (mnk(cx, op), cx.prop(op, "eltype").and_then(|a| keyword(ctx, "nvvm.mma_type", a)))
    else {
        return Ok(());
    };
    if !load_store_exists(shape, eltype, "d") {
        return Err(cx.op_err(op, "invalid attribute combination"));
    }
    let want = fragment(eltype, "c", shape);
    // The data operands sit between the pointer and the stride.
    let types = cx.operand_types(op);
    let args = types.get(1..types.len().saturating_sub(1)).unwrap_or(&[]);
    if args.len() != want.0 {
        return Err(cx.op_err(op, format!("expected {} data operands", want.0)));
    }
    if args.iter().any(|&t| !want.1.matches(ctx, t)) {
        return Err(cx.op_err(op, format!("expected data operands of type '{}'", want.1.spelled())));
    }
    Ok(())
}

pub fn wmma_mma(cx: &Cx, op: Op) -> Res {
    let ctx = cx.ctx;
    let ty = |n: &str| cx.prop(op, n).and_then(|a| keyword(ctx, "nvvm.mma_type", a));
    let (Some(shape), Some(a), Some(b)) = (mnk(cx, op), ty("eltypeA"), ty("eltypeB")) else { return Ok(()) };
    let layouts_ok = ["layoutA", "layoutB"].iter().all(|n| cx.prop(op, n).and_then(|l| keyword(ctx, "nvvm.mma_layout", l)).is_some());
    if !layouts_ok || !mma_exists(shape, a, b) {
        return Err(cx.op_err(op, "invalid attribute combination"));
    }
    let frags = [fragment(a, "a", shape), fragment(a, "b", shape), fragment(b, "c", shape)];
    let expected: Vec<Elem> = frags.iter().flat_map(|r| std::iter::repeat_n(r.1, r.0)).collect();
    let args = cx.operand_types(op);
    if args.len() != expected.len() {
        return Err(cx.op_err(op, format!("expected {} arguments", expected.len())));
    }
    for (i, (&t, e)) in args.iter().zip(&expected).enumerate() {
        if !e.matches(ctx, t) {
            return Err(cx.op_err(op, format!("expected argument {i} to be of type '{}'", e.spelled())));
        }
    }
    let c = frags[2];
    match cx.result_type(op, 0).as_ref() {
        Some(&res) if !c.matches_struct(ctx, res) => Err(cx.op_err(
            op,
            format!("expected destination type is a structure of {} elements of type '{}'", c.0, c.1.spelled()),
        )),
        _ => Ok(()),
    }
}

pub fn ldmatrix(cx: &Cx, op: Op) -> Res {
    if address_space(cx, op).is_some_and(|s| s != 3) {
        return Err(cx.op_err(op, "expected source pointer in memory space 3"));
    }
    let Some(num) = cx.prop_int(op, "num") else { return Ok(()) };
    if !matches!(num, 1 | 2 | 4) {
        return Err(cx.op_err(op, "expected num attribute to be 1, 2 or 4"));
    }
    let Some(res) = cx.result_type(op, 0) else { return Ok(()) };
    if num == 1 && !Elem::I32.matches(cx.ctx, res) {
        return Err(cx.op_err(op, "expected destination type is i32"));
    }
    if num != 1 && !Repeat(num as usize, Elem::I32).matches_struct(cx.ctx, res) {
        return Err(cx.op_err(op, format!("expected destination type is a structure of {num} elements of type i32")));
    }
    Ok(())
}

pub fn cp_async(cx: &Cx, op: Op) -> Res {
    let modifier = cx.prop(op, "modifier").and_then(|a| keyword(cx.ctx, "nvvm.load_cache_modifier", a));
    let Some(size) = cx.prop_int(op, "size") else { return Ok(()) };
    if !matches!(modifier, Some("cg" | "ca")) {
        return Err(cx.err(op, "Only CG and CA cache modifiers are supported."));
    }
    if !matches!(size, 4 | 8 | 16) {
        return Err(cx.err(op, "expected byte size to be either 4, 8 or 16."));
    }
    if modifier == Some("cg") && size != 16 {
        return Err(cx.err(op, "CG cache modifier is only support for 16 bytes copy."));
    }
    Ok(())
}

/// The TMA load: 1 to 5 coordinates; im2col mode needs at least 3, and
/// two more coordinates than offsets.
pub fn tma_load(cx: &Cx, op: Op) -> Res {
    let Some(sizes) = cx.segment_sizes(op, "operandSegmentSizes") else { return Ok(()) };
    let (Some(&dims), Some(&offsets)) = (sizes.get(2), sizes.get(4)) else { return Ok(()) };
    if !(1..=5).contains(&dims) {
        return Err(cx.err(op, "expects coordinates between 1 to 5 dimension"));
    }
    if offsets > 0 {
        if dims < 3 {
            return Err(cx.err(op, "to use im2col mode, the tensor has to be at least 3-dimensional"));
        }
        if dims != offsets + 2 {
            return Err(cx.err(op, "im2col offsets must be 2 less than number of coordinates"));
        }
    }
    Ok(())
}
