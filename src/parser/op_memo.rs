//! Ops read before, by shape: the syntax tree of a one-line op without
//! regions, kept under its tokens with SSA value and block names left out,
//! so that a later line spelled the same way (`%7 = llvm.load %6 {...} :
//! !llvm.ptr -> i32` with other names) is not read by the grammar again: its
//! tree is the remembered one with every token index moved to the new line.
//!
//! Why this is exact: what the grammar makes of an op depends only on the
//! kinds, spacing and text of its tokens, except the text of `%name` and
//! `^name` tokens, which it keeps as token indices for the builder (names
//! are resolved after parsing); on the state only through the alias tables
//! (which only grow; a use of an undefined alias is an error) and the typed
//! pointer last read (required empty); and on what follows only through
//! the next token, which is part of the shape. A line is remembered only
//! if reading it reported nothing and left no state behind, and it is used
//! only by the fast grammar: the rich one, which reports errors, reads
//! everything itself (chumsky's error merging sees every alternative tried).
//!
//! A line whose shape was never seen gets a second chance under its
//! *abstract* shape ([`OpMemo::abstract_shape`]), where symbols (`@name`,
//! quoted or not) and typed integer literals (`4 : i64`) are left out too:
//! `llvm.mlir.addressof @".str.12"` and `llvm.call @luaH_get(...)` then
//! repeat however many names a module has (on lua.mlir a third of the lines
//! the grammar read were such repeats). Such a line's tree is the
//! remembered one with the attributes those tokens made replaced. That is
//! exact where each left-out token made one attribute of its own among
//! the op's top-level attributes or properties, built from its text alone:
//! a symbol the `SymbolRef` or string attribute of its name, an integer the
//! `IntegerAttr` of its value and the written type. So a token is left out
//! only outside `<...>` and `[...]` (where dialect attributes, types and
//! arrays nest it), and a tree is remembered under an abstract shape only
//! when each left-out token matches exactly one top-level attribute, a
//! different one each; a replacement whose text does not make a valid
//! attribute (an integer out of its type's range) sends the line to the
//! grammar, which reports it.

use rustc_hash::FxHashMap;

use super::ast::{LocAst, OpAst, TokIdx};
use super::literals::{fit_integer, is_int_type_keyword, symbol_name};
use crate::ir::import::map_exact;
use crate::ir::{Attr, AttrKind, Context, Ident, Signedness, Type, TypeKind};
use crate::lexer::{Kind, Tok};

/// The longest line (in bytes, and in tokens) looked up: longer ones are
/// rare and their shape is unlikely to repeat.
const MAX_BYTES: u32 = 4096;
const MAX_TOKENS: usize = 512;

/// The most shapes kept: past this, lines of new shapes are read by the
/// grammar (a module's common shapes come early; memory stays bounded, a
/// few MiB, however large the module).
const MAX_SHAPES: usize = 8192;

/// Marks a name in a shape's key (a byte no UTF-8 text holds).
const NAME: u8 = 0xFF;

/// Remembered ops by their line's shape.
#[derive(Default)]
pub struct OpMemo {
    /// Each shape's tree, by its index in `trees`: the table holds small
    /// entries, so growing it moves (and faults in) little memory.
    by_shape: FxHashMap<Box<[u8]>, u32>,
    trees: Vec<OpAst>,
    /// The key of the line looked up last (kept to reuse its buffer).
    key: Vec<u8>,
    /// Trees by abstract shape, with how to patch each left-out token in.
    by_abstract: FxHashMap<Box<[u8]>, u32>,
    abstract_trees: Vec<(OpAst, Box<[Patch]>)>,
    /// The abstract key of the line looked up last, and its left-out
    /// tokens in order.
    abstract_key: Vec<u8>,
    holes: Vec<TokIdx>,
}

