//! `vector.outerproduct`'s hand-written form, read and printed as MLIR
//! 19's C++ parser and printer do: `%lhs, %rhs[, %acc] {attrs} : LhsT,
//! RhsT`. The result type is inferred (`vector<LxR>` for a vector `rhs`,
//! the `lhs` type for a scalar one, the AXPY form). MLIR prints the
//! attribute dictionary (the `kind` property included, even `add`) only
//! when an accumulator is present: without one, even a non-default kind is
//! not printed, which we keep so that output matches byte for byte.

use crate::ir::{Type, TypeKind};
use crate::parser::api::*;
use crate::printer::api::{attrs_except, print_value, OpView, Printer};

/// The result type of an outer product of `lhs` with `rhs`.
pub fn result_type(ctx: &mut crate::ir::Context, lhs: Type, rhs: Type) -> Option<Type> {
    let TypeKind::Vector { shape: ls, scalable: lsc, elem } = ctx.type_kind(lhs).clone() else { return None };
    let (l, lscal) = (*ls.first()?, *lsc.first()?);
    let (shape, scalable): (Vec<u64>, Vec<bool>) = match ctx.type_kind(rhs).clone() {
        TypeKind::Vector { shape: rs, scalable: rsc, .. } => (vec![l, *rs.first()?], vec![lscal, *rsc.first()?]),
        _ => (vec![l], vec![lscal]),
    };
    Some(ctx.ty(TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), elem }))
}

/// Reads `%lhs, %rhs (, %acc)? attr-dict : LhsT, RhsT`.
pub fn parse_outerproduct<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    args: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let name_at = args.name_tok;
    let mut values = vec![inp.parse(subs.value_use.clone())?];
    while eat_kind(inp, Kind::Comma) {
        values.push(inp.parse(subs.value_use.clone())?);
    }
    parse_opt_dict(inp, subs, p)?;
    expect_kind(inp, Kind::Colon, "':'")?;
    let lhs_ty = inp.parse(subs.ty.clone())?;
    expect_kind(inp, Kind::Comma, "','")?;
    let rhs_ty = inp.parse(subs.ty.clone())?;
    if values.len() < 2 {
        return Err(err_at_tok(inp, name_at, "expected at least 2 operands"));
    }
    let s = st(inp);
    if !matches!(s.ctx.type_kind(lhs_ty), TypeKind::Vector { .. }) {
        return Err(err_at_tok(inp, name_at, "expected vector type for operand #1"));
    }
    let Some(res) = result_type(&mut s.ctx, lhs_ty, rhs_ty) else {
        return Err(err_at_tok(inp, name_at, "expected vector type for operand #1"));
    };
    let mut values = values.into_iter();
    p.operands[0].extend(values.next());
    p.operands[1].extend(values.next());
    p.operands[2].extend(values);
    let n_acc = p.operands[2].len();
    p.operand_types[0] = Some(vec![lhs_ty]);
    p.operand_types[1] = Some(vec![rhs_ty]);
    p.operand_types[2] = Some(vec![res; n_acc]);
    p.result_types[0] = Some(vec![res]);
    Ok(())
}

/// Prints the form back (see the module comment for the dictionary).
pub fn print_outerproduct(p: &mut Printer<'_>, v: &OpView<'_>) {
    let d = v.m.body.op(v.op);
    let [lhs, rhs, acc @ ..] = &d.operands[..] else { return };
    p.out.push(' ');
    print_value(p, v, *lhs);
    p.out.push_str(", ");
    print_value(p, v, *rhs);
    if let Some(&acc) = acc.first() {
        p.out.push_str(", ");
        print_value(p, v, acc);
        let attrs = attrs_except(p, v, &[]);
        p.optional_attr_dict(&attrs, false);
    }
    p.out.push_str(" : ");
    p.print_type(v.m.body.value(*lhs).ty);
    p.out.push_str(", ");
    p.print_type(v.m.body.value(*rhs).ty);
}
