//! llmir: a fast, exact toolchain for MLIR's LLVM dialect text format.
//!
//! The pipeline is `lexer` → `parser` → `ir` → (`verify`) → `printer`; the
//! tools in `tools/` only wire these together. See ARCHITECTURE.md.

pub mod cli;
pub mod conversion;
pub mod diag;
pub mod dialects;
pub mod ods;
#[cfg(feature = "llvm")]
pub mod emit;
/// Without the `llvm` feature only the translation hooks' types exist, so
/// the dialects register their rows the same way.
#[cfg(not(feature = "llvm"))]
pub mod emit {
    #[path = "api.rs"]
    pub mod api;
}
#[cfg(feature = "llvm")]
pub mod import;
pub mod ere;
pub mod filecheck;
pub mod ir;
pub mod lexer;
pub mod lsp;
pub mod parser;
pub mod passes;
pub mod printer;
pub mod output;
pub mod threads;
pub mod allocator;
pub mod verify;
pub mod timeline;
