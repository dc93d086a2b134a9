//! Verification: what MLIR 19's verifier checks, with its messages, on the
//! ops llmir knows. Like MLIR's `OperationVerifier`, the walk
//! ([`walk`]) stops at the first failure (`--verify-diagnostics` tests are
//! written against that).
//!
//! This folder is the engine: the walk, what ODS generates for every op
//! (counts, attributes, slot type constraints: [`invariants`],
//! [`attributes`], [`constraints`]), the traits it checks itself
//! (`Symbol`, `SymbolTable` with [`symbols`], `FunctionOpInterface` with
//! [`functions`]), and dominance ([`dominance`]). Each op's own rules
//! live in its dialect's folder, registered through the rows of [`api`],
//! which is also the view of the IR those rules use.
//!
//! Unregistered ops are not checked beyond structure.

pub mod api;
pub mod attributes;
pub mod constraints;
pub(crate) mod dominance;
mod functions;
mod invariants;
mod symbols;
mod walk;

pub use attributes::inherent_attr_error;
pub use walk::{verify, StepVerifier, verify_except, verify_parsed, verify_parsed_while, verify_reporting, verify_while};
