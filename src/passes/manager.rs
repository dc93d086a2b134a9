//! The pass manager: a tree of op pass managers (one per nesting level),
//! built from a textual pipeline or from `-pass-name` flags, and run over a
//! module with verification after each pass, IR dumps, timing and
//! statistics, as mlir-opt does.

use std::time::{Duration, Instant};

use super::options::parse_options;
use super::pipeline::{located_error, parse_elements, split_anchor, Element, PipelineError};
use super::pass::{NestedPipeline, Pass, PassCx, PassInfo, PipelineBuilder, Statistic};
use super::registry::lookup;
use crate::diag::Diagnostic;
use crate::ir::{Context, Module, Op};
use crate::printer::{print_op_alone, PrintOptions};

/// One step of an op pass manager.
pub enum Step {
    Pass(PassEntry),
    /// A nested manager, run on each child op its anchor matches.
    Nest(OpPassManager),
}

pub struct PassEntry {
    pub info: &'static PassInfo,
    pub pass: Box<dyn Pass>,
    /// Time spent in this pass over all its runs.
    pub time: Duration,
}

/// The passes to run on ops of one name (`None`: any op).
pub struct OpPassManager {
    pub anchor: Option<String>,
    pub steps: Vec<Step>,
    /// Time spent in this manager when nested (its "Pipeline" line).
    pub time: Duration,
}

impl OpPassManager {
    pub fn new(anchor: Option<String>) -> Self {
        OpPassManager { anchor, steps: Vec::new(), time: Duration::ZERO }
    }

    fn label(&self) -> String {
        format!("'{}' Pipeline", self.anchor.as_deref().unwrap_or("any"))
    }

    /// Adds a pass, nesting it implicitly under its anchor op when this
    /// manager runs on something else; adjacent nests of one op share a
    /// manager, as MLIR coalesces them.
    pub fn add_pass(&mut self, info: &'static PassInfo, pass: Box<dyn Pass>) {
        let entry = PassEntry { info, pass, time: Duration::ZERO };
        match info.anchor {
            Some(a) if self.anchor.as_deref() != Some(a) => self.nest(Some(a.to_string())).steps.push(Step::Pass(entry)),
            _ => self.steps.push(Step::Pass(entry)),
        }
    }

    /// The manager nested for `anchor`: the last step if it is one, else a
    /// new one.
    pub fn nest(&mut self, anchor: Option<String>) -> &mut OpPassManager {
        let reuse = matches!(self.steps.last(), Some(Step::Nest(n)) if n.anchor == anchor);
        if !reuse {
            self.steps.push(Step::Nest(OpPassManager::new(anchor)));
        }
        match self.steps.last_mut() {
            Some(Step::Nest(n)) => n,
            _ => unreachable!("a nest was just pushed or found"),
        }
    }

    /// Adds parsed pipeline elements (`text` is what their offsets refer to).
    fn add_elements(&mut self, text: &str, elements: &[Element]) -> Result<(), PipelineError> {
        for e in elements {
            if let Some(inner) = &e.inner {
                let anchor = if e.name == "any" { None } else { Some(e.name.clone()) };
                // A nested manager always starts fresh in the text's order.
                let mut nested = OpPassManager::new(anchor);
                nested.add_elements(text, inner)?;
                self.steps.push(Step::Nest(nested));
                continue;
            }
            let Some(info) = lookup(&e.name) else {
                return Err(located_error(
                    text,
                    e.at,
                    &format!("'{}' does not refer to a registered pass or pass pipeline", e.name),
                ));
            };
            let pass = create(info, e.options.as_deref().unwrap_or(""))?;
            self.add_pass(info, pass);
        }
        Ok(())
    }
}

/// Creates a pass with options, or mlir-opt's "failed to add" error (a
/// pipeline element's; see [`create_flag`] for a pass flag's).
pub fn create(info: &'static PassInfo, options: &str) -> Result<Box<dyn Pass>, PipelineError> {
    create_as(info, options, true)
}

