//! `llmir-lsp`, the language server: diagnostics, hover, go to definition,
//! references, document symbols, folding ranges and completion for MLIR's
//! LLVM dialect text, over the Language Server Protocol (`lsp-server` for
//! the transport, `lsp-types` for the messages).
//!
//! * [`text`]: a document's text, incremental edits, UTF-16 positions;
//! * [`index`]: names from the token stream (works on text that does not
//!   parse): definitions, references, scopes, the outline;
//! * [`analysis`]: `// -----` chunks, each parsed and verified as
//!   `llmir-opt --split-input-file` does, unchanged chunks reused;
//! * [`features`], [`complete`]: the answers to requests;
//! * [`server`]: the message loop.
//!
//! It uses the engines only through their public entry points (lexer,
//! parser, verifier, the op registry and the type printer), so it needs no
//! LLVM.

pub mod analysis;
pub mod complete;
pub mod features;
pub mod index;
pub mod server;
pub mod text;

pub use server::{run, Options};
