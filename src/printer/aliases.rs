//! Alias derivation, as MLIR's printer does it: walk the IR in print order,
//! give every attribute the dialect names an alias (`tbaa_tag`, `loc`, ...),
//! order the aliases by nesting depth then name (stable in visit order), and
//! number repeated names (`tbaa_tag`, `tbaa_tag1`, ...). Aliases used only by
//! op locations may be printed after the module ("deferred").

use rustc_hash::{FxHashMap, FxHashSet};

use super::state::{InfoCache, PrintOptions};
use crate::ir::by_index::ByIndex;
use crate::ir::{Attr, AttrKind, Body, BodyItem, Context, LocKind, Module, Op, Type, TypeKind};

/// The alias name MLIR's dialects give an attribute, if any.
pub fn alias_name(ctx: &Context, a: Attr) -> Option<String> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect { name, .. } => {
            // A dialect lists the attributes it names by their mnemonic
            // (MLIR's `OpAsmDialectInterface::getAlias`).
            let (namespace, mnemonic) = ctx.str(*name).split_once('.')?;
            let dialect = crate::ods::dialect(namespace)?;
            dialect.print.aliased_attrs.contains(&mnemonic).then(|| mnemonic.to_string())
        }
        AttrKind::Loc(_) => Some("loc".into()),
        AttrKind::AffineMap(_) => Some("map".into()),
        AttrKind::IntegerSet(_) => Some("set".into()),
        AttrKind::Distinct { inner, .. } if !matches!(ctx.attr_kind(*inner), AttrKind::Unit) => {
            Some("distinct".into())
        }
        _ => None,
    }
}

struct Entry {
    attr: Attr,
    alias: Option<String>,
    depth: u32,
    can_defer: bool,
    children: Vec<u32>,
}

struct Collector<'a> {
    ctx: &'a Context,
    body: &'a Body,
    opts: &'a PrintOptions,
    /// Each visited attribute's entry, by attribute handle: a module's ops
    /// visit their attribute dictionaries again and again (lua.mlir: 120 k
    /// visits of 5 k attributes), and an array load beats a hash lookup.
    index: ByIndex<u32>,
    entries: Vec<Entry>,
    type_depth: FxHashMap<Type, u32>,
    infos: InfoCache,
    reach: Reach,
    /// Whether any type of the context holds an aliased attribute; when
    /// none does (modules of LLVM types), value types need no visit.
    types_reach: bool,
}

/// Which attributes and types hold an attribute that gets an alias
/// somewhere inside them (themselves included). Only those can add entries
/// that matter: a subtree without an aliased attribute has depth 0 and
/// defers nothing, so the walk skips it. Memoized by handle.
struct Reach {
    attrs: Vec<Known>,
    types: Vec<Known>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Known {
    Unknown,
    No,
    Yes,
}

impl Reach {
    fn new(ctx: &Context) -> Self {
        Reach { attrs: vec![Known::Unknown; ctx.attr_count()], types: vec![Known::Unknown; ctx.type_count()] }
    }

    fn attr(&mut self, ctx: &Context, a: Attr) -> bool {
        match self.attrs.get(a.index()) {
            Some(Known::Yes) => return true,
            Some(Known::No) => return false,
            _ => {}
        }
        let yes = alias_name(ctx, a).is_some() || self.attr_children(ctx, a);
        if a.index() >= self.attrs.len() {
            self.attrs.resize(a.index() + 1, Known::Unknown);
        }
        self.attrs[a.index()] = if yes { Known::Yes } else { Known::No };
        yes
    }

