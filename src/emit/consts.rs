//! Attributes → LLVM constants of a given LLVM type: integers of any width,
//! floats from their exact bits, strings as `[N x i8]`, dense elements
//! (splat or not, nested arrays and vectors), and array attributes for
//! struct constants.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::LLVMTypeKind;

use super::{err, Tr, R};
use crate::ir::{Attr, AttrKind, DenseData, IntValue, Span};

/// The most scalars llmir builds one by one for a dense constant.
const MAX_ELEMENTS: u64 = 1 << 26;

/// One element of a dense attribute.
#[derive(Clone, Copy)]
enum Leaf {
    Int(i128),
    Float(u128),
}

impl Tr<'_> {
    pub(crate) fn const_from_attr(&mut self, a: Attr, ty: LLVMTypeRef, span: Span) -> R<LLVMValueRef> {
        // SAFETY: all calls inspect or build constants of live types.
        unsafe {
            let kind = LLVMGetTypeKind(ty);
            match self.ctx.attr_kind(a).clone() {
                AttrKind::Bool(b) => self.leaf(ty, Leaf::Int(b as i128), span),
                AttrKind::Integer { value: IntValue::Small(v), .. } => self.leaf(ty, Leaf::Int(v), span),
                AttrKind::Integer { value: IntValue::Big(s), .. } => {
                    if kind != LLVMTypeKind::LLVMIntegerTypeKind {
                        return err(span, "an integer attribute needs an integer type");
                    }
                    Ok(LLVMConstIntOfStringAndSize(ty, s.as_ptr().cast(), s.len() as u32, 10))
                }
                AttrKind::Float { bits, .. } => self.leaf(ty, Leaf::Float(bits), span),
                AttrKind::String { value, .. } => {
                    if kind != LLVMTypeKind::LLVMArrayTypeKind {
                        return err(span, "a string attribute needs an array type");
                    }
                    Ok(LLVMConstStringInContext2(self.llctx, value.as_ptr().cast(), value.len(), 1))
                }
                AttrKind::DenseElements { data, .. } => {
                    let leaves: Vec<Leaf> = match data {
                        DenseData::Ints(v) => v.iter().map(|&i| Leaf::Int(i)).collect(),
                        DenseData::Floats(v) => v.iter().map(|&f| Leaf::Float(f)).collect(),
                        _ => return err(span, "llmir-translate: cannot translate this kind of dense attribute yet"),
                    };
                    let total = leaf_count(ty);
                    let is_zero = |l: &Leaf| matches!(l, Leaf::Int(0) | Leaf::Float(0));
                    if leaves.iter().all(is_zero) && (leaves.len() == 1 || leaves.len() as u64 == total) {
                        // All zeros: LLVM's zeroinitializer, whatever the size.
                        return Ok(LLVMConstNull(ty));
                    }
                    if total > MAX_ELEMENTS {
                        return err(span, format!("llmir-translate: a dense constant of {total} elements is too large to build"));
                    }
                    let leaves = if leaves.len() == 1 && total != 1 {
                        vec![leaves[0]; total as usize]
                    } else if leaves.len() as u64 == total {
                        leaves
                    } else {
                        return err(span, "the dense attribute's element count does not match the type");
                    };
                    let mut it = leaves.into_iter();
                    self.aggregate(ty, &mut it, span)
                }
                AttrKind::Array(items) => match kind {
                    LLVMTypeKind::LLVMStructTypeKind => {
                        let n = LLVMCountStructElementTypes(ty) as usize;
                        if n != items.len() {
                            return err(span, "the array attribute does not match the struct's field count");
                        }
                        let mut vals = Vec::with_capacity(n);
                        for (i, &item) in items.iter().enumerate() {
                            let ft = LLVMStructGetTypeAtIndex(ty, i as u32);
                            vals.push(self.const_from_attr(item, ft, span)?);
                        }
                        Ok(const_struct(self.llctx, ty, &mut vals))
                    }
                    LLVMTypeKind::LLVMArrayTypeKind => {
                        let et = LLVMGetElementType(ty);
                        let mut vals = Vec::with_capacity(items.len());
                        for &item in items.iter() {
                            vals.push(self.const_from_attr(item, et, span)?);
                        }
                        Ok(LLVMConstArray2(et, vals.as_mut_ptr(), vals.len() as u64))
                    }
                    _ => err(span, "an array attribute needs a struct or array type"),
                },
                _ => err(span, "llmir-translate: cannot translate this constant attribute yet"),
            }
        }
    }

    /// Builds a nested array/vector of `ty` from leaves in row-major order.
    fn aggregate(&mut self, ty: LLVMTypeRef, leaves: &mut impl Iterator<Item = Leaf>, span: Span) -> R<LLVMValueRef> {
        // SAFETY: inspects and builds constants of live types.
        unsafe {
            match LLVMGetTypeKind(ty) {
                LLVMTypeKind::LLVMArrayTypeKind => {
                    let et = LLVMGetElementType(ty);
                    let n = LLVMGetArrayLength2(ty);
                    let mut vals = Vec::with_capacity(n as usize);
                    for _ in 0..n {
                        vals.push(self.aggregate(et, leaves, span)?);
                    }
                    Ok(LLVMConstArray2(et, vals.as_mut_ptr(), n))
                }
                LLVMTypeKind::LLVMVectorTypeKind => {
                    let et = LLVMGetElementType(ty);
                    let n = LLVMGetVectorSize(ty);
                    let mut vals = Vec::with_capacity(n as usize);
                    for _ in 0..n {
                        vals.push(self.aggregate(et, leaves, span)?);
                    }
                    Ok(LLVMConstVector(vals.as_mut_ptr(), n))
                }
                _ => match leaves.next() {
                    Some(l) => self.leaf(ty, l, span),
                    None => err(span, "too few elements in the dense attribute"),
                },
            }
        }
    }

    /// A scalar constant (or a splat of it for vector types).
    fn leaf(&mut self, ty: LLVMTypeRef, l: Leaf, span: Span) -> R<LLVMValueRef> {
        // SAFETY: inspects and builds constants of live types.
        unsafe {
            match (LLVMGetTypeKind(ty), l) {
                (LLVMTypeKind::LLVMIntegerTypeKind, Leaf::Int(v)) => Ok(const_int(ty, v)),
                (LLVMTypeKind::LLVMVectorTypeKind, _) | (LLVMTypeKind::LLVMArrayTypeKind, _) => {
                    let n = leaf_count(ty);
                    if n > MAX_ELEMENTS {
                        return err(span, format!("llmir-translate: a splat of {n} elements is too large to build"));
                    }
                    let mut it = std::iter::repeat_n(l, n as usize);
                    self.aggregate(ty, &mut it, span)
                }
                (k, Leaf::Float(bits)) => {
                    let width = match k {
                        LLVMTypeKind::LLVMHalfTypeKind | LLVMTypeKind::LLVMBFloatTypeKind => 16,
                        LLVMTypeKind::LLVMFloatTypeKind => 32,
                        LLVMTypeKind::LLVMDoubleTypeKind => 64,
                        LLVMTypeKind::LLVMX86_FP80TypeKind => 80,
                        LLVMTypeKind::LLVMFP128TypeKind | LLVMTypeKind::LLVMPPC_FP128TypeKind => 128,
                        _ => return err(span, "a float attribute needs a float type"),
                    };
                    let it = LLVMIntTypeInContext(self.llctx, width);
                    Ok(LLVMConstBitCast(const_int(it, bits as i128), ty))
                }
                (_, Leaf::Int(v)) if is_float_kind(LLVMGetTypeKind(ty)) => {
                    // Integer elements of a float type: MLIR converts the value.
                    Ok(LLVMConstReal(ty, v as f64))
                }
                _ => err(span, "the attribute does not fit the constant's type"),
            }
        }
    }
}

