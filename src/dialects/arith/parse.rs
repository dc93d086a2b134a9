//! The arith dialect's hand-written custom forms, read as MLIR 19's C++
//! parsers of `arith.constant`, `arith.addi` and `arith.select` read them.

use crate::ir::{Attr, AttrKind, Context, Type};
use crate::parser::api::*;

/// The type a typed attribute carries (`42 : i32`, `true`, `dense<..> : T`).
pub fn typed_attr_type(ctx: &mut Context, a: Attr) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::DenseElements { ty, .. } | AttrKind::DenseResource { ty, .. } | AttrKind::Sparse { ty, .. } => Some(*ty),
        AttrKind::Bool(_) => Some(ctx.int_type(1)),
        _ => None,
    }
}

/// `arith.constant {attrs} 42 : i32`: the result has the value's type.
pub fn parse_constant<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    parse_opt_dict(inp, subs, p)?;
    let value = inp.parse(subs.attr.clone())?;
    let s = st(inp);
    let Some(ty) = typed_attr_type(&mut s.ctx, value) else {
        return Err(err_here(inp, "expected a typed attribute (integer, float or elements) as the constant value"));
    };
    let s = st(inp);
    p.set_prop(s, "value", value);
    p.result_types[0] = Some(vec![ty]);
    Ok(())
}

/// `arith.addi %a, %b [overflow<nsw, nuw>] {attrs} : T`.
pub fn parse_addi<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let src = subs.src;
    let lhs = inp.parse(subs.value_use.clone())?;
    expect_kind(inp, Kind::Comma, "','")?;
    let rhs = inp.parse(subs.value_use.clone())?;
    let mut words = Vec::new();
    if eat_kw(inp, src, "overflow") {
        expect_kind(inp, Kind::Less, "'<'")?;
        loop {
            let t = expect_kind(inp, Kind::BareId, "overflow flag")?;
            let w = t.text(src);
            if !matches!(w, "nsw" | "nuw" | "none") {
                return Err(err_here(inp, format!("expected one of [none, nsw, nuw] for integer overflow flags, got: {w}")));
            }
            words.push(w);
            if peek_kind(inp) != Kind::Comma {
                break;
            }
            expect_kind(inp, Kind::Comma, "','")?;
        }
        expect_kind(inp, Kind::Greater, "'>'")?;
    }
    // MLIR keeps the flags in declaration order (nsw before nuw).
    words.sort_by_key(|w| match *w {
        "nsw" => 0,
        "nuw" => 1,
        _ => 2,
    });
    words.dedup();
    if words.is_empty() {
        words.push("none");
    }
    let s = st(inp);
    let flags = s.ctx.dialect_words_attr("arith.overflow", &words);
    p.set_prop(s, "overflowFlags", flags);
    parse_opt_dict(inp, subs, p)?;
    expect_kind(inp, Kind::Colon, "':'")?;
    let ty = inp.parse(subs.ty.clone())?;
    p.operands[0].push(lhs);
    p.operands[1].push(rhs);
    p.operand_types[0] = Some(vec![ty]);
    p.operand_types[1] = Some(vec![ty]);
    p.result_types[0] = Some(vec![ty]);
    Ok(())
}

/// `arith.select %c, %a, %b {attrs} : T` or `: CondT, T` (shaped conditions).
pub fn parse_select<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let cond = inp.parse(subs.value_use.clone())?;
    expect_kind(inp, Kind::Comma, "','")?;
    let a = inp.parse(subs.value_use.clone())?;
    expect_kind(inp, Kind::Comma, "','")?;
    let b = inp.parse(subs.value_use.clone())?;
    parse_opt_dict(inp, subs, p)?;
    expect_kind(inp, Kind::Colon, "':'")?;
    let first = inp.parse(subs.ty.clone())?;
    let (cond_ty, ty) = if peek_kind(inp) == Kind::Comma {
        expect_kind(inp, Kind::Comma, "','")?;
        (first, inp.parse(subs.ty.clone())?)
    } else {
        (st(inp).ctx.int_type(1), first)
    };
    p.operands[0].push(cond);
    p.operands[1].push(a);
    p.operands[2].push(b);
    p.operand_types[0] = Some(vec![cond_ty]);
    p.operand_types[1] = Some(vec![ty]);
    p.operand_types[2] = Some(vec![ty]);
    p.result_types[0] = Some(vec![ty]);
    Ok(())
}

/// The arith dialect's parsing rows.
pub const SYNTAX: DialectSyntax = DialectSyntax {
    ops: &[
        OpSyntax { op: "arith.constant", parse: Some(parse_hook!(parse_constant)), slots: (0, 0, 1), ..OpSyntax::NONE },
        OpSyntax { op: "arith.addi", parse: Some(parse_hook!(parse_addi)), slots: (2, 0, 1), ..OpSyntax::NONE },
        OpSyntax { op: "arith.select", parse: Some(parse_hook!(parse_select)), slots: (3, 0, 1), ..OpSyntax::NONE },
    ],
    ..DialectSyntax::EMPTY
};
