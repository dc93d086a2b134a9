//! Parsing an op's custom form by interpreting its declarative assembly
//! format ([`crate::ods::format`]). Ops with hand-written forms, the
//! `custom<...>` directives of formats, attributes a dialect writes
//! stripped and forms tried when the format fails are the dialects' hooks
//! (`crate::parser::api::OpSyntax` rows, found through the op's registry
//! entry). The result is the same [`OpAst`] the generic form gives, so
//! building and verifying do not care which form was read.

use chumsky::inspector::SimpleState;

use super::ast::*;
use super::cursor::*;
use super::extra::{custom_err, Cursor, HookArgs, Subs, G};
use super::literals::unescape;
use super::op_parse::OpParse;
use super::state::PState;
use crate::ods::format::{Elem, TypeOf, Var};
use crate::ods::opdef::{traits, Arity, AttrType, OpDef};
use crate::ods::{self, OpInfo};
use crate::ir::{Attr, AttrKind, Ident, LlvmType, Type, TypeKind};
use crate::lexer::Kind;

/// Parses the rest of a custom-form op after its name.
pub fn parse_custom<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    info: &'static OpInfo,
    name_tok: TokIdx,
) -> Result<OpAst, E::Error> {
    let mut p = OpParse::new(info);
    let syntax = info.syntax;
    let args = HookArgs { info, name_tok, args: &[], attr: 0 };
    match &info.format {
        Some(elems) => {
            let save = inp.save();
            if let Err(e) = parse_elems(inp, subs, &mut p, elems) {
                let Some(fallback) = syntax.and_then(|s| s.fallback) else { return Err(e) };
                // If the old form fails too, today's form's message stands.
                let st: &mut SimpleState<PState> = inp.state();
                let message = st.last_custom_err.clone();
                inp.rewind(save);
                p = OpParse::new(info);
                if E::hook(&fallback)(inp, subs, &mut p, &args).is_err() {
                    let st: &mut SimpleState<PState> = inp.state();
                    st.last_custom_err = message;
                    return Err(e);
                }
            }
        }
        None => {
            let Some((hook, slots)) = syntax.and_then(|s| Some((s.parse?, s.slots))) else {
                let msg = format!("custom form of '{}' is not supported yet; use the generic form", info.def.name);
                return Err(err_here(inp, msg));
            };
            // Hooks index slots by position; a table that disagrees must
            // give an error, not a panic.
            if p.operands.len() < slots.0 || p.successors.len() < slots.1 || p.result_types.len() < slots.2 {
                return Err(err_here(inp, format!("internal: op table of '{}' lacks slots", p.def.name)));
            }
            E::hook(&hook)(inp, subs, &mut p, &args)?
        }
    }
    finish(inp, subs, p, info, name_tok)
}

pub fn parse_elems<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    elems: &[Elem],
) -> Result<(), E::Error> {
    for e in elems {
        parse_elem(inp, subs, p, e)?;
    }
    Ok(())
}

