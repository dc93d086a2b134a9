//! Turns the operation syntax tree into IR: creates blocks, values and ops,
//! and resolves SSA names, block labels and forward location aliases.
//!
//! Names are resolved after a whole region tree is built, so a value may be
//! used before (or above) its definition, as MLIR allows; a use looks in its
//! own region's scope first, then in the enclosing ones.
//!
//! An isolated op (a function) is built as soon as the grammar has read it
//! ([`prebuild`]): its syntax tree is dropped there, so a module's tree
//! never exists whole, only one function's at a time. It is built, detached,
//! in the arenas the final build then goes on filling, which places it
//! where it meets its placeholder. Anything
//! that needs names from outside it (an error for an isolated op, an
//! enclosing value a region argument shadows) makes the parse start over
//! without this ([`PState::prebuild`]); location aliases the file defines
//! after the op are resolved by the final build.

use rustc_hash::FxHashMap;

use super::ast::*;
use crate::diag::{Diagnostic, Span};
use crate::ir::{Attr, AttrKind, Block, Body, Context, Module, Op, Region, ResourceGroup, Value};
use super::state::{LocOf, PState, Prebuilt};
use crate::lexer::Tok;
use crate::ods::opdef::traits;

/// A prebuilt op keeps one placeholder region whose first token is this;
/// its second is the op's index in the prebuilt list.
const PREBUILT: TokIdx = u32::MAX;


fn prebuilt_index(ast: &OpAst) -> Option<usize> {
    match ast.regions.as_slice() {
        [r] if r.toks.0 == PREBUILT => Some(r.toks.1 as usize),
        _ => None,
    }
}

/// Builds `ast` at once when it is an isolated op without results,
/// operands or successors (a function, say): its IR goes to the state's
/// prebuilt list and the returned tree keeps a placeholder for its regions.
/// Any problem marks the state (`prebuild_failed`); the caller then parses
/// again without prebuilding, which reports errors as usual.
pub fn prebuild(st: &mut PState, src: &str, toks: &[Tok], ast: OpAst) -> OpAst {
    if !st.prebuild
        || ast.regions.is_empty()
        || !ast.results.is_empty()
        || !ast.operands.is_empty()
        || !ast.successors.is_empty()
        || prebuilt_index(&ast).is_some()
    {
        return ast;
    }
    let Some(info) = crate::ods::lookup(st.ctx.str(ast.name)) else { return ast };
    // A symbol table (a module) holds the functions: they are the ones to
    // build early, and the module would only be copied once more.
    if info.def.traits & traits::ISOLATED_FROM_ABOVE == 0 || info.def.traits & traits::SYMBOL_TABLE != 0 {
        return ast;
    }
    // An op built earlier inside this one was built without this op's
    // names in view (a function nested in a function, say): the checks
    // those names take part in need the ordinary build, so the file is
    // read again without prebuilding.
    if ast.regions.iter().any(|r| {
        let names = r.blocks.iter().any(|b| !b.args.is_empty() || b.ops.iter().any(|o| !o.results.is_empty()));
        r.blocks.iter().any(|b| prebuilt_sees_names(b.ops.iter(), names))
    }) {
        st.prebuild_failed = true;
        st.prebuild = false;
        return ast;
    }
    let (name, toks_range) = (ast.name, ast.toks);
    let deferred_before = st.prebuilt.locs.len();
    let PState { ctx, attr_aliases, prebuilt, .. } = &mut *st;
    let mut builder = Builder::detached(ctx, src, toks, attr_aliases);
    builder.defer_locs = true;
    builder.prebuilt = std::mem::take(prebuilt);
    std::mem::swap(&mut builder.body, &mut builder.prebuilt.body);
    let labels = FxHashMap::default();
    builder.scopes.push(Scope { parent: None, names: FxHashMap::default() });
    let op = builder.op(ast, 0, &labels);
    builder.resolve_operands();
    let ok = builder.diags.is_empty();
    let Builder { body, prebuilt: mut list, .. } = builder;
    list.body = body;
    *prebuilt = list;
    let index = if ok {
        // Nothing reads this op's tokens again on the way to success (the
        // placeholder is found by its token indices), unless a location
        // alias is left for the final build.
        if let Some(release) = st.token_release.as_mut().filter(|_| st.prebuilt.locs.len() == deferred_before) {
            release.dead(src, toks, toks_range.0 as usize, toks_range.1 as usize);
        }
        st.prebuilt.ops.push(Some(op));
        st.prebuilt.ops.len() - 1
    } else {
        st.prebuild_failed = true;
        st.prebuild = false;
        usize::MAX
    };
    OpAst {
        results: Vec::new(),
        name,
        operands: Vec::new(),
        successors: Vec::new(),
        properties: None,
        regions: vec![RegionAst { blocks: Vec::new(), toks: (PREBUILT, index as TokIdx) }],
        attrs: st.ctx.empty_dict(),
        inputs: std::sync::Arc::new([]),
        outputs: std::sync::Arc::new([]),
        loc: None,
        toks: toks_range,
    }
}

