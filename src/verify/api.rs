//! What a dialect's verification code may use: the rows a dialect registers
//! its verifiers in, and the verifier's view of the IR with MLIR's error
//! wording.

/// One op's own verification.
#[derive(Debug)]
pub struct OpVerify {
    /// The op's full name (`llvm.load`).
    pub op: &'static str,
}

/// A dialect's verification hooks.
#[derive(Debug)]
pub struct DialectVerify {
    pub ops: &'static [OpVerify],
}

impl DialectVerify {
    pub const EMPTY: DialectVerify = DialectVerify { ops: &[] };
}
