//! `memref.alloc`, `memref.alloca` and `memref.dealloc` into LLVM (MLIR's
//! `AllocLikeOpLLVMLowering`): sizes and row-major strides, the byte size
//! as a `getelementptr` off null, then `malloc` (aligned by hand when an
//! alignment is asked for), `aligned_alloc`, or a stack `llvm.alloca`; the
//! descriptor from the pointers. `dealloc` calls `free` on the allocated
//! pointer. The allocation functions are declared in the module on first
//! use (`use-generic-functions` gives `_mlir_memref_to_llvm_*` names).

use crate::conversion::api::ConversionRewriter;
use crate::ir::{Op, Type, TypeKind, Value};

use super::build::{descriptor_value, declare_fn, lowered, prop, GepArg, MemOpts, B};
use super::layout::{element_bytes, memref_info, ptr_in, ranked_descriptor, MemRefInfo};

/// The alignment attribute of an alloc-like op.
fn alignment(rw: &ConversionRewriter<'_>, op: Op) -> Option<i64> {
    prop(rw, op, "alignment").and_then(|a| rw.ctx.int_value(a)).and_then(|v| i64::try_from(v).ok())
}

/// The result memref type of an alloc-like op with a lowerable identity
/// layout, and its lowered element type.
pub fn result_memref(rw: &mut ConversionRewriter<'_>, op: Op) -> Option<(Type, MemRefInfo, Type)> {
    let r = rw.body.op(op).results().next()?;
    let t = rw.body.value(r).ty;
    let info = memref_info(rw.ctx, t)?;
    if !info.identity {
        return None;
    }
    let elem = lowered(rw, info.elem);
    if matches!(rw.ctx.type_kind(elem), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } | TypeKind::Index) {
        return None;
    }
    Some((t, info, elem))
}

/// Sizes (static ones as constants), row-major strides, and the element
/// count or (`bytes`) the byte size (MLIR's `getMemRefDescriptorSizes`).
pub fn sizes_and_strides(b: &mut B<'_, '_>, info: &MemRefInfo, dynamic: &[Value], elem: Type, bytes: bool) -> (Vec<Value>, Vec<Value>, Value) {
    let mut next = dynamic.iter();
    let mut sizes = Vec::with_capacity(info.rank());
    for s in &info.shape {
        sizes.push(match s {
            Some(n) => b.index_const(*n as i128),
            None => *next.next().expect("counted dynamic sizes"),
        });
    }
    let mut stride: Option<i64> = Some(1);
    let mut running = b.index_const(1);
    let mut strides = vec![running; info.rank()];
    for i in (0..info.rank()).rev() {
        strides[i] = running;
        let use_size = stride == Some(1);
        stride = match (stride, info.shape[i]) {
            (Some(s), Some(n)) => s.checked_mul(n as i64),
            _ => None,
        };
        running = if use_size {
            sizes[i]
        } else if let Some(s) = stride {
            b.index_const(s as i128)
        } else {
            b.bin("llvm.mul", running, sizes[i])
        };
    }
    let size = if bytes {
        let null = b.zero_ptr(0);
        let end = b.gep(null, &[GepArg::Dyn(running)], elem);
        let index = b.index;
        b.cast("llvm.ptrtoint", end, index)
    } else {
        running
    };
    (sizes, strides, size)
}

/// `(ptr + a - 1) - (ptr + a - 1) % a` (MLIR's `createAligned`).
fn aligned(b: &mut B<'_, '_>, input: Value, alignment: Value) -> Value {
    let one = b.index_const(1);
    let bump = b.bin("llvm.sub", alignment, one);
    let bumped = b.bin("llvm.add", input, bump);
    let rem = b.bin("llvm.urem", bumped, alignment);
    b.bin("llvm.sub", bumped, rem)
}

/// The pointer an allocation function returned, in the memref's address
/// space (MLIR's `castAllocFuncResult`).
fn in_space(b: &mut B<'_, '_>, p: Value, space: u32) -> Value {
    if space == 0 {
        return p;
    }
    let t = ptr_in(b.rw.ctx, space);
    b.cast("llvm.addrspacecast", p, t)
}

/// The size of one element, as a `getelementptr` off null (MLIR's
/// `getSizeInBytes`, for element types that are not plain scalars).
fn size_in_bytes(b: &mut B<'_, '_>, elem: Type) -> Value {
    let null = b.zero_ptr(0);
    let end = b.gep(null, &[GepArg::Const(1)], elem);
    let index = b.index;
    b.cast("llvm.ptrtoint", end, index)
}

fn is_scalar(t: &TypeKind) -> bool {
    matches!(t, TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_))
}

