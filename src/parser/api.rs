//! What a dialect's hand-written parsing may use (in the spirit of MLIR's
//! `OpAsmParser`): the rows a dialect registers its parsing hooks in, and
//! the parser's helpers for reading operands, types, attributes, keywords,
//! regions and successors with MLIR's error wording.

/// One op's hand-written parsing.
#[derive(Debug)]
pub struct OpSyntax {
    /// The op's full name (`llvm.icmp`).
    pub op: &'static str,
}

/// A dialect's parsing hooks.
#[derive(Debug)]
pub struct DialectSyntax {
    pub ops: &'static [OpSyntax],
    /// Old spellings of ops that read as today's op: (old name, op).
    pub op_aliases: &'static [(&'static str, &'static str)],
}

impl DialectSyntax {
    pub const EMPTY: DialectSyntax = DialectSyntax { ops: &[], op_aliases: &[] };
}
