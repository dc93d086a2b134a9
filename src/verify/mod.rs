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
//! A module's DLTI layout spec must have well-formed LLVM type entries.
//! Unregistered ops are not checked beyond structure.

pub mod api;
pub mod constraints;
mod cf_ops;
mod control;
pub(crate) mod dominance;
mod func_ops;
mod globals;
mod gpu_attrs;
pub(crate) mod invariants;
mod llvm_ops;
mod memory;
mod module_attrs;
mod omp_ops;
mod nvvm;
mod nvvm_mma;
mod nvvm_types;
mod params;
mod symbols;
pub(crate) mod tbaa;
mod values;

use crate::diag::Diagnostic;
use crate::ir::{Attr, AttrKind, Block, Body, Context, Module, Op, OpData, Type, Value};

/// Ops whose regions follow SSA dominance; their nested regions do too.
const SSA_CFG_OPS: &[&str] = &["func.func", "llvm.func", "llvm.mlir.global", "llvm.comdat"];

pub fn verify(ctx: &Context, module: &Module) -> Vec<Diagnostic> {
    let cx = Cx { ctx, body: &module.body, symbols: symbols::Tables::build(ctx, &module.body, module.top) };
    match cx.op(module.top, false) {
        Ok(()) => Vec::new(),
        Err(d) => vec![d],
    }
}

/// Verifies `module` on a second thread while `work` (printing, typically)
/// runs on this one. The caller drops `work`'s result when verification
/// fails; the printer copes with ill-formed ops (it prints them generic).
pub fn verify_while<T>(ctx: &Context, module: &Module, work: impl FnOnce() -> T) -> (Vec<Diagnostic>, T) {
    // The verifier recurses once per nesting level, like the tools' main
    // thread (which runs on a 512 MiB stack).
    const VERIFY_THREAD_STACK: usize = 512 << 20;
    if !crate::threads::enabled() {
        let done = work();
        return (verify(ctx, module), done);
    }
    std::thread::scope(|scope| {
        let spawned =
            std::thread::Builder::new().stack_size(VERIFY_THREAD_STACK).spawn_scoped(scope, || {
            let diags = verify(ctx, module);
            crate::timeline::mark("verified");
            diags
        });
        let done = work();
        let diags = match spawned {
            Ok(handle) => handle.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            Err(_) => verify(ctx, module),
        };
        (diags, done)
    })
}

/// What the checks share: the context, the body and the symbol tables.
pub(crate) struct Cx<'a> {
    pub ctx: &'a Context,
    pub body: &'a Body,
    pub symbols: symbols::Tables<'a>,
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
                self.enter_block(op, b)?;
                for &o in &self.body.block(b).ops {
                    self.op(o, cfg)?;
                }
                self.exit_block(op, b)?;
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
        gpu_attrs::check_op(self, op)?;
        // The LLVM dialect checks its entries of a DLTI layout spec.
        if self.name(op) == "builtin.module" {
            if let Some(spec) = self.ctx.dict_get_str(d.attrs, "dlti.dl_spec") {
                let entries = crate::dialects::dlti::spec_entries(self.ctx, spec);
                crate::dialects::dlti::verify_entries(self.ctx, &entries).map_err(|m| self.err(op, m))?;
            }
        }
        if let Some(info) = crate::ods::lookup(self.name(op)) {
            invariants::check(self, op, info)?;
            llvm_ops::check(self, op)?;
        }
        if !d.successors.is_empty() {
            self.successors_in_region(op, d)?;
        }
        Ok(())
    }

    /// `mayBeValidWithoutTerminator`: the only block of a region whose op
    /// has `NoTerminator` (or may have it: unregistered ops).
    fn may_lack_terminator(&self, parent: Op, b: Block) -> bool {
        let Some(r) = self.body.block(b).parent else { return true };
        if self.body.region(r).blocks.len() != 1 {
            return false;
        }
        match crate::ods::lookup(self.name(parent)) {
            Some(info) => {
                info.def.has(crate::ods::opdef::traits::NO_TERMINATOR) || self.name(parent) == "builtin.module"
            }
            None => true,
        }
    }

    /// Entering a block: it is not empty unless it may lack a terminator,
    /// and only its last op has successors.
    fn enter_block(&self, parent: Op, b: Block) -> Res {
        let ops = &self.body.block(b).ops;
        let Some((_, init)) = ops.split_last() else {
            if self.may_lack_terminator(parent, b) {
                return Ok(());
            }
            return Err(self.err(parent, "empty block: expect at least a terminator"));
        };
        for &o in init {
            if !self.body.op(o).successors.is_empty() {
                return Err(self.err(o, "operation with block successors must terminate its parent block"));
            }
        }
        Ok(())
    }

    /// Leaving a block: it ends in a terminator (unregistered ops may be
    /// one), reported at its last op as MLIR does.
    fn exit_block(&self, parent: Op, b: Block) -> Res {
        if self.may_lack_terminator(parent, b) {
            return Ok(());
        }
        let Some(&last) = self.body.block(b).ops.last() else { return Ok(()) };
        let term = crate::ods::lookup(self.name(last))
            .map(|i| i.def.has(crate::ods::opdef::traits::TERMINATOR))
            .unwrap_or(true);
        if !term {
            return Err(self.err(last, format!("block with no terminator, has '{}'", self.name(last))));
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

    fn successors_in_region(&self, op: Op, d: &OpData) -> Res {
        let _ = op;
        let Some(block) = d.parent else { return Ok(()) };
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

    /// The type of operand `i`, if there is one.
    pub fn operand_type(&self, op: Op, i: usize) -> Option<Type> {
        self.body.op(op).operands.get(i).map(|&v| self.body.value(v).ty)
    }

    /// The type of result `i`, if there is one.
    pub fn result_type(&self, op: Op, i: usize) -> Option<Type> {
        let d = self.body.op(op);
        (i < d.num_results as usize).then(|| self.body.value(Value(d.first_result + i as u32)).ty)
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
