//! `canonicalize`: the greedy rewrite driver with every registered fold,
//! the canonicalization patterns the dialects register on their ops
//! ([`crate::passes::api::OpRewrite::patterns`], collected from the
//! registry as MLIR's `getCanonicalizationPatterns` are), dead-op removal,
//! constant uniquing and unreachable-block removal.

use super::options::{OptKind, OptionSpec, Options};
use super::rewrite::{apply_greedily, GreedyConfig, Pattern, Rewriter};
use super::pass::{Pass, PassCx, PassFailed, PassInfo};
use crate::ir::Op;

pub const INFO: PassInfo = PassInfo {
    argument: "canonicalize",
    name: "Canonicalizer",
    summary: "Canonicalize operations",
    anchor: None,
    options: &[
        OptionSpec { name: "top-down", kind: OptKind::Bool, default: "true", help: "Seed the worklist in general top-down order" },
        OptionSpec {
            name: "region-simplify",
            kind: OptKind::Enum(&["disabled", "normal", "aggressive"]),
            default: "normal",
            help: "Perform control flow optimizations to the region tree",
        },
        OptionSpec { name: "max-iterations", kind: OptKind::Int, default: "10", help: "Max. iterations between applying patterns / simplifying regions" },
        OptionSpec { name: "max-num-rewrites", kind: OptKind::Int, default: "-1", help: "Max. number of pattern rewrites within an iteration" },
        OptionSpec { name: "test-convergence", kind: OptKind::Bool, default: "false", help: "Test only: Fail pass on non-convergence to detect cyclic pattern" },
        OptionSpec { name: "disable-patterns", kind: OptKind::List, default: "", help: "Labels of patterns that should be filtered out during application" },
        OptionSpec { name: "enable-patterns", kind: OptKind::List, default: "", help: "Labels of patterns that should be used during application, all other patterns are filtered out" },
    ],
    create,
};

fn create(o: &Options) -> Box<dyn Pass> {
    Box::new(Canonicalize {
        config: GreedyConfig {
            max_iterations: o.int("max-iterations"),
            max_rewrites: o.int("max-num-rewrites"),
            simplify_regions: o.str("region-simplify") != "disabled",
            merge_blocks: o.str("region-simplify") == "aggressive",
            top_down: o.bool("top-down"),
        },
        test_convergence: o.bool("test-convergence"),
    })
}

struct Canonicalize {
    config: GreedyConfig,
    test_convergence: bool,
}

impl Pass for Canonicalize {
    fn run(&mut self, cx: &mut PassCx<'_>, op: Op) -> Result<(), PassFailed> {
        let patterns = registered_patterns();
        let stats = apply_greedily(cx.ctx, &mut cx.module.body, op, &patterns, &self.config);
        // Canonicalization is best effort: not converging only fails when
        // asked to test it.
        if self.test_convergence && !stats.converged {
            return Err(PassFailed);
        }
        Ok(())
    }
}

/// A pattern from an op's row: rooted at that op.
struct RowPattern {
    root: &'static str,
    rewrite: fn(&mut Rewriter<'_>, Op) -> bool,
}

impl Pattern for RowPattern {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: Op) -> bool {
        (self.rewrite)(rw, op)
    }
}

/// Every registered op's canonicalization patterns, in dialect and row
/// order.
fn registered_patterns() -> Vec<Box<dyn Pattern>> {
    let rows = crate::ods::registry::dialects().iter().flat_map(|d| d.rewrite.ops.iter());
    let own = rows.flat_map(|r| r.patterns.iter().map(move |&p| (r.op, p)));
    let foreign = crate::ods::registry::dialects().iter().flat_map(|d| d.rewrite.foreign_patterns.iter().copied());
    own.chain(foreign).map(|(root, rewrite)| Box::new(RowPattern { root, rewrite }) as Box<dyn Pattern>).collect()
}
