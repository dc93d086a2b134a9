//! Building and reading memref descriptors in the LLVM dialect (MLIR's
//! `MemRefDescriptor` and `UnrankedMemRefDescriptor`): a ranked
//! descriptor is `!llvm.struct<(ptr, ptr, iN, array<R x iN>, array<R x iN>)>`
//! (allocated pointer, aligned pointer, offset, sizes, strides), an
//! unranked one `!llvm.struct<(iN, ptr)>` (rank, pointer to a ranked
//! descriptor). Every accessor emits `llvm.extractvalue` /
//! `llvm.insertvalue` before the anchor op, the way MLIR's builders do at
//! the rewriter's insertion point; setters replace the descriptor's value
//! by the new struct.

use super::framework::ConversionRewriter;
use super::llvm_types::strides_and_offset;
use super::to_llvm::{create_op, target_ops};
use crate::ir::{AttrKind, IntOrFloat, IntValue, LlvmType, Op, Type, TypeKind, Value};

/// `llvm.mlir.constant(value : index) : iN` before `anchor` (MLIR's
/// `createIndexAttrConstant`: the attribute keeps the `index` type).
pub fn index_constant(rw: &mut ConversionRewriter<'_>, anchor: Op, value: i64) -> Value {
    let index = rw.ctx.ty(TypeKind::Index);
    let attr = rw.ctx.attr(AttrKind::Integer { value: IntValue::Small(value as i128), ty: index });
    let ty = rw.llvm.index_type(rw.ctx);
    let op = create_op(rw, anchor, target_ops().constant, &[], &[ty], &[("value", attr)]);
    Value(rw.body.op(op).first_result)
}

/// `llvm.mlir.undef : ty` before `anchor`.
pub fn undef(rw: &mut ConversionRewriter<'_>, anchor: Op, ty: Type) -> Value {
    let op = create_op(rw, anchor, target_ops().undef, &[], &[ty], &[]);
    Value(rw.body.op(op).first_result)
}

fn position(rw: &mut ConversionRewriter<'_>, pos: &[i64]) -> crate::ir::Attr {
    let elem = rw.ctx.int_type(64);
    let values = pos.iter().map(|&p| IntOrFloat::Int(p as i128)).collect();
    rw.ctx.attr(AttrKind::DenseArray { elem, values })
}

/// The type at `pos` inside an aggregate type.
fn member_type(rw: &ConversionRewriter<'_>, mut ty: Type, pos: &[i64]) -> Option<Type> {
    for &p in pos {
        ty = match rw.ctx.type_kind(ty) {
            TypeKind::Llvm(LlvmType::LiteralStruct { fields, .. }) => *fields.get(usize::try_from(p).ok()?)?,
            TypeKind::Llvm(LlvmType::Array { elem, .. }) => *elem,
            _ => return None,
        };
    }
    Some(ty)
}

/// `llvm.extractvalue agg[pos]` before `anchor`.
pub fn extract_value(rw: &mut ConversionRewriter<'_>, anchor: Op, agg: Value, pos: &[i64]) -> Value {
    let agg_ty = rw.body.value(agg).ty;
    let ty = member_type(rw, agg_ty, pos).unwrap_or(agg_ty);
    let position = position(rw, pos);
    let op = create_op(rw, anchor, target_ops().extract_value, &[agg], &[ty], &[("position", position)]);
    Value(rw.body.op(op).first_result)
}

/// `llvm.insertvalue v, agg[pos]` before `anchor`.
pub fn insert_value(rw: &mut ConversionRewriter<'_>, anchor: Op, agg: Value, v: Value, pos: &[i64]) -> Value {
    let ty = rw.body.value(agg).ty;
    let position = position(rw, pos);
    let op = create_op(rw, anchor, target_ops().insert_value, &[agg, v], &[ty], &[("position", position)]);
    Value(rw.body.op(op).first_result)
}

