//! The hand-written custom form of `nvvm.mma.sync`, read as MLIR 19's
//! `MmaOp::parse` reads it:
//!
//! `A[%a0, %a1] B[%b0] C[%c0, %c1] {attrs} : (tA, tB, tC) -> tRes`
//!
//! One type per operand segment; the PTX types of the multiplicands are
//! inferred from the types when the dictionary does not give them.

use chumsky::inspector::SimpleState;
use chumsky::span::SimpleSpan;

use super::ast::TokIdx;
use super::custom_op::*;
use super::grammar::{custom_err, Cursor, G};
use super::state::PState;
use crate::dialects::nvvm::attrs::{enum_attr, is_of_class, make_enum};
use crate::dialects::nvvm::infer_mma_type;
use crate::ods::opdef::AttrType;
use crate::lexer::Kind;

/// An error at the op's name, where `MmaOp::parse` reports its own checks.
fn name_err<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, name_tok: TokIdx, msg: String) -> E::Error {
    let span = SimpleSpan::from(name_tok as usize..name_tok as usize + 1);
    let st: &mut SimpleState<PState> = inp.state();
    st.last_custom_err = Some((span, msg.clone(), false));
    custom_err(span, msg)
}

pub fn parse_mma<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    name_tok: TokIdx,
) -> Result<(), E::Error> {
    let src = subs.src;
    for (i, segment) in ["A", "B", "C"].into_iter().enumerate() {
        if !eat_kw(inp, src, segment) {
            return Err(err_here(inp, format!("expected '{segment}'")));
        }
        // `parseOperandList` with an optional square delimiter.
        if eat_kind(inp, Kind::LBracket) {
            p.operands[i] = value_list(inp, subs)?;
            expect_kind(inp, Kind::RBracket, "']'")?;
        }
    }
    super::op_hooks::parse_opt_dict(inp, subs, p)?;
    expect_kind(inp, Kind::Colon, "':'")?;
    expect_kind(inp, Kind::LParen, "'('")?;
    let types = type_list(inp, subs)?;
    if peek_kind(inp) != Kind::RParen && types.len() != 3 {
        return Err(name_err(inp, name_tok, format!("expected one type for each operand segment but got {} types", types.len())));
    }
    expect_kind(inp, Kind::RParen, "')'")?;
    if types.len() != 3 {
        return Err(name_err(inp, name_tok, format!("expected one type for each operand segment but got {} types", types.len())));
    }
    expect_kind(inp, Kind::Arrow, "'->'")?;
    let result = inp.parse(subs.ty.clone())?;
    let st: &mut SimpleState<PState> = inp.state();
    for (i, &t) in types.iter().enumerate() {
        p.operand_types[i] = Some(vec![t; p.operands[i].len()]);
    }
    p.result_types[0] = Some(vec![result]);
    // MLIR infers the multiplicands' PTX types as if they were accumulators.
    let inferred: Vec<Option<&str>> =
        (0..2).map(|i| (!p.operands[i].is_empty()).then(|| infer_mma_type(&st.ctx, types[i], true)).flatten()).collect();
    // An inherent attribute of the wrong class is dropped when MLIR builds
    // the op (its property setter casts it to nothing).
    p.attrs.retain(|&(n, a)| match p.def.attr(st.ctx.str(n)).map(|d| d.ty) {
        Some(AttrType::Dialect(class)) => is_of_class(&st.ctx, class, a),
        _ => true,
    });
    for (i, name) in ["multiplicandAPtxType", "multiplicandBPtxType"].into_iter().enumerate() {
        let given = p.attrs.iter().any(|&(n, _)| st.ctx.str(n) == name);
        if given {
            continue;
        }
        let (Some(word), Some(e)) = (inferred[i], enum_attr("mma_type")) else {
            return Err(name_err(inp, name_tok, format!("attribute {name} is not provided explicitly and cannot be inferred")));
        };
        let a = make_enum(&mut st.ctx, e, word);
        p.set_prop(st, name, a);
    }
    Ok(())
}
