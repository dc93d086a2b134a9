//! The hand-written custom forms of the OpenMP ops llmir models:
//!
//! ```text
//! omp.wsloop linear(%v = %step : !llvm.ptr) schedule(dynamic = %c : i32, monotonic, simd)
//!            nowait ordered(1) order(reproducible:concurrent) { ... } {attrs}
//! omp.loop_nest (%i, %j) : i64 = (%lb0, %lb1) to (%ub0, %ub1) inclusive step (%s0, %s1) { ... }
//! ```
//!
//! The wsloop clauses form an `oilist`: any order, each at most once. The
//! clause keywords become the `#omp<...>` attributes mlir-opt stores, kept
//! as text (llmir does not model the omp dialect's attributes).
//! `reduction(...)` is not supported yet: it brings region arguments and
//! `omp.declare_reduction` symbols with it.

use crate::ir::{Attr, AttrKind, Type};
use crate::parser::api::*;

/// Schedule kinds that take an optional `= %chunk : type`, and those that do not.
const SCHEDULE_KINDS_WITH_CHUNK: &[&str] = &["static", "dynamic", "guided"];
const SCHEDULE_KINDS: &[&str] = &["static", "dynamic", "guided", "auto", "runtime"];
const SCHEDULE_MODIFIERS: &[&str] = &["none", "monotonic", "nonmonotonic", "simd"];
const ORDER_KINDS: &[&str] = &["concurrent"];
const ORDER_MODIFIERS: &[&str] = &["reproducible", "unconstrained"];

/// `#omp<mnemonic word>`, kept as text.
fn omp_attr(st: &mut PState, mnemonic: &str, word: &str) -> Attr {
    st.ctx.attr(AttrKind::Opaque { text: format!("omp<{mnemonic} {word}>").into() })
}

/// The index of a slot the hand-written form fills, or an error naming the
/// table that lacks it.
fn operand_slot<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, p: &OpParse<'_>, name: &str) -> Result<usize, E::Error> {
    match p.def.operand_index(name) {
        Some(i) => Ok(i),
        None => Err(err_here(inp, format!("internal: op table of '{}' lacks '{name}'", p.def.name))),
    }
}

fn keyword<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, src: &'a str) -> Result<&'a str, E::Error> {
    match inp.peek() {
        Some(t) if t.kind == Kind::BareId => {
            inp.skip();
            Ok(t.text(src))
        }
        _ => Err(err_here(inp, "expected valid keyword")),
    }
}

