#!/usr/bin/env bash
# The whole test suite: unit tests, the conformance twins, CLI and lit file
# tests (test/lit) and the mutation (no crash, no hang) tests; then the
# conformance ratchet over the upstream MLIR test files.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
cargo test --release
bash scripts/conformance.sh