pub fn parse_elem<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    e: &Elem,
) -> Result<(), E::Error> {
    let src = subs.src;
    match e {
        Elem::Literal(l) => expect_literal(inp, src, l),
        Elem::Space(_) | Elem::Newline => Ok(()),
        Elem::Var { var, .. } => parse_var(inp, subs, p, *var),
        Elem::Type { of, qualified: false }
            if peek_kind(inp) == Kind::Less && crate::ods::format::stripped_pointer(p.def, *of) =>
        {
            let t = stripped_pointer(inp, src)?;
            assign_types(p, *of, vec![t]);
            Ok(())
        }
        Elem::Type { of, .. } => {
            let single = match of {
                TypeOf::Var(Var::Operand(i)) if p.def.operands[*i].arity == Arity::One => Some(&p.def.operands[*i]),
                TypeOf::Var(Var::Result(i)) if p.def.results[*i].arity == Arity::One => Some(&p.def.results[*i]),
                _ => None,
            };
            let types = match single {
                Some(slot) => {
                    let at = inp.cursor();
                    let t = inp.parse(subs.ty.clone())?;
                    // MLIR's generated parser reads the type as the C++
                    // class of the slot's constraint (`parseType<IntegerType>`).
                    let st: &mut SimpleState<PState> = inp.state();
                    if type_class_holds(slot.constraint, st.ctx.type_kind(t)) == Some(false) {
                        return Err(err_at(inp, &at, "invalid kind of type specified"));
                    }
                    vec![t]
                }
                None => type_list(inp, subs)?,
            };
            assign_types(p, *of, types);
            Ok(())
        }
        Elem::FunctionalType { inputs, results } => {
            let at = inp.cursor();
            let fty = inp.parse(subs.ty.clone())?;
            let st: &mut SimpleState<PState> = inp.state();
            let TypeKind::Function { inputs: ins, results: outs } = st.ctx.type_kind(fty).clone() else {
                return Err(err_at(inp, &at, "invalid kind of type specified"));
            };
            // MLIR resolves all operands against the inputs at once.
            let uses: usize = p.operands.iter().map(Vec::len).sum();
            if *inputs == TypeOf::Operands && uses != ins.len() {
                return Err(err_at(inp, &at, format!("{uses} operands present, but expected {}", ins.len())));
            }
            assign_types(p, *inputs, ins.to_vec());
            assign_types(p, *results, outs.to_vec());
            Ok(())
        }
        Elem::Operands => {
            let all = value_list(inp, subs)?;
            spread_operands(p, all);
            Ok(())
        }
        Elem::AttrDict { with_keyword } => {
            if *with_keyword {
                if !eat_kw(inp, src, "attributes") {
                    return Ok(());
                }
            } else if peek_kind(inp) != Kind::LBrace {
                return Ok(());
            }
            let at = inp.cursor();
            let d = inp.parse(subs.dict.clone())?;
            let st: &mut SimpleState<PState> = inp.state();
            if let AttrKind::Dictionary(entries) = st.ctx.attr_kind(d) {
                p.attrs.extend(entries.iter().copied());
            }
            // MLIR's generated parsers check the inherent attributes of the
            // dictionary right away (`verifyInherentAttrs`), at its start.
            if let Some(m) = inherent_attr_error(&st.ctx, p.def, &p.attrs) {
                return Err(err_at(inp, &at, format!("'{}' op {m}", p.def.name)));
            }
            Ok(())
        }
        Elem::Custom { name, args } => {
            // Directives are the op's dialect's (two dialects may give one
            // name different meanings: `SwitchOpCases`).
            let info = p.info;
            match info.dialect.syntax.directives.iter().find(|d| d.0 == *name) {
                Some((_, hook)) => {
                    let name_tok = pos(inp);
                    E::hook(hook)(inp, subs, p, &HookArgs { info, name_tok, args, attr: 0 })
                }
                None => Err(err_here(inp, format!("custom directive '{name}' is not supported"))),
            }
        }
        Elem::Optional { elems, anchor } => {
            // A spacing literal (`` ` ` ``) leads no group: the first real
            // element decides (`(`` `[` $symbolOperands^ `]`)?` of memref.alloc).
            let first = elems.iter().find(|e| !matches!(e, Elem::Space(_))).unwrap_or(&elems[0]);
            if group_present(inp, subs, p, first) {
                parse_elems(inp, subs, p, elems)?;
                // A unit attribute anchor that is not printed is implied by
                // the group being present.
                if let Elem::Var { var: Var::Attr(i), .. } = elems[*anchor] {
                    let a = &p.def.attrs[i];
                    if a.ty == AttrType::Unit {
                        let st: &mut SimpleState<PState> = inp.state();
                        let unit = st.ctx.unit();
                        if !p.has_prop(st, a.name) {
                            p.set_prop(st, a.name, unit);
                        }
                    }
                }
            }
            Ok(())
        }
    }
}

/// `<3>`: an LLVM pointer type written without its `!llvm.ptr` prefix.
fn stripped_pointer<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, src: &str) -> Result<Type, E::Error> {
    expect_kind(inp, Kind::Less, "'<'")?;
    let t = expect_kind(inp, Kind::Int, "integer value")?;
    let space: u32 = t.text(src).parse().map_err(|_| err_here(inp, "invalid address space"))?;
    expect_kind(inp, Kind::Greater, "'>'")?;
    let st: &mut SimpleState<PState> = inp.state();
    Ok(st.ctx.ty(TypeKind::Llvm(LlvmType::Ptr { addr_space: space })))
}

/// Whether an optional group starts here, judged by its first element as
/// MLIR's generated parsers do.
fn group_present<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &OpParse<'_>, first: &Elem) -> bool {
    let Some(t) = inp.peek() else { return false };
    match first {
        Elem::Literal(l) => literal_matches(t, subs.src, l),
        Elem::Var { var: Var::Operand(_), .. } => t.kind == Kind::ValueId,
        Elem::Var { var: Var::Region(_), .. } => t.kind == Kind::LBrace,
        Elem::Var { var: Var::Successor(_), .. } => t.kind == Kind::CaretId,
        Elem::Var { var: Var::Attr(i), .. } => match p.def.attrs[*i].ty {
            AttrType::I64Enum(e) | AttrType::I32Enum(e) => {
                t.kind == Kind::BareId && ods::enum_def(e).is_some_and(|d| d.value(t.text(subs.src)).is_some())
            }
            AttrType::String if p.def.attrs[*i].name == "sym_name" => t.kind == Kind::AtId,
            AttrType::String => t.kind == Kind::String,
            AttrType::FlatSymbolRef | AttrType::SymbolRef => t.kind == Kind::AtId,
            AttrType::Unit => false,
            _ => matches!(
                t.kind,
                Kind::HashId | Kind::LBracket | Kind::Int | Kind::Float | Kind::Hex | Kind::String | Kind::Minus | Kind::LBrace
            ),
        },
        _ => false,
    }
}