/// `omp.wsloop` after its name.
pub fn parse_wsloop<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let src = subs.src;
    let linear = operand_slot(inp, p, "linear_vars")?;
    let linear_step = operand_slot(inp, p, "linear_step_vars")?;
    let reduction = operand_slot(inp, p, "reduction_vars")?;
    let chunk = operand_slot(inp, p, "schedule_chunk_var")?;
    if p.regions.is_empty() {
        return Err(err_here(inp, "internal: op table of 'omp.wsloop' lacks its region"));
    }
    for slot in [linear, linear_step, reduction, chunk] {
        p.operand_types[slot] = Some(Vec::new());
    }
    let mut seen: Vec<&str> = Vec::new();
    while let Some(t) = inp.peek().filter(|t| t.kind == Kind::BareId) {
        let clause = t.text(src);
        if !matches!(clause, "linear" | "schedule" | "nowait" | "ordered" | "order" | "reduction") {
            break;
        }
        if seen.contains(&clause) {
            return Err(err_here(inp, format!("`{clause}` clause can appear at most once in the expansion of the oilist directive")));
        }
        seen.push(clause);
        inp.skip();
        match clause {
            "nowait" => {
                let s = st(inp);
                let unit = s.ctx.unit();
                p.set_prop(s, "nowait", unit);
            }
            "ordered" => {
                expect_kind(inp, Kind::LParen, "'('")?;
                let t = expect_kind(inp, Kind::Int, "integer")?;
                let v: i128 = t.text(src).parse().map_err(|_| err_here(inp, "integer out of range"))?;
                expect_kind(inp, Kind::RParen, "')'")?;
                let s = st(inp);
                let a = s.ctx.int_attr(v, 64);
                p.set_prop(s, "ordered_val", a);
            }
            "linear" => {
                expect_kind(inp, Kind::LParen, "'('")?;
                loop {
                    let var = inp.parse(subs.value_use.clone())?;
                    expect_kind(inp, Kind::Equal, "'='")?;
                    let step = inp.parse(subs.value_use.clone())?;
                    expect_kind(inp, Kind::Colon, "':'")?;
                    let ty = inp.parse(subs.ty.clone())?;
                    p.operands[linear].push(var);
                    p.operands[linear_step].push(step);
                    p.operand_types[linear].get_or_insert_with(Vec::new).push(ty);
                    // The steps are `I32` operands, typed by their constraint.
                    let i32t = st(inp).ctx.int_type(32);
                    p.operand_types[linear_step].get_or_insert_with(Vec::new).push(i32t);
                    if !eat_kind(inp, Kind::Comma) {
                        break;
                    }
                }
                expect_kind(inp, Kind::RParen, "')'")?;
            }
            "schedule" => parse_schedule(inp, subs, p, chunk)?,
            "order" => {
                expect_kind(inp, Kind::LParen, "'('")?;
                let mut word = keyword(inp, src)?;
                if eat_kind(inp, Kind::Colon) {
                    if !ORDER_MODIFIERS.contains(&word) {
                        return Err(err_here(inp, "invalid order modifier"));
                    }
                    let s = st(inp);
                    let m = omp_attr(s, "order_mod", word);
                    p.set_prop(s, "order_mod", m);
                    word = keyword(inp, src)?;
                }
                if !ORDER_KINDS.contains(&word) {
                    return Err(err_here(inp, "invalid clause value: '".to_string() + word + "'"));
                }
                let s = st(inp);
                let k = omp_attr(s, "orderkind", word);
                p.set_prop(s, "order_val", k);
                expect_kind(inp, Kind::RParen, "')'")?;
            }
            _ => return Err(err_here(inp, "the reduction clause of 'omp.wsloop' is not supported yet; use the generic form")),
        }
    }
    if peek_kind(inp) != Kind::LBrace {
        return Err(err_here(inp, "expected '{' to begin a region"));
    }
    p.regions[0] = Some(inp.parse(subs.region.clone())?);
    parse_opt_dict(inp, subs, p)
}

/// `schedule(kind [= %chunk : type] [, modifier] [, simd])`.
fn parse_schedule<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    chunk: usize,
) -> Result<(), E::Error> {
    let src = subs.src;
    expect_kind(inp, Kind::LParen, "'('")?;
    let kind = keyword(inp, src)?;
    if !SCHEDULE_KINDS.contains(&kind) {
        return Err(err_here(inp, format!("unknown schedule kind: {kind}")));
    }
    if SCHEDULE_KINDS_WITH_CHUNK.contains(&kind) && eat_kind(inp, Kind::Equal) {
        let v = inp.parse(subs.value_use.clone())?;
        expect_kind(inp, Kind::Colon, "':'")?;
        let ty: Type = inp.parse(subs.ty.clone())?;
        p.operands[chunk].push(v);
        p.operand_types[chunk] = Some(vec![ty]);
    }
    let mut modifiers: Vec<&str> = Vec::new();
    while eat_kind(inp, Kind::Comma) {
        modifiers.push(keyword(inp, src)?);
    }
    expect_kind(inp, Kind::RParen, "')'")?;
    if modifiers.len() > 2 {
        return Err(err_here(inp, " unexpected modifier(s)"));
    }
    if let Some(bad) = modifiers.iter().find(|m| !SCHEDULE_MODIFIERS.contains(m)) {
        return Err(err_here(inp, format!(" unknown modifier type: {bad}")));
    }
    // A lone `simd` stands for `none, simd`; two modifiers must end in it.
    if modifiers == ["simd"] {
        modifiers.insert(0, "none");
    } else if modifiers.len() == 2 && (modifiers[0] == "simd" || modifiers[1] != "simd") {
        return Err(err_here(inp, " incorrect modifier order"));
    }
    let s = st(inp);
    let k = omp_attr(s, "schedulekind", kind);
    p.set_prop(s, "schedule_val", k);
    if let Some(m) = modifiers.first() {
        let a = omp_attr(s, "sched_mod", m);
        p.set_prop(s, "schedule_modifier", a);
    }
    if modifiers.len() == 2 {
        let unit = s.ctx.unit();
        p.set_prop(s, "simd_modifier", unit);
    }
    Ok(())
}

