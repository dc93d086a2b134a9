//! Vector memory ops into the LLVM dialect (MLIR 19's `VectorToLLVM`
//! load/store patterns): the element address comes from the memref
//! descriptor (`MemRefDescriptor::strided_element_ptr`, MLIR's
//! `getStridedElementPtr`) and the alignment from the element type's
//! preferred alignment under LLVM's default data layout.
//!
//! - `vector.load`/`vector.store` of a 0-D or 1-D vector → `llvm.load` /
//!   `llvm.store` (`alignment` as i64, `nontemporal` kept);
//! - `vector.maskedload`/`maskedstore` → `llvm.intr.masked.load`/`store`;
//! - `vector.gather`/`scatter` of 1-D vectors → a vector of pointers (one
//!   GEP by the index vector) and `llvm.intr.masked.gather`/`scatter`;
//! - `vector.expandload`/`compressstore` → `llvm.intr.masked.expandload` /
//!   `compressstore` (no alignment);
//! - `vector.type_cast` of static contiguous memrefs → a new descriptor.

use crate::conversion::api::{create_op, ConversionRewriter, MemRefDescriptor};
use crate::ir::{AttrKind, FloatKind, IntOrFloat, LlvmType, Op, Type, TypeKind, Value};
use crate::passes::api::prop;

/// LLVM's preferred alignment of a converted element type under the
/// default data layout (MLIR's `getMemRefAlignment` asks LLVM for it).
fn preferred_alignment(rw: &ConversionRewriter<'_>, t: Type) -> Option<u64> {
    let pow2 = |bytes: u64| bytes.max(1).next_power_of_two();
    Some(match rw.ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => {
            let bytes = pow2((*width as u64).div_ceil(8));
            if bytes > 8 { 16 } else { bytes }
        }
        TypeKind::Index => 8,
        TypeKind::Float(k) => match k {
            FloatKind::F16 | FloatKind::BF16 => 2,
            FloatKind::F32 | FloatKind::TF32 => 4,
            FloatKind::F64 => 8,
            FloatKind::F80 | FloatKind::F128 | FloatKind::PpcFp128 => 16,
            _ => 1,
        },
        TypeKind::Llvm(LlvmType::Ptr { .. }) => 8,
        TypeKind::Vector { shape, elem, .. } => {
            let bits = element_bits(rw, *elem)? * shape.iter().product::<u64>();
            pow2(bits.div_ceil(8))
        }
        TypeKind::Llvm(LlvmType::Array { elem, .. }) => preferred_alignment(rw, *elem)?,
        _ => return None,
    })
}

fn element_bits(rw: &ConversionRewriter<'_>, t: Type) -> Option<u64> {
    Some(match rw.ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => *width as u64,
        TypeKind::Index => 64,
        TypeKind::Float(k) => match k {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 | FloatKind::TF32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 | FloatKind::PpcFp128 => 128,
            _ => 8,
        },
        TypeKind::Llvm(LlvmType::Ptr { .. }) => 64,
        _ => return None,
    })
}

/// What every memory lowering needs: the memref's type, the converted
/// element alignment and the element address at the op's indices.
struct Access {
    memref: Type,
    align: u64,
    ptr: Value,
}

/// The memref operand at `base` (original type from the op, converted
/// value from `operands`) and the `count` indices after it.
fn access(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], base: usize, count: usize) -> Option<Access> {
    let memref = rw.body.value(*rw.body.op(op).operands.get(base)?).ty;
    let TypeKind::MemRef { elem, .. } = rw.ctx.type_kind(memref) else { return None };
    let elem = rw.converter.convert(rw.ctx, *elem);
    let align = preferred_alignment(rw, elem)?;
    let desc = *operands.get(base)?;
    if !matches!(rw.ctx.type_kind(rw.body.value(desc).ty), TypeKind::Llvm(LlvmType::LiteralStruct { .. })) {
        return None;
    }
    let indices = operands.get(base + 1..base + 1 + count)?.to_vec();
    let ptr = MemRefDescriptor::new(desc).strided_element_ptr(rw, op, memref, &indices)?;
    Some(Access { memref, align, ptr })
}

/// The number of operands of slot `slot` (the variadic indices).
fn group_len(rw: &ConversionRewriter<'_>, op: Op, total_fixed: usize) -> usize {
    rw.body.op(op).operands.len().saturating_sub(total_fixed)
}

/// The converted type of `op`'s vector (result or operand `i`), when it
/// is a 0-D or 1-D vector (a converted n-D vector is an array).
fn one_d(rw: &mut ConversionRewriter<'_>, t: Type) -> Option<Type> {
    let c = rw.converter.convert(rw.ctx, t);
    matches!(rw.ctx.type_kind(c), TypeKind::Vector { .. }).then_some(c)
}

