//! Arenas of operations, blocks, regions and values, addressed by `u32`
//! handles. Ownership is a tree (op → regions → blocks → ops); values point
//! back at their definition.

use super::handles::{Attr, Ident, Type};
use crate::diag::Span;

handle!(
    /// An operation in a [`Body`].
    Op
);
handle!(
    /// A block in a [`Body`].
    Block
);
handle!(
    /// A region in a [`Body`].
    Region
);
handle!(
    /// An SSA value in a [`Body`].
    Value
);

#[derive(Clone, Debug)]
pub struct OpData {
    pub name: Ident,
    pub operands: Box<[Value]>,
    /// Results are `count` consecutive values starting at `first`.
    pub first_result: u32,
    pub num_results: u32,
    pub successors: Box<[Block]>,
    /// `<{...}>`: a dictionary attribute, when present.
    pub properties: Option<Attr>,
    /// `{...}`: always a dictionary attribute (possibly empty).
    pub attrs: Attr,
    pub regions: Box<[Region]>,
    /// The op's `loc(...)`; `None` when the source gave none.
    pub loc: Option<Attr>,
    /// The signature written after `:` (a function type).
    pub span: Span,
    pub parent: Option<Block>,
}

impl OpData {
    pub fn results(&self) -> impl Iterator<Item = Value> + '_ {
        (self.first_result..self.first_result + self.num_results).map(Value)
    }
}

#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub args: Vec<Value>,
    pub ops: Vec<Op>,
    pub parent: Option<Region>,
    pub span: Span,
}

#[derive(Clone, Debug, Default)]
pub struct RegionData {
    pub blocks: Vec<Block>,
    pub parent: Option<Op>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    Result { op: Op, index: u32 },
    Arg { block: Block, index: u32 },
}

#[derive(Clone, Debug)]
pub struct ValueData {
    pub ty: Type,
    pub def: ValueDef,
    /// Block arguments may carry their own `loc(...)`.
    pub loc: Option<Attr>,
    pub span: Span,
}

/// All operations of one parsed file (or split chunk).
#[derive(Clone, Debug, Default)]
pub struct Body {
    pub ops: Vec<OpData>,
    pub blocks: Vec<BlockData>,
    pub regions: Vec<RegionData>,
    pub values: Vec<ValueData>,
}

impl Body {
    #[inline]
    pub fn op(&self, op: Op) -> &OpData {
        &self.ops[op.index()]
    }
    #[inline]
    pub fn block(&self, b: Block) -> &BlockData {
        &self.blocks[b.index()]
    }
    #[inline]
    pub fn region(&self, r: Region) -> &RegionData {
        &self.regions[r.index()]
    }
    #[inline]
    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v.index()]
    }

    /// Reserves room for the IR of about `bytes` bytes of source text, so
    /// the arenas do not regrow by doubling (room never used is never
    /// touched). The ratios are generous for MLIR's usual density.
    pub fn reserve_for_source(&mut self, bytes: usize) {
        self.ops.reserve(bytes / 40);
        self.values.reserve(bytes / 40);
        self.blocks.reserve(bytes / 200);
        self.regions.reserve(bytes / 400);
    }

    pub fn new_region(&mut self) -> Region {
        self.regions.push(RegionData::default());
        Region(self.regions.len() as u32 - 1)
    }

    pub fn new_block(&mut self, region: Region, span: Span) -> Block {
        let b = Block(self.blocks.len() as u32);
        self.blocks.push(BlockData { args: Vec::new(), ops: Vec::new(), parent: Some(region), span });
        self.regions[region.index()].blocks.push(b);
        b
    }

    pub fn add_block_arg(&mut self, block: Block, ty: Type, loc: Option<Attr>, span: Span) -> Value {
        let index = self.blocks[block.index()].args.len() as u32;
        let v = Value(self.values.len() as u32);
        self.values.push(ValueData { ty, def: ValueDef::Arg { block, index }, loc, span });
        self.blocks[block.index()].args.push(v);
        v
    }

    /// Creates an op (and its results) without placing it in a block.
    #[allow(clippy::too_many_arguments)]
    pub fn new_op(
        &mut self,
        name: Ident,
        operands: Box<[Value]>,
        result_types: &[Type],
        successors: Box<[Block]>,
        properties: Option<Attr>,
        attrs: Attr,
        regions: Box<[Region]>,
        loc: Option<Attr>,
        span: Span,
    ) -> Op {
        let op = Op(self.ops.len() as u32);
        let first_result = self.values.len() as u32;
        for (i, &ty) in result_types.iter().enumerate() {
            self.values.push(ValueData {
                ty,
                def: ValueDef::Result { op, index: i as u32 },
                loc: None,
                span,
            });
        }
        for &r in regions.iter() {
            self.regions[r.index()].parent = Some(op);
        }
        self.ops.push(OpData {
            name,
            operands,
            first_result,
            num_results: result_types.len() as u32,
            successors,
            properties,
            attrs,
            regions,
            loc,
            span,
            parent: None,
        });
        op
    }

    /// The op whose region holds block `b`.
    pub fn block_owner(&self, b: Block) -> Option<Op> {
        self.block(b).parent.and_then(|r| self.region(r).parent)
    }

    /// Whether `op` lies directly in a region of `top` (an op of a
    /// module's body, for the module op).
    pub fn is_top_level(&self, op: Op, top: Op) -> bool {
        self.op(op).parent.and_then(|b| self.block_owner(b)) == Some(top)
    }

    pub fn append_op(&mut self, block: Block, op: Op) {
        self.ops[op.index()].parent = Some(block);
        self.blocks[block.index()].ops.push(op);
    }
}

/// A parsed file: the body and the top-level `builtin.module` op.
#[derive(Clone, Debug)]
pub struct Module {
    pub body: Body,
    pub top: Op,
    /// `{-# ... #-}` file metadata: resources, verbatim per entry.
    pub resources: Vec<ResourceGroup>,
    /// Ops the parser verified (or is verifying) while it read a large
    /// file on two threads. Only `verify::verify_parsed` reads it, right
    /// after parsing: nothing that changes the IR keeps it true.
    pub pre_verified: Option<PreVerified>,
}

/// Ops of one block of a module's top op that the parser verified: the
/// first `prefix` (while it waited for the file's second half) and the
/// last `tail` (on a thread of their own, in a stand-in module; a verdict
/// to wait for: `tail_passed` reaches 1 if all of them verified).
#[derive(Clone, Debug)]
pub struct PreVerified {
    pub block: Block,
    pub prefix: usize,
    pub tail: usize,
    pub tail_passed: Option<std::sync::Arc<crate::threads::Progress>>,
}

/// `dialect_resources: { builtin: { key: "0x..." } }` and `external_resources`.
#[derive(Clone, Debug, Default)]
pub struct ResourceGroup {
    pub section: Box<str>,
    pub dialects: Vec<(Box<str>, Vec<(Box<str>, Box<str>)>)>,
}
