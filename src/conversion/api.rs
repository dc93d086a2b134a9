//! What a dialect's conversion patterns (`to_llvm.rs`) and the passes that
//! drive them may use: the target's legality rules, the type converter,
//! the pattern trait with its rewriter, the driver, and the cast
//! materialisation; the LLVM type rules and the memref descriptor
//! builders (`MemRefDescriptor`, `UnrankedMemRefDescriptor`: undef, pack,
//! unpack, get/set of each field, the strided element address) that memref
//! and vector lowerings use.

pub use super::descriptor::{extract_value, index_constant, insert_value, undef, MemRefDescriptor, UnrankedMemRefDescriptor};
pub use super::framework::{
    apply_conversion, apply_conversion_to, materialize_cast, ConversionPattern, ConversionRewriter, ConversionTarget, Legality, Materialize,
    Mode, TypeConverter,
};
pub use super::flags::llvm_flags;
pub use super::llvm_types::{is_strided, static_strides, strides_and_offset, LlvmTypes, LowerOptions, Signature};
pub use super::nd_vector::{innermost_vector, unroll as unroll_nd};
pub use super::reconcile_casts::INFO as RECONCILE_UNREALIZED_CASTS;
pub use super::runtime::{copy_unranked_descriptors, create_at_module_start, lookup_or_create_fn, lookup_symbol, module_of, string_address, string_global};
pub use super::to_llvm::{
    create_op, create_op_with, llvm_type_converter, NewOp, lower_dialects, lower_dialects_in, report_conversion, row_patterns, DialectLowering, LowerFn, LowerPass, OpLowering, run_lowering, run_lowering_with, target_ops, with_layout_index, TargetOps,
    CONVERT_TO_LLVM, INDEX_BITWIDTH,
};
