#!/usr/bin/env bash
# The whole test suite: unit tests, the conformance twins, CLI and lit file
# tests (test/lit), the mutation (no crash, no hang) tests and the
# language server's tests (with Neovim); then the
# conformance ratchet over the upstream MLIR test files, and the Lua
# end-to-end run through llmir-translate.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
cargo test --release
# Headless Neovim's LSP client against llmir-lsp (about a second; skips
# with a message where nvim is absent and cannot be installed).
bash test/editors/nvim_test.sh target/release/llmir-lsp
bash scripts/conformance.sh
# The Lua interpreter, translated to an object by llmir-translate, linked
# and run on five scripts (about ten seconds).
bash ../shared/corpus/lua/run.sh
# The real-program corpus's cheapest program (tree from Debian's source
# package, issue 15): compiled by clang-19 at -O0, -O2 and -O2 -g, imported
# by mlir-translate-19, printed byte-identically by llmir-opt, translated by
# llmir-translate, linked and run (about two minutes; installs clang-19,
# mlir-19-tools and llvm-19 when missing). `scripts/corpus.sh` runs them all.
bash scripts/corpus.sh tree
