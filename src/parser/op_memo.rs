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

use rustc_hash::FxHashMap;

use super::ast::{LocAst, OpAst, TokIdx};
use crate::ir::import::map_exact;
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
        let bytes = src.as_bytes();
        let line = toks.get(start as usize..)?;
        let first = *line.first()?;
        let key = &mut self.key;
        key.clear();
        // The first token's flags depend on what precedes it.
        key.push(first.spaced() as u8 | (first.line_start() as u8) << 1);
        let mut seg = first.start as usize;
        // `Eof` starts a line too.
        for (k, &t) in line.iter().enumerate() {
            let last = k > 0 && t.line_start();
            if is_name(t.kind) {
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
