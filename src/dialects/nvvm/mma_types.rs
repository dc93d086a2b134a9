//! The PTX types of tensor-core operands, inferred from their MLIR types
//! as `MmaOp` does (for parsing, printing and verifying `nvvm.mma.sync`).

use crate::ir::{Context, FloatKind, LlvmType, StructBody, Type, TypeKind};

/// The PTX type MLIR's `MmaOp::inferOperandMMAType` gives an operand type.
pub fn infer_mma_type(ctx: &Context, t: Type, is_accumulator: bool) -> Option<&'static str> {
    match ctx.type_kind(t) {
        TypeKind::Float(FloatKind::F64) => Some("f64"),
        TypeKind::Float(FloatKind::F16) => Some("f16"),
        TypeKind::Vector { shape, scalable, elem }
            if shape[..] == [2] && !scalable.iter().any(|&s| s) && matches!(ctx.type_kind(*elem), TypeKind::Float(FloatKind::F16)) =>
        {
            Some("f16")
        }
        TypeKind::Float(FloatKind::F32) => Some(if is_accumulator { "f32" } else { "tf32" }),
        TypeKind::Integer { .. } => is_accumulator.then_some("s32"),
        TypeKind::Llvm(LlvmType::LiteralStruct { fields, .. }) => {
            fields.first().and_then(|&f| infer_mma_type(ctx, f, is_accumulator))
        }
        TypeKind::Llvm(LlvmType::IdentifiedStruct { .. }) => match ctx.struct_body(t)? {
            StructBody::Fields { fields, .. } => fields.first().and_then(|&f| infer_mma_type(ctx, f, is_accumulator)),
            StructBody::Opaque => None,
        },
        _ => None,
    }
}

