//! The parts of custom forms that MLIR writes by hand: `custom<...>`
//! directives of assembly formats, and whole ops without a declarative
//! format (`llvm.func`, `llvm.mlir.global`, `llvm.call`, `llvm.icmp`, ...).

use chumsky::inspector::SimpleState;

use super::ast::ValueUse;
use super::custom_op::*;
use super::grammar::{Cursor, G};
use super::literals::{symbol_name, unescape};
use super::state::PState;
use crate::ods::format::{CustomArg, TypeOf, Var};
use crate::ods::{self, opdef::AttrType};
use crate::ir::{Attr, AttrKind, DenseData, IntOrFloat, LlvmType, StructBody, Type, TypeKind};
use crate::lexer::Kind;

/// Marks a dynamic index in `rawConstantIndices` (LLVM's `INT32_MIN`).
pub const GEP_DYNAMIC_INDEX: i128 = i32::MIN as i128;

fn st<'a, 'b, E: G<'a>>(inp: &'b mut Cursor<'a, '_, E>) -> &'b mut PState {
    let s: &mut SimpleState<PState> = inp.state();
    s
}

/// `custom<Name>(args)` of an assembly format.
pub fn parse_directive<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    name: &str,
    args: &[CustomArg],
) -> Result<(), E::Error> {
    let src = subs.src;
    match name {
        "LLVMOpAttrs" => {
            if peek_kind(inp) == Kind::LBrace {
                let d = inp.parse(subs.dict.clone())?;
                if let AttrKind::Dictionary(entries) = st(inp).ctx.attr_kind(d) {
                    p.attrs.extend(entries.iter().copied());
                }
            }
            Ok(())
        }
        "OverflowFlags" => {
            let mut words: Vec<&str> = Vec::new();
            if eat_kw(inp, src, "overflow") {
                expect_kind(inp, Kind::Less, "'<'")?;
                loop {
                    let t = expect_kind(inp, Kind::BareId, "overflow flag")?;
                    let w = t.text(src);
                    if !matches!(w, "nsw" | "nuw" | "none") {
                        return Err(err_here(inp, format!("unknown overflow flag: {w}")));
                    }
                    words.push(w);
                    if !eat_kind(inp, Kind::Comma) {
                        break;
                    }
                }
                expect_kind(inp, Kind::Greater, "'>'")?;
            }
            // The flags are bits: MLIR prints them in bit order, once each.
            let mut words: Vec<&str> = ["nsw", "nuw"].into_iter().filter(|f| words.contains(f)).collect();
            if words.is_empty() {
                words.push("none");
            }
            let a = st(inp).ctx.dialect_words_attr("llvm.overflow", &words);
            let s = st(inp);
            p.set_prop(s, "overflowFlags", a);
            Ok(())
        }
        "GEPIndices" => {
            let mut raw = Vec::new();
            let dyn_slot = p.def.operand_index("dynamicIndices").unwrap_or(1);
            if !matches!(peek_kind(inp), Kind::RBracket | Kind::RBracketX) {
                loop {
                    if peek_kind(inp) == Kind::ValueId {
                        let v = inp.parse(subs.value_use.clone())?;
                        p.operands[dyn_slot].push(v);
                        raw.push(IntOrFloat::Int(GEP_DYNAMIC_INDEX));
                    } else {
                        let neg = eat_kind(inp, Kind::Minus);
                        let t = expect_kind(inp, Kind::Int, "integer or SSA value")?;
                        let v: i128 = t.text(src).parse().map_err(|_| err_here(inp, "integer out of range"))?;
                        raw.push(IntOrFloat::Int(if neg { -v } else { v }));
                    }
                    if !eat_kind(inp, Kind::Comma) {
                        break;
                    }
                }
            }
            let s = st(inp);
            let elem = s.ctx.int_type(32);
            let a = s.ctx.attr(AttrKind::DenseArray { elem, values: raw.into() });
            p.set_prop(s, "rawConstantIndices", a);
            Ok(())
        }
        "InsertExtractValueElementType" => {
            // (type($value or $res), ref(type($container)), ref($position))
            let container = p.def.operand_index("container").and_then(|i| p.operand_types[i].clone());
            let position = p
                .props
                .iter()
                .find(|x| st(inp).ctx.str(x.0) == "position")
                .map(|x| x.1);
            let (Some(container), Some(position)) = (container, position) else {
                return Err(err_here(inp, "expected container type and position"));
            };
            let s = st(inp);
            let positions: Vec<i128> = match s.ctx.attr_kind(position) {
                AttrKind::DenseArray { values, .. } => {
                    values.iter().map(|v| if let IntOrFloat::Int(i) = v { *i } else { 0 }).collect()
                }
                _ => Vec::new(),
            };
            if !crate::verify::constraints::is_compatible(&s.ctx, container[0]) {
                let shown = crate::printer::type_to_string(&s.ctx, container[0]);
                return Err(err_here(inp, format!("expected LLVM IR Dialect type, got '{shown}'")));
            }
            let s = st(inp);
            let t = match aggregate_element(&s.ctx, container[0], &positions) {
                Ok(t) => t,
                Err(m) => return Err(err_here(inp, m)),
            };
            if let CustomArg::Type(TypeOf::Var(v)) = &args[0] {
                set_var_type(p, *v, t);
            }
            Ok(())
        }
        "ShuffleType" => {
            let v1 = p.def.operand_index("v1").and_then(|i| p.operand_types[i].clone());
            let mask = p.props.iter().find(|x| st(inp).ctx.str(x.0) == "mask").map(|x| x.1);
            let (Some(v1), Some(mask)) = (v1, mask) else {
                return Err(err_here(inp, "expected vector type and mask"));
            };
            let s = st(inp);
            let n = match s.ctx.attr_kind(mask) {
                AttrKind::DenseArray { values, .. } => values.len() as u64,
                _ => 0,
            };
            let res = match s.ctx.type_kind(v1[0]).clone() {
                TypeKind::Vector { scalable, elem, .. } => {
                    s.ctx.ty(TypeKind::Vector { shape: vec![n].into(), scalable: vec![scalable[0]].into(), elem })
                }
                TypeKind::Llvm(LlvmType::Vec { scalable, elem, .. }) => {
                    s.ctx.ty(TypeKind::Llvm(LlvmType::Vec { scalable, len: n, elem }))
                }
                _ => return Err(err_here(inp, "expected an LLVM compatible vector type")),
            };
            if let CustomArg::Type(TypeOf::Var(v)) = &args[1] {
                set_var_type(p, *v, res);
            }
            Ok(())
        }
        "SwitchOpCases" if p.def.name == "cf.switch" => super::cf_hooks::parse_switch_cases(inp, subs, p),
        "SwitchOpCases" => parse_switch_cases(inp, subs, p),
        other => Err(err_here(inp, format!("custom directive '{other}' is not supported"))),
    }
}