fn result_ty(rw: &ConversionRewriter<'_>, op: Op) -> Option<Type> {
    let r = rw.body.op(op).results().next()?;
    Some(rw.body.value(r).ty)
}

fn operand_ty(rw: &ConversionRewriter<'_>, op: Op, i: usize) -> Option<Type> {
    Some(rw.body.value(*rw.body.op(op).operands.get(i)?).ty)
}

fn align_attr(rw: &mut ConversionRewriter<'_>, align: u64, bits: u32) -> crate::ir::Attr {
    rw.ctx.int_attr(align as i128, bits)
}

fn nontemporal(rw: &ConversionRewriter<'_>, op: Op) -> bool {
    matches!(prop(rw.ctx, rw.body, op, "nontemporal").map(|a| rw.ctx.attr_kind(a)), Some(AttrKind::Bool(true)))
}

/// `vector.load`.
pub fn load(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some(t) = result_ty(rw, op) else { return false };
    let Some(vt) = one_d(rw, t) else { return false };
    let n = group_len(rw, op, 1);
    let Some(a) = access(rw, op, operands, 0, n) else { return false };
    let align = align_attr(rw, a.align, 64);
    let mut props = vec![("alignment", align)];
    if nontemporal(rw, op) {
        props.push(("nontemporal", rw.ctx.unit()));
    }
    let l = create_op(rw, op, "llvm.load", &[a.ptr], &[vt], &props);
    let v = Value(rw.body.op(l).first_result);
    rw.replace_op(op, &[v]);
    true
}

/// `vector.store`.
pub fn store(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some(t) = operand_ty(rw, op, 0) else { return false };
    if one_d(rw, t).is_none() {
        return false;
    }
    let n = group_len(rw, op, 2);
    let Some(a) = access(rw, op, operands, 1, n) else { return false };
    let align = align_attr(rw, a.align, 64);
    let mut props = vec![("alignment", align)];
    if nontemporal(rw, op) {
        props.push(("nontemporal", rw.ctx.unit()));
    }
    create_op(rw, op, "llvm.store", &[operands[0], a.ptr], &[], &props);
    rw.body.erase_op(op);
    true
}

/// `vector.maskedload` (`base, indices.., mask, pass_thru`).
pub fn masked_load(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some(t) = result_ty(rw, op) else { return false };
    let Some(vt) = one_d(rw, t) else { return false };
    let n = group_len(rw, op, 3);
    let Some(a) = access(rw, op, operands, 0, n) else { return false };
    let align = align_attr(rw, a.align, 32);
    let (mask, pass) = (operands[n + 1], operands[n + 2]);
    let l = create_op(rw, op, "llvm.intr.masked.load", &[a.ptr, mask, pass], &[vt], &[("alignment", align)]);
    let v = Value(rw.body.op(l).first_result);
    rw.replace_op(op, &[v]);
    true
}

/// `vector.maskedstore` (`base, indices.., mask, value`).
pub fn masked_store(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let n = group_len(rw, op, 3);
    let Some(t) = operand_ty(rw, op, n + 2) else { return false };
    if one_d(rw, t).is_none() {
        return false;
    }
    let Some(a) = access(rw, op, operands, 0, n) else { return false };
    let align = align_attr(rw, a.align, 32);
    let (mask, value) = (operands[n + 1], operands[n + 2]);
    create_op(rw, op, "llvm.intr.masked.store", &[value, a.ptr, mask], &[], &[("alignment", align)]);
    rw.body.erase_op(op);
    true
}

/// Whether the memref's innermost stride is 1 (MLIR's
/// `isLastMemrefDimUnitStride`), which gathers and scatters need.
fn unit_last_stride(rw: &ConversionRewriter<'_>, memref: Type) -> bool {
    match crate::conversion::api::strides_and_offset(rw.ctx, memref) {
        Some((s, _)) => s.last().is_none_or(|&l| l == Some(1)),
        None => false,
    }
}

/// One pointer per lane: `base` moved by each index of `index_vec`
/// (MLIR's `getIndexedPtrs`), typed `!llvm.vec<N x ptr>`.
fn indexed_ptrs(rw: &mut ConversionRewriter<'_>, op: Op, a: &Access, index_vec: Value, lanes: (u64, bool)) -> Value {
    let ptr_ty = rw.body.value(a.ptr).ty;
    let ptrs_ty = rw.ctx.ty(TypeKind::Llvm(LlvmType::Vec { scalable: lanes.1, len: lanes.0, elem: ptr_ty }));
    let TypeKind::MemRef { elem, .. } = rw.ctx.type_kind(a.memref) else { unreachable!("checked by access") };
    let elem = rw.converter.convert(rw.ctx, *elem);
    let i32t = rw.ctx.int_type(32);
    let raw = rw.ctx.attr(AttrKind::DenseArray { elem: i32t, values: Box::new([IntOrFloat::Int(i32::MIN as i128)]) });
    let et = rw.ctx.attr(AttrKind::Type(elem));
    let g = create_op(rw, op, "llvm.getelementptr", &[a.ptr, index_vec], &[ptrs_ty], &[("elem_type", et), ("rawConstantIndices", raw)]);
    Value(rw.body.op(g).first_result)
}

