//! Verification: what MLIR 19's verifier checks, with its messages, on the
//! ops llmir knows. Like MLIR's `OperationVerifier`, the walk stops at the
//! first failure (`--verify-diagnostics` tests are written against that):
//!
//! * entering an op: its dialect attributes ([`module_attrs`]), its
//!   invariants — slot type constraints ([`constraints`], [`invariants`])
//!   and the op's own verifier ([`llvm_ops`], [`params`], [`tbaa`]) — and
//!   block structure (ops with successors terminate their block);
//! * then its regions' ops;
//! * leaving it: a symbol table's unique names and symbol uses
//!   ([`symbols`]);
//! * then dominance of values in the regions of function-like ops
//!   ([`dominance`]), after their ops verified, as MLIR does for ops
//!   isolated from above.
//!
//! Unregistered ops are not checked beyond structure.

mod constraints;
mod control;
mod dominance;
mod globals;
mod invariants;
mod llvm_ops;
mod memory;
mod module_attrs;
mod params;
mod symbols;
mod tbaa;
mod values;

use crate::diag::Diagnostic;
use crate::ir::{Attr, AttrKind, Block, Body, Context, Module, Op, OpData, Type};

/// Ops whose regions follow SSA dominance; their nested regions do too.
const SSA_CFG_OPS: &[&str] = &["func.func", "llvm.func", "llvm.mlir.global", "llvm.comdat"];

pub fn verify(ctx: &Context, module: &Module) -> Vec<Diagnostic> {
    let cx = Cx { ctx, body: &module.body, symbols: symbols::Tables::build(ctx, &module.body, module.top) };
    match cx.op(module.top, false) {
        Ok(()) => Vec::new(),
        Err(d) => vec![d],
    }
}

/// What the checks share: the context, the body and the symbol tables.
pub(crate) struct Cx<'a> {
    pub ctx: &'a Context,
    pub body: &'a Body,
    pub symbols: symbols::Tables,
}

pub(crate) type Res = Result<(), Diagnostic>;

impl<'a> Cx<'a> {
    fn op(&self, op: Op, in_cfg: bool) -> Res {
        let d = self.body.op(op);
        let name = self.name(op);
        let cfg = in_cfg || SSA_CFG_OPS.contains(&name);
        self.enter(op, d)?;
        for &r in d.regions.iter() {
            for &b in &self.body.region(r).blocks {
                for &o in &self.body.block(b).ops {
                    self.op(o, cfg)?;
                }
            }
        }
        self.exit(op)?;
        if cfg && !in_cfg {
            // Values must dominate their uses (function bodies and what
            // they nest), checked once the ops themselves verified.
            self.dominance(op)?;
        }
        Ok(())
    }

    fn enter(&self, op: Op, d: &OpData) -> Res {
        module_attrs::check(self, op)?;
        if let Some(info) = crate::dialects::lookup(self.name(op)) {
            invariants::check(self, op, info.def)?;
            llvm_ops::check(self, op)?;
        }
        if !d.successors.is_empty() {
            self.terminator(op, d)?;
        }
        self.blocks_terminated(op, d)
    }

    /// Blocks of a registered op's regions end in a terminator, unless the
    /// op has `NoTerminator` (MLIR reports this at the block's last op).
    fn blocks_terminated(&self, op: Op, d: &OpData) -> Res {
        let Some(info) = crate::dialects::lookup(self.name(op)) else { return Ok(()) };
        if info.def.has(crate::dialects::opdef::traits::NO_TERMINATOR) || self.name(op) == "builtin.module" {
            return Ok(());
        }
        for &r in d.regions.iter() {
            for &b in &self.body.region(r).blocks {
                let Some(&last) = self.body.block(b).ops.last() else {
                    return Err(Diagnostic::error(self.body.block(b).span, "empty block: expect at least a terminator"));
                };
                let term = crate::dialects::lookup(self.name(last))
                    .map(|i| i.def.has(crate::dialects::opdef::traits::TERMINATOR))
                    // Unregistered ops might be terminators; MLIR lets them pass.
                    .unwrap_or(true);
                if !term {
                    return Err(self.err(last, format!("block with no terminator, has '{}'", self.name(last))));
                }
            }
        }
        Ok(())
    }

    fn exit(&self, op: Op) -> Res {
        llvm_ops::exit(self, op)?;
        match self.name(op) {
            "builtin.module" | "llvm.comdat" => symbols::check_table(self, op),
            _ => Ok(()),
        }
    }