/// `a op b` of one integer type before `anchor`.
fn binary(rw: &mut ConversionRewriter<'_>, anchor: Op, name: &str, a: Value, b: Value) -> Value {
    let ty = rw.body.value(a).ty;
    let op = create_op(rw, anchor, name, &[a, b], &[ty], &[]);
    Value(rw.body.op(op).first_result)
}

/// `llvm.getelementptr ptr[index]` over `memref`'s converted element type.
fn gep(rw: &mut ConversionRewriter<'_>, anchor: Op, ptr: Value, index: Value, memref: Type) -> Value {
    let elem = match rw.ctx.type_kind(memref) {
        TypeKind::MemRef { elem, .. } => *elem,
        _ => memref,
    };
    let elem = rw.converter.convert(rw.ctx, elem);
    let ty = rw.body.value(ptr).ty;
    let i32t = rw.ctx.int_type(32);
    // GEP's marker of an index given as an operand.
    let raw = rw.ctx.attr(AttrKind::DenseArray { elem: i32t, values: Box::new([IntOrFloat::Int(i32::MIN as i128)]) });
    let et = rw.ctx.attr(AttrKind::Type(elem));
    let op = create_op(rw, anchor, target_ops().gep, &[ptr, index], &[ty], &[("elem_type", et), ("rawConstantIndices", raw)]);
    Value(rw.body.op(op).first_result)
}

const ALLOCATED_PTR: i64 = 0;
const ALIGNED_PTR: i64 = 1;
const OFFSET: i64 = 2;
const SIZES: i64 = 3;
const STRIDES: i64 = 4;

/// A ranked memref descriptor value.
#[derive(Clone, Copy, Debug)]
pub struct MemRefDescriptor {
    /// The current struct value (setters replace it).
    pub value: Value,
}

impl MemRefDescriptor {
    /// Wraps an existing descriptor value.
    pub fn new(value: Value) -> Self {
        MemRefDescriptor { value }
    }

    /// An undefined descriptor of struct type `ty` (`llvm.mlir.undef`).
    pub fn undef(rw: &mut ConversionRewriter<'_>, anchor: Op, ty: Type) -> Self {
        MemRefDescriptor { value: undef(rw, anchor, ty) }
    }

    /// The descriptor's struct type.
    pub fn ty(&self, rw: &ConversionRewriter<'_>) -> Type {
        rw.body.value(self.value).ty
    }

    /// The rank the descriptor's type describes.
    pub fn rank(&self, rw: &ConversionRewriter<'_>) -> usize {
        match rw.ctx.type_kind(self.ty(rw)) {
            TypeKind::Llvm(LlvmType::LiteralStruct { fields, .. }) => match fields.get(SIZES as usize).map(|&f| rw.ctx.type_kind(f)) {
                Some(TypeKind::Llvm(LlvmType::Array { len, .. })) => *len as usize,
                _ => 0,
            },
            _ => 0,
        }
    }

    fn get(&self, rw: &mut ConversionRewriter<'_>, anchor: Op, pos: &[i64]) -> Value {
        extract_value(rw, anchor, self.value, pos)
    }

    fn set(&mut self, rw: &mut ConversionRewriter<'_>, anchor: Op, pos: &[i64], v: Value) {
        self.value = insert_value(rw, anchor, self.value, v, pos);
    }

    /// The aligned pointer moved by the layout's offset, static or read
    /// from the descriptor (MLIR's `MemRefDescriptor::bufferPtr`); `None`
    /// when `memref` has no strided layout.
    pub fn buffer_ptr(&self, rw: &mut ConversionRewriter<'_>, anchor: Op, memref: Type) -> Option<Value> {
        let (_, offset) = strides_and_offset(rw.ctx, memref)?;
        let ptr = self.aligned_ptr(rw, anchor);
        if offset == Some(0) {
            return Some(ptr);
        }
        let off = match offset {
            Some(o) => index_constant(rw, anchor, o),
            None => self.offset(rw, anchor),
        };
        Some(gep(rw, anchor, ptr, off, memref))
    }

