//! The types a custom form leaves out: MLIR's generated parsers take them
//! from traits (`SameOperandsAndResultType`), type constraints
//! (`AllTypesMatch`, `TypesMatchWith`) and result type inference. The
//! references do not list those constraints, so each dialect writes its
//! ops' rules (an `infer` hook of its syntax rows, using the helpers here);
//! traits and buildable types are the engine's.

use super::op_parse::OpParse;
use crate::ods::opdef::{traits, Arity, TypeRule};
use crate::ir::{Context, LlvmType, Type, TypeKind};

/// An op's own type inference rule.
pub type InferFn = fn(&mut Context, &mut OpParse<'_>);

/// Fills in the operand and result types the format did not give.
pub fn infer_types(ctx: &mut Context, p: &mut OpParse<'_>, rule: Option<InferFn>) {
    let def = p.def;
    if def.has(traits::SAME_OPERANDS_AND_RESULT_TYPE) {
        let known = p
            .operand_types
            .iter()
            .chain(p.result_types.iter())
            .flatten()
            .flat_map(|v| v.first().copied())
            .next();
        if let Some(t) = known {
            fill_all(p, t);
        }
    }
    // The op's own rules (MLIR's `AllTypesMatch`, `TypesMatchWith`,
    // `InferTypeOpInterface`), from its dialect's syntax row.
    if let Some(rule) = rule {
        rule(ctx, p);
    }
    // Rules the op's dialect declares as data.
    let info = p.info;
    if let Some(rules) = info.dialect.type_rules.iter().find(|r| r.0 == def.name) {
        for _ in 0..2 {
            for rule in rules.1 {
                apply_rule(ctx, p, rule);
            }
        }
    }
    // Types with a builder (MLIR's `BuildableType`): an unresolved slot of
    // one of these constraints can only have that type.
    for i in 0..def.operands.len() {
        if p.operand_types[i].is_none() {
            if let Some(t) = buildable(ctx, def.operands[i].constraint) {
                p.operand_types[i] = Some(vec![t; p.operands[i].len()]);
            }
        }
    }
    for i in 0..def.results.len() {
        if p.result_types[i].is_none() && def.results[i].arity == Arity::One {
            if let Some(t) = buildable(ctx, def.results[i].constraint) {
                p.result_types[i] = Some(vec![t]);
            }
        }
    }
}

/// The one type a constraint admits, for constraints with a builder.
fn buildable(ctx: &mut Context, constraint: &str) -> Option<Type> {
    Some(match constraint {
        "LLVM token type" => ctx.ty(TypeKind::Llvm(LlvmType::Token)),
        "LLVM metadata type" => ctx.ty(TypeKind::Llvm(LlvmType::Metadata)),
        "32-bit float" => ctx.ty(TypeKind::Float(crate::ir::FloatKind::F32)),
        "index" => ctx.ty(TypeKind::Index),
        c => {
            if let Some(space) = c.strip_prefix("LLVM pointer in address space ") {
                return Some(ctx.ty(TypeKind::Llvm(LlvmType::Ptr { addr_space: space.parse().ok()? })));
            }
            let bits = c.strip_suffix("-bit signless integer")?;
            ctx.int_type(bits.parse().ok()?)
        }
    })
}

/// Every operand and result whose type is still open gets `t`.
fn fill_all(p: &mut OpParse<'_>, t: Type) {
    for (i, slot) in p.def.operands.iter().enumerate() {
        if p.operand_types[i].is_none() {
            p.operand_types[i] = Some(vec![t; if slot.arity == Arity::One { 1 } else { p.operands[i].len() }]);
        }
    }
    for (i, slot) in p.def.results.iter().enumerate() {
        if p.result_types[i].is_none() && slot.arity == Arity::One {
            p.result_types[i] = Some(vec![t]);
        }
    }
}

/// The single type of a named operand or result, if known.
pub fn get(p: &OpParse<'_>, name: &str) -> Option<Type> {
    if let Some(i) = p.def.operand_index(name) {
        return p.operand_types[i].as_ref().and_then(|v| v.first().copied());
    }
    let i = p.def.result_index(name)?;
    p.result_types[i].as_ref().and_then(|v| v.first().copied())
}

/// Sets a named operand's or result's type unless the format gave one.
pub fn set(p: &mut OpParse<'_>, name: &str, t: Type) {
    if let Some(i) = p.def.operand_index(name) {
        if p.operand_types[i].is_none() {
            p.operand_types[i] = Some(vec![t]);
        }
    } else if let Some(i) = p.def.result_index(name) {
        if p.result_types[i].is_none() {
            p.result_types[i] = Some(vec![t]);
        }
    }
}

/// Gives the named slots `from`'s type, where the format gave none.
pub fn copy(p: &mut OpParse<'_>, from: &str, to: &[&str]) {
    if let Some(t) = get(p, from) {
        for n in to {
            set(p, n, t);
        }
    }
}

/// The element type of a vector (builtin or `!llvm.vec`).
pub fn element_type(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. } => Some(*elem),
        TypeKind::Llvm(LlvmType::Vec { elem, .. }) => Some(*elem),
        _ => None,
    }
}

/// One of a dialect's [`TypeRule`]s, where it can decide a missing type.
fn apply_rule(ctx: &mut Context, p: &mut OpParse<'_>, rule: &TypeRule) {
    match *rule {
        TypeRule::Same(names) => {
            if let Some(t) = names.iter().find_map(|n| get(p, n)) {
                for n in names {
                    set(p, n, t);
                }
            }
        }
        TypeRule::BoolLike { from, to } => {
            let Some(t) = get(p, from) else { return };
            let i1 = ctx.int_type(1);
            let b = match ctx.type_kind(t).clone() {
                TypeKind::Vector { shape, scalable, .. } => ctx.ty(TypeKind::Vector { shape, scalable, elem: i1 }),
                TypeKind::RankedTensor { shape, encoding, .. } => ctx.ty(TypeKind::RankedTensor { shape, elem: i1, encoding }),
                TypeKind::UnrankedTensor { .. } => ctx.ty(TypeKind::UnrankedTensor { elem: i1 }),
                _ => i1,
            };
            set(p, to, b);
        }
        TypeRule::ElementOf { from, to } => {
            let Some(t) = get(p, from) else { return };
            let elem = match ctx.type_kind(t) {
                TypeKind::Vector { elem, .. }
                | TypeKind::RankedTensor { elem, .. }
                | TypeKind::UnrankedTensor { elem }
                | TypeKind::MemRef { elem, .. }
                | TypeKind::UnrankedMemRef { elem, .. }
                | TypeKind::Complex(elem) => *elem,
                _ => return,
            };
            set(p, to, elem);
        }
    }
}
