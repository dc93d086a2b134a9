//! Symbol tables and symbol uses: names are unique within a table
//! (`builtin.module`, `llvm.comdat`), and the ops that name symbols
//! (`llvm.call`, `llvm.invoke`, `llvm.mlir.addressof`, global ctors/dtors,
//! comdat references) find the right kind of op there, with matching types.
//! MLIR checks these when it leaves a symbol table, after everything in it
//! verified; so does [`check_table`].

use rustc_hash::FxHashMap;

use super::{Cx, Res};
use crate::diag::Diagnostic;
use crate::ir::{Attr, AttrKind, Body, Context, LlvmType, LocKind, Op, Type, TypeKind};

/// Every symbol table's names, built once before the walk.
#[derive(Default)]
pub struct Tables<'a> {
    /// (table op, symbol name) → the op defining it (the first one).
    names: FxHashMap<(Op, &'a str), Op>,
}

impl<'a> Tables<'a> {
    pub fn build(ctx: &'a Context, body: &Body, top: Op) -> Tables<'a> {
        let mut t = Tables::default();
        let mut stack = vec![top];
        while let Some(op) = stack.pop() {
            let d = body.op(op);
            let is_table = matches!(ctx.str(d.name), "builtin.module" | "llvm.comdat");
            for &r in d.regions.iter() {
                for &b in &body.region(r).blocks {
                    for &o in &body.block(b).ops {
                        stack.push(o);
                        if !is_table {
                            continue;
                        }
                        if let Some(name) = sym_name(ctx, body, o) {
                            t.names.entry((op, name)).or_insert(o);
                        }
                    }
                }
            }
        }
        t
    }
}

/// The `sym_name` of an op (property or attribute).
pub fn sym_name<'c>(ctx: &'c Context, body: &Body, op: Op) -> Option<&'c str> {
    let d = body.op(op);
    let a = d.properties.and_then(|p| ctx.dict_get_str(p, "sym_name")).or_else(|| ctx.dict_get_str(d.attrs, "sym_name"))?;
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => std::str::from_utf8(value).ok(),
        _ => None,
    }
}

impl Cx<'_> {
    /// The nearest enclosing symbol table of `op` (not `op` itself).
    pub fn table_of(&self, op: Op) -> Option<Op> {
        let mut cur = op;
        loop {
            let b = self.body.op(cur).parent?;
            cur = self.body.region(self.body.block(b).parent?).parent?;
            if matches!(self.name(cur), "builtin.module" | "llvm.comdat") {
                return Some(cur);
            }
        }
    }

    /// `lookupNearestSymbolFrom`: the symbol named in the nearest table
    /// around `from`, then the tables around that one.
    pub fn lookup(&self, from: Op, name: &str) -> Option<Op> {
        let mut at = from;
        while let Some(t) = self.table_of(at) {
            if let Some(&o) = self.symbols.names.get(&(t, name)) {
                return Some(o);
            }
            at = t;
        }
        None
    }

    /// A nested reference `@a::@b`: `a` from the nearest table, then `b` in it.
    pub fn lookup_ref(&self, from: Op, a: Attr) -> Option<Op> {
        let AttrKind::SymbolRef { root, nested } = self.ctx.attr_kind(a) else { return None };
        let mut op = self.lookup(from, self.ctx.str(*root))?;
        for n in nested.iter() {
            op = *self.symbols.names.get(&(op, self.ctx.str(*n)))?;
        }
        Some(op)
    }
}

/// On leaving a symbol table: unique names, then each symbol use inside it
/// (not inside nested tables, which checked their own).
pub fn check_table(cx: &Cx, table: Op) -> Res {
    let body = cx.body;
    let mut seen: FxHashMap<&str, Op> = FxHashMap::default();
    for &r in body.op(table).regions.iter() {
        for &b in &body.region(r).blocks {
            for &o in &body.block(b).ops {
                let Some(name) = sym_name(cx.ctx, body, o) else { continue };
                if let Some(&prev) = seen.get(name) {
                    return Err(Diagnostic::error(body.op(o).span, format!("redefinition of symbol named '{name}'"))
                        .with_note(body.op(prev).span, "see existing symbol definition here"));
                }
                seen.insert(name, o);
            }
        }
    }
    let mut stack: Vec<Op> = Vec::new();
    let push_children = |op: Op, stack: &mut Vec<Op>| {
        for &r in body.op(op).regions.iter().rev() {
            for &b in body.region(r).blocks.iter().rev() {
                stack.extend(body.block(b).ops.iter().rev());
            }
        }
    };
    push_children(table, &mut stack);
    while let Some(o) = stack.pop() {
        symbol_use(cx, o)?;
        if !matches!(cx.name(o), "builtin.module" | "llvm.comdat") {
            push_children(o, &mut stack);
        }
    }
    Ok(())
}

