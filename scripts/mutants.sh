#!/usr/bin/env bash
# The long mutation run (issue 15): N mutants (default 100 000) of the seed
# inputs tests/mutations.rs uses (the twins, both forms, and the example),
# each through llmir-opt (custom and generic printing) and llmir-translate,
# batched as --split-input-file chunks. No crash, no panic, no hang allowed;
# a failing mutant is kept in a temporary folder and named in the report.
#
#   scripts/mutants.sh [N] [BATCH]
set -euo pipefail
cd "$(dirname "$0")/.."
export LLMIR_MUTANTS=${1:-100000} LLMIR_MUTANTS_BATCH=${2:-500}
start=$(date +%s)
cargo test --release --test mutations -- --ignored mutants_through_the_binaries --nocapture
echo "mutants: $LLMIR_MUTANTS through llmir-opt and llmir-translate in $(( $(date +%s) - start )) s"
