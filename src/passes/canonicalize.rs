//! `canonicalize`: the greedy rewrite driver with every registered folder
//! (LLVM dialect folds in `dialects::fold`), the cf dialect's patterns
//! ([`super::cf_canonicalize`]), dead-op removal, constant uniquing and
//! unreachable-block removal.

use super::options::{OptKind, OptionSpec, Options};
use super::rewrite::{apply_greedily, GreedyConfig};
use super::{Pass, PassCx, PassFailed, PassInfo};
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
        let patterns = super::cf_canonicalize::patterns();
        let stats = apply_greedily(cx.ctx, &mut cx.module.body, op, &patterns, &self.config);
        // Canonicalization is best effort: not converging only fails when
        // asked to test it.
        if self.test_convergence && !stats.converged {
            return Err(PassFailed);
        }
        Ok(())
    }
}
