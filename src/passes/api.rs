//! What a dialect's rewriting code may use: the rows a dialect registers its
//! folds, patterns and interfaces in, its passes, and the rewrite driver's
//! helpers.

/// One op's folds, patterns and interfaces.
#[derive(Debug)]
pub struct OpRewrite {
    /// The op's full name (`llvm.icmp`).
    pub op: &'static str,
    /// `BranchOpInterface`: for each successor, the operand indices
    /// forwarded to its block arguments (`None`: not modelled).
    pub successor_operands: Option<SuccessorOperandsFn>,
}

/// See [`OpRewrite::successor_operands`].
pub type SuccessorOperandsFn = fn(&crate::ir::Context, &crate::ir::Body, crate::ir::Op) -> Option<Vec<Vec<usize>>>;

impl OpRewrite {
    /// A row with no hooks, to be completed with `..OpRewrite::NONE`.
    pub const NONE: OpRewrite = OpRewrite { op: "", successor_operands: None };
}

/// A dialect's rewriting hooks and passes.
#[derive(Debug)]
pub struct DialectRewrite {
    pub ops: &'static [OpRewrite],
}

impl DialectRewrite {
    pub const EMPTY: DialectRewrite = DialectRewrite { ops: &[] };
}