fn parse_var<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    var: Var,
) -> Result<(), E::Error> {
    match var {
        Var::Operand(i) => {
            match p.def.operands[i].arity {
                Arity::One => p.operands[i].push(inp.parse(subs.value_use.clone())?),
                Arity::Optional if peek_kind(inp) == Kind::ValueId => {
                    p.operands[i].push(inp.parse(subs.value_use.clone())?)
                }
                Arity::Optional => {}
                Arity::Variadic => {
                    let uses = value_list(inp, subs)?;
                    p.operands[i].extend(uses);
                }
            }
            Ok(())
        }
        Var::Attr(i) => {
            let a = p.def.attrs[i];
            // A dialect may write its own attributes stripped of `#name`
            // (NVVM's enums): its hook reads them and sets the property.
            let info = p.info;
            if let (AttrType::Dialect(class), Some(hook)) = (a.ty, info.dialect.syntax.stripped_attr) {
                let ours = class.len() > info.dialect.name.len()
                    && class.starts_with(info.dialect.name)
                    && class.as_bytes()[info.dialect.name.len()] == b'.';
                if ours && peek_kind(inp) != Kind::HashId {
                    let name_tok = pos(inp);
                    return E::hook(&hook)(inp, subs, p, &HookArgs { info, name_tok, args: &[], attr: i });
                }
            }
            let value = match a.ty {
                AttrType::Dialect(class) if peek_kind(inp) == Kind::Less => {
                    super::attributes::stripped_dialect_attr(inp, subs.src, &subs.attr, &subs.ty, class)?
                }
                _ => parse_attr_var(inp, subs, a.ty, a.name)?,
            };
            let st: &mut SimpleState<PState> = inp.state();
            p.set_prop(st, a.name, value);
            Ok(())
        }
        Var::Region(i) if p.def.regions[i].arity == Arity::Variadic => {
            // `VariadicRegion`: `{...}, {...}`, or none at all.
            if peek_kind(inp) != Kind::LBrace {
                return Ok(());
            }
            p.variadic_regions.push(inp.parse(subs.region.clone())?);
            while peek_kind(inp) == Kind::Comma && next_is(inp, Kind::LBrace) {
                inp.skip();
                p.variadic_regions.push(inp.parse(subs.region.clone())?);
            }
            Ok(())
        }
        Var::Region(i) => {
            let mut r = inp.parse(subs.region.clone())?;
            // MLIR's generated parsers give a `SingleBlock` op's written but
            // empty region (`module {}`) its one block.
            if p.def.has(traits::SINGLE_BLOCK) && r.blocks.is_empty() {
                r.blocks.push(BlockAst { label: None, args: Vec::new(), ops: Vec::new() });
            }
            p.regions[i] = Some(r);
            Ok(())
        }
        Var::Successor(i) => {
            let t = pos(inp);
            expect_kind(inp, Kind::CaretId, "block name")?;
            p.successors[i].push(t);
            if p.def.successors[i].arity == Arity::Variadic {
                while peek_kind(inp) == Kind::Comma && next_is(inp, Kind::CaretId) {
                    inp.skip();
                    let t = pos(inp);
                    inp.skip();
                    p.successors[i].push(t);
                }
            }
            Ok(())
        }
        Var::Result(_) => Ok(()),
    }
}

