//! MLIR's `CGUseList`: how many symbol uses each discardable callable
//! (a private symbol, or any symbol of a symbol table whose uses are all
//! visible) has, kept current while calls are inlined, so that a callable
//! with one use is inlined in place and one with none is erased.

use rustc_hash::{FxHashMap, FxHashSet};

use super::callgraph::{attr_of, has_trait, CallGraph, Interfaces, Symbols};
use crate::ir::{Attr, AttrKind, Body, BodyItem, Context, Op};
use crate::ods::opdef::traits;

#[derive(Default, Clone)]
struct NodeUses {
    /// Uses by ops nested in the node.
    inner: FxHashMap<usize, i64>,
    /// Uses by the callable op's own attributes.
    top: FxHashSet<usize>,
}

#[derive(Default)]
pub struct UseList {
    discardable: FxHashMap<usize, i64>,
    node_uses: FxHashMap<usize, NodeUses>,
}

/// Every symbol reference in `a`.
fn refs_in(ctx: &Context, a: Attr, out: &mut Vec<Attr>) {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { .. } => out.push(a),
        AttrKind::Array(items) => items.iter().for_each(|&x| refs_in(ctx, x, out)),
        AttrKind::Dictionary(entries) => entries.iter().for_each(|e| refs_in(ctx, e.1, out)),
        AttrKind::Distinct { inner, .. } => refs_in(ctx, *inner, out),
        AttrKind::Dialect { body: Some(items), .. } => {
            for it in items.iter() {
                if let BodyItem::Attr(x, _) | BodyItem::Stripped(x, _) = it {
                    refs_in(ctx, *x, out);
                }
            }
        }
        _ => {}
    }
}

/// `SymbolTable::getSymbolUses(op)`: the references held by `op` and the
/// ops it nests, not looking into nested symbol tables' regions; each with
/// its user.
fn symbol_uses(ctx: &Context, body: &Body, op: Op) -> Vec<(Attr, Op)> {
    let mut out = Vec::new();
    let mut stack = vec![(op, true)];
    while let Some((o, is_root)) = stack.pop() {
        let d = body.op(o);
        let mut refs = Vec::new();
        if let Some(p) = d.properties {
            refs_in(ctx, p, &mut refs);
        }
        refs_in(ctx, d.attrs, &mut refs);
        out.extend(refs.into_iter().map(|r| (r, o)));
        if !is_root && has_trait(ctx, body, o, traits::SYMBOL_TABLE) {
            continue;
        }
        let mut children = Vec::new();
        for &r in d.regions.iter() {
            for &b in &body.region(r).blocks {
                children.extend(body.block(b).ops.iter().map(|&c| (c, false)));
            }
        }
        stack.extend(children.into_iter().rev());
    }
    out
}

/// `walkReferencedSymbolNodes`: the call graph nodes `op`'s references
/// resolve to (from `op`'s parent), with their users.
fn referenced_nodes(ctx: &Context, body: &Body, cg: &CallGraph, ifaces: &Interfaces, symbols: &mut Symbols, op: Op) -> Vec<(usize, Op)> {
    let Some(table) = body.parent_op(op) else { return Vec::new() };
    let mut resolved: FxHashMap<Attr, Option<usize>> = FxHashMap::default();
    let mut out = Vec::new();
    for (sym, user) in symbol_uses(ctx, body, op) {
        let node = *resolved.entry(sym).or_insert_with(|| {
            let target = symbols.lookup_from(ctx, body, table, sym)?;
            cg.lookup(ifaces.callable_region(ctx, body, target))
        });
        if let Some(n) = node {
            out.push((n, user));
        }
    }
    out
}

fn is_private(ctx: &Context, body: &Body, op: Op) -> bool {
    matches!(attr_of(ctx, body, op, "sym_visibility").map(|a| ctx.attr_kind(a)), Some(AttrKind::String { value, .. }) if &value[..] == b"private")
}

impl UseList {
    pub fn build(ctx: &Context, body: &Body, cg: &CallGraph, ifaces: &Interfaces, symbols: &mut Symbols, root: Op) -> UseList {
        let mut me = UseList::default();
        let mut always_live: Vec<usize> = Vec::new();
        // `walkSymbolTables`, nested tables before their parents.
        let mut tables = Vec::new();
        collect_tables(ctx, body, root, body.op(root).parent.is_none(), &mut tables);
        // Only private symbols can be discarded (`canDiscardOnUseEmpty`),
        // whether or not all uses of the table are visible.
        for (table, _all_visible) in tables {
            for &r in body.op(table).regions.iter().take(1) {
                for &b in &body.region(r).blocks {
                    for &o in &body.block(b).ops {
                        if ifaces.callable(ctx, body, o).is_some() {
                            if let Some(node) = cg.lookup(ifaces.callable_region(ctx, body, o)) {
                                let symbol = has_trait(ctx, body, o, traits::SYMBOL) || attr_of(ctx, body, o, "sym_name").is_some();
                                // `canDiscardOnUseEmpty`: private symbols.
                                if symbol && is_private(ctx, body, o) {
                                    me.discardable.entry(node).or_insert(0);
                                }
                                continue;
                            }
                        }
                        always_live.extend(referenced_nodes(ctx, body, cg, ifaces, symbols, o).into_iter().map(|x| x.0));
                    }
                }
            }
        }
        for n in always_live {
            me.discardable.remove(&n);
        }
        for n in 2..cg.nodes.len() {
            me.recompute(ctx, body, cg, ifaces, symbols, n);
        }
        me
    }

