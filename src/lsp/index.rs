//! Names of one chunk, derived from its token stream: which token defines
//! each SSA value, block label, symbol and alias, which tokens refer to it,
//! the outline of symbol and region-holding ops, and brace pairs.
//!
//! Why tokens and not the IR: the editor needs answers while the text does
//! not parse (half-typed code is the normal state of an open file), and the
//! IR keeps no source names (the printer derives every name). The lexer
//! never fails, so this index exists for any text. Where the chunk parses,
//! `analysis` adds types from the IR on top.
//!
//! Scoping follows MLIR's rule closely enough for an editor: SSA names and
//! block labels are unique inside an isolated region, and the isolated ops
//! written in this format are the symbol ops (functions, globals, modules).
//! So each symbol op with regions opens a scope that ends at the first line
//! back at its own brace depth; a use resolves to the nearest definition
//! before it in its scope, else the first one after it (forward references
//! to later blocks are legal).

use crate::lexer::{Kind, Tok};
use rustc_hash::FxHashMap;

/// How deeply outline entries nest at most.
const MAX_OUTLINE_DEPTH: usize = 32;

/// No definition (an unresolved name, or a token that names nothing).
pub const NONE: u32 = u32::MAX;

/// What a document-outline entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutlineKind {
    Function,
    Global,
    Module,
    Symbol,
    TypeAlias,
    AttrAlias,
    /// An op holding regions, inside a function (`omp.parallel { ... }`).
    RegionOp,
}

/// One entry of the outline, with its nested entries.
#[derive(Clone, Debug)]
pub struct Outline {
    pub name: String,
    /// The op's name, for symbol ops and region ops.
    pub detail: String,
    pub kind: OutlineKind,
    /// Byte range of the whole construct and of its name.
    pub start: u32,
    pub end: u32,
    pub name_start: u32,
    pub name_end: u32,
    pub children: Vec<Outline>,
}

/// The token-level index of one chunk's text.
#[derive(Debug, Default)]
pub struct Index {
    pub toks: Vec<Tok>,
    /// Per token: the token defining what it names (itself for a
    /// definition), or [`NONE`].
    pub def: Vec<u32>,
    /// Per token: the scope it sits in (0 = outside every symbol op).
    pub scope: Vec<u32>,
    /// The op name tokens, in order.
    pub op_names: Vec<u32>,
    /// Brace pairs (token indices of `{` and `}`).
    pub braces: Vec<(u32, u32)>,
    pub outline: Vec<Outline>,
}

fn define<'s>(map: &mut FxHashMap<(u32, &'s str), Vec<u32>>, scope: u32, text: &'s str, i: usize) {
    map.entry((scope, text)).or_default().push(i as u32);
}

/// The table entry of an op named by a token (`llvm.add`, `"llvm.add"`,
/// `module`).
pub fn op_info(kind: Kind, text: &str) -> Option<&'static crate::ods::OpInfo> {
    match kind {
        Kind::BareId => crate::ods::lookup_custom(text),
        Kind::String => crate::ods::lookup(text.trim_matches('"')),
        _ => None,
    }
}

/// The symbol a symbol reference or `sym_name` string names, without `@`
/// and quotes, so `@f`, `@"f"` and `sym_name = "f"` agree.
pub fn symbol_key(text: &str) -> &str {
    text.trim_start_matches('@').trim_matches('"')
}

fn defines_symbol(info: &crate::ods::OpInfo) -> bool {
    info.def.attr("sym_name").is_some()
}

impl Index {
    pub fn build(src: &str) -> Index {
        let toks = crate::lexer::lex(src);
        let n = toks.len();
        let mut ix = Index {
            def: vec![NONE; n],
            scope: vec![0; n],
            op_names: Vec::new(),
            braces: Vec::new(),
            outline: Vec::new(),
            toks,
        };
        ix.structure(src);
        ix.resolve(src);
        ix
    }

