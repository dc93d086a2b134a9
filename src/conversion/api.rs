//! What a dialect's conversion patterns (`to_llvm.rs`) and the passes that
//! drive them may use: the target's legality rules, the type converter,
//! the pattern trait with its rewriter, the driver, and the cast
//! materialisation.

pub use super::framework::{
    apply_conversion, materialize_cast, ConversionPattern, ConversionRewriter, ConversionTarget, Legality, Mode,
    TypeConverter,
};
pub use super::flags::llvm_flags;
pub use super::nd_vector::{extract_value, innermost_vector, insert_value, undef, unroll as unroll_nd};
pub use super::reconcile_casts::INFO as RECONCILE_UNREALIZED_CASTS;
pub use super::to_llvm::{
    create_op, llvm_type_converter, lower_dialects, DialectLowering, LowerFn, LowerOptions, LowerPass, OpLowering,
    CONVERT_TO_LLVM, INDEX_BITWIDTH,
};
