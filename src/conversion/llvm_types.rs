//! MLIR's `LLVMTypeConverter` as data-free rules: how builtin types become
//! LLVM dialect types (TargetLLVMIR.md, "Type Conversion"), and how a
//! function signature becomes an `!llvm.func` under the default or the
//! bare-pointer calling convention.
//!
//! - `index` → `iN` (N the index bitwidth), other integers lose their
//!   signedness, the f8 floats become integers of their width;
//! - ranked memrefs with a strided layout → the descriptor
//!   `!llvm.struct<(ptr, ptr, iN, array<R x iN>, array<R x iN>)>` (rank 0:
//!   `(ptr, ptr, iN)`; an integer memory space N gives `ptr<N>`); unranked
//!   memrefs → `!llvm.struct<(iN, ptr)>`;
//! - `complex<T>` → `!llvm.struct<(T, T)>`; 1-D vectors keep their shape
//!   with a converted element, n-D vectors become nested `!llvm.array`s of
//!   1-D vectors (only the trailing dimension may be scalable);
//! - function types (as values) → `!llvm.ptr`;
//! - tensors, tuples and unknown types cannot be converted (`None`).
//!
//! No `Context` state is kept here, so the rules can be copied into every
//! conversion rewriter.

use crate::ir::{Attr, AttrKind, Context, FloatKind, LlvmType, Type, TypeKind};

/// Options every lowering into the LLVM dialect shares.
#[derive(Clone, Copy, Debug, Default)]
pub struct LowerOptions {
    /// The width `index` becomes (MLIR's `index-bitwidth`; 0 means the
    /// data layout's, which is 64 without one).
    pub index_bitwidth: u32,
    /// `use-bare-ptr-memref-call-conv`: memref arguments and results of
    /// functions are plain pointers to their first element.
    pub bare_ptr_call_conv: bool,
}

/// The LLVM type conversion rules under given options.
#[derive(Clone, Copy, Debug)]
pub struct LlvmTypes {
    /// The bitwidth of `index`.
    pub index_width: u32,
    /// The bare-pointer calling convention for memrefs in signatures.
    pub bare_ptr_call_conv: bool,
}

impl Default for LlvmTypes {
    fn default() -> Self {
        LlvmTypes::new(LowerOptions::default())
    }
}

/// A converted function signature: the `!llvm.func` type, and for each
/// original argument where its converted arguments start and how many
/// there are (a memref under the default convention explodes into its
/// descriptor's fields).
#[derive(Clone, Debug)]
pub struct Signature {
    pub func_type: Type,
    pub inputs: Vec<Type>,
    /// `(start, count)` into `inputs` per original argument.
    pub arg_map: Vec<(usize, usize)>,
    /// The packed result type (`!llvm.void` when there is none).
    pub result: Type,
}

fn llvm(ctx: &mut Context, t: LlvmType) -> Type {
    ctx.ty(TypeKind::Llvm(t))
}

impl LlvmTypes {
    pub fn new(opts: LowerOptions) -> Self {
        let index_width = if opts.index_bitwidth == 0 { 64 } else { opts.index_bitwidth };
        LlvmTypes { index_width, bare_ptr_call_conv: opts.bare_ptr_call_conv }
    }

    /// The integer type `index` becomes.
    pub fn index_type(&self, ctx: &mut Context) -> Type {
        ctx.int_type(self.index_width)
    }

    /// `!llvm.ptr` in `addr_space`.
    pub fn ptr_type(&self, ctx: &mut Context, addr_space: u32) -> Type {
        llvm(ctx, LlvmType::Ptr { addr_space })
    }

    /// A literal `!llvm.struct<(fields)>`.
    pub fn struct_type(&self, ctx: &mut Context, fields: Vec<Type>) -> Type {
        llvm(ctx, LlvmType::LiteralStruct { packed: false, fields: fields.into() })
    }