/// An attribute written as a format variable, by its kind.
pub fn parse_attr_var<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    ty: AttrType,
    name: &str,
) -> Result<Attr, E::Error> {
    let src = subs.src;
    match ty {
        AttrType::Unit => {
            let st: &mut SimpleState<PState> = inp.state();
            Ok(st.ctx.unit())
        }
        AttrType::I64Enum(e) | AttrType::I32Enum(e) => {
            let width = if matches!(ty, AttrType::I32Enum(_)) { 32 } else { 64 };
            let def = ods::enum_def(e);
            let t = inp.peek();
            match (t, def) {
                (Some(t), Some(d)) if t.kind == Kind::BareId => match d.value(t.text(src)) {
                    Some(v) => {
                        inp.skip();
                        let st: &mut SimpleState<PState> = inp.state();
                        Ok(st.ctx.int_attr(v as i128, width))
                    }
                    None => Err(err_here(inp, format!("expected {name} to be one of: {}", keywords(d)))),
                },
                // Enum keywords may be written as strings (MLIR's
                // `parseOptionalKeywordOrString`): `asm_dialect = "intel"`.
                (Some(t), Some(d)) if t.kind == Kind::String => {
                    let word = unescape(t.text(src)).ok().map(|w| String::from_utf8_lossy(&w).into_owned());
                    match word.and_then(|w| d.value(&w)) {
                        Some(v) => {
                            inp.skip();
                            let st: &mut SimpleState<PState> = inp.state();
                            Ok(st.ctx.int_attr(v as i128, width))
                        }
                        None => Err(err_here(inp, format!("expected {name} to be one of: {}", keywords(d)))),
                    }
                }
                (_, Some(d)) => Err(err_here(inp, format!("expected {name} to be one of: {}", keywords(d)))),
                _ => Err(err_here(inp, format!("unknown enum {e}"))),
            }
        }
        AttrType::String if name == "sym_name" => {
            let t = expect_kind(inp, Kind::AtId, "symbol name")?;
            let n = super::literals::symbol_name(t.text(src)).map_err(|m| err_here(inp, m))?;
            let st: &mut SimpleState<PState> = inp.state();
            Ok(st.ctx.string_attr(&String::from_utf8_lossy(&n)))
        }
        AttrType::String => {
            let t = expect_kind(inp, Kind::String, "string")?;
            let v = unescape(t.text(src)).map_err(|m| err_here(inp, m))?;
            let st: &mut SimpleState<PState> = inp.state();
            Ok(st.ctx.attr(AttrKind::String { value: v.into(), ty: None }))
        }
        AttrType::Int(w) => {
            let neg = eat_kind(inp, Kind::Minus);
            let t = expect_kind(inp, Kind::Int, "integer")?;
            let text = t.text(src);
            let v: i128 = text.parse().map_err(|_| err_here(inp, "integer out of range"))?;
            let st: &mut SimpleState<PState> = inp.state();
            Ok(st.ctx.int_attr(if neg { -v } else { v }, w as u32))
        }
        AttrType::Float(w) => {
            let neg = eat_kind(inp, Kind::Minus);
            let t = match inp.peek() {
                Some(t) if matches!(t.kind, Kind::Float | Kind::Int) => {
                    inp.skip();
                    t
                }
                _ => return Err(err_here(inp, "expected floating point literal")),
            };
            let st: &mut SimpleState<PState> = inp.state();
            let kind = if w == 32 { crate::ir::FloatKind::F32 } else { crate::ir::FloatKind::F64 };
            let fty = st.ctx.ty(TypeKind::Float(kind));
            let text = t.text(src);
            let lit_kind = if t.kind == Kind::Int { Kind::Float } else { t.kind };
            super::attr_values::number_attr(&mut st.ctx, neg, lit_kind, text, Some(fty)).map_err(|m| err_here(inp, m))
        }
        AttrType::TypeAttr => {
            let t = inp.parse(subs.ty.clone())?;
            let st: &mut SimpleState<PState> = inp.state();
            Ok(st.ctx.attr(AttrKind::Type(t)))
        }
        AttrType::DenseI32Array | AttrType::DenseI64Array => {
            let w = if ty == AttrType::DenseI32Array { 32 } else { 64 };
            expect_kind(inp, Kind::LBracket, "'['")?;
            let mut vals = Vec::new();
            if !eat_kind(inp, Kind::RBracket) {
                loop {
                    let neg = eat_kind(inp, Kind::Minus);
                    let t = expect_kind(inp, Kind::Int, "integer")?;
                    let v: i128 = t.text(src).parse().map_err(|_| err_here(inp, "integer out of range"))?;
                    vals.push(crate::ir::IntOrFloat::Int(if neg { -v } else { v }));
                    if eat_kind(inp, Kind::Comma) {
                        continue;
                    }
                    if peek_kind(inp) == Kind::RBracketX {
                        return Err(err_here(inp, "expected ']'"));
                    }
                    expect_kind(inp, Kind::RBracket, "']'")?;
                    break;
                }
            }
            let st: &mut SimpleState<PState> = inp.state();
            let elem = st.ctx.int_type(w);
            Ok(st.ctx.attr(AttrKind::DenseArray { elem, values: vals.into() }))
        }
        // Attributes of a storage class are read by MLIR's typed
        // `parseAttribute`, which rejects another class where it starts.
        AttrType::FlatSymbolRef | AttrType::Array => {
            let at = inp.cursor();
            let a = inp.parse(subs.attr.clone())?;
            let st: &mut SimpleState<PState> = inp.state();
            let holds = match ty {
                AttrType::Array => matches!(st.ctx.attr_kind(a), AttrKind::Array(_)),
                _ => matches!(st.ctx.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty()),
            };
            if !holds {
                return Err(err_at(inp, &at, "invalid kind of attribute specified"));
            }
            Ok(a)
        }
        _ => inp.parse(subs.attr.clone()),
    }
}

/// The first inherent attribute of `attrs` that fails its constraint, in
/// MLIR's words.
pub(super) fn inherent_attr_error(ctx: &crate::ir::Context, def: &OpDef, attrs: &[(Ident, Attr)]) -> Option<String> {
    let mut sorted: Vec<&(Ident, Attr)> = attrs.iter().filter(|(n, _)| def.attr(ctx.str(*n)).is_some()).collect();
    sorted.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    let info = crate::ods::lookup(def.name)?;
    sorted.into_iter().find_map(|&(n, a)| crate::verify::inherent_attr_error(ctx, info, ctx.str(n), a))
}

