//! Structural verification: what every MLIR module must satisfy whatever
//! its ops are. Every problem becomes a [`Diagnostic`]; verification goes on
//! after an error so one run reports all of them.
//!
//! Checks: ops with successors terminate their block; successors stay in
//! the region; values dominate their uses in the regions of ops known to
//! have SSA control flow (function bodies: `func.func`, `llvm.func` and what
//! they nest), as MLIR does (unregistered ops may hold graph regions);
//! symbol names are unique within a symbol table (`builtin.module`); a
//! module's DLTI layout spec has well-formed LLVM type entries.

pub(crate) mod dominance;

use rustc_hash::FxHashMap;

use crate::diag::Diagnostic;
use crate::ir::{AttrKind, Block, Context, Module, Op, OpData};

/// Ops whose regions follow SSA dominance; their nested regions do too.
const SSA_CFG_OPS: &[&str] = &["func.func", "llvm.func", "llvm.mlir.global", "llvm.comdat"];

pub fn verify(ctx: &Context, module: &Module) -> Vec<Diagnostic> {
    let mut v = Verifier { ctx, module, diags: Vec::new() };
    v.op(module.top, false);
    v.diags
}

struct Verifier<'a> {
    ctx: &'a Context,
    module: &'a Module,
    diags: Vec<Diagnostic>,
}

impl Verifier<'_> {
    fn op(&mut self, op: Op, in_cfg: bool) {
        let body = &self.module.body;
        let d = body.op(op);
        let name = self.ctx.str(d.name);
        let cfg = in_cfg || SSA_CFG_OPS.contains(&name);
        if !d.successors.is_empty() {
            self.terminator(op, d);
        }
        if name == "builtin.module" {
            self.symbols(op);
            // The LLVM dialect checks its entries of a DLTI layout spec.
            if let Some(spec) = self.ctx.dict_get_str(d.attrs, "dlti.dl_spec") {
                let entries = crate::dialects::dlti::spec_entries(self.ctx, spec);
                if let Err(msg) = crate::dialects::dlti::verify_entries(self.ctx, &entries) {
                    self.diags.push(Diagnostic::error(d.span, msg));
                }
            }
        }
        if matches!(name, "llvm.call" | "llvm.invoke")
            && d.operands.is_empty()
            && d.properties.and_then(|p| self.ctx.dict_get_str(p, "callee")).is_none()
        {
            self.diags.push(Diagnostic::error(
                d.span,
                format!("'{name}' op must have either a `callee` attribute or at least an operand"),
            ));
        }
        for &r in d.regions.iter() {
            if cfg {
                dominance::check_region(self.ctx, body, r, &mut self.diags);
            }
            for &b in &body.region(r).blocks {
                for &o in &body.block(b).ops {
                    self.op(o, cfg);
                }
            }
        }
    }

    fn terminator(&mut self, op: Op, d: &OpData) {
        let body = &self.module.body;
        let Some(block) = d.parent else { return };
        if body.block(block).ops.last() != Some(&op) {
            self.diags.push(Diagnostic::error(d.span, "operation with block successors must terminate its parent block"));
        }
        let region = body.block(block).parent;
        for (i, &s) in d.successors.iter().enumerate() {
            if body.block(s).parent != region {
                self.diags.push(Diagnostic::error(
                    d.span,
                    format!("reference to block defined in another region (successor #{i})"),
                ));
            }
        }
    }

    /// Symbol names (`sym_name`) must be unique among a symbol table's ops.
    fn symbols(&mut self, table: Op) {
        let body = &self.module.body;
        let mut seen: FxHashMap<&str, Op> = FxHashMap::default();
        let mut found = Vec::new();
        for &r in body.op(table).regions.iter() {
            for &b in &body.region(r).blocks {
                for &o in &body.block(b).ops {
                    let Some(name) = self.sym_name(body.op(o)) else { continue };
                    if let Some(&prev) = seen.get(name) {
                        found.push(
                            Diagnostic::error(body.op(o).span, format!("redefinition of symbol named '{name}'"))
                                .with_note(body.op(prev).span, "see existing symbol definition here"),
                        );
                    } else {
                        seen.insert(name, o);
                    }
                }
            }
        }
        self.diags.extend(found);
    }

    fn sym_name(&self, d: &OpData) -> Option<&str> {
        let ctx = self.ctx;
        let key = |dict| -> Option<&str> {
            let AttrKind::Dictionary(entries) = ctx.attr_kind(dict) else { return None };
            let (_, v) = entries.iter().find(|(n, _)| ctx.str(*n) == "sym_name")?;
            match ctx.attr_kind(*v) {
                AttrKind::String { value, .. } => std::str::from_utf8(value).ok(),
                _ => None,
            }
        };
        d.properties.and_then(key).or_else(|| key(d.attrs))
    }
}

/// Blocks of a region reachable through successors, for dominance.
pub(crate) fn successors(body: &crate::ir::Body, b: Block) -> impl Iterator<Item = Block> + '_ {
    body.block(b).ops.last().into_iter().flat_map(move |&o| body.op(o).successors.iter().copied())
}
