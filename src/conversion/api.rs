//! What a dialect's conversion patterns (`to_llvm.rs`) and the passes that
//! drive them may use: the target's legality rules, the type converter,
//! the pattern trait with its rewriter, the driver, and the cast
//! materialisation.

pub use super::framework::{
    apply_conversion, materialize_cast, ConversionPattern, ConversionRewriter, ConversionTarget, Legality, Mode,
    TypeConverter,
};
pub use super::reconcile_casts::INFO as RECONCILE_UNREALIZED_CASTS;