fn keywords(d: &crate::ods::opdef::EnumDef) -> String {
    d.cases.iter().map(|c| c.0).collect::<Vec<_>>().join(", ")
}

/// Records the types a type directive read.
fn assign_types(p: &mut OpParse<'_>, of: TypeOf, types: Vec<Type>) {
    match of {
        TypeOf::Var(Var::Operand(i)) => p.operand_types[i] = Some(types),
        TypeOf::Var(Var::Result(i)) => p.result_types[i] = Some(types),
        // MLIR resolves `type(operands)` against the operand list in order:
        // each slot takes as many types as it has operands. (Counting by
        // arity alone would be ambiguous with two variable slots, e.g. a
        // variadic list followed by an optional operand.)
        TypeOf::Operands if p.operands.iter().map(Vec::len).sum::<usize>() == types.len() => {
            let mut it = types.into_iter();
            for i in 0..p.def.operands.len() {
                p.operand_types[i] = Some(it.by_ref().take(p.operands[i].len()).collect());
            }
        }
        TypeOf::Operands => spread(&p.def.operands, &mut p.operand_types, types, |p| p),
        TypeOf::Results => spread(&p.def.results, &mut p.result_types, types, |p| p),
        TypeOf::Var(_) => {}
    }
}

/// Spreads a flat list over slots: single slots take one each, the (one)
/// variable slot takes the rest.
fn spread<T: Clone>(
    slots: &[crate::ods::opdef::Slot],
    out: &mut [Option<Vec<T>>],
    items: Vec<T>,
    _f: impl Fn(T) -> T,
) {
    let fixed = slots.iter().filter(|s| s.arity == Arity::One).count();
    let extra = items.len().saturating_sub(fixed);
    let mut it = items.into_iter();
    for (i, s) in slots.iter().enumerate() {
        let n = if s.arity == Arity::One { 1 } else { extra };
        out[i] = Some(it.by_ref().take(n).collect());
    }
}

fn spread_operands(p: &mut OpParse<'_>, all: Vec<ValueUse>) {
    let mut tmp: Vec<Option<Vec<ValueUse>>> = vec![None; p.def.operands.len()];
    spread(p.def.operands, &mut tmp, all, |v| v);
    for (i, v) in tmp.into_iter().enumerate() {
        p.operands[i] = v.unwrap_or_default();
    }
}

/// The first written operand type that fails its slot's constraint, worded
/// as MLIR's parser reports it when it cannot infer the other types.
fn failed_constraint(ctx: &crate::ir::Context, def: &OpDef, types: &[Option<Vec<Type>>]) -> Option<String> {
    for (slot, types) in def.operands.iter().zip(types) {
        let (Some(pred), Some(types)) = (crate::verify::constraints::pred(slot.constraint), types) else { continue };
        if let Some(&t) = types.iter().find(|&&t| !pred.holds(ctx, t)) {
            let shown = crate::printer::type_to_string(ctx, t);
            return Some(format!("'{}' must be {}, but got '{shown}'", slot.name, slot.constraint));
        }
    }
    None
}

