//! The `expand-strided-metadata` pass: the patterns of [`super::expand`]
//! (views and metadata) and [`super::expand_reshape`] (reshapes) under the
//! greedy driver, bottom-up as `applyPatternsAndFoldGreedily` runs them.

use crate::ir::Op;
use crate::passes::api::{apply_greedily, GreedyConfig, Pass, PassCx, PassFailed, PassInfo};

pub const PASS: PassInfo = PassInfo {
    argument: "expand-strided-metadata",
    name: "ExpandStridedMetadata",
    summary: "Expand memref operations into easier to analyze constructs",
    anchor: None,
    options: &[],
    create: |_| Box::new(ExpandStridedMetadata),
};

struct ExpandStridedMetadata;

impl Pass for ExpandStridedMetadata {
    fn run(&mut self, cx: &mut PassCx<'_>, op: Op) -> Result<(), PassFailed> {
        let mut patterns = super::expand::patterns();
        patterns.extend(super::expand_reshape::patterns());
        // `applyPatternsAndFoldGreedily`'s defaults: bottom-up.
        let config = GreedyConfig { top_down: false, ..GreedyConfig::default() };
        apply_greedily(cx.ctx, &mut cx.module.body, op, &patterns, &config);
        Ok(())
    }
}

