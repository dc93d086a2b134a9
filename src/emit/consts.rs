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
                AttrKind::Float { bits, ty: float_ty } => {
                    // As MLIR: a float of an integer type of its width (8-bit
                    // floats, bfloat on some targets) is its bit pattern.
                    let width = match self.ctx.type_kind(float_ty) {
                        crate::ir::types::TypeKind::Float(k) => k.bit_width(),
                        _ => 0,
                    };
                    if kind == LLVMTypeKind::LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) == width {
                        return Ok(const_int(ty, bits as i128));
                    }
                    // MLIR's getLLVMConstant: the type must be the float
                    // type of the attribute's own semantics.
                    if is_float_kind(kind) && Some(kind) != llvm_float_kind(self.ctx, float_ty) {
                        return err(span, "FloatAttr does not match expected type of the constant");
                    }
                    self.leaf(ty, Leaf::Float(bits), span)
                }
                AttrKind::String { value, .. } => {
                    if kind != LLVMTypeKind::LLVMArrayTypeKind {
                        return err(span, "a string attribute needs an array type");
                    }
                    Ok(LLVMConstStringInContext2(self.llctx, value.as_ptr().cast(), value.len(), 1))
                }
                AttrKind::DenseElements { data, .. } => {
                    // Complex elements are (re, im) pairs: two leaves each,
                    // for a `struct<(T, T)>` innermost type.
                    let (leaves, per_element): (Vec<Leaf>, usize) = match data {
                        DenseData::Ints(v) => (v.iter().map(|&i| Leaf::Int(i)).collect(), 1),
                        DenseData::Floats(v) => (v.iter().map(|&f| Leaf::Float(f)).collect(), 1),
                        DenseData::ComplexInts(v) => (v.iter().flat_map(|&(r, i)| [Leaf::Int(r), Leaf::Int(i)]).collect(), 2),
                        DenseData::ComplexFloats(v) => {
                            (v.iter().flat_map(|&(r, i)| [Leaf::Float(r), Leaf::Float(i)]).collect(), 2)
                        }
                        _ => return err(span, "llmir-translate: cannot translate this kind of dense attribute yet"),
                    };
                    // MLIR converts element by element into the innermost
                    // type: a struct (a complex number) takes a (re, im)
                    // pair, anything else a scalar.
                    if (per_element == 2) != innermost_is_struct(ty) {
                        return err(
                            span,
                            if per_element == 2 { "unsupported constant value" } else { "expected struct type to be a complex number" },
                        );
                    }
                    if per_element == 2 && !complex_innermost(ty) {
                        return err(span, "expected struct type to be a complex number");
                    }
                    let total = leaf_count(ty);
                    let is_zero = |l: &Leaf| matches!(l, Leaf::Int(0) | Leaf::Float(0));
                    if leaves.iter().all(is_zero) && (leaves.len() == 1 || leaves.len() as u64 == total) {
                        // All zeros: LLVM's zeroinitializer, whatever the size.
                        return Ok(LLVMConstNull(ty));
                    }
                    if total > MAX_ELEMENTS {
                        return err(span, format!("llmir-translate: a dense constant of {total} elements is too large to build"));
                    }
                    let leaves = if leaves.len() == per_element && total != per_element as u64 {
                        leaves.iter().copied().cycle().take(total as usize).collect()
                    } else if leaves.len() as u64 == total {
                        leaves
                    } else {
                        return err(span, "the dense attribute's element count does not match the type");
                    };
                    let mut it = leaves.into_iter();
                    self.aggregate(ty, &mut it, span)
                }
                AttrKind::DenseResource { ty: shaped, key } => {
                    let leaves = self.resource_leaves(shaped, self.ctx.str(key), ty, span)?;
                    if leaves.len() as u64 != leaf_count(ty) {
                        return err(span, "the dense_resource's element count does not match the type");
                    }
                    let mut it = leaves.into_iter();
                    self.aggregate(ty, &mut it, span)
                }
                AttrKind::Sparse { ty: shaped, indices, values } => {
                    let leaves = self.sparse_leaves(shaped, &indices, &values, span)?;
                    if leaves.len() as u64 != leaf_count(ty) {
                        return err(span, "the sparse attribute's element count does not match the type");
                    }
                    let mut it = leaves.into_iter();
                    self.aggregate(ty, &mut it, span)
                }
                AttrKind::Array(items) => match kind {
                    // MLIR 19 takes an array attribute for a struct only,
                    // as a complex number: two elements.
                    LLVMTypeKind::LLVMStructTypeKind => {
                        let n = LLVMCountStructElementTypes(ty) as usize;
                        if n != items.len() || n != 2 {
                            return err(span, "expected struct type to be a complex number");
                        }
                        let mut vals = Vec::with_capacity(n);
                        for (i, &item) in items.iter().enumerate() {
                            let ft = LLVMStructGetTypeAtIndex(ty, i as u32);
                            vals.push(self.const_from_attr(item, ft, span)?);
                        }
                        Ok(const_struct(self.llctx, ty, &mut vals))
                    }
                    _ => err(span, "unsupported constant value"),
                },
                // A global initialised with another symbol's address
                // (mlir-translate-19 crashes on this form): that address,
                // cast to the global's pointer type when the address
                // spaces differ.
                AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
                    if kind != LLVMTypeKind::LLVMPointerTypeKind {
                        return err(span, "a symbol reference initializer needs a pointer type");
                    }
                    let name = self.ctx.str(root).to_string();
                    let Some(&g) = self.symbols.get(&name) else {
                        return err(span, format!("'@{name}' does not reference a global or function"));
                    };
                    if LLVMTypeOf(g) == ty {
                        Ok(g)
                    } else {
                        Ok(LLVMConstAddrSpaceCast(g, ty))
                    }
                }
                _ => err(span, "llmir-translate: cannot translate this constant attribute yet"),
            }
        }
    }

    /// The elements of `dense_resource<key> : shaped`: the `builtin`
    /// resource blob (a 4-byte alignment, then the raw little-endian
    /// elements), checked as MLIR checks it and with its messages.
    fn resource_leaves(&self, shaped: crate::ir::Type, key: &str, ty: LLVMTypeRef, span: Span) -> R<Vec<Leaf>> {
        use crate::ir::types::TypeKind;
        if !matches!(self.ctx.type_kind(shaped), TypeKind::RankedTensor { .. } | TypeKind::Vector { .. }) {
            return err(span, "unsupported dense_resource type");
        }
        // SAFETY: inspects live types.
        let (is_float, bits) = unsafe {
            let mut inner = ty;
            while matches!(LLVMGetTypeKind(inner), LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind) {
                inner = LLVMGetElementType(inner);
            }
            match LLVMGetTypeKind(inner) {
                LLVMTypeKind::LLVMHalfTypeKind | LLVMTypeKind::LLVMBFloatTypeKind => (true, 16),
                LLVMTypeKind::LLVMFloatTypeKind => (true, 32),
                LLVMTypeKind::LLVMDoubleTypeKind => (true, 64),
                LLVMTypeKind::LLVMIntegerTypeKind if matches!(LLVMGetIntTypeWidth(inner), 8 | 16 | 32 | 64) => {
                    (false, LLVMGetIntTypeWidth(inner))
                }
                _ => return err(span, "no known conversion for innermost element type"),
            }
        };
        let blob = self
            .resources
            .iter()
            .filter(|g| &*g.section == "dialect_resources")
            .flat_map(|g| g.dialects.iter())
            .filter(|d| &*d.0 == "builtin")
            .flat_map(|d| d.1.iter())
            .find(|e| &*e.0 == key)
            .and_then(|e| decode_blob(&e.1));
        let Some(data) = blob else { return err(span, "resource does not exist") };
        let count: u64 = crate::ir::static_shape(self.ctx, shaped).map(|(s, _)| s.iter().product()).unwrap_or(0);
        if count == 0 || 8 * (data.len() as u64 / count) != bits as u64 {
            return err(span, "raw data size does not match element type size");
        }
        let size = bits as usize / 8;
        Ok(data
            .chunks_exact(size)
            .map(|c| {
                let v = c.iter().rev().fold(0u128, |acc, &b| (acc << 8) | b as u128);
                if is_float {
                    Leaf::Float(v)
                } else {
                    Leaf::Int(v as i128)
                }
            })
            .collect())
    }

    /// The elements of `sparse<indices, values> : shaped` in row-major
    /// order: zero everywhere but at the listed indices.
    fn sparse_leaves(&self, shaped: crate::ir::Type, indices: &DenseData, values: &DenseData, span: Span) -> R<Vec<Leaf>> {
        let Some((shape, _)) = crate::ir::static_shape(self.ctx, shaped) else {
            return err(span, "a sparse attribute needs a static shape");
        };
        let total: u64 = shape.iter().product();
        if total > MAX_ELEMENTS {
            return err(span, format!("llmir-translate: a sparse constant of {total} elements is too large to build"));
        }
        let (values, zero): (Vec<Leaf>, Leaf) = match values {
            DenseData::Ints(v) => (v.iter().map(|&i| Leaf::Int(i)).collect(), Leaf::Int(0)),
            DenseData::Floats(v) => (v.iter().map(|&f| Leaf::Float(f)).collect(), Leaf::Float(0)),
            _ => return err(span, "llmir-translate: cannot translate this kind of sparse attribute yet"),
        };
        let DenseData::Ints(indices) = indices else { return err(span, "sparse indices must be integers") };
        let rank = shape.len().max(1);
        let mut leaves = vec![zero; total as usize];
        for (k, index) in indices.chunks(rank).enumerate() {
            let mut linear: u64 = 0;
            for (d, &i) in index.iter().enumerate() {
                let dim = shape.get(d).copied().unwrap_or(1);
                if i < 0 || i as u64 >= dim {
                    return err(span, "a sparse index is out of bounds");
                }
                linear = linear * dim + i as u64;
            }
            let v = if values.len() == 1 { values[0] } else { values.get(k).copied().unwrap_or(zero) };
            leaves[linear as usize] = v;
        }
        Ok(leaves)
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
                LLVMTypeKind::LLVMStructTypeKind => {
                    let n = LLVMCountStructElementTypes(ty);
                    let mut vals = Vec::with_capacity(n as usize);
                    for i in 0..n {
                        vals.push(self.aggregate(LLVMStructGetTypeAtIndex(ty, i), leaves, span)?);
                    }
                    Ok(const_struct(self.llctx, ty, &mut vals))
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
                (LLVMTypeKind::LLVMScalableVectorTypeKind, _) => {
                    let scalar = self.leaf(LLVMGetElementType(ty), l, span)?;
                    self.scalable_splat(ty, scalar, span)
                }
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

impl Tr<'_> {
    /// A splat of `scalar` as a scalable vector constant. The C API cannot
    /// build one (its element count is not fixed), so LLVM's IR parser
    /// builds `splat (scalar)` as the initializer of a helper global in the
    /// same context; constants belong to the context and outlive it.
    fn scalable_splat(&mut self, ty: LLVMTypeRef, scalar: LLVMValueRef, span: Span) -> R<LLVMValueRef> {
        // SAFETY: prints live types/values (the strings are freed), parses a
        // helper module in the live context and disposes it.
        unsafe {
            let text_of = |p: *mut std::ffi::c_char| {
                let s = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
                LLVMDisposeMessage(p);
                s
            };
            let ty_text = text_of(LLVMPrintTypeToString(ty));
            let scalar_text = text_of(LLVMPrintValueToString(scalar));
            let text = format!("@llmir.splat = global {ty_text} splat ({scalar_text})\n");
            let buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(text.as_ptr().cast(), text.len(), c"llmir-splat".as_ptr());
            let mut helper: LLVMModuleRef = std::ptr::null_mut();
            let mut msg: *mut std::ffi::c_char = std::ptr::null_mut();
            if inkwell::llvm_sys::ir_reader::LLVMParseIRInContext(self.llctx, buf, &mut helper, &mut msg) != 0 {
                if !msg.is_null() {
                    LLVMDisposeMessage(msg);
                }
                return err(span, "llmir-translate: LLVM cannot build this scalable splat");
            }
            let g = LLVMGetFirstGlobal(helper);
            let c = LLVMGetInitializer(g);
            // The global goes first so that the constant loses its user.
            LLVMDisposeModule(helper);
            Ok(c)
        }
    }
}

/// The LLVM type kind of an MLIR float type (`None` for the formats LLVM
/// has no type for).
fn llvm_float_kind(ctx: &crate::ir::Context, t: crate::ir::Type) -> Option<LLVMTypeKind> {
    use crate::ir::float::FloatKind as F;
    use LLVMTypeKind::*;
    match ctx.type_kind(t) {
        crate::ir::types::TypeKind::Float(k) => match k {
            F::F16 => Some(LLVMHalfTypeKind),
            F::BF16 => Some(LLVMBFloatTypeKind),
            F::F32 => Some(LLVMFloatTypeKind),
            F::F64 => Some(LLVMDoubleTypeKind),
            F::F80 => Some(LLVMX86_FP80TypeKind),
            F::F128 => Some(LLVMFP128TypeKind),
            F::PpcFp128 => Some(LLVMPPC_FP128TypeKind),
            _ => None,
        },
        _ => None,
    }
}

/// Whether the innermost element of nested arrays/vectors is a struct.
fn innermost_is_struct(mut ty: LLVMTypeRef) -> bool {
    // SAFETY: inspects a live type.
    unsafe {
        while matches!(LLVMGetTypeKind(ty), LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind) {
            ty = LLVMGetElementType(ty);
        }
        LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMStructTypeKind
    }
}

fn is_float_kind(k: LLVMTypeKind) -> bool {
    use LLVMTypeKind::*;
    matches!(k, LLVMHalfTypeKind | LLVMBFloatTypeKind | LLVMFloatTypeKind | LLVMDoubleTypeKind | LLVMX86_FP80TypeKind | LLVMFP128TypeKind | LLVMPPC_FP128TypeKind)
}

/// A resource blob's data: `"0x"` and hex digits, of which the first four
/// bytes are the blob's alignment.
fn decode_blob(text: &str) -> Option<Vec<u8>> {
    let hex = text.trim_matches('"').strip_prefix("0x")?;
    if hex.len() % 2 != 0 || hex.len() < 8 {
        return None;
    }
    let bytes: Option<Vec<u8>> = (0..hex.len()).step_by(2).map(|i| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok()).collect();
    bytes.map(|b| b[4..].to_vec())
}

/// Whether the innermost type of nested arrays/vectors is a complex
/// number: a struct of two fields of one type.
fn complex_innermost(mut ty: LLVMTypeRef) -> bool {
    // SAFETY: inspects live types.
    unsafe {
        while matches!(LLVMGetTypeKind(ty), LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind) {
            ty = LLVMGetElementType(ty);
        }
        LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMStructTypeKind
            && LLVMCountStructElementTypes(ty) == 2
            && LLVMStructGetTypeAtIndex(ty, 0) == LLVMStructGetTypeAtIndex(ty, 1)
    }
}

/// The number of scalars in nested arrays/vectors/structs of `ty`.
fn leaf_count(ty: LLVMTypeRef) -> u64 {
    // SAFETY: inspects a live type.
    unsafe {
        match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMStructTypeKind => {
                (0..LLVMCountStructElementTypes(ty)).map(|i| leaf_count(LLVMStructGetTypeAtIndex(ty, i))).sum()
            }
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
