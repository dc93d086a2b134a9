//! The LLVM ops whose custom forms MLIR writes by hand in C++:
//! `llvm.icmp`/`llvm.fcmp`, `llvm.alloca`, `llvm.call`, `llvm.invoke` and
//! `llvm.landingpad`.

use crate::ir::{AttrKind, LlvmType, Type, TypeKind};
use crate::parser::api::*;

/// `llvm.icmp "eq" %a, %b : i32`.
pub fn parse_cmp<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let src = subs.src;
    let enum_name = if p.def.name == "llvm.icmp" { "ICmpPredicate" } else { "FCmpPredicate" };
    if peek_kind(inp) != Kind::String {
        // MLIR reads an attribute and finds it is not a string.
        return Err(err_here(inp, "invalid kind of attribute specified"));
    }
    let t = expect_kind(inp, Kind::String, "predicate string")?;
    let word = String::from_utf8_lossy(&unescape(t.text(src)).unwrap_or_default()).into_owned();
    let Some(v) = crate::ods::enum_def(enum_name).and_then(|d| d.value(&word)) else {
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

/// `llvm.alloca [inalloca] %n x T {attrs} : (i64) -> !llvm.ptr`.
pub fn parse_alloca<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
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
pub fn parse_call<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let src = subs.src;
    if let Some(t) = inp.peek().filter(|t| t.kind == Kind::BareId) {
        if let Some(_v) = crate::ods::enum_def("CConv").and_then(|d| d.value(t.text(src))) {
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
pub fn parse_invoke<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let src = subs.src;
    if let Some(t) = inp.peek().filter(|t| t.kind == Kind::BareId) {
        if crate::ods::enum_def("CConv").and_then(|d| d.value(t.text(src))).is_some() {
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
pub fn parse_landingpad<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
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
    all.extend(delimited_value_list(inp, subs, Kind::RParen)?);
    expect_kind(inp, Kind::RParen, "')' in operand list")?;
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