    fn dominance(&self, op: Op) -> Res {
        let mut diags = Vec::new();
        for &r in self.body.op(op).regions.iter() {
            dominance::check_region(self.ctx, self.body, r, &mut diags);
            if let Some(d) = diags.into_iter().next() {
                return Err(d);
            }
            diags = Vec::new();
        }
        Ok(())
    }

    fn terminator(&self, op: Op, d: &OpData) -> Res {
        let Some(block) = d.parent else { return Ok(()) };
        if self.body.block(block).ops.last() != Some(&op) {
            return Err(Diagnostic::error(d.span, "operation with block successors must terminate its parent block"));
        }
        let region = self.body.block(block).parent;
        for (i, &s) in d.successors.iter().enumerate() {
            if self.body.block(s).parent != region {
                return Err(Diagnostic::error(
                    d.span,
                    format!("reference to block defined in another region (successor #{i})"),
                ));
            }
        }
        Ok(())
    }

    // --- helpers for the checks ---

    pub fn name(&self, op: Op) -> &'a str {
        self.ctx.str(self.body.op(op).name)
    }

    /// `'name' op message` at the op, as MLIR's `emitOpError`.
    pub fn op_err(&self, op: Op, msg: impl std::fmt::Display) -> Diagnostic {
        Diagnostic::error(self.body.op(op).span, format!("'{}' op {msg}", self.name(op)))
    }

    /// A message at the op without the op prefix, as MLIR's `emitError`.
    pub fn err(&self, op: Op, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.body.op(op).span, msg)
    }

    /// An inherent attribute (a property), or a discardable one of that name.
    pub fn prop(&self, op: Op, name: &str) -> Option<Attr> {
        let d = self.body.op(op);
        d.properties.and_then(|p| self.ctx.dict_get_str(p, name)).or_else(|| self.ctx.dict_get_str(d.attrs, name))
    }

    /// Only the discardable attribute `{name = ...}`.
    pub fn discardable(&self, op: Op, name: &str) -> Option<Attr> {
        self.ctx.dict_get_str(self.body.op(op).attrs, name)
    }

    pub fn prop_int(&self, op: Op, name: &str) -> Option<i128> {
        self.prop(op, name).and_then(|a| self.ctx.int_value(a))
    }

    pub fn prop_str(&self, op: Op, name: &str) -> Option<&'a str> {
        self.prop(op, name).and_then(|a| self.string(a))
    }

    pub fn string(&self, a: Attr) -> Option<&'a str> {
        match self.ctx.attr_kind(a) {
            AttrKind::String { value, .. } => std::str::from_utf8(value).ok(),
            _ => None,
        }
    }

    /// The root name of a symbol reference attribute.
    pub fn symbol(&self, a: Attr) -> Option<&'a str> {
        match self.ctx.attr_kind(a) {
            AttrKind::SymbolRef { root, .. } => Some(self.ctx.str(*root)),
            _ => None,
        }
    }

    /// The keyword of a one-word dialect attribute (`#llvm.linkage<internal>`).
    pub fn word(&self, a: Attr) -> Option<&'a str> {
        let (_, words) = self.ctx.dialect_words(a)?;
        (words.len() == 1).then(|| words[0])
    }

    pub fn operand_types(&self, op: Op) -> Vec<Type> {
        self.body.op(op).operands.iter().map(|&v| self.body.value(v).ty).collect()
    }

    pub fn result_types(&self, op: Op) -> Vec<Type> {
        self.body.op(op).results().map(|v| self.body.value(v).ty).collect()
    }

    pub fn ts(&self, t: Type) -> String {
        crate::printer::type_to_string(self.ctx, t)
    }

    /// The function-like op (`llvm.func`, `func.func`) that holds `op`.
    pub fn enclosing_function(&self, mut op: Op) -> Option<Op> {
        loop {
            let b = self.body.op(op).parent?;
            op = self.body.region(self.body.block(b).parent?).parent?;
            if matches!(self.name(op), "llvm.func" | "func.func") {
                return Some(op);
            }
        }
    }
}

/// Blocks of a region reachable through successors, for dominance.
pub(crate) fn successors(body: &Body, b: Block) -> impl Iterator<Item = Block> + '_ {
    body.block(b).ops.last().into_iter().flat_map(move |&o| body.op(o).successors.iter().copied())
}
