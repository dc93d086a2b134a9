#!/usr/bin/env bash
# Neovim end to end: headless Neovim's built-in LSP client attached to
# llmir-lsp on test/lsp/sample.mlir (diagnostics, hover, definition, an
# edit). Installs Debian's neovim when missing and running as root;
# otherwise skips with a message (exit 0).
#   bash test/editors/nvim_test.sh [path/to/llmir-lsp]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
server=$(realpath -m "${1:-$root/target/release/llmir-lsp}")
if ! command -v nvim >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get install -y neovim >/dev/null 2>&1 || { apt-get update >/dev/null 2>&1 && apt-get install -y neovim >/dev/null 2>&1; } || true
  fi
  if ! command -v nvim >/dev/null; then
    echo "nvim_test: SKIPPED (nvim is not installed and cannot be installed here)"
    exit 0
  fi
fi
if [ ! -x "$server" ]; then
  echo "nvim_test: $server does not exist (cargo build --release --bin llmir-lsp)" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$root/test/lsp/sample.mlir" "$work/sample.mlir"
export LLMIR_LSP="$server" LLMIR_LSP_FILE="$work/sample.mlir" LLMIR_NVIM_LOG="$work/log"
status=0
(cd "$work" && timeout 120 nvim --headless --clean -n -c "luafile $root/test/editors/nvim_test.lua" </dev/null >/dev/null 2>&1) || status=$?
cat "$work/log" 2>/dev/null || true
if [ "$status" != 0 ] || ! grep -q '^PASS' "$work/log" 2>/dev/null; then
  echo "nvim_test: FAILED (status $status)" >&2
  exit 1
fi
echo "nvim_test: ok"
