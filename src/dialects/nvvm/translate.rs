//! The NVVM dialect's translation hook (MLIR's
//! `NVVMDialectLLVMIRTranslationInterface::amendOperation`): function
//! attributes become `!nvvm.annotations` entries.

use crate::emit::api::{dense_ints, DialectTranslation, MdOperand, NamedMetadataEntry};
use crate::ir::{Attr, Context};

/// The NVVM dialect's translation hooks.
pub const TRANSLATE: DialectTranslation = DialectTranslation { amend_function: Some(amend_function) };

/// `nvvm.kernel` → `!{ptr @f, !"kernel", i32 1}`, `nvvm.minctasm` and
/// `nvvm.maxnreg` with their value, `nvvm.maxntid`/`nvvm.reqntid` as one
/// entry per dimension (`maxntidx`, `maxntidy`, `maxntidz`).
fn amend_function(ctx: &Context, name: &str, value: Attr) -> Vec<NamedMetadataEntry> {
    let values: Vec<(String, i128)> = match name {
        "kernel" => vec![("kernel".into(), 1)],
        "minctasm" | "maxnreg" => match ctx.int_value(value) {
            Some(v) => vec![(name.into(), v)],
            None => return Vec::new(),
        },
        "maxntid" | "reqntid" => {
            let dims = dense_ints(ctx, value).unwrap_or_default();
            dims.iter().zip(["x", "y", "z"]).map(|(&v, axis)| (format!("{name}{axis}"), v)).collect()
        }
        _ => return Vec::new(),
    };
    values
        .into_iter()
        .map(|(what, v)| NamedMetadataEntry {
            list: "nvvm.annotations",
            operands: vec![MdOperand::Function, MdOperand::String(what), MdOperand::Int { width: 32, value: v as u64 }],
        })
        .collect()
}
