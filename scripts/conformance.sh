#!/usr/bin/env bash
# Conformance ratchet. Runs ../shared/conformance/run.sh over the upstream
# MLIR 19.1.7 test files with llmir's tools (LLVM 19's FileCheck judging)
# and compares with test/fixtures/conformance-passing.txt: fails when a
# listed file no longer passes, prints the count either way.
#
# When mlir-opt-19 is installed it also checks llmir-filecheck as a judge:
# with the reference tools every upstream file must pass under it, and it
# must agree with FileCheck-19 on damaged reference outputs.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
runner=../shared/conformance/run.sh
list=test/fixtures/conformance-passing.txt
[[ -f $runner ]] || { echo "conformance: $runner not found (../shared must sit beside the repository)" >&2; exit 1; }

opt=$root/target/release/llmir-opt
translate=$root/target/release/llmir-translate
filecheck=$root/target/release/llmir-filecheck
for b in "$opt" "$filecheck"; do
  [[ -x $b ]] || { echo "conformance: $b is not built (run cargo build --release first)" >&2; exit 1; }
done
if [[ ! -x $translate ]]; then
  # Files that need llmir-translate fail until it exists; that only breaks
  # CI once such a file is on the passing list.
  echo "conformance: llmir-translate is not built yet; RUN lines that need it fail" >&2
  translate=$(type -P false)
fi

out=$(bash "$runner" --opt "$opt" --translate "$translate")
verdict_files() { { grep -E "^($1): " <<<"$out" || true; } | awk '{print $4}' | sort -u; }
passing=$(verdict_files 'PASS|XFAIL')
listed=$(grep -vE '^\s*(#|$)' "$list" | sort -u || true)
lost=$(comm -23 <(echo "$listed") <(echo "$passing") | grep -v '^$' || true)
gained=$(comm -13 <(echo "$listed") <(echo "$passing") | grep -v '^$' || true)
echo "conformance (llmir-opt, llmir-translate; FileCheck-19 judging): $(tail -n 1 <<<"$out" | sed 's/^conformance: //')"
if [[ -n $gained ]]; then
  echo "newly passing, add to $list:"
  sed 's/^/  /' <<<"$gained"
fi
status=0
if [[ -n $lost ]]; then
  echo "FAIL: listed in $list but no longer passing:"
  sed 's/^/  /' <<<"$lost"
  status=1
fi

if command -v mlir-opt-19 >/dev/null && command -v mlir-translate-19 >/dev/null; then
  ref=$(bash "$runner" --reference --filecheck "$filecheck" | tail -n 1)
  echo "llmir-filecheck judging mlir-opt-19/mlir-translate-19: ${ref#conformance: }"
  [[ $ref == *" 0 failed" ]] || status=1
  python3 scripts/filecheck_damage.py --per-run 10 --min-agreement 99.5 | tail -n 1 || status=1
else
  echo "mlir-19-tools not installed: llmir-filecheck's reference checks skipped"
fi
exit $status
