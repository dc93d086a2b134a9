//! Passes and the pass manager, after MLIR's (PassManagement.md).
//!
//! A [`Pass`] transforms one op (and what it nests) in place. Passes are
//! registered in [`PASSES`] by their command-line argument; a pipeline
//! ([`manager::PassManager`]) is built from MLIR's textual syntax
//! ([`pipeline`]) or from individual `-pass-name` flags, nests passes under
//! op names (implicitly, for passes anchored on an op such as `func.func`),
//! and runs them with verification and instrumentation (IR dumps, timing,
//! statistics).
//!
//! The rewriting machinery the passes share: [`rewrite`] (the greedy
//! pattern driver with folding and constant materialisation) and
//! [`conversion`] (a small dialect-conversion framework).

pub mod api;
pub mod add_comdats;
pub mod c_wrappers;
pub mod canonicalize;
pub mod cf_canonicalize;
pub mod conversion;
pub mod cse;
pub mod dl_query;
pub mod legalize_for_export;
pub mod manager;
pub mod options;
pub mod pipeline;
pub mod reconcile_casts;
pub mod region_simplify;
pub mod rewrite;
pub mod symbol_dce;

use crate::diag::Diagnostic;
use crate::ir::{Context, Module, Op};
use options::{OptionSpec, Options};

/// What a pass sees while it runs: the context, the whole module (the op
/// it runs on lives in `module.body`), and where its diagnostics go.
pub struct PassCx<'a> {
    pub ctx: &'a mut Context,
    pub module: &'a mut Module,
    pub diags: &'a mut Vec<Diagnostic>,
}

/// A pass signals failure after emitting its diagnostics.
pub struct PassFailed;

/// One counter a pass reports under `--mlir-pass-statistics`.
#[derive(Clone, Copy, Debug)]
pub struct Statistic {
    pub name: &'static str,
    pub value: u64,
    pub help: &'static str,
}

/// A transformation of one op.
pub trait Pass {
    /// Runs on `op`; errors go to `cx.diags` before returning `Err`.
    fn run(&mut self, cx: &mut PassCx<'_>, op: Op) -> Result<(), PassFailed>;
    /// Counters accumulated over every run so far.
    fn statistics(&self) -> Vec<Statistic> {
        Vec::new()
    }
}

/// A registered pass: its names, the op it is anchored on, its options.
pub struct PassInfo {
    /// The command-line spelling (`canonicalize`).
    pub argument: &'static str,
    /// The name in IR dumps and reports (`Canonicalizer`).
    pub name: &'static str,
    pub summary: &'static str,
    /// The op the pass must run on; `None` runs on any op.
    pub anchor: Option<&'static str>,
    pub options: &'static [OptionSpec],
    pub create: fn(&Options) -> Box<dyn Pass>,
}

/// Every pass llmir-opt knows, in `--help` order.
pub static PASSES: &[PassInfo] = &[
    canonicalize::INFO,
    cse::INFO,
    add_comdats::INFO,
    legalize_for_export::INFO,
    c_wrappers::INFO,
    reconcile_casts::INFO,
    symbol_dce::INFO,
    dl_query::INFO,
];

/// The pass registered under this argument.
pub fn lookup(argument: &str) -> Option<&'static PassInfo> {
    PASSES.iter().find(|p| p.argument == argument)
}

/// `--list-passes`: every pass with its summary and options, in the manner
/// of mlir-opt's `--help` "Passes:" section.
pub fn list_passes() -> String {
    let mut out = String::from("Available passes:\n");
    for p in PASSES {
        out.push_str(&format!("  --{:<40} - {}\n", p.argument, p.summary));
        for o in p.options {
            out.push_str(&format!("      --{:<36} - {} (default: {})\n", o.name, o.help, o.default));
        }
    }
    out
}
