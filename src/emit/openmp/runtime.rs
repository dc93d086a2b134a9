//! The OpenMP runtime as LLVM 19's OpenMPIRBuilder reaches it: the source
//! location string and `ident_t` globals (`@0`, `@1`, ... — unnamed,
//! private, one per location string and flag word, reused when the module
//! already holds an equal constant), the `__kmpc_*` declarations with the
//! attributes the builder gives them when it creates them (it leaves a
//! declaration the module already has as it is), the thread id call and
//! barriers.

use std::ffi::CString;

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::{LLVMAttributeFunctionIndex, LLVMLinkage, LLVMUnnamedAddr};
use rustc_hash::FxHashMap;

use crate::emit::Tr;

/// `OMP_IDENT_FLAG_KMPC`: every ident the builder makes carries it.
const IDENT_KMPC: u32 = 0x02;
/// `OMP_IDENT_FLAG_BARRIER_EXPL` (`omp.barrier`).
pub(crate) const IDENT_BARRIER_EXPLICIT: u32 = 0x20;
/// `OMP_IDENT_FLAG_BARRIER_IMPL_FOR` (the barrier closing a worksharing loop).
pub(crate) const IDENT_BARRIER_IMPLICIT_FOR: u32 = 0x40;

/// The location string of code without debug locations.
const DEFAULT_SRC_LOC: &str = ";unknown;unknown;0;0;;";

/// What the OpenMP translation keeps for one module (OpenMPIRBuilder's
/// `SrcLocStrMap` and `IdentMap`).
#[derive(Default)]
pub(crate) struct State {
    src_locs: FxHashMap<String, LLVMValueRef>,
    idents: FxHashMap<(LLVMValueRef, u32), LLVMValueRef>,
}

