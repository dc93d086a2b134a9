//! Parser state threaded through the chumsky grammar: the context that
//! types and attributes are interned into, and the alias tables.

use rustc_hash::FxHashMap;

use crate::ir::{Attr, Context, Type};

pub struct PState {
    pub ctx: Context,
    pub attr_aliases: FxHashMap<Box<str>, Attr>,
    pub type_aliases: FxHashMap<Box<str>, Type>,
    /// `distinct[N]` ids of this file mapped to the context's serials: the
    /// same N in one file is the same attribute.
    pub distinct_ids: FxHashMap<u64, u32>,
    pub allow_unregistered: bool,
}

impl PState {
    pub fn new(ctx: Context, allow_unregistered: bool) -> Self {
        PState {
            ctx,
            attr_aliases: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            distinct_ids: FxHashMap::default(),
            allow_unregistered,
        }
    }
}

/// Dialects whose attributes and types llmir models; anything else is
/// unregistered and needs `--allow-unregistered-dialect`.
pub fn is_registered_dialect(name: &str) -> bool {
    matches!(name, "llvm" | "builtin" | "func" | "dlti")
}