fn symbol_use(cx: &Cx, op: Op) -> Res {
    match cx.name(op) {
        "llvm.call" => call(cx, op),
        "llvm.mlir.addressof" => addressof(cx, op),
        "llvm.mlir.global_ctors" => structors(cx, op, "ctors", "ctor"),
        "llvm.mlir.global_dtors" => structors(cx, op, "dtors", "dtor"),
        "func.call" => super::func_ops::call(cx, op),
        "func.constant" => super::func_ops::constant(cx, op),
        _ => Ok(()),
    }
}

/// The function type of an `llvm.func` (its `function_type` property).
pub fn func_type(cx: &Cx, f: Op) -> Option<(Type, Box<[Type]>, bool)> {
    let t = cx.prop(f, "function_type")?;
    let AttrKind::Type(t) = cx.ctx.attr_kind(t) else { return None };
    match cx.ctx.type_kind(*t) {
        TypeKind::Llvm(LlvmType::Func { ret, params, vararg }) => Some((*ret, params.clone(), *vararg)),
        _ => None,
    }
}

fn is_void(cx: &Cx, t: Type) -> bool {
    matches!(cx.ctx.type_kind(t), TypeKind::Llvm(LlvmType::Void))
}

/// `CallOp::verifySymbolUses`.
fn call(cx: &Cx, op: Op) -> Res {
    let d = cx.body.op(op);
    let Some(callee) = cx.prop(op, "callee").and_then(|a| cx.symbol(a)) else {
        let Some(&first) = d.operands.first() else {
            return Err(cx.op_err(op, "must have either a `callee` attribute or at least an operand"));
        };
        let t = cx.body.value(first).ty;
        if !matches!(cx.ctx.type_kind(t), TypeKind::Llvm(LlvmType::Ptr { .. })) {
            return Err(cx.op_err(op, format!("indirect call expects a pointer as callee: '{}'", cx.ts(t))));
        }
        return Ok(());
    };
    let Some(f) = cx.lookup(op, callee) else {
        return Err(cx.op_err(op, format!("'{callee}' does not reference a symbol in the current scope")));
    };
    if cx.name(f) != "llvm.func" {
        return Err(cx.op_err(op, format!("'{callee}' does not reference a valid LLVM function")));
    }
    debug_location(cx, op, f)?;
    let Some((ret, params, vararg)) = func_type(cx, f) else { return Ok(()) };
    if vararg && cx.prop(op, "var_callee_type").is_none() {
        return Err(cx.op_err(op, "missing var_callee_type attribute for vararg call"));
    }
    let args = cx.operand_types(op);
    if !vararg && params.len() != args.len() {
        return Err(cx.op_err(
            op,
            format!("incorrect number of operands ({}) for callee (expecting: {})", args.len(), params.len()),
        ));
    }
    if params.len() > args.len() {
        return Err(cx.op_err(
            op,
            format!("incorrect number of operands ({}) for varargs callee (expecting at least: {})", args.len(), params.len()),
        ));
    }
    for (i, (&p, &a)) in params.iter().zip(&args).enumerate() {
        if p != a {
            return Err(cx.op_err(op, format!("operand type mismatch for operand {i}: '{}' != '{}'", cx.ts(a), cx.ts(p))));
        }
    }
    if d.num_results == 0 && !is_void(cx, ret) {
        return Err(cx.op_err(op, "expected function call to produce a value"));
    }
    if d.num_results != 0 && is_void(cx, ret) {
        return Err(cx.op_err(op, "calling function with void result must not produce values"));
    }
    if let Some(r) = cx.result_type(op, 0) {
        if r != ret {
            return Err(cx.op_err(op, format!("result type mismatch: '{}' != '{}'", cx.ts(r), cx.ts(ret))));
        }
    }
    Ok(())
}

