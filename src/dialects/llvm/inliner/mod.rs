//! The LLVM dialect's inliner interface (MLIR 19's `LLVMInlinerInterface`):
//! the rows and hooks ([`interface`]), the metadata they update
//! ([`metadata`]), and the readers both use ([`util`]).

mod interface;
mod metadata;
mod util;

pub use interface::INLINER;