    /// The address of the element at `indices` (MLIR's
    /// `getStridedElementPtr`): the buffer pointer, then one GEP by the sum
    /// of each index times its stride (a stride of 1 multiplies nothing;
    /// a dynamic one is read from the descriptor).
    pub fn strided_element_ptr(&self, rw: &mut ConversionRewriter<'_>, anchor: Op, memref: Type, indices: &[Value]) -> Option<Value> {
        let (strides, _) = strides_and_offset(rw.ctx, memref)?;
        let base = self.buffer_ptr(rw, anchor, memref)?;
        let mut index: Option<Value> = None;
        for (i, &idx) in indices.iter().enumerate() {
            let stride = *strides.get(i)?;
            let mut inc = idx;
            if stride != Some(1) {
                let s = match stride {
                    Some(s) => index_constant(rw, anchor, s),
                    None => self.stride(rw, anchor, i),
                };
                inc = binary(rw, anchor, target_ops().mul, inc, s);
            }
            index = Some(match index {
                Some(acc) => binary(rw, anchor, target_ops().add, acc, inc),
                None => inc,
            });
        }
        Some(match index {
            Some(i) => gep(rw, anchor, base, i, memref),
            None => base,
        })
    }

    pub fn allocated_ptr(&self, rw: &mut ConversionRewriter<'_>, anchor: Op) -> Value {
        self.get(rw, anchor, &[ALLOCATED_PTR])
    }
    pub fn set_allocated_ptr(&mut self, rw: &mut ConversionRewriter<'_>, anchor: Op, v: Value) {
        self.set(rw, anchor, &[ALLOCATED_PTR], v)
    }
    pub fn aligned_ptr(&self, rw: &mut ConversionRewriter<'_>, anchor: Op) -> Value {
        self.get(rw, anchor, &[ALIGNED_PTR])
    }
    pub fn set_aligned_ptr(&mut self, rw: &mut ConversionRewriter<'_>, anchor: Op, v: Value) {
        self.set(rw, anchor, &[ALIGNED_PTR], v)
    }
    pub fn offset(&self, rw: &mut ConversionRewriter<'_>, anchor: Op) -> Value {
        self.get(rw, anchor, &[OFFSET])
    }
    pub fn set_offset(&mut self, rw: &mut ConversionRewriter<'_>, anchor: Op, v: Value) {
        self.set(rw, anchor, &[OFFSET], v)
    }
    /// Sets the offset to a constant (`llvm.mlir.constant(n : index)`).
    pub fn set_constant_offset(&mut self, rw: &mut ConversionRewriter<'_>, anchor: Op, n: i64) {
        let c = index_constant(rw, anchor, n);
        self.set_offset(rw, anchor, c)
    }
    pub fn size(&self, rw: &mut ConversionRewriter<'_>, anchor: Op, i: usize) -> Value {
        self.get(rw, anchor, &[SIZES, i as i64])
    }
    pub fn set_size(&mut self, rw: &mut ConversionRewriter<'_>, anchor: Op, i: usize, v: Value) {
        self.set(rw, anchor, &[SIZES, i as i64], v)
    }
    pub fn set_constant_size(&mut self, rw: &mut ConversionRewriter<'_>, anchor: Op, i: usize, n: i64) {
        let c = index_constant(rw, anchor, n);
        self.set_size(rw, anchor, i, c)
    }
    pub fn stride(&self, rw: &mut ConversionRewriter<'_>, anchor: Op, i: usize) -> Value {
        self.get(rw, anchor, &[STRIDES, i as i64])
    }
    pub fn set_stride(&mut self, rw: &mut ConversionRewriter<'_>, anchor: Op, i: usize, v: Value) {
        self.set(rw, anchor, &[STRIDES, i as i64], v)
    }
    pub fn set_constant_stride(&mut self, rw: &mut ConversionRewriter<'_>, anchor: Op, i: usize, n: i64) {
        let c = index_constant(rw, anchor, n);
        self.set_stride(rw, anchor, i, c)
    }

