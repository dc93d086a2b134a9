//! Memory ops: loads and stores (atomic orderings, alignment, syncscope),
//! atomicrmw, cmpxchg, fence, alloca and getelementptr's index rules, as
//! the LLVM dialect's verifiers check them.

use crate::verify::api::{is_llvm_float, target_ext_sized, vector_elem, Cx, Res};
use crate::ods::enum_def;
use crate::ir::{AttrKind, FloatKind, IntOrFloat, LlvmType, Op, Type, TypeKind};

/// `AtomicOrdering` values (LLVM's numbering, as the dialect stores them).
const NOT_ATOMIC: i128 = 0;
const MONOTONIC: i128 = 2;

fn ordering_name(v: i128) -> String {
    i64::try_from(v)
        .ok()
        .and_then(|v| enum_def("AtomicOrdering")?.keyword(v))
        .map(str::to_string)
        .unwrap_or_else(|| v.to_string())
}

fn ordering_value(name: &str) -> i128 {
    enum_def("AtomicOrdering").and_then(|e| e.value(name)).unwrap_or(-1) as i128
}

/// Size in bits for the atomic type rule (default data layout: pointers
/// are 64 bits).
fn bit_width(cx: &Cx, t: Type) -> Option<u64> {
    match cx.ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width as u64),
        TypeKind::Llvm(LlvmType::Ptr { .. }) => Some(64),
        TypeKind::Llvm(LlvmType::PpcFp128) => Some(128),
        TypeKind::Float(k) => Some(match k {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 | FloatKind::PpcFp128 => 128,
            _ => return None,
        }),
        _ => None,
    }
}

/// `isTypeCompatibleWithAtomicOp`: integers, pointers and LLVM floats of a
/// power-of-two size of at least 8 bits.
fn atomic_type_ok(cx: &Cx, t: Type) -> bool {
    let k = cx.ctx.type_kind(t);
    if !matches!(k, TypeKind::Integer { .. } | TypeKind::Llvm(LlvmType::Ptr { .. })) && !is_llvm_float(k) {
        return false;
    }
    bit_width(cx, t).is_some_and(|w| w >= 8 && w.is_power_of_two())
}

/// `verifyAtomicMemOp` for loads and stores.
fn atomic_mem(cx: &Cx, op: Op, value: Type, unsupported: &[&str]) -> Res {
    let ordering = cx.prop_int(op, "ordering").unwrap_or(NOT_ATOMIC);
    if ordering != NOT_ATOMIC {
        if !atomic_type_ok(cx, value) {
            return Err(cx.op_err(op, format!("unsupported type '{}' for atomic access", cx.ts(value))));
        }
        let name = ordering_name(ordering);
        if unsupported.contains(&name.as_str()) {
            return Err(cx.op_err(op, format!("unsupported ordering '{name}'")));
        }
        if cx.prop(op, "alignment").is_none() {
            return Err(cx.op_err(op, "expected alignment for atomic access"));
        }
        return Ok(());
    }
    if cx.prop(op, "syncscope").is_some() {
        return Err(cx.op_err(op, "expected syncscope to be null for non-atomic access"));
    }
    Ok(())
}

pub fn load(cx: &Cx, op: Op) -> Res {
    let Some(t) = cx.result_type(op, 0) else { return Ok(()) };
    atomic_mem(cx, op, t, &["release", "acq_rel"])
}

pub fn store(cx: &Cx, op: Op) -> Res {
    let Some(t) = cx.operand_type(op, 0) else { return Ok(()) };
    atomic_mem(cx, op, t, &["acquire", "acq_rel"])
}

pub fn atomicrmw(cx: &Cx, op: Op) -> Res {
    let ops = cx.operand_types(op);
    let res = cx.result_types(op);
    let (Some(&val), Some(&r)) = (ops.get(1), res.first()) else { return Ok(()) };
    // The `TypesMatchWith` trait comes before the op's verifier.
    if val != r {
        return Err(cx.op_err(op, "failed to verify that result #0 and operand #1 have the same type"));
    }
    let bin_op = cx
        .prop_int(op, "bin_op")
        .and_then(|v| i64::try_from(v).ok())
        .and_then(|v| enum_def("AtomicBinOp")?.keyword(v))
        .unwrap_or("");
    if matches!(bin_op, "fadd" | "fsub" | "fmax" | "fmin") {
        if let Some(elem) = vector_elem(cx.ctx, val) {
            if matches!(cx.ctx.type_kind(val), TypeKind::Llvm(LlvmType::Vec { scalable: true, .. }))
                || matches!(cx.ctx.type_kind(val), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s))
            {
                return Err(cx.op_err(op, "expected LLVM IR fixed vector type"));
            }
            if !is_llvm_float(cx.ctx.type_kind(elem)) {
                return Err(cx.op_err(op, "expected LLVM IR floating point type for vector element"));
            }
        } else if !is_llvm_float(cx.ctx.type_kind(val)) {
            return Err(cx.op_err(op, "expected LLVM IR floating point type"));
        }
    } else if bin_op == "xchg" {
        if !atomic_type_ok(cx, val) {
            return Err(cx.op_err(op, "unexpected LLVM IR type for 'xchg' bin_op"));
        }
    } else {
        let w = match cx.ctx.type_kind(val) {
            TypeKind::Integer { width, .. } => *width,
            _ => 0,
        };
        if !matches!(w, 8 | 16 | 32 | 64) {
            return Err(cx.op_err(op, "expected LLVM IR integer type"));
        }
    }
    if cx.prop_int(op, "ordering").unwrap_or(NOT_ATOMIC) < MONOTONIC {
        return Err(cx.op_err(op, "expected at least 'monotonic' ordering"));
    }
    Ok(())
}

