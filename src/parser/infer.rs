//! The types a custom form leaves out: MLIR's generated parsers take them
//! from traits (`SameOperandsAndResultType`), type constraints
//! (`AllTypesMatch`, `TypesMatchWith`) and result type inference. The
//! references do not list those constraints, so the rules are written here.

use super::custom_op::OpParse;
use crate::ods::opdef::{traits, Arity, TypeRule};
use crate::ir::{Context, LlvmType, Type, TypeKind};

/// Fills in the operand and result types the format did not give.
pub fn infer_types(ctx: &mut Context, p: &mut OpParse<'_>) {
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
    let op = def.name;
    match op {
        "llvm.select" => {
            copy(p, "res", &["trueValue", "falseValue"]);
        }
        "llvm.cmpxchg" => {
            copy(p, "val", &["cmp"]);
            if let Some(v) = get(p, "val") {
                let i1 = ctx.int_type(1);
                let s = ctx.ty(TypeKind::Llvm(LlvmType::LiteralStruct { packed: false, fields: vec![v, i1].into() }));
                set(p, "res", s);
            }
        }
        "llvm.atomicrmw" => copy(p, "val", &["res"]),
        "llvm.cond_br" => {
            let i1 = ctx.int_type(1);
            set(p, "condition", i1);
        }
        "llvm.extractelement" => {
            if let Some(e) = get(p, "vector").and_then(|v| element_type(ctx, v)) {
                set(p, "res", e);
            }
        }
        "llvm.insertelement" => {
            copy(p, "vector", &["res"]);
            if let Some(e) = get(p, "vector").and_then(|v| element_type(ctx, v)) {
                set(p, "value", e);
            }
        }
        "llvm.insertvalue" => copy(p, "container", &["res"]),
        // `AllTypesMatch<["dstvec", "res"]>`.
        "llvm.intr.vector.insert" => copy(p, "res", &["dstvec"]),
        "llvm.shufflevector" => copy(p, "v1", &["v2"]),
        "llvm.intr.invariant.end" => {
            let ptr = ctx.ptr_type();
            set(p, "start", ptr);
        }
        "llvm.intr.coro.suspend" => {
            let token = ctx.ty(TypeKind::Llvm(LlvmType::Token));
            let i1 = ctx.int_type(1);
            set(p, "save", token);
            set(p, "final", i1);
        }
        "llvm.intr.expect" | "llvm.intr.expect.with.probability" => copy(p, "val", &["expected", "res"]),
        "llvm.intr.ssa.copy" => copy(p, "operand", &["res"]),
        "llvm.freeze" => copy(p, "val", &["res"]),
        // The legacy buffer ops' parsers resolve the resource as
        // `vector<4xi32>` and the offsets as i32.
        "rocdl.raw.buffer.load"
        | "rocdl.raw.buffer.store"
        | "rocdl.raw.buffer.atomic.fadd"
        | "rocdl.raw.buffer.atomic.fmax"
        | "rocdl.raw.buffer.atomic.smax"
        | "rocdl.raw.buffer.atomic.umin" => {
            let i32 = ctx.int_type(32);
            let v4i32 = ctx.ty(TypeKind::Vector { shape: vec![4].into(), scalable: vec![false].into(), elem: i32 });
            set(p, "rsrc", v4i32);
            for n in ["offset", "soffset", "aux"] {
                set(p, n, i32);
            }
        }
        // `AllTypesMatch<["res", "src", "cmp"]>`.
        "rocdl.raw.buffer.atomic.cmpswap" | "rocdl.raw.ptr.buffer.atomic.cmpswap" => copy(p, "res", &["src", "cmp"]),
        // `VoteBallotOp::parse` resolves its two operands as i32 and i1.
        "nvvm.vote.ballot.sync" => {
            let (i32, i1) = (ctx.int_type(32), ctx.int_type(1));
            set(p, "mask", i32);
            set(p, "pred", i1);
        }
        "func.call_indirect" => {
            if let Some(f) = get(p, "callee") {
                if let TypeKind::Function { inputs, results } = ctx.type_kind(f).clone() {
                    if let Some(i) = def.operand_index("callee_operands") {
                        p.operand_types[i] = Some(inputs.to_vec());
                    }
                    if let Some(i) = def.result_index("results") {
                        p.result_types[i] = Some(results.to_vec());
                    }
                }
            }
        }
        _ => {}
    }
    // Rules the op's dialect declares as data.
    if let Some(rules) = crate::ods::lookup(op).and_then(|i| i.dialect.type_rules.iter().find(|r| r.0 == op)) {
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
fn get(p: &OpParse<'_>, name: &str) -> Option<Type> {
    if let Some(i) = p.def.operand_index(name) {
        return p.operand_types[i].as_ref().and_then(|v| v.first().copied());
    }
    let i = p.def.result_index(name)?;
    p.result_types[i].as_ref().and_then(|v| v.first().copied())
}

/// Sets a named operand's or result's type unless the format gave one.
fn set(p: &mut OpParse<'_>, name: &str, t: Type) {
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

fn copy(p: &mut OpParse<'_>, from: &str, to: &[&str]) {
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