/// Whether a prebuilt op sits where names of enclosing regions are visible
/// (a value of the module's body, an argument of an enclosing block): the
/// final build would check its region arguments against them, and a
/// detached build could not, so such a file is parsed again without
/// prebuilding. Files of functions and globals have none.
pub fn prebuilt_sees_names<'x>(ops: impl Iterator<Item = &'x OpAst> + Clone, outer_names: bool) -> bool {
    let here = outer_names || ops.clone().any(|o| !o.results.is_empty());
    ops.clone().any(|o| {
        if prebuilt_index(o).is_some() {
            return here;
        }
        o.regions.iter().any(|r| {
            let names = here || r.blocks.iter().any(|b| !b.args.is_empty() || b.ops.iter().any(|o| !o.results.is_empty()));
            r.blocks.iter().any(|b| prebuilt_sees_names(b.ops.iter(), names))
        })
    })
}

struct Scope<'a> {
    parent: Option<u32>,
    /// Result group or block argument name → (first value, count, definition token).
    names: FxHashMap<&'a str, (Value, u32)>,
}

struct PendingUses {
    op: Op,
    uses: Vec<ValueUse>,
    types: super::ast::Types,
    scope: u32,
}

pub struct Builder<'a, 'c> {
    pub ctx: &'c mut Context,
    src: &'a str,
    toks: &'a [Tok],
    pub body: Body,
    scopes: Vec<Scope<'a>>,
    pending: Vec<PendingUses>,
    pub diags: Vec<Diagnostic>,
    aliases: &'a FxHashMap<Box<str>, Attr>,
    /// Ops [`prebuild`] built while parsing, taken as the build meets them.
    prebuilt: Prebuilt,
    /// Whether a location alias not defined yet is left for the final
    /// build (a prebuilt op's; MLIR's printer defines them at the end).
    defer_locs: bool,
    /// The alias token of the location [`Self::loc`] just deferred.
    deferred: Option<TokIdx>,
}

impl<'a, 'c> Builder<'a, 'c> {
    pub fn new(ctx: &'c mut Context, src: &'a str, toks: &'a [Tok], aliases: &'a FxHashMap<Box<str>, Attr>) -> Self {
        let mut body = Body::default();
        if let (Some(first), Some(last)) = (toks.first(), toks.last()) {
            body.reserve_for_source(last.end(src).saturating_sub(first.start) as usize);
        }
        Builder { ctx, src, toks, body, scopes: Vec::new(), pending: Vec::new(), diags: Vec::new(), aliases, prebuilt: Prebuilt::default(), defer_locs: false, deferred: None }
    }

    /// A builder for one op's IR, whose arenas grow as needed.
    fn detached(ctx: &'c mut Context, src: &'a str, toks: &'a [Tok], aliases: &'a FxHashMap<Box<str>, Attr>) -> Self {
        Builder {
            ctx,
            src,
            toks,
            body: Body::default(),
            scopes: Vec::new(),
            pending: Vec::new(),
            diags: Vec::new(),
            aliases,
            prebuilt: Prebuilt::default(),
            defer_locs: false,
            deferred: None,
        }
    }

