//! Metadata that MLIR attaches while translating: branch weights and
//! function entry counts (`!prof`), `!nontemporal`, `!invariant.load`,
//! linker options, and the named metadata other dialects' translation
//! hooks ask for (NVVM's `!nvvm.annotations`).
//! Nodes are uniqued by LLVM, so equal nodes print once, as MLIR's do.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;

use super::api::MdOperand;
use super::Tr;
use crate::ir::Op;

impl Tr<'_> {
    pub(crate) fn md_string(&self, s: &str) -> LLVMMetadataRef {
        // SAFETY: LLVM copies the string into the live context.
        unsafe { LLVMMDStringInContext2(self.llctx, s.as_ptr().cast(), s.len()) }
    }

    pub(crate) fn md_int(&self, width: u32, v: u64) -> LLVMMetadataRef {
        // SAFETY: an integer constant of the live context, as metadata.
        unsafe { LLVMValueAsMetadata(LLVMConstInt(LLVMIntTypeInContext(self.llctx, width), v, 0)) }
    }

    pub(crate) fn md_node(&self, ops: &mut [LLVMMetadataRef]) -> LLVMMetadataRef {
        // SAFETY: the operands are metadata of the live context.
        unsafe { LLVMMDNodeInContext2(self.llctx, ops.as_mut_ptr(), ops.len()) }
    }

    pub(crate) fn md_kind(&self, name: &str) -> u32 {
        // SAFETY: reads `name` for its length.
        unsafe { LLVMGetMDKindIDInContext(self.llctx, name.as_ptr().cast(), name.len() as u32) }
    }

    /// Attaches `md` to instruction `inst` under `kind`.
    pub(crate) fn attach(&self, inst: LLVMValueRef, kind: &str, md: LLVMMetadataRef) {
        // SAFETY: `inst` is an instruction of the live context.
        unsafe {
            if !LLVMIsAInstruction(inst).is_null() {
                LLVMSetMetadata(inst, self.md_kind(kind), LLVMMetadataAsValue(self.llctx, md));
            }
        }
    }

    /// `branch_weights = array<i32: ...>` → `!prof !{!"branch_weights", ...}`.
    pub(crate) fn branch_weights(&self, op: Op, inst: LLVMValueRef) {
        // Only `array<i32: ...>`: MLIR ignores a weight list of another kind.
        let Some(a) = self.prop(op, "branch_weights") else { return };
        if !matches!(self.ctx.attr_kind(a), crate::ir::AttrKind::DenseArray { .. }) {
            return;
        }
        let Some(w) = self.dense_ints(a) else { return };
        if w.is_empty() {
            return;
        }
        let mut ops = vec![self.md_string("branch_weights")];
        ops.extend(w.iter().map(|&x| self.md_int(32, x as u64)));
        let node = self.md_node(&mut ops);
        self.attach(inst, "prof", node);
    }

    /// `!nontemporal !{i32 1}` and `!invariant.load !{}` on loads/stores.
    pub(crate) fn memory_metadata(&self, op: Op, inst: LLVMValueRef) {
        if self.has(op, "nontemporal") {
            let mut one = [self.md_int(32, 1)];
            let node = self.md_node(&mut one);
            self.attach(inst, "nontemporal", node);
        }
        if self.has(op, "invariant") {
            let node = self.md_node(&mut []);
            self.attach(inst, "invariant.load", node);
        }
    }

    /// `llvm.linker_options ["a", "b"]` → an `!llvm.linker.options` entry.
    pub(crate) fn linker_options(&self, op: Op) {
        let Some(crate::ir::AttrKind::Array(items)) = self.prop(op, "options").map(|a| self.ctx.attr_kind(a)) else { return };
        let mut ops: Vec<LLVMMetadataRef> =
            items.iter().filter_map(|&i| self.str_attr(i)).map(|s| self.md_string(&String::from_utf8_lossy(s))).collect();
        let node = self.md_node(&mut ops);
        // SAFETY: adds a node to a named metadata list of the live module.
        unsafe {
            let name = "llvm.linker.options";
            let v = LLVMMetadataAsValue(self.llctx, node);
            let cname = std::ffi::CString::new(name).unwrap_or_default();
            LLVMAddNamedMetadataOperand(self.m, cname.as_ptr(), v);
        }
    }

    /// `function_entry_count = N` → `!prof !{!"function_entry_count", i64 N}`.
    pub(crate) fn entry_count(&self, op: Op, f: LLVMValueRef) {
        let Some(n) = self.int_prop(op, "function_entry_count") else { return };
        let mut ops = [self.md_string("function_entry_count"), self.md_int(64, n as u64)];
        let node = self.md_node(&mut ops);
        // SAFETY: `f` is a function of the live module.
        unsafe { LLVMGlobalSetMetadata(f, self.md_kind("prof"), node) };
    }
}

impl Tr<'_> {
    /// The translation hooks of other dialects on a function: each
    /// discardable attribute whose namespace is a dialect with an
    /// `amend_function` hook (NVVM's `!nvvm.annotations`) adds the named
    /// metadata the hook describes, in attribute order.
    pub(crate) fn amend_function(&self, op: Op, f: LLVMValueRef) {
        let d = self.body.op(op);
        let crate::ir::AttrKind::Dictionary(entries) = self.ctx.attr_kind(d.attrs) else { return };
        for &(key, value) in entries.iter() {
            let Some((namespace, name)) = self.ctx.str(key).split_once('.') else { continue };
            let Some(amend) = crate::ods::dialect(namespace).and_then(|d| d.translate.amend_function) else { continue };
            for entry in amend(self.ctx, name, value) {
                let mut ops: Vec<LLVMMetadataRef> = entry
                    .operands
                    .iter()
                    .map(|o| match o {
                        // SAFETY: wraps a function of the live module as metadata.
                        MdOperand::Function => unsafe { LLVMValueAsMetadata(f) },
                        MdOperand::String(s) => self.md_string(s),
                        MdOperand::Int { width, value } => self.md_int(*width, *value),
                    })
                    .collect();
                let node = self.md_node(&mut ops);
                let list = std::ffi::CString::new(entry.list).unwrap_or_default();
                // SAFETY: adds a node to a named metadata list of the live
                // module.
                unsafe { LLVMAddNamedMetadataOperand(self.m, list.as_ptr(), LLVMMetadataAsValue(self.llctx, node)) };
            }
        }
    }
}