/// [`create`] for a `--pass-name=options` flag: mlir-opt reports the
/// option error alone, without the "failed to add" line.
pub fn create_flag(info: &'static PassInfo, options: &str) -> Result<Box<dyn Pass>, PipelineError> {
    create_as(info, options, false)
}

fn create_as(info: &'static PassInfo, options: &str, pipeline: bool) -> Result<Box<dyn Pass>, PipelineError> {
    match parse_options(info.options, options) {
        Ok(o) => Ok((info.create)(&o)),
        Err(e) => {
            let mut text = String::new();
            if let Some(pre) = e.preamble {
                text.push_str(&pre);
                text.push('\n');
            }
            // LLVM's option parser ends its own error line with a newline.
            if !e.message.is_empty() {
                text.push_str(&e.message);
                text.push('\n');
            }
            if pipeline {
                text.push_str(&format!("\nfailed to add `{}` with options `{}`\n", info.argument, options));
            }
            Err(PipelineError(text))
        }
    }
}

/// IR dump settings (`--mlir-print-ir-*`).
#[derive(Clone, Debug, Default)]
pub struct PrintIr {
    pub before_all: bool,
    pub after_all: bool,
    pub before: Vec<String>,
    pub after: Vec<String>,
    pub after_change: bool,
    pub after_failure: bool,
    pub module_scope: bool,
    pub print: PrintOptions,
}

impl PrintIr {
    fn any(&self) -> bool {
        self.before_all || self.after_all || !self.before.is_empty() || !self.after.is_empty() || self.after_failure
    }
    fn before(&self, arg: &str) -> bool {
        self.before_all || self.before.iter().any(|a| a == arg)
    }
    fn after(&self, arg: &str) -> bool {
        !self.after_failure && (self.after_all || self.after.iter().any(|a| a == arg))
    }
}

/// Run-wide settings of a pass manager.
#[derive(Clone, Debug)]
pub struct RunConfig {
    pub verify_each: bool,
    pub print_ir: PrintIr,
}

impl Default for RunConfig {
    fn default() -> Self {
        RunConfig { verify_each: true, print_ir: PrintIr::default() }
    }
}

/// The top-level pass manager.
pub struct PassManager {
    pub root: OpPassManager,
    pub config: RunConfig,
}

/// Where a run's by-products go: diagnostics and IR dumps (stderr text).
#[derive(Default)]
pub struct RunOutput {
    pub diags: Vec<Diagnostic>,
    pub dumps: String,
}

impl PassManager {
    /// A manager for `builtin.module` with no passes.
    pub fn new(config: RunConfig) -> Self {
        PassManager { root: OpPassManager::new(Some("builtin.module".into())), config }
    }

    /// Parses `builtin.module(...)` text.
    pub fn parse(text: &str, config: RunConfig) -> Result<Self, PipelineError> {
        let (anchor, inner) = split_anchor(text)?;
        let elements = parse_elements(inner)?;
        let mut root = OpPassManager::new(if anchor == "any" { None } else { Some(anchor.to_string()) });
        root.add_elements(inner, &elements)?;
        Ok(PassManager { root, config })
    }

    /// Appends a pass given as a `-pass-name[=options]` flag.
    pub fn add_flag(&mut self, info: &'static PassInfo, options: &str) -> Result<(), PipelineError> {
        let pass = create_flag(info, options)?;
        self.root.add_pass(info, pass);
        Ok(())
    }

    pub fn is_empty(&self) -> bool {
        self.root.steps.is_empty()
    }