    /// A descriptor of type `ty` from its exploded fields (allocated and
    /// aligned pointers, offset, sizes, strides), in that order: MLIR's
    /// `MemRefDescriptor::pack`, as a function's entry block rebuilds a
    /// memref argument.
    pub fn pack(rw: &mut ConversionRewriter<'_>, anchor: Op, ty: Type, fields: &[Value]) -> Self {
        let mut d = MemRefDescriptor::undef(rw, anchor, ty);
        let rank = d.rank(rw);
        if fields.len() != 3 + 2 * rank {
            return d;
        }
        d.set_allocated_ptr(rw, anchor, fields[0]);
        d.set_aligned_ptr(rw, anchor, fields[1]);
        d.set_offset(rw, anchor, fields[2]);
        // Each size with its stride, as MLIR sets them.
        for i in 0..rank {
            d.set_size(rw, anchor, i, fields[3 + i]);
            d.set_stride(rw, anchor, i, fields[3 + rank + i]);
        }
        d
    }

    /// The exploded fields, in [`pack`](Self::pack)'s order.
    pub fn unpack(&self, rw: &mut ConversionRewriter<'_>, anchor: Op) -> Vec<Value> {
        let rank = self.rank(rw);
        let mut out = vec![self.allocated_ptr(rw, anchor), self.aligned_ptr(rw, anchor), self.offset(rw, anchor)];
        for i in 0..rank {
            out.push(self.size(rw, anchor, i));
        }
        for i in 0..rank {
            out.push(self.stride(rw, anchor, i));
        }
        out
    }
}

/// An unranked memref descriptor value: `(rank, pointer to a ranked
/// descriptor)`.
#[derive(Clone, Copy, Debug)]
pub struct UnrankedMemRefDescriptor {
    pub value: Value,
}

impl UnrankedMemRefDescriptor {
    pub fn new(value: Value) -> Self {
        UnrankedMemRefDescriptor { value }
    }

    /// An undefined descriptor of struct type `ty`.
    pub fn undef(rw: &mut ConversionRewriter<'_>, anchor: Op, ty: Type) -> Self {
        UnrankedMemRefDescriptor { value: undef(rw, anchor, ty) }
    }

    pub fn rank(&self, rw: &mut ConversionRewriter<'_>, anchor: Op) -> Value {
        extract_value(rw, anchor, self.value, &[0])
    }
    pub fn set_rank(&mut self, rw: &mut ConversionRewriter<'_>, anchor: Op, v: Value) {
        self.value = insert_value(rw, anchor, self.value, v, &[0]);
    }
    pub fn memref_desc_ptr(&self, rw: &mut ConversionRewriter<'_>, anchor: Op) -> Value {
        extract_value(rw, anchor, self.value, &[1])
    }
    pub fn set_memref_desc_ptr(&mut self, rw: &mut ConversionRewriter<'_>, anchor: Op, v: Value) {
        self.value = insert_value(rw, anchor, self.value, v, &[1]);
    }

    /// A descriptor of type `ty` from its rank and pointer.
    pub fn pack(rw: &mut ConversionRewriter<'_>, anchor: Op, ty: Type, fields: &[Value]) -> Self {
        let mut d = UnrankedMemRefDescriptor::undef(rw, anchor, ty);
        if let [rank, ptr] = *fields {
            d.set_rank(rw, anchor, rank);
            d.set_memref_desc_ptr(rw, anchor, ptr);
        }
        d
    }

    /// The rank and pointer.
    pub fn unpack(&self, rw: &mut ConversionRewriter<'_>, anchor: Op) -> Vec<Value> {
        vec![self.rank(rw, anchor), self.memref_desc_ptr(rw, anchor)]
    }
}
