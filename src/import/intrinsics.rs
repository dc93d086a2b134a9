//! Intrinsic calls: an intrinsic the LLVM dialect has an op for becomes
//! `llvm.intr.<name>` (its immediate arguments as properties, as the op
//! defines them); its declaration is then not imported. Others stay calls
//! of the declared intrinsic function, as MLIR 19 imports them.

use inkwell::llvm_sys::prelude::*;

use super::ffi::{name, operand};
use super::{Importer, R};
use crate::ir::{Op, Type, Value};

/// The `llvm.intr.*` op name for an intrinsic's name (`llvm.memcpy.p0.p0.i64`
/// → `llvm.intr.memcpy`): the longest registered op the name starts with,
/// followed only by overload suffixes.
pub(crate) fn op_for(intrinsic: &str) -> Option<String> {
    let rest = intrinsic.strip_prefix("llvm.")?;
    // LLVM's spelling of the varargs intrinsics differs from the ops'.
    let rest = if let Some(r) = rest.strip_prefix("va_") { format!("va{r}") } else { rest.to_string() };
    let parts: Vec<&str> = rest.split('.').collect();
    for n in (1..=parts.len()).rev() {
        let candidate = format!("llvm.intr.{}", parts[..n].join("."));
        if crate::ods::lookup(&candidate).is_some() {
            // Debug intrinsics need a conversion of their own.
            if candidate.starts_with("llvm.intr.dbg.") {
                return None;
            }
            return Some(candidate);
        }
    }
    None
}

impl Importer<'_> {
    /// Whether a declared intrinsic becomes ops (so its declaration is
    /// dropped).
    pub(crate) fn convertible_intrinsic(&self, f: LLVMValueRef) -> bool {
        // The debug intrinsics have ops of their own (see `debug_info`).
        let n = name(f);
        op_for(&n).is_some() || matches!(n.as_str(), "llvm.dbg.declare" | "llvm.dbg.value" | "llvm.dbg.label")
    }

    /// `llvm.intr.*` for a call of intrinsic `f`, or `None` when the
    /// dialect has no op for it.
    pub(crate) fn intrinsic_call(&mut self, inst: LLVMValueRef, f: LLVMValueRef, results: &[Type]) -> R<Option<Op>> {
        let Some(op_name) = op_for(&name(f)) else { return Ok(None) };
        let short = op_name.trim_start_matches("llvm.intr.");
        let imm = crate::emit::intrinsics::imm_args(short);
        // SAFETY: the argument count of a live call.
        let nargs = unsafe { inkwell::llvm_sys::core::LLVMGetNumArgOperands(inst) };
        let mut ops: Vec<Value> = Vec::new();
        let mut props = Vec::new();
        for i in 0..nargs {
            let a = operand(inst, i);
            if let Some(&(prop, _)) = imm.iter().find(|(_, idx)| *idx == i as usize) {
                let ty = self.type_of(a);
                let width = match self.ctx.type_kind(ty) {
                    crate::ir::TypeKind::Integer { width, .. } => *width,
                    _ => 64,
                };
                let Some(_) = super::ffi::const_int(a) else {
                    let text = self.error_text(inst);
                    let (loc, called_from) = self.inst_diag_locs(inst);
                    self.diags.push(super::ImportDiag { loc, called_from, error: true, message: format!("unhandled intrinsic: {text}") });
                    return Err(super::Failed);
                };
                // SAFETY: `a` is a ConstantInt.
                let v = unsafe { inkwell::llvm_sys::core::LLVMConstIntGetSExtValue(a) };
                let attr = self.ctx.int_attr(v as i128, width);
                props.push((prop, attr));
                continue;
            }
            ops.push(self.value(a)?);
        }
        let def = crate::ods::lookup(&op_name).map(|i| i.def);
        if def.is_some_and(|d| d.attr("fastmathFlags").is_some()) {
            props.push(("fastmathFlags", self.fastmath(inst, false)));
        }
        let results: Vec<Type> = if def.is_some_and(|d| d.results.is_empty()) { vec![] } else { results.to_vec() };
        let op = self.make_op(&op_name, &ops, &results, props, &[], &[]);
        let block = self.cur_block.expect("a block is current");
        self.body.append_op(block, op);
        if self.body.op(op).num_results == 1 {
            let v = Value(self.body.op(op).first_result);
            self.values.insert(inst, v);
        }
        Ok(Some(op))
    }
}
