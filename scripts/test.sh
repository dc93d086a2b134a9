#!/usr/bin/env bash
# The whole test suite: unit tests, the conformance twins, CLI file tests
# and the mutation (no crash, no hang) tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
cargo test --release
