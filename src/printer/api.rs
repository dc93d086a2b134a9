//! What a dialect's hand-written printing may use (in the spirit of MLIR's
//! `OpAsmPrinter`): the rows a dialect registers its printing hooks in, and
//! the printer's helpers for operands, types, attributes, regions and
//! successors.

/// One op's hand-written printing.
#[derive(Debug)]
pub struct OpPrint {
    /// The op's full name (`llvm.icmp`).
    pub op: &'static str,
}

/// A dialect's printing hooks.
#[derive(Debug)]
pub struct DialectPrint {
    pub ops: &'static [OpPrint],
}

impl DialectPrint {
    pub const EMPTY: DialectPrint = DialectPrint { ops: &[] };
}
