//! Module-level helpers of lowerings into the LLVM dialect: finding a
//! symbol in the enclosing module and declaring runtime functions
//! (`malloc`, `free`, `puts`, `abort`) at its start the way MLIR's
//! `LLVM::lookupOrCreateFn` does, and copying unranked memref descriptors
//! across calls and returns (MLIR's `copyUnrankedDescriptors`).

use super::descriptor::{index_constant, UnrankedMemRefDescriptor};
use super::framework::ConversionRewriter;
use super::to_llvm::{create_op, create_op_with, target_ops, NewOp};
use crate::ir::{AttrKind, Block, LlvmType, Op, Type, TypeKind, Value};

/// The nearest symbol table around `op` (its module, MLIR's
/// `getParentOfType<ModuleOp>`: a nested module keeps its own
/// declarations); the outermost op when none is.
pub fn module_of(rw: &ConversionRewriter<'_>, mut op: Op) -> Op {
    while let Some(p) = rw.body.parent_op(op) {
        op = p;
        let name = rw.ctx.str(rw.body.op(op).name);
        if crate::ods::lookup(name).is_some_and(|i| i.def.traits & crate::ods::opdef::traits::SYMBOL_TABLE != 0) {
            return op;
        }
    }
    op
}

fn module_block(rw: &ConversionRewriter<'_>, module: Op) -> Option<Block> {
    let region = *rw.body.op(module).regions.first()?;
    rw.body.region(region).blocks.first().copied()
}

/// The op of the module's body whose `sym_name` is `name`.
pub fn lookup_symbol(rw: &ConversionRewriter<'_>, module: Op, name: &str) -> Option<Op> {
    let block = module_block(rw, module)?;
    rw.body.block(block).ops.iter().copied().find(|&o| {
        let sym = rw.body.op(o).properties.and_then(|p| rw.ctx.dict_get_str(p, "sym_name"));
        sym.is_some_and(|a| matches!(rw.ctx.attr_kind(a), AttrKind::String { value, .. } if &**value == name.as_bytes()))
    })
}

/// Creates an op at the start of the module's body (located like
/// `anchor`); `None` when the module has no body.
pub fn create_at_module_start(rw: &mut ConversionRewriter<'_>, module: Op, anchor: Op, name: &str, parts: NewOp<'_>) -> Option<Op> {
    let block = module_block(rw, module)?;
    let new = create_op_with(rw, anchor, name, parts);
    rw.body.move_op(new, block, 0);
    Some(new)
}

/// `llvm.func @name(params) -> ret` at the start of the module around
/// `anchor`, unless the module has a symbol of that name already.
/// `false` when there is no module body to put it in.
pub fn lookup_or_create_fn(rw: &mut ConversionRewriter<'_>, anchor: Op, name: &str, params: &[Type], ret: Option<Type>) -> bool {
    let module = module_of(rw, anchor);
    if module_block(rw, module).is_none() {
        return false;
    }
    if lookup_symbol(rw, module, name).is_some() {
        return true;
    }
    let ret = ret.unwrap_or_else(|| rw.ctx.ty(TypeKind::Llvm(LlvmType::Void)));
    let fty = rw.ctx.ty(TypeKind::Llvm(LlvmType::Func { ret, params: params.into(), vararg: false }));
    let fty = rw.ctx.attr(AttrKind::Type(fty));
    let sym = rw.ctx.string_attr(name);
    let region = rw.body.new_region();
    let props = [("function_type", fty), ("sym_name", sym)];
    create_at_module_start(rw, module, anchor, target_ops().func, NewOp { props: &props, regions: &[region], ..NewOp::default() }).is_some()
}

fn result(rw: &ConversionRewriter<'_>, op: Op) -> Value {
    Value(rw.body.op(op).first_result)
}

