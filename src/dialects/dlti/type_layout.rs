//! The DLTI layout as the memory-slot passes ask it
//! (`passes::api::TypeLayout`, MLIR's `DataLayout`): the spec of the
//! nearest enclosing op that carries one, MLIR's defaults without.

use super::layout::{spec_above, Entry, Layout, Value};
use crate::ir::{AttrKind, Body, Context, Op, Type};
use crate::passes::api::TypeLayout;

/// A spec's entries, owned so the passes can edit the IR while asking.
struct SpecLayout {
    entries: Vec<Entry>,
}

impl TypeLayout for SpecLayout {
    fn size_in_bits(&self, ctx: &Context, t: Type) -> u64 {
        Layout { ctx, entries: &self.entries }.size_in_bits(t)
    }
    fn size(&self, ctx: &Context, t: Type) -> u64 {
        Layout { ctx, entries: &self.entries }.size(t)
    }
    fn abi_alignment(&self, ctx: &Context, t: Type) -> u64 {
        Layout { ctx, entries: &self.entries }.abi_alignment(t)
    }
    fn stack_alignment(&self, ctx: &Context) -> u64 {
        let layout = Layout { ctx, entries: &self.entries };
        layout.string_entry("dlti.stack_alignment").and_then(|v| v.int(ctx)).unwrap_or(0).max(0) as u64
    }
    fn big_endian(&self, ctx: &Context) -> bool {
        match (Layout { ctx, entries: &self.entries }).string_entry("dlti.endianness") {
            Some(Value::Attr(a)) => matches!(ctx.attr_kind(a), AttrKind::String { value, .. } if &**value == b"big"),
            Some(Value::Tokens(t)) => t.first().is_some_and(|s| s.trim_matches('"') == "big"),
            None => false,
        }
    }
}

/// The layout in force at `op` (registered as the dialect's
/// `data_layout` hook).
pub fn data_layout(ctx: &Context, body: &Body, op: Op) -> Option<Box<dyn TypeLayout>> {
    Some(Box::new(SpecLayout { entries: spec_above(ctx, body, op) }))
}