/// Where a left-out token's attribute sits in a remembered tree, and how
/// to make it from another line's token.
#[derive(Clone, Copy, Debug)]
struct Patch {
    /// In the properties (else the attribute dictionary), at this entry.
    in_properties: bool,
    entry: u32,
    how: Remake,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Remake {
    /// `IntegerAttr` of the token's value (negated after a `-`) and `ty`.
    Integer { ty: Type, negative: bool },
    /// The symbol's name as a `SymbolRef` with no nested references.
    SymbolRef,
    /// The symbol's name as a string attribute (`sym_name`).
    String,
}

/// Names whose text the grammar never looks at.
#[inline]
fn is_name(k: Kind) -> bool {
    matches!(k, Kind::ValueId | Kind::CaretId)
}

impl OpMemo {
    /// Makes the key of the line starting at token `start`: its source text
    /// up to the next token that starts a line, that token included, with
    /// every name replaced by [`NAME`] and its kind (the spacing between
    /// tokens is kept as written, so equal keys lex to equal tokens).
    /// Returns the index of that next token, or `None` for a line not
    /// worth looking up.
    pub fn shape(&mut self, src: &str, toks: &[Tok], start: TokIdx) -> Option<TokIdx> {
        make_key(&mut self.key, src, toks, start, |_, t| is_name(t.kind))
    }

    /// Makes the abstract key of the line at `start`, which ends before
    /// token `next` (as [`shape`](Self::shape) found): the key with
    /// symbols and typed integers left out as well. `false` when the line
    /// has none of those (its abstract shape is its shape).
    pub fn abstract_shape(&mut self, src: &str, toks: &[Tok], start: TokIdx, next: TokIdx) -> bool {
        find_holes(&mut self.holes, src, toks, start, next);
        if self.holes.is_empty() {
            return false;
        }
        let holes = &self.holes;
        let mut at = 0;
        let made = make_key(&mut self.abstract_key, src, toks, start, |k, t| {
            if at < holes.len() && holes[at] == k {
                at += 1;
                return true;
            }
            is_name(t.kind)
        });
        made == Some(next)
    }

    /// The op spelled as the line at `start` (whose key [`shape`](Self::shape)
    /// made, ending before token `next`), moved there, if a line of the same
    /// shape was read before.
    pub fn lookup(&self, start: TokIdx) -> Option<OpAst> {
        let &i = self.by_shape.get(self.key.as_slice())?;
        let old = &self.trees[i as usize];
        Some(moved(old, start.wrapping_sub(old.toks.0)))
    }

    /// Remembers `op`, read from the line at `start` that ends before token
    /// `next`, under the key [`shape`](Self::shape) made for it, if it is
    /// the whole line and has no regions.
    pub fn remember(&mut self, start: TokIdx, next: TokIdx, op: &OpAst) {
        if op.toks != (start, next) || !op.regions.is_empty() || self.by_shape.len() >= MAX_SHAPES {
            return;
        }
        if !self.by_shape.contains_key(self.key.as_slice()) {
            self.by_shape.insert(self.key.as_slice().into(), self.trees.len() as u32);
            self.trees.push(op.clone());
        }
    }

    /// The op spelled as the line at `start`, if a line of its abstract
    /// shape ([`abstract_shape`](Self::abstract_shape), made last) was
    /// remembered: that tree moved here, with the attributes of this
    /// line's symbols and integers. `None` also when one of them does not
    /// make a valid attribute: the grammar reads the line and says why.
    pub fn lookup_abstract(&self, ctx: &mut Context, src: &str, toks: &[Tok], start: TokIdx) -> Option<OpAst> {
        let &i = self.by_abstract.get(self.abstract_key.as_slice())?;
        let (old, patches) = &self.abstract_trees[i as usize];
        let mut attrs: Option<Vec<(Ident, Attr)>> = None;
        let mut properties: Option<Vec<(Ident, Attr)>> = None;
        let info = crate::ods::lookup(ctx.str(old.name));
        for (patch, &hole) in patches.iter().zip(&self.holes) {
            let made = remake(ctx, patch.how, toks[hole as usize].text(src))?;
            let (slot, dict) = if patch.in_properties { (&mut properties, old.properties?) } else { (&mut attrs, old.attrs) };
            let entries = slot.get_or_insert_with(|| dict_entries(ctx, dict).to_vec());
            let entry = entries.get_mut(patch.entry as usize)?;
            // The grammar checks an inherent attribute's value as it makes
            // the op (an enum's cases, say): one it would reject is its to
            // report.
            let name = ctx.str(entry.0);
            if info.is_some_and(|i| i.def.attr(name).is_some() && crate::verify::inherent_attr_error(ctx, i, name, made).is_some()) {
                return None;
            }
            entry.1 = made;
        }
        let mut ast = moved(old, start.wrapping_sub(old.toks.0));
        if let Some(entries) = attrs {
            ast.attrs = ctx.attr(AttrKind::Dictionary(entries.into()));
        }
        if let Some(entries) = properties {
            ast.properties = Some(ctx.attr(AttrKind::Dictionary(entries.into())));
        }
        #[cfg(test)]
        tests::ABSTRACT_HITS.with(|n| n.set(n.get() + 1));
        Some(ast)
    }