/// `memref.alloc`: `malloc`/`aligned_alloc` and the descriptor.
pub fn alloc(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], opts: &MemOpts) -> bool {
    let Some((_, info, elem)) = result_memref(rw, op) else { return false };
    let ndyn = info.shape.iter().filter(|s| s.is_none()).count();
    if vals.len() < ndyn {
        return false;
    }
    let align_attr = alignment(rw, op);
    let scalar = is_scalar(rw.ctx.type_kind(info.elem));
    let mut b = B::new(rw, op);
    let index = b.index;
    let desc_ty = ranked_descriptor(b.rw.ctx, info.addr_space, info.rank(), index);
    let ptr = ptr_in(b.rw.ctx, 0);
    let (sizes, strides, mut bytes) = sizes_and_strides(&mut b, &info, &vals[..ndyn], elem, true);
    let (allocated, aligned_ptr) = if opts.aligned_alloc {
        let align = match align_attr {
            Some(a) => a,
            None => {
                let Some(size) = element_bytes(b.rw.ctx, info.elem, 64) else { return false };
                (size.next_power_of_two() as i64).max(16)
            }
        };
        let align_v = b.index_const(align as i128);
        // `aligned_alloc` wants a size that is a multiple of the alignment.
        let divisor = element_bytes(b.rw.ctx, info.elem, 64).unwrap_or(1)
            * info.shape.iter().flatten().product::<u64>();
        if align == 0 || divisor % align as u64 != 0 {
            bytes = aligned(&mut b, bytes, align_v);
        }
        let name = if opts.generic_functions { "_mlir_memref_to_llvm_aligned_alloc" } else { "aligned_alloc" };
        declare_fn(&mut b, name, Some(ptr), &[index, index]);
        let Some(p) = b.call(name, &[align_v, bytes], Some(ptr)) else { return false };
        let p = in_space(&mut b, p, info.addr_space);
        (p, p)
    } else {
        let align_v = match align_attr {
            Some(a) => Some(b.index_const(a as i128)),
            None if !scalar => Some(size_in_bytes(&mut b, elem)),
            None => None,
        };
        let name = if opts.generic_functions { "_mlir_memref_to_llvm_alloc" } else { "malloc" };
        declare_fn(&mut b, name, Some(ptr), &[index]);
        if let Some(a) = align_v {
            bytes = b.bin("llvm.add", bytes, a);
        }
        let Some(p) = b.call(name, &[bytes], Some(ptr)) else { return false };
        let p = in_space(&mut b, p, info.addr_space);
        let aligned_ptr = match align_v {
            Some(a) => {
                let int = b.cast("llvm.ptrtoint", p, index);
                let int = aligned(&mut b, int, a);
                let t = ptr_in(b.rw.ctx, info.addr_space);
                b.cast("llvm.inttoptr", int, t)
            }
            None => p,
        };
        (p, aligned_ptr)
    };
    let d = b.descriptor(desc_ty, allocated, aligned_ptr, None, &sizes, &strides);
    rw_replace(b, op, d);
    true
}

fn rw_replace(b: B<'_, '_>, op: Op, v: Value) {
    b.rw.replace_op(op, &[v]);
}

/// `memref.alloca`: an `llvm.alloca` of the element count.
pub fn alloca(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let Some((_, info, elem)) = result_memref(rw, op) else { return false };
    let ndyn = info.shape.iter().filter(|s| s.is_none()).count();
    if vals.len() < ndyn {
        return false;
    }
    let align = alignment(rw, op).unwrap_or(0);
    let mut b = B::new(rw, op);
    let index = b.index;
    let desc_ty = ranked_descriptor(b.rw.ctx, info.addr_space, info.rank(), index);
    let (sizes, strides, count) = sizes_and_strides(&mut b, &info, &vals[..ndyn], elem, false);
    let p = b.alloca(count, elem, align, info.addr_space);
    let d = b.descriptor(desc_ty, p, p, None, &sizes, &strides);
    rw_replace(b, op, d);
    true
}

/// `memref.dealloc`: `free` of the allocated pointer.
pub fn dealloc(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], opts: &MemOpts) -> bool {
    let Some(&m) = rw.body.op(op).operands.first() else { return false };
    let mty = rw.body.value(m).ty;
    let Some(&v) = vals.first() else { return false };
    let unranked_space = match rw.ctx.type_kind(mty) {
        TypeKind::UnrankedMemRef { memory_space, .. } => match super::layout::address_space(rw.ctx, *memory_space) {
            Some(s) => Some(s),
            None => return false,
        },
        TypeKind::MemRef { .. } => None,
        _ => return false,
    };
    if unranked_space.is_none() && memref_info(rw.ctx, mty).is_none() {
        return false;
    }
    let mut b = B::new(rw, op);
    let name = if opts.generic_functions { "_mlir_memref_to_llvm_free" } else { "free" };
    let ptr = ptr_in(b.rw.ctx, 0);
    declare_fn(&mut b, name, None, &[ptr]);
    let Some(d) = descriptor_value(&mut b, v, mty) else { return false };
    let allocated = match unranked_space {
        // The ranked descriptor's first field, through the unranked one's pointer.
        Some(space) => {
            let p = b.extract(d, &[1]);
            let t = ptr_in(b.rw.ctx, space);
            b.load(p, t, false)
        }
        None => b.allocated_ptr(d),
    };
    b.call(name, &[allocated], None);
    b.rw.body.erase_op(op);
    true
}
