//! LLVM dialect and builtin types → LLVM types.
//!
//! Identified structs are created named and opaque first and get their body
//! afterwards, so recursive structs (`!llvm.struct<"list", (ptr, i32)>`)
//! resolve to themselves.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;

use super::Tr;
use crate::ir::{FloatKind, LlvmType, StructBody, Type, TypeKind};

impl Tr<'_> {
    /// The LLVM type for `t`, or a message naming what cannot be translated.
    pub(crate) fn ty(&mut self, t: Type) -> Result<LLVMTypeRef, String> {
        if let Some(&l) = self.types.get(&t) {
            return Ok(l);
        }
        let c = self.llctx;
        // SAFETY: every call below builds or looks up a type in the live
        // context `self.llctx`; the arguments are types from that context.
        let l = unsafe {
            match self.ctx.type_kind(t).clone() {
                TypeKind::Integer { width, .. } => {
                    if width == 0 || width > (1 << 23) {
                        return Err(format!("integer width {width} is not supported by LLVM"));
                    }
                    LLVMIntTypeInContext(c, width)
                }
                TypeKind::Index => LLVMInt64TypeInContext(c),
                TypeKind::Float(k) => match k {
                    FloatKind::F16 => LLVMHalfTypeInContext(c),
                    FloatKind::BF16 => LLVMBFloatTypeInContext(c),
                    FloatKind::F32 => LLVMFloatTypeInContext(c),
                    FloatKind::F64 => LLVMDoubleTypeInContext(c),
                    FloatKind::F80 => LLVMX86FP80TypeInContext(c),
                    FloatKind::F128 => LLVMFP128TypeInContext(c),
                    FloatKind::PpcFp128 => LLVMPPCFP128TypeInContext(c),
                    other => return Err(format!("the float type {other:?} has no LLVM equivalent")),
                },
                TypeKind::Vector { shape, scalable, elem } => {
                    if shape.len() != 1 {
                        return Err("only one-dimensional vectors translate to LLVM".into());
                    }
                    let e = self.ty(elem)?;
                    let n = u32::try_from(shape[0]).map_err(|_| "vector too long".to_string())?;
                    if scalable.first().copied().unwrap_or(false) {
                        LLVMScalableVectorType(e, n)
                    } else {
                        LLVMVectorType(e, n)
                    }
                }
                TypeKind::Llvm(l) => match l {
                    LlvmType::Void => LLVMVoidTypeInContext(c),
                    LlvmType::Token => LLVMTokenTypeInContext(c),
                    LlvmType::Label => LLVMLabelTypeInContext(c),
                    LlvmType::Metadata => LLVMMetadataTypeInContext(c),
                    LlvmType::X86Mmx => LLVMX86MMXTypeInContext(c),
                    LlvmType::X86Amx => LLVMX86AMXTypeInContext(c),
                    LlvmType::PpcFp128 => LLVMPPCFP128TypeInContext(c),
                    LlvmType::Ptr { addr_space } => LLVMPointerTypeInContext(c, addr_space),
                    LlvmType::Array { len, elem } => LLVMArrayType2(self.ty(elem)?, len),
                    LlvmType::Func { ret, params, vararg } => {
                        let r = self.ty(ret)?;
                        let mut ps = self.tys(&params)?;
                        LLVMFunctionType(r, ps.as_mut_ptr(), ps.len() as u32, vararg as i32)
                    }
                    LlvmType::LiteralStruct { packed, fields } => {
                        let mut fs = self.tys(&fields)?;
                        LLVMStructTypeInContext(c, fs.as_mut_ptr(), fs.len() as u32, packed as i32)
                    }
                    LlvmType::IdentifiedStruct { name } => {
                        let n = std::ffi::CString::new(name.as_bytes()).map_err(|_| "bad struct name".to_string())?;
                        let s = LLVMStructCreateNamed(c, n.as_ptr());
                        self.types.insert(t, s);
                        if let Some(StructBody::Fields { packed, fields }) = self.ctx.struct_body(t).cloned() {
                            let mut fs = self.tys(&fields)?;
                            LLVMStructSetBody(s, fs.as_mut_ptr(), fs.len() as u32, packed as i32);
                        }
                        s
                    }
                    LlvmType::Vec { scalable, len, elem } => {
                        let e = self.ty(elem)?;
                        let n = u32::try_from(len).map_err(|_| "vector too long".to_string())?;
                        if scalable {
                            LLVMScalableVectorType(e, n)
                        } else {
                            LLVMVectorType(e, n)
                        }
                    }
                    LlvmType::TargetExt { name, types, ints } => {
                        let mut ts = self.tys(&types)?;
                        let mut is: Vec<u32> = ints.to_vec();
                        let n = std::ffi::CString::new(name.as_bytes()).map_err(|_| "bad target type name".to_string())?;
                        LLVMTargetExtTypeInContext(c, n.as_ptr(), ts.as_mut_ptr(), ts.len() as u32, is.as_mut_ptr(), is.len() as u32)
                    }
                },
                _ => return Err(format!("type '{}' has no LLVM equivalent", self.type_text(t))),
            }
        };
        self.types.insert(t, l);
        Ok(l)
    }

    pub(crate) fn tys(&mut self, ts: &[Type]) -> Result<Vec<LLVMTypeRef>, String> {
        ts.iter().map(|&t| self.ty(t)).collect()
    }

    /// A short spelling of a type for messages.
    pub(crate) fn type_text(&self, t: Type) -> String {
        format!("{:?}", self.ctx.type_kind(t))
    }
}
