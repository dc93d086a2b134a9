//! Dialect knowledge. For now: which dialects are registered (their types
//! and attributes are modelled); the per-op tables come with the LLVM
//! dialect work.

pub use crate::parser::state::is_registered_dialect;
