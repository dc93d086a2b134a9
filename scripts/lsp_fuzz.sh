#!/usr/bin/env bash
# A longer random-edit session against llmir-lsp than `cargo test` runs:
# N edits (default 10000) of insertions, deletions and pastes of lit-test
# lines, every third one checked against a fresh llmir-opt run, requests at
# random positions in between (no crash, no hang, same diagnostics).
#   bash scripts/lsp_fuzz.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
LLMIR_LSP_EDITS=${1:-10000} cargo test --release --test lsp random_edits -- --nocapture
