#!/usr/bin/env bash
# Coverage-guided fuzzing of llmir with libFuzzer (issue 15), on the stable
# toolchain: the targets in fuzz/ are built with SanitizerCoverage flags
# passed by hand (what cargo-fuzz would pass), so neither nightly nor
# cargo-fuzz is needed.
#
#   scripts/fuzz.sh TARGET [SECONDS] [-- libFuzzer flags]
#     TARGET: parse_verify_print | print_idempotent | translate
#   scripts/fuzz.sh --seed-only     # (re)build the seed corpora and stop
#
# Seeds: every `// -----` chunk of the upstream test files and of the
# project's lit tests, and the Lua module cut into top-level ops. Corpora
# grow in fuzz/corpus/TARGET; a finding is written to fuzz/artifacts/TARGET/
# (minimise with `-minimize_crash=1`), and becomes a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
target=${1:?usage: scripts/fuzz.sh TARGET [SECONDS] [-- libFuzzer flags]}
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : $# ))
[[ ${1:-} == -- ]] && shift

seed() {
  local dir=fuzz/corpus/$1
  mkdir -p "$dir"
  [[ -n $(ls -A "$dir" 2>/dev/null) ]] && return
  python3 - "$dir" <<'PY'
import hashlib, os, sys
out = sys.argv[1]
roots = ["../shared/conformance/upstream", "test/lit"]
n = 0
for r in roots:
    for d, _, files in os.walk(r):
        for f in files:
            if not f.endswith(".mlir"):
                continue
            text = open(os.path.join(d, f), encoding="utf-8", errors="replace").read()
            for chunk in text.split("\n// -----"):
                data = chunk.encode()
                if 0 < len(data) < 64 * 1024:
                    open(os.path.join(out, hashlib.sha1(data).hexdigest()), "wb").write(data)
                    n += 1
lua = "../shared/corpus/lua/lua.mlir"
if os.path.exists(lua):
    text = open(lua).read()
    head, _, body = text.partition("\nmodule")
    for i, op in enumerate(body.split("\n  llvm.")[1:200]):
        data = (head + "\nmodule {\n  llvm." + op.rstrip().rstrip("}") + "\n}\n").encode()
        open(os.path.join(out, hashlib.sha1(data).hexdigest()), "wb").write(data)
        n += 1
print(f"seeded {out} with {n} inputs", file=sys.stderr)
PY
}

if [[ $target == --seed-only ]]; then
  for t in parse_verify_print print_idempotent translate; do seed "$t"; done
  exit 0
fi
seed "$target"
# One build serves all three targets: with the LLVM feature on for every
# target, switching targets does not rebuild llmir with other features.
features=(--features llvm)
triple=$(rustc -vV | sed -n 's/^host: //p')
export RUSTFLAGS="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares -Cllvm-args=-sanitizer-coverage-stack-depth \
--cfg fuzzing -Cdebug-assertions -Coverflow-checks"
(cd fuzz && cargo build --release --target "$triple" "${features[@]}" --bins)
mkdir -p "fuzz/artifacts/$target"
exec "fuzz/target/$triple/release/$target" "fuzz/corpus/$target" \
  -artifact_prefix="fuzz/artifacts/$target/" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
  -rss_limit_mb=4096 -print_final_stats=1 "$@"