    /// `t` as an LLVM-compatible type, or `None` when it has no LLVM
    /// counterpart (tensors, tuples, unknown dialects' types, memrefs with
    /// a non-strided layout or a non-integer memory space).
    pub fn convert(&self, ctx: &mut Context, t: Type) -> Option<Type> {
        match ctx.type_kind(t).clone() {
            TypeKind::Index => Some(self.index_type(ctx)),
            TypeKind::Integer { width, .. } => Some(ctx.int_type(width)),
            TypeKind::Float(kind) => Some(match kind {
                FloatKind::F8E5M2
                | FloatKind::F8E4M3
                | FloatKind::F8E4M3FN
                | FloatKind::F8E5M2FNUZ
                | FloatKind::F8E4M3FNUZ
                | FloatKind::F8E4M3B11FNUZ => ctx.int_type(8),
                _ => t,
            }),
            TypeKind::Complex(elem) => {
                let e = self.convert(ctx, elem)?;
                Some(self.struct_type(ctx, vec![e, e]))
            }
            TypeKind::Function { .. } => Some(self.ptr_type(ctx, 0)),
            TypeKind::Vector { shape, scalable, elem } => self.convert_vector(ctx, &shape, &scalable, elem),
            TypeKind::MemRef { .. } => {
                let fields = self.memref_descriptor_fields(ctx, t, false)?;
                Some(self.struct_type(ctx, fields))
            }
            TypeKind::UnrankedMemRef { elem, .. } => {
                self.convert(ctx, elem)?;
                let fields = self.unranked_descriptor_fields(ctx);
                Some(self.struct_type(ctx, fields))
            }
            TypeKind::Llvm(l) => self.convert_llvm(ctx, t, l),
            TypeKind::None
            | TypeKind::Tuple(_)
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::Opaque { .. } => None,
        }
    }

    /// LLVM types are legal; their element types are converted (MLIR
    /// converts the bodies of literal structs, arrays and vectors).
    fn convert_llvm(&self, ctx: &mut Context, t: Type, l: LlvmType) -> Option<Type> {
        Some(match l {
            LlvmType::Array { len, elem } => {
                let elem = self.convert(ctx, elem)?;
                llvm(ctx, LlvmType::Array { len, elem })
            }
            LlvmType::LiteralStruct { packed, fields } => {
                let fields: Option<Vec<Type>> = fields.iter().map(|&f| self.convert(ctx, f)).collect();
                llvm(ctx, LlvmType::LiteralStruct { packed, fields: fields?.into() })
            }
            LlvmType::Func { ret, params, vararg } => {
                let ret = self.convert(ctx, ret)?;
                let params: Option<Vec<Type>> = params.iter().map(|&p| self.convert(ctx, p)).collect();
                llvm(ctx, LlvmType::Func { ret, params: params?.into(), vararg })
            }
            _ => t,
        })
    }

    /// `vector<4x8xT>` → `!llvm.array<4 x vector<8xT'>>`; a 0-D vector
    /// becomes a one-element 1-D vector.
    fn convert_vector(&self, ctx: &mut Context, shape: &[u64], scalable: &[bool], elem: Type) -> Option<Type> {
        let elem = self.convert(ctx, elem)?;
        if !matches!(ctx.type_kind(elem), TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Llvm(LlvmType::Ptr { .. })) {
            return None;
        }
        let Some((&last, leading)) = shape.split_last() else {
            return Some(ctx.ty(TypeKind::Vector { shape: Box::new([1]), scalable: Box::new([false]), elem }));
        };
        let last_scalable = scalable.last().copied().unwrap_or(false);
        // LLVM arrays of scalable vectors exist, but not scalable arrays.
        if scalable[..leading.len()].iter().any(|&s| s) {
            return None;
        }
        let mut t = ctx.ty(TypeKind::Vector { shape: Box::new([last]), scalable: Box::new([last_scalable]), elem });
        for &d in leading.iter().rev() {
            t = llvm(ctx, LlvmType::Array { len: d, elem: t });
        }
        Some(t)
    }

    /// The address space of a memref's memory space (`None` when it is
    /// not an integer: MLIR cannot convert it without a mapping).
    pub fn memory_space(&self, ctx: &Context, space: Option<Attr>) -> Option<u32> {
        let Some(a) = space else { return Some(0) };
        match ctx.attr_kind(a) {
            AttrKind::Integer { .. } => ctx.int_value(a).and_then(|v| u32::try_from(v).ok()),
            _ => None,
        }
    }

