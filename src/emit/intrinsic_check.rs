//! `llvm.call_intrinsic` checks with MLIR's messages: the intrinsic must
//! exist, a non-overloaded one must have the call's result and operand
//! types, and an overloaded one must accept the types its overloads give
//! (LLVM's verifier decides, on a helper module, as the C API has no
//! signature matcher). A failure is MLIR's error followed by its
//! "LLVM Translation failed for operation" error.

use inkwell::llvm_sys::analysis::{LLVMVerifierFailureAction, LLVMVerifyModule};
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::LLVMTypeKind;

use super::{Tr, R};
use crate::diag::Diagnostic;
use crate::ir::Op;

/// The textual form of a type (`<4 x float>`, `void`, `i8 (i8)`).
pub(crate) fn type_text(t: LLVMTypeRef) -> String {
    // SAFETY: prints a live type; the string is freed here.
    unsafe {
        let p = LLVMPrintTypeToString(t);
        let s = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
        LLVMDisposeMessage(p);
        s
    }
}

impl Tr<'_> {
    /// MLIR's error for `op`, with the follow-up error MLIR adds when an
    /// op's translation fails.
    pub(crate) fn call_intrinsic_error<T>(&mut self, op: Op, msg: String) -> R<T> {
        let d = self.body.op(op);
        let follow = format!("LLVM Translation failed for operation: {}", self.ctx.str(d.name));
        self.extra_diags.push(Diagnostic::error(d.span, follow));
        Err(Diagnostic::error(d.span, msg))
    }

    /// Checks the call's types against a non-overloaded intrinsic's type.
    pub(crate) fn check_intrinsic_type(&mut self, op: Op, name: &str, fnty: LLVMTypeRef, ret: LLVMTypeRef, args: &[LLVMTypeRef]) -> R<()> {
        // SAFETY: inspects live function and value types.
        let (want_ret, params, vararg) = unsafe {
            let n = LLVMCountParamTypes(fnty) as usize;
            let mut params = vec![std::ptr::null_mut(); n];
            LLVMGetParamTypes(fnty, params.as_mut_ptr());
            (LLVMGetReturnType(fnty), params, LLVMIsFunctionVarArg(fnty) != 0)
        };
        if want_ret != ret {
            let msg = format!("intrinsic call returns {} but \"{name}\" actually returns {}", type_text(ret), type_text(want_ret));
            return self.call_intrinsic_error(op, msg);
        }
        if args.len() != params.len() && !(vararg && args.len() > params.len()) {
            let msg = format!("intrinsic call has {} operands but \"{name}\" expects {}", args.len(), params.len());
            return self.call_intrinsic_error(op, msg);
        }
        for (i, (&have, &want)) in args.iter().zip(&params).enumerate() {
            if have != want {
                let msg = format!(
                    "intrinsic call operand #{i} has type {} but \"{name}\" expects {}",
                    type_text(have),
                    type_text(want)
                );
                return self.call_intrinsic_error(op, msg);
            }
        }
        Ok(())
    }

    /// Whether LLVM's verifier accepts a call of intrinsic `id` declared
    /// with overload types `ov` (built in a helper module of the context).
    pub(crate) fn intrinsic_signature_ok(&self, id: u32, ov: &mut [LLVMTypeRef], fnty: LLVMTypeRef) -> bool {
        // SAFETY: builds and verifies a helper module of the live context,
        // then disposes it.
        unsafe {
            let n = LLVMCountParamTypes(fnty) as usize;
            let mut params = vec![std::ptr::null_mut(); n];
            LLVMGetParamTypes(fnty, params.as_mut_ptr());
            // Arguments are zero constants (immediate arguments must be
            // constants); types that have none are left to the main
            // module's verifier.
            if params.iter().any(|&p| {
                matches!(LLVMGetTypeKind(p), LLVMTypeKind::LLVMMetadataTypeKind | LLVMTypeKind::LLVMTokenTypeKind | LLVMTypeKind::LLVMLabelTypeKind)
            }) {
                return true;
            }
            let helper = LLVMModuleCreateWithNameInContext(c"llmir-intrinsic-check".as_ptr(), self.llctx);
            let callee = LLVMGetIntrinsicDeclaration(helper, id, ov.as_mut_ptr(), ov.len());
            let void = LLVMVoidTypeInContext(self.llctx);
            let caller = LLVMAddFunction(helper, c"llmir.check".as_ptr(), LLVMFunctionType(void, std::ptr::null_mut(), 0, 0));
            let bb = LLVMAppendBasicBlockInContext(self.llctx, caller, c"".as_ptr());
            let b = LLVMCreateBuilderInContext(self.llctx);
            LLVMPositionBuilderAtEnd(b, bb);
            let mut args: Vec<LLVMValueRef> = params.iter().map(|&p| LLVMConstNull(p)).collect();
            LLVMBuildCall2(b, fnty, callee, args.as_mut_ptr(), args.len() as u32, c"".as_ptr());
            LLVMBuildRetVoid(b);
            LLVMDisposeBuilder(b);
            let mut msg: *mut std::ffi::c_char = std::ptr::null_mut();
            let broken = LLVMVerifyModule(helper, LLVMVerifierFailureAction::LLVMReturnStatusAction, &mut msg) != 0;
            if !msg.is_null() {
                LLVMDisposeMessage(msg);
            }
            LLVMDisposeModule(helper);
            !broken
        }
    }
}