    /// Remembers `op`, read from the line at `start` that ends before token
    /// `next`, under the abstract key [`abstract_shape`](Self::abstract_shape)
    /// made for it, if each left-out token made exactly one of its
    /// top-level attributes (a different one each).
    pub fn remember_abstract(&mut self, ctx: &Context, src: &str, toks: &[Tok], start: TokIdx, next: TokIdx, op: &OpAst) {
        if op.toks != (start, next) || !op.regions.is_empty() || self.by_abstract.len() >= MAX_SHAPES {
            return;
        }
        if self.by_abstract.contains_key(self.abstract_key.as_slice()) {
            return;
        }
        let attrs = dict_entries(ctx, op.attrs);
        let properties = op.properties.map_or(&[][..], |p| dict_entries(ctx, p));
        let mut patches = Vec::with_capacity(self.holes.len());
        for &hole in &self.holes {
            let tok = toks[hole as usize];
            let negative = hole > 0 && toks[hole as usize - 1].kind == Kind::Minus;
            let found = |in_properties: bool, (k, &(_, a)): (usize, &(Ident, Attr))| {
                let how = made_by(ctx, a, tok, src, negative)?;
                Some(Patch { in_properties, entry: k as u32, how })
            };
            let mut matches = (attrs.iter().enumerate().filter_map(|e| found(false, e)))
                .chain(properties.iter().enumerate().filter_map(|e| found(true, e)));
            let (Some(patch), None) = (matches.next(), matches.next()) else { return };
            if patches.iter().any(|p: &Patch| p.in_properties == patch.in_properties && p.entry == patch.entry) {
                return;
            }
            patches.push(patch);
        }
        self.by_abstract.insert(self.abstract_key.as_slice().into(), self.abstract_trees.len() as u32);
        self.abstract_trees.push((op.clone(), patches.into()));
    }
}

/// Builds in `key` the key of the line at `start` (see [`OpMemo::shape`]),
/// leaving out the tokens `left_out` picks (called in token order).
#[inline]
fn make_key(
    key: &mut Vec<u8>,
    src: &str,
    toks: &[Tok],
    start: TokIdx,
    mut left_out: impl FnMut(TokIdx, &Tok) -> bool,
) -> Option<TokIdx> {
    let bytes = src.as_bytes();
    let line = toks.get(start as usize..)?;
    let first = *line.first()?;
    key.clear();
    // The first token's flags depend on what precedes it.
    key.push(first.spaced() as u8 | (first.line_start() as u8) << 1);
    let mut seg = first.start as usize;
    // `Eof` starts a line too.
    for (k, t) in line.iter().enumerate() {
        let last = k > 0 && t.line_start();
        if left_out(start + k as TokIdx, t) {
            key.extend_from_slice(&bytes[seg..t.start as usize]);
            key.push(NAME);
            key.push(t.kind as u8);
            seg = t.end(src) as usize;
        } else if last {
            key.extend_from_slice(&bytes[seg..t.end(src) as usize]);
        }
        if last {
            return (t.start - first.start <= MAX_BYTES).then_some(start + k as TokIdx);
        }
        if k >= MAX_TOKENS {
            return None;
        }
    }
    None
}

/// The tokens of the line `start..next` that an abstract shape leaves out:
/// symbols not part of a nested reference (`@a::@b`) and integers written
/// with an integer type (`4 : i64`, `0 : index`), outside `<...>` and
/// `[...]` and at most one parenthesis and one brace deep.
fn find_holes(holes: &mut Vec<TokIdx>, src: &str, toks: &[Tok], start: TokIdx, next: TokIdx) {
    holes.clear();
    let (mut nested, mut parens, mut braces) = (0i32, 0i32, 0i32);
    let kind_at = |i: usize| toks.get(i).map(|t| t.kind);
    for i in start as usize..next as usize {
        let t = toks[i];
        match t.kind {
            Kind::Less | Kind::LBracket => nested += 1,
            Kind::Greater | Kind::RBracket | Kind::RBracketX => nested -= 1,
            Kind::LParen => parens += 1,
            Kind::RParen => parens -= 1,
            Kind::LBrace => braces += 1,
            Kind::RBrace => braces -= 1,
            Kind::AtId if nested == 0 && parens <= 1 && braces <= 1 => {
                let in_path = (i > 0 && kind_at(i - 1) == Some(Kind::ColonColon)) || kind_at(i + 1) == Some(Kind::ColonColon);
                if !in_path {
                    holes.push(i as TokIdx);
                }
            }
            Kind::Int if nested == 0 && parens <= 1 && braces <= 1 => {
                let typed = kind_at(i + 1) == Some(Kind::Colon)
                    && toks.get(i + 2).is_some_and(|ty| {
                        ty.kind == Kind::BareId && (is_int_type_keyword(ty.text(src)) || ty.text(src) == "index")
                    });
                if typed {
                    holes.push(i as TokIdx);
                }
            }
            _ => {}
        }
    }
}

/// The entries of a dictionary attribute (none for anything else).
fn dict_entries(ctx: &Context, dict: Attr) -> &[(Ident, Attr)] {
    match ctx.attr_kind(dict) {
        AttrKind::Dictionary(entries) => entries,
        _ => &[],
    }
}

/// How `attr` is what the parser makes of token `tok`, if it is: the
/// integer attribute of its value, or a symbol's name as a reference or a
/// string.
fn made_by(ctx: &Context, attr: Attr, tok: Tok, src: &str, negative: bool) -> Option<Remake> {
    let text = tok.text(src);
    match (tok.kind, ctx.attr_kind(attr)) {
        (Kind::Int, AttrKind::Integer { value, ty }) => {
            let (width, signedness) = match ctx.type_kind(*ty) {
                TypeKind::Integer { width: 1, signedness: Signedness::Signless } => return None,
                TypeKind::Integer { width, signedness } => (*width, *signedness),
                TypeKind::Index => (64, Signedness::Signless),
                _ => return None,
            };
            (fit_integer(negative, text, width, signedness).ok()? == *value).then_some(Remake::Integer { ty: *ty, negative })
        }
        (Kind::AtId, AttrKind::SymbolRef { root, nested }) => {
            (nested.is_empty() && symbol_text(text)?.as_str() == ctx.str(*root)).then_some(Remake::SymbolRef)
        }
        (Kind::AtId, AttrKind::String { value, ty: None }) => {
            (symbol_text(text)?.as_bytes() == &value[..]).then_some(Remake::String)
        }
        _ => None,
    }
}

/// A symbol token's name, when it is valid UTF-8 (the parser's lossy
/// conversion of anything else is left to the grammar).
fn symbol_text(tok_text: &str) -> Option<String> {
    String::from_utf8(symbol_name(tok_text).ok()?).ok()
}

/// The attribute `how` makes of another line's token `text`, as the
/// grammar makes it; `None` where the grammar would report an error.
fn remake(ctx: &mut Context, how: Remake, text: &str) -> Option<Attr> {
    Some(match how {
        Remake::Integer { ty, negative } => super::attr_values::number_attr(ctx, negative, Kind::Int, text, Some(ty)).ok()?,
        Remake::SymbolRef => ctx.flat_symbol_ref(&symbol_text(text)?),
        Remake::String => ctx.string_attr(&symbol_text(text)?),
    })
}

/// `op` with every token index moved by `delta` (wrapping: it may move
/// back).
fn moved(op: &OpAst, delta: TokIdx) -> OpAst {
    let mv = |t: TokIdx| t.wrapping_add(delta);
    OpAst {
        results: map_exact(&op.results, |(t, n)| (mv(t), n)),
        name: op.name,
        operands: map_exact(&op.operands, |u| super::ast::ValueUse { tok: mv(u.tok), index: u.index }),
        successors: map_exact(&op.successors, mv),
        properties: op.properties,
        regions: Vec::new(),
        attrs: op.attrs,
        inputs: op.inputs.clone(),
        outputs: op.outputs.clone(),
        loc: op.loc.map(|l| match l {
            LocAst::Alias(t) => LocAst::Alias(mv(t)),
            a => a,
        }),
        toks: (mv(op.toks.0), mv(op.toks.1)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    thread_local! {
        /// Lines read from a tree remembered under their abstract shape.
        pub static ABSTRACT_HITS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    /// `src` parsed and printed again, and how many of its lines were
    /// read under an abstract shape.
    fn round_trip(src: &str) -> (Result<String, Vec<String>>, usize) {
        ABSTRACT_HITS.with(|n| n.set(0));
        let mut ctx = Context::new();
        let parsed = crate::parser::parse(&mut ctx, src, &crate::parser::ParseOptions::default());
        let hits = ABSTRACT_HITS.with(|n| n.get());
        let printed = parsed
            .map(|m| crate::printer::print_module(&ctx, &m, &Default::default()))
            .map_err(|ds| ds.into_iter().map(|d| d.message).collect());
        (printed, hits)
    }

    #[test]
    fn lines_that_differ_by_symbols_and_typed_integers_read_as_the_grammar_reads_them() {
        // Printed as written: any attribute patched wrongly shows.
        let src = r#"module {
  llvm.func @g(i32) -> i32
  llvm.func @"h h"(i32) -> i32
  llvm.func @f() -> i32 {
    %0 = llvm.mlir.addressof @a : !llvm.ptr
    %1 = llvm.mlir.addressof @b : !llvm.ptr
    %2 = llvm.mlir.addressof @".str.1" : !llvm.ptr
    %3 = llvm.mlir.constant(5 : i32) : i32
    %4 = llvm.mlir.constant(12 : i32) : i32
    %5 = llvm.mlir.constant(-9 : i64) : i64
    %6 = llvm.mlir.constant(-10 : i64) : i64
    %7 = llvm.call @g(%3) : (i32) -> i32
    %8 = llvm.call @"h h"(%4) : (i32) -> i32
    %9 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> i32
    %10 = llvm.load %1 {alignment = 8 : i64} : !llvm.ptr -> i32
    %11 = llvm.load %0 {alignment = 4 : i64, tag = 4 : i64} : !llvm.ptr -> i32
    %12 = llvm.load %1 {alignment = 8 : i64, tag = 4 : i64} : !llvm.ptr -> i32
    %13 = llvm.load %2 {alignment = 8 : i64, tag = 4 : i64} : !llvm.ptr -> i32
    llvm.return %7 : i32
  }
  llvm.mlir.global internal @a(1 : i32) {addr_space = 0 : i32} : i32
  llvm.mlir.global internal @b(7 : i32) {addr_space = 0 : i32} : i32
  llvm.mlir.global private constant @".str.1"("a\00") {addr_space = 0 : i32}
}
"#;
        let (printed, hits) = round_trip(src);
        assert_eq!(printed.as_deref(), Ok(src));
        // @b, @".str.1", 12, -10, @"h h" and alignment 8. The loads with
        // two attributes of one value (4) cannot tell which literal made
        // which, so they are read by the grammar, and only the last one
        // is found, under its own shape.
        assert_eq!(hits, 6);
    }

    #[test]
    fn an_inherent_attribute_the_grammar_rejects_is_reported_by_the_grammar() {
        // `predicate` must be one of the comparison's cases: the grammar
        // reports 99 while making the op. Patched in unchecked, the run
        // reported other errors instead (the `llvm.add`'s operand types).
        let line = |p: u32| format!("  %{p} = \"llvm.icmp\"(%a, %b) {{predicate = {p} : i64}} : (i32, i32) -> i1\n");
        let func = |body: &str| format!("llvm.func @f(%a: i32, %b: i32) {{\n  %x = llvm.add %a, %b : i64\n{body}  llvm.return\n}}\n");
        let (alone, _) = round_trip(&func(&format!("{}{}", line(99), line(3))));
        let (after, hits) = round_trip(&func(&format!("{}{}{}", line(2), line(99), line(3))));
        let alone = alone.expect_err("99 is no predicate");
        assert!(alone[0].contains("failed to satisfy constraint"), "{alone:?}");
        assert_eq!(after.expect_err("99 is no predicate"), alone);
        // The line after it may still be found (it only errs in the rich
        // grammar's pass, which never looks lines up).
        assert!(hits <= 1);
    }

    #[test]
    fn a_literal_out_of_range_is_reported_as_when_read_alone() {
        let line = "  %1 = llvm.mlir.constant(300 : i8) : i8
";
        let func = |body: &str| format!("llvm.func @f() {{
{body}  llvm.return
}}
");
        let (alone, _) = round_trip(&func(line));
        let (after, hits) = round_trip(&func(&format!("  %0 = llvm.mlir.constant(5 : i8) : i8
{line}")));
        assert!(alone.is_err());
        assert_eq!(after, alone);
        assert_eq!(hits, 0);
    }

    /// The key of each line of `src` (one op per line, two-space indent).
    fn keys(src: &str) -> Vec<Option<Vec<u8>>> {
        let toks = crate::lexer::lex(src);
        let mut memo = OpMemo::default();
        (0..toks.len())
            .filter(|&i| toks[i].line_start() && toks[i].kind != Kind::Eof)
            .map(|i| memo.shape(src, &toks, i as TokIdx).map(|_| memo.key.clone()))
            .collect()
    }

    #[test]
    fn names_are_left_out_of_a_shape_and_nothing_else() {
        let k = keys(
            "  %a = llvm.add %x, %y : i32\n  %b = llvm.add %p, %q : i32\n  %c = llvm.add %p, %q : i64\n  %d = llvm.add %p,%q : i32\n  %e = llvm.add %p, %q : i32\n  llvm.br ^bb1\n",
        );
        assert_eq!(k[0], k[1], "only names differ");
        assert_ne!(k[1], k[2], "a type differs");
        assert_ne!(k[1], k[3], "spacing differs (a token's flags)");
        // The next line's first token is part of the shape.
        assert_ne!(k[1], k[4], "followed by another op name");
    }

    #[test]
    fn a_remembered_tree_moves_to_the_new_line() {
        // Both lines are followed by a line that starts with a name.
        let src = "  %a = llvm.add %x, %y : i32\n  %b = llvm.add %p, %q : i32\n  %c = llvm.add %b, %b : i32\n";
        let toks = crate::lexer::lex(src);
        let second = (1..toks.len()).find(|&i| toks[i].line_start()).unwrap() as TokIdx;
        let mut memo = OpMemo::default();
        let next = memo.shape(src, &toks, 0).unwrap();
        assert_eq!(next, second);
        let op = OpAst {
            results: vec![(0, 1)],
            operands: vec![super::super::ast::ValueUse { tok: 3, index: 0 }, super::super::ast::ValueUse { tok: 5, index: 0 }],
            ..OpAst::error(chumsky::span::SimpleSpan::from(0..second as usize))
        };
        memo.remember(0, next, &op);
        let next2 = memo.shape(src, &toks, second).unwrap();
        let moved = memo.lookup(second).expect("same shape");
        assert_eq!(moved.toks, (second, next2));
        assert_eq!(moved.results, vec![(second, 1)]);
        assert_eq!(toks[moved.operands[1].tok as usize].text(src), "%q");
    }
}
