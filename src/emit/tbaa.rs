//! `tbaa = [#llvm.tbaa_tag<...>]` on memory accesses → `!tbaa` nodes, as
//! MLIR builds them: a root is `!{!"id"}`, a type descriptor
//! `!{!"id", !member, i64 offset, ...}`, a tag `!{!base, !access, i64
//! offset[, i64 1 if constant]}`. Nodes are uniqued, so building the same
//! attribute twice yields the same node; a cache saves the work.

use inkwell::llvm_sys::prelude::*;

use super::dialect_attr::{as_attr, as_bool, as_int, as_string, fields, get, group_items, inner, split_commas, strip_group};
use super::Tr;
use crate::ir::{Attr, AttrKind, Op};

impl Tr<'_> {
    /// Attaches `!tbaa` when the op has exactly one access tag (LLVM takes
    /// one per instruction; MLIR leaves longer lists out with a warning).
    pub(crate) fn tbaa(&mut self, op: Op, inst: LLVMValueRef) {
        let Some(a) = self.prop(op, "tbaa") else { return };
        let tag = match self.ctx.attr_kind(a) {
            AttrKind::Array(items) if items.len() == 1 => items[0],
            _ => return,
        };
        if let Some(md) = self.tbaa_node(tag, 0) {
            self.attach(inst, "tbaa", md);
        }
    }

    fn tbaa_node(&mut self, a: Attr, depth: u32) -> Option<LLVMMetadataRef> {
        if let Some(&md) = self.tbaa_md.get(&a) {
            return Some(md);
        }
        if depth > 256 {
            return None;
        }
        let ctx = self.ctx;
        let AttrKind::Dialect { name, .. } = ctx.attr_kind(a) else { return None };
        let fs = fields(ctx, inner(ctx, a)?);
        let md = match ctx.str(*name) {
            "llvm.tbaa_root" => {
                let id = get(&fs, "id").and_then(|v| as_string(ctx, v))?;
                let mut ops = [self.md_string(&String::from_utf8_lossy(&id))];
                self.md_node(&mut ops)
            }
            "llvm.tbaa_type_desc" => {
                let id = get(&fs, "id").and_then(|v| as_string(ctx, v))?;
                let mut ops = vec![self.md_string(&String::from_utf8_lossy(&id))];
                if let Some(members) = get(&fs, "members").and_then(|v| strip_group(ctx, v)) {
                    for m in split_commas(ctx, members) {
                        let pair = split_commas(ctx, group_items(ctx, m)?);
                        let (desc, off) = (pair.first().and_then(|v| as_attr(v))?, pair.get(1).and_then(|v| as_int(ctx, v))?);
                        ops.push(self.tbaa_node(desc, depth + 1)?);
                        ops.push(self.md_int(64, off as u64));
                    }
                }
                self.md_node(&mut ops)
            }
            "llvm.tbaa_tag" => {
                let base = get(&fs, "base_type").and_then(as_attr)?;
                let access = get(&fs, "access_type").and_then(as_attr)?;
                let off = get(&fs, "offset").and_then(|v| as_int(ctx, v))?;
                let mut ops = vec![self.tbaa_node(base, depth + 1)?, self.tbaa_node(access, depth + 1)?, self.md_int(64, off as u64)];
                if get(&fs, "constant").and_then(|v| as_bool(ctx, v)) == Some(true) {
                    ops.push(self.md_int(64, 1));
                }
                self.md_node(&mut ops)
            }
            _ => return None,
        };
        self.tbaa_md.insert(a, md);
        Some(md)
    }
}
