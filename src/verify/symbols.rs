//! Symbol tables: every table's names, built once before the walk so that
//! symbol uses can be resolved wherever they are checked. A table is an
//! op with the `SymbolTable` trait (`builtin.module`, `llvm.comdat`).
//! Resolving names (`lookupNearestSymbolFrom`) is [`super::api::Cx::lookup`];
//! checking a table's names and uses on leaving it is the walk's
//! ([`super::walk`]).

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{AttrKind, Body, Context, Op};
use crate::ods::opdef::traits;

/// Every symbol table's names, built once before the walk.
#[derive(Default)]
pub struct Tables<'a> {
    /// (table op, symbol name) → the op defining it (the first one).
    names: FxHashMap<(Op, &'a str), Op>,
    /// The ops that are symbol tables.
    tables: FxHashSet<Op>,
}

impl<'a> Tables<'a> {
    /// Every table in `body`: a pass over its arena, in memory order, not a
    /// walk down from the top op (a module's 65 k ops visited through their
    /// blocks were 2 % of a round trip of lua.mlir, mostly cache misses).
    /// The arena may also hold ops no longer in the tree (erased ones, a
    /// stand-in's leftovers); their tables are never asked about, since
    /// lookups start from ops in the tree and go up through their parents.
    pub fn build(ctx: &'a Context, body: &Body) -> Tables<'a> {
        let mut t = Tables::default();
        for (i, d) in body.ops.iter().enumerate() {
            // Only ops with regions can be tables: no registry lookup for
            // the others.
            if d.regions.is_empty() || !crate::ods::lookup(ctx.str(d.name)).is_some_and(|i| i.def.has(traits::SYMBOL_TABLE)) {
                continue;
            }
            let op = Op(i as u32);
            t.tables.insert(op);
            for &r in d.regions.iter() {
                for &b in &body.region(r).blocks {
                    for &o in &body.block(b).ops {
                        if let Some(name) = sym_name(ctx, body, o) {
                            t.names.entry((op, name)).or_insert(o);
                        }
                    }
                }
            }
        }
        t
    }

    /// Whether `op` is a symbol table.
    pub fn is_table(&self, op: Op) -> bool {
        self.tables.contains(&op)
    }

    /// The op that defines `name` directly in `table`.
    pub fn get(&self, table: Op, name: &str) -> Option<Op> {
        self.names.get(&(table, name)).copied()
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