    /// The attributes and types [`Collector::attr`] visits inside `a`.
    fn attr_children(&mut self, ctx: &Context, a: Attr) -> bool {
        match ctx.attr_kind(a) {
            AttrKind::Array(items) => items.iter().any(|&x| self.attr(ctx, x)),
            AttrKind::Dictionary(entries) => entries.iter().any(|&(_, x)| self.attr(ctx, x)),
            AttrKind::Type(t) => self.ty(ctx, *t),
            AttrKind::Distinct { inner, .. } => self.attr(ctx, *inner),
            AttrKind::Dialect { body: Some(items), .. } => items.iter().any(|it| match it {
                BodyItem::Attr(x, _) | BodyItem::Stripped(x, _) => self.attr(ctx, *x),
                BodyItem::Type(t, _) => self.ty(ctx, *t),
                BodyItem::Text(..) => false,
            }),
            // A location is aliased itself.
            AttrKind::Loc(_) => true,
            AttrKind::String { ty: Some(t), .. }
            | AttrKind::DenseElements { ty: t, .. }
            | AttrKind::DenseResource { ty: t, .. }
            | AttrKind::Sparse { ty: t, .. } => self.ty(ctx, *t),
            _ => false,
        }
    }

    fn ty(&mut self, ctx: &Context, t: Type) -> bool {
        match self.types.get(t.index()) {
            Some(Known::Yes) => return true,
            Some(Known::No) => return false,
            _ => {}
        }
        // The types [`Collector::ty`] looks into.
        let yes = match ctx.type_kind(t) {
            TypeKind::Complex(e) | TypeKind::Vector { elem: e, .. } | TypeKind::UnrankedTensor { elem: e } => self.ty(ctx, *e),
            TypeKind::Tuple(ts) => ts.iter().any(|&t| self.ty(ctx, t)),
            TypeKind::Function { inputs, results } => inputs.iter().chain(results.iter()).any(|&t| self.ty(ctx, t)),
            TypeKind::RankedTensor { elem, encoding, .. } => {
                self.ty(ctx, *elem) || encoding.is_some_and(|e| self.attr(ctx, e))
            }
            TypeKind::MemRef { elem, layout, memory_space, .. } => {
                self.ty(ctx, *elem) || layout.iter().chain(memory_space.iter()).any(|&a| self.attr(ctx, a))
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                self.ty(ctx, *elem) || memory_space.is_some_and(|a| self.attr(ctx, a))
            }
            _ => false,
        };
        if t.index() >= self.types.len() {
            self.types.resize(t.index() + 1, Known::Unknown);
        }
        self.types[t.index()] = if yes { Known::Yes } else { Known::No };
        yes
    }
}

/// The aliases of a module, in print order.
pub struct Aliases {
    pub ordered: Vec<(Attr, String)>,
    pub deferred: FxHashSet<Attr>,
}

pub fn collect(ctx: &Context, module: &Module, opts: &PrintOptions) -> Aliases {
    let mut c = Collector {
        ctx,
        body: &module.body,
        opts,
        index: ByIndex::new(ctx.attr_count()),
        entries: Vec::new(),
        type_depth: FxHashMap::default(),
        infos: InfoCache::default(),
        reach: Reach::new(ctx),
        types_reach: false,
    };
    c.types_reach = (0..ctx.type_count()).any(|i| c.reach.ty(ctx, Type(i as u32)));
    c.op(module.top);
    let mut with_alias: Vec<&Entry> = c.entries.iter().filter(|e| e.alias.is_some()).collect();
    with_alias.sort_by(|a, b| a.depth.cmp(&b.depth).then_with(|| a.alias.cmp(&b.alias)));
    let mut counts: FxHashMap<&str, u32> = FxHashMap::default();
    let mut ordered = Vec::with_capacity(with_alias.len());
    let mut deferred = FxHashSet::default();
    for e in with_alias {
        let base = e.alias.as_deref().unwrap();
        let n = counts.entry(base).or_insert(0);
        let mut name = base.to_string();
        if base.ends_with(|c: char| c.is_ascii_digit()) {
            name.push('_');
        }
        if *n > 0 {
            name.push_str(&n.to_string());
        }
        *n += 1;
        if e.can_defer {
            deferred.insert(e.attr);
        }
        ordered.push((e.attr, name));
    }
    Aliases { ordered, deferred }
}

impl Collector<'_> {
    fn op(&mut self, op: Op) {
        let d = self.body.op(op);
        let info = self.infos.get(self.ctx, d.name);
        if self.opts.debug_info {
            if let Some(l) = d.loc {
                self.attr(l, true);
            }
        }
        let hides_entry_arg_locs = self.opts.debug_info
            && !self.opts.generic
            && crate::printer::custom::custom_form(self.ctx, self.body, d, info)
                .and_then(|info| info.print)
                .is_some_and(|row| row.hides_entry_arg_locs);
        for &r in d.regions.iter() {
            for (i, &b) in self.body.region(r).blocks.iter().enumerate() {
                let block = self.body.block(b);
                for &a in &block.args {
                    let v = self.body.value(a);
                    if self.types_reach {
                        self.ty(v.ty);
                    }
                    if self.opts.debug_info && !(i == 0 && hides_entry_arg_locs) {
                        if let Some(l) = v.loc {
                            self.attr(l, false);
                        }
                    }
                }
                for &o in &block.ops {
                    self.op(o);
                }
            }
        }
        if self.types_reach {
            for &v in d.operands.iter() {
                self.ty(self.body.value(v).ty);
            }
            for v in d.results() {
                self.ty(self.body.value(v).ty);
            }
        }
        if let Some(p) = d.properties.filter(|&p| self.reach.attr(self.ctx, p)) {
            let unprinted = match (self.opts.generic, info.and_then(|i| i.print).and_then(|p| p.unprinted)) {
                (false, Some(f)) => f(self.ctx, self.body, op),
                _ => Vec::new(),
            };
            if unprinted.is_empty() {
                self.attr(p, false);
            } else if let AttrKind::Dictionary(entries) = self.ctx.attr_kind(p) {
                for &(k, v) in entries.iter() {
                    if !unprinted.contains(&self.ctx.str(k)) {
                        self.attr(v, false);
                    }
                }
            }
        }
        self.attr(d.attrs, false);
    }

