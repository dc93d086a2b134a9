//! Value-producing ops: constants (`llvm.mlir.constant`, `llvm.mlir.zero`),
//! aggregates (`insertvalue`/`extractvalue` positions), vectors
//! (`extractelement`, `insertelement`, `shufflevector`, the vector
//! insert/extract/interleave intrinsics) and casts (`bitcast`, `zext`,
//! `sext`), with the LLVM dialect's messages.

use crate::verify::api::{vector_elem, Cx, Res};
use crate::diag::Diagnostic;
use crate::ir::{Attr, AttrKind, DenseData, FloatKind, IntOrFloat, LlvmType, Op, StructBody, Type, TypeKind};

/// The fields of a struct type (literal or identified with a body).
fn struct_fields(cx: &Cx, t: Type) -> Option<Vec<Type>> {
    match cx.ctx.type_kind(t) {
        TypeKind::Llvm(LlvmType::LiteralStruct { fields, .. }) => Some(fields.to_vec()),
        TypeKind::Llvm(LlvmType::IdentifiedStruct { .. }) => match cx.ctx.struct_body(t) {
            Some(StructBody::Fields { fields, .. }) => Some(fields.to_vec()),
            _ => Some(Vec::new()),
        },
        _ => None,
    }
}

/// The type an attribute is typed with, for the attributes that carry one.
fn attr_type(cx: &Cx, a: Attr) -> Option<Type> {
    match cx.ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::String { ty, .. } => *ty,
        AttrKind::DenseElements { ty, .. } | AttrKind::DenseResource { ty, .. } | AttrKind::Sparse { ty, .. } => Some(*ty),
        AttrKind::DenseArray { elem, .. } => Some(*elem),
        AttrKind::Bool(_) => None,
        _ => None,
    }
}

fn float_width(k: FloatKind) -> u32 {
    match k {
        FloatKind::F16 | FloatKind::BF16 => 16,
        FloatKind::F32 | FloatKind::TF32 => 32,
        FloatKind::F64 => 64,
        FloatKind::F80 => 80,
        FloatKind::F128 | FloatKind::PpcFp128 => 128,
        _ => 8,
    }
}

/// `ConstantOp::verify`.
pub fn constant(cx: &Cx, op: Op) -> Res {
    let (Some(value), Some(&ty)) = (cx.prop(op, "value"), cx.result_type(op, 0).as_ref()) else { return Ok(()) };
    let kind = cx.ctx.attr_kind(value);
    if let AttrKind::String { value: s, .. } = kind {
        let ok = matches!(cx.ctx.type_kind(ty), TypeKind::Llvm(LlvmType::Array { len, elem })
            if *len == s.len() as u64 && matches!(cx.ctx.type_kind(*elem), TypeKind::Integer { width: 8, .. }));
        if !ok {
            return Err(cx.op_err(op, format!("expected array type of {} i8 elements for the string constant", s.len())));
        }
        return Ok(());
    }
    if let Some(fields) = struct_fields(cx, ty) {
        if fields.len() != 2 || fields[0] != fields[1] {
            return Err(cx.err(op, "expected struct type with two elements of the same type, the type of a complex constant"));
        }
        let AttrKind::Array(items) = kind else {
            return Err(cx.op_err(op, "expected array attribute with two elements, representing a complex constant"));
        };
        if items.len() != 2 {
            return Err(cx.op_err(op, "expected array attribute with two elements, representing a complex constant"));
        }
        let (re, im) = (attr_type(cx, items[0]), attr_type(cx, items[1]));
        if re.is_none() || re != im {
            return Err(cx.op_err(op, "expected array attribute with two elements of the same type"));
        }
        let elem_ok = matches!(
            cx.ctx.type_kind(fields[0]),
            TypeKind::Integer { .. } | TypeKind::Float(FloatKind::F16 | FloatKind::F32 | FloatKind::F64)
        );
        if !elem_ok {
            return Err(cx.err(op, "expected struct element types to be floating point type or integer type"));
        }
        return Ok(());
    }
    if matches!(cx.ctx.type_kind(ty), TypeKind::Llvm(LlvmType::TargetExt { .. })) {
        return Err(cx.op_err(op, "does not support target extension type."));
    }
    let elements = matches!(
        kind,
        AttrKind::DenseElements { .. } | AttrKind::DenseResource { .. } | AttrKind::Sparse { .. } | AttrKind::DenseArray { .. }
    );
    if !matches!(kind, AttrKind::Integer { .. } | AttrKind::Bool(_) | AttrKind::Array(_) | AttrKind::Float { .. }) && !elements {
        return Err(cx.op_err(op, "only supports integer, float, string or elements attributes"));
    }
    if matches!(kind, AttrKind::Integer { .. } | AttrKind::Bool(_)) && !matches!(cx.ctx.type_kind(ty), TypeKind::Integer { .. }) {
        return Err(cx.op_err(op, "expected integer type"));
    }
    if let AttrKind::Float { ty: fty, .. } = kind {
        if let TypeKind::Float(fk) = cx.ctx.type_kind(*fty) {
            let w = float_width(*fk);
            match cx.ctx.type_kind(ty) {
                TypeKind::Float(k) if float_width(*k) != w => {
                    return Err(cx.op_err(op, format!("expected float type of width {w}")));
                }
                TypeKind::Integer { width, .. } if *width != w => {
                    return Err(cx.op_err(op, format!("expected integer type of width {w}")));
                }
                _ => {}
            }
        }
    }
    if let AttrKind::DenseElements { data, .. } = kind {
        // MLIR keeps dense elements that are all equal as a splat.
        fn same<T: PartialEq>(v: &[T]) -> bool {
            v.windows(2).all(|w| w[0] == w[1])
        }
        let splat = match data {
            DenseData::Ints(v) => same(v),
            DenseData::Floats(v) => same(v),
            DenseData::ComplexInts(v) => same(v),
            DenseData::ComplexFloats(v) => same(v),
            DenseData::Strings(v) => same(v),
            DenseData::Hex(_) => false,
        };
        let vector_like = matches!(
            cx.ctx.type_kind(ty),
            TypeKind::Vector { .. } | TypeKind::Llvm(LlvmType::Array { .. } | LlvmType::Vec { .. })
        );
        if splat && !vector_like {
            return Err(cx.op_err(op, "expected vector or array type"));
        }
    }
    Ok(())
}