    fn decrement(&mut self, uses: &NodeUses) {
        for (n, c) in &uses.inner {
            if let Some(d) = self.discardable.get_mut(n) {
                *d -= c;
            }
        }
        for n in &uses.top {
            if let Some(d) = self.discardable.get_mut(n) {
                *d -= 1;
            }
        }
    }

    /// `recomputeUses`: the uses held by `node`'s callable op.
    pub fn recompute(&mut self, ctx: &Context, body: &Body, cg: &CallGraph, ifaces: &Interfaces, symbols: &mut Symbols, node: usize) {
        let Some(region) = cg.nodes[node].region else { return };
        let Some(parent) = body.region(region).parent else { return };
        let old = self.node_uses.remove(&node).unwrap_or_default();
        self.decrement(&old);
        let mut uses = NodeUses::default();
        for (n, user) in referenced_nodes(ctx, body, cg, ifaces, symbols, parent) {
            let Some(count) = self.discardable.get_mut(&n) else { continue };
            if user != parent {
                *uses.inner.entry(n).or_insert(0) += 1;
            } else if !uses.top.insert(n) {
                continue;
            }
            *count += 1;
        }
        self.node_uses.insert(node, uses);
    }

    /// `dropCallUses`: the references of an inlined (about to be erased)
    /// call no longer count.
    pub fn drop_call_uses(&mut self, ctx: &Context, body: &Body, cg: &CallGraph, ifaces: &Interfaces, symbols: &mut Symbols, user: usize, call: Op) {
        for (n, _) in referenced_nodes(ctx, body, cg, ifaces, symbols, call) {
            let uses = self.node_uses.entry(user).or_default();
            let Some(c) = uses.inner.get_mut(&n) else { continue };
            *c -= 1;
            if let Some(d) = self.discardable.get_mut(&n) {
                *d -= 1;
            }
        }
    }

    /// `mergeUsesAfterInlining`: the callee's inner uses now also live in
    /// the caller.
    pub fn merge_after_inlining(&mut self, callee: usize, caller: usize) {
        let inner: Vec<(usize, i64)> = self.node_uses.get(&callee).map(|u| u.inner.iter().map(|(&a, &b)| (a, b)).collect()).unwrap_or_default();
        for (n, c) in inner {
            *self.node_uses.entry(caller).or_default().inner.entry(n).or_insert(0) += c;
            *self.discardable.entry(n).or_insert(0) += c;
        }
    }

    /// `eraseNode`: the node (and its children) no longer holds uses.
    pub fn erase_node(&mut self, cg: &CallGraph, node: usize) {
        for &(t, k) in &cg.nodes[node].edges {
            if k == super::callgraph::EdgeKind::Child {
                self.erase_node(cg, t);
            }
        }
        if let Some(u) = self.node_uses.remove(&node) {
            self.decrement(&u);
        }
        self.discardable.remove(&node);
    }

    pub fn is_dead(&self, ctx: &Context, body: &Body, cg: &CallGraph, node: usize) -> bool {
        let Some(region) = cg.nodes[node].region else { return false };
        let Some(op) = body.region(region).parent else { return false };
        if attr_of(ctx, body, op, "sym_name").is_none() {
            // Not a symbol: dead when unused and free of effects; callables
            // llmir knows are all symbols.
            return false;
        }
        self.discardable.get(&node) == Some(&0)
    }

    pub fn has_one_use_and_discardable(&self, node: usize) -> bool {
        self.discardable.get(&node) == Some(&1)
    }
}

/// `SymbolTable::walkSymbolTables`: every symbol table under `op` (nested
/// ones first) with whether all uses of its symbols are visible.
fn collect_tables(ctx: &Context, body: &Body, op: Op, mut all_visible: bool, out: &mut Vec<(Op, bool)>) {
    let is_table = has_trait(ctx, body, op, traits::SYMBOL_TABLE);
    if is_table {
        let symbol = attr_of(ctx, body, op, "sym_name").is_some();
        all_visible |= !symbol || is_private(ctx, body, op);
    } else {
        all_visible = true;
    }
    for &r in body.op(op).regions.iter() {
        for &b in &body.region(r).blocks {
            for &o in &body.block(b).ops {
                collect_tables(ctx, body, o, all_visible, out);
            }
        }
    }
    if is_table {
        out.push((op, all_visible));
    }
}