    fn ty(&mut self, t: Type) -> u32 {
        // Most types hold no attribute and no other type to visit: depth 0,
        // known without a lookup.
        if !matches!(
            self.ctx.type_kind(t),
            TypeKind::Complex(_)
                | TypeKind::Tuple(_)
                | TypeKind::Function { .. }
                | TypeKind::Vector { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        ) {
            return 0;
        }
        if let Some(&d) = self.type_depth.get(&t) {
            return d;
        }
        let ctx = self.ctx;
        let mut max = 0;
        let mut sub = |_c: &mut Self, d: u32| max = max.max(d);
        match ctx.type_kind(t) {
            TypeKind::Complex(e) => {
                let d = self.ty(*e);
                sub(self, d)
            }
            TypeKind::Tuple(ts) => {
                for t in ts.iter() {
                    let d = self.ty(*t);
                    sub(self, d)
                }
            }
            TypeKind::Function { inputs, results } => {
                for t in inputs.iter().chain(results.iter()) {
                    let d = self.ty(*t);
                    sub(self, d)
                }
            }
            TypeKind::Vector { elem, .. } | TypeKind::UnrankedTensor { elem } => {
                let d = self.ty(*elem);
                sub(self, d)
            }
            TypeKind::RankedTensor { elem, encoding, .. } => {
                let d = self.ty(*elem);
                sub(self, d);
                if let Some(e) = encoding {
                    let d = self.attr(*e, false);
                    sub(self, d)
                }
            }
            TypeKind::MemRef { elem, layout, memory_space, .. } => {
                let d = self.ty(*elem);
                sub(self, d);
                for a in layout.iter().chain(memory_space.iter()) {
                    let d = self.attr(*a, false);
                    sub(self, d)
                }
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                let d = self.ty(*elem);
                sub(self, d);
                if let Some(a) = memory_space {
                    let d = self.attr(*a, false);
                    sub(self, d)
                }
            }
            _ => {}
        }
        let depth = if max > 0 { max + 1 } else { 0 };
        self.type_depth.insert(t, depth);
        depth
    }

    fn mark_non_deferrable(&mut self, i: u32) {
        // Usually already marked: no work list for that.
        if !self.entries[i as usize].can_defer {
            return;
        }
        let mut work = vec![i];
        while let Some(i) = work.pop() {
            let e = &mut self.entries[i as usize];
            if e.can_defer {
                e.can_defer = false;
                work.extend(e.children.iter().copied());
            }
        }
    }

    /// Visits an attribute and everything it prints; returns its depth.
    fn attr(&mut self, a: Attr, can_defer: bool) -> u32 {
        if !self.reach.attr(self.ctx, a) {
            return 0;
        }
        if let Some(i) = self.index.get(a.index()) {
            if !can_defer {
                self.mark_non_deferrable(i);
            }
            return self.entries[i as usize].depth;
        }
        let ctx = self.ctx;
        let alias = alias_name(ctx, a);
        let i = self.entries.len() as u32;
        let base = if alias.is_some() { 1 } else { 0 };
        self.entries.push(Entry { attr: a, alias, depth: base, can_defer, children: Vec::new() });
        self.index.insert(a.index(), i);
        let mut children: Vec<u32> = Vec::new();
        let mut max = 0u32;
        let child = |c: &mut Self, x: Attr, children: &mut Vec<u32>| {
            let d = c.attr(x, can_defer);
            // Only attributes holding an alias have entries.
            children.extend(c.index.get(x.index()));
            d
        };
        match ctx.attr_kind(a) {
            AttrKind::Array(items) => {
                for &x in items.iter() {
                    { let d = child(self, x, &mut children); max = max.max(d); };
                }
            }
            AttrKind::Dictionary(entries) => {
                for &(_, x) in entries.iter() {
                    { let d = child(self, x, &mut children); max = max.max(d); };
                }
            }
            AttrKind::Type(t) => {
                let d = self.ty(*t);
                max = max.max(d);
            }
            AttrKind::Distinct { inner, .. } => { let d = child(self, *inner, &mut children); max = max.max(d); },
            AttrKind::Dialect { body: Some(items), .. } => {
                for it in items.iter() {
                    match it {
                        BodyItem::Attr(x, _) | BodyItem::Stripped(x, _) => { let d = child(self, *x, &mut children); max = max.max(d); },
                        BodyItem::Type(t, _) => {
                            let d = self.ty(*t);
                            max = max.max(d);
                        }
                        BodyItem::Text(..) => {}
                    }
                }
            }
            AttrKind::Loc(l) => match l {
                LocKind::Name { child: Some(c), .. } if !matches!(ctx.attr_kind(*c), AttrKind::Loc(LocKind::Unknown)) => {
                    { let d = child(self, *c, &mut children); max = max.max(d); }
                }
                LocKind::CallSite { callee, caller } => {
                    { let d = child(self, *callee, &mut children); max = max.max(d); };
                    { let d = child(self, *caller, &mut children); max = max.max(d); };
                }
                LocKind::Fused { metadata, locs } => {
                    if let Some(m) = metadata {
                        { let d = child(self, *m, &mut children); max = max.max(d); };
                    }
                    for &x in locs.iter() {
                        { let d = child(self, x, &mut children); max = max.max(d); };
                    }
                }
                _ => {}
            },
            AttrKind::String { ty: Some(t), .. }
            | AttrKind::DenseElements { ty: t, .. }
            | AttrKind::DenseResource { ty: t, .. }
            | AttrKind::Sparse { ty: t, .. } => {
                let d = self.ty(*t);
                max = max.max(d);
            }
            _ => {}
        }
        let e = &mut self.entries[i as usize];
        e.children = children;
        if max > 0 {
            e.depth = max + 1;
        }
        e.depth
    }
}
