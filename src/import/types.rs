//! LLVM types → types, as MLIR's `TypeFromLLVMIRTranslator`: integer and
//! float types and fixed vectors of them are builtin types, the rest are
//! `!llvm.*` types; identified structs keep their name.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::LLVMTypeKind as K;

use super::ffi::cstr;
use super::Importer;
use crate::ir::{FloatKind, LlvmType, Signedness, StructBody, Type, TypeKind};

impl Importer<'_> {
    /// The type of an LLVM type.
    pub(crate) fn ty(&mut self, t: LLVMTypeRef) -> Type {
        if let Some(&ty) = self.types.get(&t) {
            return ty;
        }
        // SAFETY: `t` is a type of the module's live context; the calls
        // only read it.
        let kind = unsafe {
            match LLVMGetTypeKind(t) {
                K::LLVMVoidTypeKind => TypeKind::Llvm(LlvmType::Void),
                K::LLVMHalfTypeKind => TypeKind::Float(FloatKind::F16),
                K::LLVMBFloatTypeKind => TypeKind::Float(FloatKind::BF16),
                K::LLVMFloatTypeKind => TypeKind::Float(FloatKind::F32),
                K::LLVMDoubleTypeKind => TypeKind::Float(FloatKind::F64),
                K::LLVMX86_FP80TypeKind => TypeKind::Float(FloatKind::F80),
                K::LLVMFP128TypeKind => TypeKind::Float(FloatKind::F128),
                K::LLVMPPC_FP128TypeKind => TypeKind::Llvm(LlvmType::PpcFp128),
                K::LLVMLabelTypeKind => TypeKind::Llvm(LlvmType::Label),
                K::LLVMMetadataTypeKind => TypeKind::Llvm(LlvmType::Metadata),
                K::LLVMTokenTypeKind => TypeKind::Llvm(LlvmType::Token),
                K::LLVMX86_MMXTypeKind => TypeKind::Llvm(LlvmType::X86Mmx),
                K::LLVMX86_AMXTypeKind => TypeKind::Llvm(LlvmType::X86Amx),
                K::LLVMIntegerTypeKind => {
                    TypeKind::Integer { width: LLVMGetIntTypeWidth(t), signedness: Signedness::Signless }
                }
                K::LLVMPointerTypeKind => TypeKind::Llvm(LlvmType::Ptr { addr_space: LLVMGetPointerAddressSpace(t) }),
                K::LLVMArrayTypeKind => {
                    let elem = self.ty(LLVMGetElementType(t));
                    TypeKind::Llvm(LlvmType::Array { len: LLVMGetArrayLength2(t), elem })
                }
                k @ (K::LLVMVectorTypeKind | K::LLVMScalableVectorTypeKind) => {
                    let scalable = k == K::LLVMScalableVectorTypeKind;
                    let elem = self.ty(LLVMGetElementType(t));
                    let len = LLVMGetVectorSize(t) as u64;
                    // Builtin vectors hold integers and floats; others stay
                    // `!llvm.vec`, and so do scalable ones in MLIR 19's
                    // import.
                    let builtin = !scalable && matches!(self.ctx.type_kind(elem), TypeKind::Integer { .. } | TypeKind::Float(_));
                    if builtin {
                        TypeKind::Vector { shape: Box::new([len]), scalable: Box::new([scalable]), elem }
                    } else {
                        TypeKind::Llvm(LlvmType::Vec { scalable, len, elem })
                    }
                }
                K::LLVMFunctionTypeKind => {
                    let ret = self.ty(LLVMGetReturnType(t));
                    let n = LLVMCountParamTypes(t) as usize;
                    let mut ps: Vec<LLVMTypeRef> = vec![std::ptr::null_mut(); n];
                    LLVMGetParamTypes(t, ps.as_mut_ptr());
                    let params: Vec<Type> = ps.into_iter().map(|p| self.ty(p)).collect();
                    TypeKind::Llvm(LlvmType::Func { ret, params: params.into(), vararg: LLVMIsFunctionVarArg(t) != 0 })
                }
                K::LLVMStructTypeKind => {
                    let packed = LLVMIsPackedStruct(t) != 0;
                    if LLVMIsLiteralStruct(t) != 0 {
                        let fields = self.struct_fields(t);
                        TypeKind::Llvm(LlvmType::LiteralStruct { packed, fields: fields.into() })
                    } else {
                        let name = cstr(LLVMGetStructName(t));
                        let ty = self.ctx.ty(TypeKind::Llvm(LlvmType::IdentifiedStruct { name: name.into() }));
                        // Registered before the body, so recursive structs
                        // find themselves.
                        self.types.insert(t, ty);
                        let body = if LLVMIsOpaqueStruct(t) != 0 {
                            StructBody::Opaque
                        } else {
                            StructBody::Fields { packed, fields: self.struct_fields(t).into() }
                        };
                        let _ = self.ctx.set_struct_body(ty, body);
                        return ty;
                    }
                }
                K::LLVMTargetExtTypeKind => {
                    let name = cstr(LLVMGetTargetExtTypeName(t));
                    let nt = LLVMGetTargetExtTypeNumTypeParams(t);
                    let types: Vec<Type> = (0..nt).map(|i| self.ty(LLVMGetTargetExtTypeTypeParam(t, i))).collect();
                    let ni = LLVMGetTargetExtTypeNumIntParams(t);
                    let ints: Vec<u32> = (0..ni).map(|i| LLVMGetTargetExtTypeIntParam(t, i)).collect();
                    TypeKind::Llvm(LlvmType::TargetExt { name: name.into(), types: types.into(), ints: ints.into() })
                }
            }
        };
        let ty = self.ctx.ty(kind);
        self.types.insert(t, ty);
        ty
    }

    fn struct_fields(&mut self, t: LLVMTypeRef) -> Vec<Type> {
        // SAFETY: `t` is a struct type of the live context.
        let fs = unsafe {
            let n = LLVMCountStructElementTypes(t) as usize;
            let mut fs: Vec<LLVMTypeRef> = vec![std::ptr::null_mut(); n];
            LLVMGetStructElementTypes(t, fs.as_mut_ptr());
            fs
        };
        fs.into_iter().map(|f| self.ty(f)).collect()
    }

    /// The type of an LLVM value.
    pub(crate) fn type_of(&mut self, v: LLVMValueRef) -> Type {
        // SAFETY: `v` is a value of the live module.
        let t = unsafe { LLVMTypeOf(v) };
        self.ty(t)
    }
}
