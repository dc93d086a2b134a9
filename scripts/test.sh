#!/usr/bin/env bash
# The whole test suite: unit tests, the conformance twins, CLI and lit file
# tests (test/lit) and the mutation (no crash, no hang) tests; then the
# conformance ratchet over the upstream MLIR test files, and the Lua
# end-to-end run through llmir-translate.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
cargo test --release
bash scripts/conformance.sh
# The Lua interpreter, translated to an object by llmir-translate, linked
# and run on five scripts (about ten seconds).
bash ../shared/corpus/lua/run.sh
