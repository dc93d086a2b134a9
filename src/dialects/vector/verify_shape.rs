//! The rules of the vector shape ops, with MLIR 19's wording: strided
//! slices (offsets, sizes and strides confined to the shape, unit strides,
//! the inferred result type), `vector.transpose`'s permutation,
//! `vector.shape_cast`'s element count and dimension grouping,
//! interleave/deinterleave widths, the scalable insert/extract positions,
//! `vector.outerproduct`'s shapes and combining kind, `vector.step`'s
//! result, `vector.from_elements`' element types, the positions of
//! `vector.extract` and `vector.insert`.

use crate::ir::{Op, Type, TypeKind};
use crate::verify::api::{Cx, Res};

/// A vector type's shape, scalable flags and element type.
fn parts(cx: &Cx, t: Type) -> Option<(Vec<u64>, Vec<bool>, Type)> {
    match cx.ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, elem } => Some((shape.to_vec(), scalable.to_vec(), *elem)),
        _ => None,
    }
}

fn ints(cx: &Cx, op: Op, name: &str) -> Option<Vec<i64>> {
    let a = cx.prop(op, name)?;
    let crate::ir::AttrKind::Array(items) = cx.ctx.attr_kind(a) else { return None };
    items.iter().map(|&i| cx.ctx.int_value(i).map(|v| v as i64)).collect()
}

/// `isIntegerArrayAttrSmallerThanShape`.
fn no_longer_than(cx: &Cx, op: Op, values: &[i64], shape: &[u64], name: &str) -> Res {
    if values.len() > shape.len() {
        return Err(cx.op_err(op, format!("expected {name} attribute of rank no greater than vector rank")));
    }
    Ok(())
}

/// `isIntegerArrayAttrConfinedToShape`.
fn confined_to_shape(cx: &Cx, op: Op, values: &[i64], shape: &[u64], name: &str, half_open: bool, min: i64) -> Res {
    for (i, (&v, &d)) in values.iter().zip(shape).enumerate() {
        let max = d as i64 + i64::from(!half_open);
        if v < min || v >= max {
            return Err(cx.op_err(op, format!("expected {name} dimension {i} to be confined to [{min}, {max})")));
        }
    }
    Ok(())
}

/// `isIntegerArrayAttrConfinedToRange` for unit strides.
fn unit_strides(cx: &Cx, op: Op, strides: &[i64]) -> Res {
    if strides.iter().any(|&s| s != 1) {
        return Err(cx.op_err(op, "expected strides to be confined to [1, 2)"));
    }
    Ok(())
}

/// `isSumOfIntegerArrayAttrConfinedToShape` (closed at the top).
fn sum_confined(cx: &Cx, op: Op, a: &[i64], b: &[i64], shape: &[u64], names: (&str, &str)) -> Res {
    for (i, ((&x, &y), &d)) in a.iter().zip(b).zip(shape).enumerate() {
        let max = d as i64 + 1;
        if x + y < 0 || x + y >= max {
            return Err(cx.op_err(op, format!("expected sum({}, {}) dimension {i} to be confined to [1, {max})", names.0, names.1)));
        }
    }
    Ok(())
}

pub fn extract_strided_slice(cx: &Cx, op: Op) -> Res {
    let (Some(src), Some(res)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    let Some((shape, scalable, elem)) = parts(cx, src) else { return Ok(()) };
    let (Some(offsets), Some(sizes), Some(strides)) = (ints(cx, op, "offsets"), ints(cx, op, "sizes"), ints(cx, op, "strides")) else {
        return Ok(());
    };
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return Err(cx.op_err(op, "expected offsets, sizes and strides attributes of same size"));
    }
    no_longer_than(cx, op, &offsets, &shape, "offsets")?;
    no_longer_than(cx, op, &sizes, &shape, "sizes")?;
    no_longer_than(cx, op, &strides, &shape, "strides")?;
    confined_to_shape(cx, op, &offsets, &shape, "offsets", true, 0)?;
    confined_to_shape(cx, op, &sizes, &shape, "sizes", false, 1)?;
    unit_strides(cx, op, &strides)?;
    sum_confined(cx, op, &offsets, &sizes, &shape, ("offsets", "sizes"))?;
    let mut inferred = shape.clone();
    for (d, &s) in inferred.iter_mut().zip(&sizes) {
        *d = s as u64;
    }
    let expected = TypeKind::Vector { shape: inferred.clone().into(), scalable: scalable.clone().into(), elem };
    if cx.ctx.type_kind(res) != &expected {
        let dims: String = inferred.iter().zip(&scalable).map(|(d, &s)| if s { format!("[{d}]x") } else { format!("{d}x") }).collect();
        return Err(cx.op_err(op, format!("expected result type to be 'vector<{dims}{}>'", cx.ts(elem))));
    }
    for (i, &s) in sizes.iter().enumerate() {
        if scalable[i] && s as u64 != shape[i] {
            return Err(cx.op_err(op, format!("expected size at idx={i} to match the corresponding base size from the input vector ({s} vs {})", shape[i])));
        }
    }
    Ok(())
}