/// Replaces each unranked memref among `values` (whose original types are
/// `types`) by a descriptor whose ranked descriptor was copied: to the
/// stack for a call's results (freeing the callee's heap copy), to the
/// heap with `malloc` for returned values (`to_dynamic`). Builds before
/// `anchor`; `false`, having built nothing, when a memory space is not an
/// integer or the module has no body.
pub fn copy_unranked_descriptors(rw: &mut ConversionRewriter<'_>, anchor: Op, types: &[Type], values: &mut [Value], to_dynamic: bool) -> bool {
    let mut unranked = Vec::new();
    for (i, &t) in types.iter().enumerate() {
        if let TypeKind::UnrankedMemRef { memory_space, .. } = rw.ctx.type_kind(t) {
            let Some(space) = rw.llvm.memory_space(rw.ctx, *memory_space) else { return false };
            unranked.push((i, space));
        }
    }
    if unranked.is_empty() {
        return true;
    }
    if module_block(rw, module_of(rw, anchor)).is_none() {
        return false;
    }
    let index = rw.llvm.index_type(rw.ctx);
    // The sizes: 2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index).
    let one = index_constant(rw, anchor, 1);
    let two = index_constant(rw, anchor, 2);
    let index_size = index_constant(rw, anchor, i64::from(rw.llvm.index_width.div_ceil(8)));
    let mut sizes = Vec::with_capacity(unranked.len());
    for &(i, _space) in &unranked {
        // Pointers are 64 bits in every address space without a data layout.
        let ptr_size = index_constant(rw, anchor, 8);
        let double_ptr = create_op(rw, anchor, target_ops().mul, &[two, ptr_size], &[index], &[]);
        let double_ptr = result(rw, double_ptr);
        let rank = UnrankedMemRefDescriptor::new(values[i]).rank(rw, anchor);
        let double_rank = create_op(rw, anchor, target_ops().mul, &[two, rank], &[index], &[]);
        let double_rank = result(rw, double_rank);
        let plus_one = create_op(rw, anchor, target_ops().add, &[double_rank, one], &[index], &[]);
        let plus_one = result(rw, plus_one);
        let rank_size = create_op(rw, anchor, target_ops().mul, &[plus_one, index_size], &[index], &[]);
        let rank_size = result(rw, rank_size);
        let total = create_op(rw, anchor, target_ops().add, &[double_ptr, rank_size], &[index], &[]);
        sizes.push(result(rw, total));
    }
    let ptr = rw.ctx.ptr_type();
    if to_dynamic {
        lookup_or_create_fn(rw, anchor, "malloc", &[index], Some(ptr));
    } else {
        lookup_or_create_fn(rw, anchor, "free", &[ptr], None);
    }
    for (&(i, _), &size) in unranked.iter().zip(&sizes) {
        let desc = UnrankedMemRefDescriptor::new(values[i]);
        let memory = if to_dynamic {
            let malloc = rw.ctx.flat_symbol_ref("malloc");
            let call = create_op(rw, anchor, target_ops().call, &[size], &[ptr], &[("callee", malloc)]);
            result(rw, call)
        } else {
            let i8 = rw.ctx.int_type(8);
            let elem = rw.ctx.attr(AttrKind::Type(i8));
            let alloca = create_op(rw, anchor, target_ops().alloca, &[size], &[ptr], &[("elem_type", elem)]);
            result(rw, alloca)
        };
        let source = desc.memref_desc_ptr(rw, anchor);
        let volatile = rw.ctx.attr(AttrKind::Bool(false));
        create_op(rw, anchor, target_ops().memcpy, &[memory, source, size], &[], &[("isVolatile", volatile)]);
        if !to_dynamic {
            let free = rw.ctx.flat_symbol_ref("free");
            create_op(rw, anchor, target_ops().call, &[source], &[], &[("callee", free)]);
        }
        let desc_ty = rw.body.value(values[i]).ty;
        let mut updated = UnrankedMemRefDescriptor::undef(rw, anchor, desc_ty);
        let rank = desc.rank(rw, anchor);
        updated.set_rank(rw, anchor, rank);
        updated.set_memref_desc_ptr(rw, anchor, memory);
        values[i] = updated.value;
    }
    true
}

/// How many string globals were made unique in this process: MLIR keeps
/// one counter for the run, split chunks and every lowering included
/// (`cf.assert` messages and `vector.print` strings alike).
static UNIQUE_STRINGS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// A NUL-terminated string as a private constant global at the module's
/// start, named `base` or, when taken, `base_N` (MLIR's
/// `LLVM::createGlobalString` with a uniqued name). Gives its name and
/// array type; `None` when the module has no body.
pub fn string_global(rw: &mut ConversionRewriter<'_>, module: Op, anchor: Op, base: &str, text: &[u8]) -> Option<(String, Type)> {
    let mut bytes = text.to_vec();
    bytes.push(0);
    let i8 = rw.ctx.int_type(8);
    let array = rw.ctx.ty(TypeKind::Llvm(LlvmType::Array { len: bytes.len() as u64, elem: i8 }));
    let tensor = rw.ctx.ty(TypeKind::RankedTensor { shape: Box::new([Some(bytes.len() as u64)]), elem: i8, encoding: None });
    let data = crate::ir::DenseData::Ints(bytes.iter().map(|&b| b as i8 as i128).collect());
    let value = rw.ctx.attr(AttrKind::DenseElements { ty: tensor, data });
    let mut name = base.to_string();
    while lookup_symbol(rw, module, &name).is_some() {
        name = format!("{base}_{}", UNIQUE_STRINGS.fetch_add(1, std::sync::atomic::Ordering::Relaxed));
    }
    let sym = rw.ctx.string_attr(&name);
    let global_type = rw.ctx.attr(AttrKind::Type(array));
    let private = rw.ctx.dialect_words_attr("llvm.linkage", &["private"]);
    let unit = rw.ctx.unit();
    let addr_space = rw.ctx.int_attr(0, 32);
    let props = [("addr_space", addr_space), ("constant", unit), ("global_type", global_type), ("linkage", private), ("sym_name", sym), ("value", value)];
    let region = rw.body.new_region();
    create_at_module_start(rw, module, anchor, target_ops().global, NewOp { props: &props, regions: &[region], ..NewOp::default() })?;
    Some((name, array))
}

/// The address of a [`string_global`]'s first character, built before
/// `anchor`: its address, then a GEP to element 0, as MLIR's lowerings
/// take it.
pub fn string_address(rw: &mut ConversionRewriter<'_>, anchor: Op, name: &str, array: Type) -> (Op, Value) {
    let ptr = rw.ctx.ptr_type();
    let global_name = rw.ctx.flat_symbol_ref(name);
    let addr = create_op(rw, anchor, target_ops().address_of, &[], &[ptr], &[("global_name", global_name)]);
    let addr_value = Value(rw.body.op(addr).first_result);
    let elem_type = rw.ctx.attr(AttrKind::Type(array));
    let i32 = rw.ctx.int_type(32);
    let indices = rw.ctx.attr(AttrKind::DenseArray { elem: i32, values: Box::new([crate::ir::IntOrFloat::Int(0)]) });
    let gep = create_op(rw, anchor, target_ops().gep, &[addr_value], &[ptr], &[("elem_type", elem_type), ("rawConstantIndices", indices)]);
    (addr, Value(rw.body.op(gep).first_result))
}