/// Whether an op's location holds a `fused<#llvm.di_subprogram<...>>`.
fn has_subprogram(cx: &Cx, op: Op) -> bool {
    fn walk(cx: &Cx, a: Attr, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        match cx.ctx.attr_kind(a) {
            AttrKind::Loc(LocKind::Fused { metadata, locs }) => {
                metadata.is_some_and(|m| matches!(cx.ctx.attr_kind(m), AttrKind::Dialect { name, .. } if cx.ctx.str(*name) == "llvm.di_subprogram"))
                    || locs.iter().any(|&l| walk(cx, l, depth + 1))
            }
            AttrKind::Loc(LocKind::Name { child: Some(c), .. }) => walk(cx, *c, depth + 1),
            AttrKind::Loc(LocKind::CallSite { callee, caller }) => walk(cx, *callee, depth + 1) || walk(cx, *caller, depth + 1),
            _ => false,
        }
    }
    cx.body.op(op).loc.is_some_and(|l| walk(cx, l, 0))
}

/// `verifyCallOpDebugInfo`: in a function with a subprogram location, a
/// call to a function with one must have a location (LLVM's inliner needs
/// it). MLIR reports it at the call's unknown location. Only an inlinable
/// call counts: a callee without a body (a declaration) is never inlined,
/// so mlir-opt-19 accepts an unknown location there.
fn debug_location(cx: &Cx, op: Op, callee: Op) -> Res {
    let Some(parent) = cx.enclosing_function(op).filter(|&f| cx.name(f) == "llvm.func") else { return Ok(()) };
    if !has_subprogram(cx, parent) {
        return Ok(());
    }
    let unknown = cx.body.op(op).loc.is_some_and(|l| matches!(cx.ctx.attr_kind(l), AttrKind::Loc(LocKind::Unknown)));
    if !unknown || super::control::is_external(cx, callee) || !has_subprogram(cx, callee) {
        return Ok(());
    }
    Err(Diagnostic::error(
        None,
        "inlinable function call in a function with a DISubprogram location must have a debug location",
    ))
}

/// `AddressOfOp::verifySymbolUses`.
fn addressof(cx: &Cx, op: Op) -> Res {
    let Some(name) = cx.prop(op, "global_name") else { return Ok(()) };
    let target = cx.symbol(name).and_then(|n| cx.lookup(op, n));
    let kind = target.map(|t| cx.name(t));
    if !matches!(kind, Some("llvm.mlir.global" | "llvm.func")) {
        return Err(cx.op_err(op, "must reference a global defined by 'llvm.mlir.global' or 'llvm.func'"));
    }
    let Some(target) = target else { return Ok(()) };
    let Some(res) = cx.result_type(op, 0) else { return Ok(()) };
    let TypeKind::Llvm(LlvmType::Ptr { addr_space }) = cx.ctx.type_kind(res) else { return Ok(()) };
    if cx.name(target) == "llvm.mlir.global" {
        let space = cx.prop_int(target, "addr_space").unwrap_or(0);
        if space != *addr_space as i128 {
            return Err(cx.op_err(op, "pointer address space must match address space of the referenced global"));
        }
    } else if cx.name(target) == "llvm.func" && *addr_space != 0 {
        return Err(cx.op_err(op, "pointer address space must be 0 when referencing a function"));
    }
    Ok(())
}

/// Global ctors/dtors name defined `llvm.func`s.
fn structors(cx: &Cx, op: Op, list: &str, what: &str) -> Res {
    let Some(a) = cx.prop(op, list) else { return Ok(()) };
    let AttrKind::Array(items) = cx.ctx.attr_kind(a) else { return Ok(()) };
    for &item in items.iter() {
        let Some(name) = cx.symbol(item) else { continue };
        let f = cx.lookup(op, name).filter(|&f| cx.name(f) == "llvm.func");
        let Some(f) = f else {
            return Err(cx.op_err(op, format!("'{what}' does not reference a valid LLVM function")));
        };
        if cx.body.op(f).regions.iter().all(|&r| cx.body.region(r).blocks.is_empty()) {
            return Err(cx.op_err(op, format!("'{what}' does not have a definition")));
        }
    }
    Ok(())
}

/// A global's or function's `comdat(@table::@selector)` names a selector.
pub fn comdat(cx: &Cx, op: Op) -> Res {
    let Some(c) = cx.prop(op, "comdat") else { return Ok(()) };
    match cx.lookup_ref(op, c) {
        Some(s) if cx.name(s) == "llvm.comdat_selector" => Ok(()),
        _ => Err(cx.err(op, "expected comdat symbol")),
    }
}