pub fn insert_strided_slice(cx: &Cx, op: Op) -> Res {
    let (Some(src), Some(dst)) = (cx.operand_type(op, 0), cx.operand_type(op, 1)) else { return Ok(()) };
    let (Some((src_shape, src_scalable, _)), Some((dst_shape, dst_scalable, _))) = (parts(cx, src), parts(cx, dst)) else { return Ok(()) };
    let (Some(offsets), Some(strides)) = (ints(cx, op, "offsets"), ints(cx, op, "strides")) else { return Ok(()) };
    if offsets.len() != dst_shape.len() {
        return Err(cx.op_err(op, "expected offsets of same size as destination vector rank"));
    }
    if strides.len() != src_shape.len() {
        return Err(cx.op_err(op, "expected strides of same size as source vector rank"));
    }
    if src_shape.len() > dst_shape.len() {
        return Err(cx.op_err(op, "expected source rank to be no greater than destination rank"));
    }
    let diff = dst_shape.len() - src_shape.len();
    let as_dest: Vec<i64> = std::iter::repeat_n(0, diff).chain(src_shape.iter().map(|&d| d as i64)).collect();
    confined_to_shape(cx, op, &offsets, &dst_shape, "offsets", true, 0)?;
    unit_strides(cx, op, &strides)?;
    sum_confined(cx, op, &offsets, &as_dest, &dst_shape, ("offsets", "source vector shape"))?;
    for i in 0..src_shape.len() {
        if src_scalable[i] != dst_scalable[i + diff] {
            return Err(cx.op_err(op, format!("mismatching scalable flags (at source vector idx={i})")));
        }
        if src_scalable[i] && src_shape[i] != dst_shape[i + diff] {
            return Err(cx.op_err(
                op,
                format!("expected size at idx={i} to match the corresponding base size from the input vector ({} vs {})", src_shape[i], dst_shape[i + diff]),
            ));
        }
    }
    Ok(())
}

pub fn transpose(cx: &Cx, op: Op) -> Res {
    let (Some(src), Some(res)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    let (Some((src_shape, ..)), Some((res_shape, ..))) = (parts(cx, src), parts(cx, res)) else { return Ok(()) };
    let rank = res_shape.len();
    if src_shape.len() != rank {
        return Err(cx.op_err(op, format!("vector result rank mismatch: {rank}")));
    }
    let Some(a) = cx.prop(op, "permutation") else { return Ok(()) };
    let crate::ir::AttrKind::DenseArray { values, .. } = cx.ctx.attr_kind(a) else { return Ok(()) };
    let perm: Vec<i64> = values.iter().map(|v| if let crate::ir::IntOrFloat::Int(i) = v { *i as i64 } else { -1 }).collect();
    if perm.len() != rank {
        return Err(cx.op_err(op, format!("transposition length mismatch: {}", perm.len())));
    }
    let mut seen = vec![false; rank];
    for (i, &p) in perm.iter().enumerate() {
        if p < 0 || p >= rank as i64 {
            return Err(cx.op_err(op, format!("transposition index out of range: {p}")));
        }
        if seen[p as usize] {
            return Err(cx.op_err(op, format!("duplicate position index: {p}")));
        }
        seen[p as usize] = true;
        if res_shape[i] != src_shape[p as usize] {
            return Err(cx.op_err(op, format!("dimension size mismatch at: {p}")));
        }
    }
    Ok(())
}

/// MLIR's `isValidShapeCast`: `a` (the lower rank) groups into `b`.
fn valid_shape_cast(a: &[u64], b: &[u64]) -> bool {
    let one = |v: &u64| *v == 1;
    if a.is_empty() && b.iter().all(one) {
        return true;
    }
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        let mut dim_b = 1;
        while dim_b < a[i] && j < b.len() {
            dim_b *= b[j];
            j += 1;
        }
        if a[i] != dim_b {
            break;
        }
        i += 1;
        if i < a.len() && a[i..].iter().all(one) {
            i = a.len();
        }
        if j < b.len() && b[j..].iter().all(one) {
            j = b.len();
        }
    }
    i == a.len() && j == b.len()
}

