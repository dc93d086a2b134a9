//! Building LLVM dialect ops before the memref op being lowered: [`B`]
//! holds the anchor and the index type and forwards to the conversion
//! framework's builders and its `MemRefDescriptor` (allocated and aligned
//! pointers, offset, sizes, strides), adding what only memref lowerings
//! need (`bufferPtr`, the strided element address, block splitting). Ops
//! come in the order MLIR creates them, so values number alike.

use crate::conversion::api::{
    create_op, extract_value, index_constant, insert_value, lookup_or_create_fn, materialize_cast, undef, ConversionRewriter,
    MemRefDescriptor,
};
use crate::ir::{Attr, AttrKind, IntOrFloat, IntValue, Op, Type, TypeKind, Value};

use super::layout::{ptr_in, MemRefInfo};

/// `llvm.getelementptr`'s marker for an index given as an SSA value.
const GEP_DYNAMIC: i128 = i32::MIN as i128;

/// A GEP index: a constant or a value.
#[derive(Clone, Copy)]
pub enum GepArg {
    Const(i32),
    Dyn(Value),
}

/// Creates ops before `at`.
pub struct B<'r, 'a> {
    pub rw: &'r mut ConversionRewriter<'a>,
    pub at: Op,
    /// The integer type `index` lowers to.
    pub index: Type,
}

impl<'r, 'a> B<'r, 'a> {
    pub fn new(rw: &'r mut ConversionRewriter<'a>, at: Op) -> Self {
        let index = rw.llvm.index_type(rw.ctx);
        B { rw, at, index }
    }

    fn first(&self, op: Op) -> Value {
        Value(self.rw.body.op(op).first_result)
    }

    /// An op with one result.
    pub fn op1(&mut self, name: &str, operands: &[Value], ty: Type, props: &[(&str, crate::ir::Attr)]) -> Value {
        let op = create_op(self.rw, self.at, name, operands, &[ty], props);
        self.first(op)
    }

    /// An op without results.
    pub fn op0(&mut self, name: &str, operands: &[Value], props: &[(&str, crate::ir::Attr)]) -> Op {
        create_op(self.rw, self.at, name, operands, &[], props)
    }

    pub fn type_of(&self, v: Value) -> Type {
        self.rw.body.value(v).ty
    }

    /// `llvm.mlir.constant(v : index) : iN` (MLIR's `createIndexAttrConstant`).
    pub fn index_const(&mut self, v: i128) -> Value {
        index_constant(self.rw, self.at, v as i64)
    }

    /// `llvm.mlir.constant(v : index) : i64`, whatever the index width
    /// (MLIR's `promoteOneMemRefDescriptor` counts its alloca so).
    pub fn i64_index_const(&mut self, v: i128) -> Value {
        let idx = self.rw.ctx.ty(TypeKind::Index);
        let a = self.rw.ctx.attr(AttrKind::Integer { value: IntValue::Small(v), ty: idx });
        let ty = self.rw.ctx.int_type(64);
        self.op1("llvm.mlir.constant", &[], ty, &[("value", a)])
    }

    /// The descriptor `d` stored in a one-element stack slot (MLIR's
    /// `promoteOneMemRefDescriptor`).
    pub fn promote(&mut self, d: Value) -> Value {
        let one = self.i64_index_const(1);
        let ty = self.type_of(d);
        let stack = self.alloca(one, ty, 0, 0);
        self.store(d, stack, false);
        stack
    }

    pub fn undef(&mut self, ty: Type) -> Value {
        undef(self.rw, self.at, ty)
    }

    pub fn zero_ptr(&mut self, space: u32) -> Value {
        let p = ptr_in(self.rw.ctx, space);
        self.op1("llvm.mlir.zero", &[], p, &[])
    }

    pub fn insert(&mut self, agg: Value, v: Value, pos: &[i64]) -> Value {
        insert_value(self.rw, self.at, agg, v, pos)
    }

    pub fn extract(&mut self, agg: Value, pos: &[i64]) -> Value {
        extract_value(self.rw, self.at, agg, pos)
    }

    /// `llvm.getelementptr base[args] : ... elem`.
    pub fn gep(&mut self, base: Value, args: &[GepArg], elem: Type) -> Value {
        let ty = self.type_of(base);
        self.gep_to(base, args, elem, ty)
    }

    /// A GEP whose result pointer type `ty` differs from its base's (an
    /// unranked descriptor, in address space 0, pointing into another).
    pub fn gep_to(&mut self, base: Value, args: &[GepArg], elem: Type, ty: Type) -> Value {
        let mut raw = Vec::new();
        let mut operands = vec![base];
        for a in args {
            match *a {
                GepArg::Const(c) => raw.push(IntOrFloat::Int(c as i128)),
                GepArg::Dyn(v) => {
                    raw.push(IntOrFloat::Int(GEP_DYNAMIC));
                    operands.push(v);
                }
            }
        }
        let i32t = self.rw.ctx.int_type(32);
        let raw = self.rw.ctx.attr(AttrKind::DenseArray { elem: i32t, values: raw.into() });
        let et = self.rw.ctx.attr(AttrKind::Type(elem));
        self.op1("llvm.getelementptr", &operands, ty, &[("elem_type", et), ("rawConstantIndices", raw)])
    }

