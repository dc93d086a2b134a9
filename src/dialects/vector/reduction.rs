//! `vector.reduction` lowered as MLIR 19's `VectorReductionOpConversion`
//! does: the `llvm.intr.vector.reduce.*` intrinsic of the combining kind on
//! the (converted, 1-D) vector, then the accumulator combined with its
//! result. Integer kinds combine with the LLVM op of the kind (`llvm.add`)
//! or a compare and select; `add`/`mul` on floats take the accumulator (or
//! 0.0 / 1.0) as the intrinsic's start value; the float min/max kinds
//! combine with `llvm.intr.minimum`/`maximum`/`minnum`/`maxnum` (without
//! the flags). The op's fast-math flags go to the intrinsic, with `reassoc`
//! added to a float reduction's under the pass option
//! `reassociate-fp-reductions` ([`ReassociatingReduction`]).

use crate::conversion::api::{create_op, llvm_flags, ConversionRewriter};
use crate::ir::{AttrKind, Op, Type, TypeKind, Value};
use crate::passes::api::prop;

/// `llvm.icmp`'s predicates, by number.
const PREDICATES: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// How an integer reduction meets its accumulator.
enum Combine {
    Op(&'static str),
    /// `llvm.icmp pred %acc, %r` then `llvm.select`.
    Select(&'static str),
}

fn first(rw: &ConversionRewriter<'_>, op: Op) -> Value {
    Value(rw.body.op(op).first_result)
}

/// `vector.reduction`.
pub fn reduction(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    reduce(rw, op, operands, false)
}

/// `vector.reduction` under `reassociate-fp-reductions`: tried before the
/// row, it lowers every reduction, a float one with `reassoc` added to its
/// flags.
pub struct ReassociatingReduction;

impl crate::conversion::api::ConversionPattern for ReassociatingReduction {
    fn root(&self) -> &str {
        "vector.reduction"
    }
    fn rewrite(&self, rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
        reduce(rw, op, operands, true)
    }
}

fn reduce(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], reassoc: bool) -> bool {
    let Some(kind_attr) = prop(rw.ctx, rw.body, op, "kind") else { return false };
    let Some(kind) = rw.ctx.dialect_words(kind_attr).and_then(|(_, w)| w.first().map(|w| w.to_string())) else { return false };
    let [vector, rest @ ..] = operands else { return false };
    let (vector, acc) = (*vector, rest.first().copied());
    // Only 1-D (or 0-D, converted to 1-D) vectors become LLVM vectors.
    if !matches!(rw.ctx.type_kind(rw.body.value(vector).ty), TypeKind::Vector { .. }) {
        return false;
    }
    let Some(r) = rw.body.op(op).results().next() else { return false };
    let original = rw.body.value(r).ty;
    let ty = rw.converter.convert(rw.ctx, original);
    let v = if matches!(rw.ctx.type_kind(ty), TypeKind::Float(_)) {
        float_reduction(rw, op, &kind, vector, acc, ty, reassoc)
    } else if matches!(rw.ctx.type_kind(ty), TypeKind::Integer { .. }) {
        int_reduction(rw, op, &kind, vector, acc, ty)
    } else {
        None
    };
    let Some(v) = v else { return false };
    rw.replace_op(op, &[v]);
    true
}

fn int_reduction(rw: &mut ConversionRewriter<'_>, op: Op, kind: &str, vector: Value, acc: Option<Value>, ty: Type) -> Option<Value> {
    let (intrinsic, combine) = match kind {
        "add" => ("add", Combine::Op("llvm.add")),
        "mul" => ("mul", Combine::Op("llvm.mul")),
        "minui" => ("umin", Combine::Select("ule")),
        "minsi" => ("smin", Combine::Select("sle")),
        "maxui" => ("umax", Combine::Select("uge")),
        "maxsi" => ("smax", Combine::Select("sge")),
        "and" => ("and", Combine::Op("llvm.and")),
        "or" => ("or", Combine::Op("llvm.or")),
        "xor" => ("xor", Combine::Op("llvm.xor")),
        _ => return None,
    };
    let name = format!("llvm.intr.vector.reduce.{intrinsic}");
    let reduced = create_op(rw, op, &name, &[vector], &[ty], &[]);
    let result = first(rw, reduced);
    let Some(acc) = acc else { return Some(result) };
    Some(match combine {
        Combine::Op(llvm_op) => {
            let c = create_op(rw, op, llvm_op, &[acc, result], &[ty], &[]);
            first(rw, c)
        }
        Combine::Select(pred) => {
            let n = PREDICATES.iter().position(|p| *p == pred).unwrap_or(0) as i128;
            let p = rw.ctx.int_attr(n, 64);
            let i1 = rw.ctx.int_type(1);
            let cmp = create_op(rw, op, "llvm.icmp", &[acc, result], &[i1], &[("predicate", p)]);
            let c = first(rw, cmp);
            let sel = create_op(rw, op, "llvm.select", &[c, acc, result], &[ty], &[]);
            first(rw, sel)
        }
    })
}

fn float_reduction(rw: &mut ConversionRewriter<'_>, op: Op, kind: &str, vector: Value, acc: Option<Value>, ty: Type, reassoc: bool) -> Option<Value> {
    let mut fastmath = prop(rw.ctx, rw.body, op, "fastmath");
    if reassoc {
        // `reassoc` is the first flag, so it goes in front.
        let mut words: Vec<String> = fastmath.and_then(|a| rw.ctx.dialect_words(a)).map(|(_, w)| w.iter().map(|w| w.to_string()).collect()).unwrap_or_default();
        words.retain(|w| w != "none");
        if !words.iter().any(|w| w == "reassoc" || w == "fast") {
            words.insert(0, "reassoc".into());
        }
        let words: Vec<&str> = words.iter().map(|w| w.as_str()).collect();
        fastmath = Some(rw.ctx.dialect_words_attr("arith.fastmath", &words));
    }
    let flags = fastmath.and_then(|a| llvm_flags(rw.ctx, a, "llvm.fastmath"));
    let (intrinsic, combine) = match kind {
        "add" | "mul" => {
            let start = match acc {
                Some(a) => a,
                None => {
                    let TypeKind::Float(fk) = rw.ctx.type_kind(ty) else { return None };
                    let bits = crate::ir::float::parse_float_decimal(if kind == "add" { "0.0" } else { "1.0" }, *fk)?;
                    let value = rw.ctx.attr(AttrKind::Float { bits, ty });
                    let c = create_op(rw, op, "llvm.mlir.constant", &[], &[ty], &[("value", value)]);
                    first(rw, c)
                }
            };
            let name = if kind == "add" { "llvm.intr.vector.reduce.fadd" } else { "llvm.intr.vector.reduce.fmul" };
            let props: Vec<(&str, crate::ir::Attr)> = flags.map(|f| ("fastmathFlags", f)).into_iter().collect();
            let r = create_op(rw, op, name, &[start, vector], &[ty], &props);
            return Some(first(rw, r));
        }
        "minimumf" => ("fminimum", "llvm.intr.minimum"),
        "maximumf" => ("fmaximum", "llvm.intr.maximum"),
        "minnumf" => ("fmin", "llvm.intr.minnum"),
        "maxnumf" => ("fmax", "llvm.intr.maxnum"),
        _ => return None,
    };
    let name = format!("llvm.intr.vector.reduce.{intrinsic}");
    let props: Vec<(&str, crate::ir::Attr)> = flags.map(|f| ("fastmathFlags", f)).into_iter().collect();
    let reduced = create_op(rw, op, &name, &[vector], &[ty], &props);
    let result = first(rw, reduced);
    let Some(acc) = acc else { return Some(result) };
    let c = create_op(rw, op, combine, &[result, acc], &[ty], &[]);
    Some(first(rw, c))
}
