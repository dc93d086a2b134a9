//! The hand-written part of the cf dialect's custom forms (parsing): `cf.switch`'s
//! `custom<SwitchOpCases>`, which (unlike `llvm.switch`'s directive of the
//! same name) also reads the default destination:
//!
//! ```text
//! cf.switch %flag : i32, [
//!   default: ^bb1(%a : i32),
//!   42: ^bb2,
//!   -1: ^bb3(%b, %c : i32, i64)
//! ]
//! ```

use crate::ir::{AttrKind, DenseData, Signedness, Type, TypeKind};
use crate::parser::api::*;

/// Slot indices of `cf.switch`, looked up by name so a table that lacks one
/// gives an error instead of a panic.
struct SwitchSlots {
    flag: usize,
    default_operands: usize,
    case_operands: usize,
    default_dest: usize,
    case_dests: usize,
}

fn slots(p: &OpParse<'_>) -> Option<SwitchSlots> {
    let succ = |n: &str| p.def.successors.iter().position(|s| s.name == n);
    Some(SwitchSlots {
        flag: p.def.operand_index("flag")?,
        default_operands: p.def.operand_index("defaultOperands")?,
        case_operands: p.def.operand_index("caseOperands")?,
        default_dest: succ("defaultDestination")?,
        case_dests: succ("caseDestinations")?,
    })
}

/// `^bb` and its optional `(%a, %b : T1, T2)`: the block into successor
/// slot `succ`, the uses and types appended to operand slot `ops`. Returns
/// how many operands were read.
fn successor_and_uses<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    succ: usize,
    ops: usize,
) -> Result<usize, E::Error> {
    let b = pos(inp);
    expect_kind(inp, Kind::CaretId, "block name")?;
    p.successors[succ].push(b);
    if !eat_kind(inp, Kind::LParen) {
        return Ok(0);
    }
    let uses = value_list(inp, subs)?;
    expect_kind(inp, Kind::Colon, "':'")?;
    let types = type_list(inp, subs)?;
    expect_kind(inp, Kind::RParen, "')'")?;
    let n = uses.len();
    p.operands[ops].extend(uses);
    p.operand_types[ops].get_or_insert_with(Vec::new).extend(types);
    Ok(n)
}

/// `default: ^bb(...)` then `, value: ^bb(...)` cases; the closing `]` is
/// the format's.
pub fn parse_switch_cases<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let src = subs.src;
    let Some(s) = slots(p) else {
        return Err(err_here(inp, format!("internal: op table of '{}' lacks slots", p.def.name)));
    };
    if !eat_kw(inp, src, "default") {
        return Err(err_here(inp, "expected 'default'"));
    }
    expect_kind(inp, Kind::Colon, "':'")?;
    p.operand_types[s.default_operands] = Some(Vec::new());
    p.operand_types[s.case_operands] = Some(Vec::new());
    successor_and_uses(inp, subs, p, s.default_dest, s.default_operands)?;
    let mut values: Vec<i128> = Vec::new();
    let mut segments = Vec::new();
    while eat_kind(inp, Kind::Comma) {
        let neg = eat_kind(inp, Kind::Minus);
        if peek_kind(inp) != Kind::Int {
            return Err(err_here(inp, "expected integer value"));
        }
        let t = expect_kind(inp, Kind::Int, "integer value")?;
        // MLIR reads the value as an int64_t.
        let v: i64 = match t.text(src).parse::<i128>().ok().map(|v| if neg { -v } else { v }).and_then(|v| i64::try_from(v).ok()) {
            Some(v) => v,
            None => return Err(err_here(inp, "integer value too large")),
        };
        values.push(v as i128);
        expect_kind(inp, Kind::Colon, "':'")?;
        let n = successor_and_uses(inp, subs, p, s.case_dests, s.case_operands)?;
        segments.push(n as i32);
    }
    p.extra_segments = Some(("case_operand_segments", segments));
    if values.is_empty() {
        return Ok(());
    }
    let flag_ty: Option<Type> = p.operand_types[s.flag].as_ref().and_then(|t| t.first().copied());
    let s = st(inp);
    let Some(flag_ty) = flag_ty else { return Err(err_here(inp, "expected switch flag type")) };
    let width = match s.ctx.type_kind(flag_ty) {
        TypeKind::Integer { width, .. } => *width,
        _ => return Err(err_here(inp, "expected integer flag type")),
    };
    // The values are truncated to the flag's width, as `APInt(width, v)`.
    let values: Vec<i128> = values
        .into_iter()
        .map(|v| if width == 0 { 0 } else { normalize(v as u128, width, Signedness::Signless) })
        .collect();
    let s = st(inp);
    let shape_ty = s.ctx.ty(TypeKind::Vector { shape: vec![values.len() as u64].into(), scalable: vec![false].into(), elem: flag_ty });
    let data = if values.len() > 1 && values.iter().all(|v| *v == values[0]) {
        DenseData::Ints(vec![values[0]].into())
    } else {
        DenseData::Ints(values.into())
    };
    let a = s.ctx.attr(AttrKind::DenseElements { ty: shape_ty, data });
    p.set_prop(s, "case_values", a);
    Ok(())
}

/// The cf dialect's parsing rows.
pub const SYNTAX: DialectSyntax =
    DialectSyntax { directives: &[("SwitchOpCases", parse_hook!(parse_switch_cases))], ..DialectSyntax::EMPTY };
