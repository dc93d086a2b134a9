//! Facts about the memref dialect that its generated op table does not
//! carry: the names its ops give their results in the custom form (MLIR
//! 19.1.7's `getAsmResultNames` in `MemRefOps.cpp`), checked against
//! mlir-opt-19. Its atomic kinds are arith's `AtomicRMWKind`
//! ([`crate::dialects::arith`]'s enums, found by name through the registry).

use crate::ods::opdef::TypeRule;

pub static RESULT_NAMES: &[(&str, &[&str])] = &[
    ("memref.alloc", &["alloc"]),
    ("memref.alloca", &["alloca"]),
    ("memref.cast", &["cast"]),
    ("memref.collapse_shape", &["collapse_shape"]),
    ("memref.dim", &["dim"]),
    ("memref.expand_shape", &["expand_shape"]),
    ("memref.extract_aligned_pointer_as_index", &["intptr"]),
    ("memref.extract_strided_metadata", &["base_buffer", "offset", "sizes", "strides"]),
    ("memref.memory_space_cast", &["memspacecast"]),
    ("memref.reinterpret_cast", &["reinterpret_cast"]),
    ("memref.reshape", &["reshape"]),
    ("memref.subview", &["subview"]),
    ("memref.transpose", &["transpose"]),
    ("memref.view", &["view"]),
];

/// The types the declarative forms leave out (`TypesMatchWith`: a load's
/// result and a store's value are the memref's element type).
pub static TYPE_RULES: &[(&str, &[TypeRule])] = &[
    ("memref.load", &[TypeRule::ElementOf { from: "memref", to: "result" }]),
    ("memref.store", &[TypeRule::ElementOf { from: "memref", to: "value" }]),
];