    /// The ops [`prebuild`] built while this file was parsed.
    /// Their IR is where this build goes on (the room reserved for the
    /// source was reserved there when parsing began).
    pub fn with_prebuilt(mut self, mut prebuilt: Prebuilt) -> Self {
        if !prebuilt.is_empty() {
            std::mem::swap(&mut self.body, &mut prebuilt.body);
        }
        self.prebuilt = prebuilt;
        self
    }

    fn span(&self, first: TokIdx, last_excl: TokIdx) -> Span {
        let a = self.toks[first as usize];
        let b = self.toks[(last_excl.max(first + 1) - 1) as usize];
        Span::new(a.start, b.end(self.src))
    }

    fn tok_span(&self, t: TokIdx) -> Span {
        let t = self.toks[t as usize];
        Span::new(t.start, t.end(self.src))
    }

    fn text(&self, t: TokIdx) -> &'a str {
        self.toks[t as usize].text(self.src)
    }

    fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::error(span, msg));
    }

    fn loc(&mut self, l: Option<LocAst>) -> Option<Attr> {
        match l? {
            LocAst::Attr(a) => Some(a),
            LocAst::Alias(t) => {
                let name = &self.text(t)[1..];
                match self.aliases.get(name) {
                    Some(&a) if matches!(self.ctx.attr_kind(a), AttrKind::Loc(_)) => Some(a),
                    Some(_) => {
                        self.error(self.tok_span(t), format!("expected location, but found '#{name}'"));
                        None
                    }
                    None if self.defer_locs => {
                        self.deferred = Some(t);
                        None
                    }
                    None => {
                        self.error(self.tok_span(t), format!("operation location alias was never defined"));
                        None
                    }
                }
            }
        }
    }

    fn define(&mut self, scope: u32, name_tok: TokIdx, first: Value, count: u32) {
        let name = self.text(name_tok);
        if self.scopes[scope as usize].names.insert(name, (first, count)).is_some() {
            self.error(self.tok_span(name_tok), format!("redefinition of SSA value '{name}'"));
        }
    }

    /// Builds a region in a new scope nested in `parent`.
    pub fn region(&mut self, ast: RegionAst, parent: Option<u32>) -> Region {
        let scope = self.scopes.len() as u32;
        // The names this scope defines, counted first: growing the map by
        // doubling was a visible share of building.
        let defs: usize = ast.blocks.iter().map(|b| b.args.len() + b.ops.iter().map(|o| o.results.len()).sum::<usize>()).sum();
        self.scopes.push(Scope { parent, names: FxHashMap::with_capacity_and_hasher(defs, Default::default()) });
        let region = self.body.new_region();
        let mut labels: FxHashMap<&'a str, Block> = FxHashMap::default();
        let mut blocks = Vec::with_capacity(ast.blocks.len());
        for b in &ast.blocks {
            let span = b.label.map(|l| self.tok_span(l)).unwrap_or_default();
            let block = self.body.new_block(region, span);
            if let Some(l) = b.label {
                let name = self.text(l);
                if labels.insert(name, block).is_some() {
                    self.error(span, format!("redefinition of block '{name}'"));
                }
            }
            blocks.push(block);
        }
        // Arguments named in the op's header (an entry block without a
        // label) must not reuse a name the enclosing region defines, even
        // when the region is isolated (MLIR checks before opening it).
        if let (Some(parent), Some(entry)) = (parent, ast.blocks.first().filter(|b| b.label.is_none())) {
            for &(name, _, _) in &entry.args {
                if let Some((v, _)) = self.lookup(parent, self.text(name)) {
                    let defined = self.body.value(v).span;
                    let msg = format!("region entry argument '{}' is already in use", self.text(name));
                    let d = Diagnostic::error(self.tok_span(name), msg).with_note(defined, "previously referenced here");
                    self.diags.push(d);
                }
            }
        }
        for (b, block) in ast.blocks.into_iter().zip(blocks) {
            // Each list at its final size at once (a function's blocks
            // hold tens of thousands of ops in all).
            self.body.blocks[block.index()].args.reserve_exact(b.args.len());
            self.body.blocks[block.index()].ops.reserve_exact(b.ops.len());
            for (name, ty, loc) in b.args {
                let loc = self.loc(loc);
                let v = self.body.add_block_arg(block, ty, loc, self.tok_span(name));
                if let Some(t) = self.deferred.take() {
                    self.prebuilt.locs.push((LocOf::Value(v), t));
                }
                self.define(scope, name, v, 1);
            }
            for op in b.ops {
                let op = self.op(op, scope, &labels);
                self.body.append_op(block, op);
            }
        }
        region
    }

    /// Builds one op (and its regions) in `scope`.
    pub fn op(&mut self, ast: OpAst, scope: u32, labels: &FxHashMap<&'a str, Block>) -> Op {
        if let Some(i) = prebuilt_index(&ast) {
            if let Some(op) = self.prebuilt.ops.get_mut(i).and_then(Option::take) {
                return op;
            }
            // Never expected (each placeholder is met once); the parse
            // starts over without prebuilding on any error.
            self.error(self.span(ast.toks.0, ast.toks.1), "operation built twice");
        }
        // MLIR locates an op at its name, after any `%results =`.
        let first = if ast.results.is_empty() {
            ast.toks.0
        } else {
            (ast.toks.0..ast.toks.1)
                .find(|&t| self.toks[t as usize].kind == crate::lexer::Kind::Equal)
                .map_or(ast.toks.0, |eq| (eq + 1).min(ast.toks.1))
        };
        let span = self.span(first, ast.toks.1);
        let regions: Vec<Region> = ast.regions.into_iter().map(|r| self.region(r, Some(scope))).collect();
        let mut successors = Vec::with_capacity(ast.successors.len());
        for s in ast.successors {
            match labels.get(self.text(s)) {
                Some(&b) => successors.push(b),
                None => self.error(self.tok_span(s), "reference to an undefined block"),
            }
        }
        let declared: u32 = ast.results.iter().map(|r| r.1).sum();
        let results_match = ast.results.is_empty() || declared as usize == ast.outputs.len();
        if !results_match && ast.outputs.is_empty() {
            // MLIR's `parseOperation`, at the first result name.
            let at = self.tok_span(ast.results[0].0);
            self.error(at, "cannot name an operation with no results");
        } else if !results_match {
            self.error(
                span,
                format!(
                    "operation defines {} results but was provided {} to bind",
                    ast.outputs.len(),
                    declared
                ),
            );
        }
        if ast.operands.len() != ast.inputs.len() {
            self.error(
                span,
                format!("expected {} operand type{} but had {}", ast.operands.len(), plural(ast.operands.len()), ast.inputs.len()),
            );
        }
        let loc = self.loc(ast.loc);
        let op = self.body.new_op(
            ast.name,
            Box::new([]),
            &ast.outputs,
            successors.into(),
            ast.properties,
            ast.attrs,
            regions.into(),
            loc,
            span,
        );
        if let Some(t) = self.deferred.take() {
            self.prebuilt.locs.push((LocOf::Op(op), t));
        }
        let first = self.body.op(op).first_result;
        let mut offset = 0;
        // Names bound to results that do not exist stay undefined (their
        // uses then report), rather than pointing past the op's results.
        for (name, count) in ast.results.into_iter().filter(|_| results_match) {
            self.define(scope, name, Value(first + offset), count);
            offset += count;
        }
        if !ast.operands.is_empty() {
            self.pending.push(PendingUses { op, uses: ast.operands, types: ast.inputs, scope });
        }
        op
    }

    fn lookup(&self, mut scope: u32, name: &str) -> Option<(Value, u32)> {
        loop {
            let s = &self.scopes[scope as usize];
            if let Some(&v) = s.names.get(name) {
                return Some(v);
            }
            scope = s.parent?;
        }
    }

    /// Gives prebuilt ops the locations whose aliases the file defined
    /// after them.
    fn resolve_deferred_locs(&mut self) {
        for (of, t) in std::mem::take(&mut self.prebuilt.locs) {
            let loc = self.loc(Some(LocAst::Alias(t)));
            match of {
                LocOf::Op(op) => self.body.ops[op.index()].loc = loc,
                LocOf::Value(v) => self.body.values[v.index()].loc = loc,
            }
        }
    }

    /// Resolves every operand once all definitions are known.
    pub fn resolve_operands(&mut self) {
        let pending = std::mem::take(&mut self.pending);
        let mut mismatched = rustc_hash::FxHashSet::default();
        for p in &pending {
            let mut operands = Vec::with_capacity(p.uses.len());
            for (i, u) in p.uses.iter().enumerate() {
                let Some(v) = self.resolve_use(p.scope, u) else { continue };
                if p.types.get(i).is_some_and(|&ty| ty != self.body.value(v).ty) {
                    mismatched.insert(v);
                }
                operands.push(v);
            }
            self.body.ops[p.op.index()].operands = operands.into();
        }
        if mismatched.is_empty() {
            return;
        }
        // Only values with a use of another type need MLIR's ordering: all
        // their typed uses, gathered again (names resolve as they did above).
        let mut typed = Vec::new();
        for p in &pending {
            for (u, &ty) in p.uses.iter().zip(p.types.iter()) {
                let Some((first, count)) = self.lookup(p.scope, self.text(u.tok)) else { continue };
                let v = Value(first.0 + u.index);
                if u.index < count && mismatched.contains(&v) {
                    let name = self.text(u.tok);
                    typed.push(super::use_types::TypedUse { value: v, span: self.tok_span(u.tok), ty, name, index: u.index });
                }
            }
        }
        let errors = super::use_types::check(self.ctx, &self.body, self.src, &typed);
        self.diags.extend(errors);
    }

    /// The value a use names, or `None` after reporting why there is none.
    fn resolve_use(&mut self, scope: u32, u: &ValueUse) -> Option<Value> {
        let Some((first, count)) = self.lookup(scope, self.text(u.tok)) else {
            self.error(self.tok_span(u.tok), "use of undeclared SSA value name".to_string());
            return None;
        };
        if u.index >= count {
            self.error(self.tok_span(u.tok), "reference to invalid result number".to_string());
            return None;
        }
        Some(Value(first.0 + u.index))
    }

    /// Builds ops that sit in an enclosing block this builder does not see
    /// (the second half of a large module's body, see `parser::parallel`):
    /// each in one top scope, left detached for the caller to place.
    pub fn detached_ops(mut self, ops: Vec<OpAst>) -> Result<(Body, Vec<Op>), Vec<Diagnostic>> {
        let labels = FxHashMap::default();
        self.scopes.push(Scope { parent: None, names: FxHashMap::default() });
        let built = ops.into_iter().map(|op| self.op(op, 0, &labels)).collect();
        self.resolve_operands();
        self.resolve_deferred_locs();
        if self.diags.is_empty() {
            Ok((self.body, built))
        } else {
            Err(self.diags)
        }
    }

    /// Wraps top-level ops in an implicit `builtin.module` unless the file is
    /// exactly one module op.
    pub fn module(mut self, ops: Vec<OpAst>, resources: Vec<ResourceGroup>) -> Result<Module, Vec<Diagnostic>> {
        let module_name = self.ctx.ident("builtin.module");
        let labels = FxHashMap::default();
        self.scopes.push(Scope { parent: None, names: FxHashMap::default() });
        let top = if ops.len() == 1 && ops[0].name == module_name {
            let op = ops.into_iter().next().unwrap();
            self.op(op, 0, &labels)
        } else {
            let region = self.body.new_region();
            let block = self.body.new_block(region, Span::default());
            for op in ops {
                let op = self.op(op, 0, &labels);
                self.body.append_op(block, op);
            }
            let attrs = self.ctx.empty_dict();
            let span = if self.toks.is_empty() { Span::default() } else { Span::new(0, 0) };
            let unknown = None;
            self.body.new_op(module_name, Box::new([]), &[], Box::new([]), None, attrs, Box::new([region]), unknown, span)
        };
        self.resolve_operands();
        self.resolve_deferred_locs();
        if self.diags.is_empty() {
            Ok(Module { body: self.body, top, resources, pre_verified: None })
        } else {
            Err(self.diags)
        }
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}
