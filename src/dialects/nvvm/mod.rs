//! The NVVM dialect (NVIDIA GPU ops on top of the LLVM dialect): the op
//! tables of the ops llmir knows (`ops`: tensor-core MMA, loads and
//! copies; `sync_ops`: registers, barriers, votes, fences; `async_ops`:
//! async copies, TMA, wgmma) and the dialect's attributes.

pub mod async_ops;
pub mod attrs;
pub mod ops;
mod parse;
pub mod sync_ops;

use crate::ods::dialect::{AttrModel, Dialect};
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

/// The NVVM dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "nvvm",
    attrs: AttrModel::Modeled,
    bare_op_names: false,
    tables: &[ops::OPS, sync_ops::OPS, async_ops::OPS],
    required: &[ops::REQUIRED, sync_ops::REQUIRED, async_ops::REQUIRED],
    defaults: DEFAULTS,
    attr_schemas: std::slice::from_ref(&attrs::SHAPE),
    syntax: parse::SYNTAX,
    ..Dialect::EMPTY
};

/// `DefaultValuedAttr` properties of NVVM ops.
static DEFAULTS: &[(&str, &str, &str)] = &[
    ("nvvm.cp.async.mbarrier.arrive", "noinc", "false"),
    ("nvvm.cp.async.mbarrier.arrive.shared", "noinc", "false"),
];
