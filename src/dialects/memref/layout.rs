//! What a memref type says about its buffer, as the lowering reads it
//! (MLIR's `getStridesAndOffset` and `LLVMTypeConverter`'s memref rules):
//! shape, element type, strides and offset (`None` for `?`), and the
//! integer memory space. Only strided layouts (`strided<...>`, none, or an
//! identity affine map) are understood; anything else is left alone.

use crate::ir::{AttrKind, Context, LlvmType, Type, TypeKind};

/// A ranked memref type taken apart.
#[derive(Clone, Debug)]
pub struct MemRefInfo {
    pub shape: Vec<Option<u64>>,
    pub elem: Type,
    /// One per dimension; `None` is dynamic.
    pub strides: Vec<Option<i64>>,
    pub offset: Option<i64>,
    /// Whether the layout is the identity (no layout, or an identity map).
    pub identity: bool,
    pub addr_space: u32,
}

impl MemRefInfo {
    pub fn rank(&self) -> usize {
        self.shape.len()
    }
}

/// The integer address space of a memory space attribute (none is 0).
pub fn address_space(ctx: &Context, space: Option<crate::ir::Attr>) -> Option<u32> {
    match space.map(|a| ctx.attr_kind(a)) {
        None => Some(0),
        Some(AttrKind::Integer { .. }) => space.and_then(|a| ctx.int_value(a)).and_then(|v| u32::try_from(v).ok()),
        _ => None,
    }
}

/// Row-major strides of a shape (`?` once a dynamic size is passed).
fn contiguous_strides(shape: &[Option<u64>]) -> Vec<Option<i64>> {
    let mut out = vec![Some(1i64); shape.len()];
    let mut running = Some(1i64);
    for i in (0..shape.len()).rev() {
        out[i] = running;
        running = match (running, shape[i]) {
            (Some(r), Some(s)) => r.checked_mul(s as i64),
            _ => None,
        };
    }
    out
}

/// `<[4, ?], offset: ?>` → strides and offset.
fn parse_strided(text: &str) -> Option<(Vec<Option<i64>>, Option<i64>)> {
    let inner = text.trim().strip_prefix('<')?.strip_suffix('>')?.trim();
    let inner = inner.strip_prefix('[')?;
    let close = inner.find(']')?;
    let value = |s: &str| -> Option<Option<i64>> {
        let s = s.trim();
        if s == "?" {
            Some(None)
        } else {
            s.parse::<i64>().ok().map(Some)
        }
    };
    let list = &inner[..close];
    let strides = if list.trim().is_empty() { Vec::new() } else { list.split(',').map(value).collect::<Option<Vec<_>>>()? };
    let rest = inner[close + 1..].trim();
    let offset = match rest.strip_prefix(',') {
        None if rest.is_empty() => Some(0),
        None => return None,
        Some(r) => value(r.trim().strip_prefix("offset")?.trim().strip_prefix(':')?)?,
    };
    Some((strides, offset))
}

/// A ranked memref with a strided layout and an integer memory space.
pub fn memref_info(ctx: &Context, t: Type) -> Option<MemRefInfo> {
    let TypeKind::MemRef { shape, elem, layout, memory_space } = ctx.type_kind(t) else { return None };
    let shape: Vec<Option<u64>> = shape.to_vec();
    let addr_space = address_space(ctx, *memory_space)?;
    let (strides, offset, identity) = match layout.map(|l| ctx.attr_kind(l)) {
        None => (contiguous_strides(&shape), Some(0), true),
        Some(AttrKind::AffineMap(text)) if crate::ir::affine::is_identity(text, shape.len()) => {
            (contiguous_strides(&shape), Some(0), true)
        }
        Some(AttrKind::Strided(text)) => {
            let (s, o) = parse_strided(text)?;
            if s.len() != shape.len() {
                return None;
            }
            // MLIR's `isIdentity` asks the layout's affine map: only
            // `strided<[1]>` (rank 1, offset 0) is `(d0) -> (d0)`.
            let identity = s == [Some(1)] && o == Some(0);
            (s, o, identity)
        }
        _ => return None,
    };
    Some(MemRefInfo { shape, elem: *elem, strides, offset, identity, addr_space })
}

/// `!llvm.ptr<space>`.
pub fn ptr_in(ctx: &mut Context, space: u32) -> Type {
    ctx.ty(TypeKind::Llvm(LlvmType::Ptr { addr_space: space }))
}

/// `!llvm.array<n x elem>`.
pub fn array_of(ctx: &mut Context, n: u64, elem: Type) -> Type {
    ctx.ty(TypeKind::Llvm(LlvmType::Array { len: n, elem }))
}

/// A literal `!llvm.struct<(...)>`.
pub fn struct_of(ctx: &mut Context, fields: Vec<Type>) -> Type {
    ctx.ty(TypeKind::Llvm(LlvmType::LiteralStruct { packed: false, fields: fields.into() }))
}

/// The descriptor of a ranked memref: `(ptr, ptr, iN, array<R x iN>,
/// array<R x iN>)`, the arrays left out at rank 0.
pub fn ranked_descriptor(ctx: &mut Context, space: u32, rank: usize, index: Type) -> Type {
    let p = ptr_in(ctx, space);
    let mut fields = vec![p, p, index];
    if rank > 0 {
        let a = array_of(ctx, rank as u64, index);
        fields.extend([a, a]);
    }
    struct_of(ctx, fields)
}

/// The descriptor of an unranked memref: `(iN, ptr)`.
pub fn unranked_descriptor(ctx: &mut Context, space: u32, index: Type) -> Type {
    let p = ptr_in(ctx, space);
    struct_of(ctx, vec![index, p])
}

/// Size in bytes of an element type as the default data layout has it
/// (integers and floats in whole bytes, `index` at its width).
pub fn element_bytes(ctx: &Context, elem: Type, index_bits: u32) -> Option<u64> {
    let bits = match ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => *width as u64,
        TypeKind::Index => index_bits as u64,
        TypeKind::Float(k) => k.bit_width() as u64,
        // MLIR's default layout: the innermost dimension's bits rounded up
        // to a power of two, times the other dimensions.
        TypeKind::Vector { shape, elem, .. } => {
            let last = *shape.last()?;
            let outer: u64 = shape[..shape.len() - 1].iter().product();
            let inner = (last * element_bytes(ctx, *elem, index_bits)? * 8).next_power_of_two();
            return Some(outer * inner / 8);
        }
        _ => return None,
    };
    Some(bits.div_ceil(8))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strided_layouts_read() {
        assert_eq!(parse_strided("<[4, 1], offset: ?>"), Some((vec![Some(4), Some(1)], None)));
        assert_eq!(parse_strided("<[?, 1]>"), Some((vec![None, Some(1)], Some(0))));
        assert_eq!(parse_strided("<[], offset: 1>"), Some((vec![], Some(1))));
        assert_eq!(parse_strided("<[1], offset: x>"), None);
    }

    #[test]
    fn contiguous() {
        assert_eq!(contiguous_strides(&[Some(2), Some(3)]), vec![Some(3), Some(1)]);
        assert_eq!(contiguous_strides(&[Some(2), None, Some(3)]), vec![None, Some(3), Some(1)]);
    }
}