    /// The fields of a ranked memref's descriptor: allocated and aligned
    /// pointers, offset, then the sizes and strides as arrays (or, when
    /// `unpack`, one index per size and stride: the default calling
    /// convention's exploded arguments).
    pub fn memref_descriptor_fields(&self, ctx: &mut Context, t: Type, unpack: bool) -> Option<Vec<Type>> {
        let TypeKind::MemRef { shape, elem, layout, memory_space } = ctx.type_kind(t).clone() else { return None };
        if !is_strided(ctx, layout, shape.len()) {
            return None;
        }
        self.convert(ctx, elem)?;
        let space = self.memory_space(ctx, memory_space)?;
        let ptr = self.ptr_type(ctx, space);
        let index = self.index_type(ctx);
        let mut fields = vec![ptr, ptr, index];
        let rank = shape.len();
        if rank > 0 {
            if unpack {
                fields.extend(std::iter::repeat(index).take(2 * rank));
            } else {
                let array = llvm(ctx, LlvmType::Array { len: rank as u64, elem: index });
                fields.extend([array, array]);
            }
        }
        Some(fields)
    }

    /// The fields of an unranked memref's descriptor: its rank, and a
    /// pointer to a ranked descriptor.
    pub fn unranked_descriptor_fields(&self, ctx: &mut Context) -> Vec<Type> {
        vec![self.index_type(ctx), self.ptr_type(ctx, 0)]
    }

    /// The descriptor struct type of a ranked memref type.
    pub fn memref_descriptor_type(&self, ctx: &mut Context, t: Type) -> Option<Type> {
        let fields = self.memref_descriptor_fields(ctx, t, false)?;
        Some(self.struct_type(ctx, fields))
    }

    /// The descriptor struct type of unranked memrefs.
    pub fn unranked_descriptor_type(&self, ctx: &mut Context) -> Type {
        let fields = self.unranked_descriptor_fields(ctx);
        self.struct_type(ctx, fields)
    }

    /// Whether a memref can be passed as a bare pointer: ranked, with a
    /// static shape, static strides and a static offset.
    pub fn can_convert_to_bare_ptr(&self, ctx: &Context, t: Type) -> bool {
        let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else { return false };
        shape.iter().all(|d| d.is_some()) && has_static_strides(ctx, *layout, shape.len())
    }

    /// A memref as a bare pointer in its memory space.
    pub fn bare_ptr_type(&self, ctx: &mut Context, t: Type) -> Option<Type> {
        if !self.can_convert_to_bare_ptr(ctx, t) {
            return None;
        }
        let TypeKind::MemRef { elem, memory_space, .. } = ctx.type_kind(t).clone() else { return None };
        self.convert(ctx, elem)?;
        let space = self.memory_space(ctx, memory_space)?;
        Some(self.ptr_type(ctx, space))
    }

    /// A type in a function signature's position (a result, or an argument
    /// that is not exploded): under the bare-pointer convention memrefs
    /// become pointers (and unranked ones cannot be passed).
    pub fn call_conv_type(&self, ctx: &mut Context, t: Type) -> Option<Type> {
        if self.bare_ptr_call_conv {
            match ctx.type_kind(t) {
                TypeKind::MemRef { .. } => return self.bare_ptr_type(ctx, t),
                TypeKind::UnrankedMemRef { .. } => return None,
                _ => {}
            }
        }
        self.convert(ctx, t)
    }

    /// The converted types of one argument.
    pub fn argument_types(&self, ctx: &mut Context, t: Type) -> Option<Vec<Type>> {
        if !self.bare_ptr_call_conv {
            match ctx.type_kind(t) {
                TypeKind::MemRef { .. } => return self.memref_descriptor_fields(ctx, t, true),
                TypeKind::UnrankedMemRef { elem, .. } => {
                    let elem = *elem;
                    self.convert(ctx, elem)?;
                    return Some(self.unranked_descriptor_fields(ctx));
                }
                _ => {}
            }
        }
        Some(vec![self.call_conv_type(ctx, t)?])
    }

    /// Results packed the way LLVM returns them: nothing is `void`, one is
    /// itself, several are a literal struct.
    pub fn pack_results(&self, ctx: &mut Context, results: &[Type]) -> Option<Type> {
        let converted: Option<Vec<Type>> = results.iter().map(|&r| self.call_conv_type(ctx, r)).collect();
        let converted = converted?;
        Some(match converted.len() {
            0 => llvm(ctx, LlvmType::Void),
            1 => converted[0],
            _ => self.struct_type(ctx, converted),
        })
    }