/// `(%i, ...)` of `omp.loop_nest`: the induction variables' name tokens.
fn induction_variables<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>) -> Result<Vec<TokIdx>, E::Error> {
    expect_kind(inp, Kind::LParen, "'('")?;
    let mut ivs = Vec::new();
    if eat_kind(inp, Kind::RParen) {
        return Ok(ivs);
    }
    loop {
        let t = pos(inp);
        expect_kind(inp, Kind::ValueId, "SSA value")?;
        ivs.push(t);
        if !eat_kind(inp, Kind::Comma) {
            break;
        }
    }
    expect_kind(inp, Kind::RParen, "')'")?;
    Ok(ivs)
}

/// `(%a, %b)` with exactly `n` values (MLIR's `parseOperandList` with a
/// required count).
fn bounds<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    n: usize,
) -> Result<Vec<ValueUse>, E::Error> {
    let at = inp.cursor();
    expect_kind(inp, Kind::LParen, "'('")?;
    let uses = value_list(inp, subs)?;
    expect_kind(inp, Kind::RParen, "')'")?;
    if uses.len() != n {
        return Err(err_at(inp, &at, format!("expected {n} operands")));
    }
    Ok(uses)
}

/// `omp.loop_nest` after its name.
pub fn parse_loop_nest<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let src = subs.src;
    let slots = [operand_slot(inp, p, "lowerBound")?, operand_slot(inp, p, "upperBound")?, operand_slot(inp, p, "step")?];
    if p.regions.is_empty() {
        return Err(err_here(inp, "internal: op table of 'omp.loop_nest' lacks its region"));
    }
    let ivs = induction_variables(inp)?;
    expect_kind(inp, Kind::Colon, "':'")?;
    let ty: Type = inp.parse(subs.ty.clone())?;
    expect_kind(inp, Kind::Equal, "'='")?;
    let lower = bounds(inp, subs, ivs.len())?;
    if !eat_kw(inp, src, "to") {
        return Err(err_here(inp, "expected 'to'"));
    }
    let upper = bounds(inp, subs, ivs.len())?;
    if eat_kw(inp, src, "inclusive") {
        let s = st(inp);
        let unit = s.ctx.unit();
        p.set_prop(s, "inclusive", unit);
    }
    if !eat_kw(inp, src, "step") {
        return Err(err_here(inp, "expected 'step'"));
    }
    let step = bounds(inp, subs, ivs.len())?;
    for (slot, uses) in slots.into_iter().zip([lower, upper, step]) {
        p.operand_types[slot] = Some(vec![ty; uses.len()]);
        p.operands[slot] = uses;
    }
    if peek_kind(inp) != Kind::LBrace {
        return Err(err_here(inp, "expected '{' to begin a region"));
    }
    let mut region = inp.parse(subs.region.clone())?;
    match region.blocks.first_mut() {
        Some(b) if b.label.is_none() => b.args = ivs.into_iter().map(|t| (t, ty, None)).collect(),
        _ if ivs.is_empty() => {}
        Some(b) => {
            let label = b.label.unwrap_or_default();
            return Err(named_region_label_err(inp, label));
        }
        None => {}
    }
    p.regions[0] = Some(region);
    parse_opt_dict(inp, subs, p)
}

/// The omp dialect's parsing rows.
pub const SYNTAX: DialectSyntax = DialectSyntax {
    ops: &[
        OpSyntax { op: "omp.wsloop", parse: Some(parse_hook!(parse_wsloop)), ..OpSyntax::NONE },
        OpSyntax { op: "omp.loop_nest", parse: Some(parse_hook!(parse_loop_nest)), ..OpSyntax::NONE },
    ],
    ..DialectSyntax::EMPTY
};