/// Resolves the types the format left implicit, moves inherent attributes
/// of the attribute dictionary into the properties, fills in defaults and
/// segment sizes, and produces the op's syntax tree.
fn finish<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    _subs: &Subs<'a, E>,
    mut p: OpParse<'_>,
    info: &'static OpInfo,
    name_tok: TokIdx,
) -> Result<OpAst, E::Error> {
    let end = pos(inp);
    let st: &mut SimpleState<PState> = inp.state();
    let def = info.def;
    super::infer::infer_types(&mut st.ctx, &mut p, info.syntax.and_then(|s| s.infer));
    let total: usize = p.operands.iter().map(Vec::len).sum();
    let mut inputs = Vec::with_capacity(total);
    let mut operands = Vec::with_capacity(total);
    let mut segments = Vec::with_capacity(p.operands.len());
    for (i, uses) in p.operands.iter().enumerate() {
        let types = p.operand_types[i].as_deref().unwrap_or_default();
        if types.len() != uses.len() {
            let span = chumsky::span::SimpleSpan::from(name_tok as usize..end as usize);
            let msg = if types.is_empty() && !uses.is_empty() {
                failed_constraint(&st.ctx, def, &p.operand_types).unwrap_or_else(|| {
                    format!("type of operand '{}' of '{}' could not be inferred", def.operands[i].name, def.name)
                })
            } else {
                format!("{} operands present, but expected {}", uses.len(), types.len())
            };
            st.last_custom_err = Some((span, msg.clone(), super::state::ErrStyle::Op));
            return Err(custom_err(span, msg));
        }
        inputs.extend_from_slice(types);
        operands.extend_from_slice(uses);
        segments.push(uses.len() as i32);
    }
    let mut outputs = Vec::new();
    for (i, r) in p.result_types.iter().enumerate() {
        match r {
            Some(t) => outputs.extend(t.iter().copied()),
            None if def.results[i].arity == Arity::One => {
                let span = chumsky::span::SimpleSpan::from(name_tok as usize..name_tok as usize + 1);
                // MLIR infers result types from operands through their type
                // constraints; an operand that fails its constraint is what
                // it reports.
                let st: &mut SimpleState<PState> = inp.state();
                let msg = failed_constraint(&st.ctx, def, &p.operand_types).unwrap_or_else(|| {
                    format!("type of result '{}' of '{}' could not be inferred", def.results[i].name, def.name)
                });
                st.last_custom_err = Some((span, msg.clone(), super::state::ErrStyle::Op));
                return Err(custom_err(span, msg));
            }
            None => {}
        }
    }
    // Inherent attributes written in the attribute dictionary are
    // properties, exactly as if they had been written in the format.
    let mut discardable = Vec::new();
    for (n, a) in std::mem::take(&mut p.attrs) {
        if let Some(ad) = def.attr(st.ctx.str(n)) {
            // A hand-written parser (MLIR's `CallOp::parse`, ...) checks no
            // inherent attribute: `Operation::setAttrs` stores each through
            // `dyn_cast_or_null` to its storage class, so one of another
            // class is silently dropped.
            if info.format.is_some() || storage_holds(&st.ctx, ad.ty, a) {
                p.props.push((n, a));
            }
        } else {
            discardable.push((n, a));
        }
    }
    for (name, text) in &info.always_set {
        if !p.props.iter().any(|x| st.ctx.str(x.0) == *name) {
            if let Some(a) = st.ctx.default_attr(text) {
                let id = st.ctx.ident(name);
                p.props.push((id, a));
            }
        }
    }
    add_defaults(&mut st.ctx, &mut p.props, info);
    if def.has(traits::ATTR_SIZED_OPERAND_SEGMENTS) {
        let elem = st.ctx.int_type(32);
        let values = segments.iter().map(|&s| crate::ir::IntOrFloat::Int(s as i128)).collect();
        let a = st.ctx.attr(AttrKind::DenseArray { elem, values });
        let id = st.ctx.ident("operandSegmentSizes");
        p.props.push((id, a));
    }
    if let Some((name, segs)) = p.extra_segments.take() {
        let elem = st.ctx.int_type(32);
        let values = segs.iter().map(|&s| crate::ir::IntOrFloat::Int(s as i128)).collect();
        let a = st.ctx.attr(AttrKind::DenseArray { elem, values });
        let id = st.ctx.ident(name);
        p.props.push((id, a));
    }
    let properties = if p.props.is_empty() { None } else { Some(st.ctx.dict(p.props)) };
    let attrs = st.ctx.dict(discardable);
    let name = st.ctx.ident(def.name);
    Ok(OpAst {
        results: Vec::new(),
        name,
        operands,
        successors: p.successors.into_iter().flatten().collect(),
        properties,
        regions: {
            let variadic = std::mem::take(&mut p.variadic_regions);
            let mut slots: Vec<Vec<RegionAst>> = p.regions.into_iter().map(|r| r.into_iter().collect()).collect();
            if let Some(i) = p.def.regions.iter().position(|s| s.arity == Arity::Variadic) {
                slots[i] = variadic;
            }
            slots.into_iter().flatten().collect()
        },
        attrs,
        inputs: inputs.into(),
        outputs: outputs.into(),
        loc: None,
        toks: (name_tok, end),
    })
}

/// Whether a type of `kind` is of the C++ class ODS gives a type
/// constraint (`AnySignlessInteger` → `IntegerType`, ...); `None` for
/// constraints of class `Type`, or not modelled.
fn type_class_holds(constraint: &str, kind: &TypeKind) -> Option<bool> {
    let integer = constraint == "signless integer"
        || constraint == "integer"
        || constraint.strip_suffix("-bit signless integer").is_some_and(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit()));
    Some(match constraint {
        _ if integer => matches!(kind, TypeKind::Integer { .. }),
        "index" => matches!(kind, TypeKind::Index),
        "floating-point" => matches!(kind, TypeKind::Float(_)),
        "function type" => matches!(kind, TypeKind::Function { .. }),
        "complex type with floating-point elements" => matches!(kind, TypeKind::Complex(_)),
        "LLVM token type" => matches!(kind, TypeKind::Llvm(LlvmType::Token)),
        _ => return None,
    })
}