/// `ZeroOp::verify`: only target extension types with a zero value.
pub fn zero(cx: &Cx, op: Op) -> Res {
    let Some(ty) = cx.result_type(op, 0) else { return Ok(()) };
    if let TypeKind::Llvm(LlvmType::TargetExt { name, .. }) = cx.ctx.type_kind(ty) {
        if !name.starts_with("spirv.") {
            return Err(cx.op_err(op, "target extension type does not support zero-initializer"));
        }
    }
    Ok(())
}

fn positions(cx: &Cx, op: Op) -> Vec<i128> {
    match cx.prop(op, "position").map(|a| cx.ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => values
            .iter()
            .map(|v| match v {
                IntOrFloat::Int(i) => *i,
                IntOrFloat::Float(_) => -1,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The type at `position` inside an aggregate (`getInsertExtractValueElementType`).
fn element_at(cx: &Cx, op: Op, mut t: Type, position: &[i128]) -> Result<Type, Diagnostic> {
    for &idx in position {
        let next = match cx.ctx.type_kind(t) {
            TypeKind::Llvm(LlvmType::Array { len, elem }) => (idx >= 0 && (idx as u128) < *len as u128).then_some(*elem),
            _ => match struct_fields(cx, t) {
                Some(fields) => usize::try_from(idx).ok().and_then(|i| fields.get(i).copied()),
                None => return Err(cx.op_err(op, "expected LLVM IR structure/array type")),
            },
        };
        t = next.ok_or_else(|| cx.op_err(op, format!("position out of bounds: {idx}")))?;
    }
    Ok(t)
}

pub fn insertvalue(cx: &Cx, op: Op) -> Res {
    let ops = cx.operand_types(op);
    let (Some(&container), Some(&value)) = (ops.first(), ops.get(1)) else { return Ok(()) };
    let want = element_at(cx, op, container, &positions(cx, op))?;
    if value != want {
        return Err(cx.op_err(
            op,
            format!("Type mismatch: cannot insert '{}' into '{}'", cx.ts(value), cx.ts(container)),
        ));
    }
    Ok(())
}

pub fn extractvalue(cx: &Cx, op: Op) -> Res {
    let (Some(&container), Some(&res)) = (cx.operand_type(op, 0).as_ref(), cx.result_type(op, 0).as_ref()) else {
        return Ok(());
    };
    let want = element_at(cx, op, container, &positions(cx, op))?;
    if res != want {
        return Err(cx.op_err(
            op,
            format!(
                "Type mismatch: extracting from '{}' should produce '{}' but this op returns '{}'",
                cx.ts(container),
                cx.ts(want),
                cx.ts(res)
            ),
        ));
    }
    Ok(())
}

pub fn extractelement(cx: &Cx, op: Op) -> Res {
    let (Some(&v), Some(&res)) = (cx.operand_type(op, 0).as_ref(), cx.result_type(op, 0).as_ref()) else { return Ok(()) };
    if vector_elem(cx.ctx, v) != Some(res) {
        return Err(cx.op_err(op, "failed to verify that result type matches vector element type"));
    }
    Ok(())
}

pub fn insertelement(cx: &Cx, op: Op) -> Res {
    let ops = cx.operand_types(op);
    let (Some(&v), Some(&value)) = (ops.first(), ops.get(1)) else { return Ok(()) };
    if vector_elem(cx.ctx, v) != Some(value) {
        return Err(cx.op_err(op, "failed to verify that argument type matches vector element type"));
    }
    Ok(())
}

/// (element count, scalable) of a vector type.
fn vector_shape(cx: &Cx, t: Type) -> Option<(u64, bool, Type)> {
    match cx.ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, elem } if shape.len() == 1 => {
            Some((shape[0], scalable.first().copied().unwrap_or(false), *elem))
        }
        TypeKind::Llvm(LlvmType::Vec { scalable, len, elem }) => Some((*len, *scalable, *elem)),
        _ => None,
    }
}

pub fn shufflevector(cx: &Cx, op: Op) -> Res {
    let ops = cx.operand_types(op);
    let (Some(&v1), Some(&v2)) = (ops.first(), ops.get(1)) else { return Ok(()) };
    if v1 != v2 {
        return Err(cx.op_err(op, "failed to verify that all of {v1, v2} have same type"));
    }
    let scalable = vector_shape(cx, v1).is_some_and(|s| s.1);
    let mask_nonzero = match cx.prop(op, "mask").map(|a| cx.ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => values.iter().any(|v| *v != IntOrFloat::Int(0)),
        _ => false,
    };
    if scalable && mask_nonzero {
        return Err(cx.op_err(op, "expected a splat operation for scalable vectors"));
    }
    Ok(())
}

fn bits(cx: &Cx, t: Type) -> u64 {
    let Some((n, _, elem)) = vector_shape(cx, t) else { return 0 };
    let w = match cx.ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => *width as u64,
        TypeKind::Float(k) => float_width(*k) as u64,
        _ => 64,
    };
    n.saturating_mul(w)
}

/// `llvm.intr.vector.insert`.
pub fn vector_insert(cx: &Cx, op: Op) -> Res {
    vector_insert_extract(cx, op, true)
}

/// `llvm.intr.vector.extract`.
pub fn vector_extract(cx: &Cx, op: Op) -> Res {
    vector_insert_extract(cx, op, false)
}

/// `llvm.intr.vector.insert` / `.extract`: size limit and scalability.
fn vector_insert_extract(cx: &Cx, op: Op, insert: bool) -> Res {
    let ops = cx.operand_types(op);
    let res = cx.result_types(op);
    let (big, small) = if insert {
        (ops.first().copied(), ops.get(1).copied())
    } else {
        (ops.first().copied(), res.first().copied())
    };
    let (Some(big), Some(small)) = (big, small) else { return Ok(()) };
    if bits(cx, big) > 1 << 17 || bits(cx, small) > 1 << 17 {
        return Err(cx.op_err(op, "failed to verify that vectors are not bigger than 2^17 bits."));
    }
    let big_scalable = vector_shape(cx, big).is_some_and(|s| s.1);
    let small_scalable = vector_shape(cx, small).is_some_and(|s| s.1);
    if small_scalable && !big_scalable {
        let what = if insert {
            "it is not inserting scalable into fixed-length vectors."
        } else {
            "it is not extracting scalable from fixed-length vectors."
        };
        return Err(cx.op_err(op, format!("failed to verify that {what}")));
    }
    Ok(())
}

pub fn interleave2(cx: &Cx, op: Op) -> Res {
    let ops = cx.operand_types(op);
    let (Some(&a), Some(&b), Some(&r)) = (ops.first(), ops.get(1), cx.result_type(op, 0).as_ref()) else { return Ok(()) };
    if a != b {
        return Err(cx.op_err(op, "failed to verify that all of {vec1, vec2} have same type"));
    }
    let ok = match (vector_shape(cx, a), vector_shape(cx, r)) {
        (Some((n, s, e)), Some((rn, rs, re))) => rn == n.saturating_mul(2) && s == rs && e == re,
        _ => false,
    };
    if !ok {
        return Err(cx.op_err(op, "failed to verify that result has twice as many elements as 'vec1'"));
    }
    Ok(())
}

fn ptr_space(cx: &Cx, t: Type) -> Option<u32> {
    let t = vector_shape(cx, t).map(|s| s.2).unwrap_or(t);
    match cx.ctx.type_kind(t) {
        TypeKind::Llvm(LlvmType::Ptr { addr_space }) => Some(*addr_space),
        _ => None,
    }
}

/// `BitcastOp::verify`: pointers cast only to pointers of the same shape
/// and address space.
pub fn bitcast(cx: &Cx, op: Op) -> Res {
    let (Some(&from), Some(&to)) = (cx.operand_type(op, 0).as_ref(), cx.result_type(op, 0).as_ref()) else { return Ok(()) };
    let (src, dst) = (ptr_space(cx, from), ptr_space(cx, to));
    if src.is_some() != dst.is_some() {
        return Err(cx.op_err(op, "can only cast pointers from and to pointers"));
    }
    let (Some(src), Some(dst)) = (src, dst) else { return Ok(()) };
    let (vf, vt) = (vector_shape(cx, from).is_some(), vector_shape(cx, to).is_some());
    if vt && !vf {
        return Err(cx.op_err(op, "cannot cast pointer to vector of pointers"));
    }
    if !vt && vf {
        return Err(cx.op_err(op, "cannot cast vector of pointers to pointer"));
    }
    if src != dst {
        return Err(cx.op_err(op, "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead"));
    }
    Ok(())
}

/// `zext`/`sext`: a wider integer of the same shape.
pub fn ext(cx: &Cx, op: Op) -> Res {
    let (Some(&from), Some(&to)) = (cx.operand_type(op, 0).as_ref(), cx.result_type(op, 0).as_ref()) else { return Ok(()) };
    let width = |t: Type| match cx.ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => *width,
        _ => 0,
    };
    let (wi, wo) = match (vector_shape(cx, from), vector_shape(cx, to)) {
        (Some((n, s, ei)), Some((m, r, eo))) => {
            if n != m || s != r {
                return Err(cx.err(op, "input and output vectors are of incompatible shape"));
            }
            (width(ei), width(eo))
        }
        (Some(_), None) => return Err(cx.err(op, "input type is a vector but output type is an integer")),
        (None, Some(_)) => return Err(cx.err(op, "input type is an integer but output type is a vector")),
        (None, None) => (width(from), width(to)),
    };
    if wo <= wi {
        return Err(cx.err(op, "integer width of the output type is smaller or equal to the integer width of the input type"));
    }
    Ok(())
}

