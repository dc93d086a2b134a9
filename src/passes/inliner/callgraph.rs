//! MLIR's `CallGraph`: one node per callable region, an external-caller
//! node with an abstract edge to every top-level callable, an unknown-
//! callee node for calls that resolve to nothing, call edges and child
//! edges (a callable nested in another); and the SCCs of the graph in
//! post order, as LLVM's `scc_iterator` yields them from the external
//! node. Symbols are resolved as `SymbolTable::lookupNearestSymbolFrom`
//! does, with a cache per symbol table.

use rustc_hash::FxHashMap;

use super::interface::{CallRow, CallableRow, Callee, DialectInline};
use crate::ir::{Attr, AttrKind, Body, Context, Ident, Op, Region};
use crate::ods::{lookup, opdef::traits};

/// The kinds of edges, compared with the target to deduplicate them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeKind {
    Abstract,
    Call,
    Child,
}

pub struct Node {
    /// The callable region; `None` for the external and unknown nodes.
    pub region: Option<Region>,
    pub edges: Vec<(usize, EdgeKind)>,
}

impl Node {
    pub fn is_external(&self) -> bool {
        self.region.is_none()
    }
    fn add_edge(&mut self, target: usize, kind: EdgeKind) {
        if !self.edges.contains(&(target, kind)) {
            self.edges.push((target, kind));
        }
    }
    pub fn has_children(&self) -> bool {
        self.edges.iter().any(|e| e.1 == EdgeKind::Child)
    }
}

pub const EXTERNAL: usize = 0;
pub const UNKNOWN: usize = 1;

/// The interfaces of every registered dialect, by op and by dialect.
pub struct Interfaces {
    pub calls: FxHashMap<&'static str, &'static CallRow>,
    pub callables: FxHashMap<&'static str, &'static CallableRow>,
    pub dialects: FxHashMap<&'static str, &'static DialectInline>,
}

impl Interfaces {
    pub fn collect() -> Interfaces {
        let mut me = Interfaces { calls: FxHashMap::default(), callables: FxHashMap::default(), dialects: FxHashMap::default() };
        for d in crate::ods::registry::dialects() {
            let Some(i) = d.rewrite.inliner else { continue };
            me.dialects.insert(d.name, i);
            for c in i.calls {
                me.calls.insert(c.op, c);
            }
            for c in i.callables {
                me.callables.insert(c.op, c);
            }
        }
        me
    }

    pub fn call<'a>(&self, ctx: &'a Context, body: &Body, op: Op) -> Option<&'static CallRow> {
        self.calls.get(ctx.str(body.op(op).name)).copied()
    }
    pub fn callable(&self, ctx: &Context, body: &Body, op: Op) -> Option<&'static CallableRow> {
        self.callables.get(ctx.str(body.op(op).name)).copied()
    }
    /// The interface of the dialect `op` belongs to.
    pub fn dialect_of(&self, ctx: &Context, body: &Body, op: Op) -> Option<&'static DialectInline> {
        let name = ctx.str(body.op(op).name);
        let dialect = name.split_once('.').map_or(name, |x| x.0);
        self.dialects.get(dialect).copied()
    }
    /// `getCallableRegion` of a callable op.
    pub fn callable_region(&self, ctx: &Context, body: &Body, op: Op) -> Option<Region> {
        self.callable(ctx, body, op).and_then(|row| (row.region)(ctx, body, op))
    }
}

pub fn has_trait(ctx: &Context, body: &Body, op: Op, t: u32) -> bool {
    lookup(ctx.str(body.op(op).name)).is_some_and(|i| i.def.has(t))
}

/// An op's inherent or discardable attribute.
pub fn attr_of(ctx: &Context, body: &Body, op: Op, name: &str) -> Option<Attr> {
    let d = body.op(op);
    d.properties.and_then(|p| ctx.dict_get_str(p, name)).or_else(|| ctx.dict_get_str(d.attrs, name))
}

/// The symbol name of a symbol op.
pub fn sym_name(ctx: &Context, body: &Body, op: Op) -> Option<Vec<u8>> {
    match attr_of(ctx, body, op, "sym_name").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) => Some(value.to_vec()),
        _ => None,
    }
}

/// Symbol tables' contents, built on first use.
#[derive(Default)]
pub struct Symbols {
    tables: FxHashMap<Op, FxHashMap<Vec<u8>, Op>>,
}

impl Symbols {
    fn table(&mut self, ctx: &Context, body: &Body, table: Op) -> &FxHashMap<Vec<u8>, Op> {
        self.tables.entry(table).or_insert_with(|| {
            let mut m = FxHashMap::default();
            for &r in body.op(table).regions.iter() {
                for &b in &body.region(r).blocks {
                    for &o in &body.block(b).ops {
                        if let Some(n) = sym_name(ctx, body, o) {
                            m.entry(n).or_insert(o);
                        }
                    }
                }
            }
            m
        })
    }

    /// `lookupNearestSymbolFrom(from, symbol)`: the nearest symbol table
    /// enclosing `from` (or `from` itself) resolves the reference.
    pub fn lookup_from(&mut self, ctx: &Context, body: &Body, from: Op, sym: Attr) -> Option<Op> {
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym) else { return None };
        let mut table = from;
        while !has_trait(ctx, body, table, traits::SYMBOL_TABLE) {
            table = body.parent_op(table)?;
        }
        let mut found = self.lookup_in(ctx, body, table, *root)?;
        for &n in nested.iter() {
            found = self.lookup_in(ctx, body, found, n)?;
        }
        Some(found)
    }

    fn lookup_in(&mut self, ctx: &Context, body: &Body, table: Op, name: Ident) -> Option<Op> {
        let key = ctx.str(name).as_bytes().to_vec();
        self.table(ctx, body, table).get(&key).copied().filter(|&o| body.op(o).parent.is_some())
    }
}

