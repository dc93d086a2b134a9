#!/usr/bin/env bash
# The main job on the bundled example: llmir-opt reads a module written in
# the generic form and prints it back, byte for byte, then in the custom
# module form it knows so far.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
cargo build --release --quiet --bin llmir-opt
example=test/fixtures/example.mlir
echo "== llmir-opt --mlir-print-op-generic $example" >&2
target/release/llmir-opt --mlir-print-op-generic "$example" | tee /tmp/llmir-example.out
if cmp -s /tmp/llmir-example.out "$example"; then
  echo "round trip: identical to the input" >&2
else
  echo "round trip: output differs from the input" >&2
  exit 1
fi