fn set_var_type(p: &mut OpParse<'_>, v: Var, t: Type) {
    match v {
        Var::Operand(i) => p.operand_types[i] = Some(vec![t]),
        Var::Result(i) => p.result_types[i] = Some(vec![t]),
        _ => {}
    }
}

/// The type at `positions` inside an array or struct type.
pub fn aggregate_element(ctx: &crate::ir::Context, mut t: Type, positions: &[i128]) -> Result<Type, String> {
    for &i in positions {
        t = match ctx.type_kind(t) {
            TypeKind::Llvm(LlvmType::Array { len, elem }) => {
                if i < 0 || i as u64 >= *len {
                    return Err(format!("position out of bounds: {i}"));
                }
                *elem
            }
            TypeKind::Llvm(LlvmType::LiteralStruct { fields, .. }) => {
                *fields.get(i as usize).filter(|_| i >= 0).ok_or_else(|| format!("position out of bounds: {i}"))?
            }
            TypeKind::Llvm(LlvmType::IdentifiedStruct { .. }) => match ctx.struct_body(t) {
                Some(StructBody::Fields { fields, .. }) => {
                    *fields.get(i as usize).filter(|_| i >= 0).ok_or_else(|| format!("position out of bounds: {i}"))?
                }
                _ => return Err("expected LLVM IR structure/array type".into()),
            },
            _ => return Err("expected LLVM IR structure/array type".into()),
        };
    }
    Ok(t)
}