    pub fn text<'s>(&self, src: &'s str, i: u32) -> &'s str {
        self.toks[i as usize].text(src)
    }

    /// The index of the token covering byte `offset` (or ending right at
    /// it, so a cursor just after a name still finds the name).
    pub fn token_at(&self, src: &str, offset: u32) -> Option<u32> {
        let i = self.toks.partition_point(|t| t.start <= offset);
        let at = i.checked_sub(1)?;
        let t = self.toks[at];
        let named = |t: &Tok| matches!(t.kind, Kind::ValueId | Kind::CaretId | Kind::AtId | Kind::HashId | Kind::BangId | Kind::BareId | Kind::String);
        // A cursor between `%a` and `,` means `%a`.
        if t.start == offset && !named(&t) && at > 0 {
            let p = self.toks[at - 1];
            if p.end(src) == offset && named(&p) {
                return Some(at as u32 - 1);
            }
        }
        (t.kind != Kind::Eof && offset <= t.end(src)).then_some(at as u32)
    }

    /// Scopes, op names, brace pairs and the outline: one pass over the
    /// tokens tracking brace depth.
    fn structure(&mut self, src: &str) {
        let mut depth: u32 = 0;
        // (scope id, depth of the op that opened it)
        let mut scopes: Vec<(u32, u32)> = vec![(0, 0)];
        let mut next_scope = 1;
        let mut open: Vec<u32> = Vec::new();
        // Outline entries under construction with the depth they sit at.
        let mut building: Vec<(Outline, u32)> = Vec::new();
        let mut prev_end = 0u32;
        let mut i = 0usize;
        let n = self.toks.len();
        while i < n {
            let t = self.toks[i];
            if t.kind == Kind::Eof {
                break;
            }
            if t.line_start() {
                while scopes.len() > 1 && depth <= scopes.last().unwrap().1 {
                    scopes.pop();
                }
                while building.last().is_some_and(|b| depth <= b.1) {
                    let (mut o, _) = building.pop().unwrap();
                    o.end = prev_end.max(o.end);
                    self.attach(&mut building, o);
                }
                if let Some(name_tok) = self.op_name_at(i) {
                    self.op_names.push(name_tok as u32);
                    let nt = self.toks[name_tok];
                    let name = nt.text(src).trim_matches('"');
                    let info = op_info(nt.kind, nt.text(src));
                    let sym = info.filter(|i| defines_symbol(i));
                    if sym.is_some_and(|i| !i.def.regions.is_empty()) {
                        scopes.push((next_scope, depth));
                        next_scope += 1;
                    }
                    // Nesting is capped: the outline is walked recursively
                    // (here, in the reply, in the client), and a pasted
                    // `a.b {` ten thousand times must not overflow a stack.
                    let room = building.len() < MAX_OUTLINE_DEPTH;
                    if let Some(o) = self.outline_entry(src, i, name_tok, name, sym.is_some()).filter(|_| room) {
                        building.push((o, depth));
                    }
                } else if matches!(t.kind, Kind::HashId | Kind::BangId)
                    && depth == 0
                    && self.toks.get(i + 1).is_some_and(|t| t.kind == Kind::Equal)
                {
                    let kind = if t.kind == Kind::BangId { OutlineKind::TypeAlias } else { OutlineKind::AttrAlias };
                    let end = self.line_end(src, i);
                    self.outline.push(Outline {
                        name: t.text(src).to_string(),
                        detail: String::new(),
                        kind,
                        start: t.start,
                        end,
                        name_start: t.start,
                        name_end: t.end(src),
                        children: Vec::new(),
                    });
                }
            }
            self.scope[i] = scopes.last().unwrap().0;
            match t.kind {
                Kind::LBrace => {
                    open.push(i as u32);
                    depth += 1;
                }
                Kind::RBrace => {
                    if let Some(o) = open.pop() {
                        self.braces.push((o, i as u32));
                    }
                    depth = depth.saturating_sub(1);
                }
                _ => {}
            }
            prev_end = t.end(src);
            i += 1;
        }
        while let Some((mut o, _)) = building.pop() {
            o.end = prev_end.max(o.end);
            self.attach(&mut building, o);
        }
    }

    fn attach(&mut self, building: &mut [(Outline, u32)], o: Outline) {
        match building.last_mut() {
            Some(parent) => parent.0.children.push(o),
            None => self.outline.push(o),
        }
    }

    /// The byte offset where the line of token `i` ends (its last token's
    /// end).
    fn line_end(&self, src: &str, i: usize) -> u32 {
        let mut j = i;
        while self.toks.get(j + 1).is_some_and(|t| !t.line_start() && t.kind != Kind::Eof) {
            j += 1;
        }
        self.toks[j].end(src)
    }

    /// The op name token of an op starting at line-start token `i`: the
    /// token itself, or the one after `%a, %b:2 =`.
    fn op_name_at(&self, i: usize) -> Option<usize> {
        let mut j = i;
        if self.toks[i].kind == Kind::ValueId {
            j = self.result_list_end(i)? + 1;
        }
        let t = self.toks.get(j)?;
        match t.kind {
            Kind::BareId => Some(j),
            // A generic op: `"name"(`.
            Kind::String if self.toks.get(j + 1).is_some_and(|n| n.kind == Kind::LParen) => Some(j),
            _ => None,
        }
    }

    /// For a results list `%a, %b:2 =` starting at `i`: the index of `=`.
    pub fn result_list_end(&self, i: usize) -> Option<usize> {
        let mut j = i;
        loop {
            if self.toks.get(j)?.kind != Kind::ValueId {
                return None;
            }
            j += 1;
            if self.toks.get(j)?.kind == Kind::Colon && self.toks.get(j + 1)?.kind == Kind::Int {
                j += 2;
            }
            match self.toks.get(j)?.kind {
                Kind::Comma => j += 1,
                Kind::Equal => return Some(j),
                _ => return None,
            }
        }
    }

    /// An outline entry for the op at line-start token `i`: symbol ops by
    /// their symbol, ops whose line opens a region by their name.
    fn outline_entry(&self, src: &str, i: usize, name_tok: usize, name: &str, sym: bool) -> Option<Outline> {
        let start = self.toks[i].start;
        let mut o = Outline {
            name: name.to_string(),
            detail: name.to_string(),
            kind: OutlineKind::RegionOp,
            start,
            end: self.line_end(src, i),
            name_start: self.toks[name_tok].start,
            name_end: self.toks[name_tok].end(src),
            children: Vec::new(),
        };
        if sym {
            o.kind = match name.rsplit('.').next().unwrap_or(name) {
                "func" => OutlineKind::Function,
                "global" => OutlineKind::Global,
                "module" => OutlineKind::Module,
                _ => OutlineKind::Symbol,
            };
            if let Some(s) = self.symbol_def_on_line(src, name_tok) {
                let t = self.toks[s];
                o.name = format!("@{}", symbol_key(t.text(src)));
                o.name_start = t.start;
                o.name_end = t.end(src);
            } else if o.kind != OutlineKind::Module {
                return None;
            }
            return Some(o);
        }
        // A region op: its line's last token opens a region (`{`, `({`).
        // Top-level ops of the chunk that are not symbols (a bare module
        // body's ops) are left out unless they hold regions.
        let mut j = name_tok;
        while self.toks.get(j + 1).is_some_and(|t| !t.line_start() && t.kind != Kind::Eof) {
            j += 1;
        }
        (self.toks[j].kind == Kind::LBrace).then_some(o)
    }

    /// The token defining the symbol of the symbol op named at `name_tok`:
    /// `@f` after the name and keywords (`llvm.func internal @f`), or the
    /// string of `sym_name = "f"` in the generic form.
    fn symbol_def_on_line(&self, src: &str, name_tok: usize) -> Option<usize> {
        let mut j = name_tok + 1;
        while let Some(t) = self.toks.get(j) {
            if t.line_start() || t.kind == Kind::Eof {
                return None;
            }
            match t.kind {
                Kind::AtId if self.toks[name_tok].kind == Kind::BareId => return Some(j),
                Kind::BareId if t.text(src) == "sym_name" => {
                    let s = self.toks.get(j + 2)?;
                    return (self.toks[j + 1].kind == Kind::Equal && s.kind == Kind::String).then_some(j + 2);
                }
                Kind::BareId | Kind::String | Kind::LParen | Kind::Less | Kind::LBrace | Kind::Equal => j += 1,
                // `sym_name` sits inside the generic form's `<{...}>`;
                // anything else of that dictionary is skipped too.
                _ if self.toks[name_tok].kind == Kind::String => j += 1,
                _ => return None,
            }
        }
        None
    }

    /// Definitions, then references resolved to them.
    fn resolve(&mut self, src: &str) {
        let n = self.toks.len();
        let mut values: FxHashMap<(u32, &str), Vec<u32>> = FxHashMap::default();
        let mut blocks: FxHashMap<(u32, &str), Vec<u32>> = FxHashMap::default();
        let mut symbols: FxHashMap<&str, u32> = FxHashMap::default();
        let mut aliases: FxHashMap<&str, u32> = FxHashMap::default();
        // Innermost open `(` per token, for arguments `(%a: i32)`.
        let mut parens: Vec<usize> = Vec::new();
        for &op in &self.op_names {
            let nt = self.toks[op as usize];
            if op_info(nt.kind, nt.text(src)).is_some_and(defines_symbol) {
                if let Some(s) = self.symbol_def_on_line(src, op as usize) {
                    symbols.entry(symbol_key(self.toks[s].text(src))).or_insert(s as u32);
                    self.def[s] = s as u32;
                }
            }
        }
        for i in 0..n {
            let t = self.toks[i];
            let scope = self.scope[i];
            match t.kind {
                Kind::LParen => parens.push(i),
                Kind::RParen => {
                    parens.pop();
                }
                Kind::HashId | Kind::BangId if t.line_start() && self.toks.get(i + 1).is_some_and(|t| t.kind == Kind::Equal) => {
                    aliases.entry(t.text(src)).or_insert(i as u32);
                    self.def[i] = i as u32;
                }
                Kind::CaretId if t.line_start() => {
                    define(&mut blocks, scope, t.text(src), i);
                    self.def[i] = i as u32;
                }
                Kind::ValueId if t.line_start() => {
                    if let Some(eq) = self.result_list_end(i) {
                        for j in i..eq {
                            if self.toks[j].kind == Kind::ValueId {
                                define(&mut values, scope, self.toks[j].text(src), j);
                                self.def[j] = j as u32;
                            }
                        }
                    }
                }
                Kind::ValueId if self.def[i] == NONE && self.toks.get(i + 1).is_some_and(|t| t.kind == Kind::Colon) => {
                    // `^bb0(%a: i32)` and `llvm.func @f(%a: i32)` define;
                    // `llvm.br ^bb1(%a : i32)` uses.
                    let owner = parens.last().and_then(|&p| p.checked_sub(1)).map(|p| self.toks[p]);
                    let defines = owner.is_some_and(|o| {
                        (o.kind == Kind::CaretId && o.line_start()) || (o.kind == Kind::AtId && self.def[parens[parens.len() - 1] - 1] != NONE)
                    });
                    if defines {
                        define(&mut values, scope, t.text(src), i);
                        self.def[i] = i as u32;
                    }
                }
                _ => {}
            }
        }
        // Nearest definition before `i`, else the first after it.
        let nearest = |defs: &Vec<u32>, i: u32| {
            let k = defs.partition_point(|&d| d <= i);
            if k > 0 { defs[k - 1] } else { defs[0] }
        };
        for i in 0..n {
            if self.def[i] != NONE {
                continue;
            }
            let t = self.toks[i];
            let text = t.text(src);
            let scope = self.scope[i];
            self.def[i] = match t.kind {
                Kind::ValueId => values.get(&(scope, text)).map_or(NONE, |d| nearest(d, i as u32)),
                Kind::CaretId => blocks.get(&(scope, text)).map_or(NONE, |d| nearest(d, i as u32)),
                Kind::AtId => symbols.get(symbol_key(text)).copied().unwrap_or(NONE),
                // `%x#1` is a result number, not an alias.
                Kind::HashId if i > 0 && !t.spaced() && self.toks[i - 1].kind == Kind::ValueId => NONE,
                Kind::HashId | Kind::BangId => aliases.get(text).copied().unwrap_or(NONE),
                _ => NONE,
            };
        }
    }

    /// Every token referring to what definition `d` defines, `d` included.
    pub fn references(&self, d: u32) -> Vec<u32> {
        (0..self.def.len() as u32).filter(|&i| self.def[i as usize] == d).collect()
    }

    /// The definitions of one token kind visible from token `at`: SSA
    /// values and block labels of its scope, all symbols and aliases.
    pub fn definitions(&self, kind: Kind, at: Option<u32>) -> Vec<u32> {
        let scope = at.map_or(0, |a| self.scope[a as usize]);
        let scoped = matches!(kind, Kind::ValueId | Kind::CaretId);
        (0..self.def.len() as u32)
            .filter(|&i| self.def[i as usize] == i)
            .filter(|&i| {
                let t = &self.toks[i as usize];
                let same_kind = t.kind == kind || (kind == Kind::AtId && t.kind == Kind::String);
                same_kind && (!scoped || self.scope[i as usize] == scope)
            })
            .collect()
    }
}