    /// A function's signature as an `!llvm.func` (MLIR's
    /// `convertFunctionSignature`).
    pub fn convert_signature(&self, ctx: &mut Context, inputs: &[Type], results: &[Type], vararg: bool) -> Option<Signature> {
        let mut converted = Vec::new();
        let mut arg_map = Vec::with_capacity(inputs.len());
        for &t in inputs {
            let types = self.argument_types(ctx, t)?;
            arg_map.push((converted.len(), types.len()));
            converted.extend(types);
        }
        let result = self.pack_results(ctx, results)?;
        let func_type = llvm(ctx, LlvmType::Func { ret: result, params: converted.clone().into(), vararg });
        Some(Signature { func_type, inputs: converted, arg_map, result })
    }
}

/// Whether a memref layout is strided: none, the identity, `strided<...>`,
/// or an affine map whose single result is linear in the dimensions.
pub fn is_strided(ctx: &Context, layout: Option<Attr>, rank: usize) -> bool {
    let Some(layout) = layout else { return true };
    match ctx.attr_kind(layout) {
        AttrKind::Strided(_) => true,
        AttrKind::AffineMap(text) => {
            let text = &**text;
            if crate::ir::affine::is_identity(text, rank) {
                return true;
            }
            let Some((_, result)) = text.split_once("->") else { return false };
            let result = result.trim().trim_end_matches('>').trim();
            let inner = result.trim_start_matches('(').trim_end_matches(')');
            let one_result = rank > 0 && !inner.contains(',');
            let linear = !["floordiv", "ceildiv", "mod"].iter().any(|w| inner.contains(w));
            // A product of two dimensions is not linear.
            let products = inner.split(['+', '-']).all(|term| term.matches('d').count() <= 1);
            one_result && linear && products
        }
        _ => false,
    }
}

/// The static strides and offset of a memref with a static shape and an
/// identity or `strided<[...], offset: N>` layout (row-major strides for
/// the identity); `None` when one is dynamic or the layout is an affine map.
pub fn static_strides(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else { return None };
    let dims: Option<Vec<i64>> = shape.iter().map(|d| d.and_then(|d| i64::try_from(d).ok())).collect();
    let dims = dims?;
    let layout = match layout.map(|l| ctx.attr_kind(l)) {
        None => None,
        Some(AttrKind::AffineMap(text)) if crate::ir::affine::is_identity(text, dims.len()) => None,
        Some(AttrKind::Strided(text)) => Some(text.clone()),
        Some(_) => return None,
    };
    let Some(text) = layout else {
        let mut strides = vec![1i64; dims.len()];
        for i in (0..dims.len().saturating_sub(1)).rev() {
            strides[i] = strides[i + 1].checked_mul(dims[i + 1])?;
        }
        return Some((strides, 0));
    };
    // `<[4, 1], offset: 8>` (the offset may be left out: 0).
    let inner = text.trim().strip_prefix('<')?.strip_suffix('>')?;
    let (list, rest) = inner.split_once(']')?;
    let strides: Option<Vec<i64>> = list.trim_start_matches('[').split(',').filter(|w| !w.trim().is_empty()).map(|w| w.trim().parse().ok()).collect();
    let offset = match rest.split_once(':') {
        Some((_, o)) => o.trim().parse().ok()?,
        None => 0,
    };
    Some((strides?, offset))
}

