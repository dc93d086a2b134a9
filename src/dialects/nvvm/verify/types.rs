//! The few fixed types the NVVM verifiers compare against (`i32`, `f32`,
//! `f64`, `vector<2xf16>` and literal structs of them), matched
//! structurally: the verifier reads the context and cannot intern new
//! types, so "is this type `!llvm.struct<(f32, f32)>`" is asked of its
//! parts.

use crate::ir::{Context, FloatKind, LlvmType, Signedness, Type, TypeKind};

/// A fragment element type of the matrix ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    I32,
    F32,
    F64,
    /// `vector<2xf16>`.
    F16x2,
}

impl Elem {
    /// The type as MLIR prints it.
    pub fn spelled(self) -> &'static str {
        match self {
            Elem::I32 => "i32",
            Elem::F32 => "f32",
            Elem::F64 => "f64",
            Elem::F16x2 => "vector<2xf16>",
        }
    }

    pub fn matches(self, ctx: &Context, t: Type) -> bool {
        match (self, ctx.type_kind(t)) {
            (Elem::I32, TypeKind::Integer { width: 32, signedness: Signedness::Signless }) => true,
            (Elem::F32, TypeKind::Float(FloatKind::F32)) | (Elem::F64, TypeKind::Float(FloatKind::F64)) => true,
            (Elem::F16x2, TypeKind::Vector { shape, scalable, elem }) => {
                shape[..] == [2] && !scalable.iter().any(|&s| s) && matches!(ctx.type_kind(*elem), TypeKind::Float(FloatKind::F16))
            }
            _ => false,
        }
    }
}

/// `n` copies of one element type: an operand segment's expected types,
/// or a literal struct's fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Repeat(pub usize, pub Elem);

impl Repeat {
    /// Whether these are exactly `types`.
    pub fn matches_list(self, ctx: &Context, types: &[Type]) -> bool {
        types.len() == self.0 && types.iter().all(|&t| self.1.matches(ctx, t))
    }

    /// Whether `t` is the literal (unpacked) struct of these fields.
    pub fn matches_struct(self, ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_kind(t), TypeKind::Llvm(LlvmType::LiteralStruct { packed: false, fields }) if self.matches_list(ctx, fields))
    }

    /// `!llvm.struct<(f32, f32)>`.
    pub fn struct_spelled(self) -> String {
        let fields = vec![self.1.spelled(); self.0].join(", ");
        format!("!llvm.struct<({fields})>")
    }
}