/// `llvm.intr.masked.gather`: the pointer vector has as many lanes as the
/// result (MLIR's `masked_gather::verify`; its message numbers the operand
/// #1 although the pointers are operand #0).
pub fn masked_gather(cx: &Cx, op: Op) -> Res {
    lanes_match_pointers(cx, op, cx.operand_type(op, 0), cx.result_type(op, 0), 1)
}

/// `llvm.intr.masked.scatter`: the pointer vector has as many lanes as the
/// stored value (its message says operand #2).
pub fn masked_scatter(cx: &Cx, op: Op) -> Res {
    lanes_match_pointers(cx, op, cx.operand_type(op, 1), cx.operand_type(op, 0), 2)
}

fn lanes_match_pointers(cx: &Cx, op: Op, ptrs: Option<Type>, data: Option<Type>, number: u32) -> Res {
    let (Some(ptrs), Some(data)) = (ptrs, data) else { return Ok(()) };
    let (Some(have), Some((len, scalable, _))) = (vector_shape(cx, ptrs), vector_shape(cx, data)) else { return Ok(()) };
    if (have.0, have.1) == (len, scalable) {
        return Ok(());
    }
    // The expected type as MLIR prints it: `LLVM::getVectorType` gives an
    // LLVM vector of the pointers' element type, and the scalable form is
    // printed with a doubled space before the element.
    let full = cx.ts(have.2);
    let elem = full.strip_prefix("!llvm.").unwrap_or(&full);
    let expected = if scalable { format!("!llvm.vec<? x {len} x  {elem}>") } else { format!("!llvm.vec<{len} x {elem}>") };
    Err(cx.op_err(op, format!("expected operand #{number} type to be '{expected}'")))
}
