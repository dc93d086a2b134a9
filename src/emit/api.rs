//! What a dialect's translation hooks may use (MLIR's
//! `LLVMTranslationDialectInterface`): a dialect other than LLVM whose
//! discardable attributes change the translated module says so in its
//! [`DialectTranslation`] row, as data the translation then builds, so
//! dialect code never touches LLVM itself.
//!
//! This file is plain Rust: it is compiled with or without the `llvm`
//! feature, so the dialects can always register their rows.

use crate::ir::{Attr, AttrKind, Context, DenseData};

/// A dialect's translation hooks.
#[derive(Debug)]
pub struct DialectTranslation {
    /// `amendOperation` for an `llvm.func` carrying a discardable attribute
    /// of this dialect (`nvvm.kernel`): given the attribute's name without
    /// the namespace (`kernel`) and its value, the entries to append to
    /// the module's named metadata, in order. Called once per attribute,
    /// in the function's attribute order, after its body is translated.
    pub amend_function: Option<AmendFunctionFn>,
}

/// See [`DialectTranslation::amend_function`].
pub type AmendFunctionFn = fn(&Context, &str, Attr) -> Vec<NamedMetadataEntry>;

impl DialectTranslation {
    pub const EMPTY: DialectTranslation = DialectTranslation { amend_function: None };
}

/// One node appended to a named metadata list (`!nvvm.annotations`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedMetadataEntry {
    /// The list's name (`nvvm.annotations`).
    pub list: &'static str,
    /// The node's operands.
    pub operands: Vec<MdOperand>,
}

/// One operand of a metadata node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MdOperand {
    /// The function being amended (`ptr @f`).
    Function,
    /// `!"text"`.
    String(String),
    /// An integer constant (`i32 1`): its bit width and bits.
    Int { width: u32, value: u64 },
}

/// The integers of an `array<i32: ...>` / `array<i64: ...>` attribute, of
/// integer dense elements (a splat expanded to the shape), or of an array
/// of integers.
pub fn dense_ints(ctx: &Context, a: Attr) -> Option<Vec<i128>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { .. } => ctx.dense_array_ints(a),
        AttrKind::DenseElements { data: DenseData::Ints(v), ty } => {
            let n = crate::ir::static_shape(ctx, *ty).map(|(s, _)| s.iter().product::<u64>() as usize)?;
            if v.len() == n {
                Some(v.to_vec())
            } else if v.len() == 1 {
                Some(vec![v[0]; n])
            } else {
                None
            }
        }
        AttrKind::Array(items) => items.iter().map(|&i| ctx.int_value(i)).collect(),
        _ => None,
    }
}
