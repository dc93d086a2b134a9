//! Views into LLVM (MLIR 19's `ViewOpLowering`, `TransposeOpLowering`):
//! `memref.view` keeps the source's allocated pointer, moves the aligned
//! one by the byte shift and lays the (contiguous) result out from its
//! sizes; `memref.transpose` permutes a descriptor's sizes and strides.

use crate::conversion::api::ConversionRewriter;
use crate::ir::{AttrKind, Op, Value};

use super::build::{descriptor_value, lowered, prop, GepArg, MemOpts, B};
use super::layout::{memref_info, ranked_descriptor};

/// `memref.view %src[%shift][%sizes]`.
pub fn view(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let d = rw.body.op(op);
    let (Some(&src), Some(r)) = (d.operands.first(), d.results().next()) else { return false };
    let (src_ty, to_ty) = (rw.body.value(src).ty, rw.body.value(r).ty);
    let (Some(src_info), Some(info)) = (memref_info(rw.ctx, src_ty), memref_info(rw.ctx, to_ty)) else { return false };
    // A contiguous (or empty) result at offset 0.
    if info.offset != Some(0) || info.strides.last().is_some_and(|s| !matches!(s, Some(0 | 1))) || vals.len() < 2 {
        return false;
    }
    let src_elem = lowered(rw, src_info.elem);
    let mut b = B::new(rw, op);
    let index = b.index;
    let desc_ty = ranked_descriptor(b.rw.ctx, info.addr_space, info.rank(), index);
    let Some(s) = descriptor_value(&mut b, vals[0], src_ty) else { return false };
    let mut t = b.undef(desc_ty);
    let allocated = b.allocated_ptr(s);
    t = b.insert(t, allocated, &[0]);
    let aligned = b.aligned_ptr(s);
    let aligned = b.gep(aligned, &[GepArg::Dyn(vals[1])], src_elem);
    t = b.insert(t, aligned, &[1]);
    let zero = b.index_const(0);
    t = b.insert(t, zero, &[2]);
    let sizes = &vals[2..];
    let mut stride: Option<Value> = None;
    let mut next_size: Option<Value> = None;
    for i in (0..info.rank()).rev() {
        let size = match info.shape[i] {
            Some(n) => b.index_const(n as i128),
            None => {
                let k = info.shape[..i].iter().filter(|s| s.is_none()).count();
                let Some(&v) = sizes.get(k) else { return false };
                v
            }
        };
        t = b.insert(t, size, &[3, i as i64]);
        let st = match (info.strides[i], next_size, stride) {
            (Some(n), _, _) => b.index_const(n as i128),
            (None, Some(next), Some(run)) => b.bin("llvm.mul", run, next),
            (None, Some(next), None) => next,
            (None, None, _) => b.index_const(1),
        };
        stride = Some(st);
        t = b.insert(t, st, &[4, i as i64]);
        next_size = Some(size);
    }
    b.rw.replace_op(op, &[t]);
    true
}

/// The result positions of a permutation map's text
/// (`<(d0, d1, d2) -> (d2, d0, d1)>` → `[2, 0, 1]`).
pub(super) fn permutation(text: &str) -> Option<Vec<usize>> {
    let results = text.split("->").nth(1)?.trim().trim_end_matches('>').trim();
    let inner = results.strip_prefix('(')?.strip_suffix(')')?;
    inner.split(',').map(|d| d.trim().strip_prefix('d')?.parse().ok()).collect()
}

/// `memref.transpose %m (perm)`.
pub fn transpose(rw: &mut ConversionRewriter<'_>, op: Op, vals: &[Value], _: &MemOpts) -> bool {
    let Some(&src) = rw.body.op(op).operands.first() else { return false };
    let src_ty = rw.body.value(src).ty;
    let Some(info) = memref_info(rw.ctx, src_ty) else { return false };
    let Some(perm) = prop(rw, op, "permutation").and_then(|a| match rw.ctx.attr_kind(a) {
        AttrKind::AffineMap(t) => permutation(t),
        _ => None,
    }) else {
        return false;
    };
    if perm.len() != info.rank() || perm.iter().any(|&p| p >= info.rank()) || vals.is_empty() {
        return false;
    }
    let mut b = B::new(rw, op);
    let Some(s) = descriptor_value(&mut b, vals[0], src_ty) else { return false };
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        b.rw.replace_op(op, &[s]);
        return true;
    }
    let ty = b.type_of(s);
    let mut t = b.undef(ty);
    let allocated = b.allocated_ptr(s);
    t = b.insert(t, allocated, &[0]);
    let aligned = b.aligned_ptr(s);
    t = b.insert(t, aligned, &[1]);
    let offset = b.offset(s);
    t = b.insert(t, offset, &[2]);
    for (target, &source) in perm.iter().enumerate() {
        let size = b.size(s, source);
        t = b.insert(t, size, &[3, target as i64]);
        let stride = b.stride(s, source);
        t = b.insert(t, stride, &[4, target as i64]);
    }
    b.rw.replace_op(op, &[t]);
    true
}

#[cfg(test)]
mod tests {
    #[test]
    fn permutations_read() {
        assert_eq!(super::permutation("<(d0, d1, d2) -> (d2, d0, d1)>"), Some(vec![2, 0, 1]));
        assert_eq!(super::permutation("<(d0, d1) -> (d0 + d1, d1)>"), None);
    }
}