impl Tr<'_> {
    fn i32_ty(&self) -> LLVMTypeRef {
        // SAFETY: a type of the live context.
        unsafe { LLVMInt32TypeInContext(self.llctx) }
    }

    fn ptr_ty(&self) -> LLVMTypeRef {
        // SAFETY: a type of the live context.
        unsafe { LLVMPointerTypeInContext(self.llctx, 0) }
    }

    /// `getOrCreateDefaultSrcLocStr`: the location string global.
    fn omp_src_loc(&mut self) -> LLVMValueRef {
        if let Some(&g) = self.omp.src_locs.get(DEFAULT_SRC_LOC) {
            return g;
        }
        let text = DEFAULT_SRC_LOC;
        // SAFETY: builds a constant and a global of the live module; the
        // text outlives the calls.
        let g = unsafe {
            let init = LLVMConstStringInContext2(self.llctx, text.as_ptr().cast(), text.len(), 0);
            match self.globals().find(|&g| LLVMIsGlobalConstant(g) != 0 && LLVMGetInitializer(g) == init) {
                Some(g) => g,
                None => {
                    let g = LLVMAddGlobal(self.m, LLVMTypeOf(init), c"".as_ptr());
                    LLVMSetInitializer(g, init);
                    LLVMSetGlobalConstant(g, 1);
                    LLVMSetLinkage(g, LLVMLinkage::LLVMPrivateLinkage);
                    LLVMSetUnnamedAddress(g, LLVMUnnamedAddr::LLVMGlobalUnnamedAddr);
                    LLVMSetAlignment(g, 1);
                    g
                }
            }
        };
        self.omp.src_locs.insert(text.to_string(), g);
        g
    }

    /// The module's globals, in order.
    fn globals(&self) -> impl Iterator<Item = LLVMValueRef> {
        // SAFETY: walks the global list of the live module.
        let first = unsafe { LLVMGetFirstGlobal(self.m) };
        std::iter::successors((!first.is_null()).then_some(first), |&g| {
            // SAFETY: `g` is a global of the live module.
            let n = unsafe { LLVMGetNextGlobal(g) };
            (!n.is_null()).then_some(n)
        })
    }

    /// `%struct.ident_t`, the module's own if it names one.
    fn ident_ty(&self) -> LLVMTypeRef {
        // SAFETY: looks up or creates a named struct of the live context.
        unsafe {
            let t = LLVMGetTypeByName2(self.llctx, c"struct.ident_t".as_ptr());
            if !t.is_null() {
                return t;
            }
            let t = LLVMStructCreateNamed(self.llctx, c"struct.ident_t".as_ptr());
            let i32t = self.i32_ty();
            let mut fields = [i32t, i32t, i32t, i32t, self.ptr_ty()];
            LLVMStructSetBody(t, fields.as_mut_ptr(), fields.len() as u32, 0);
            t
        }
    }

    /// `getOrCreateIdent` for the default location with `flags`.
    pub(crate) fn omp_ident(&mut self, flags: u32) -> LLVMValueRef {
        let src = self.omp_src_loc();
        let flags = flags | IDENT_KMPC;
        if let Some(&g) = self.omp.idents.get(&(src, flags)) {
            return g;
        }
        let ty = self.ident_ty();
        // SAFETY: builds constants and a global of the live module.
        let g = unsafe {
            let i32t = self.i32_ty();
            let mut fields = [
                LLVMConstInt(i32t, 0, 0),
                LLVMConstInt(i32t, flags as u64, 0),
                LLVMConstInt(i32t, 0, 0),
                LLVMConstInt(i32t, DEFAULT_SRC_LOC.len() as u64, 0),
                src,
            ];
            let init = LLVMConstNamedStruct(ty, fields.as_mut_ptr(), fields.len() as u32);
            // The builder keeps the last equal global of the module.
            let existing = self
                .globals()
                .filter(|&g| LLVMGlobalGetValueType(g) == ty && !LLVMGetInitializer(g).is_null() && LLVMGetInitializer(g) == init)
                .last();
            match existing {
                Some(g) => g,
                None => {
                    let g = LLVMAddGlobal(self.m, ty, c"".as_ptr());
                    LLVMSetInitializer(g, init);
                    LLVMSetGlobalConstant(g, 1);
                    LLVMSetLinkage(g, LLVMLinkage::LLVMPrivateLinkage);
                    LLVMSetUnnamedAddress(g, LLVMUnnamedAddr::LLVMGlobalUnnamedAddr);
                    LLVMSetAlignment(g, 8);
                    g
                }
            }
        };
        self.omp.idents.insert((src, flags), g);
        g
    }

    /// `getOrCreateRuntimeFunction`: the declaration of `name` and the type
    /// calls use (the runtime's, whatever the module declared).
    pub(crate) fn omp_runtime_fn(&mut self, name: &str) -> (LLVMTypeRef, LLVMValueRef) {
        let (i32t, ptr) = (self.i32_ty(), self.ptr_ty());
        // SAFETY: types of the live context.
        let (void, i64t) = unsafe { (LLVMVoidTypeInContext(self.llctx), LLVMInt64TypeInContext(self.llctx)) };
        let iv = if name.ends_with("_8u") { i64t } else { i32t };
        let base = name.trim_end_matches("_4u").trim_end_matches("_8u");
        let (ret, params, convergent): (LLVMTypeRef, Vec<LLVMTypeRef>, bool) = match base {
            "__kmpc_global_thread_num" => (i32t, vec![ptr], false),
            "__kmpc_barrier" => (void, vec![ptr, i32t], true),
            "__kmpc_for_static_fini" | "__kmpc_dispatch_fini" => (void, vec![ptr, i32t], false),
            "__kmpc_for_static_init" => (void, vec![ptr, i32t, i32t, ptr, ptr, ptr, ptr, iv, iv], false),
            "__kmpc_dispatch_init" => (void, vec![ptr, i32t, i32t, iv, iv, iv, iv], false),
            "__kmpc_dispatch_next" => (i32t, vec![ptr, i32t, ptr, ptr, ptr, ptr], false),
            _ => unreachable!("not a runtime function the OpenMP translation calls: {name}"),
        };
        let cname = CString::new(name).expect("runtime function names have no NUL");
        // SAFETY: builds a function type and looks up or declares a function
        // of the live module, with attributes of the live context.
        unsafe {
            let mut params = params;
            let fty = LLVMFunctionType(ret, params.as_mut_ptr(), params.len() as u32, 0);
            let existing = LLVMGetNamedFunction(self.m, cname.as_ptr());
            if !existing.is_null() {
                return (fty, existing);
            }
            let f = LLVMAddFunction(self.m, cname.as_ptr(), fty);
            let mut attrs = vec!["nounwind"];
            if convergent {
                attrs.push("convergent");
            }
            for a in attrs {
                let kind = LLVMGetEnumAttributeKindForName(a.as_ptr().cast(), a.len());
                LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(self.llctx, kind, 0));
            }
            (fty, f)
        }
    }

    /// A call of runtime function `name` at the builder's position.
    pub(crate) fn omp_call(&mut self, name: &str, args: &[LLVMValueRef], result_name: &std::ffi::CStr) -> LLVMValueRef {
        let (fty, f) = self.omp_runtime_fn(name);
        let mut args = args.to_vec();
        // SAFETY: calls a function of the live module with arguments of its
        // type (built by the caller from the same signatures).
        unsafe { LLVMBuildCall2(self.b, fty, f, args.as_mut_ptr(), args.len() as u32, result_name.as_ptr()) }
    }

    /// `getOrCreateThreadID`: `__kmpc_global_thread_num(ident)`.
    pub(crate) fn omp_thread_id(&mut self, ident: LLVMValueRef) -> LLVMValueRef {
        self.omp_call("__kmpc_global_thread_num", &[ident], c"omp_global_thread_num")
    }

    /// `createBarrier` outside a cancellable parallel region: a barrier of
    /// the kind `flags` says, at the builder's position.
    pub(crate) fn omp_barrier(&mut self, flags: u32) {
        let barrier_ident = self.omp_ident(flags);
        let ident = self.omp_ident(0);
        let tid = self.omp_thread_id(ident);
        self.omp_call("__kmpc_barrier", &[barrier_ident, tid], c"");
    }
}