pub fn shape_cast(cx: &Cx, op: Op) -> Res {
    let (Some(src), Some(res)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    let (Some((a, a_scalable, a_elem)), Some((b, b_scalable, b_elem))) = (parts(cx, src), parts(cx, res)) else { return Ok(()) };
    if a_elem != b_elem {
        return Err(cx.op_err(op, "source/result vectors must have same element type"));
    }
    if a.iter().product::<u64>() != b.iter().product::<u64>() {
        return Err(cx.op_err(op, "source/result number of elements must match"));
    }
    let valid = match a.len().cmp(&b.len()) {
        std::cmp::Ordering::Less => valid_shape_cast(&a, &b),
        std::cmp::Ordering::Greater => valid_shape_cast(&b, &a),
        std::cmp::Ordering::Equal => true,
    };
    if !valid {
        return Err(cx.op_err(op, "invalid shape cast"));
    }
    let (na, nb) = (a_scalable.iter().filter(|&&s| s).count(), b_scalable.iter().filter(|&&s| s).count());
    if na != nb {
        return Err(cx.op_err(op, format!("different number of scalable dims at source ({na}) and result ({nb})")));
    }
    Ok(())
}

/// The type of `t` with its trailing dimension scaled by `num / den`
/// (a 0-D vector counts as one element).
fn trailing_scaled(cx: &Cx, t: Type, num: u64, den: u64) -> Option<TypeKind> {
    let (mut shape, mut scalable, elem) = parts(cx, t)?;
    if shape.is_empty() {
        shape.push(1);
        scalable.push(false);
    }
    let last = shape.last_mut()?;
    *last = *last * num / den;
    Some(TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), elem })
}

