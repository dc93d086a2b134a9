//! What a dialect's rewriting code may use: the rows a dialect registers its
//! folds, patterns and interfaces in ([`OpRewrite`], [`DialectRewrite`]),
//! its passes, and the rewrite driver's helpers.
//!
//! Re-exported for dialects: the fold outcome types, the rewriter patterns
//! edit through, memory effects, the pass interface with its options, the
//! constant value of a constant-like op, successor operands (for patterns
//! on branches), and small property and integer helpers.

use crate::ir::{Attr, Body, Context, Op, Type};

pub use super::attr_util::{consecutive_ranges, dense_ints, dialect_marker, int_attr, int_of, prop, result_type};
pub use super::attr_util::{segment_sizes, set_prop, set_segment_sizes};
pub use super::branch_layouts;
pub use super::effects::Effects;
/// The memory-slot interfaces as rows, and what their hooks use.
pub use super::memslot::{
    DataLayoutFn, Deletion, DestructurableAccessor, DestructurableAllocation, DestructurableSlot, MemSlot, MemSlotRow,
    Promotable, PromotableAllocation, PromotableMem, SlotBuilder, SlotView, TypeLayout, Use,
};
/// The data layout in force at an op (MLIR's `DataLayout::closest`).
pub use super::memslot::layout_at;
pub use super::fold::{constant_value, fold, materialize_constant, materialize_through, FoldValue, Folded};
/// The inliner's interfaces (`CallOpInterface`, `CallableOpInterface`,
/// `DialectInlinerInterface`) and the edit handle their hooks use.
pub use super::inliner::interface::{
    CallRow, CallableRow, Callee, DialectInline, InlineEdit,
};
pub use super::options::{OptKind, OptionSpec, Options};
pub use super::pass::{Pass, PassCx, PassFailed, PassInfo, Statistic};
/// The greedy driver, for a dialect pass that runs its own patterns
/// before converting (as MLIR's `convert-vector-to-llvm` does).
pub use super::rewrite::{apply_greedily, GreedyConfig, Pattern, Rewriter};

/// One op's folds, patterns and interfaces.
#[derive(Debug)]
pub struct OpRewrite {
    /// The op's full name (`llvm.icmp`).
    pub op: &'static str,
    /// `BranchOpInterface`: for each successor, the operand indices
    /// forwarded to its block arguments (`None`: not modelled).
    pub successor_operands: Option<SuccessorOperandsFn>,
    /// After forwarded operands were dropped, records the new count for
    /// each successor in the op's segment sizes (what MLIR's
    /// `MutableOperandRange` does); not needed when the op has none.
    pub resize_successor_operands: Option<ResizeSuccessorOperandsFn>,
    /// The op's `fold` (before its traits' folds).
    pub fold: Option<FoldFn>,
    /// `MemoryEffectOpInterface`, for ops whose effects depend on their
    /// attributes; without it the table's `NoMemoryEffect` decides.
    pub effects: Option<EffectsFn>,
    /// Canonicalization patterns rooted at the op
    /// (`getCanonicalizationPatterns`), tried in order.
    pub patterns: &'static [PatternFn],
    /// The memory-slot interfaces (`mem2reg`, `sroa`) the op implements.
    pub memslot: Option<&'static MemSlotRow>,
    /// A fold that rewires the *users* of the op's results to constants it
    /// builds before the op with a builder of its own (MLIR's
    /// `ExtractStridedMetadataOp::fold`): an in-place fold the dialect
    /// conversion driver tries first (`legalizeWithFold`); the greedy
    /// driver, which tracks uses, runs the same rewrite as a pattern.
    pub fold_uses: Option<FoldUsesFn>,
}

/// See [`OpRewrite::fold_uses`]: true when some use was rewired (the op
/// itself is left as it was).
pub type FoldUsesFn = fn(&mut Context, &mut Body, Op) -> bool;

/// See [`OpRewrite::successor_operands`].
pub type SuccessorOperandsFn = fn(&Context, &Body, Op) -> Option<Vec<Vec<usize>>>;

/// See [`OpRewrite::resize_successor_operands`]: the op's operands are
/// already updated; `counts` has one entry per successor.
pub type ResizeSuccessorOperandsFn = fn(&mut Context, &mut Body, Op, &[usize]);

/// See [`OpRewrite::fold`]: the op and its operands' constant values
/// (`None` where not constant).
pub type FoldFn = fn(&mut Context, &mut Body, Op, &[Option<Attr>]) -> Option<Folded>;

/// See [`OpRewrite::effects`].
pub type EffectsFn = fn(&Context, &Body, Op) -> Effects;

/// A rewrite of one op through the driver's [`Rewriter`]; true when
/// anything changed.
pub type PatternFn = fn(&mut Rewriter<'_>, Op) -> bool;

/// See [`DialectRewrite::materialize_constant`]: `value : ty` at `loc`.
pub type MaterializeConstantFn = fn(&mut Context, &mut Body, Attr, Type, Option<Attr>) -> Option<Op>;

impl OpRewrite {
    /// A row with no hooks, to be completed with `..OpRewrite::NONE`.
    pub const NONE: OpRewrite = OpRewrite {
        op: "",
        successor_operands: None,
        resize_successor_operands: None,
        fold: None,
        effects: None,
        patterns: &[],
        memslot: None,
        fold_uses: None,
    };
}

/// A dialect's rewriting hooks and passes.
#[derive(Debug)]
pub struct DialectRewrite {
    pub ops: &'static [OpRewrite],
    /// Canonicalization patterns an op of this dialect registers on ops of
    /// another (MLIR's `getCanonicalizationPatterns` may add patterns
    /// rooted elsewhere: `vector.contract`'s on `arith.addf`), by root.
    pub foreign_patterns: &'static [(&'static str, PatternFn)],
    /// Creates the op that materialises a fold's constant result for an
    /// op of this dialect, not yet placed in a block (MLIR's
    /// `Dialect::materializeConstant`); `None` when it cannot.
    pub materialize_constant: Option<MaterializeConstantFn>,
    /// The dialect's passes, for the pass registry.
    pub passes: &'static [PassInfo],
    /// Its `DialectInlinerInterface` and call/callable ops; `None`: its
    /// ops cannot be inlined (nor inlined into).
    pub inliner: Option<&'static DialectInline>,
    /// The data layout in force at an op (MLIR's `DataLayout`), from the
    /// layout specs this dialect models; asked by `mem2reg`, `sroa` and the
    /// LLVM inliner's `byval` copies.
    pub data_layout: Option<DataLayoutFn>,
}

impl DialectRewrite {
    pub const EMPTY: DialectRewrite =
        DialectRewrite { ops: &[], foreign_patterns: &[], materialize_constant: None, passes: &[], inliner: None, data_layout: None };
}

/// The operands `op` forwards to each successor, from its
/// `successor_operands` row (for patterns on branches).
pub fn forwarded_operands(ctx: &Context, body: &Body, op: Op) -> Option<Vec<Vec<crate::ir::Value>>> {
    let info = super::fold::info_of(ctx, body, op);
    let layout = super::branch::successor_operands(ctx, body, op, info)?;
    let operands = &body.op(op).operands;
    Some(layout.iter().map(|idx| idx.iter().map(|&i| operands[i]).collect()).collect())
}