/// `[ 1: ^bb1(%a : i32), -2: ^bb2 ]` of `llvm.switch`.
fn parse_switch_cases<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
) -> Result<(), E::Error> {
    let src = subs.src;
    expect_kind(inp, Kind::LBracket, "'['")?;
    let value_ty = p.def.operand_index("value").and_then(|i| p.operand_types[i].clone()).map(|v| v[0]);
    let dests = p.def.successors.iter().position(|s| s.name == "caseDestinations").unwrap_or(1);
    let ops_slot = p.def.operand_index("caseOperands").unwrap_or(2);
    let mut values = Vec::new();
    let mut segments = Vec::new();
    let mut types = Vec::new();
    if !eat_kind(inp, Kind::RBracket) {
        loop {
            let neg = eat_kind(inp, Kind::Minus);
            // Not a wrong-token error in MLIR: reported where the token is.
            if peek_kind(inp) != Kind::Int {
                return Err(err_here(inp, "expected integer value"));
            }
            let t = expect_kind(inp, Kind::Int, "integer value")?;
            let v: i128 = t.text(src).parse().map_err(|_| err_here(inp, "integer out of range"))?;
            values.push(if neg { -v } else { v });
            expect_kind(inp, Kind::Colon, "':'")?;
            let b = pos(inp);
            expect_kind(inp, Kind::CaretId, "block name")?;
            p.successors[dests].push(b);
            let mut n = 0;
            if eat_kind(inp, Kind::LParen) {
                let uses = value_list(inp, subs)?;
                expect_kind(inp, Kind::Colon, "':'")?;
                let tys = type_list(inp, subs)?;
                expect_kind(inp, Kind::RParen, "')'")?;
                n = uses.len();
                p.operands[ops_slot].extend(uses);
                types.extend(tys);
            }
            segments.push(n as i32);
            if !eat_kind(inp, Kind::Comma) {
                break;
            }
        }
        expect_kind(inp, Kind::RBracket, "']'")?;
    }
    p.operand_types[ops_slot] = Some(types);
    p.extra_segments = Some(("case_operand_segments", segments));
    if !values.is_empty() {
        let Some(vt) = value_ty else { return Err(err_here(inp, "expected switch value type")) };
        let s = st(inp);
        let width = match s.ctx.type_kind(vt) {
            TypeKind::Integer { width, .. } => *width,
            _ => 64,
        };
        let values: Vec<i128> = values.into_iter().map(|v| super::literals::normalize(v as u128, width, crate::ir::Signedness::Signless)).collect();
        let shape_ty = s.ctx.ty(TypeKind::Vector { shape: vec![values.len() as u64].into(), scalable: vec![false].into(), elem: vt });
        let data = if values.len() > 1 && values.iter().all(|v| *v == values[0]) {
            DenseData::Ints(vec![values[0]].into())
        } else {
            DenseData::Ints(values.into())
        };
        let a = s.ctx.attr(AttrKind::DenseElements { ty: shape_ty, data });
        p.set_prop(s, "case_values", a);
    }
    Ok(())
}