pub fn interleave(cx: &Cx, op: Op) -> Res {
    let (Some(lhs), Some(res)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    let Some(want) = trailing_scaled(cx, lhs, 2, 1) else { return Ok(()) };
    if cx.ctx.type_kind(res) != &want {
        return Err(cx.op_err(op, "failed to verify that type of 'result' is double the width of the inputs"));
    }
    Ok(())
}

pub fn deinterleave(cx: &Cx, op: Op) -> Res {
    let (Some(src), Some(res)) = (cx.operand_type(op, 0), cx.result_type(op, 0)) else { return Ok(()) };
    let Some((shape, ..)) = parts(cx, src) else { return Ok(()) };
    let Some(&last) = shape.last() else { return Ok(()) };
    if last % 2 != 0 {
        return Err(cx.op_err(op, "failed to verify that the trailing dimension of the source vector has an even number of elements"));
    }
    let Some(want) = trailing_scaled(cx, src, 1, 2) else { return Ok(()) };
    if cx.ctx.type_kind(res) != &want {
        return Err(cx.op_err(op, "failed to verify that the trailing dimension of the results is half the width of source trailing dimension"));
    }
    Ok(())
}

/// `vector.scalable.insert`/`extract`: the position is a multiple of the
/// fixed vector's length.
fn scalable_position(cx: &Cx, op: Op, fixed: Option<Type>, what: &str) -> Res {
    let Some((shape, ..)) = fixed.and_then(|t| parts(cx, t)) else { return Ok(()) };
    let (Some(&len), Some(pos)) = (shape.first(), cx.prop_int(op, "pos")) else { return Ok(()) };
    if len != 0 && pos % len as i128 != 0 {
        return Err(cx.op_err(op, format!("failed to verify that position is a multiple of the {what} length.")));
    }
    Ok(())
}

pub fn scalable_insert(cx: &Cx, op: Op) -> Res {
    scalable_position(cx, op, cx.operand_type(op, 0), "source")
}

pub fn scalable_extract(cx: &Cx, op: Op) -> Res {
    scalable_position(cx, op, cx.result_type(op, 0), "result")
}

pub fn outerproduct(cx: &Cx, op: Op) -> Res {
    let (Some(lhs), Some(rhs), Some(res)) = (cx.operand_type(op, 0), cx.operand_type(op, 1), cx.result_type(op, 0)) else { return Ok(()) };
    let (Some((l, l_scalable, l_elem)), Some((r_shape, _, res_elem))) = (parts(cx, lhs), parts(cx, res)) else { return Ok(()) };
    let rhs_parts = parts(cx, rhs);
    let rhs_elem = rhs_parts.as_ref().map_or(rhs, |p| p.2);
    if l_elem != res_elem {
        return Err(cx.op_err(op, "failed to verify that lhs operand and result have same element type"));
    }
    if rhs_elem != res_elem {
        return Err(cx.op_err(op, "failed to verify that rhs operand and result have same element type"));
    }
    if l.len() != 1 {
        return Err(cx.op_err(op, "expected 1-d vector for operand #1"));
    }
    if let Some((rv, rv_scalable, _)) = &rhs_parts {
        if rv.len() != 1 {
            return Err(cx.op_err(op, "expected 1-d vector for operand #2"));
        }
        if r_shape.len() != 2 {
            return Err(cx.op_err(op, "expected 2-d vector result"));
        }
        if l[0] != r_shape[0] {
            return Err(cx.op_err(op, "expected #1 operand dim to match result dim #1"));
        }
        if rv[0] != r_shape[1] {
            return Err(cx.op_err(op, "expected #2 operand dim to match result dim #2"));
        }
        if l_scalable[0] && !rv_scalable[0] {
            return Err(cx.op_err(op, "expected either both or only #2 operand dim to be scalable"));
        }
    } else {
        if r_shape.len() != 1 {
            return Err(cx.op_err(op, "expected 1-d vector result"));
        }
        if l[0] != r_shape[0] {
            return Err(cx.op_err(op, "expected #1 operand dim to match result dim #1"));
        }
    }
    if let Some(acc) = cx.operand_type(op, 2) {
        if acc != res {
            return Err(cx.op_err(op, "expected operand #3 of same type as result type"));
        }
    }
    let kind = cx.prop(op, "kind").and_then(|a| cx.ctx.dialect_words(a)).and_then(|(_, w)| w.first().copied()).unwrap_or("add");
    let int_like = matches!(cx.ctx.type_kind(res_elem), TypeKind::Integer { .. } | TypeKind::Index);
    let float = matches!(cx.ctx.type_kind(res_elem), TypeKind::Float(_));
    let supported = match kind {
        "add" | "mul" => int_like || float,
        "minui" | "minsi" | "maxui" | "maxsi" | "and" | "or" | "xor" => int_like,
        _ => float,
    };
    if !supported {
        return Err(cx.op_err(op, "unsupported outerproduct type"));
    }
    Ok(())
}

pub fn step(cx: &Cx, op: Op) -> Res {
    let Some(res) = cx.result_type(op, 0) else { return Ok(()) };
    let ok = parts(cx, res).is_some_and(|(shape, _, elem)| shape.len() == 1 && matches!(cx.ctx.type_kind(elem), TypeKind::Index));
    if !ok {
        return Err(cx.op_err(op, format!("result #0 must be vector of index values of ranks 1, but got '{}'", cx.ts(res))));
    }
    Ok(())
}

pub fn from_elements(cx: &Cx, op: Op) -> Res {
    let Some(res) = cx.result_type(op, 0) else { return Ok(()) };
    let Some((shape, _, elem)) = parts(cx, res) else { return Ok(()) };
    let types = cx.operand_types(op);
    if types.len() as u64 != shape.iter().product::<u64>() || types.iter().any(|&t| t != elem) {
        return Err(cx.op_err(op, "failed to verify that operand types match result element type"));
    }
    Ok(())
}

/// `vector.scatter`'s 1-D operands (MLIR 19 declares them of rank 1;
/// operands are numbered by their declared group).
pub fn scatter_ranks(cx: &Cx, op: Op) -> Res {
    let types = cx.operand_types(op);
    let n = types.len();
    if n < 4 {
        return Ok(());
    }
    let groups = [(2, "vector of integer or index values of ranks 1"), (3, "vector of 1-bit signless integer values of ranks 1"), (4, "vector of any type values of ranks 1")];
    for (k, (group, what)) in groups.iter().enumerate() {
        let t = types[n - 3 + k];
        if !parts(cx, t).is_some_and(|(shape, ..)| shape.len() == 1) {
            return Err(cx.op_err(op, format!("operand #{group} must be {what}, but got '{}'", cx.ts(t))));
        }
    }
    Ok(())
}

/// A `DenseI64ArrayAttr` property (`static_position`).
fn dense_i64s(cx: &Cx, op: Op, name: &str) -> Option<Vec<i64>> {
    Some(cx.ctx.dense_array_ints(cx.prop(op, name)?)?.into_iter().map(|i| i as i64).collect())
}

/// The `kDynamic` marker of a static position taken from an operand.
const DYNAMIC: i64 = i64::MIN;

/// The position of `vector.extract`/`vector.insert`, checked against the
/// shape of the vector it indexes (`dest` names it in insert's messages):
/// no longer than the rank, each constant in `[0, dim)`.
fn position_in(cx: &Cx, op: Op, position: &[i64], shape: &[u64], dest: bool) -> Res {
    let which = if dest { "dest vector" } else { "vector" };
    if position.len() > shape.len() {
        return Err(cx.op_err(op, format!("expected position attribute of rank no greater than {which} rank")));
    }
    for (i, (&p, &d)) in position.iter().zip(shape).enumerate() {
        if p != DYNAMIC && (p < 0 || p >= d as i64) {
            let msg = format!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding {which} dimension",
                i + 1
            );
            return Err(cx.op_err(op, msg));
        }
    }
    Ok(())
}

