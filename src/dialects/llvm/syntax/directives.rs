//! The LLVM dialect's `custom<...>` directives, read as MLIR 19's
//! `LLVMDialect` C++ parsers read them: `LLVMOpAttrs`, `OverflowFlags`,
//! `GEPIndices`, `InsertExtractValueElementType`, `ShuffleType` and
//! `llvm.switch`'s `SwitchOpCases`.

use crate::ir::{AttrKind, DenseData, IntOrFloat, LlvmType, Signedness, StructBody, Type, TypeKind};
use crate::ods::format::{CustomArg, TypeOf, Var};
use crate::parser::api::*;

/// Marks a dynamic index in `rawConstantIndices` (LLVM's `INT32_MIN`).
pub const GEP_DYNAMIC_INDEX: i128 = i32::MIN as i128;

/// `{attrs}`: the op's attribute dictionary, read by the directive.
pub fn op_attrs<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, a: &HookArgs<'_>) -> Result<(), E::Error> {
    let _ = a;

    if peek_kind(inp) == Kind::LBrace {
        let d = inp.parse(subs.dict.clone())?;
        if let AttrKind::Dictionary(entries) = st(inp).ctx.attr_kind(d) {
            p.attrs.extend(entries.iter().copied());
        }
    }
    Ok(())
}

/// `overflow<nsw, nuw>`, or nothing: the `overflowFlags` property.
pub fn overflow_flags<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, a: &HookArgs<'_>) -> Result<(), E::Error> {
    let _ = a;
    let src = subs.src;

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

/// `[0, %i, 2]`: constant indices and dynamic index operands of a GEP.
pub fn gep_indices<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, a: &HookArgs<'_>) -> Result<(), E::Error> {
    let _ = a;
    let src = subs.src;

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

/// The type of `llvm.extractvalue`'s result or `llvm.insertvalue`'s value:
/// the container's element at the position.
pub fn insert_extract_value_element_type<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, _: &Subs<'a, E>, p: &mut OpParse<'_>, a: &HookArgs<'_>) -> Result<(), E::Error> {
    let args = a.args;

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
    if !is_llvm_compatible(&s.ctx, container[0]) {
        let shown = type_to_string(&s.ctx, container[0]);
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

/// `llvm.shufflevector`'s result type: the first vector's, with the mask's
/// length.
pub fn shuffle_type<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, _: &Subs<'a, E>, p: &mut OpParse<'_>, a: &HookArgs<'_>) -> Result<(), E::Error> {
    let args = a.args;

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
    let Some(&v1) = v1.first().filter(|&&t| crate::verify::api::vector_elem(&s.ctx, t).is_some()) else {
        return Err(err_here(inp, "expected an LLVM compatible vector type"));
    };
    let res = match s.ctx.type_kind(v1).clone() {
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
pub fn switch_cases<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>, a: &HookArgs<'_>) -> Result<(), E::Error> {
    let _ = a;
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
        let values: Vec<i128> = values.into_iter().map(|v| normalize(v as u128, width, Signedness::Signless)).collect();
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
