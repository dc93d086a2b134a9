//! `symbol-dce`: erases private symbols that nothing live refers to.
//!
//! Live roots are the non-private symbols of the symbol table and every op
//! of it that is not a symbol; liveness flows through the symbol
//! references (`@a`, `@a::@b` roots at `@a`) found in any attribute of a
//! live op or anything it nests.

use rustc_hash::{FxHashMap, FxHashSet};

use super::pass::{Pass, PassCx, PassFailed, PassInfo, Statistic};
use crate::diag::Diagnostic;
use crate::ods::{lookup, opdef::traits};
use crate::ir::{Attr, AttrKind, BodyItem, Context, Ident, Op};

pub const INFO: PassInfo = PassInfo {
    argument: "symbol-dce",
    name: "SymbolDCE",
    summary: "Eliminate dead symbols",
    anchor: None,
    options: &[],
    create: |_| Box::new(SymbolDce { dce: 0 }),
};

struct SymbolDce {
    dce: u64,
}

/// Every symbol root named by references inside `a`.
fn collect_refs(ctx: &Context, a: Attr, out: &mut Vec<Ident>) {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, .. } => out.push(*root),
        AttrKind::Array(items) => items.iter().for_each(|&x| collect_refs(ctx, x, out)),
        AttrKind::Dictionary(entries) => entries.iter().for_each(|e| collect_refs(ctx, e.1, out)),
        AttrKind::Distinct { inner, .. } => collect_refs(ctx, *inner, out),
        AttrKind::Dialect { body: Some(items), .. } => {
            for it in items.iter() {
                if let BodyItem::Attr(x, _) = it {
                    collect_refs(ctx, *x, out);
                }
            }
        }
        _ => {}
    }
}

impl Pass for SymbolDce {
    fn run(&mut self, cx: &mut PassCx<'_>, op: Op) -> Result<(), PassFailed> {
        let ctx = &*cx.ctx;
        let body = &cx.module.body;
        let name = ctx.str(body.op(op).name);
        if !lookup(name).is_some_and(|i| i.def.has(traits::SYMBOL_TABLE)) {
            cx.diags.push(Diagnostic::error(
                body.op(op).span,
                format!("'{name}' op  was scheduled to run under SymbolDCE, but does not define a symbol table"),
            ));
            return Err(PassFailed);
        }
        let children: Vec<Op> =
            body.op(op).regions.iter().flat_map(|&r| body.region(r).blocks.iter().flat_map(|&b| body.block(b).ops.iter().copied())).collect();
        let mut by_name: FxHashMap<Ident, Op> = FxHashMap::default();
        let mut live: Vec<Op> = Vec::new();
        for &c in &children {
            let d = body.op(c);
            let sym = d.properties.and_then(|p| ctx.dict_get_str(p, "sym_name")).or_else(|| ctx.dict_get_str(d.attrs, "sym_name"));
            let sym = sym.and_then(|s| match ctx.attr_kind(s) {
                AttrKind::String { value, .. } => std::str::from_utf8(value).ok(),
                _ => None,
            });
            let visibility = d.properties.and_then(|p| ctx.dict_get_str(p, "sym_visibility")).or_else(|| ctx.dict_get_str(d.attrs, "sym_visibility"));
            let private = visibility.is_some_and(|v| matches!(ctx.attr_kind(v), AttrKind::String { value, .. } if &**value == b"private"));
            match sym {
                Some(s) => {
                    if let Some(&id) = ctx_ident(ctx, s).as_ref() {
                        by_name.insert(id, c);
                    }
                    if !private {
                        live.push(c);
                    }
                }
                None => live.push(c),
            }
        }
        let mut seen: FxHashSet<Op> = live.iter().copied().collect();
        while let Some(o) = live.pop() {
            let mut refs = Vec::new();
            let mut ops = body.nested_ops_preorder(o);
            ops.push(o);
            for n in ops {
                let d = body.op(n);
                if let Some(p) = d.properties {
                    collect_refs(ctx, p, &mut refs);
                }
                collect_refs(ctx, d.attrs, &mut refs);
            }
            for r in refs {
                if let Some(&target) = by_name.get(&r) {
                    if seen.insert(target) {
                        live.push(target);
                    }
                }
            }
        }
        let dead: Vec<Op> = children.into_iter().filter(|c| !seen.contains(c)).collect();
        self.dce += dead.len() as u64;
        for d in dead {
            cx.module.body.erase_op(d);
        }
        Ok(())
    }

    fn statistics(&self) -> Vec<Statistic> {
        vec![Statistic { name: "num-dce'd", value: self.dce, help: "Number of symbols DCE'd" }]
    }
}

/// The identifier of `s` if the context has interned it (references can
/// only name interned identifiers).
fn ctx_ident(ctx: &Context, s: &str) -> Option<Ident> {
    ctx.lookup_ident(s)
}