/// `ExtractOp::verify`, after the element-type trait of its invariants.
pub fn extract(cx: &Cx, op: Op) -> Res {
    let (Some(position), Some(source)) = (dense_i64s(cx, op, "static_position"), cx.operand_type(op, 0)) else { return Ok(()) };
    if let (Some((_, _, elem)), Some(result)) = (parts(cx, source), cx.result_type(op, 0)) {
        if parts(cx, result).map_or(result, |p| p.2) != elem {
            return Err(cx.op_err(op, "failed to verify that operand and result have same element type"));
        }
    }
    let shape = parts(cx, source).map(|p| p.0).unwrap_or_default();
    // As many `kDynamic` markers as dynamic operands (MLIR 19 checks this
    // for extract only).
    let dynamic = cx.operand_types(op).len().saturating_sub(1);
    if position.iter().filter(|&&p| p == DYNAMIC).count() != dynamic {
        let msg = "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite";
        return Err(cx.op_err(op, msg));
    }
    position_in(cx, op, &position, &shape, false)
}

/// `InsertOp::verify`: the position against the destination, and its
/// length against the ranks of source and destination.
pub fn insert(cx: &Cx, op: Op) -> Res {
    let (Some(position), Some(source), Some(dest)) =
        (dense_i64s(cx, op, "static_position"), cx.operand_type(op, 0), cx.operand_type(op, 1))
    else {
        return Ok(());
    };
    let shape = parts(cx, dest).map(|p| p.0).unwrap_or_default();
    if position.len() > shape.len() {
        return Err(cx.op_err(op, "expected position attribute of rank no greater than dest vector rank"));
    }
    match parts(cx, source) {
        Some((src, _, _)) if src.len() + position.len() != shape.len() => {
            return Err(cx.op_err(op, "expected position attribute rank + source rank to match dest vector rank"));
        }
        None if position.len() != shape.len() => {
            return Err(cx.op_err(op, "expected position attribute rank to match the dest vector rank"));
        }
        _ => {}
    }
    position_in(cx, op, &position, &shape, true)
}

/// `vector.extract`'s inferred result type checked against its result
/// (InferTypeOpInterface, run with the region checks after `verify`): the
/// element when the position is as long as the rank, else the vector of
/// the dimensions left; a one-element 1-D vector and its element are
/// interchangeable (`ExtractOp::isCompatibleReturnTypes`).
pub fn extract_inferred(cx: &Cx, op: Op) -> Res {
    let (Some(position), Some(source), Some(result)) = (dense_i64s(cx, op, "static_position"), cx.operand_type(op, 0), cx.result_type(op, 0)) else {
        return Ok(());
    };
    let Some((shape, scalable, elem)) = parts(cx, source) else { return Ok(()) };
    let n = position.len().min(shape.len());
    let inferred = (position.len() != shape.len()).then(|| (shape[n..].to_vec(), scalable.get(n..).unwrap_or_default().to_vec()));
    let actual = parts(cx, result);
    // MLIR compares shapes only here: `vector<[1]xf32>` counts as one element.
    let compatible = match (&inferred, &actual) {
        (None, None) => result == elem,
        (Some(dims), Some((shape, scalable, e))) => *e == elem && dims.0 == *shape && dims.1 == *scalable,
        (None, Some((shape, _, e))) => *e == elem && shape[..] == [1],
        (Some(dims), None) => result == elem && dims.0 == [1],
    };
    if compatible {
        return Ok(());
    }
    let printed = match inferred {
        None => cx.ts(elem),
        Some((dims, scalable)) => {
            let mut text = String::from("vector<");
            for (d, s) in dims.iter().zip(scalable.iter().chain(std::iter::repeat(&false))) {
                text.push_str(&if *s { format!("[{d}]x") } else { format!("{d}x") });
            }
            text.push_str(&cx.ts(elem));
            text.push('>');
            text
        }
    };
    Err(cx.inferred_mismatch(op, &[printed]))
}