/// The lanes of a 1-D vector type (not a converted n-D array).
fn lanes(rw: &ConversionRewriter<'_>, t: Type) -> Option<(u64, bool)> {
    match rw.ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, .. } if shape.len() == 1 => Some((shape[0], scalable[0])),
        _ => None,
    }
}

/// `vector.gather` (`base, indices.., index_vec, mask, pass_thru`); an
/// n-D one gathers each innermost 1-D vector on its own (MLIR's
/// `handleMultidimensionalVectors`).
pub fn gather(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some(t) = result_ty(rw, op) else { return false };
    let Some(l) = lanes(rw, t) else { return gather_nd(rw, op, operands, t) };
    let Some(memref) = operand_ty(rw, op, 0) else { return false };
    if !unit_last_stride(rw, memref) {
        return false;
    }
    let vt = rw.converter.convert(rw.ctx, t);
    let n = group_len(rw, op, 4);
    let Some(a) = access(rw, op, operands, 0, n) else { return false };
    let (index_vec, mask, pass) = (operands[n + 1], operands[n + 2], operands[n + 3]);
    let ptrs = indexed_ptrs(rw, op, &a, index_vec, l);
    let align = align_attr(rw, a.align, 32);
    let g = create_op(rw, op, "llvm.intr.masked.gather", &[ptrs, mask, pass], &[vt], &[("alignment", align)]);
    let v = Value(rw.body.op(g).first_result);
    rw.replace_op(op, &[v]);
    true
}

fn gather_nd(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], t: Type) -> bool {
    let Some(memref) = operand_ty(rw, op, 0) else { return false };
    if !matches!(rw.ctx.type_kind(t), TypeKind::Vector { shape, .. } if shape.len() > 1) || !unit_last_stride(rw, memref) {
        return false;
    }
    let vt = rw.converter.convert(rw.ctx, t);
    let n = group_len(rw, op, 4);
    let Some(a) = access(rw, op, operands, 0, n) else { return false };
    let vectors = [operands[n + 1], operands[n + 2], operands[n + 3]];
    let align = align_attr(rw, a.align, 32);
    crate::conversion::api::unroll_nd(rw, op, &vectors, vt, |rw, one_d, slices| {
        let lanes = match rw.ctx.type_kind(one_d) {
            TypeKind::Vector { shape, scalable, .. } => (shape[0], scalable[0]),
            _ => (0, false),
        };
        let ptrs = indexed_ptrs(rw, op, &a, slices[0], lanes);
        let g = create_op(rw, op, "llvm.intr.masked.gather", &[ptrs, slices[1], slices[2]], &[one_d], &[("alignment", align)]);
        Value(rw.body.op(g).first_result)
    })
}

/// `vector.scatter` of 1-D vectors (`base, indices.., index_vec, mask, value`).
pub fn scatter(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let n = group_len(rw, op, 4);
    let Some(t) = operand_ty(rw, op, n + 3) else { return false };
    let Some(l) = lanes(rw, t) else { return false };
    let Some(memref) = operand_ty(rw, op, 0) else { return false };
    if !unit_last_stride(rw, memref) {
        return false;
    }
    let Some(a) = access(rw, op, operands, 0, n) else { return false };
    let (index_vec, mask, value) = (operands[n + 1], operands[n + 2], operands[n + 3]);
    let ptrs = indexed_ptrs(rw, op, &a, index_vec, l);
    let align = align_attr(rw, a.align, 32);
    create_op(rw, op, "llvm.intr.masked.scatter", &[value, ptrs, mask], &[], &[("alignment", align)]);
    rw.body.erase_op(op);
    true
}

/// `vector.expandload` (`base, indices.., mask, pass_thru`).
pub fn expand_load(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some(t) = result_ty(rw, op) else { return false };
    let Some(vt) = one_d(rw, t) else { return false };
    let n = group_len(rw, op, 3);
    let Some(a) = access(rw, op, operands, 0, n) else { return false };
    let (mask, pass) = (operands[n + 1], operands[n + 2]);
    let l = create_op(rw, op, "llvm.intr.masked.expandload", &[a.ptr, mask, pass], &[vt], &[]);
    let v = Value(rw.body.op(l).first_result);
    rw.replace_op(op, &[v]);
    true
}

