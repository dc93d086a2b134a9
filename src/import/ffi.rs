//! Small safe readers over the LLVM C API used throughout the import:
//! names, operands, metadata node operands, attribute names, printed text.

use std::ffi::CStr;

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;

/// A C string LLVM owns, copied (empty for null).
pub(crate) fn cstr(p: *const std::ffi::c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: LLVM hands out NUL-terminated strings that live as long as
    // the entity they name; we copy at once.
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

/// A length-delimited string LLVM owns, copied as bytes.
pub(crate) fn bytes(p: *const std::ffi::c_char, len: usize) -> Vec<u8> {
    if p.is_null() {
        return Vec::new();
    }
    // SAFETY: LLVM returned `len` readable bytes at `p`.
    unsafe { std::slice::from_raw_parts(p as *const u8, len) }.to_vec()
}

/// The name of a value (global, function, argument), as bytes-as-text.
pub(crate) fn name(v: LLVMValueRef) -> String {
    let mut len = 0usize;
    // SAFETY: `v` is a live value; the name is copied at once.
    let p = unsafe { LLVMGetValueName2(v, &mut len) };
    String::from_utf8_lossy(&bytes(p, len)).into_owned()
}

/// The textual IR of a value (for messages, and for the few fields the C
/// API does not reach).
pub(crate) fn print_value(v: LLVMValueRef) -> String {
    // SAFETY: the string is allocated by LLVM, copied and disposed.
    unsafe {
        let p = LLVMPrintValueToString(v);
        let s = cstr(p);
        LLVMDisposeMessage(p);
        s
    }
}

/// The textual IR of a type.

/// Operand `i` of a user.
pub(crate) fn operand(v: LLVMValueRef, i: u32) -> LLVMValueRef {
    // SAFETY: callers pass `i` below `num_operands(v)`.
    unsafe { LLVMGetOperand(v, i) }
}

pub(crate) fn num_operands(v: LLVMValueRef) -> u32 {
    // SAFETY: `v` is a live user (instruction or constant).
    let n = unsafe { LLVMGetNumOperands(v) };
    n.max(0) as u32
}

/// The operands of a metadata node (wrapped as a value): nodes come back
/// wrapped, constants as the constant itself, `null` for empty slots.
pub(crate) fn md_operands(node: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: `node` wraps an MDNode; LLVM fills exactly `n` slots.
    unsafe {
        let n = LLVMGetMDNodeNumOperands(node) as usize;
        let mut out = vec![std::ptr::null_mut(); n];
        LLVMGetMDNodeOperands(node, out.as_mut_ptr());
        out
    }
}

/// The string of an `MDString` operand, if it is one.
pub(crate) fn md_string(v: LLVMValueRef) -> Option<String> {
    if v.is_null() {
        return None;
    }
    let mut len = 0u32;
    // SAFETY: returns null unless `v` wraps an MDString.
    let p = unsafe { LLVMGetMDString(v, &mut len) };
    if p.is_null() {
        return None;
    }
    Some(String::from_utf8_lossy(&bytes(p, len as usize)).into_owned())
}

/// Whether a metadata operand is a node (not a string or a constant).
pub(crate) fn is_md_node(v: LLVMValueRef) -> bool {
    // SAFETY: LLVMIsAMDNode only inspects the value's class.
    !v.is_null() && unsafe { !LLVMIsAMDNode(v).is_null() }
}

/// The value of a constant integer operand, if it is one.
pub(crate) fn const_int(v: LLVMValueRef) -> Option<u64> {
    // SAFETY: LLVMIsAConstantInt only inspects the value's class.
    if v.is_null() || unsafe { LLVMIsAConstantInt(v).is_null() } {
        return None;
    }
    // SAFETY: `v` is a ConstantInt.
    Some(unsafe { LLVMConstIntGetZExtValue(v) })
}

/// A metadata kind's id by name.
pub(crate) fn md_kind(ctx: LLVMContextRef, name: &str) -> u32 {
    // SAFETY: reads (or registers) a kind name in the live context.
    unsafe { LLVMGetMDKindIDInContext(ctx, name.as_ptr() as *const std::ffi::c_char, name.len() as u32) }
}
