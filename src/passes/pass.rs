//! What a pass is: the [`Pass`] trait, what it sees while it runs
//! ([`PassCx`]), and its registration record ([`PassInfo`]).

use super::options::{OptionSpec, Options};
use crate::diag::Diagnostic;
use crate::ir::{Context, Module, Op};

/// What a pass sees while it runs: the context, the whole module (the op
/// it runs on lives in `module.body`), and where its diagnostics go.
pub struct PassCx<'a> {
    pub ctx: &'a mut Context,
    pub module: &'a mut Module,
    pub diags: &'a mut Vec<Diagnostic>,
    /// How to build pipelines the pass runs itself.
    pub pipelines: &'static PipelineBuilder,
}

/// A pipeline a pass runs itself on ops it picks (the inliner's
/// `default-pipeline` and `op-pipelines`).
pub trait NestedPipeline {
    /// The op name it is anchored on.
    fn anchor(&self) -> Option<&str>;
    /// Whether it holds no pass.
    fn is_empty(&self) -> bool;
    /// Runs it on `op` as a nested pipeline (no IR dumps, no verification
    /// between its passes); errors go to `diags`.
    #[allow(clippy::result_unit_err)]
    fn run(&mut self, ctx: &mut Context, module: &mut Module, op: Op, diags: &mut Vec<Diagnostic>) -> Result<(), ()>;
}

/// The pass manager's way of building [`NestedPipeline`]s from text, handed
/// to every pass in [`PassCx`]: a pass cannot import the manager, whose
/// registry lists the passes. Errors are the pipeline error's message.
pub struct PipelineBuilder {
    /// `text` anchored on the op name `anchor`; an element anchored on
    /// another op (`func.func(cse)`) nests.
    pub on: fn(anchor: &str, text: &str) -> Result<Box<dyn NestedPipeline>, String>,
    /// A list of `op(pipeline)` elements, one pipeline per element.
    pub anchored: fn(text: &str) -> Result<Vec<Box<dyn NestedPipeline>>, String>,
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

impl std::fmt::Debug for PassInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PassInfo({})", self.argument)
    }
}