/// Ops whose whole custom form is hand-written.
pub fn parse_hooked<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    name_tok: super::ast::TokIdx,
) -> Result<(), E::Error> {
    // The hooks index slots by position; a table that disagrees must give
    // an error, not a panic.
    let (ops, succs, results) = match p.def.name {
        "llvm.icmp" | "llvm.fcmp" => (2, 0, 1),
        "llvm.alloca" | "llvm.landingpad" => (1, 0, 1),
        "llvm.call" => (1, 0, 1),
        "llvm.invoke" => (3, 2, 1),
        "arith.constant" => (0, 0, 1),
        "arith.addi" => (2, 0, 1),
        "arith.select" => (3, 0, 1),
        "nvvm.mma.sync" => (3, 0, 1),
        _ => (0, 0, 0),
    };
    if p.operands.len() < ops || p.successors.len() < succs || p.result_types.len() < results {
        return Err(err_here(inp, format!("internal: op table of '{}' lacks slots", p.def.name)));
    }
    match p.def.name {
        "llvm.icmp" | "llvm.fcmp" => parse_cmp(inp, subs, p),
        "llvm.alloca" => parse_alloca(inp, subs, p),
        "llvm.call" => parse_call(inp, subs, p),
        "llvm.invoke" => parse_invoke(inp, subs, p),
        "llvm.landingpad" => parse_landingpad(inp, subs, p),
        "arith.constant" => super::arith_hooks::parse_constant(inp, subs, p),
        "arith.addi" => super::arith_hooks::parse_addi(inp, subs, p),
        "arith.select" => super::arith_hooks::parse_select(inp, subs, p),
        "llvm.mlir.global" => super::fn_hooks::parse_global(inp, subs, p),
        "llvm.func" | "func.func" => super::fn_hooks::parse_function(inp, subs, p),
        "omp.wsloop" => super::omp_hooks::parse_wsloop(inp, subs, p),
        "omp.loop_nest" => super::omp_hooks::parse_loop_nest(inp, subs, p),
        "nvvm.mma.sync" => super::nvvm_hooks::parse_mma(inp, subs, p, name_tok),
        other => Err(err_here(inp, format!("custom form of '{other}' is not supported yet; use the generic form"))),
    }
}

/// `llvm.icmp "eq" %a, %b : i32`.
fn parse_cmp<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>) -> Result<(), E::Error> {
    let src = subs.src;
    let enum_name = if p.def.name == "llvm.icmp" { "ICmpPredicate" } else { "FCmpPredicate" };
    if peek_kind(inp) != Kind::String {
        // MLIR reads an attribute and finds it is not a string.
        return Err(err_here(inp, "invalid kind of attribute specified"));
    }
    let t = expect_kind(inp, Kind::String, "predicate string")?;
    let word = String::from_utf8_lossy(&unescape(t.text(src)).unwrap_or_default()).into_owned();
    let Some(v) = ods::enum_def(enum_name).and_then(|d| d.value(&word)) else {
        return Err(err_here(inp, format!("'{word}' is an incorrect value of the 'predicate' attribute")));
    };
    let s = st(inp);
    let a = s.ctx.int_attr(v as i128, 64);
    p.set_prop(s, "predicate", a);
    let lhs = inp.parse(subs.value_use.clone())?;
    expect_kind(inp, Kind::Comma, "','")?;
    let rhs = inp.parse(subs.value_use.clone())?;
    p.operands[0].push(lhs);
    p.operands[1].push(rhs);
    parse_opt_dict(inp, subs, p)?;
    expect_kind(inp, Kind::Colon, "':'")?;
    let ty = inp.parse(subs.ty.clone())?;
    p.operand_types[0] = Some(vec![ty]);
    p.operand_types[1] = Some(vec![ty]);
    let s = st(inp);
    let i1 = s.ctx.int_type(1);
    let res = match s.ctx.type_kind(ty).clone() {
        TypeKind::Vector { shape, scalable, .. } => s.ctx.ty(TypeKind::Vector { shape, scalable, elem: i1 }),
        TypeKind::Llvm(LlvmType::Vec { scalable, len, .. }) => {
            s.ctx.ty(TypeKind::Vector { shape: vec![len].into(), scalable: vec![scalable].into(), elem: i1 })
        }
        _ => i1,
    };
    p.result_types[0] = Some(vec![res]);
    Ok(())
}

pub fn parse_opt_dict<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>) -> Result<(), E::Error> {
    if peek_kind(inp) == Kind::LBrace {
        let d = inp.parse(subs.dict.clone())?;
        if let AttrKind::Dictionary(entries) = st(inp).ctx.attr_kind(d) {
            p.attrs.extend(entries.iter().copied());
        }
    }
    Ok(())
}