pub fn cmpxchg(cx: &Cx, op: Op) -> Res {
    let ops = cx.operand_types(op);
    let res = cx.result_types(op);
    let (Some(&cmp), Some(&val), Some(&r)) = (ops.get(1), ops.get(2), res.first()) else { return Ok(()) };
    if cmp != val {
        return Err(cx.op_err(op, "failed to verify that operand #1 and operand #2 have the same type"));
    }
    let pair_ok = match cx.ctx.type_kind(r) {
        TypeKind::Llvm(LlvmType::LiteralStruct { packed: false, fields }) => {
            fields.len() == 2
                && fields[0] == val
                && matches!(cx.ctx.type_kind(fields[1]), TypeKind::Integer { width: 1, .. })
        }
        _ => false,
    };
    if !pair_ok {
        return Err(cx.op_err(
            op,
            "failed to verify that result #0 has an LLVM struct type consisting of the type of operand #2 and a bool",
        ));
    }
    if !atomic_type_ok(cx, val) {
        return Err(cx.op_err(op, "unexpected LLVM IR type"));
    }
    let success = cx.prop_int(op, "success_ordering").unwrap_or(NOT_ATOMIC);
    let failure = cx.prop_int(op, "failure_ordering").unwrap_or(NOT_ATOMIC);
    if success < MONOTONIC || failure < MONOTONIC {
        return Err(cx.op_err(op, "ordering must be at least 'monotonic'"));
    }
    if failure == ordering_value("release") || failure == ordering_value("acq_rel") {
        return Err(cx.op_err(op, "failure ordering cannot be 'release' or 'acq_rel'"));
    }
    Ok(())
}

pub fn fence(cx: &Cx, op: Op) -> Res {
    let o = cx.prop_int(op, "ordering").unwrap_or(NOT_ATOMIC);
    if o == NOT_ATOMIC || o == ordering_value("unordered") || o == MONOTONIC {
        return Err(cx.op_err(op, "can be given only acquire, release, acq_rel, and seq_cst orderings"));
    }
    Ok(())
}

/// The type an attribute holds (`elem_type = f32`).
fn type_prop(cx: &Cx, op: Op, name: &str) -> Option<Type> {
    match cx.ctx.attr_kind(cx.prop(op, name)?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

pub fn alloca(cx: &Cx, op: Op) -> Res {
    if let Some(t) = type_prop(cx, op, "elem_type") {
        if let TypeKind::Llvm(LlvmType::TargetExt { name, .. }) = cx.ctx.type_kind(t) {
            if !target_ext_sized(name) {
                return Err(cx.op_err(op, "this target extension type cannot be used in alloca"));
            }
        }
    }
    Ok(())
}

/// GEP: as many dynamic indices as `rawConstantIndices` has placeholders,
/// and struct levels indexed by in-range constants.
pub fn gep(cx: &Cx, op: Op) -> Res {
    const DYNAMIC: i128 = i32::MIN as i128;
    let raw: Vec<i128> = match cx.prop(op, "rawConstantIndices").map(|a| cx.ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => values
            .iter()
            .map(|v| match v {
                IntOrFloat::Int(i) => *i,
                IntOrFloat::Float(_) => 0,
            })
            .collect(),
        _ => Vec::new(),
    };
    let dynamic = cx.body.op(op).operands.len().saturating_sub(1);
    if raw.iter().filter(|&&i| i == DYNAMIC).count() != dynamic {
        return Err(cx.op_err(op, "expected as many dynamic indices as specified in 'rawConstantIndices'"));
    }
    let Some(mut t) = type_prop(cx, op, "elem_type") else { return Ok(()) };
    for (pos, &index) in raw.iter().enumerate().skip(1) {
        match cx.ctx.type_kind(t) {
            TypeKind::Llvm(LlvmType::LiteralStruct { fields, .. }) => {
                t = struct_field(cx, op, fields, pos, index)?;
            }
            TypeKind::Llvm(LlvmType::IdentifiedStruct { .. }) => match cx.ctx.struct_body(t) {
                Some(crate::ir::StructBody::Fields { fields, .. }) => {
                    let fields = fields.clone();
                    t = struct_field(cx, op, &fields, pos, index)?;
                }
                _ => return Ok(()),
            },
            TypeKind::Vector { elem, .. }
            | TypeKind::Llvm(LlvmType::Vec { elem, .. } | LlvmType::Array { elem, .. }) => t = *elem,
            _ => return Err(cx.op_err(op, format!("type '{}' cannot be indexed (index #{pos})", cx.ts(t)))),
        }
    }
    Ok(())
}

fn struct_field(cx: &Cx, op: Op, fields: &[Type], pos: usize, index: i128) -> Result<Type, crate::diag::Diagnostic> {
    if index == i32::MIN as i128 {
        return Err(cx.op_err(op, format!("expected index {pos} indexing a struct to be constant")));
    }
    match usize::try_from(index).ok().and_then(|i| fields.get(i)) {
        Some(&f) => Ok(f),
        None => Err(cx.op_err(op, format!("index {pos} indexing a struct is out of bounds"))),
    }
}