    pub fn bin(&mut self, name: &str, a: Value, b: Value) -> Value {
        let ty = self.type_of(a);
        self.op1(name, &[a, b], ty, &[])
    }

    pub fn cast(&mut self, name: &str, v: Value, ty: Type) -> Value {
        self.op1(name, &[v], ty, &[])
    }

    /// `llvm.alloca n x elem` in address space `space`.
    pub fn alloca(&mut self, n: Value, elem: Type, alignment: i64, space: u32) -> Value {
        let p = ptr_in(self.rw.ctx, space);
        let et = self.rw.ctx.attr(AttrKind::Type(elem));
        if alignment != 0 {
            let al = self.rw.ctx.int_attr(alignment as i128, 64);
            self.op1("llvm.alloca", &[n], p, &[("alignment", al), ("elem_type", et)])
        } else {
            self.op1("llvm.alloca", &[n], p, &[("elem_type", et)])
        }
    }

    pub fn load(&mut self, ptr: Value, ty: Type, nontemporal: bool) -> Value {
        if nontemporal {
            let u = self.rw.ctx.unit();
            self.op1("llvm.load", &[ptr], ty, &[("nontemporal", u)])
        } else {
            self.op1("llvm.load", &[ptr], ty, &[])
        }
    }

    pub fn store(&mut self, v: Value, ptr: Value, nontemporal: bool) {
        if nontemporal {
            let u = self.rw.ctx.unit();
            self.op0("llvm.store", &[v, ptr], &[("nontemporal", u)]);
        } else {
            self.op0("llvm.store", &[v, ptr], &[]);
        }
    }

    /// `llvm.call @callee(args)`, with a result unless `ret` is `None`.
    pub fn call(&mut self, callee: &str, args: &[Value], ret: Option<Type>) -> Option<Value> {
        let c = self.rw.ctx.flat_symbol_ref(callee);
        let tys: Vec<Type> = ret.into_iter().collect();
        let op = create_op(self.rw, self.at, "llvm.call", args, &tys, &[("callee", c)]);
        ret.map(|_| self.first(op))
    }

    // The memref descriptor (the framework's `MemRefDescriptor`).

    pub fn allocated_ptr(&mut self, d: Value) -> Value {
        MemRefDescriptor::new(d).allocated_ptr(self.rw, self.at)
    }
    pub fn aligned_ptr(&mut self, d: Value) -> Value {
        MemRefDescriptor::new(d).aligned_ptr(self.rw, self.at)
    }
    pub fn offset(&mut self, d: Value) -> Value {
        MemRefDescriptor::new(d).offset(self.rw, self.at)
    }
    pub fn size(&mut self, d: Value, i: usize) -> Value {
        MemRefDescriptor::new(d).size(self.rw, self.at, i)
    }
    pub fn stride(&mut self, d: Value, i: usize) -> Value {
        MemRefDescriptor::new(d).stride(self.rw, self.at, i)
    }

    /// A descriptor of type `ty` from its parts (MLIR's
    /// `createMemRefDescriptor` order: pointers, offset, sizes, strides).
    /// A zero offset (`None`) is created between the pointers and the offset.
    pub fn descriptor(&mut self, ty: Type, allocated: Value, aligned: Value, offset: Option<Value>, sizes: &[Value], strides: &[Value]) -> Value {
        let (rw, at) = (&mut *self.rw, self.at);
        let mut d = MemRefDescriptor::undef(rw, at, ty);
        d.set_allocated_ptr(rw, at, allocated);
        d.set_aligned_ptr(rw, at, aligned);
        match offset {
            Some(o) => d.set_offset(rw, at, o),
            None => d.set_constant_offset(rw, at, 0),
        }
        for (i, &s) in sizes.iter().enumerate() {
            d.set_size(rw, at, i, s);
        }
        for (i, &s) in strides.iter().enumerate() {
            d.set_stride(rw, at, i, s);
        }
        d.value
    }

    /// The aligned pointer moved by the static or dynamic offset (MLIR's
    /// `MemRefDescriptor::bufferPtr`).
    pub fn buffer_ptr(&mut self, d: Value, info: &MemRefInfo, elem: Type) -> Value {
        let ptr = self.aligned_ptr(d);
        if info.offset == Some(0) {
            return ptr;
        }
        let off = match info.offset {
            Some(o) => self.index_const(o as i128),
            None => self.offset(d),
        };
        self.gep(ptr, &[GepArg::Dyn(off)], elem)
    }