fn is_float_kind(k: LLVMTypeKind) -> bool {
    use LLVMTypeKind::*;
    matches!(k, LLVMHalfTypeKind | LLVMBFloatTypeKind | LLVMFloatTypeKind | LLVMDoubleTypeKind | LLVMX86_FP80TypeKind | LLVMFP128TypeKind | LLVMPPC_FP128TypeKind)
}

/// The number of scalars in nested arrays/vectors of `ty`.
fn leaf_count(ty: LLVMTypeRef) -> u64 {
    // SAFETY: inspects a live type.
    unsafe {
        match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMArrayTypeKind => LLVMGetArrayLength2(ty).saturating_mul(leaf_count(LLVMGetElementType(ty))),
            LLVMTypeKind::LLVMVectorTypeKind => {
                (LLVMGetVectorSize(ty) as u64).saturating_mul(leaf_count(LLVMGetElementType(ty)))
            }
            _ => 1,
        }
    }
}

/// An integer constant of any width from a (sign-extended) i128.
pub(crate) fn const_int(ty: LLVMTypeRef, v: i128) -> LLVMValueRef {
    // SAFETY: `ty` is a live integer type; the word array outlives the call.
    unsafe {
        let w = LLVMGetIntTypeWidth(ty);
        if w <= 64 {
            return LLVMConstInt(ty, v as u64, 0);
        }
        let n = w.div_ceil(64) as usize;
        let fill = if v < 0 { u64::MAX } else { 0 };
        let mut words = vec![fill; n];
        words[0] = v as u64;
        if n > 1 {
            words[1] = (v >> 64) as u64;
        }
        LLVMConstIntOfArbitraryPrecision(ty, n as u32, words.as_ptr())
    }
}

/// A struct constant of a named or literal struct type.
///
/// # Safety
/// `ty` must be a live struct type and `vals` constants of its fields' types.
unsafe fn const_struct(c: LLVMContextRef, ty: LLVMTypeRef, vals: &mut [LLVMValueRef]) -> LLVMValueRef {
    if LLVMGetStructName(ty).is_null() {
        LLVMConstStructInContext(c, vals.as_mut_ptr(), vals.len() as u32, LLVMIsPackedStruct(ty))
    } else {
        LLVMConstNamedStruct(ty, vals.as_mut_ptr(), vals.len() as u32)
    }
}