/// Whether `a` is of the C++ storage class of an inherent attribute of kind
/// `ty` (what `dyn_cast_or_null` accepts); kinds whose class llmir does not
/// model hold anything.
fn storage_holds(ctx: &crate::ir::Context, ty: AttrType, a: Attr) -> bool {
    let kind = ctx.attr_kind(a);
    let int_of = |t: Type, w: u32| matches!(ctx.type_kind(t), TypeKind::Integer { width, .. } if *width == w);
    match ty {
        AttrType::Unit => matches!(kind, AttrKind::Unit),
        AttrType::Bool => matches!(kind, AttrKind::Bool(_)) || matches!(kind, AttrKind::Integer { ty, .. } if int_of(*ty, 1)),
        AttrType::Int(_) => matches!(kind, AttrKind::Integer { .. } | AttrKind::Bool(_)),
        // An enum attribute class (`I64EnumAttr`): a signless integer of its
        // width holding one of its cases.
        AttrType::I64Enum(e) | AttrType::I32Enum(e) => crate::verify::attributes::enum_case_holds(ctx, ty, e, a),
        AttrType::Float(_) => matches!(kind, AttrKind::Float { .. }),
        AttrType::String => matches!(kind, AttrKind::String { .. }),
        AttrType::FlatSymbolRef => matches!(kind, AttrKind::SymbolRef { nested, .. } if nested.is_empty()),
        AttrType::SymbolRef => matches!(kind, AttrKind::SymbolRef { .. }),
        AttrType::TypeAttr => matches!(kind, AttrKind::Type(_)),
        AttrType::Array => matches!(kind, AttrKind::Array(_)),
        AttrType::AffineMap => matches!(kind, AttrKind::AffineMap(_)),
        AttrType::DenseI32Array => matches!(kind, AttrKind::DenseArray { elem, .. } if int_of(*elem, 32)),
        AttrType::DenseI64Array => matches!(kind, AttrKind::DenseArray { elem, .. } if int_of(*elem, 64)),
        // A dialect attribute class (`#llvm.fastmath<...>`): another
        // `#dialect.mnemonic` or a builtin attribute is not one (the
        // `#dialect<mnemonic ...>` spelling is left to the verifier).
        AttrType::Dialect(class) => match kind {
            AttrKind::Dialect { name, .. } => {
                let name = ctx.str(*name);
                !name.contains('.') || name == class
            }
            _ => !matches!(
            kind,
            AttrKind::Integer { .. }
                | AttrKind::Float { .. }
                | AttrKind::String { .. }
                | AttrKind::Bool(_)
                | AttrKind::Unit
                | AttrKind::Array(_)
                | AttrKind::Dictionary(_)
                | AttrKind::SymbolRef { .. }
                    | AttrKind::DenseArray { .. }
                    | AttrKind::Type(_)
            ),
        },
        AttrType::Elements | AttrType::Any => true,
    }
}

/// Gives every unset default-valued property its default, as MLIR does when
/// it creates an op.
pub fn add_defaults(ctx: &mut crate::ir::Context, props: &mut Vec<(Ident, Attr)>, info: &OpInfo) {
    for (name, text) in &info.defaults {
        if props.iter().any(|p| {
            let key = ctx.str(p.0);
            key.len() == name.len() && key == *name
        }) {
            continue;
        }
        if let Some(a) = ctx.default_attr(text) {
            let id = ctx.ident(name);
            props.push((id, a));
        }
    }
}

/// MLIR's `setPropertiesFromAttr` failure for `<{...}>` given to a
/// registered op: the first property (in declaration order) whose value is
/// not of its storage class.
pub fn invalid_properties(ctx: &crate::ir::Context, name: Ident, properties: Attr) -> Option<String> {
    let info = ods::lookup(ctx.str(name))?;
    let show = |a: Attr| crate::printer::attr_to_string(ctx, a);
    // Operand segment sizes are stored as an `int32_t` array: anything but
    // an i32 dense array fails MLIR's conversion of the property.
    let segmented = info.def.has(crate::ods::opdef::traits::ATTR_SIZED_OPERAND_SEGMENTS);
    if let Some(v) = ctx.dict_get_str(properties, "operandSegmentSizes").filter(|_| segmented) {
        if !is_i32_array(ctx, v) {
            return Some(format!("invalid properties {} for op {}: expected DenseI32ArrayAttr for key `value`", show(properties), info.def.name));
        }
        let (given, slots) = (dense_array_len(ctx, v), info.def.operands.len());
        if given != slots {
            return Some(format!("invalid properties {} for op {}: size mismatch in attribute conversion: {given} vs {slots}", show(properties), info.def.name));
        }
    }
    let bad = info.def.attrs.iter().find_map(|ad| {
        let v = ctx.dict_get_str(properties, ad.name)?;
        (!storage_holds(ctx, ad.ty, v)).then_some((ad.name, v))
    })?;
    Some(format!(
        "invalid properties {} for op {}: Invalid attribute `{}` in property conversion: {}",
        show(properties),
        info.def.name,
        bad.0,
        show(bad.1)
    ))
}