/// `llvm.alloca [inalloca] %n x T {attrs} : (i64) -> !llvm.ptr`.
fn parse_alloca<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>) -> Result<(), E::Error> {
    let src = subs.src;
    if eat_kw(inp, src, "inalloca") {
        let s = st(inp);
        let u = s.ctx.unit();
        p.set_prop(s, "inalloca", u);
    }
    let n = inp.parse(subs.value_use.clone())?;
    p.operands[0].push(n);
    if !eat_kw(inp, src, "x") {
        return Err(err_here(inp, "expected 'x'"));
    }
    let elem = inp.parse(subs.ty.clone())?;
    let dict_at = inp.cursor();
    parse_opt_dict(inp, subs, p)?;
    if let Some(&(_, a)) = p.attrs.iter().find(|(n, _)| st(inp).ctx.str(*n) == "alignment") {
        if !matches!(st(inp).ctx.attr_kind(a), AttrKind::Integer { .. }) {
            return Err(err_at(inp, &dict_at, "expected integer alignment"));
        }
    }
    // MLIR's alloca parser drops `alignment = 0`: no alignment at all.
    let ctx = &st(inp).ctx;
    p.attrs.retain(|(n, a)| !(ctx.str(*n) == "alignment" && ctx.int_value(*a) == Some(0)));
    expect_kind(inp, Kind::Colon, "':'")?;
    // Any type reads here; MLIR then insists on `(T) -> R`.
    let at = inp.cursor();
    let fty = inp.parse(subs.ty.clone())?;
    let s = st(inp);
    let (inputs, results) = match s.ctx.type_kind(fty).clone() {
        TypeKind::Function { inputs, results } if inputs.len() == 1 && results.len() == 1 => (inputs, results),
        _ => return Err(err_at(inp, &at, "expected trailing function type with one argument and one result")),
    };
    let s = st(inp);
    let ta = s.ctx.attr(AttrKind::Type(elem));
    p.set_prop(s, "elem_type", ta);
    p.operand_types[0] = Some(vec![inputs[0]]);
    p.result_types[0] = Some(vec![results[0]]);
    Ok(())
}

/// `llvm.call [cconv] [tailcall] @f(%a) [vararg(T)] {attrs} : (A) -> R` or
/// `llvm.call %fn(%a) : !llvm.ptr, (A) -> R`.
fn parse_call<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>) -> Result<(), E::Error> {
    let src = subs.src;
    if let Some(t) = inp.peek().filter(|t| t.kind == Kind::BareId) {
        if let Some(_v) = ods::enum_def("CConv").and_then(|d| d.value(t.text(src))) {
            inp.skip();
            let s = st(inp);
            let a = s.ctx.dialect_words_attr("llvm.cconv", &[t.text(src)]);
            p.set_prop(s, "CConv", a);
        }
    }
    if let Some(t) = inp.peek().filter(|t| t.kind == Kind::BareId) {
        if matches!(t.text(src), "tail" | "musttail" | "notail" | "none") {
            inp.skip();
            let s = st(inp);
            let a = s.ctx.dialect_words_attr("llvm.tailcallkind", &[t.text(src)]);
            p.set_prop(s, "TailCallKind", a);
        }
    }
    let (direct, all) = callee_and_args(inp, subs, p)?;
    let (inputs, results) = call_tail(inp, subs, p, direct)?;
    let ops = p.def.operand_index("callee_operands").unwrap_or(0);
    let n = all.len();
    p.operands[ops] = all;
    p.operand_types[ops] = Some(inputs);
    if n != p.operand_types[ops].as_ref().map_or(0, |v| v.len()) {
        return Err(err_here(inp, "incorrect number of operands for the callee"));
    }
    if results.len() > 1 {
        return Err(err_here(inp, "expected function with 0 or 1 result"));
    }
    p.result_types[0] = Some(results.to_vec());
    // Operands of bundles are empty in this form; their segment attributes
    // come with the defaults.
    for (i, slot) in p.def.operands.iter().enumerate() {
        if i != ops && p.operand_types[i].is_none() {
            let _ = slot;
            p.operand_types[i] = Some(Vec::new());
        }
    }
    Ok(())
}

