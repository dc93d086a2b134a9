//! The syntax tree the chumsky grammar produces for operations. Types and
//! attributes are interned straight into the [`Context`](crate::ir::Context)
//! while parsing; ops keep SSA and block names (as token indices) until
//! [`build`](super::build) resolves them.

use crate::ir::{Attr, Ident, Type};

/// A token index into the lexed token vector.
pub type TokIdx = u32;

/// `%name` or `%name#3`.
#[derive(Clone, Copy, Debug)]
pub struct ValueUse {
    pub tok: TokIdx,
    pub index: u32,
}

/// An op's trailing `loc(...)`: either an attribute or a reference to a
/// location alias that may be defined later in the file.
#[derive(Clone, Copy, Debug)]
pub enum LocAst {
    Attr(Attr),
    Alias(TokIdx),
}

/// A list of types in the syntax tree, cheap to clone.
pub type Types = std::sync::Arc<[Type]>;

#[derive(Clone, Debug)]
pub struct OpAst {
    /// Result groups: the `%name` token and how many results it names.
    pub results: Vec<(TokIdx, u32)>,
    pub name: Ident,
    pub operands: Vec<ValueUse>,
    pub successors: Vec<TokIdx>,
    pub properties: Option<Attr>,
    pub regions: Vec<RegionAst>,
    pub attrs: Attr,
    /// Operand and result types, shared: an op read from the memo of
    /// shapes (`op_memo`) takes them from the remembered one.
    pub inputs: Types,
    pub outputs: Types,
    pub loc: Option<LocAst>,
    /// First and one-past-last token of the op.
    pub toks: (TokIdx, TokIdx),
}

#[derive(Clone, Debug, Default)]
pub struct RegionAst {
    pub blocks: Vec<BlockAst>,
    pub toks: (TokIdx, TokIdx),
}

#[derive(Clone, Debug)]
pub struct BlockAst {
    /// `None` for an entry block written without a label.
    pub label: Option<TokIdx>,
    pub args: Vec<(TokIdx, Type, Option<LocAst>)>,
    pub ops: Vec<OpAst>,
}

/// What the top level of a file holds.
#[derive(Clone, Debug)]
pub enum TopItem {
    Op(OpAst),
    /// Alias definitions take effect while parsing; nothing is left to do.
    Alias,
    /// One group per section of a `{-# ... #-}` block.
    Resources(Vec<crate::ir::ResourceGroup>),
}

impl TopItem {
    /// The op this item is, if it is one.
    pub fn op(&self) -> Option<&OpAst> {
        match self {
            TopItem::Op(o) => Some(o),
            _ => None,
        }
    }
}

/// A file's top-level ops and resource sections (aliases took effect while
/// parsing).
pub fn split_items(items: Vec<TopItem>) -> (Vec<OpAst>, Vec<crate::ir::ResourceGroup>) {
    let mut ops = Vec::new();
    let mut resources = Vec::new();
    for it in items {
        match it {
            TopItem::Op(o) => ops.push(o),
            TopItem::Resources(r) => resources.extend(r),
            TopItem::Alias => {}
        }
    }
    (ops, resources)
}

