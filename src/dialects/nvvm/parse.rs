//! The NVVM dialect's hand-written parsing: its enum attributes written
//! stripped in formats (`bfly`, `<row>`) and checked when written in full,
//! the types `nvvm.vote.ballot.sync` fixes, and `nvvm.mma.sync`, read as
//! MLIR 19's `MmaOp::parse` reads it:
//!
//! `A[%a0, %a1] B[%b0] C[%c0, %c1] {attrs} : (tA, tB, tC) -> tRes`
//!
//! One type per operand segment; the PTX types of the multiplicands are
//! inferred from the types when the dictionary does not give them.

use super::attrs::{enum_attr, is_of_class, make_enum};
use super::mma_types::infer_mma_type;
use crate::ir::{BodyItem, Context};
use crate::ods::opdef::AttrType;
use crate::parser::api::*;

pub fn parse_mma<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    a: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let name_tok = a.name_tok;
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
    parse_opt_dict(inp, subs, p)?;
    expect_kind(inp, Kind::Colon, "':'")?;
    expect_kind(inp, Kind::LParen, "'('")?;
    let types = type_list(inp, subs)?;
    if peek_kind(inp) != Kind::RParen && types.len() != 3 {
        return Err(err_at_tok(inp, name_tok, format!("expected one type for each operand segment but got {} types", types.len())));
    }
    expect_kind(inp, Kind::RParen, "')'")?;
    if types.len() != 3 {
        return Err(err_at_tok(inp, name_tok, format!("expected one type for each operand segment but got {} types", types.len())));
    }
    expect_kind(inp, Kind::Arrow, "'->'")?;
    let result = inp.parse(subs.ty.clone())?;
    let st = st(inp);
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
            return Err(err_at_tok(inp, name_tok, format!("attribute {name} is not provided explicitly and cannot be inferred")));
        };
        let a = make_enum(&mut st.ctx, e, word);
        p.set_prop(st, name, a);
    }
    Ok(())
}

/// An NVVM enum attribute written stripped, as its generated parser reads
/// it: `bfly` (default format) or `<row>` (`<$value>` format), into the
/// property of attribute slot `a.attr`. A keyword that is not one of the
/// enum's gets MLIR's two messages: the keyword's, and the parameter's at
/// the token after it.
pub fn stripped_enum<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    a: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let slot = p.def.attrs[a.attr];
    let AttrType::Dialect(class) = slot.ty else { return Err(err_here(inp, "expected attribute")) };
    let mnemonic = class.split_once('.').map_or(class, |c| c.1);
    let value = match enum_attr(mnemonic) {
        Some(e) => {
            if e.angled {
                expect_kind(inp, Kind::Less, "'<'")?;
            }
            let word = match inp.peek() {
                Some(t) if t.kind == Kind::BareId && e.keywords.contains(&t.text(subs.src)) => t.text(subs.src),
                Some(t) => {
                    let err = err_here(inp, format!("expected {} to be one of: {}", e.cpp, e.keywords.join(", ")));
                    if t.kind == Kind::BareId {
                        let at = inp.cursor();
                        inp.skip();
                        let span = inp.span_since(&at);
                        let msg = format!(
                            "custom op '{}' failed to parse {} parameter 'value' which is to be a `{}`",
                            p.def.name, e.class, e.cpp
                        );
                        st(inp).errors.push((span, msg));
                    }
                    return Err(err);
                }
                None => return Err(err_here(inp, format!("expected {} to be one of: {}", e.cpp, e.keywords.join(", ")))),
            };
            inp.skip();
            if e.angled {
                expect_kind(inp, Kind::Greater, "'>'")?;
            }
            make_enum(&mut st(inp).ctx, e, word)
        }
        // A struct-like attribute (`#nvvm.shape`) printed stripped:
        // `<m = 64, n = 8, k = 16>`.
        None if inp.peek().is_some_and(|t| t.kind == Kind::Less) => {
            stripped_dialect_attr(inp, subs.src, &subs.attr, &subs.ty, class)?
        }
        None => inp.parse(subs.attr.clone())?,
    };
    let s = st(inp);
    p.set_prop(s, slot.name, value);
    Ok(())
}

/// `VoteBallotOp::parse` resolves its two operands as i32 and i1.
fn infer_vote_ballot(ctx: &mut Context, p: &mut OpParse<'_>) {
    let (i32, i1) = (ctx.int_type(32), ctx.int_type(1));
    set(p, "mask", i32);
    set(p, "pred", i1);
}

/// MLIR's messages for an NVVM attribute just read.
fn check_attr(ctx: &Context, name: &str, items: &[BodyItem], _starts: &[usize]) -> Vec<crate::parser::api::AttrError> {
    enum_errors(ctx, name, items).into_iter().map(|m| crate::parser::api::AttrError::at(None, m)).collect()
}

/// An NVVM enum attribute (`#nvvm.mma_frag<x>`, `#nvvm<shfl_kind x>`)
/// whose keyword is not one of the enum's.
fn enum_errors(ctx: &Context, name: &str, items: &[BodyItem]) -> Vec<String> {
    let words: Option<Vec<&str>> = items
        .iter()
        .map(|i| match i {
            BodyItem::Text(t, _) => Some(ctx.str(*t)),
            _ => None,
        })
        .collect();
    let (mnemonic, word) = match (name, words.as_deref()) {
        ("nvvm", Some(["<", m, w, ">"])) => (*m, *w),
        (full, Some(["<", w, ">"])) if full.starts_with("nvvm.") => (&full["nvvm.".len()..], *w),
        _ => return Vec::new(),
    };
    match enum_attr(mnemonic) {
        Some(e) if !e.keywords.contains(&word) => vec![
            format!("expected {} to be one of: {}", e.cpp, e.keywords.join(", ")),
            format!("failed to parse {} parameter 'value' which is to be a `{}`", e.class, e.cpp),
        ],
        _ => Vec::new(),
    }
}

/// The NVVM dialect's parsing rows.
pub const SYNTAX: DialectSyntax = DialectSyntax {
    ops: &[
        OpSyntax { op: "nvvm.mma.sync", parse: Some(parse_hook!(parse_mma)), slots: (3, 0, 1), ..OpSyntax::NONE },
        OpSyntax { op: "nvvm.vote.ballot.sync", infer: Some(infer_vote_ballot), ..OpSyntax::NONE },
    ],
    stripped_attr: Some(parse_hook!(stripped_enum)),
    attr_check: Some(check_attr),
    ..DialectSyntax::EMPTY
};
