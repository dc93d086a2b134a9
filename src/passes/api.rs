//! What a dialect's rewriting code may use: the rows a dialect registers its
//! folds, patterns and interfaces in, its passes, and the rewrite driver's
//! helpers.

/// One op's folds, patterns and interfaces.
#[derive(Debug)]
pub struct OpRewrite {
    /// The op's full name (`llvm.icmp`).
    pub op: &'static str,
}

/// A dialect's rewriting hooks and passes.
#[derive(Debug)]
pub struct DialectRewrite {
    pub ops: &'static [OpRewrite],
}

impl DialectRewrite {
    pub const EMPTY: DialectRewrite = DialectRewrite { ops: &[] };
}