/// Whether a strided layout's strides and offset are all static.
fn has_static_strides(ctx: &Context, layout: Option<Attr>, rank: usize) -> bool {
    let Some(layout) = layout else { return true };
    match ctx.attr_kind(layout) {
        AttrKind::Strided(text) => !text.contains('?'),
        AttrKind::AffineMap(text) => {
            is_strided(ctx, Some(layout), rank) && !text.contains('s')
                || crate::ir::affine::is_identity(text, rank)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Value;
    use crate::printer::api::type_to_string as type_text;

    fn ty(ctx: &mut Context, text: &str) -> Type {
        let src = format!("\"test.op\"() : () -> ({text})\n");
        let opts = crate::parser::ParseOptions { allow_unregistered: true, ..Default::default() };
        let m = crate::parser::parse(ctx, &src, &opts).expect("parses");
        let op = m.body.nested_ops_preorder(m.top)[0];
        let r = Value(m.body.op(op).first_result);
        m.body.value(r).ty
    }

    fn conv(types: LlvmTypes, text: &str) -> Option<String> {
        let mut ctx = Context::new();
        let t = ty(&mut ctx, text);
        types.convert(&mut ctx, t).map(|c| type_text(&ctx, c))
    }

    #[test]
    fn converts_as_mlir_opt_19() {
        // Each pair checked against mlir-opt-19's `convert-func-to-llvm` of
        // a function taking the type (results for descriptors).
        let d = LlvmTypes::default();
        let cases = [
            ("index", "i64"),
            ("si32", "i32"),
            ("f8E4M3FN", "i8"),
            ("bf16", "bf16"),
            ("complex<f32>", "!llvm.struct<(f32, f32)>"),
            ("vector<4xindex>", "vector<4xi64>"),
            ("vector<2x3x4xf32>", "!llvm.array<2 x array<3 x vector<4xf32>>>"),
            ("vector<2x[4]xf32>", "!llvm.array<2 x vector<[4]xf32>>"),
            ("memref<?x4xf32>", "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>"),
            ("memref<f32>", "!llvm.struct<(ptr, ptr, i64)>"),
            ("memref<4xf32, 3>", "!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>"),
            ("memref<*xf32>", "!llvm.struct<(i64, ptr)>"),
            ("(i32) -> i32", "!llvm.ptr"),
        ];
        for (input, want) in cases {
            assert_eq!(conv(d, input).as_deref(), Some(want), "{input}");
        }
        assert_eq!(conv(d, "tensor<4xf32>"), None);
        assert_eq!(conv(d, "vector<[2]x4xf32>"), None);
        let narrow = LlvmTypes::new(LowerOptions { index_bitwidth: 32, bare_ptr_call_conv: false });
        assert_eq!(conv(narrow, "memref<*xindex>").as_deref(), Some("!llvm.struct<(i32, ptr)>"));
    }

    #[test]
    fn signatures_explode_memrefs_or_pass_bare_pointers() {
        let mut ctx = Context::new();
        let m = ty(&mut ctx, "memref<2xf32>");
        let i = ty(&mut ctx, "i32");
        let sig = LlvmTypes::default().convert_signature(&mut ctx, &[m, i], &[i, i], false).unwrap();
        assert_eq!(type_text(&ctx, sig.func_type), "!llvm.func<struct<(i32, i32)> (ptr, ptr, i64, i64, i64, i32)>");
        assert_eq!(sig.arg_map, [(0, 5), (5, 1)]);
        let bare = LlvmTypes::new(LowerOptions { index_bitwidth: 0, bare_ptr_call_conv: true });
        let sig = bare.convert_signature(&mut ctx, &[m], &[m], false).unwrap();
        assert_eq!(type_text(&ctx, sig.func_type), "!llvm.func<ptr (ptr)>");
    }
}

/// The strides and offset of a memref with an identity or `strided<...>`
/// layout (MLIR's `getStridesAndOffset`), `None` for a dynamic one: the
/// identity's strides are row-major products of the sizes, dynamic from
/// the first dynamic size outwards. Other affine layouts give `None`.
#[allow(clippy::type_complexity)]
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<Option<i64>>, Option<i64>)> {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else { return None };
    let text = match layout.map(|l| ctx.attr_kind(l)) {
        None => None,
        Some(AttrKind::AffineMap(text)) if crate::ir::affine::is_identity(text, shape.len()) => None,
        Some(AttrKind::Strided(text)) => Some(text.clone()),
        Some(_) => return None,
    };
    let Some(text) = text else {
        let mut strides = vec![Some(1i64); shape.len()];
        for i in (0..shape.len().saturating_sub(1)).rev() {
            strides[i] = match (strides[i + 1], shape[i + 1]) {
                (Some(s), Some(d)) => i64::try_from(d).ok().and_then(|d| s.checked_mul(d)),
                _ => None,
            };
        }
        return Some((strides, Some(0)));
    };
    let word = |w: &str| -> Option<Option<i64>> {
        match w.trim() {
            "?" => Some(None),
            n => n.parse().ok().map(Some),
        }
    };
    let inner = text.trim().strip_prefix('<')?.strip_suffix('>')?;
    let (list, rest) = inner.split_once(']')?;
    let strides: Option<Vec<Option<i64>>> = list.trim_start_matches('[').split(',').filter(|w| !w.trim().is_empty()).map(word).collect();
    let offset = match rest.split_once(':') {
        Some((_, o)) => word(o)?,
        None => Some(0),
    };
    let strides = strides?;
    (strides.len() == shape.len()).then_some((strides, offset))
}
