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
    attrs: ByIndex<bool>,
    types: ByIndex<bool>,
}

impl Reach {
    fn new(ctx: &Context) -> Self {
        Reach { attrs: ByIndex::new(ctx.attr_count()), types: ByIndex::new(ctx.type_count()) }
    }

    fn attr(&mut self, ctx: &Context, a: Attr) -> bool {
        if let Some(known) = self.attrs.get(a.index()) {
            return known;
        }
        let mut yes = alias_name(ctx, a).is_some();
        if !yes {
            attr_inners(ctx, a, |x| yes |= self.inner(ctx, x));
        }
        self.attrs.insert(a.index(), yes);
        yes
    }

    fn ty(&mut self, ctx: &Context, t: Type) -> bool {
        if let Some(known) = self.types.get(t.index()) {
            return known;
        }
        let mut yes = false;
        type_inners(ctx, t, |x| yes |= self.inner(ctx, x));
        self.types.insert(t.index(), yes);
        yes
    }

    fn inner(&mut self, ctx: &Context, x: Inner) -> bool {
        match x {
            Inner::Attr(a) => self.attr(ctx, a),
            Inner::Type(t) => self.ty(ctx, t),
        }
    }
}

/// An attribute or type printed inside another one.
#[derive(Clone, Copy)]
enum Inner {
    Attr(Attr),
    Type(Type),
}

/// Calls `f` on each attribute and type printed inside `a`, in print order
/// (a name location's child only when it is not `unknown`, which prints
/// nothing). Both the alias walk and [`Reach`] look inside through this.
fn attr_inners(ctx: &Context, a: Attr, mut f: impl FnMut(Inner)) {
    let mut attrs = |items: &mut dyn Iterator<Item = Attr>| items.for_each(|x| f(Inner::Attr(x)));
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => attrs(&mut items.iter().copied()),
        AttrKind::Dictionary(entries) => attrs(&mut entries.iter().map(|&(_, x)| x)),
        AttrKind::Distinct { inner, .. } => attrs(&mut std::iter::once(*inner)),
        AttrKind::Loc(LocKind::Name { child: Some(c), .. })
            if !matches!(ctx.attr_kind(*c), AttrKind::Loc(LocKind::Unknown)) =>
        {
            attrs(&mut std::iter::once(*c))
        }
        AttrKind::Loc(LocKind::CallSite { callee, caller }) => attrs(&mut [*callee, *caller].into_iter()),
        AttrKind::Loc(LocKind::Fused { metadata, locs }) => attrs(&mut metadata.iter().chain(locs.iter()).copied()),
        AttrKind::Dialect { body: Some(items), .. } => {
            for it in items.iter() {
                match it {
                    BodyItem::Attr(x, _) | BodyItem::Stripped(x, _) => f(Inner::Attr(*x)),
                    BodyItem::Type(t, _) => f(Inner::Type(*t)),
                    BodyItem::Text(..) => {}
                }
            }
        }
        AttrKind::Type(t)
        | AttrKind::String { ty: Some(t), .. }
        | AttrKind::DenseElements { ty: t, .. }
        | AttrKind::DenseResource { ty: t, .. }
        | AttrKind::Sparse { ty: t, .. } => f(Inner::Type(*t)),
        _ => {}
    }
}

/// Whether a type of this kind prints attributes or types of its own
/// ([`type_inners`] has something to give). LLVM types hold no attributes
/// and are not looked into.
fn has_inners(kind: &TypeKind) -> bool {
    matches!(
        kind,
        TypeKind::Complex(_)
            | TypeKind::Tuple(_)
            | TypeKind::Function { .. }
            | TypeKind::Vector { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
    )
}

/// Calls `f` on each attribute and type printed inside `t`, in print order.
fn type_inners(ctx: &Context, t: Type, mut f: impl FnMut(Inner)) {
    let types = |f: &mut dyn FnMut(Inner), ts: &mut dyn Iterator<Item = Type>| ts.for_each(|t| f(Inner::Type(t)));
    let attrs = |f: &mut dyn FnMut(Inner), xs: &mut dyn Iterator<Item = Attr>| xs.for_each(|a| f(Inner::Attr(a)));
    match ctx.type_kind(t) {
        TypeKind::Complex(e) | TypeKind::Vector { elem: e, .. } | TypeKind::UnrankedTensor { elem: e } => f(Inner::Type(*e)),
        TypeKind::Tuple(ts) => types(&mut f, &mut ts.iter().copied()),
        TypeKind::Function { inputs, results } => types(&mut f, &mut inputs.iter().chain(results.iter()).copied()),
        TypeKind::RankedTensor { elem, encoding, .. } => {
            f(Inner::Type(*elem));
            attrs(&mut f, &mut encoding.iter().copied());
        }
        TypeKind::MemRef { elem, layout, memory_space, .. } => {
            f(Inner::Type(*elem));
            attrs(&mut f, &mut layout.iter().chain(memory_space.iter()).copied());
        }
        TypeKind::UnrankedMemRef { elem, memory_space } => {
            f(Inner::Type(*elem));
            attrs(&mut f, &mut memory_space.iter().copied());
        }
        _ => {}
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
        if !has_inners(self.ctx.type_kind(t)) {
            return 0;
        }
        if let Some(&d) = self.type_depth.get(&t) {
            return d;
        }
        let mut max = 0;
        type_inners(self.ctx, t, |x| {
            let d = match x {
                // Attributes inside a type are never deferred.
                Inner::Attr(a) => self.attr(a, false),
                Inner::Type(t) => self.ty(t),
            };
            max = max.max(d);
        });
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
        attr_inners(ctx, a, |x| {
            let d = match x {
                Inner::Attr(x) => {
                    let d = self.attr(x, can_defer);
                    // Only attributes holding an alias have entries.
                    children.extend(self.index.get(x.index()));
                    d
                }
                Inner::Type(t) => self.ty(t),
            };
            max = max.max(d);
        });
        let e = &mut self.entries[i as usize];
        e.children = children;
        if max > 0 {
            e.depth = max + 1;
        }
        e.depth
    }
}
