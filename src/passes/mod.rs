//! Passes and the pass manager, after MLIR's (PassManagement.md).
//!
//! A [`Pass`] ([`pass`]) transforms one op (and what it nests) in place.
//! Passes are registered by their command-line argument ([`registry`]: the
//! engine's own and those each dialect lists in its
//! [`api::DialectRewrite::passes`]); a pipeline ([`manager::PassManager`])
//! is built from MLIR's textual syntax ([`pipeline`]) or from individual
//! `-pass-name` flags, nests passes under op names (implicitly, for passes
//! anchored on an op such as `func.func`), and runs them with verification
//! and instrumentation (IR dumps, timing, statistics).
//!
//! The rewriting machinery the passes share: [`rewrite`] (the greedy
//! pattern driver), [`fold`] (folds from the dialects' rows, constant
//! values and materialisation), [`effects`] (memory effects), [`branch`]
//! (successor operands) and [`region_simplify`]. Dialects reach all of it
//! through [`api`].

pub mod api;
pub mod attr_util;
pub mod branch;
pub mod branch_layouts;
pub mod canonicalize;
pub mod cse;
pub mod effects;
pub mod fold;
pub mod inliner;
pub mod manager;
pub mod memslot;
pub mod options;
pub mod pass;
pub mod pipeline;
pub mod region_simplify;
mod block_merge;
pub mod registry;
pub mod rewrite;
pub mod symbol_dce;

pub use pass::{Pass, PassCx, PassFailed, PassInfo, Statistic};
pub use registry::{list_passes, lookup};