    /// The address of element `indices` (MLIR's `getStridedElementPtr`).
    pub fn element_ptr(&mut self, d: Value, info: &MemRefInfo, elem: Type, indices: &[Value]) -> Value {
        let base = self.buffer_ptr(d, info, elem);
        let mut index: Option<Value> = None;
        for (i, &idx) in indices.iter().enumerate() {
            let mut inc = idx;
            let stride = info.strides.get(i).copied().flatten();
            if stride != Some(1) {
                let s = match stride {
                    Some(s) => self.index_const(s as i128),
                    None => self.stride(d, i),
                };
                inc = self.bin("llvm.mul", inc, s);
            }
            index = Some(match index {
                Some(acc) => self.bin("llvm.add", acc, inc),
                None => inc,
            });
        }
        match index {
            Some(i) => self.gep(base, &[GepArg::Dyn(i)], elem),
            None => base,
        }
    }
}

/// The pass options the lowerings read.
#[derive(Clone, Copy, Debug, Default)]
pub struct MemOpts {
    /// `use-aligned-alloc`: `aligned_alloc` instead of `malloc` plus manual
    /// alignment.
    pub aligned_alloc: bool,
    /// `use-generic-functions`: `_mlir_memref_to_llvm_alloc`/`_free`.
    pub generic_functions: bool,
}


/// `v` (an operand, maybe still memref-typed) as its LLVM descriptor: the
/// descriptor a cast was made from, or a new cast to it.
pub fn descriptor_value(b: &mut B<'_, '_>, v: Value, memref: Type) -> Option<Value> {
    let want = b.rw.llvm.convert(b.rw.ctx, memref)?;
    if b.type_of(v) == want {
        return Some(v);
    }
    let cast = b.rw.ctx.ident("builtin.unrealized_conversion_cast");
    if let Some(def) = b.rw.body.defining_op(v) {
        let d = b.rw.body.op(def);
        if d.name == cast && d.operands.len() == 1 && b.rw.body.value(d.operands[0]).ty == want {
            return Some(d.operands[0]);
        }
    }
    Some(materialize_cast(b.rw.ctx, b.rw.body, b.at, v, want))
}


/// An element type in its lowered form.
pub fn lowered(rw: &mut ConversionRewriter<'_>, t: Type) -> Type {
    rw.converter.convert(rw.ctx, t)
}


/// A property of `op`.
pub fn prop(rw: &ConversionRewriter<'_>, op: Op, name: &str) -> Option<Attr> {
    rw.body.op(op).properties.and_then(|p| rw.ctx.dict_get_str(p, name))
}

/// Gives `op` the (new, empty) region `r`.
pub fn attach_region(body: &mut crate::ir::Body, op: Op, r: crate::ir::Region) {
    body.ops[op.index()].regions = Box::new([r]);
    body.regions[r.index()].parent = Some(op);
}

/// Declares `llvm.func @name(params) -> ret` at the start of the module
/// unless a symbol of that name exists (the framework's
/// `lookup_or_create_fn`, MLIR's `lookupOrCreateFn`).
pub fn declare_fn(b: &mut B<'_, '_>, name: &str, ret: Option<Type>, params: &[Type]) -> bool {
    lookup_or_create_fn(b.rw, b.at, name, params, ret)
}

/// Splits `op`'s block before `op`: `op` and what follows it move to a new
/// block placed right after (MLIR's `splitBlock`). Returns the new block.
pub fn split_before(body: &mut crate::ir::Body, op: Op) -> Option<crate::ir::Block> {
    let block = body.op(op).parent?;
    let region = body.block(block).parent?;
    let at = body.region(region).blocks.iter().position(|&b| b == block)?;
    let pos = body.block(block).ops.iter().position(|&o| o == op)?;
    let tail: Vec<Op> = body.block(block).ops[pos..].to_vec();
    let new = body.insert_block(region, at + 1);
    body.blocks[new.index()].span = body.block(block).span;
    for (i, o) in tail.into_iter().enumerate() {
        body.move_op(o, new, i);
    }
    Some(new)
}

/// Moves `block` into `region` at `index`.
pub fn move_block(body: &mut crate::ir::Body, block: crate::ir::Block, region: crate::ir::Region, index: usize) {
    body.erase_block(block);
    body.blocks[block.index()].parent = Some(region);
    let blocks = &mut body.regions[region.index()].blocks;
    blocks.insert(index.min(blocks.len()), block);
}

/// Gives `op` its successor blocks.
pub fn set_successors(body: &mut crate::ir::Body, op: Op, succ: &[crate::ir::Block]) {
    body.ops[op.index()].successors = succ.into();
}
