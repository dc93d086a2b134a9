//! The func dialect's rules: `func.return` against its function's result
//! types, `func.call` and `func.constant` against the `func.func` they
//! name, and declarations being private (the `Symbol` trait's rule for
//! function declarations).

use crate::ir::{AttrKind, Op, Type, TypeKind};
use crate::verify::api::{Cx, DialectVerify, OpVerify, Res};

pub const VERIFY: DialectVerify = DialectVerify { ops: OPS, ..DialectVerify::EMPTY };

static OPS: &[OpVerify] = &[
    OpVerify { op: "func.func", verify: Some(func), ..OpVerify::NONE },
    OpVerify { op: "func.return", verify: Some(ret), parents: &["func.func"], ..OpVerify::NONE },
    OpVerify { op: "func.call", symbol_uses: Some(call), ..OpVerify::NONE },
    OpVerify { op: "func.constant", symbol_uses: Some(constant), ..OpVerify::NONE },
];

/// The (inputs, results) of a `func.func`.
fn signature(cx: &Cx, f: Op) -> Option<(Vec<Type>, Vec<Type>)> {
    let AttrKind::Type(t) = cx.ctx.attr_kind(cx.prop(f, "function_type")?) else { return None };
    match cx.ctx.type_kind(*t) {
        TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

fn list(cx: &Cx, types: &[Type]) -> String {
    types.iter().map(|&t| format!("'{}'", cx.ts(t))).collect::<Vec<_>>().join(", ")
}

/// A declaration (no body) may not be public.
fn func(cx: &Cx, f: Op) -> Res {
    let declaration = cx.is_declaration(f);
    let visibility = cx.prop(f, "sym_visibility").and_then(|a| cx.string(a)).unwrap_or("public");
    if declaration && visibility == "public" {
        return Err(cx.op_err(f, "symbol declaration cannot have public visibility"));
    }
    Ok(())
}

/// `func.return` returns what its `func.func` says.
fn ret(cx: &Cx, op: Op) -> Res {
    let Some(f) = cx.enclosing_function(op).filter(|&f| cx.name(f) == "func.func") else { return Ok(()) };
    let Some((_, results)) = signature(cx, f) else { return Ok(()) };
    let name = cx.sym_name(f).unwrap_or("");
    let got = cx.operand_types(op);
    if got.len() != results.len() {
        return Err(cx.op_err(
            op,
            format!("has {} operands, but enclosing function (@{name}) returns {}", got.len(), results.len()),
        ));
    }
    for (i, (&g, &want)) in got.iter().zip(&results).enumerate() {
        if g != want {
            return Err(cx.err(
                op,
                format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                    cx.ts(g),
                    cx.ts(want)
                ),
            ));
        }
    }
    Ok(())
}

/// The `func.func` a `callee`/`value` symbol names, if it is one.
fn target(cx: &Cx, op: Op, key: &str) -> Option<(Op, Vec<Type>, Vec<Type>)> {
    let name = cx.prop(op, key).and_then(|a| cx.symbol(a))?;
    let f = cx.lookup(op, name).filter(|&f| cx.name(f) == "func.func")?;
    let (ins, outs) = signature(cx, f)?;
    Some((f, ins, outs))
}

/// `CallOp::verifySymbolUses`.
fn call(cx: &Cx, op: Op) -> Res {
    let Some(name) = cx.prop(op, "callee").and_then(|a| cx.symbol(a)) else { return Ok(()) };
    let Some((_, ins, outs)) = target(cx, op, "callee") else {
        return Err(cx.op_err(op, format!("'{name}' does not reference a valid function")));
    };
    let args = cx.operand_types(op);
    if args.len() != ins.len() {
        return Err(cx.op_err(op, "incorrect number of operands for callee"));
    }
    for (i, (&a, &p)) in args.iter().zip(&ins).enumerate() {
        if a != p {
            return Err(cx.op_err(
                op,
                format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    cx.ts(p),
                    cx.ts(a)
                ),
            ));
        }
    }
    let res = cx.result_types(op);
    if res.len() != outs.len() {
        return Err(cx.op_err(op, "incorrect number of results for callee"));
    }
    for (i, (&r, &o)) in res.iter().zip(&outs).enumerate() {
        if r != o {
            return Err(cx
                .op_err(op, format!("result type mismatch at index {i}"))
                .with_note_here(format!("      op result types: {}", list(cx, &res)))
                .with_note_here(format!("function result types: {}", list(cx, &outs))));
        }
    }
    Ok(())
}

/// `ConstantOp::verifySymbolUses`.
fn constant(cx: &Cx, op: Op) -> Res {
    let Some(name) = cx.prop(op, "value").and_then(|a| cx.symbol(a)) else { return Ok(()) };
    let Some((_, ins, outs)) = target(cx, op, "value") else {
        return Err(cx.op_err(op, format!("reference to undefined function '{name}'")));
    };
    let Some(r) = cx.result_type(op, 0) else { return Ok(()) };
    let same = matches!(cx.ctx.type_kind(r), TypeKind::Function { inputs, results } if **inputs == *ins && **results == *outs);
    if !same {
        return Err(cx.op_err(op, "reference to function with mismatched type"));
    }
    Ok(())
}
