//! The pass registry: the engine's own passes and those the dialects
//! register ([`super::api::DialectRewrite::passes`]), found by their
//! command-line argument and listed, as mlir-opt's `--help` does, sorted
//! by it.

use std::sync::OnceLock;

use super::pass::PassInfo;
use super::memslot::{mem2reg, sroa};
use super::{canonicalize, cse, inliner, symbol_dce};

/// The passes that belong to no dialect.
static ENGINE_PASSES: &[PassInfo] =
    &[canonicalize::INFO, cse::INFO, inliner::INFO, mem2reg::INFO, sroa::INFO, symbol_dce::INFO];

/// Every pass llmir-opt knows, sorted by argument.
pub fn all() -> &'static [&'static PassInfo] {
    static ALL: OnceLock<Vec<&'static PassInfo>> = OnceLock::new();
    ALL.get_or_init(|| {
        let dialects = crate::ods::registry::dialects().iter().flat_map(|d| d.rewrite.passes.iter());
        let mut all: Vec<&'static PassInfo> = ENGINE_PASSES.iter().chain(dialects).collect();
        all.sort_by_key(|p| p.argument);
        all
    })
}

/// The pass registered under this argument.
pub fn lookup(argument: &str) -> Option<&'static PassInfo> {
    all().iter().copied().find(|p| p.argument == argument)
}

/// `--list-passes`: every pass with its summary and options, in the manner
/// of mlir-opt's `--help` "Passes:" section.
pub fn list_passes() -> String {
    let mut out = String::from("Available passes:\n");
    for p in all() {
        out.push_str(&format!("  --{:<40} - {}\n", p.argument, p.summary));
        for o in p.options {
            out.push_str(&format!("      --{:<36} - {} (default: {})\n", o.name, o.help, o.default));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_are_unique() {
        let mut seen = rustc_hash::FxHashSet::default();
        for p in all() {
            assert!(seen.insert(p.argument), "two passes named {}", p.argument);
        }
    }
}