/// `vector.compressstore` (`base, indices.., mask, value`).
pub fn compress_store(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let n = group_len(rw, op, 3);
    let Some(t) = operand_ty(rw, op, n + 2) else { return false };
    if one_d(rw, t).is_none() {
        return false;
    }
    let Some(a) = access(rw, op, operands, 0, n) else { return false };
    let (mask, value) = (operands[n + 1], operands[n + 2]);
    create_op(rw, op, "llvm.intr.masked.compressstore", &[value, a.ptr, mask], &[], &[]);
    rw.body.erase_op(op);
    true
}

/// The strides of a contiguous memref (MLIR's `computeContiguousStrides`):
/// innermost stride 1 and each stride the product of the next one and
/// its size (an identity layout always is).
fn contiguous_strides(rw: &ConversionRewriter<'_>, t: Type) -> Option<Vec<Option<i64>>> {
    let (strides, _) = crate::conversion::api::strides_and_offset(rw.ctx, t)?;
    if strides.last().is_some_and(|&s| s != Some(1)) {
        return None;
    }
    let TypeKind::MemRef { shape, layout, .. } = rw.ctx.type_kind(t) else { return None };
    if layout.is_none() || matches!(layout.map(|l| rw.ctx.attr_kind(l)), Some(AttrKind::AffineMap(_))) {
        return Some(strides);
    }
    for i in 0..strides.len().saturating_sub(1) {
        let (Some(size), Some(s), Some(next)) = (shape[i + 1], strides[i], strides[i + 1]) else { return None };
        if s != next.checked_mul(size as i64)? {
            return None;
        }
    }
    Some(strides)
}

/// `vector.type_cast` of statically shaped, contiguous memrefs: a new
/// descriptor with the source's pointers, offset 0 and the target's
/// static sizes and strides (MLIR's `VectorTypeCastOpConversion`).
pub fn type_cast(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let (Some(source_ty), Some(target_ty)) = (operand_ty(rw, op, 0), result_ty(rw, op)) else { return false };
    let static_shape = |rw: &ConversionRewriter<'_>, t: Type| matches!(rw.ctx.type_kind(t), TypeKind::MemRef { shape, .. } if shape.iter().all(Option::is_some));
    if !static_shape(rw, source_ty) || !static_shape(rw, target_ty) {
        return false;
    }
    let Some(&source) = operands.first() else { return false };
    if !matches!(rw.ctx.type_kind(rw.body.value(source).ty), TypeKind::Llvm(LlvmType::LiteralStruct { .. })) {
        return false;
    }
    let target = rw.converter.convert(rw.ctx, target_ty);
    if !matches!(rw.ctx.type_kind(target), TypeKind::Llvm(LlvmType::LiteralStruct { .. })) {
        return false;
    }
    if contiguous_strides(rw, source_ty).is_none() {
        return false;
    }
    let Some(strides) = contiguous_strides(rw, target_ty) else { return false };
    let Some(strides) = strides.into_iter().collect::<Option<Vec<i64>>>() else { return false };
    let TypeKind::MemRef { shape, .. } = rw.ctx.type_kind(target_ty).clone() else { return false };
    let src = MemRefDescriptor::new(source);
    let mut desc = MemRefDescriptor::undef(rw, op, target);
    let allocated = src.allocated_ptr(rw, op);
    desc.set_allocated_ptr(rw, op, allocated);
    let aligned = src.aligned_ptr(rw, op);
    desc.set_aligned_ptr(rw, op, aligned);
    // Constants typed i64 whatever the index width, as MLIR builds them.
    let i64_const = |rw: &mut ConversionRewriter<'_>, v: i64| {
        let index = rw.ctx.ty(TypeKind::Index);
        let a = rw.ctx.attr(AttrKind::Integer { value: crate::ir::IntValue::Small(v as i128), ty: index });
        let t = rw.ctx.int_type(64);
        let c = create_op(rw, op, "llvm.mlir.constant", &[], &[t], &[("value", a)]);
        Value(rw.body.op(c).first_result)
    };
    let zero = i64_const(rw, 0);
    desc.set_offset(rw, op, zero);
    for (i, (size, stride)) in shape.iter().zip(strides).enumerate() {
        let s = i64_const(rw, size.unwrap_or(0) as i64);
        desc.set_size(rw, op, i, s);
        let st = i64_const(rw, stride);
        desc.set_stride(rw, op, i, st);
    }
    rw.replace_op(op, &[desc.value]);
    true
}