pub struct CallGraph {
    pub nodes: Vec<Node>,
    pub by_region: FxHashMap<Region, usize>,
}

impl CallGraph {
    /// The graph of everything under `root`: callables first, then calls.
    pub fn build(ctx: &Context, body: &Body, ifaces: &Interfaces, symbols: &mut Symbols, root: Op) -> CallGraph {
        let mut g = CallGraph {
            nodes: vec![Node { region: None, edges: Vec::new() }, Node { region: None, edges: Vec::new() }],
            by_region: FxHashMap::default(),
        };
        g.compute(ctx, body, ifaces, symbols, root, None, false);
        g.compute(ctx, body, ifaces, symbols, root, None, true);
        g
    }

    pub fn lookup(&self, r: Option<Region>) -> Option<usize> {
        r.and_then(|r| self.by_region.get(&r).copied())
    }

    fn get_or_add(&mut self, region: Region, parent: Option<usize>) -> usize {
        if let Some(&n) = self.by_region.get(&region) {
            return n;
        }
        let n = self.nodes.len();
        self.nodes.push(Node { region: Some(region), edges: Vec::new() });
        self.by_region.insert(region, n);
        match parent {
            Some(p) => self.nodes[p].add_edge(n, EdgeKind::Child),
            None => self.nodes[EXTERNAL].add_edge(n, EdgeKind::Abstract),
        }
        n
    }

    #[allow(clippy::too_many_arguments)]
    fn compute(&mut self, ctx: &Context, body: &Body, ifaces: &Interfaces, symbols: &mut Symbols, op: Op, mut parent: Option<usize>, resolve: bool) {
        if ifaces.call(ctx, body, op).is_some() {
            if resolve {
                if let Some(p) = parent {
                    let target = self.resolve(ctx, body, ifaces, symbols, op);
                    self.nodes[p].add_edge(target, EdgeKind::Call);
                }
            }
            return;
        }
        if ifaces.callable(ctx, body, op).is_some() {
            match ifaces.callable_region(ctx, body, op) {
                Some(r) => parent = Some(self.get_or_add(r, parent)),
                None => return,
            }
        }
        for &r in body.op(op).regions.iter() {
            for &b in &body.region(r).blocks {
                for &o in &body.block(b).ops {
                    self.compute(ctx, body, ifaces, symbols, o, parent, resolve);
                }
            }
        }
    }

    /// `resolveCallable`: the node of the callable `call` calls, or the
    /// unknown-callee node.
    pub fn resolve(&self, ctx: &Context, body: &Body, ifaces: &Interfaces, symbols: &mut Symbols, call: Op) -> usize {
        let Some(row) = ifaces.call(ctx, body, call) else { return UNKNOWN };
        let target = match (row.callee)(ctx, body, call) {
            Some(Callee::Symbol(s)) => symbols.lookup_from(ctx, body, call, s),
            Some(Callee::Value(v)) => body.defining_op(v),
            None => None,
        };
        target.and_then(|t| self.lookup(ifaces.callable_region(ctx, body, t))).unwrap_or(UNKNOWN)
    }

    /// The SCCs in the order LLVM's `scc_iterator` visits them from the
    /// external node (callees before callers); nodes within an SCC in the
    /// order it lists them.
    pub fn sccs(&self) -> Vec<Vec<usize>> {
        const DONE: u32 = u32::MAX;
        let mut number = vec![0u32; self.nodes.len()];
        let mut visited = vec![false; self.nodes.len()];
        let mut counter = 0u32;
        let mut node_stack: Vec<usize> = Vec::new();
        // (node, next child index, lowest visit number reached)
        let mut visit: Vec<(usize, usize, u32)> = Vec::new();
        let mut out = Vec::new();
        let mut enter = |n: usize, number: &mut Vec<u32>, visited: &mut Vec<bool>, node_stack: &mut Vec<usize>, visit: &mut Vec<(usize, usize, u32)>| {
            counter += 1;
            number[n] = counter;
            visited[n] = true;
            node_stack.push(n);
            visit.push((n, 0, counter));
        };
        enter(EXTERNAL, &mut number, &mut visited, &mut node_stack, &mut visit);
        while !visit.is_empty() {
            // Visit the children of the top of the stack.
            while let Some(&(n, next, _)) = visit.last() {
                if next >= self.nodes[n].edges.len() {
                    break;
                }
                visit.last_mut().expect("non-empty").1 += 1;
                let child = self.nodes[n].edges[next].0;
                if !visited[child] {
                    enter(child, &mut number, &mut visited, &mut node_stack, &mut visit);
                    continue;
                }
                let top = visit.last_mut().expect("non-empty");
                if top.2 > number[child] {
                    top.2 = number[child];
                }
            }
            let (n, _, min) = visit.pop().expect("non-empty");
            if let Some(top) = visit.last_mut() {
                if top.2 > min {
                    top.2 = min;
                }
            }
            if min != number[n] {
                continue;
            }
            let mut scc = Vec::new();
            loop {
                let m = node_stack.pop().expect("node on the stack");
                number[m] = DONE;
                scc.push(m);
                if m == n {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}
