//! `alias_scopes`/`noalias_scopes` → `!alias.scope`/`!noalias` lists
//! (access groups, distinct empty nodes, come from `debug_info`), and
//! the scope argument of `llvm.experimental.noalias.scope.decl`. Domains
//! and scopes are distinct self-referencing nodes, as MLIR builds them:
//! `distinct !{!self, !"description"}` and
//! `distinct !{!self, !domain, !"description"}` (no description, no string).

use inkwell::llvm_sys::debuginfo::{LLVMMetadataReplaceAllUsesWith, LLVMTemporaryMDNode};
use inkwell::llvm_sys::prelude::*;

use super::dialect_attr::{as_attr, as_string, fields, get, inner};
use super::Tr;
use crate::ir::{Attr, AttrKind, Op};

impl Tr<'_> {
    /// `!tbaa`, `!alias.scope`, `!noalias` and `!llvm.access.group` of a
    /// memory access (one access group is attached as itself, several as a
    /// list).
    pub(crate) fn access_metadata(&mut self, op: Op, inst: LLVMValueRef) {
        self.tbaa(op, inst);
        if let Some(AttrKind::Array(groups)) = self.prop(op, "access_groups").map(|a| self.ctx.attr_kind(a)) {
            let mut nodes: Vec<LLVMMetadataRef> = groups.iter().filter_map(|g| self.di.nodes.get(g).copied()).collect();
            match nodes.len() {
                0 => {}
                1 => self.attach(inst, "llvm.access.group", nodes[0]),
                _ => {
                    let list = self.md_node(&mut nodes);
                    self.attach(inst, "llvm.access.group", list);
                }
            }
        }
        for (prop, kind) in [("alias_scopes", "alias.scope"), ("noalias_scopes", "noalias")] {
            if let Some(list) = self.prop(op, prop).and_then(|a| self.scope_list(a)) {
                self.attach(inst, kind, list);
            }
        }
    }

    /// `!{!scope, ...}` for an array of `#llvm.alias_scope`.
    pub(crate) fn scope_list(&mut self, a: Attr) -> Option<LLVMMetadataRef> {
        let items = match self.ctx.attr_kind(a) {
            AttrKind::Array(items) if !items.is_empty() => items.to_vec(),
            AttrKind::Dialect { .. } => vec![a],
            _ => return None,
        };
        let mut nodes = Vec::with_capacity(items.len());
        for s in items {
            nodes.push(self.scope_node(s)?);
        }
        Some(self.md_node(&mut nodes))
    }

    fn scope_node(&mut self, a: Attr) -> Option<LLVMMetadataRef> {
        if let Some(&md) = self.scope_md.get(&a) {
            return Some(md);
        }
        let ctx = self.ctx;
        let AttrKind::Dialect { name, .. } = ctx.attr_kind(a) else { return None };
        let is_scope = match ctx.str(*name) {
            "llvm.alias_scope" => true,
            "llvm.alias_scope_domain" => false,
            _ => return None,
        };
        let fs = fields(ctx, inner(ctx, a)?);
        let mut ops = Vec::new();
        if is_scope {
            let domain = get(&fs, "domain").and_then(as_attr)?;
            ops.push(self.scope_node(domain)?);
        }
        if let Some(d) = get(&fs, "description").and_then(|v| as_string(ctx, v)) {
            ops.push(self.md_string(&String::from_utf8_lossy(&d)));
        }
        // SAFETY: a temporary stands for the node while it is built; the
        // self-reference makes LLVM turn the node distinct and frees the
        // temporary.
        let md = unsafe {
            let tmp = LLVMTemporaryMDNode(self.llctx, std::ptr::null_mut(), 0);
            let mut all = vec![tmp];
            all.extend(ops);
            let md = self.md_node(&mut all);
            LLVMMetadataReplaceAllUsesWith(tmp, md);
            md
        };
        self.scope_md.insert(a, md);
        Some(md)
    }
}