    /// Runs the pipeline on the module's top op. `Err` when a pass failed
    /// or the IR stopped verifying; the diagnostics (if any) say why.
    #[allow(clippy::result_unit_err)]
    pub fn run(&mut self, ctx: &mut Context, module: &mut Module, out: &mut RunOutput) -> Result<(), ()> {
        let top = module.top;
        let top_name = ctx.str(module.body.op(top).name).to_string();
        if let Some(a) = &self.root.anchor {
            if *a != top_name {
                out.diags.push(Diagnostic::error(
                    None,
                    format!("can't run '{a}' pass manager on '{top_name}' op"),
                ));
                return Err(());
            }
        }
        let config = self.config.clone();
        run_manager(&mut self.root, &config, ctx, module, top, out, false)
    }

    /// The pipeline's timers for `--mlir-timing`, nested as the passes
    /// ran (a nested pipeline's time holds its passes').
    pub fn timers(&self) -> Vec<crate::cli::Timer> {
        timers_of(&self.root)
    }

    /// `--mlir-pass-statistics`' report, in MLIR's pipeline display or,
    /// with `list`, its list display (each pass once, by name, its
    /// counters summed over its runs).
    pub fn statistics_report(&self, list: bool) -> String {
        let mut s = String::new();
        s.push_str("===-------------------------------------------------------------------------===\n");
        s.push_str("                         ... Pass statistics report ...\n");
        s.push_str("===-------------------------------------------------------------------------===\n");
        if list {
            let mut merged: Vec<(&'static str, Vec<Statistic>)> = Vec::new();
            statistics_merged(&self.root, &mut merged);
            merged.sort_by(|a, b| a.0.cmp(b.0));
            for (name, stats) in merged {
                statistics_entry(&mut s, 2, name, stats);
            }
        } else {
            statistics_rows(&self.root, 0, &mut s);
        }
        s.push('\n');
        s
    }
}

fn timers_of(pm: &OpPassManager) -> Vec<crate::cli::Timer> {
    pm.steps
        .iter()
        .map(|step| match step {
            Step::Pass(p) => crate::cli::Timer::new(p.info.name, p.time),
            Step::Nest(n) => crate::cli::Timer { name: n.label(), wall: n.time, children: timers_of(n) },
        })
        .collect()
}

fn statistics_rows(pm: &OpPassManager, depth: usize, s: &mut String) {
    for step in &pm.steps {
        match step {
            Step::Pass(p) => statistics_entry(s, depth * 2, p.info.name, p.pass.statistics()),
            Step::Nest(n) => {
                s.push_str(&format!("{}{}\n", "  ".repeat(depth), n.label()));
                statistics_rows(n, depth + 1, s);
            }
        }
    }
}

/// The passes with counters, each name once, counters summed.
fn statistics_merged(pm: &OpPassManager, merged: &mut Vec<(&'static str, Vec<Statistic>)>) {
    for step in &pm.steps {
        match step {
            Step::Pass(p) => {
                let stats = p.pass.statistics();
                if stats.is_empty() {
                    continue;
                }
                match merged.iter_mut().find(|(n, _)| *n == p.info.name) {
                    Some((_, into)) => {
                        for (a, b) in into.iter_mut().zip(stats) {
                            a.value += b.value;
                        }
                    }
                    None => merged.push((p.info.name, stats)),
                }
            }
            Step::Nest(n) => statistics_merged(n, merged),
        }
    }
}

/// MLIR's `printPassEntry`: the pass, then its counters sorted by name,
/// values right-aligned and names padded to the longest.
fn statistics_entry(s: &mut String, indent: usize, pass: &str, mut stats: Vec<Statistic>) {
    s.push_str(&format!("{}{}\n", " ".repeat(indent), pass));
    stats.sort_by(|a, b| a.name.cmp(b.name));
    let value_width = stats.iter().map(|st| st.value.to_string().len()).max().unwrap_or(0);
    let name_width = stats.iter().map(|st| st.name.len()).max().unwrap_or(0);
    for st in stats {
        s.push_str(&format!("{}(S) {:>value_width$} {:<name_width$} - {}\n", " ".repeat(indent + 2), st.value, st.name, st.help));
    }
}

/// A dump's header: `// -----// IR Dump {what} //----- //`, naming the op
/// when the whole module is shown (`--mlir-print-ir-module-scope`).
fn dump_header(config: &RunConfig, ctx: &Context, module: &Module, op: Op, what: &str) -> String {
    let mut h = format!("// -----// IR Dump {what}");
    if config.print_ir.module_scope {
        let d = module.body.op(op);
        h.push_str(&format!(" ('{}' operation", ctx.str(d.name)));
        let sym = d.properties.and_then(|p| ctx.dict_get_str(p, "sym_name")).or_else(|| ctx.dict_get_str(d.attrs, "sym_name"));
        if let Some(crate::ir::AttrKind::String { value, .. }) = sym.map(|s| ctx.attr_kind(s)) {
            h.push_str(&format!(": @{}", String::from_utf8_lossy(value)));
        }
        h.push(')');
    }
    h.push_str(" //----- //\n");
    h
}

/// The IR text a dump shows for `op`.
fn dump_ir(config: &RunConfig, ctx: &Context, module: &Module, op: Op) -> String {
    let shown = if config.print_ir.module_scope { module.top } else { op };
    let mut text = print_op_alone(ctx, module, shown, &config.print_ir.print);
    if shown == module.top {
        text.push('\n');
    }
    text
}

/// Runs `pm` on `op`. In a nested run (`nested_run`: the manager runs on
/// each of many sibling ops) the module is verified once after all of them
/// rather than after each, which keeps verification linear.
fn run_manager(
    pm: &mut OpPassManager,
    config: &RunConfig,
    ctx: &mut Context,
    module: &mut Module,
    op: Op,
    out: &mut RunOutput,
    nested_run: bool,
) -> Result<(), ()> {
    for step in pm.steps.iter_mut() {
        match step {
            Step::Pass(entry) => run_pass(entry, config, ctx, module, op, out, nested_run)?,
            Step::Nest(nested) => {
                let start = Instant::now();
                let children: Vec<Op> = {
                    let body = &module.body;
                    let mut v = Vec::new();
                    for &r in body.op(op).regions.iter() {
                        for &b in &body.region(r).blocks {
                            v.extend(body.block(b).ops.iter().copied());
                        }
                    }
                    v
                };
                let mut result = Ok(());
                for child in children {
                    // A pass may have erased a later sibling.
                    if module.body.op(child).parent.is_none() {
                        continue;
                    }
                    let matches = match &nested.anchor {
                        Some(a) => ctx.str(module.body.op(child).name) == a,
                        None => true,
                    };
                    if matches {
                        result = run_manager(nested, config, ctx, module, child, out, true);
                        if result.is_err() {
                            break;
                        }
                    }
                }
                if result.is_ok() && config.verify_each && !nested_run {
                    result = verify_module(ctx, module, out);
                }
                nested.time += start.elapsed();
                result?;
            }
        }
    }
    Ok(())
}

/// The verifier over the whole module; its errors fail the run.
fn verify_module(ctx: &Context, module: &Module, out: &mut RunOutput) -> Result<(), ()> {
    let diags = crate::verify::verify(ctx, module);
    if diags.iter().any(|d| d.is_error()) {
        out.diags.extend(diags);
        return Err(());
    }
    Ok(())
}

fn run_pass(
    entry: &mut PassEntry,
    config: &RunConfig,
    ctx: &mut Context,
    module: &mut Module,
    op: Op,
    out: &mut RunOutput,
    nested_run: bool,
) -> Result<(), ()> {
    let (name, arg) = (entry.info.name, entry.info.argument);
    let printing = config.print_ir.any();
    if config.print_ir.before(arg) {
        out.dumps.push_str(&dump_header(config, ctx, module, op, &format!("Before {name} ({arg})")));
        out.dumps.push_str(&dump_ir(config, ctx, module, op));
        out.dumps.push_str("\n\n");
    }
    let before_text = (printing && config.print_ir.after_change).then(|| dump_ir(config, ctx, module, op));
    let start = Instant::now();
    let mut result = {
        let mut cx = PassCx { ctx, module, diags: &mut out.diags, pipelines: &PIPELINES };
        entry.pass.run(&mut cx, op).map_err(|_| ())
    };
    entry.time += start.elapsed();
    if result.is_ok() && config.verify_each && !nested_run {
        result = verify_module(ctx, module, out);
    }
    if printing {
        if result.is_err() {
            out.dumps.push_str(&dump_header(config, ctx, module, op, &format!("After {name} Failed ({arg})")));
            out.dumps.push_str(&dump_ir(config, ctx, module, op));
            out.dumps.push_str("\n\n");
        } else if config.print_ir.after(arg) {
            let text = dump_ir(config, ctx, module, op);
            if before_text.as_deref() != Some(text.as_str()) {
                out.dumps.push_str(&dump_header(config, ctx, module, op, &format!("After {name} ({arg})")));
                out.dumps.push_str(&text);
                out.dumps.push_str("\n\n");
            }
        }
    }
    result
}

/// A manager for ops named `anchor` holding the passes of pipeline `text`
/// (nested under other anchors where they say so): what a pass builds to
/// run a pipeline on ops it picks itself (the inliner's
/// `default-pipeline`). An element of `text` anchored on an op
/// (`func.func(cse)`) becomes a nested manager.
pub fn pipeline_on(anchor: &str, text: &str) -> Result<OpPassManager, PipelineError> {
    let elements = parse_elements(text)?;
    let mut pm = OpPassManager::new(Some(anchor.to_string()));
    pm.add_elements(text, &elements)?;
    Ok(pm)
}

/// The op-anchored managers of a list of `op(pipeline)` elements (the
/// inliner's `op-pipelines`), by anchor.
pub fn anchored_pipelines(text: &str) -> Result<Vec<OpPassManager>, PipelineError> {
    let mut out = Vec::new();
    for e in parse_elements(text)? {
        let Some(inner) = &e.inner else {
            return Err(located_error(text, e.at, "expected a pass pipeline anchored on an operation"));
        };
        let mut pm = OpPassManager::new(Some(e.name.clone()));
        pm.add_elements(text, inner)?;
        out.push(pm);
    }
    Ok(out)
}

/// Runs `pm` on `op` from inside a pass, as MLIR's `Pass::runPipeline`
/// does: no IR dumps, no verification between its passes (the enclosing
/// pass is verified after it ends).
#[allow(clippy::result_unit_err)]
pub fn run_nested(pm: &mut OpPassManager, ctx: &mut Context, module: &mut Module, op: Op, diags: &mut Vec<Diagnostic>) -> Result<(), ()> {
    let config = RunConfig { verify_each: false, print_ir: PrintIr::default() };
    let mut out = RunOutput::default();
    let result = run_manager(pm, &config, ctx, module, op, &mut out, true);
    diags.append(&mut out.diags);
    result
}

/// What passes build their own pipelines with (see [`PipelineBuilder`]).
static PIPELINES: PipelineBuilder = PipelineBuilder {
    on: |anchor, text| match pipeline_on(anchor, text) {
        Ok(pm) => Ok(Box::new(pm)),
        Err(e) => Err(e.0),
    },
    anchored: |text| match anchored_pipelines(text) {
        Ok(pms) => Ok(pms.into_iter().map(|pm| Box::new(pm) as Box<dyn NestedPipeline>).collect()),
        Err(e) => Err(e.0),
    },
};

impl NestedPipeline for OpPassManager {
    fn anchor(&self) -> Option<&str> {
        self.anchor.as_deref()
    }
    fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }
    fn run(&mut self, ctx: &mut Context, module: &mut Module, op: Op, diags: &mut Vec<Diagnostic>) -> Result<(), ()> {
        run_nested(self, ctx, module, op, diags)
    }
}