/// `@name` as a string.
pub fn parse_symbol_name<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>) -> Result<String, E::Error> {
    let t = expect_kind(inp, Kind::AtId, "symbol name")?;
    let n = symbol_name(t.text(subs.src)).map_err(|m| err_here(inp, m))?;
    Ok(String::from_utf8_lossy(&n).into_owned())
}

pub fn unit_prop<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, p: &mut OpParse<'_>, name: &str) {
    let s = st(inp);
    let u = s.ctx.unit();
    p.set_prop(s, name, u);
}

pub fn enum_prop<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, p: &mut OpParse<'_>, name: &str, ty: AttrType, word: &str) -> bool {
    match ty {
        AttrType::I64Enum(e) => {
            let Some(v) = ods::enum_def(e).and_then(|d| d.value(word)) else { return false };
            let s = st(inp);
            let a = s.ctx.int_attr(v as i128, 64);
            p.set_prop(s, name, a);
            true
        }
        AttrType::Dialect(d) => {
            let enum_name = match d {
                "llvm.linkage" => "Linkage",
                "llvm.cconv" => "CConv",
                _ => return false,
            };
            if ods::enum_def(enum_name).and_then(|e| e.value(word)).is_none() {
                return false;
            }
            let s = st(inp);
            let a = s.ctx.dialect_words_attr(d, &[word]);
            p.set_prop(s, name, a);
            true
        }
        _ => false,
    }
}

pub fn type_attr(ctx: &mut crate::ir::Context, t: Type) -> Attr {
    ctx.attr(AttrKind::Type(t))
}

/// `^bb1` or `^bb1(%a, %b : i32, i32)` into successor slot `succ` and
/// operand slot `ops`.
fn successor_with_operands<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    succ: usize,
    ops: usize,
) -> Result<(), E::Error> {
    let b = pos(inp);
    expect_kind(inp, Kind::CaretId, "block name")?;
    p.successors[succ].push(b);
    let mut types = Vec::new();
    if eat_kind(inp, Kind::LParen) {
        let uses = value_list(inp, subs)?;
        expect_kind(inp, Kind::Colon, "':'")?;
        types = type_list(inp, subs)?;
        expect_kind(inp, Kind::RParen, "')'")?;
        p.operands[ops].extend(uses);
    }
    p.operand_types[ops] = Some(types);
    Ok(())
}

/// `llvm.invoke [cconv] @f(%a) to ^bb1 unwind ^bb2(%x : i32) [vararg(T)]
/// {attrs} : (A) -> R`, or with `%fn` and `!llvm.ptr, (A) -> R`.
fn parse_invoke<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>) -> Result<(), E::Error> {
    let src = subs.src;
    if let Some(t) = inp.peek().filter(|t| t.kind == Kind::BareId) {
        if ods::enum_def("CConv").and_then(|d| d.value(t.text(src))).is_some() {
            inp.skip();
            let s = st(inp);
            let a = s.ctx.dialect_words_attr("llvm.cconv", &[t.text(src)]);
            p.set_prop(s, "CConv", a);
        }
    }
    let (direct, all) = callee_and_args(inp, subs, p)?;
    let idx = |n: &str| p.def.operand_index(n).unwrap_or(0);
    let (callee_ops, normal_ops, unwind_ops) = (idx("callee_operands"), idx("normalDestOperands"), idx("unwindDestOperands"));
    if !eat_kw(inp, src, "to") {
        return Err(err_here(inp, "expected 'to'"));
    }
    successor_with_operands(inp, subs, p, 0, normal_ops)?;
    if !eat_kw(inp, src, "unwind") {
        return Err(err_here(inp, "expected 'unwind'"));
    }
    successor_with_operands(inp, subs, p, 1, unwind_ops)?;
    let (inputs, results) = call_tail(inp, subs, p, direct)?;
    if all.len() != inputs.len() {
        return Err(err_here(inp, "incorrect number of operands for the callee"));
    }
    p.operands[callee_ops] = all;
    p.operand_types[callee_ops] = Some(inputs);
    p.result_types[0] = Some(results.to_vec());
    Ok(())
}

