#!/usr/bin/env bash
# The main job on the bundled example (examples/dot): a numeric kernel
# written in the func, arith, memref and cf dialects is lowered into the
# LLVM dialect by llmir-opt, turned into an object by llmir-translate,
# linked by the system C compiler with a C main that calls the kernel's
# `_mlir_ciface_` wrappers, and run.
#
#   bash scripts/quickstart.sh              # lower, translate, link, run
#   bash scripts/quickstart.sh --roundtrip  # the generic-form round trip of
#                                           # test/fixtures/example.mlir
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
cargo build --release --quiet --bin llmir-opt --bin llmir-translate
if [[ ${1:-} == --roundtrip ]]; then
  example=test/fixtures/example.mlir
  echo "== llmir-opt --mlir-print-op-generic $example" >&2
  out=$(mktemp)
  target/release/llmir-opt --mlir-print-op-generic "$example" | tee "$out"
  cmp -s "$out" "$example" && echo "round trip: identical to the input" >&2 || { echo "round trip: output differs from the input" >&2; exit 1; }
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ex=examples/dot
run() { echo "\$ $*" >&2; "$@"; }
run target/release/llmir-opt "$ex/kernel.mlir" --convert-to-llvm --reconcile-unrealized-casts -o "$work/kernel.llvm.mlir"
echo "   ($(grep -c 'llvm.func' "$work/kernel.llvm.mlir") LLVM functions, wrappers included: $(grep -o '@_mlir_ciface_[a-z]*' "$work/kernel.llvm.mlir" | sort -u | tr '\n' ' '))" >&2
run target/release/llmir-translate --mlir-to-object --relocation-model=pic "$work/kernel.llvm.mlir" -o "$work/kernel.o"
run cc "$ex/main.c" "$work/kernel.o" -o "$work/dot"
run "$work/dot" | tee "$work/out.txt"
diff -u "$ex/expected.txt" "$work/out.txt" && echo "output: as expected ($ex/expected.txt)" >&2
