//! What the arith lowerings share: the converted result types, the
//! properties read, arith flags turned into LLVM's, and the one-op
//! lowering that works on scalars, 1-D vectors, and n-D vectors unrolled
//! (with MLIR's attribute conversions: flags, or everything passed through).

use crate::conversion::api::{create_op, innermost_vector, unroll_nd, ConversionRewriter};
use crate::ir::{Attr, AttrKind, Op, Type, Value};

/// The converted result types of `op`.
pub(super) fn result_types(rw: &mut ConversionRewriter<'_>, op: Op) -> Vec<Type> {
    let results: Vec<Type> = rw.body.op(op).results().map(|r| rw.body.value(r).ty).collect();
    results.into_iter().map(|t| rw.converter.convert(rw.ctx, t)).collect()
}

/// `arith.constant v : T` → `llvm.mlir.constant(v) : T'` (an n-D vector
/// constant keeps its value and takes the array type).
pub(super) fn constant(rw: &mut ConversionRewriter<'_>, op: Op, _: &[Value]) -> bool {
    let Some(value) = prop(rw, op, "value") else { return false };
    // A type the converter cannot convert (a tensor) leaves the op alone.
    let results: Vec<Type> = rw.body.op(op).results().map(|r| rw.body.value(r).ty).collect();
    let Some(types) = results.into_iter().map(|t| rw.converter.try_convert(rw.ctx, t)).collect::<Option<Vec<Type>>>() else {
        return false;
    };
    let new = create_op(rw, op, "llvm.mlir.constant", &[], &types, &[("value", value)]);
    let results: Vec<Value> = rw.body.op(new).results().collect();
    rw.replace_op(op, &results);
    true
}

/// A property of `op`.
pub(super) fn prop(rw: &ConversionRewriter<'_>, op: Op, name: &str) -> Option<Attr> {
    rw.body.op(op).properties.and_then(|p| rw.ctx.dict_get_str(p, name))
}

/// An LLVM flags attribute with the flags of an arith one, in LLVM's
/// canonical order (`#arith.fastmath<reassoc,nnan>` →
/// `#llvm.fastmath<nnan, reassoc>`); `None` when no flag is set.
fn llvm_flags(rw: &mut ConversionRewriter<'_>, arith: Attr, llvm_name: &str) -> Option<Attr> {
    crate::conversion::api::llvm_flags(rw.ctx, arith, llvm_name)
}

/// The op as the LLVM instruction `llvm_op` on the converted operands,
/// with its integer overflow or fast-math flags.
pub(super) fn same_instruction(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], llvm_op: &str) -> bool {
    flagged(rw, op, operands, llvm_op, Vec::new())
}

/// The op as `llvm_op` with the properties given, plus its integer
/// overflow or fast-math flags.
pub(super) fn flagged(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], llvm_op: &str, mut props: Vec<(&str, Attr)>) -> bool {
    if let Some(flags) = prop(rw, op, "overflowFlags").and_then(|a| llvm_flags(rw, a, "llvm.overflow")) {
        props.push(("overflowFlags", flags));
    }
    if let Some(flags) = prop(rw, op, "fastmath").and_then(|a| llvm_flags(rw, a, "llvm.fastmath")) {
        props.push(("fastmathFlags", flags));
    }
    elementwise(rw, op, operands, llvm_op, &props)
}

/// One op of one result as `llvm_op` with `props`: directly on scalars and
/// 1-D vectors, unrolled over the 1-D vectors of an n-D one (MLIR's
/// `VectorConvertToLLVMPattern`).
pub(super) fn elementwise(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], llvm_op: &str, props: &[(&str, Attr)]) -> bool {
    elementwise_with(rw, op, operands, llvm_op, props, None)
}

/// [`elementwise`], each new op also taking the discardable attributes
/// `attrs` (a dictionary), as MLIR's pass-through attribute conversion does.
pub(super) fn elementwise_with(
    rw: &mut ConversionRewriter<'_>,
    op: Op,
    operands: &[Value],
    llvm_op: &str,
    props: &[(&str, Attr)],
    attrs: Option<Attr>,
) -> bool {
    let build = |rw: &mut ConversionRewriter<'_>, operands: &[Value], types: &[Type]| {
        let new = create_op(rw, op, llvm_op, operands, types, props);
        if let Some(a) = attrs {
            rw.body.ops[new.index()].attrs = a;
        }
        new
    };
    let types = result_types(rw, op);
    // MLIR unrolls when the first converted operand is an n-D vector's
    // array (`vectorOneToOneRewrite`): a select on a scalar condition
    // stays one op on the arrays.
    let first_nd = operands.first().map_or(true, |&v| innermost_vector(rw.ctx, rw.body.value(v).ty).1 > 0);
    if let [result] = types[..] {
        if first_nd && innermost_vector(rw.ctx, result).1 > 0 {
            return unroll_nd(rw, op, operands, result, |rw, t, slices| {
                let new = build(rw, slices, &[t]);
                Value(rw.body.op(new).first_result)
            });
        }
    }
    let new = build(rw, operands, &types);
    let results: Vec<Value> = rw.body.op(new).results().collect();
    rw.replace_op(op, &results);
    true
}

/// An op whose LLVM twin takes no flags (casts, `select`, integer min/max):
/// whatever attributes the arith op has pass through as discardable ones
/// (MLIR's `AttrConvertPassThrough`, so a cast keeps `fastmath` as
/// `{fastmath = #arith.fastmath<...>}`).
pub(super) fn plain(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], llvm_op: &str) -> bool {
    let attrs = pass_through_attrs(rw, op, &[]);
    elementwise_with(rw, op, operands, llvm_op, &[], attrs)
}

/// The op's properties and discardable attributes as one dictionary,
/// leaving out `drop`; `None` when empty.
pub(super) fn pass_through_attrs(rw: &mut ConversionRewriter<'_>, op: Op, drop: &[&str]) -> Option<Attr> {
    let d = rw.body.op(op);
    let mut entries: Vec<(crate::ir::Ident, Attr)> = Vec::new();
    for dict in d.properties.into_iter().chain([d.attrs]) {
        if let AttrKind::Dictionary(items) = rw.ctx.attr_kind(dict) {
            entries.extend(items.iter().filter(|(k, _)| !drop.contains(&rw.ctx.str(*k))).copied());
        }
    }
    (!entries.is_empty()).then(|| rw.ctx.dict(entries))
}