/// Whether `v` is a dense array of signless i32, the storage of segment
/// sizes (`std::array<int32_t, N>` in MLIR).
fn is_i32_array(ctx: &crate::ir::Context, v: Attr) -> bool {
    matches!(ctx.attr_kind(v), AttrKind::DenseArray { elem, .. }
        if matches!(ctx.type_kind(*elem), crate::ir::TypeKind::Integer { width: 32, signedness: crate::ir::Signedness::Signless }))
}

fn dense_array_len(ctx: &crate::ir::Context, v: Attr) -> usize {
    match ctx.attr_kind(v) {
        AttrKind::DenseArray { values, .. } => values.len(),
        _ => 0,
    }
}

/// A registered op in the generic form: inherent attributes written in the
/// attribute dictionary become properties (when no `<{...}>` was given) and
/// default-valued properties get their defaults, as MLIR does on creation.
pub fn registered_generic_attrs(
    ctx: &mut crate::ir::Context,
    name: Ident,
    properties: Option<Attr>,
    attrs: Attr,
) -> (Option<Attr>, Attr) {
    let Some(info) = ods::lookup(ctx.str(name)) else { return (properties, attrs) };
    // Inherent attributes written in the attribute dictionary become
    // properties even next to `<{...}>`: MLIR's `Operation::setAttrs` moves
    // them, and they win over a property of the same name.
    let segmented = info.def.has(crate::ods::opdef::traits::ATTR_SIZED_OPERAND_SEGMENTS);
    let is_inherent = |ctx: &crate::ir::Context, n: Ident| {
        let n = ctx.str(n);
        info.def.attr(n).is_some() || (n == "operandSegmentSizes" && segmented) || n == "resultSegmentSizes"
    };
    let attr_entries: &[(Ident, Attr)] = match ctx.attr_kind(attrs) {
        AttrKind::Dictionary(e) => e,
        _ => &[],
    };
    let has_inherent = attr_entries.iter().any(|e| is_inherent(ctx, e.0));
    let prop_entries: &[(Ident, Attr)] = match properties.map(|p| ctx.attr_kind(p)) {
        Some(AttrKind::Dictionary(e)) => e,
        _ => &[],
    };
    // MLIR's `setPropertiesFromAttr` reads the op's own properties out of
    // `<{...}>`: any other name is dropped.
    let has_foreign = prop_entries.iter().any(|e| !is_inherent(ctx, e.0));
    // The common case (mlir-opt's own generic output): properties given,
    // every default already present, no inherent attribute outside them.
    if let Some(p) = properties {
        if !has_inherent && !has_foreign && info.defaults.iter().all(|d| ctx.dict_get_str(p, d.0).is_some()) {
            return (properties, attrs);
        }
    }
    let mut props: Vec<(Ident, Attr)> = prop_entries.iter().copied().filter(|e| is_inherent(ctx, e.0)).collect();
    let moved = has_foreign;
    let mut attrs = attrs;
    let mut moved = moved;
    if has_inherent {
        let entries = attr_entries.to_vec();
        let (mut inherent, rest): (Vec<_>, Vec<_>) = entries.into_iter().partition(|e| is_inherent(ctx, e.0));
        // `setInherentAttr` copies segment sizes only from an i32 array of
        // one entry per operand slot; any other value leaves the property
        // as it was (from `<{...}>`, else zeros: mlir-opt-19 then reports
        // the operand count against a total of 0).
        let slots = info.def.operands.len();
        inherent.retain(|e| {
            ctx.str(e.0) != "operandSegmentSizes" || (is_i32_array(ctx, e.1) && dense_array_len(ctx, e.1) == slots)
        });
        props.retain(|p| !inherent.iter().any(|i| i.0 == p.0));
        // Other properties are cast to their storage class; a value of
        // another class leaves the property unset.
        inherent.retain(|e| info.def.attr(ctx.str(e.0)).is_none_or(|ad| storage_holds(ctx, ad.ty, e.1)));
        props.extend(inherent);
        attrs = ctx.dict(rest);
        moved = true;
    }
    let before = props.len();
    add_defaults(ctx, &mut props, info);
    // Segment sizes never given are zeros, as MLIR's `std::array` storage.
    if info.def.has(crate::ods::opdef::traits::ATTR_SIZED_OPERAND_SEGMENTS)
        && !props.iter().any(|p| ctx.str(p.0) == "operandSegmentSizes")
    {
        let i32t = ctx.int_type(32);
        let zeros = info.def.operands.iter().map(|_| crate::ir::IntOrFloat::Int(0)).collect();
        let a = ctx.attr(AttrKind::DenseArray { elem: i32t, values: zeros });
        props.push((ctx.ident("operandSegmentSizes"), a));
    }
    if props.is_empty() && moved {
        return (None, attrs);
    }
    if props.is_empty() || (props.len() == before && properties.is_some() && !moved) {
        return (properties, attrs);
    }
    (Some(ctx.dict(props)), attrs)
}