/// `llvm.landingpad [cleanup] (catch %a : T) (filter %b : U) {attrs} : R`.
fn parse_landingpad<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>) -> Result<(), E::Error> {
    let src = subs.src;
    if eat_kw(inp, src, "cleanup") {
        unit_prop(inp, p, "cleanup");
    }
    let mut types = Vec::new();
    while eat_kind(inp, Kind::LParen) {
        if !(eat_kw(inp, src, "catch") || eat_kw(inp, src, "filter")) {
            return Err(err_here(inp, "expected 'catch' or 'filter'"));
        }
        p.operands[0].push(inp.parse(subs.value_use.clone())?);
        expect_kind(inp, Kind::Colon, "':'")?;
        types.push(inp.parse(subs.ty.clone())?);
        expect_kind(inp, Kind::RParen, "')'")?;
    }
    p.operand_types[0] = Some(types);
    parse_opt_dict(inp, subs, p)?;
    expect_kind(inp, Kind::Colon, "':'")?;
    let t = inp.parse(subs.ty.clone())?;
    p.result_types[0] = Some(vec![t]);
    Ok(())
}

/// `@f(%a, %b)` or `%fn(%a, %b)` of a call or invoke: whether the callee is
/// direct, and the operand uses (an indirect callee first).
fn callee_and_args<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
) -> Result<(bool, Vec<ValueUse>), E::Error> {
    let direct = peek_kind(inp) == Kind::AtId;
    let mut all = Vec::new();
    if direct {
        let callee = inp.parse(subs.attr.clone())?;
        let s = st(inp);
        p.set_prop(s, "callee", callee);
    } else {
        all.push(inp.parse(subs.value_use.clone())?);
    }
    expect_kind(inp, Kind::LParen, "'('")?;
    all.extend(value_list(inp, subs)?);
    expect_kind(inp, Kind::RParen, "')'")?;
    Ok((direct, all))
}

/// `[vararg(T)] {attrs} : [!llvm.ptr,] (A) -> R` after a call's operands:
/// the operand types (an indirect callee's first) and the result types.
fn call_tail<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    direct: bool,
) -> Result<(Vec<Type>, Box<[Type]>), E::Error> {
    if eat_kw(inp, subs.src, "vararg") {
        expect_kind(inp, Kind::LParen, "'('")?;
        let t = inp.parse(subs.ty.clone())?;
        expect_kind(inp, Kind::RParen, "')'")?;
        let s = st(inp);
        let a = s.ctx.attr(AttrKind::Type(t));
        p.set_prop(s, "var_callee_type", a);
    }
    parse_opt_dict(inp, subs, p)?;
    expect_kind(inp, Kind::Colon, "':'")?;
    // `parseCallTypeAndResolveOperands`: a type list, then its shape.
    let at = inp.cursor();
    let mut types = vec![inp.parse(subs.ty.clone())?];
    while peek_kind(inp) == Kind::Comma {
        inp.skip();
        types.push(inp.parse(subs.ty.clone())?);
    }
    if direct && types.len() != 1 {
        return Err(err_at(inp, &at, "expected direct call to have 1 trailing type"));
    }
    if !direct && types.len() != 2 {
        return Err(err_at(inp, &at, "expected indirect call to have 2 trailing types"));
    }
    let Some(fty) = types.pop() else { return Err(err_at(inp, &at, "expected trailing function type")) };
    let s = st(inp);
    let TypeKind::Function { inputs: ins, results } = s.ctx.type_kind(fty).clone() else {
        return Err(err_at(inp, &at, "expected trailing function type"));
    };
    if results.len() > 1 {
        return Err(err_at(inp, &at, "expected function with 0 or 1 result"));
    }
    if results.len() == 1 && matches!(s.ctx.type_kind(results[0]), TypeKind::Llvm(LlvmType::Void)) {
        return Err(err_at(inp, &at, "expected a non-void result type"));
    }
    let mut inputs = types;
    inputs.extend(ins.iter().copied());
    Ok((inputs, results))
}
